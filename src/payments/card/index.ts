import { on as onBus } from '../../core/bus';
import { describeError } from '../../core/errors';
import { text } from '../../core/i18n';
import { announce } from '../../core/live-region';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { FORM_ROW, PLACE_ORDER_BUTTON } from '../../selectors';
import { escapeHtml } from '../../behaviours/variation-form/template';
import { checkoutUpdates } from '../../core/signals';
import { providerConfig, type ProviderConfig } from '../client/config';
import { createProviderClient, paymentResultSchema } from '../client';
import { safeParse } from '../../core/schema';
import { describeIssues } from '../../core/config';
import { loadChunk } from '../../core/chunk';
import { pageNonce } from '../../core/html';
import type { CardChange, CardInputHandle } from '../frames/components';
import { completeUrl, confirmDetails, declineMessage, missingBillingFields, validCardholderName, type BillingField } from './logic';
import { parseCardMarkup, parseCardParams, type CardMarkup, type CardParams } from './parse';

export const GATEWAY_ID = 'monei';
const TOKEN_FIELD = 'monei_payment_token';
const TWO_STEP_FIELD = 'monei_is_block_checkout';
const SAVED_TOKEN = 'input[name="wc-monei-payment-token"]';
const PLACE_ORDER = `${PLACE_ORDER_BUTTON}, button[name="woocommerce_checkout_place_order"]`;
/**
 * The provider's frames (zoid and post-robot: most of the card's bytes and evaluation) load on the
 * shopper's intent, never only because the card box is on screen.
 */
const frames = () => loadChunk('payment-frames', () => import('../frames/components'));
const paymentWindow = () => loadChunk('payment-modal', () => import('../frames/modal'));
/** A shopper at work on the order: typing or pressing in the form, or the pointer over the payment methods. */
const INTENT_IN_FORM = ['focusin', 'pointerdown', 'keydown'] as const;
/**
 * Intent, once shown, holds for the page: the checkout's update replaces the card's fieldset (and
 * the field the shopper was in) with a new one, which must not wait for a second sign.
 */
let intentShown = false;

/** Tests only: a fresh page's state. */
export function forgetIntentForTests(): void {
  intentShown = false;
}

/** WooCommerce's own checkout script: where it runs, ours stands aside and sends no update of its own to wait for. */
const WOOCOMMERCE_CHECKOUT_SCRIPT = 'wc-checkout-js';
/** The first order-review update usually answers in a few hundred ms. */
export const FIRST_UPDATE_WAIT_MS = 3000;
/** Tokenizing should take a second; a provider that never answers must not hold the button forever. */
export const TOKEN_TIMEOUT_MS = 20_000;

/**
 * The provider's card method on the plugin's markup (payments-plugin.md §1.4-§1.9), replacing its
 * classic script: the card frame from the provider's origin, the cardholder name, saved cards, the
 * token made when the order is placed and, on the checkout, the payment confirmed in the
 * provider's modal (3-D Secure there) before the shopper is sent on. Card data never enters this
 * document: only the frame holds it, and only a token comes back.
 */
export function start(fieldset: HTMLElement, ctx: WidgetContext): void {
  const markup = parseCardMarkup(fieldset);
  if (!markup.ok) return ctx.report(markup.reason);
  const params = parseCardParams();
  if (!params.ok) return ctx.report(params.reason);
  const provider = providerConfig();
  if (!provider.ok) return ctx.report(provider.reason);
  new CardMethod(markup.value, params.value, provider.value, ctx).start();
}

class CardMethod {
  private card: CardInputHandle | null = null;
  /** Settles once the card frame is made (or could not be). */
  private mounted: Promise<void> = Promise.resolve();
  private pending = false;
  private readonly scope: Scope;

  constructor(
    private readonly markup: CardMarkup,
    private readonly params: CardParams,
    private readonly provider: ProviderConfig,
    private readonly ctx: WidgetContext,
  ) {
    this.scope = ctx.scope;
  }

  start(): void {
    const { markup, scope } = this;
    this.describeFields();
    this.mounted = Promise.all([this.intent(), this.firstUpdate()]).then(() => (scope.disposed ? undefined : this.mountCard()));
    this.followSavedCards();

    if (markup.kind === 'checkout') {
      scope.on(markup.form, `storefront:checkout_place_order_${GATEWAY_ID}`, (event) => this.onPlaceOrder(event));
      scope.on(markup.form, 'storefront:checkout_place_order_success', (event) => this.onOrderPlaced(event as CustomEvent));
      // A failed attempt's token may be spent, or belong to card details since changed.
      scope.add(onBus('checkout_error', () => this.clearToken()));
    } else {
      // Order-pay and add-payment-method post as pages: the token goes in before the form posts.
      scope.on(markup.form, 'submit', (event) => this.onPageSubmit(event), { capture: true });
    }
    scope.add(() => this.clearToken());
  }

