import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

// vite.config.ts marks the chunks whose code mostly runs once loaded for whole, off-thread
// compilation; V8 reads the magic comment only on a file's first line.
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'sf-hints-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('the loader, the chunks that run at load or idle and the variation form open with the compile hint; intent libraries do not', async () => {
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, sourcemap: false } });
  const firstLine = (file: string) => readFileSync(join(out, file), 'utf8').split('\n', 1)[0];
  const chunk = (name: string) => `chunks/${readdirSync(join(out, 'chunks')).find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))}`;
  const HINT = '//# allFunctionsCalledOnLoad';

  for (const file of ['storefront.js', chunk('start'), chunk('core'), chunk('product-gallery'), chunk('variation-form')]) expect(firstLine(file), file).toBe(HINT);
  for (const file of [chunk('slider'), chunk('photoswipe.esm'), chunk('add-to-cart')]) expect(firstLine(file), file).not.toBe(HINT);
}, 60_000);
