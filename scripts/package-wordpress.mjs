#!/usr/bin/env node
// `npm run package`: storefront-wordpress.zip, the WordPress plugin a site owner uploads.
//   storefront/storefront.php, uninstall.php, readme.txt, includes/, languages/storefront.pot,
//   dist/ (the build, with its manifest; source maps left out)
// Run after `npm run build` (the npm script does both). The POT is made here from the plugin's
// PHP, so the translatable strings and the template never drift apart.
import { readdirSync, readFileSync, statSync, writeFileSync, createWriteStream, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PLUGIN = join(ROOT, 'wordpress/storefront');
const DIST = join(ROOT, 'dist');
const OUT = resolve(process.argv[2] ?? join(ROOT, 'storefront-wordpress.zip'));
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** PHP's single-quoted string body, unescaped. */
const unquote = (text) => text.replace(/\\(['\\])/g, '$1');
const poString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Every __(), esc_html__(), esc_html_e(), esc_attr__(), _e() call with the 'storefront' domain. */
export function extractStrings(sources) {
  const calls = /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'storefront'\s*\)/g;
  const found = new Map();
  for (const [file, text] of sources) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      for (const [, raw] of line.matchAll(calls)) {
        const msgid = unquote(raw);
        const comment = lines[index - 1]?.match(/translators:.*?(?=\*\/|$)/)?.[0]?.trim();
        const entry = found.get(msgid) ?? { refs: [], comment };
        entry.refs.push(`${file}:${index + 1}`);
        found.set(msgid, entry);
      }
    });
  }
  return found;
}

function pot(strings) {
  const head = [
    '# This file is distributed under the MIT license.',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: Storefront ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"X-Domain: storefront\\n"',
    '',
  ];
  const body = [...strings].flatMap(([msgid, { refs, comment }]) => [
    ...(comment ? [`#. ${comment}`] : []),
    `#: ${refs.join(' ')}`,
    ...(msgid.includes('%') ? ['#, php-format'] : []),
    `msgid ${poString(msgid)}`,
    'msgstr ""',
    '',
  ]);
  return [...head, ...body].join('\n');
}

function main() {
  if (!existsSync(join(DIST, 'manifest.json'))) throw new Error('dist/manifest.json is missing: run `npm run build` first');
  const php = files(PLUGIN).filter((path) => path.endsWith('.php'));
  const strings = extractStrings(php.map((path) => [relative(PLUGIN, path), readFileSync(path, 'utf8')]));
  writeFileSync(join(PLUGIN, 'languages/storefront.pot'), pot(strings));

  const zip = new yazl.ZipFile();
  // A fixed date: the same build gives the same zip.
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const path of files(PLUGIN)) zip.addFile(path, `storefront/${relative(PLUGIN, path)}`, { mtime });
  for (const path of files(DIST).filter((path) => !path.endsWith('.map'))) zip.addFile(path, `storefront/dist/${relative(DIST, path)}`, { mtime });
  zip.outputStream.pipe(createWriteStream(OUT)).on('close', () => {
    console.log(`${relative(process.cwd(), OUT) || OUT}: ${(statSync(OUT).size / 1024).toFixed(0)} KB, ${strings.size} translatable strings`);
  });
  zip.end();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
