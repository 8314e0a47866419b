import * as bus from '../../core/bus';
import { loadChunk } from '../../core/chunk';
import { peekText } from '../../core/peek';
import { localStore, onStorageFromOtherTabs, readCookieAsync, readSessionValue, sessionStore } from '../../core/storage';
import type { WidgetContext } from '../../core/types';
import { CART_HASH_COOKIE, cartHasItems, ITEMS_IN_CART_COOKIE } from './logic';
import { rememberChange, type CartChange } from './remember';
import type { Sync } from './sync';

/**
 * Cart fragments (WooCommerce cart-fragments.js). Most page views have no cart and nothing cached
 * (a shopper's first pages): then the served mini cart is right, there is nothing to ask the
 * server, and the schemas, the HTTP client and the HTML sink stay unloaded until something changes
 * the cart. Otherwise `sync.ts` decides about the cached cart at once.
 */
export async function start(_body: HTMLElement, ctx: WidgetContext): Promise<void> {
  const { scope } = ctx;
  const hashKey = peekText('wc_cart_fragments_params', 'cart_hash_key');
  const fragmentName = peekText('wc_cart_fragments_params', 'fragment_name');
  // Cookies read without blocking (Cookie Store API where there is one).
  const [cookieHash, items] = await Promise.all([readCookieAsync(CART_HASH_COOKIE), readCookieAsync(ITEMS_IN_CART_COOKIE)]);
  if (scope.disposed) return;

  // These run whatever the storage, as WooCommerce's do.
  showCartWidgets(cartHasItems(items));
  scope.add(bus.on('adding_to_cart', () => showCartWidgets(true)));

  const nothingToDecide = hashKey && fragmentName && !cookieHash && !readSessionValue(hashKey) && !readSessionValue(fragmentName);
  if (!nothingToDecide) {
    await loadSync(ctx, true);
    return;
  }

  // The first event that concerns the cart loads the rest, which then handles that event too.
  let woken = false;
  const wake = (handle: (sync: Sync) => void) => {
    if (woken) return;
    woken = true;
    stops.forEach((stop) => stop());
    void loadSync(ctx, false).then((sync) => sync && !scope.disposed && handle(sync));
  };
  const stops = [
    scope.add(bus.on('wc_fragment_refresh', () => wake((sync) => void sync.refresh()))),
    scope.add(bus.on('updated_wc_div', () => wake((sync) => void sync.refresh()))),
    // Kept in this task: the shopper's next page must find them, and the rest may still be loading.
    scope.add(bus.on('added_to_cart', (change) => (remember(change, hashKey, fragmentName), wake(() => {})))),
    scope.add(bus.on('removed_from_cart', (change) => (remember(change, hashKey, fragmentName), wake(() => {})))),
    // Another tab now has a cart; this one showed none.
    onStorageFromOtherTabs(scope, ({ key, newValue, storageArea }) => {
      if (key === hashKey && newValue && storageArea === window.localStorage) wake((sync) => void sync.refresh());
    }),
    // Back from the back/forward cache: the cart may have changed on the pages in between.
    scope.on(window, 'pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) wake((sync) => sync.restored());
    }),
  ];
}

/** Only where both storages work, as WooCommerce binds its listeners only then. */
function remember(change: CartChange, hashKey: string, fragmentName: string): void {
  const session = sessionStore();
  const local = localStore();
  if (session.persistent && local.persistent) rememberChange({ session, local }, { hashKey, fragmentName }, change, Date.now());
}

async function loadSync(ctx: WidgetContext, atLoad: boolean): Promise<Sync | null> {
  let module: typeof import('./sync');
  try {
    module = await loadChunk('sync', () => import('./sync'));
  } catch (error) {
    ctx.report('its cart synchronisation could not be loaded', error);
    return null;
  }
  return ctx.scope.disposed ? null : module.startSync(ctx, atLoad);
}

/** `.hide_cart_widget_if_empty` marks Cart widgets shown only while the cart has items. */
function showCartWidgets(show: boolean): void {
  for (const marker of document.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = show ? '' : 'none';
  }
}
