// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_HASH_KEY,
  cartFragmentsParams,
  cartFragmentsParamsMalformed,
  FRAGMENT_NAME,
  fragmentsOf,
  markup,
  responses,
  SITE,
} from '../../../tests/dom/support/fixtures';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json, type Answer } from '../../../tests/dom/support/shop';
import { FRAGMENTS_LIFETIME_MS } from './logic';

const page = usePage({ fakeTimers: true });

const NOW = Date.UTC(2025, 5, 12, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const refreshed = fragmentsOf(responses.fragmentsRefreshed);
const emptyCart = fragmentsOf(responses.fragmentsEmptyCart);

beforeEach(() => {
  vi.setSystemTime(NOW);
  // The page as a full-page cache served it: the Cart widget as it was when the page was cached.
  render(markup.miniCart);
});

interface Cache {
  fragments?: Record<string, string> | string;
  hash?: string;
  created?: number | null;
  cookie?: string | null;
}

/** Session and local storage as cart-fragments.js (ours or WooCommerce's) left them. */
function warmCache({ fragments = refreshed.fragments, hash = refreshed.cart_hash, created = NOW - HOUR, cookie = hash }: Cache = {}) {
  sessionStorage.setItem(FRAGMENT_NAME, typeof fragments === 'string' ? fragments : JSON.stringify(fragments));
  if (hash) {
    sessionStorage.setItem(CART_HASH_KEY, hash);
    localStorage.setItem(CART_HASH_KEY, hash);
  }
  if (created !== null) sessionStorage.setItem('wc_cart_created', String(created));
  if (cookie) document.cookie = `woocommerce_cart_hash=${cookie}; path=/`;
}

/** The cart cookie PHP sets once the shopper has a cart (nothing of it cached in this tab yet). */
function hasCart(hash = refreshed.cart_hash): void {
  document.cookie = `woocommerce_cart_hash=${hash}; path=/`;
}

async function start(params: Record<string, unknown> = cartFragmentsParams): Promise<void> {
  setGlobals({ wc_cart_fragments_params: params });
  await boot(['cart-fragments']);
}

function listen(name: string) {
  const handler = vi.fn();
  document.addEventListener(`storefront:${name}`, handler);
  return handler;
}

/** A timestamp written during the test: fake time only moves as the test advances it. */
function expectAboutNow(value: string | null | undefined): void {
  expect(Number(value)).toBeGreaterThanOrEqual(NOW);
  expect(Number(value)).toBeLessThan(NOW + 50);
}

/** happy-dom's PageTransitionEvent has no `persisted`; browsers set it on bfcache restores. */
function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

const refreshes = () => page.shop.to('get_refreshed_fragments');
const miniCart = () => document.querySelector<HTMLElement>('div.widget_shopping_cart_content')!;
const rowIds = () =>
  [...document.querySelectorAll('.woocommerce-mini-cart-item .remove')].map((link) => link.getAttribute('data-product_id'));

describe('cart fragments on page load', () => {
  it('applies a warm cache with no request when the stored hash matches the cart hash cookie', async () => {
    warmCache();
    const loaded = listen('wc_fragments_loaded');
    await start();

    expect(page.shop.requests).toEqual([]);
    expect(rowIds()).toEqual(['11']);
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('1 producto');
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('reuses the cached empty cart with no request when there is neither a cookie nor a stored hash', async () => {
    warmCache({ fragments: emptyCart.fragments, hash: '', created: null, cookie: null });
    await start();

    expect(page.shop.requests).toEqual([]);
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
  });

  it('refreshes once when the cart hash cookie differs from the stored hash, and stores the answer', async () => {
    warmCache({ cookie: '9d3c5e0b7a1f4c2d8e6b0a9f3c1d5e7b' });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    const refreshedEvent = listen('wc_fragments_refreshed');
    const loaded = listen('wc_fragments_loaded');
    await start();
    await settle();

    expect(page.shop.requests).toHaveLength(1);
    const [request] = refreshes();
    expect(request?.url.href).toBe(`${SITE}/?wc-ajax=get_refreshed_fragments`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(Object.keys(Object.fromEntries(request!.body))).toEqual(['time']);
    expect(request!.body.get('time')).toBe(String(request!.at));
    expectAboutNow(request!.body.get('time'));

    expect(rowIds()).toEqual(['11']);
    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).toEqual(refreshed.fragments);
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(refreshed.cart_hash);
    expect(localStorage.getItem(CART_HASH_KEY)).toBe(refreshed.cart_hash);
    expectAboutNow(sessionStorage.getItem('wc_cart_created'));
    expect(refreshedEvent).toHaveBeenCalledTimes(1);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('makes no request on a first visit with no cart cookie and nothing cached: the served mini cart stays', async () => {
    const served = miniCart().outerHTML;
    await start();
    await settle();
    await flush(DAY);

    expect(page.shop.requests).toEqual([]);
    expect(miniCart().outerHTML).toBe(served);
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('refreshes on a first visit once the cart cookie says there is a cart, with nothing cached', async () => {
    hasCart();
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    await settle();

    expect(refreshes()).toHaveLength(1);
    expect(rowIds()).toEqual(['11']);
  });

  it('after a first visit with no cart, the first add is stored, and a third party’s wc_fragment_refresh refreshes', async () => {
    const $ = installJQuery();
    await start();
    const { fragments, cart_hash } = fragmentsOf(responses.addSuccess);
    document.dispatchEvent(new CustomEvent('storefront:added_to_cart', { detail: { fragments, cart_hash } }));
    // In the event's own task: a shopper's next page, opened at once, must find them.
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(cart_hash);
    await settle();

    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).toEqual(fragments);
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(cart_hash);
    expect(localStorage.getItem(CART_HASH_KEY)).toBe(cart_hash);
    expectAboutNow(sessionStorage.getItem('wc_cart_created'));
    expect(page.shop.requests).toEqual([]);

    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    $(document.body).trigger('wc_fragment_refresh');
    await settle();
    expect(refreshes()).toHaveLength(1);
  });

  it('refreshes when the cache is older than 24 hours', async () => {
    warmCache({ created: NOW - DAY - 1 });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    await settle();

    expect(FRAGMENTS_LIFETIME_MS).toBe(DAY);
    expect(refreshes()).toHaveLength(1);
  });

  it('refreshes when a stored hash has no creation time', async () => {
    warmCache({ created: null });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    await settle();

    expect(refreshes()).toHaveLength(1);
  });

  it('refreshes when the cache’s 24 hours run out while the page is open', async () => {
    warmCache({ created: NOW - 23 * HOUR });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    expect(page.shop.requests).toEqual([]);

    const expiresAt = NOW - 23 * HOUR + DAY;
    await flush(expiresAt - Date.now() - 1);
    expect(page.shop.requests).toEqual([]);
    await flush(1);
    await settle();
    expect(refreshes()).toHaveLength(1);
  });

  it('refreshes again 24 hours after each refresh', async () => {
    hasCart();
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    await settle();
    expect(refreshes()).toHaveLength(1);

    const refreshedAt = Date.now();
    await flush(DAY - 50);
    expect(refreshes()).toHaveLength(1);
    await flush(50);
    await settle();
    expect(refreshes()).toHaveLength(2);
    expect(refreshes()[1]!.at - refreshedAt).toBeGreaterThanOrEqual(DAY - 50);
  });

  it('refreshes when the cached fragments are not JSON', async () => {
    warmCache({ fragments: '{"div.widget_shopping_cart_content":"<div class=\\"widget_shopping' });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    await settle();

    expect(refreshes()).toHaveLength(1);
    expect(rowIds()).toEqual(['11']);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('refreshes when the cached fragments lack the mini cart', async () => {
    warmCache({ fragments: { 'a.cart-contents': refreshed.fragments['a.cart-contents']! } });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    await settle();

    expect(refreshes()).toHaveLength(1);
  });
});

describe('cart fragments: keeping in step', () => {
  it('refreshes when another tab changed the cart hash (storage event)', async () => {
    warmCache();
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    // The shopper goes to the other tab.
    window.dispatchEvent(new Event('blur'));

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY }));
    await settle();
    expect(page.shop.requests).toEqual([]);

    localStorage.setItem(CART_HASH_KEY, '4b8e2f6a0c9d1e3f5a7b9c0d2e4f6a8b');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY }));
    await settle();
    expect(refreshes()).toHaveLength(1);
  });

  it('listens to other tabs only once this one is left: hidden or unfocused (nothing bound while the shopper stays)', async () => {
    warmCache();
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    const added = vi.spyOn(window, 'addEventListener');
    await start();
    localStorage.setItem(CART_HASH_KEY, '4b8e2f6a0c9d1e3f5a7b9c0d2e4f6a8b');
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY }));
    await settle();

    expect(refreshes()).toHaveLength(1);
  });

  it('a tab opened in the background listens to other tabs at once', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    warmCache();
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();

    localStorage.setItem(CART_HASH_KEY, '4b8e2f6a0c9d1e3f5a7b9c0d2e4f6a8b');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY }));
    await settle();

    expect(refreshes()).toHaveLength(1);
  });

  it('with no cart yet, an add in another tab (once this one is left) refreshes this one', async () => {
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();
    expect(refreshes()).toHaveLength(0);
    window.dispatchEvent(new Event('blur'));

    localStorage.setItem(CART_HASH_KEY, refreshed.cart_hash);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY, newValue: refreshed.cart_hash, storageArea: localStorage }));
    await settle();

    expect(refreshes()).toHaveLength(1);
  });

  it('on a back/forward-cache restore, empties the mini cart at once and refreshes it', async () => {
    warmCache();
    const answer = page.shop.defer('get_refreshed_fragments');
    await start();

    window.dispatchEvent(pageshow(false));
    await settle();
    expect(page.shop.requests).toEqual([]);

    window.dispatchEvent(pageshow(true));
    expect(miniCart().childNodes).toHaveLength(0);
    await settle();
    expect(refreshes()).toHaveLength(1);

    answer.answer(json(responses.fragmentsRefreshed));
    await settle();
    expect(rowIds()).toEqual(['11']);
  });

  it('refreshes when a third party triggers wc_fragment_refresh or updated_wc_div through jQuery', async () => {
    const $ = installJQuery();
    warmCache();
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    await start();

    $(document.body).trigger('wc_fragment_refresh');
    await settle();
    expect(refreshes()).toHaveLength(1);

    $(document.body).trigger('updated_wc_div');
    await settle();
    expect(refreshes()).toHaveLength(2);
  });

  it('shares one request between refresh triggers that arrive while one is in flight', async () => {
    warmCache();
    const answer = page.shop.defer('get_refreshed_fragments');
    await start();

    for (let i = 0; i < 3; i++) document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    await settle();
    expect(refreshes()).toHaveLength(1);
    answer.answer(json(responses.fragmentsRefreshed));
    await settle();
    expect(refreshes()).toHaveLength(1);
  });

  it('stores the fragments and cart hash of a third party’s added_to_cart, and dates a new cart', async () => {
    const $ = installJQuery();
    warmCache({ fragments: emptyCart.fragments, hash: '', created: null, cookie: null });
    await start();
    const added = fragmentsOf(responses.addSuccess);

    $(document.body).trigger('added_to_cart', [added.fragments, added.cart_hash, $('<a class="button">')]);

    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).toEqual(added.fragments);
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe(added.cart_hash);
    expect(localStorage.getItem(CART_HASH_KEY)).toBe(added.cart_hash);
    expectAboutNow(sessionStorage.getItem('wc_cart_created'));
    expect(page.shop.requests).toEqual([]);
  });

  it('shows widgets marked hide_cart_widget_if_empty only while the cart has items, and on adding_to_cart', async () => {
    warmCache();
    await start();
    const widget = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
    expect(widget.style.display).toBe('none');

    document.body.dispatchEvent(new CustomEvent('adding_to_cart', { bubbles: true }));
    expect(widget.style.display).toBe('');
  });

  it('shows the cart widget on load when woocommerce_items_in_cart says the cart has items', async () => {
    warmCache();
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    await start();

    expect(document.querySelector<HTMLElement>('.widget_shopping_cart')!.style.display).toBe('');
  });
});

