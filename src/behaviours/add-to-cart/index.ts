import { globalValue } from '../../core/config';
import * as bus from '../../core/bus';
import { clickOnSpace, closestTarget } from '../../core/delegate';
import { markFragmentsUpdating, applyFragments, clearFragmentsUpdating } from '../../core/fragments';
import { DEFAULT_TIMEOUT_MS, endpointUrl, HttpError, postForJson, shopQueue } from '../../core/http';
import { text } from '../../core/i18n';
import { announce, clearLiveRegion } from '../../core/live-region';
import { showNotice } from '../../core/notices';
import { addToCartResponse, sameSiteUrl } from '../../core/responses';
import type { WidgetContext } from '../../core/types';
import type { BusEvents, Fragments } from '../../core/events';
import type { output } from 'zod/mini';
import { ADD_TO_CART_BUTTON, BLOCK_BUTTON, sendsAddToCartByAjax } from '../../selectors';
import { addOutcome, addPayload } from './logic';

type AddToCartAnswer = output<typeof addToCartResponse>;

export const BUTTON_SELECTOR = `${ADD_TO_CART_BUTTON}:not(${BLOCK_BUTTON})`;

/**
 * AJAX add to cart from listings (WooCommerce add-to-cart.js): one delegated click listener for
 * every button on the page, the shared one-at-a-time queue, and WooCommerce's reactions to
 * added_to_cart (button state, View cart link, fragments, success message).
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const params = globalValue('wc_add_to_cart_params')!;
  const timeoutMs = globalValue('wc_cart_fragments_params')?.request_timeout ?? DEFAULT_TIMEOUT_MS;
  const { scope } = ctx;
  /** The event this widget is emitting right now, already handled by it. */
  let ownEvent: object | null = null;
  const emitHandled = <K extends 'added_to_cart' | 'ajax_request_not_sent.adding_to_cart'>(name: K, detail: BusEvents[K]) => {
    ownEvent = detail;
    try {
      bus.emit(name, detail);
    } finally {
      ownEvent = null;
    }
  };

  const add = (button: HTMLElement) => {
    clearLiveRegion();
    button.classList.remove('added');
    button.classList.add('loading');
    // The busy button paints first: asking the page, announcing adding_to_cart and building the
    // request took ~45 ms at 4x CPU inside the click, all of it before any feedback showed. The
    // request takes its place in the shop queue now, so clicks are still sent in click order.
    let fill: (request: (() => Promise<AddToCartAnswer>) | null) => void = () => {};
    const request = new Promise<(() => Promise<AddToCartAnswer>) | null>((resolve) => (fill = resolve));
    // Disposed before it ran: the slot is given up, or the queue would wait for it forever.
    const release = scope.add(() => fill(null));
    // Disposed mid-flight: the button and the cart are put back as they were, and the answer is
    // never acted on.
    const undoPending = scope.add(() => {
      button.classList.remove('loading');
      clearFragmentsUpdating();
    });
    scope.timeout(() => {
      fill(prepare(button));
      release();
    }, 0);
    shopQueue
      .run(() => request.then((send) => (send ? send() : null)))
      .then((answer) => {
        if (scope.disposed) return;
        undoPending();
        if (!answer) return;
        const outcome = addOutcome(answer, {
          redirectAfterAdd: params.cart_redirect_after_add,
          cartUrl: sameSiteUrl(params.cart_url),
          productUrl: sameSiteUrl(answer.product_url),
        });
        if (outcome.kind === 'go-to-product' || outcome.kind === 'go-to-cart') {
          location.assign(outcome.url);
        } else if (outcome.kind === 'added') {
          // A plugin may answer before WooCommerce, without fragments: nothing to swap, undim.
          if (!outcome.fragments) clearFragmentsUpdating();
          const added = { fragments: outcome.fragments, cart_hash: outcome.cartHash, button };
          // WooCommerce's own handler is bound before any site handler, which then sees the button
          // updated and the fragments in (WC #15447). This widget starts on intent, after the
          // site's handlers were bound, so it handles its own answer before announcing it.
          handleAdded(added);
          emitHandled('added_to_cart', added);
        } else {
          fail(button, outcome.reason);
        }
      })
      .catch((error: unknown) => {
        if (scope.disposed) return;
        undoPending();
        fail(button, error instanceof HttpError ? `add_to_cart failed: ${error.message}` : String(error), error);
      });
  };

  /** WooCommerce's steps before the request; null when the page vetoes it. */
  const prepare = (button: HTMLElement): (() => Promise<AddToCartAnswer>) | null => {
    if (!bus.askShouldSend(button)) {
      updateButton(button, false);
      emitHandled('ajax_request_not_sent.adding_to_cart', { button });
      return null;
    }
    const $ = bus.jquery();
    const data = addPayload(button.dataset, $ ? $(button).data() : undefined);
    bus.emit('adding_to_cart', { button, data });
    markFragmentsUpdating();
    const url = endpointUrl(params.wc_ajax_url, 'add_to_cart');
    return () => postForJson(url, data, addToCartResponse, { timeoutMs, signal: scope.signal });
  };

  const fail = (button: HTMLElement, reason: string, error?: unknown) => {
    button.classList.remove('loading');
    clearFragmentsUpdating();
    ctx.report(reason, error);
    const name = productName(button);
    showNotice('error', name ? text('add_to_cart_failed_named', null, name) : text('add_to_cart_failed'), scope);
    // The request may have reached the shop before failing: show the cart as the server has it.
    bus.emit('wc_fragment_refresh', {});
  };

  scope.on(document.body, 'click', (event) => {
    const button = closestTarget(event, BUTTON_SELECTOR);
    if (!button || !sendsAddToCartByAjax(button)) return;
    event.preventDefault();
    add(button);
  });

  clickOnSpace(scope, BUTTON_SELECTOR);

  const updateButton = (button: HTMLElement | undefined, fragments: unknown) => {
    if (!button) return;
    button.classList.remove('loading');
    if (fragments) {
      button.classList.add('added');
      const parent = button.parentElement;
      if (!params.is_cart && parent && !parent.querySelector('.added_to_cart')) {
        parent.insertBefore(viewCartLink(params.cart_url, text('view_cart', params.i18n_view_cart)), button.nextSibling);
      }
    }
    bus.emit('wc_cart_button_updated', { button });
  };

  const handleAdded = ({ fragments, button }: { fragments?: Fragments | undefined; button?: HTMLElement | undefined }) => {
    updateButton(button, fragments);
    if (fragments) applyFragments(fragments);
    const message = button?.dataset.success_message;
    if (message) scope.add(announce(message));
  };
  // Another script's added_to_cart (a quick view, a plugin's own button) is handled as ours is.
  scope.add(
    bus.on('added_to_cart', (detail) => {
      if (detail !== ownEvent) handleAdded(detail);
    }),
  );
  scope.add(
    bus.on('ajax_request_not_sent.adding_to_cart', (detail) => {
      if (detail !== ownEvent) updateButton(detail.button, false);
    }),
  );
}

function viewCartLink(cartUrl: string, label: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = sameSiteUrl(cartUrl) ?? '#';
  link.className = 'added_to_cart wc-forward';
  link.title = label;
  link.textContent = label;
  return link;
}

/** The product's name for the error notice, from WooCommerce's aria-label «…» quoting. */
function productName(button: HTMLElement): string | null {
  const label = button.getAttribute('aria-label') ?? '';
  const quoted = /«([^»]+)»|“([^”]+)”|"([^"]+)"/.exec(label);
  return quoted ? (quoted[1] ?? quoted[2] ?? quoted[3] ?? null) : null;
}
