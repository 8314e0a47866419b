import { expect, it } from 'vitest';
import { entryChunks, type ManifestChunk } from '../../bench/dist.mjs';

// A manifest shaped as Vite writes it: the entry, the card method (a dynamic entry) with a library
// chunk of its own, and a chunk it shares with another widget.
const MANIFEST: Record<string, ManifestChunk> = {
  'src/index.ts': { file: 'storefront.js', isEntry: true, imports: ['_loader.js'] },
  '_loader.js': { file: 'chunks/loader-AAAAAAAA.js', imports: ['_core.js'] },
  '_core.js': { file: 'chunks/core-BBBBBBBB.js' },
  '_zoid.js': { file: 'chunks/zoid-CCCCCCCC.js', imports: ['_post-robot.js'] },
  '_post-robot.js': { file: 'chunks/post-robot-DDDDDDDD.js', imports: ['_core.js'] },
  '_schemas.js': { file: 'chunks/schemas-EEEEEEEE.js' },
  'src/payments/card/index.ts': { file: 'chunks/card-FFFFFFFF.js', isDynamicEntry: true, imports: ['_zoid.js', '_schemas.js', '_loader.js'] },
  'src/behaviours/checkout/index.ts': { file: 'chunks/checkout-GGGGGGGG.js', isDynamicEntry: true, imports: ['_schemas.js'] },
};

it.each([
  ['its own file and the libraries only it reaches, at any depth; shared chunks stay out', 'src/payments/card/index.ts', ['chunks/card-FFFFFFFF.js', 'chunks/post-robot-DDDDDDDD.js', 'chunks/zoid-CCCCCCCC.js']],
  ['an entry whose imports all are shared: its own file alone', 'src/behaviours/checkout/index.ts', ['chunks/checkout-GGGGGGGG.js']],
  ['a source the build does not have: nothing', 'src/payments/bizum/index.ts', []],
])('%s', (_, src, files) => {
  expect(entryChunks(MANIFEST, src)).toEqual(files);
});

