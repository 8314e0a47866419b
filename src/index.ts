import { createScanner } from './core/scanner';
import { registry } from './registry';

/** Boot only: read the page, scan it, keep observing. Everything else loads on demand. */
const bootStart = performance.now();

declare global {
  interface Window {
    storefront?: { version: string; rescan(root?: ParentNode): void };
  }
}

function boot(): void {
  // A site may print the tag twice (theme + plugin); the second copy must not bind again.
  if (window.storefront) return;
  const scanner = createScanner(registry);
  window.storefront = { version: typeof __STOREFRONT_VERSION__ === 'string' ? __STOREFRONT_VERSION__ : 'dev', rescan: (root = document) => scanner.scan(root) };
  void scanner.boot().then((attachMs) => {
    performance.measure('storefront:attach', { start: bootStart, duration: attachMs });
    document.documentElement.dataset.storefront = 'ready';
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
