/**
 * Cart fragments (shared/reference/woocommerce.md §2, spec §4 "Cart fragments refresh when the cart
 * changes, after 24 hours, or when the stored cart hash differs from the cookie", §9 864e5 ms):
 * none on a first view with no cart (nothing changed), none on a warm one, and a refresh for each
 * reason the cache goes stale.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, countRequests, waitForStorefront } from './support/fixtures';
import { headerCount, miniCart, addFromListing, MUG, CAMP_MUG } from './support/shop';

const CART_HASH_KEY = 'wc_cart_hash_fbbce562320273ba34ce784c78e0127f'; // fixtures/globals/wc_cart_fragments_params.json
const DAY_MS = 864e5;

type FragWindow = Window & { __frag: string[]; __fragSent: number; __sameDocument?: boolean };

const fragEvents = (page: Page) => page.evaluate(() => (window as unknown as FragWindow).__frag.length);

/** Records cart-fragments' outcome events (cache applied, refreshed, failed) in every document. */
async function recordFragmentEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as FragWindow;
    w.__frag = [];
    // Counted in the page as each request is made, so a count read after a task is exact.
    w.__fragSent = 0;
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      if (String(input instanceof Request ? input.url : input).includes('get_refreshed_fragments')) w.__fragSent += 1;
      return fetch.call(window, input, init);
    };
    for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error']) {
      document.addEventListener(`storefront:${name}`, () => w.__frag.push(name));
    }
  });
}

const fragSent = (page: Page) => page.evaluate(() => (window as unknown as FragWindow).__fragSent);

/**
 * Runs one page view and returns how many get_refreshed_fragments requests it made: waits until
 * cart-fragments' start has settled (the scanner's `storefront:started:` mark: with no cart and
 * nothing cached it has then decided to do nothing, and says nothing), then one task (a refresh
 * decided at load goes out from a task of its own, sync.ts), and when it asked, for the answer.
 */
async function view(page: Page, go: () => Promise<unknown>): Promise<number> {
  const frags = countRequests(page, 'get_refreshed_fragments');
  await go();
  await waitForStorefront(page);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:started:cart-fragments').length)).toBe(1);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const sent = await fragSent(page);
  if (sent) await expect.poll(() => fragEvents(page)).toBeGreaterThan(0);
  // The network saw what the page asked for.
  await expect.poll(() => frags.count).toBe(sent);
  frags.stop();
  return frags.count;
}

/** Waits for the next refresh the page makes on its own (no navigation) and returns how many it made. */
async function refreshesDuring(page: Page, act: () => Promise<unknown>): Promise<number> {
  const frags = countRequests(page, 'get_refreshed_fragments');
  const before = await fragEvents(page);
  const sentBefore = await fragSent(page);
  await act();
  await expect.poll(() => fragEvents(page)).toBeGreaterThan(before);
  // Triggers that come together share one request (sync.ts): the answer came for all of them.
  const sent = (await fragSent(page)) - sentBefore;
  await expect.poll(() => frags.count).toBe(sent);
  frags.stop();
  return frags.count;
}

test.beforeEach(async ({ context }) => {
  await recordFragmentEvents(context);
});

test('a first view with no cart makes no request; after an add, later views in the tab make none and show the right cart', async ({ page }) => {
  expect(await view(page, () => page.goto('/tienda/'))).toBe(0);
  await addFromListing(page, MUG);

  expect(await view(page, () => page.goto('/carrito/'))).toBe(0);
  await expect(headerCount(page)).toHaveText('1 producto');
  await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');

  expect(await view(page, () => page.reload())).toBe(0);
  await expect(headerCount(page)).toHaveText('1 producto');
  await expect(miniCart(page).locator('li.woocommerce-mini-cart-item')).toHaveCount(1);
});

test('another tab refreshes its mini cart by itself after an add in this tab', async ({ context, page: tabA }) => {
  const tabB = await context.newPage();
  expect(await view(tabA, () => tabA.goto('/tienda/'))).toBe(0);
  // sessionStorage is per tab: B's first view is cold too, and has no cart either.
  expect(await view(tabB, () => tabB.goto('/carrito/'))).toBe(0);
  await expect(headerCount(tabB)).toHaveText('0 productos');
  await tabB.evaluate(() => ((window as unknown as FragWindow).__sameDocument = true));
  // The shopper goes from tab B to tab A. Headless Chromium keeps every page focused unless told
  // otherwise; B then gets the real blur a browser sends to the tab left behind.
  const cdpB = await context.newCDPSession(tabB);
  await tabB.bringToFront();
  await cdpB.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  await tabA.bringToFront();
  await expect.poll(() => tabB.evaluate(() => document.hasFocus())).toBe(false);

  expect(await refreshesDuring(tabB, () => addFromListing(tabA, MUG))).toBe(1);
  await expect(headerCount(tabB)).toHaveText('1 producto');
  await expect(miniCart(tabB)).toContainText('Taza de cerámica Amanecer');
  expect(await tabB.evaluate(() => (window as unknown as FragWindow).__sameDocument)).toBe(true);
});

