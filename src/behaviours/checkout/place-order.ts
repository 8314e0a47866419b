import { emit } from '../../core/bus';
import { block, BLOCKED_CLASS, unblock } from '../../core/block';
import type { CheckoutParams } from '../../core/config';
import { describeError } from '../../core/errors';
import { postForm } from '../../core/http';
import { text } from '../../core/i18n';
import { jquery } from '../../core/jquery';
import { scrollToNotices } from '../../core/motion';
import { onPageEvent } from '../../core/page-events';
import { yieldToMain } from '../../core/yield';
import type { Disposer, Scope } from '../../core/scope';
import { checkoutAnswer, parseAnswer, type CheckoutAnswer } from './answers';
import { askForm } from './veto';
import { clearInlineErrors, showInlineErrors, validateAll } from './fields';
import { removePageNotices, showNoticeGroup } from './notices';
import type { PaymentMethods } from './payment-methods';
import type { Review } from './review';
import { serialize } from './review';

/** WooCommerce sets none; a payment may take long, but an answer that never comes must end. */
export const CHECKOUT_TIMEOUT_MS = 90_000;

/**
 * Placing the order (checkout.md §3.9-§3.11): the `processing` guard, the two vetoes payment plugins
 * use, one POST of the form, then the redirect, or the notices with each field's inline error,
 * the scroll and `checkout_error`. Bound through jQuery when it is on the page, so a gateway's
 * `$(form).trigger('submit')` comes here instead of posting the page.
 */
export function startPlaceOrder(
  form: HTMLFormElement,
  scope: Scope,
  params: CheckoutParams,
  payment: PaymentMethods,
  review: Review,
  report: (reason: string, error?: unknown) => void,
): void {
  let unload: Disposer | undefined;
  const attachUnload = () => {
    unload ??= scope.on(window, 'beforeunload', (event) => {
      // The browser asks "Leave site?" while the order is on its way (WooCommerce PR #24609).
      event.preventDefault();
      (event as BeforeUnloadEvent).returnValue = true;
    });
  };
  const detachUnload = () => {
    unload?.();
    unload = undefined;
  };

  const paymentMethod = () => payment.checked()?.value;

  /** The `wc_checkout_form` gateways receive with the vetoes and call into (checkout.md §6.2). */
  const checkoutForm: Record<string, unknown> = {
    $checkout_form: jquery()?.(form) ?? form,
    get_payment_method: paymentMethod,
    submit_error: (html: unknown) => submitError(String(html ?? '')),
    blockOnSubmit: () => void block(form, null),
    scroll_to_notices: () => scrollToGroup(),
    show_inline_errors: (messages: unknown) => {
      const root = messages instanceof Element ? messages : (messages as { 0?: unknown })?.[0];
      if (root instanceof Element) showInlineErrors(form, root);
    },
    detachUnloadEventsOnSubmit: detachUnload,
    attachUnloadEventsOnSubmit: attachUnload,
    reset_update_checkout_timer: () => review.resetTimer(),
  };

  onPageEvent(scope, form, 'submit', (event) => {
    event.preventDefault();
    void submit();
  });

  async function submit(): Promise<void> {
    review.resetTimer();
    if (form.classList.contains('processing')) return;
    const method = paymentMethod();
    const detail = { form, paymentMethod: method, checkoutForm };
    if (!askForm(form, 'checkout_place_order', [checkoutForm], detail)) return;
    if (!askForm(form, `checkout_place_order_${method}`, [checkoutForm], detail)) return;

    form.classList.add('processing');
    attachUnload();
    // The click's answer painted first: blocking the form makes the focused button inert, which
    // costs a style pass over the whole form, and the form's serialization is not free either
    // (together 20-30 ms at 4x, which the shopper waited for before anything showed).
    await yieldToMain();
    if (scope.disposed) return;
    if (!form.classList.contains(BLOCKED_CLASS)) block(form);

    let answer: CheckoutAnswer;
    try {
      const text = await postForm(params.checkout_url, serialize(form), { signal: scope.signal, timeoutMs: CHECKOUT_TIMEOUT_MS });
      answer = parseAnswer(text, checkoutAnswer);
    } catch (error) {
      if (scope.disposed) return;
      detachUnload();
      report(`checkout failed: ${describeError(error)}`, error);
      submitError(genericError());
      return;
    }
    if (scope.disposed) return;
    detachUnload();
    clearInlineErrors(document);
    if (answer.result === 'success') {
      // A gateway that vetoes the success takes the order over (it confirms the payment in the
      // browser): the form stays busy until it sends the shopper on or calls submit_error.
      // WooCommerce showed its generic error there, so such a gateway had to smuggle its step
      // through a URL hash instead.
      if (!askForm(form, 'checkout_place_order_success', [answer, checkoutForm], { form, result: answer, checkoutForm })) return;
      if (typeof answer.redirect === 'string' && answer.redirect !== '') {
        const target = answer.redirect.includes('https://') && answer.redirect.includes('http://') ? decodeURI(answer.redirect) : answer.redirect;
        window.location.assign(target);
        return;
      }
    }
    failure(answer);
  }

  function failure(answer: CheckoutAnswer): void {
    if (answer.reload === true) {
      window.location.reload();
      return;
    }
    if (answer.refresh === true) review.trigger();
    const messages = typeof answer.messages === 'string' ? answer.messages.trim() : '';
    if (!messages) {
      submitError(genericError());
      return;
    }
    const group = submitError(messages, true);
    showInlineErrors(form, group);
  }

  // WooCommerce's own wrapper has no role, so nothing announced it; ours is an alert and takes the focus.
  const genericError = () => `<div class="woocommerce-error" role="alert" tabindex="-1">${text('checkout_error', params.i18n_checkout_error)}</div>`;

  const scrollToGroup = () =>
    scrollToNotices(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form, scope.signal);

  /**
   * submit_error (checkout.md §3.11): the page's notices out, the new ones in, the form free again,
   * every field checked, the scroll, the focus on the error, `checkout_error`. The server's notices
   * lose their own role and go inside one `role=alert` wrapper, each field error a link to its field.
   */
  function submitError(html: string, fromServer = false): HTMLElement {
    removePageNotices('.woocommerce-NoticeGroup-checkout');
    const group = showNoticeGroup(form, 'checkout', html, scope);
    if (fromServer) wrapServerNotices(group);
    form.classList.remove('processing');
    unblock(form);
    validateAll(form);
    const error = form.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"], .wc-block-components-notice-banner.is-error[tabindex="-1"]');
    error?.focus({ preventScroll: true });
    emit('checkout_error', { html: group.innerHTML });
    return group;
  }
}

/** The answer's notices as checkout.js shows them: no role of their own, focusable, field errors as links, one alert around them. */
function wrapServerNotices(group: HTMLElement): void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  for (const notice of [...group.children]) {
    if (notice instanceof HTMLElement) {
      notice.removeAttribute('role');
      notice.tabIndex = -1;
    }
  }
  for (const item of group.querySelectorAll<HTMLElement>('li[data-id]')) {
    const link = document.createElement('a');
    link.href = `#${item.dataset.id}`;
    link.append(...item.childNodes);
    item.append(link);
  }
  alert.append(...group.childNodes);
  group.append(alert);
}
