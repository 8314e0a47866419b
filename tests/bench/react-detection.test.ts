import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { bootFiles, scanDist } from '../../bench/dist.mjs';

// The bench's "no React chunk before load" check only counts once it has been seen to flag a build
// that does load React before load: here it is run on such a build and on the real one.
const root = fileURLToPath(new URL('../..', import.meta.url));
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as { reactMarkers: string[] };
const out = mkdtempSync(join(tmpdir(), 'sf-react-check-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Builds `entries` as dist/ is built (vite.config.ts), into a folder of their own. */
async function buildEntries(name: string, entries: Record<string, string>): Promise<string> {
  const outDir = join(out, name);
  const entry = Object.fromEntries(Object.entries(entries).map(([chunk, file]) => [chunk, join(root, file)]));
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, sourcemap: false, lib: { entry, formats: ['es'] } },
  });
  return outDir;
}

/** The bench's verdict from the files: a React chunk among those evaluated before `load`. */
function reactBeforeLoad(dir: string): boolean {
  const files = scanDist(dir, budgets.reactMarkers);
  return bootFiles(dir).some((file) => files.get(file)?.react === true);
}

describe('bench: React before load', () => {
  it('flags a build whose entry evaluates React DOM at boot', async () => {
    const dir = await buildEntries('react-at-boot', { storefront: 'tests/bench/react-at-boot.ts', later: 'tests/bench/react-later.ts' });
    // React sits in a chunk the entry imports statically, not in the entry itself.
    expect(scanDist(dir, budgets.reactMarkers).get('storefront.js')?.react).toBe(false);
    expect(bootFiles(dir).length).toBeGreaterThan(1);
    expect(reactBeforeLoad(dir)).toBe(true);
  }, 60_000);

  it('does not flag the real build', async () => {
    const dir = await buildEntries('storefront', { storefront: 'src/index.ts' });
    expect(bootFiles(dir)).toContain('storefront.js');
    expect(reactBeforeLoad(dir)).toBe(false);
  }, 60_000);
});
