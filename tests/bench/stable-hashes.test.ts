import { expect, it } from 'vitest';
import { withStableHashes } from '../../bench/dist.mjs';

it('chunk hashes stand in by the chunk’s name: the same text whatever the hashes, a different one per chunk', () => {
  const a = withStableHashes('import("./family-woocommerce-_820I9It.js");import("./mount-BbMTtM-6.js")');
  const b = withStableHashes('import("./family-woocommerce-p8RH255B.js");import("./mount-wnfjGOzh.js")');
  expect(a).toBe(b);
  expect(a).toMatch(/^import\("\.\/family-woocommerce-[\w-]{8}\.js"\);import\("\.\/mount-[\w-]{8}\.js"\)$/);
  expect(withStableHashes('./sku-BzwMA4EP.js')).not.toBe(withStableHashes('./sync-BzwMA4EP.js').replace('sync', 'sku'));
});
