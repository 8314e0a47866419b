/**
 * Things that must be written once: the selectors a widget is keyed on (src/selectors.ts, and the
 * page builder's widgets' in src/page-builder/selectors.ts), the
 * PHP-flag parser (core/flag.ts), the Space key (core/keys.ts), jQuery's types and `$.fn`
 * functions (core/jquery.ts) and the `storage` listener (core/storage.ts). A second copy drifts
 * from the first; this finds one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as builderSelectors from './page-builder/selectors';
import * as loaderSelectors from './selectors';

const selectors = { ...loaderSelectors, ...builderSelectors };

const SRC = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** Where `pattern` occurs in code (not comments) outside `home`, as `file:line: text`. */
function copies(pattern: RegExp, home: string): string[] {
  return files
    .filter((file) => file.path !== home)
    .flatMap((file) =>
      file.text.split('\n').flatMap((line, index) => (!isComment(line) && pattern.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [])),
    );
}

const quoted = (value: string) => new RegExp(`['"]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`);

describe('one home each', () => {
  it.each(Object.entries(selectors).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as const] : [])))('the selector %s is written only in src/selectors.ts (or the page builder’s, src/page-builder/selectors.ts)', (name, selector) => {
    const home = name in loaderSelectors ? 'selectors.ts' : 'page-builder/selectors.ts';
    expect(copies(quoted(selector), home)).toEqual([]);
  });

  it('PHP flags are parsed only in core/flag.ts', () => {
    expect(copies(/(['"])yes\1.*(['"])1\2|(['"])1\3.*(['"])yes\4/, 'core/flag.ts')).toEqual([]);
  });

  it('the Space key is recognised only in core/keys.ts', () => {
    expect(copies(/key\s*[!=]==?\s*' '|'Spacebar'|'\s'\]\)/, 'core/keys.ts')).toEqual([]);
  });

  it('other tabs\' storage events are listened for only in core/storage.ts (onStorageFromOtherTabs)', () => {
    expect(copies(/['"]storage['"]\s*,/, 'core/storage.ts')).toEqual([]);
  });

  it('dynamic imports go through core/chunk.ts (loadChunk, or a registry entry\'s load, which the scanner loads with it)', () => {
    const routed = /loadChunk\('[^']+', \(\) => import\(|^\s*load: \(\) => (withReact\(\(\) => )?import\(/;
    // React's warm-up beside a view: its failure is the view's, whose import goes through loadChunk.
    const warmUp = (path: string, line: string) => path === 'mounts/load-view.ts' && line.includes("import('./mount').catch(() => {})");
    const stray = files.flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) => (!isComment(line) && /(?<!typeof )\bimport\(/.test(line) && !routed.test(line) && !warmUp(file.path, line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(stray).toEqual([]);
  });

  it('jQuery is typed, looked up and given $.fn functions only in core/jquery.ts', () => {
    expect(copies(/jQuery\?\s*:|(interface|type)\s+JQuery\w*\s*[=<{]|\.fn\[|fn\[name\]/, 'core/jquery.ts')).toEqual([]);
  });
});

/** A widget's folder: `behaviours/<name>`, `mounts/<name>`, or a family's folder (`popups`, `loop/<name>`). */
function widgetOf(path: string): string | null {
  const parts = path.split('/');
  if ((parts[0] === 'behaviours' || parts[0] === 'mounts') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'popups') return 'popups';
  if (parts[0] === 'loop' && parts.length > 2) return `loop/${parts[1]}`;
  return null;
}

describe('widgets talk through the bus and shared homes', () => {
  it('no widget imports another widget’s files (shared code lives in core/, page-builder/, loop/ or mounts/’ own modules)', () => {
    const crossings = files.flatMap((file) => {
      const own = widgetOf(file.path);
      if (!own) return [];
      return [...file.text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((match) => {
        const target = join(file.path, '..', match[1] ?? match[2] ?? '');
        const theirs = widgetOf(target.replace(/^\.\//, ''));
        return theirs && theirs !== own ? [`${file.path} imports ${target}`] : [];
      });
    });
    expect(crossings).toEqual([]);
  });
});
