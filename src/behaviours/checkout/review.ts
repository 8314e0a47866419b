import { emit, on } from '../../core/bus';
import { block, unblock } from '../../core/block';
import type { CheckoutParams } from '../../core/config';
import { describeError } from '../../core/errors';
import { text } from '../../core/i18n';
import type { UpdateCheckoutArgs } from '../../core/events';
import { replaceWithServerHtml, trustServerHtml } from '../../core/html';
import { checkoutUpdates } from '../../core/signals';
import { endpointUrl, HttpError, postForm } from '../../core/http';
import type { Scope, Disposer } from '../../core/scope';
import { CHECKOUT_PAYMENT, CHECKOUT_REVIEW_TABLE, PAYMENT_METHODS, PLACE_ORDER_BUTTON } from '../../selectors';
import { markupFragments, parseAnswer, updateAnswer, type UpdateAnswer } from './answers';
import { onPageEvent, onPageEventWithin, triggerPageEvent } from '../../core/page-events';
import { validateAll } from './fields';
import { removePageNotices, showNoticeGroup } from './notices';
import type { PaymentMethods } from './payment-methods';

/** checkout.js's timings (checkout.md §3.4, §8): typing waits 1000 ms, any update 5 ms; one timer for both. */
export const TYPING_DELAY_MS = 1000;
export const UPDATE_DEBOUNCE_MS = 5;
/** WooCommerce sets none; ours ends a request that never answers so the review is not left blocked. */
export const UPDATE_TIMEOUT_MS = 30_000;

const ADDRESS_TEXT = '.address-field input.input-text, .update_totals_on_change input.input-text';
const UPDATE_AT_ONCE = [
  'select.shipping_method',
  'input[name^="shipping_method"]',
  '#ship-to-different-address input',
  '.update_totals_on_change select',
  '.update_totals_on_change input[type="radio"]',
  '.update_totals_on_change input[type="checkbox"]',
].join(', ');

export interface Review {
  /** reset_update_checkout_timer: a pending update is dropped (the submit does this). */
  resetTimer(): void;
  /** trigger_update_checkout: body `update_checkout`, then the 5 ms debounce. */
  trigger(args?: UpdateCheckoutArgs): void;
}

/**
 * The order review kept in step with the form (checkout.md §3.4-§3.7): what asks for an update,
 * the gate on required address text, one `update_order_review` at a time (a newer one aborts the
 * older, so a stale answer is never applied), the fragments replaced only when they changed,
 * the payment fields and the terms box kept, and `updated_checkout`.
 */
