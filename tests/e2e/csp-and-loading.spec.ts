/**
 * Loading under the demo's strict CSP: every page starts cleanly, chunks come from the plugin
 * folder next to the entry, the React chunks never load on the listing, a second copy of the
 * script binds nothing twice, and a click before the add-to-cart widget has started is replayed once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect, countRequests, getCspViolations, waitForStorefront } from './support/fixtures';

// The demo server shares the machine with builds and other suites; give slow pages room.
test.describe.configure({ timeout: 60_000 });

const DIST_PATH = '/wp-content/plugins/storefront/dist/';
const ENTRY_PATH = `${DIST_PATH}storefront.js`;
const CHUNKS_DIR = new URL('../../dist/chunks/', import.meta.url);
const REACT_MARKERS = /react\.production|__CLIENT_INTERNALS|react\.transitional\.element|react-dom/;

const CATALOGUE = JSON.parse(readFileSync(new URL('../../fixtures/catalogue.json', import.meta.url), 'utf8')) as {
  products: { slug: string; type: string; stock_status: string }[];
};
const SLUG = CATALOGUE.products.find((p) => p.type === 'simple' && p.stock_status === 'instock')!.slug;

/** Names of the built chunks that carry React (by content, since names are hashed). */
function reactChunkNames(): string[] {
  return readdirSync(CHUNKS_DIR)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => REACT_MARKERS.test(readFileSync(new URL(name, CHUNKS_DIR), 'utf8')));
}

/** Every request for our bundle (entry and chunks) from now on. */
function recordBundleRequests(page: Page): Request[] {
  const list: Request[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\.js(\?|$)/.test(r.url())) list.push(r);
  });
  return list;
}

/** Waits for the load event and the idle-started widgets to have fetched their chunks. */
async function settle(page: Page): Promise<void> {
  await waitForStorefront(page);
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
}

const PAGES = ['/tienda/', '/tienda/?orderby=price', '/carrito/', '/mi-cuenta/', `/producto/${SLUG}/`, '/tienda/?jquery=1'];

test.describe('every demo page starts cleanly under the CSP', () => {
  for (const path of PAGES) {
    test(path, async ({ page, pageIssues }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

      await settle(page);
      const state = await page.evaluate(() => ({
        ready: document.documentElement.dataset.storefront,
        attach: performance.getEntriesByName('storefront:attach').length,
      }));
      expect(state).toEqual({ ready: 'ready', attach: 1 });
      expect(await getCspViolations(page)).toEqual([]);
      expect(pageIssues).toEqual([]);
    });
  }
});

test('/tienda/ loads its chunks from the plugin folder, next to the entry, and no React chunk', async ({ page, baseURL }) => {
  const requests = recordBundleRequests(page);
  await page.goto('/tienda/');
  await settle(page);
  await page.locator('#site-header-cart').hover();
  await page.locator('.woocommerce-ordering select.orderby').focus();
  await page.waitForLoadState('networkidle');

  await expect(page.locator(`script[type="module"][src="${ENTRY_PATH}"]`)).toHaveCount(1);
  const ours = requests.filter((r) => !/\/(vendor|demo)\//.test(new URL(r.url()).pathname));
  const paths = ours.map((r) => new URL(r.url()).pathname);
  expect(paths).toContain(ENTRY_PATH);
  const chunks = paths.filter((p) => p !== ENTRY_PATH);
  expect(chunks.length, 'chunks were loaded').toBeGreaterThan(0);
  for (const p of chunks) expect(p, 'chunk resolved relative to the entry').toMatch(/^\/wp-content\/plugins\/storefront\/dist\/chunks\/[^/]+\.js$/);
  for (const r of ours) expect((await r.response())?.status(), r.url()).toBe(200);
  for (const r of ours) expect(new URL(r.url()).origin).toBe(new URL(baseURL!).origin);

  const react = reactChunkNames();
  const requestedReact = chunks.filter((p) => react.some((name) => p.endsWith(`/chunks/${name}`)));
  expect(requestedReact, `React chunks on disk: ${react.join(', ') || '(none)'}`).toEqual([]);
});

test('a single product preloads its family’s table from the head, fetched once; a listing does not', async ({ page }) => {
  const preloaded = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));
  await page.goto('/producto/taza-ceramica-amanecer/');
  // The scanner's mark once the table is in and scanned.
  await page.waitForFunction(() => performance.getEntriesByName('storefront:family:product').length > 0);
  const product = (await preloaded()).filter((path) => /\/chunks\/family-product-[^/]+\.js$/.test(path));
  expect(product, 'the product table preloaded').toHaveLength(1);
  // The loader's dynamic import is the same module: the file is fetched once.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /\/chunks\/family-product-/.test(path)));
  expect(fetched).toEqual(product);

  await page.goto('/tienda/');
  await settle(page);
  expect((await preloaded()).filter((path) => /\/family-/.test(path)), 'no family table preloaded on a listing').toEqual([]);
});

