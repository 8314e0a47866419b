import { createScanner, type Scanner } from './core/scanner';
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
  let scanner: Scanner | undefined;
  // Before the first scan there is nothing to rescan: that scan covers the whole document.
  window.storefront = { version: typeof __STOREFRONT_VERSION__ === 'string' ? __STOREFRONT_VERSION__ : 'dev', rescan: (root = document) => scanner?.scan(root) };
  // The scan in a task of its own: a deferred module runs inside the browser's end-of-parsing
  // task, which on a product page is already a long one, and every ms added to it counts as
  // blocking time. Apart, our start-up stays under the 50 ms of a long task.
  nextTask(() => {
    scanner = createScanner(registry);
    void scanner.boot().then((attachMs) => {
      performance.measure('storefront:attach', { start: bootStart, duration: attachMs });
      document.documentElement.dataset.storefront = 'ready';
    });
  });
}

/**
 * As soon as the current task ends: at user-blocking priority where the browser has a task
 * scheduler, since a plain timer waits behind the page's loading work (in the bench, until after
 * `load`), and the URL's tab must open before the shopper reads the page.
 */
function nextTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?(callback: () => void, options: { priority: string }): Promise<unknown> } }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(run, { priority: 'user-blocking' });
  else setTimeout(run, 0);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