export function startReview(
  form: HTMLFormElement,
  scope: Scope,
  params: CheckoutParams,
  payment: PaymentMethods,
  report: (reason: string, error?: unknown) => void,
): Review {
  let timer: Disposer | undefined;
  let dirty: Element | null = null;
  let inFlight: AbortController | undefined;
  let cache: Record<string, string> | undefined;
  scope.add(() => inFlight?.abort());

  const resetTimer = () => {
    timer?.();
    timer = undefined;
  };
  /**
   * What an update blocks: the review table and the payment methods (WooCommerce blocks the whole
   * payment section). The place-order row stays usable: blockUI's overlay swallowed a place-order
   * click made while an update ran, and an order placed then is right, since the order is made
   * from the form's own fields, as an Enter in a field always could.
   */
  const areas = () => [...document.querySelectorAll<HTMLElement>(`${CHECKOUT_REVIEW_TABLE}, ${CHECKOUT_PAYMENT} ${PAYMENT_METHODS}`)];
  /** Blocked (and announced) as soon as an update is asked for, not after the debounce: the shopper's change is answered in its own frame. */
  const showBusy = () => {
    for (const element of areas()) block(element, element.matches(CHECKOUT_REVIEW_TABLE) ? undefined : null);
  };
  /** The submit drops a pending update (checkout.md §3.4): its busy state goes with it unless one is on its way. */
  const dropPending = () => {
    const pending = timer !== undefined;
    resetTimer();
    if (pending && !inFlight) for (const element of areas()) unblock(element);
  };
  const trigger = (args?: UpdateCheckoutArgs) => {
    resetTimer();
    dirty = null;
    emit('update_checkout', { args });
  };

  /** maybe_update_checkout: typed changes go only once every required address text field of that fieldset is filled. */
  const gate = () => {
    const fieldset = dirty?.closest('div');
    if (fieldset) {
      for (const row of fieldset.querySelectorAll('.address-field.validate-required')) {
        for (const input of row.querySelectorAll<HTMLInputElement>('input.input-text')) if (input.value === '') return;
      }
    }
    trigger();
  };

  // Ours and every plugin's (WooLentor, fee plugins, Elementor Pro fire it): the 5 ms debounce.
  scope.add(
    on('update_checkout', ({ args }) => {
      resetTimer();
      showBusy();
      timer = scope.timeout(() => {
        timer = undefined;
        void send(args);
      }, UPDATE_DEBOUNCE_MS);
    }),
  );

  onPageEventWithin(scope, form, 'change', UPDATE_AT_ONCE, (_event, element) => trigger({ current_target: element }));
  onPageEventWithin(scope, form, 'change', '.address-field select', (_event, element) => {
    dirty = element;
    gate();
  });
  onPageEventWithin(scope, form, 'change', ADDRESS_TEXT, () => {
    if (dirty) gate();
  });
  scope.on(form, 'keydown', (event) => {
    const input = event.target instanceof Element ? event.target.closest(ADDRESS_TEXT) : null;
    if (!input || (event as KeyboardEvent).key === 'Tab') return;
    dirty = input;
    resetTimer();
    timer = scope.timeout(() => {
      timer = undefined;
      gate();
    }, TYPING_DELAY_MS);
  });
  onPageEvent(scope, form, 'update', () => trigger());
  scope.add(on('init_checkout', () => trigger()));

  async function send(args: UpdateCheckoutArgs | undefined): Promise<void> {
    inFlight?.abort();
    if (!form.isConnected || scope.disposed) return;
    const options = args ?? { update_shipping_method: true };
    const request = new AbortController();
    inFlight = request;

    const value = (selector: string) => document.querySelector<HTMLInputElement>(selector)?.value ?? '';
    const shipToDifferent = document.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === true;
    const address = (prefix: string) => ({
      country: value(`#${prefix}_country`),
      state: value(`#${prefix}_state`),
      postcode: value(`#${prefix}_postcode`),
      city: value(`#${prefix}_city`),
      address: value(`#${prefix}_address_1`),
      address_2: value(`#${prefix}_address_2`),
    });
    const billing = address('billing');
    const shipping = shipToDifferent ? address('shipping') : billing;
    const body = new URLSearchParams({
      security: params.update_order_review_nonce,
      payment_method: payment.checked()?.value ?? '',
      ...billing,
      s_country: shipping.country,
      s_state: shipping.state,
      s_postcode: shipping.postcode,
      s_city: shipping.city,
      s_address: shipping.address,
      s_address_2: shipping.address_2,
      has_full_address: String(hasFullAddress(form)),
      post_data: serialize(form).toString(),
    });
    if (options.update_shipping_method !== false) {
      for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
      )) {
        body.set(`shipping_method[${control.dataset.index ?? '0'}]`, control.value);
      }
    }

    showBusy();
    const blocked = areas();

    let answer: UpdateAnswer;
    try {
      const text = await postForm(endpointUrl(params.wc_ajax_url, 'update_order_review'), body, {
        signal: request.signal,
        timeoutMs: UPDATE_TIMEOUT_MS,
      });
      answer = parseAnswer(text, updateAnswer);
    } catch (error) {
      // A newer update took over (its own blocks are on), or the widget went away.
      if (request.signal.aborted || scope.disposed) return;
      for (const element of blocked) if (element.isConnected) unblock(element);
      failed(error);
      checkoutUpdates.value += 1;
      return;
    } finally {
      if (inFlight === request) inFlight = undefined;
    }
    if (scope.disposed) return;
    apply(answer, args, blocked);
    checkoutUpdates.value += 1;
  }

  /**
   * WooCommerce has no error handler here: a 403 (a stale nonce), a 500 or a broken answer leave
   * the review blocked for good (checkout.md §0.5, woocommerce#32070). Ours unblocks it and says so.
   */
  function failed(error: unknown): void {
    const expired = error instanceof HttpError && error.status === 403;
    report(`update_order_review failed: ${describeError(error)}`, error);
    removeGroup();
    const notice = document.createElement('div');
    notice.className = 'woocommerce-error';
    notice.setAttribute('role', 'alert');
    notice.textContent = text(expired ? 'checkout_update_expired' : 'checkout_update_failed');
    showNoticeGroup(form, 'updateOrderReview', notice, scope);
  }

  const removeGroup = () => {
    for (const group of document.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview')) group.remove();
  };

  function apply(data: UpdateAnswer, args: UpdateCheckoutArgs | undefined, blocked: HTMLElement[]): void {
    if (data.reload === true) {
      window.location.reload();
      return;
    }
    removeGroup();
    const terms = document.querySelector<HTMLInputElement>('#terms');
    const termsChecked = terms?.checked === true;
    const kept = new Map<string, { checked: boolean; value: string; toggles: boolean }>();
    for (const field of document.querySelectorAll<HTMLInputElement>(`${PAYMENT_BOX_FIELDS}`)) {
      if (!field.id) continue;
      const toggles = field.type === 'checkbox' || field.type === 'radio';
      kept.set(field.id, { checked: field.checked, value: field.value, toggles });
    }

    const button = document.querySelector<HTMLElement>(PLACE_ORDER_BUTTON);
    const buttonFocused = button !== null && document.activeElement === button;
    const fragments = markupFragments(data.fragments);
    for (const [selector, html] of Object.entries(fragments)) {
      let targets: HTMLElement[];
      try {
        targets = [...document.querySelectorAll<HTMLElement>(selector)];
      } catch (error) {
        report(`fragment "${selector}" is not a CSS selector`, error);
        continue;
      }
      if (cache && cache[selector] === html) continue;
      for (const target of targets) replaceWithServerHtml(target, trustServerHtml(html));
    }
    cache = fragments;
    keepButton(button, buttonFocused);
    // Ours, unlike blockUI's per fragment key: whatever the answer left in place is unblocked too.
    for (const element of blocked) if (element.isConnected) unblock(element);

    if (!form.isConnected) {
      // The session expired: the whole form was replaced by the server's notice (checkout.md §3.6).
      emit('updated_checkout', { data });
      return;
    }
    if (termsChecked) {
      const fresh = document.querySelector<HTMLInputElement>('#terms');
      if (fresh) fresh.checked = true;
    }
    for (const [id, was] of kept) {
      const field = document.getElementById(id) as HTMLInputElement | null;
      if (!field) continue;
      if (was.toggles) {
        field.checked = was.checked;
        triggerPageEvent(field, 'change');
      } else if (field.value === '') {
        field.value = was.value;
        triggerPageEvent(field, 'change');
      }
    }
    if (data.result === 'failure') {
      removePageNotices();
      const messages = typeof data.messages === 'string' ? data.messages : '';
      showNoticeGroup(form, 'updateOrderReview', messages, scope);
      validateAll(form);
    }
    payment.init();
    const targetId = args?.current_target instanceof Element ? args.current_target.id : '';
    if (data.result === 'success' && targetId.includes('shipping_method')) document.getElementById(targetId)?.focus();
    emit('updated_checkout', { data });
  }

  return { resetTimer: dropPending, trigger };
}