/** Clicks the first ajax add-to-cart button and checks the shopper sees one add, once. */
async function addOnceAndCheck(page: Page): Promise<void> {
  const adds = countRequests(page, 'add_to_cart');
  // Counted in the page as each request is made: a second binding's add would be queued behind
  // the first and sent as soon as it is answered (one at a time), so one task after the answer
  // it has been made.
  await page.evaluate(() => {
    const w = window as unknown as { __adds: number };
    w.__adds = 0;
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      if (/[?&]wc-ajax=add_to_cart\b/.test(String(input instanceof Request ? input.url : input))) w.__adds += 1;
      return fetch.call(window, input, init);
    };
  });
  const button = page.locator('ul.products .ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 producto');
  const made = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve((window as unknown as { __adds: number }).__adds), 0)));
  expect(made, 'add_to_cart requests made by the page').toBe(1);
  await expect.poll(() => adds.count, 'add_to_cart requests').toBe(1);
  await expect(button.locator('xpath=..').locator('a.added_to_cart')).toHaveCount(1);
  expect(page.url()).not.toContain('add-to-cart=');
}

test.describe('a second copy of the script binds nothing twice', () => {
  test('the tag printed twice (theme + plugin, different ?ver)', async ({ page }) => {
    // The demo has no such variant: the page is served with the tag printed a second time.
    await page.route('**/tienda/', async (route) => {
      const response = await route.fetch();
      const tag = `<script type="module" src="${ENTRY_PATH}"></script>`;
      const body = (await response.text()).replace(tag, `${tag}\n<script type="module" src="${ENTRY_PATH}?ver=2"></script>`);
      await route.fulfill({ response, body });
    });
    const requests = recordBundleRequests(page);
    await page.goto('/tienda/');
    await settle(page);
    expect(requests.filter((r) => r.url().includes(`${ENTRY_PATH}?ver=2`))).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByName('storefront:attach').length)).toBe(1);
    await addOnceAndCheck(page);
  });

  test('the tag with WordPress’s ?ver=: the loader is one module, every file fetched once', async ({ page }) => {
    await page.route('**/tienda/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`src="${ENTRY_PATH}"`, `src="${ENTRY_PATH}?ver=0.1.0"`);
      await route.fulfill({ response, body });
    });
    const requests = recordBundleRequests(page);
    await page.goto('/tienda/');
    await settle(page);
    await addOnceAndCheck(page);
    const paths = requests.map((r) => new URL(r.url()).pathname + new URL(r.url()).search).filter((p) => p.startsWith(DIST_PATH));
    // A chunk importing the entry by its bare name would fetch and run a second copy of it.
    expect(paths.filter((p) => p.startsWith(ENTRY_PATH))).toEqual([`${ENTRY_PATH}?ver=0.1.0`]);
    expect(paths.filter((p) => /\/chunks\/loader-[^/]+\.js$/.test(p))).toHaveLength(1);
    expect(new Set(paths).size, 'no file fetched twice').toBe(paths.length);
  });

  test('the entry imported again after start', async ({ page }) => {
    await page.goto('/tienda/');
    await settle(page);
    await page.evaluate(async (url) => {
      await import(url);
    }, new URL(`${ENTRY_PATH}?again=1`, page.url()).href);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => performance.getEntriesByName('storefront:attach').length)).toBe(1);
    await addOnceAndCheck(page);
  });
});

test('a click on add to cart right after DOMContentLoaded is held while the chunk loads, then replayed once', async ({ page }) => {
  // The chunk is held back until the click has landed: the held path is exercised on any machine.
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/add-to-cart-*.js', async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  const adds = countRequests(page, 'add_to_cart');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.goto('/tienda/', { waitUntil: 'domcontentloaded' });
  const button = page.locator('ul.products .ajax_add_to_cart').first();
  await button.click();
  // Held: the chunk asked for and not yet there, the button busy at once (heldFeedback), nothing sent.
  await expect.poll(() => requested).toBe(true);
  await expect(button).toHaveClass(/\bloading\b/);
  expect(adds.count, 'add_to_cart requests while held').toBe(0);
  release();
  // Had the click been lost to the link, the page would have reloaded through ?add-to-cart=.
  await expect
    .poll(async () => ({ added: /\badded\b/.test((await button.getAttribute('class')) ?? ''), navigations }), { timeout: 10_000 })
    .toEqual({ added: true, navigations: [expect.stringMatching(/\/tienda\/$/)] });
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 producto');
  await settle(page);
  expect(adds.count, 'add_to_cart requests').toBe(1);
  expect(page.url(), 'the non-JS link was not followed').not.toContain('add-to-cart=');
});

test('a chunk that fails to load once is fetched again, and the shopper’s click still adds', async ({ page }) => {
  // The first request for the add-to-cart chunk fails as a flaky network or a deploy would.
  let attempts = 0;
  await page.route('**/chunks/add-to-cart-*.js', async (route) => {
    attempts++;
    if (attempts === 1) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  const adds = countRequests(page, 'add_to_cart');
  await page.goto('/tienda/');
  await waitForStorefront(page);
  const button = page.locator('ul.products .ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/\badded\b/, { timeout: 10_000 });
  expect(attempts, 'chunk requests').toBe(2);
  expect(adds.count, 'add_to_cart requests').toBe(1);
});