test('a changed woocommerce_cart_hash cookie makes the next view refresh once', async ({ context, page }) => {
  expect(await view(page, () => page.goto('/tienda/'))).toBe(0);
  expect(await view(page, () => page.goto('/carrito/'))).toBe(0);

  // The cart changes behind the page's back (another device, a server-side add).
  const response = await context.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(CAMP_MUG) } });
  expect(response.ok()).toBe(true);
  const cookieHash = (await context.cookies()).find((c) => c.name === 'woocommerce_cart_hash')?.value;
  expect(cookieHash).toBeTruthy();

  expect(await view(page, () => page.goto('/tienda/'))).toBe(1);
  await expect(headerCount(page)).toHaveText('1 producto');
  await expect(miniCart(page)).toContainText('Taza esmaltada de camping');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CART_HASH_KEY)).toBe(cookieHash);
  expect(await view(page, () => page.reload())).toBe(0);
});

test('fragments older than 24 h are refreshed on the next view', async ({ page }) => {
  expect(await view(page, () => page.goto('/tienda/'))).toBe(0);
  await addFromListing(page, MUG);
  expect(await view(page, () => page.reload())).toBe(0);

  const stale = await page.evaluate((day) => {
    const at = Date.now() - day - 3600e3;
    sessionStorage.setItem('wc_cart_created', String(at));
    return at;
  }, DAY_MS);
  expect(await view(page, () => page.reload())).toBe(1);
  await expect(headerCount(page)).toHaveText('1 producto');
  // The refresh stamped the cache anew: newer than a day before the stale stamp was written.
  const created = Number(await page.evaluate(() => sessionStorage.getItem('wc_cart_created')));
  expect(created).toBeGreaterThan(stale + DAY_MS);
});

test('a back/forward-cache restore refreshes the mini cart once', async ({ page }) => {
  expect(await view(page, () => page.goto('/tienda/'))).toBe(0);
  await addFromListing(page, MUG);
  await page.evaluate(() => ((window as unknown as FragWindow).__sameDocument = true));
  await page.goto('/carrito/');
  await waitForStorefront(page);

  const frags = countRequests(page, 'get_refreshed_fragments');
  await page.goBack();
  await waitForStorefront(page);
  const restored = await page.evaluate(() => (window as unknown as FragWindow).__sameDocument === true);
  test.info().annotations.push({ type: 'bfcache', description: restored ? 'real restore' : 'emulated pageshow' });
  if (restored) {
    // A real bfcache restore: pageshow with persisted = true.
    await expect.poll(() => frags.count).toBe(1);
  } else {
    // Headless Chromium under Playwright does not keep pages in the bfcache: a normal (warm) view,
    // then the restore's pageshow as the browser would fire it.
    await expect.poll(() => fragEvents(page)).toBeGreaterThan(0);
    expect(frags.count).toBe(0);
    const refreshes = await refreshesDuring(page, () =>
      page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))),
    );
    expect(refreshes).toBe(1);
  }
  frags.stop();
  await expect(headerCount(page)).toHaveText('1 producto');
  await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');
});

test('storage that throws: the page still works, adds still work, each view with a cart refreshes', async ({ context, page }) => {
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${name} is denied`, 'SecurityError');
        },
      });
    }
  });
  expect(await view(page, () => page.goto('/tienda/'))).toBe(0);
  await addFromListing(page, MUG);
  await expect(headerCount(page)).toHaveText('1 producto');
  await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');

  // Now the cart cookie is set and nothing can be cached: every view asks.
  expect(await view(page, () => page.goto('/carrito/'))).toBe(1);
  await expect(headerCount(page)).toHaveText('1 producto');
  expect(await view(page, () => page.reload())).toBe(1);
  await expect(miniCart(page).locator('li.woocommerce-mini-cart-item')).toHaveCount(1);
});
