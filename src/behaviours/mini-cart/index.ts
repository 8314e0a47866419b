import { globalValue } from '../../core/config';
import * as bus from '../../core/bus';
import { block } from '../../core/block';
import { clickOnSpace, closestTarget } from '../../core/delegate';
import { applyFragments } from '../../core/fragments';
import { DEFAULT_TIMEOUT_MS, endpointUrl, postForJson } from '../../core/http';
import { shopQueue } from '../../core/queue';
import { announce, clearLiveRegion } from '../../core/live-region';
import { removeFromCartResponse } from '../../core/responses';
import { sameSiteUrl } from '../../core/urls';
import type { WidgetContext } from '../../core/types';
import { REMOVE_FROM_CART_LINK } from '../../selectors';

/**
 * Mini-cart item removal (WooCommerce add-to-cart.js §1.4): the row is blocked with an overlay
 * until the answer arrives; without fragments in the answer, or on any failure, the browser
 * follows the link's own href, which removes the item without JavaScript.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const params = globalValue('wc_add_to_cart_params')!;
  const timeoutMs = globalValue('wc_cart_fragments_params')?.request_timeout ?? DEFAULT_TIMEOUT_MS;
  const { scope } = ctx;

  const followHref = (link: HTMLAnchorElement, reason: string, error?: unknown) => {
    ctx.report(reason, error);
    const href = sameSiteUrl(link.getAttribute('href'));
    if (href) location.assign(href);
  };

  const remove = (link: HTMLAnchorElement) => {
    clearLiveRegion();
    const key = link.dataset.cart_item_key;
    if (!key) return followHref(link, 'a remove link has no data-cart_item_key');
    const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
    // Disposed mid-flight: the row is unblocked and the answer never acted on.
    const unblock = scope.add(row ? block(row) : () => {});
    const url = endpointUrl(params.wc_ajax_url, 'remove_from_cart');
    shopQueue
      .run(() => postForJson(url, { cart_item_key: key }, removeFromCartResponse, { timeoutMs, signal: scope.signal }))
      .then((answer) => {
        if (scope.disposed) return;
        if (!answer.fragments) {
          unblock();
          return followHref(link, 'remove_from_cart answered without fragments');
        }
        // Swapped here, before the event, so listeners see the new cart (as in WooCommerce), and
        // also on pages without add-to-cart buttons (a Cart widget in a blog sidebar).
        applyFragments(answer.fragments);
        bus.emit('removed_from_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash ?? undefined, button: link });
        const message = link.dataset.success_message;
        if (message) scope.add(announce(message));
      })
      .catch((error: unknown) => {
        if (scope.disposed) return;
        unblock();
        followHref(link, 'remove_from_cart failed', error);
      });
  };

  scope.on(document.body, 'click', (event) => {
    const link = closestTarget<HTMLAnchorElement>(event, REMOVE_FROM_CART_LINK);
    if (!link) return;
    event.preventDefault();
    remove(link);
  });
  clickOnSpace(scope, REMOVE_FROM_CART_LINK);
}
