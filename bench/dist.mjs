// What the bench knows about a build's files, shared by bench/run.mjs and the bench's own tests
// (tests/bench/): sizes, which chunks contain React, and which files a page evaluates at boot.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zc } from 'node:zlib';

/** React 19 minified keeps only these of its names; any one of them marks a React chunk. */
export const DEFAULT_REACT_MARKERS = ['react.production', '__SECRET_INTERNALS', '__CLIENT_INTERNALS_DO_NOT_USE', '__DOM_INTERNALS_DO_NOT_USE', 'react-dom'];

export function isReactChunk(text, markers = DEFAULT_REACT_MARKERS) {
  return markers.some((m) => text.includes(m));
}

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/**
 * A chunk's content hash in a file name (`loader-CJ90tiL7.js`): eight characters brotli cannot
 * compress, which change whenever that chunk's content does. The loader names a few dozen chunks,
 * so its compressed size moved by up to 18 B between two builds whose loader code was the same
 * (only other chunks' hashes differed): 5,120 B, then 5,138 B. `brotliStable` measures a file with
 * each hash replaced by a stand-in derived from the chunk's name alone, as incompressible and the
 * same in every build, so the loader's figure follows its code.
 */
const CHUNK_HASH = /([\w.-]+?)-[\w-]{8}\.js/g;
const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
function standIn(name) {
  let hash = 2166136261;
  let out = '';
  for (let i = 0; i < 8; i++) {
    for (const char of `${name}#${i}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += HASH_ALPHABET[hash & 63];
  }
  return out;
}
export function withStableHashes(text) {
  return text.replace(CHUNK_HASH, (_, name) => `${name}-${standIn(name)}.js`);
}

const brotliOf = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [zc.BROTLI_PARAM_QUALITY]: 11,
      [zc.BROTLI_PARAM_MODE]: zc.BROTLI_MODE_TEXT,
      [zc.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  }).length;

/** Every .js file of a build: path relative to the build ('chunks/x.js'), sizes, React or not. */
export function scanDist(dir, markers = DEFAULT_REACT_MARKERS) {
  const files = new Map();
  for (const file of walk(dir)) {
    if (!file.endsWith('.js')) continue;
    const buf = readFileSync(file);
    const rel = relative(dir, file).split(sep).join('/');
    files.set(rel, {
      file: rel,
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliOf(buf),
      brotliStable: brotliOf(Buffer.from(withStableHashes(buf.toString('utf8')))),
      react: isReactChunk(buf.toString('utf8'), markers),
    });
  }
  return files;
}

// `import x from "./a.js"`, `import "./a.js"`, `export { y } from "./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"`()]*?\bfrom\s*)?(['"`])(\.{1,2}\/[^'"`]+)\1/g;

/** A family's table of widgets (src/families.ts), fetched only where its marker is on the page. */
export const FAMILY_TABLE = /(^|\/)family-[^/]*\.js$/;

/**
 * The files a page evaluates before `load` without any widget starting: the entry and everything
 * it imports statically (a module script and its static imports all run before `load`). That is
 * the loader, the same on every page; the family tables a page's markers call for come on top.
 */
export function bootFiles(dir, entry = 'storefront.js') {
  const seen = new Set();
  const visit = (rel) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const text = readFileSync(join(dir, rel), 'utf8');
    for (const [, , spec] of text.matchAll(STATIC_IMPORT)) visit(posix.normalize(posix.join(posix.dirname(rel), spec)));
  };
  visit(entry);
  return [...seen].sort();
}

/**
 * The chunks a dynamic entry brings with it, from Vite's dist/manifest.json: its own file and the
 * chunks it imports statically (at any depth) that no other entry point reaches. A page that
 * requested none of them ran none of that entry's code; the shared chunks it also imports (the
 * loader, core, schemas) are every widget's and stay out.
 */
export function entryChunks(manifest, src) {
  if (!manifest[src]) return [];
  const reach = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) reach(next, seen);
    return seen;
  };
  const others = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key !== src && (chunk.isEntry || chunk.isDynamicEntry)) for (const reached of reach(key)) others.add(reached);
  }
  return [...reach(src)]
    .filter((key) => key === src || !others.has(key))
    .map((key) => manifest[key].file)
    .sort();
}