describe('cart fragments: failures', () => {
  const failures: Array<[string, Answer, number]> = [
    ['an HTTP 500', html(responses.criticalError, 500), 0],
    ['a dropped connection', { network: 'error' }, 0],
    ['an answer of the wrong shape', json(responses.fragmentsMalformed), 0],
    ['an answer without fragments', json('{"cart_hash":""}'), 0],
    ['no answer within request_timeout (5000 ms)', { network: 'hang' }, 5000],
  ];

  it.each(failures)('after %s: emits wc_fragments_ajax_error once and leaves the server’s mini cart', async (_case, reply, waitMs) => {
    const $ = installJQuery();
    const ajaxError = vi.fn();
    $(document.body).on('wc_fragments_ajax_error', ajaxError);
    hasCart();
    page.shop.reply('get_refreshed_fragments', reply);
    const before = miniCart();
    const serverHtml = before.outerHTML;
    await start();
    if (waitMs) {
      await flush(refreshes()[0]!.at + waitMs - Date.now() - 1);
      expect(ajaxError).not.toHaveBeenCalled();
      await flush(1);
    }
    await settle();

    expect(refreshes()).toHaveLength(1);
    expect(ajaxError).toHaveBeenCalledTimes(1);
    expect(miniCart()).toBe(before);
    expect(miniCart().outerHTML).toBe(serverHtml);
    expect(warningsFor(page, 'cart-fragments')).toHaveLength(1);
    expect(sessionStorage.getItem(FRAGMENT_NAME)).toBeNull();
  });

  it('refreshes on every page view, even with a valid cache, when storage throws', async () => {
    warmCache();
    // localStorage blocked (Safari "block all cookies"): the session cache alone must not be trusted.
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
      await start();
      await settle();

      expect(refreshes()).toHaveLength(1);
      expect(rowIds()).toEqual(['11']);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });

  it('keeps the server markup when wc_cart_fragments_params is malformed, and says why once', async () => {
    warmCache();
    await start(cartFragmentsParamsMalformed);

    expect(page.shop.requests).toEqual([]);
    expect(rowIds()).toEqual(['11', '22']);
    const warnings = warningsFor(page, 'cart-fragments');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('wc_cart_fragments_params');
  });
});