/**
 * The place-order button as it was, where the new payment section prints the same button: a
 * shopper's press that straddles the update (the first one always replaces the section) still
 * clicks, and the focus stays on it. The new one's text goes on it; payment.init() sets the
 * chosen method's right after.
 */
function keepButton(button: HTMLElement | null, focused: boolean): void {
  const fresh = document.querySelector<HTMLElement>(PLACE_ORDER_BUTTON);
  if (!button || !fresh || fresh === button || button.isConnected) return;
  const names = fresh.getAttributeNames();
  if (names.length !== button.getAttributeNames().length || names.some((name) => fresh.getAttribute(name) !== button.getAttribute(name))) return;
  button.textContent = fresh.textContent;
  fresh.replaceWith(button);
  if (focused) button.focus({ preventScroll: true });
}

const PAYMENT_BOX_FIELDS = '.payment_box input, .payment_box select, .payment_box textarea';

/** has_full_address: no visible required address row whose first control is empty. */
function hasFullAddress(form: HTMLFormElement): boolean {
  for (const row of form.querySelectorAll<HTMLElement>('.address-field.validate-required')) {
    if (!row.getClientRects().length) continue;
    const control = row.querySelector<HTMLInputElement>('input, select, textarea');
    if (control && control.value === '') return false;
  }
  return true;
}

/** jQuery's serialize(): the form's successful controls, files left out. */
export function serialize(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out.append(key, value);
  return out;
}
