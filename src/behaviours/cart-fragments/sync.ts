import * as bus from '../../core/bus';
import * as storage from '../../core/storage';
import { MINI_CART_SELECTOR } from '../../core/events';
import { globalProblem, globalValue, parseWith } from '../../core/config';
import { applyFragments } from '../../core/fragments';
import { emptyElement } from '../../core/html';
import { endpointUrl, postForJson } from '../../core/http';
import { fragmentsMap, fragmentsResponse } from '../../core/responses';
import type { WidgetContext } from '../../core/types';
import { CART_HASH_COOKIE, decideOnLoad, FRAGMENTS_LIFETIME_MS } from './logic';
import { CREATED_KEY, rememberChange, storeCart, type CartChange } from './remember';

export interface Sync {
  refresh(): Promise<void>;
  /** Back from the back/forward cache: the mini cart as it was left is emptied and refreshed. */
  restored(): void;
}

/**
 * The part of cart-fragments that needs the schemas: validates the params, then keeps cached
 * pages' mini cart fresh (WooCommerce cart-fragments.js): a valid cached cart makes no request; a
 * changed cart hash, 24 h of age, another tab's change or a back/forward-cache restore refreshes
 * it. Storage names are WooCommerce's, so a rollback to the original script and tabs still running
 * it interoperate. `atLoad`: decide about the page's cached cart now; false when woken later by an
 * event (the page had no cart to decide about). Null when the params are malformed (reported).
 */
export function startSync(ctx: WidgetContext, atLoad: boolean): Sync | null {
  const problem = globalProblem('wc_cart_fragments_params');
  const valid = globalValue('wc_cart_fragments_params');
  if (problem || !valid) {
    ctx.report(problem ?? 'page global wc_cart_fragments_params is missing');
    ctx.scope.dispose();
    return null;
  }
  const params = valid;
  const { scope } = ctx;
  const session = storage.sessionStore();
  const local = storage.localStore();
  const persistent = session.persistent && local.persistent;
  let expiryTimer: () => void = () => {};
  let inFlight: Promise<void> | null = null;

  const schedule = (ms: number) => {
    expiryTimer();
    expiryTimer = scope.timeout(() => void refresh(), ms);
  };

  const stores = { session, local };
  const keys = { hashKey: params.cart_hash_key, fragmentName: params.fragment_name };

  // Concurrent triggers (an event storm from several plugins) share one request.
  const refresh = (): Promise<void> =>
    (inFlight ??= postForJson(
      endpointUrl(params.wc_ajax_url, 'get_refreshed_fragments'),
      { time: Date.now() },
      fragmentsResponse,
      { timeoutMs: params.request_timeout, signal: scope.signal },
    )
      .then((answer) => {
        if (!answer.fragments) throw new Error('get_refreshed_fragments answered without fragments');
        applyFragments(answer.fragments);
        if (persistent) {
          const hash = answer.cart_hash ?? '';
          storeCart(stores, keys, answer.fragments, hash);
          if (hash) session.set(CREATED_KEY, String(Date.now()));
        }
        bus.emit('wc_fragments_refreshed', {});
      })
      .catch((error: unknown) => {
        if (scope.disposed) return;
        ctx.report('the cart fragments could not be refreshed', error);
        bus.emit('wc_fragments_ajax_error', {});
      })
      .finally(() => {
        inFlight = null;
      }));

  // The load-time request goes out from a task of its own: building it (fetch) after the storage
  // probes and the cache check made one task of 40-150 ms at 4x CPU, blocking the first click.
  const refreshSoon = () => void scope.timeout(() => void refresh(), 0);
  if (!persistent) {
    if (atLoad) refreshSoon();
    return { refresh, restored };
  }

  if (atLoad) {
    const decision = readAndDecide();
    if (decision.action === 'apply') {
      applyFragments(decision.fragments);
      if (decision.refreshInMs !== null) schedule(decision.refreshInMs);
      bus.emit('wc_fragments_loaded', {});
    } else if (decision.action === 'refresh') {
      refreshSoon();
    }
  }

  function readAndDecide() {
    try {
      const raw = session.get(params.fragment_name);
      const parsed = raw ? parseWith(fragmentsMap, JSON.parse(raw)) : null;
      const created = Number(session.get(CREATED_KEY));
      return decideOnLoad(
        {
          fragments: parsed?.ok ? parsed.value : null,
          storedHash: session.get(params.cart_hash_key) ?? '',
          cookieHash: storage.readCookie(CART_HASH_COOKIE) ?? '',
          createdAt: session.get(CREATED_KEY) && Number.isFinite(created) ? created : null,
        },
        Date.now(),
      );
    } catch {
      // A corrupt cache is just a cache miss.
      return { action: 'refresh' as const, reason: 'unreadable cache' };
    }
  }

  scope.add(bus.on('wc_fragment_refresh', () => void refresh()));
  scope.add(bus.on('updated_wc_div', () => void refresh()));
  const remember = (change: CartChange) => rememberChange(stores, keys, change, Date.now());
  scope.add(bus.on('added_to_cart', remember));
  scope.add(bus.on('removed_from_cart', remember));
  scope.add(bus.on('wc_fragments_refreshed', () => schedule(FRAGMENTS_LIFETIME_MS)));

  // Another tab changed the cart: its localStorage hash no longer matches this tab's.
  storage.onStorageFromOtherTabs(scope, ({ key }) => {
    if (key === params.cart_hash_key && local.get(key) !== session.get(key)) void refresh();
  });
  // A back/forward-cache restore shows the cart as it was when the page was left.
  scope.on(window, 'pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) restored();
  });
  return { refresh, restored };
}

function restored(): void {
  for (const element of document.querySelectorAll(MINI_CART_SELECTOR)) emptyElement(element);
  bus.emit('wc_fragment_refresh', {});
}
