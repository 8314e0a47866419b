import * as bus from '../../core/bus';
import { loadChunk } from '../../core/chunk';
import { clickOnSpace, closestTarget } from '../../core/delegate';
import { markFragmentsUpdating, applyFragments, clearFragmentsUpdating } from '../../core/fragments';
import { shopQueue } from '../../core/queue';
import { text } from '../../core/i18n';
import { announce, clearLiveRegion } from '../../core/live-region';
import { showNotice } from '../../core/notices';
import type { WidgetContext } from '../../core/types';
import type { BusEvents, Fragments } from '../../core/events';
import { sameSiteUrl } from '../../core/urls';
import { ADD_TO_CART_BUTTON, BLOCK_BUTTON } from '../../selectors';
import { sendsAddToCartByAjax } from './by-ajax';
import { addOutcome, addPayload, type AddAnswer } from './logic';
import type { Sender } from './send';

export const BUTTON_SELECTOR = `${ADD_TO_CART_BUTTON}:not(${BLOCK_BUTTON})`;

/**
 * AJAX add to cart from listings (WooCommerce add-to-cart.js): one delegated click listener for
 * every button on the page, the shared one-at-a-time queue, and WooCommerce's reactions to
 * added_to_cart (button state, View cart link, fragments, success message). The params, the
 * request and the schemas load once the first click's busy button has painted (send.ts).
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  let sender: Promise<Sender | null> | undefined;
  /** The params are malformed or the code did not load: buttons are left to their links. */
  let unusable = false;
  const loadSender = () =>
    (sender ??= loadChunk('add-to-cart-send', () => import('./send')).then(
      (module) => {
        const created = module.createSender();
        if ('problem' in created) {
          unusable = true;
          ctx.report(created.problem);
          return null;
        }
        return created;
      },
      (error: unknown) => {
        unusable = true;
        ctx.report('its request code could not be loaded', error);
        return null;
      },
    ));
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
    let fill: (request: (() => Promise<Sent>) | null) => void = () => {};
    const request = new Promise<(() => Promise<Sent>) | null>((resolve) => (fill = resolve));
    // Disposed before it ran: the slot is given up, or the queue would wait for it forever.
    const release = scope.add(() => fill(null));
    // Disposed mid-flight: the button and the cart are put back as they were, and the answer is
    // never acted on.
    const undoPending = scope.add(() => {
      button.classList.remove('loading');
      clearFragmentsUpdating();
    });
    scope.timeout(() => {
      void loadSender().then((loaded) => {
        if (scope.disposed) return;
        if (!loaded) {
          // Nothing can be sent: the button does what it does without us, as if never held.
          undoPending();
          followLink(button);
        }
        fill(loaded && prepare(button, loaded));
        release();
      });
    }, 0);
    shopQueue
      .run(() => request.then((send) => (send ? send() : null)))
      .then((sent) => {
        if (scope.disposed) return;
        undoPending();
        if (!sent) return;
        const { answer, params } = sent;
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
          handleAdded(added, params);
          emitHandled('added_to_cart', added);
        } else {
          fail(button, outcome.reason);
        }
      })
      .catch((error: unknown) => {
        if (scope.disposed) return;
        undoPending();
        // HttpError by name: its class lives with the schemas, which this module does not import.
        const failure = error instanceof Error && error.name === 'HttpError' ? `add_to_cart failed: ${error.message}` : String(error);
        fail(button, failure, error);
      });
  };

  /** WooCommerce's steps before the request; null when the page vetoes it. */
  const prepare = (button: HTMLElement, { params, post }: Sender): (() => Promise<Sent>) | null => {
    if (!bus.askShouldSend(button)) {
      updateButton(button, false, params);
      emitHandled('ajax_request_not_sent.adding_to_cart', { button });
      return null;
    }
    const $ = bus.jquery();
    const data = addPayload(button.dataset, $ ? $(button).data() : undefined);
    bus.emit('adding_to_cart', { button, data });
    markFragmentsUpdating();
    return () => post(data, scope.signal).then((answer) => ({ answer, params }));
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
    if (!button || unusable || !sendsAddToCartByAjax(button)) return;
    event.preventDefault();
    add(button);
  });

  clickOnSpace(scope, BUTTON_SELECTOR);

  const updateButton = (button: HTMLElement | undefined, fragments: unknown, params: Sender['params']) => {
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

  type Added = { fragments?: Fragments | undefined; button?: HTMLElement | undefined };
  const handleAdded = ({ fragments, button }: Added, params: Sender['params']) => {
    updateButton(button, fragments, params);
    if (fragments) applyFragments(fragments);
    const message = button?.dataset.success_message;
    if (message) scope.add(announce(message));
  };
  // Another script's added_to_cart (a quick view, a plugin's own button) is handled as ours is,
  // once the params are in.
  scope.add(
    bus.on('added_to_cart', (detail) => {
      if (detail !== ownEvent) void loadSender().then((loaded) => loaded && !scope.disposed && handleAdded(detail, loaded.params));
    }),
  );
  scope.add(
    bus.on('ajax_request_not_sent.adding_to_cart', (detail) => {
      if (detail !== ownEvent) void loadSender().then((loaded) => loaded && !scope.disposed && updateButton(detail.button, false, loaded.params));
    }),
  );
}

type Sent = { answer: AddAnswer; params: Sender['params'] };

/** The button's own link, as the browser would have followed it. */
function followLink(button: HTMLElement): void {
  const href = button instanceof HTMLAnchorElement ? sameSiteUrl(button.href) : null;
  if (href) location.assign(href);
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