  /**
   * The shopper's intent to pay: a field of the form focused or pressed (the billing fields come
   * first, so the frame is in long before the card is reached), or the pointer over the payment
   * methods. Focus already in the form counts.
   */
  private intent(): Promise<void> {
    const { form } = this.markup;
    if (form.contains(document.activeElement) && document.activeElement !== form) intentShown = true;
    if (intentShown) return Promise.resolve();
    const area = this.markup.fieldset.closest('.wc_payment_methods, .payment_methods') ?? this.markup.fieldset;
    return new Promise((resolve) => {
      const stops = [
        ...INTENT_IN_FORM.map((type) => this.scope.on(form, type, done, { capture: true })),
        this.scope.on(area, 'pointerover', done),
      ];
      function done() {
        intentShown = true;
        for (const stop of stops) stop();
        resolve();
      }
    });
  }

  /**
   * On a checkout our runtime is about to update, the card waits for that first update: its answer
   * replaces the payment section (WooCommerce always sends one), and a frame drawn before it would
   * be thrown away and drawn again (the provider's page loaded twice). Not longer than
   * FIRST_UPDATE_WAIT_MS: an update that is slow to come must not keep the card away.
   */
  private firstUpdate(): Promise<void> {
    const ours = 'wc_checkout_params' in window && !document.getElementById(WOOCOMMERCE_CHECKOUT_SCRIPT);
    if (this.markup.kind !== 'checkout' || !ours || checkoutUpdates.value > 0) return Promise.resolve();
    return new Promise((resolve) => {
      let stop = () => {};
      const done = () => {
        stop();
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, FIRST_UPDATE_WAIT_MS);
      stop = checkoutUpdates.subscribe((count) => {
        if (count > 0) queueMicrotask(done);
      });
      this.scope.add(done);
    });
  }

  private chosen(): boolean {
    const radio = this.markup.form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
    // A page with only this method may print no radio at all.
    return radio ? radio.value === GATEWAY_ID : true;
  }

  private savedCard(): HTMLInputElement | null {
    const checked = this.markup.form.querySelector<HTMLInputElement>(`${SAVED_TOKEN}:checked`);
    return checked && checked.value !== 'new' ? checked : null;
  }

  private describeFields(): void {
    const { name, nameError, cardError } = this.markup;
    for (const region of [nameError, cardError]) {
      if (region && !region.hasAttribute('role')) {
        region.setAttribute('role', 'alert');
        this.scope.add(() => region.removeAttribute('role'));
      }
    }
    if (name && !name.labels?.length && !name.hasAttribute('aria-label')) {
      // The plugin prints a placeholder and no label.
      name.setAttribute('aria-label', text('card_name'));
      this.scope.add(() => name.removeAttribute('aria-label'));
    }
    if (name) {
      this.scope.on(name, 'input', () => {
        this.clearToken();
        if (name.getAttribute('aria-invalid') === 'true' && validCardholderName(name.value)) this.showNameError(null);
      });
    }
  }

  private async mountCard(): Promise<void> {
    const { params, provider, markup, scope } = this;
    let renderCardInput: Awaited<ReturnType<typeof frames>>['renderCardInput'];
    try {
      ({ renderCardInput } = await frames());
    } catch (error) {
      if (scope.disposed) return;
      this.showCardError(text('card_frame_failed'));
      return this.ctx.report(`the card frame could not be loaded (${describeError(error)})`, error);
    }
    if (scope.disposed) return;
    const client = createProviderClient({ apiUrl: provider.apiUrl, signal: scope.signal });
    const handle = renderCardInput(provider, markup.cardInput, {
      title: text('card_frame'),
      // As the plugin does: the account and the shopper's session, no amount. A card token is not
      // an amount's (the order's total may still change, and adding a card verifies 0 EUR).
      accountId: params.accountId,
      sessionId: params.sessionId,
      language: document.documentElement.lang.split('-')[0] || 'es',
      ...(params.style ? { style: params.style } : {}),
      ...(pageNonce() ? { cspNonce: pageNonce() } : {}),
      getConfig: () => client.getPaymentMethods({ accountId: params.accountId }),
      onChange: (event: CardChange) => {
        this.clearToken();
        this.showCardError(event.isTouched && event.error ? event.error : null, true);
      },
      onEnter: () => {
        markup.form.requestSubmit();
      },
      onError: (error: unknown) => {
        if (scope.disposed) return;
        this.showCardError(text('card_frame_failed'));
        this.ctx.report(`the card frame failed (${describeError(error)})`, error);
      },
    });
    this.card = handle;
    scope.add(() => {
      void handle.close().catch(() => {});
      this.card = null;
    });
  }

