// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/bus';
import { checkoutUpdates } from '../../core/signals';
import { boot, everythingInView, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';

/** The provider's frames stand in: what we send them and what they answer is the point here. */
const frames = vi.hoisted(() => ({
  rendered: [] as Array<{ target: HTMLElement; props: Record<string, unknown> }>,
  tokens: [] as Array<{ resolve: (answer: unknown) => void; reject: (error: unknown) => void }>,
  confirms: [] as Array<{ params: Record<string, unknown>; resolve: (result: unknown) => void; reject: (error: unknown) => void }>,
  closed: 0,
}));
vi.mock('../frames/components', () => ({
  renderCardInput: (_urls: unknown, target: HTMLElement, props: Record<string, unknown>) => {
    frames.rendered.push({ target, props });
    // A stand-in node: happy-dom loads no frames.
    const frame = document.createElement('div');
    target.append(frame);
    return {
      frame: () => frame,
      close: async () => {
        frames.closed += 1;
        frame.remove();
      },
    };
  },
  createToken: () => new Promise((resolve, reject) => frames.tokens.push({ resolve, reject })),
}));
vi.mock('../frames/modal', async () => {
  class PaymentCancelled extends Error {}
  return {
    PaymentCancelled,
    confirmPayment: (_urls: unknown, params: Record<string, unknown>) =>
      new Promise((resolve, reject) => frames.confirms.push({ params, resolve, reject })),
  };
});
const { PaymentCancelled } = await import('../frames/modal');

const page = usePage();

/** The payment plugin's globals are no schema'd page globals of the loader: set as the page prints them. */
function setGlobals(globals: Record<string, unknown>): void {
  Object.assign(window, globals);
}

const PARAMS = {
  accountId: 'sandbox-account',
  sessionId: '7f3a',
  total: '4990',
  currency: 'EUR',
  cardInputStyle: { base: { height: '50px' }, input: { background: 'none' } },
  nameErrorString: 'Please enter a valid name. Special characters are not allowed.',
};

const CARD_FIELDSET = `
<fieldset id="wc-monei-cc-form" class="monei-fieldset monei-card-fieldset wc-block-components-form">
  <div class="monei-input-container wc-block-components-text-input">
    <input type="text" id="monei_cardholder_name" name="monei_cardholder_name" data-testid="cardholder-name-input" placeholder="Nombre del titular" required class="monei-input">
    <div id="monei-cardholder-name-error" class="wc-block-components-validation-error"></div>
  </div>
  <div id="payment-form" class="monei-input-container wc-block-components-text-input">
    <div id="monei-card-input" class="monei-card-input"></div>
    <div id="monei-card-error" class="wc-block-components-validation-error"></div>
  </div>
</fieldset>`;

const SAVED = `
<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="1">
  <li class="woocommerce-SavedPaymentMethods-token"><input id="wc-monei-payment-token-7" type="radio" name="wc-monei-payment-token" value="7"><label for="wc-monei-payment-token-7">Visa que termina en 4414 (caduca el 12/34)</label></li>
  <li class="woocommerce-SavedPaymentMethods-new"><input id="wc-monei-payment-token-new" type="radio" name="wc-monei-payment-token" value="new" checked><label for="wc-monei-payment-token-new">Usar un nuevo método de pago</label></li>
</ul>`;

const SAVE_NEW = `<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-monei-new-payment-method" name="wc-monei-new-payment-method" type="checkbox" value="true"><label for="wc-monei-new-payment-method">Guardar la información de pago en mi cuenta para futuras compras.</label></p>`;

function billing(filled: boolean): string {
  const row = (name: string, value: string) =>
    `<p class="form-row validate-required" id="${name}_field"><input type="text" name="${name}" id="${name}" value="${filled ? value : ''}"></p>`;
  return [
    row('billing_first_name', 'Lucía'),
    row('billing_last_name', 'Martín'),
    row('billing_country', 'ES'),
    row('billing_address_1', 'Calle Mayor 1'),
    row('billing_postcode', '46001'),
    row('billing_city', 'Valencia'),
    row('billing_email', 'lucia@example.com'),
  ].join('');
}

function checkout({ filled = true, saved = false } = {}): void {
  render(`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/finalizar-compra/">
    ${billing(filled)}
    <div id="order_review"><div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
      <li class="wc_payment_method payment_method_monei"><input id="payment_method_monei" type="radio" name="payment_method" value="monei" checked>
        <div class="payment_box payment_method_monei">${saved ? SAVED : ''}${CARD_FIELDSET}${saved ? SAVE_NEW : ''}</div></li>
    </ul><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Realizar el pedido">Realizar el pedido</button></div></div>
  </form>`);
}

const form = () => document.querySelector<HTMLFormElement>('form')!;
const name = () => document.querySelector<HTMLInputElement>('#monei_cardholder_name')!;
const tokenField = () => document.querySelector<HTMLInputElement>('#payment-form input[name="monei_payment_token"]');
const twoStepField = () => document.querySelector<HTMLInputElement>('#payment-form input[name="monei_is_block_checkout"]');

/** What WooCommerce's checkout does when the order is placed: the gateway's veto, asked natively. */
function placeOrder(): boolean {
  return form().dispatchEvent(new CustomEvent('storefront:checkout_place_order_monei', { cancelable: true, detail: {} }));
}

/** The method starts when its fieldset shows: here it is in view at once. */
async function start(): Promise<void> {
  everythingInView();
  await boot(['card-payment']);
  // The frame comes on the shopper's intent: a press in the form.
  fireEvent.pointerDown(form());
  await flush(5);
}

beforeEach(async () => {
  (await import('./index')).forgetIntentForTests();
  checkoutUpdates.value = 0;
  delete (window as unknown as Record<string, unknown>).wc_checkout_params;
  frames.rendered.length = 0;
  frames.tokens.length = 0;
  frames.confirms.length = 0;
  frames.closed = 0;
  setGlobals({ wc_monei_params: PARAMS, storefrontPayments: { componentsUrl: 'https://js.sandbox.test/v1', apiUrl: 'https://api.sandbox.test/v1' } });
});

describe('the card method on the checkout', () => {
  it('frames the card input from the provider with the plugin params, named, in the plugin container', async () => {
    checkout();
    await start();
    expect(frames.rendered).toHaveLength(1);
    const { target, props } = frames.rendered[0]!;
    expect(target.id).toBe('monei-card-input');
    expect(props).toMatchObject({ accountId: 'sandbox-account', sessionId: '7f3a', title: 'Datos de la tarjeta' });
    // No amount, as the plugin: a card token is not bound to a total that may still change.
    expect(props).not.toHaveProperty('amount');
    expect(props.style).toEqual(PARAMS.cardInputStyle);
    expect(name().getAttribute('aria-label')).toBe('Nombre del titular de la tarjeta');
    expect(document.querySelector('#monei-card-error')!.getAttribute('role')).toBe('alert');
  });

  it('frames the card only on the shopper’s intent: a field focused in the form, or the pointer over the payment methods', async () => {
    checkout();
    everythingInView();
    await boot(['card-payment']);
    await flush(5);
    expect(frames.rendered).toHaveLength(0);
    fireEvent.pointerOver(document.querySelector('.payment_methods')!);
    await flush(5);
    expect(frames.rendered).toHaveLength(1);
  });

  it('intent shown once holds for the fieldset the checkout’s update puts in its place', async () => {
    checkout();
    setGlobals({ wc_checkout_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    everythingInView();
    // The shopper is already in the cardholder's field when the card starts.
    name().focus();
    const scanner = await boot(['card-payment']);
    await flush(5);
    expect(frames.rendered).toHaveLength(0);
    // The update's answer: a new payment section, focus gone with the old one.
    const fresh = document.querySelector('#wc-monei-cc-form')!.cloneNode(true) as HTMLElement;
    scanner.disposeWithin(document.querySelector('#wc-monei-cc-form')!);
    document.querySelector('#wc-monei-cc-form')!.replaceWith(fresh);
    checkoutUpdates.value += 1;
    scanner.scan(document);
    await flush(5);
    await scanner.settled();
    await flush(5);
    expect(frames.rendered).toHaveLength(1);
    expect(frames.rendered[0]!.target.closest('fieldset')).toBe(fresh);
  });

  it('waits for the checkout’s first order-review update, whose answer replaces the payment section, before framing the card', async () => {
    checkout();
    setGlobals({ wc_checkout_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    await start();
    expect(frames.rendered).toHaveLength(0);
    checkoutUpdates.value += 1;
    await flush(2);
    expect(frames.rendered).toHaveLength(1);
  });

  it('makes one token on place order, puts it where the plugin server reads it, then places the order again', async () => {
    checkout();
    await start();
    name().value = 'Lucía Martín';
    const submit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    expect(placeOrder()).toBe(false);
    // Ten fast clicks while the token is being made: still one token, the form busy.
    for (let i = 0; i < 10; i += 1) expect(placeOrder()).toBe(false);
    await flush(2);
    expect(frames.tokens).toHaveLength(1);
    expect(form().classList.contains('processing')).toBe(true);
    expect(document.querySelector('#place_order')!.getAttribute('aria-disabled')).toBe('true');
    frames.tokens[0]!.resolve({ token: 'a'.repeat(40) });
    await flush(2);
    expect(tokenField()!.value).toBe('a'.repeat(40));
    expect(twoStepField()!.value).toBe('yes');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form().classList.contains('processing')).toBe(false);
    // The second pass carries the token: not vetoed.
    expect(placeOrder()).toBe(true);
  });

  it('refuses a cardholder name outside the plugin rule with the page text, and makes no token', async () => {
    checkout();
    await start();
    name().value = 'J@n';
    expect(placeOrder()).toBe(false);
    expect(frames.tokens).toHaveLength(0);
    expect(document.querySelector('#monei-cardholder-name-error')!.textContent).toBe(PARAMS.nameErrorString);
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name());
    name().value = 'Juan Pérez';
    fireEvent.input(name());
    expect(name().hasAttribute('aria-invalid')).toBe(false);
  });

  it('lets WooCommerce report missing billing fields instead of charging a card first', async () => {
    checkout({ filled: false });
    await start();
    name().value = 'Lucía Martín';
    expect(placeOrder()).toBe(true);
    expect(frames.tokens).toHaveLength(0);
  });

  it('shows the frame’s field error and keeps the order unplaced', async () => {
    checkout();
    await start();
    name().value = 'Lucía Martín';
    const submit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    placeOrder();
    await flush(2);
    frames.tokens[0]!.resolve({ error: 'El número de tarjeta no es válido' });
    await flush(2);
    expect(document.querySelector('#monei-card-error')!.textContent).toBe('El número de tarjeta no es válido');
    expect(tokenField()).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('clears the token on checkout_error and on any card change, so a spent token is never posted again', async () => {
    checkout();
    await start();
    name().value = 'Lucía Martín';
    vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    placeOrder();
    await flush(2);
    frames.tokens[0]!.resolve({ token: 'b'.repeat(40) });
    await flush(2);
    expect(tokenField()).not.toBeNull();
    emit('checkout_error', { html: '' });
    expect(tokenField()).toBeNull();
    expect(twoStepField()).toBeNull();

    placeOrder();

    await flush(2);
    frames.tokens[1]!.resolve({ token: 'c'.repeat(40) });
    await flush(2);
    (frames.rendered[0]!.props.onChange as (e: unknown) => void)({ isTouched: true, error: 'La fecha de caducidad no es válida' });
    expect(tokenField()).toBeNull();
    expect(document.querySelector('#monei-card-error')!.textContent).toBe('La fecha de caducidad no es válida');
    // The frame announced it where the shopper is: shown here, not heard twice.
    expect(document.querySelector('#monei-card-error > [aria-hidden="true"]')!.textContent).toBe('La fecha de caducidad no es válida');
  });

  it('with a saved card chosen: no new card fields, no token, the order goes as it is', async () => {
    checkout({ saved: true });
    await start();
    const saved = document.querySelector<HTMLInputElement>('#wc-monei-payment-token-7')!;
    saved.checked = true;
    fireEvent.change(saved);
    for (const container of document.querySelectorAll<HTMLElement>('.monei-input-container')) expect(container.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!.hidden).toBe(true);
    expect(placeOrder()).toBe(true);
    expect(frames.tokens).toHaveLength(0);
  });

  it('a malformed wc_monei_params leaves the fieldset as served, with one warning', async () => {
    checkout();
    setGlobals({ wc_monei_params: { ...PARAMS, accountId: '' } });
    const served = document.querySelector('#wc-monei-cc-form')!.outerHTML;
    await start();
    expect(frames.rendered).toHaveLength(0);
    expect(document.querySelector('#wc-monei-cc-form')!.outerHTML).toBe(served);
    expect(warningsFor(page, 'card-payment')).toEqual([
      '[storefront] card-payment: page global wc_monei_params is malformed (accountId: must not be empty)',
    ]);
    expect(page.errors).toHaveLength(1);
  });
});

describe('after the order is placed', () => {
  const answer = {
    result: 'success',
    redirect: false,
    paymentId: 'f'.repeat(32),
    token: 'd'.repeat(40),
    completeUrl: 'https://tienda.example/finalizar-compra/pedido-recibido/42/?key=wc_order_x&utm_nooverride=1&orderId=42',
    failUrl: 'https://tienda.example/finalizar-compra/pagar-pedido/42/?pay_for_order=true&key=wc_order_x',
    orderId: '42',
  };

  async function placed() {
    checkout();
    await start();
    name().value = 'Lucía Martín';
    const submitError = vi.fn();
    const event = new CustomEvent('storefront:checkout_place_order_success', {
      cancelable: true,
      detail: { result: answer, checkoutForm: { submit_error: submitError } },
    });
    const allowed = form().dispatchEvent(event);
    await flush(2);
    return { allowed, submitError };
  }

  it('takes the order over and confirms the payment in the provider’s modal with the token and the cardholder', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { allowed } = await placed();
    expect(allowed).toBe(false);
    expect(frames.confirms).toHaveLength(1);
    expect(frames.confirms[0]!.params).toMatchObject({
      paymentId: answer.paymentId,
      paymentToken: answer.token,
      paymentMethod: { card: { cardholderName: 'Lucía Martín' } },
    });
    frames.confirms[0]!.resolve({ id: answer.paymentId, status: 'SUCCEEDED', orderId: '42' });
    await flush(2);
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(target.pathname).toBe('/finalizar-compra/pedido-recibido/42/');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ key: 'wc_order_x', utm_nooverride: '1', id: answer.paymentId, orderId: '42', status: 'SUCCEEDED' });
  });

  it('a declined payment gives the form back with the reason in Spanish', async () => {
    const { submitError } = await placed();
    frames.confirms[0]!.resolve({ id: answer.paymentId, status: 'FAILED', statusCode: 'E221', statusMessage: 'Insufficient funds' });
    await flush(2);
    expect(submitError).toHaveBeenCalledTimes(1);
    expect(submitError.mock.calls[0]![0]).toContain('La tarjeta no tiene fondos suficientes');
  });

  it('closing the modal gives the form back and says the order was not paid', async () => {
    const { submitError } = await placed();
    frames.confirms[0]!.reject(new PaymentCancelled());
    await flush(2);
    expect(submitError.mock.calls[0]![0]).toContain('Has cerrado la ventana de pago');
  });

  it('an answer that is not the two-step flow is left to the checkout', async () => {
    checkout();
    await start();
    const allowed = form().dispatchEvent(
      new CustomEvent('storefront:checkout_place_order_success', { cancelable: true, detail: { result: { result: 'success', redirect: '/gracias/' } } }),
    );
    expect(allowed).toBe(true);
    expect(frames.confirms).toHaveLength(0);
  });
});

describe('order-pay and add-payment-method post as pages', () => {
  it('makes the token on submit, then posts the form natively with it', async () => {
    render(`<form id="add_payment_method" method="post"><ul class="woocommerce-PaymentMethods payment_methods methods"><li><input id="payment_method_monei" type="radio" name="payment_method" value="monei" checked>
      <div class="payment_box">${CARD_FIELDSET}</div></li></ul><button type="submit" id="place_order">Añadir método de pago</button></form>`);
    await start();
    name().value = 'Lucía Martín';
    const post = vi.spyOn(form(), 'submit').mockImplementation(() => {});
    const event = new Event('submit', { cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await flush(2);
    frames.tokens[0]!.resolve({ token: 'e'.repeat(40) });
    await flush(2);
    expect(tokenField()!.value).toBe('e'.repeat(40));
    expect(twoStepField()).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('disposing gives the frame back and removes the token', async () => {
    checkout();
    everythingInView();
    const scanner = await boot(['card-payment']);
    fireEvent.pointerDown(form());
    await flush(5);
    vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    name().value = 'Lucía Martín';
    placeOrder();
    await flush(2);
    frames.tokens[0]!.resolve({ token: 'g'.repeat(40) });
    await flush(2);
    expect(tokenField()).not.toBeNull();
    scanner.disposeWithin(document.body);
    expect(frames.closed).toBe(1);
    expect(tokenField()).toBeNull();
    expect(name().hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('#monei-card-input')!.childElementCount).toBe(0);
  });
});
