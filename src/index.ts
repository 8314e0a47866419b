import { createScanner } from './core/scanner';
import { families } from './families';

/** Boot only: find the page's families, scan, keep observing. Everything else loads on demand. */
const bootStart = performance.now();

declare global {
  interface Window {
    storefront?: { version: string; rescan(root?: ParentNode): void };
  }
}

function boot(): void {
  // A site may print the tag twice (theme + plugin); the second copy must not bind again.
  if (window.storefront) return;
  // Here only the families' markers are looked for, and their tables asked for: the widgets'
  // scans run as the tables arrive, each in a task of its own. A deferred module runs inside the
  // browser's end-of-parsing task, which on a product page is already a long one, and every ms
  // added to it counts as blocking time.
  const scanner = createScanner([], families);
  window.storefront = { version: typeof __STOREFRONT_VERSION__ === 'string' ? __STOREFRONT_VERSION__ : 'dev', rescan: (root = document) => scanner.scan(root) };
  void scanner.boot().then((attachMs) => {
    performance.measure('storefront:attach', { start: bootStart, duration: attachMs });
    document.documentElement.dataset.storefront = 'ready';
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