  /** A saved card hides the new card's fields, as the plugin's script does. */
  private followSavedCards(): void {
    const { form } = this.markup;
    const containers = [...this.markup.fieldset.querySelectorAll<HTMLElement>('.monei-input-container')];
    const saveNew = form.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew');
    const apply = () => {
      const saved = this.savedCard() !== null;
      for (const element of [...containers, ...(saveNew ? [saveNew] : [])]) element.hidden = saved;
      this.clearToken();
    };
    if (!form.querySelector(SAVED_TOKEN)) return;
    this.scope.on(form, 'change', (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(SAVED_TOKEN)) apply();
    });
    apply();
    this.scope.add(() => {
      for (const element of [...containers, ...(saveNew ? [saveNew] : [])]) element.hidden = false;
    });
  }

  private tokenInput(): HTMLInputElement | null {
    return this.markup.paymentForm.querySelector<HTMLInputElement>(`input[name="${TOKEN_FIELD}"]`);
  }

  private clearToken(): void {
    this.tokenInput()?.remove();
    this.markup.paymentForm.querySelector(`input[name="${TWO_STEP_FIELD}"]`)?.remove();
  }

  private putToken(token: string): void {
    this.clearToken();
    const add = (name: string, value: string) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.id = name;
      input.value = value;
      this.markup.paymentForm.append(input);
    };
    add(TOKEN_FIELD, token);
    // The checkout confirms in the browser, in the provider's modal (the plugin's two-step flow).
    if (this.markup.kind === 'checkout') add(TWO_STEP_FIELD, 'yes');
  }

  private showNameError(message: string | null): void {
    const { name, nameError } = this.markup;
    if (name) {
      if (message) {
        name.setAttribute('aria-invalid', 'true');
        if (nameError) name.setAttribute('aria-describedby', nameError.id);
      } else {
        name.removeAttribute('aria-invalid');
      }
    }
    if (nameError) nameError.textContent = message ?? '';
  }

  /**
   * The card's error under the frame, as the plugin shows it. A field error the frame reported is
   * already announced by the frame, where the shopper's focus is: shown here, it is hidden from
   * assistive technology, so it is not heard twice. Our own (no token, the frame failed) is heard.
   */
  private showCardError(message: string | null, fromFrame = false): void {
    const { cardError } = this.markup;
    if (!cardError) return;
    if (!message) {
      cardError.textContent = '';
      return;
    }
    if (!fromFrame) {
      cardError.textContent = message;
      return;
    }
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = message;
    cardError.replaceChildren(shown);
  }

  private billingFields(): BillingField[] {
    const fields: BillingField[] = [];
    for (const element of this.markup.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name^="billing_"]')) {
      const row = element.closest(FORM_ROW);
      fields.push({
        name: element.name,
        value: element.value,
        required: element.required || row?.classList.contains('validate-required') === true,
      });
    }
    return fields;
  }

  /** Checks what the shopper typed on this page; false (and the reason shown) when it cannot go on. */
  private checkName(): boolean {
    const { name } = this.markup;
    if (!name) return true;
    if (validCardholderName(name.value)) {
      this.showNameError(null);
      return true;
    }
    this.showNameError(text('card_name_invalid', this.params.nameError));
    name.focus();
    return false;
  }

  private button(): HTMLButtonElement | null {
    return this.markup.form.querySelector<HTMLButtonElement>(PLACE_ORDER);
  }

  /** The place-order button says it is busy, and the form takes no second order meanwhile. */
  private busy(on: boolean): void {
    const button = this.button();
    const { form } = this.markup;
    if (on) {
      form.classList.add('processing');
      form.setAttribute('aria-busy', 'true');
      button?.setAttribute('aria-disabled', 'true');
      announce(text('payment_busy'), 0);
    } else {
      form.classList.remove('processing');
      form.removeAttribute('aria-busy');
      button?.removeAttribute('aria-disabled');
    }
  }

  /** Makes the token; resolves true when it is in the form. */
  private async tokenize(): Promise<boolean> {
    this.pending = true;
    this.busy(true);
    try {
      // A press on place order is intent too: the frame may still be on its way.
      await this.mounted;
      const card = this.card;
      const { createToken } = await frames();
      const answer = await withTimeout(createToken(card), TOKEN_TIMEOUT_MS);
      if (this.scope.disposed) return false;
      if (answer.token) {
        this.putToken(answer.token);
        this.showCardError(null);
        return true;
      }
      this.showCardError(answer.error ?? text('payment_processing_error'), answer.error !== undefined);
      return false;
    } catch (error) {
      if (this.scope.disposed) return false;
      this.showCardError(text('payment_processing_error'));
      console.warn(`[storefront] ${this.ctx.name}: no card token (${describeError(error)})`);
      return false;
    } finally {
      this.pending = false;
      if (!this.scope.disposed) this.busy(false);
    }
  }

  // ---- the checkout: the gateway's veto, then the modal after the order is placed --------------

  private onPlaceOrder(event: Event): void {
    if (this.pending) {
      event.preventDefault();
      return;
    }
    if (this.savedCard() || this.tokenInput()) return;
    // WooCommerce reports missing fields itself; no card is charged for an order it will refuse.
    if (missingBillingFields(this.billingFields()).length > 0) return;
    event.preventDefault();
    if (!this.checkName()) return;
    void this.tokenize().then((ok) => {
      if (ok && !this.scope.disposed) this.markup.form.requestSubmit();
    });
  }

  private onOrderPlaced(event: CustomEvent): void {
    const detail = event.detail as { result?: unknown; checkoutForm?: { submit_error?: (html: string) => void } } | null;
    const details = confirmDetails(detail?.result);
    if (!details) return;
    // Ours from here: the checkout keeps the form busy until we send the shopper on or give it back.
    event.preventDefault();
    const giveBack = (message: string) => {
      this.clearToken();
      // Our own texts only; escaped all the same, as anything that becomes HTML is.
      detail?.checkoutForm?.submit_error?.(`<div class="woocommerce-error" role="alert" tabindex="-1">${escapeHtml(message)}</div>`);
    };
    const name = this.markup.name?.value.trim();
    void paymentWindow().then(({ confirmPayment, PaymentCancelled }) => confirmPayment(
      this.provider,
      {
        paymentId: details.paymentId,
        paymentToken: details.token,
        language: document.documentElement.lang.split('-')[0] || 'es',
        ...(name ? { paymentMethod: { card: { cardholderName: name } } } : {}),
        ...(pageNonce() ? { cspNonce: pageNonce() } : {}),
      },
      this.scope,
    ).then(
      (result) => {
        this.clearToken();
        // The provider's result crossed a frame boundary: checked before anything reads it.
        const checked = safeParse(paymentResultSchema, result);
        if (!checked.ok) {
          console.warn(`[storefront] ${this.ctx.name}: the payment window answered with no payment (${describeIssues(checked.issues)})`);
          giveBack(text('payment_processing_error'));
          return;
        }
        const payment = checked.value;
        const target = completeUrl(details, payment, location.href);
        if (target) {
          location.assign(target);
          return;
        }
        giveBack(declineMessage(payment.statusCode) ?? text('payment_processing_error'));
      },
      (error: unknown) => {
        if (this.scope.disposed) return;
        if (error instanceof PaymentCancelled) return giveBack(text('payment_cancelled'));
        const code = error && typeof error === 'object' ? (error as { statusCode?: unknown }).statusCode : undefined;
        giveBack(declineMessage(code) ?? text('payment_processing_error'));
      },
    ), (error: unknown) => {
      if (this.scope.disposed) return;
      console.warn(`[storefront] ${this.ctx.name}: the payment window could not be loaded (${describeError(error)})`);
      giveBack(text('payment_processing_error'));
    });
  }

  // ---- order-pay and add-payment-method: the form posts as a page -----------------------------

  private onPageSubmit(event: Event): void {
    if (!this.chosen()) return;
    if (this.pending) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (this.tokenInput() || (this.markup.kind === 'order-pay' && this.savedCard())) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!this.checkName()) return;
    void this.tokenize().then((ok) => {
      // The page's own post, without its submit event: the token is in and nothing is to check.
      if (ok && !this.scope.disposed) {
        this.busy(true);
        this.markup.form.submit();
      }
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
