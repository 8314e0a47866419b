import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootFiles, FAMILY_TABLE, scanDist } from '../../bench/dist.mjs';

// What the loader is in a real build: the entry, one loader chunk the WordPress plugin preloads
// (it reads the entry's `imports` in dist/manifest.json), and a table per family that imports
// nothing but the loader, so a family's widgets are found one round trip after its table is asked.
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'sf-loader-'));
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as { defaults: { loaderBrotliMax: number } };
afterAll(() => rmSync(out, { recursive: true, force: true }));

beforeAll(async () => {
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, sourcemap: false } });
}, 60_000);

const staticImports = (file: string) => [...readFileSync(join(out, file), 'utf8').matchAll(/\bimport\s*(?:[^'"`()]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((match) => match[1]!);

it('the entry imports one loader chunk, which the manifest names as its only import', () => {
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const imports = manifest['src/index.ts']!.imports ?? [];
  expect(imports).toHaveLength(1);
  expect(manifest[imports[0]!]!.file).toMatch(/^chunks\/loader-[\w-]+\.js$/);
  expect(bootFiles(out)).toEqual([manifest[imports[0]!]!.file, 'storefront.js']);
});

it('the loader is within its budget (bench/budgets.json loaderBrotliMax)', () => {
  const files = scanDist(out);
  const brotli = bootFiles(out).reduce((sum, file) => sum + files.get(file)!.brotliStable, 0);
  expect(brotli).toBeLessThanOrEqual(budgets.defaults.loaderBrotliMax);
});

it('every family has its table chunk, which imports nothing but the loader', () => {
  const tables = readdirSync(join(out, 'chunks')).filter((file) => FAMILY_TABLE.test(file));
  expect(tables.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(
    ['chat', 'page-builder', 'payments', 'product', 'site', 'woocommerce'].map((name) => `family-${name}`),
  );
  for (const table of tables) for (const spec of staticImports(`chunks/${table}`)) expect(spec, table).toMatch(/^\.\/loader-[\w-]+\.js$/);
});
