// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { checkoutParams, markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { registry } from '../../registry';
import * as checkoutModule from './index';
import { html, json } from '../../../tests/dom/support/shop';

const page = usePage({ fakeTimers: true });

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const placeOrder = () => document.querySelector<HTMLButtonElement>('#place_order')!;
const reviewTable = () => document.querySelector<HTMLElement>('.woocommerce-checkout-review-order-table')!;
const paymentSection = () => document.querySelector<HTMLElement>('.woocommerce-checkout-payment')!;
const paymentMethods = () => paymentSection().querySelector<HTMLElement>('ul.payment_methods')!;

/** The two fragments as the page printed them, changed by `edit` (the server's next rendering). */
function fragments(edit: (table: HTMLElement, payment: HTMLElement) => void = () => {}): Record<string, string> {
  const table = reviewTable().cloneNode(true) as HTMLElement;
  const payment = paymentSection().cloneNode(true) as HTMLElement;
  for (const overlay of [...table.querySelectorAll('.storefront-block-overlay'), ...payment.querySelectorAll('.storefront-block-overlay')]) overlay.remove();
  for (const element of [table, payment, ...table.querySelectorAll('.storefront-blocked'), ...payment.querySelectorAll('.storefront-blocked')]) {
    element.classList.remove('storefront-blocked');
    element.removeAttribute('aria-busy');
    element.removeAttribute('inert');
  }
  edit(table, payment);
  return { '.woocommerce-checkout-review-order-table': table.outerHTML, '.woocommerce-checkout-payment': payment.outerHTML };
}
const updateAnswer = (extra: Record<string, unknown> = {}, edit?: (table: HTMLElement, payment: HTMLElement) => void) =>
  json(JSON.stringify({ result: 'success', messages: '', reload: false, fragments: fragments(edit), ...extra }));

/** The served markup; happy-dom selects a select's second option whatever `selected` says, browsers the marked one. */
function renderCheckout(): void {
  render(markup.checkout);
  for (const option of document.querySelectorAll<HTMLOptionElement>('option[selected]')) option.selected = true;
}

/** The checkout page as WooCommerce prints it, the widget started (at idle) and its first update answered. */
async function checkoutPage(options: { jquery?: boolean; answer?: boolean } = {}): Promise<void> {
  if (options.jquery) installJQuery();
  renderCheckout();
  setGlobals({ wc_checkout_params: checkoutParams });
  if (options.answer !== false) page.shop.reply('update_order_review', updateAnswer());
  await boot(['checkout']);
  await flush(10);
  await settle();
}

function fillBilling(): void {
  const values: Record<string, string> = {
    billing_first_name: 'Lucía',
    billing_last_name: 'Martín',
    billing_address_1: 'Calle Mayor 1',
    billing_postcode: '46001',
    billing_city: 'Valencia',
    billing_email: 'lucia@example.com',
  };
  for (const [id, value] of Object.entries(values)) field(id).value = value;
}

describe('checkout: the order review', () => {
  it('sends one update_order_review at start, as WooCommerce does, with the address and the form', async () => {
    await checkoutPage();
    const requests = page.shop.to('update_order_review');
    expect(requests).toHaveLength(1);
    const body = Object.fromEntries(requests[0]!.body);
    expect(body.security).toBe(checkoutParams.update_order_review_nonce);
    expect(body.country).toBe('ES');
    expect(body.s_country).toBe('ES');
    expect(body.payment_method).toBe('bacs');
    expect(body.has_full_address).toBe('false');
    expect(body['shipping_method[0]']).toBeDefined();
    expect(new URLSearchParams(body.post_data).get('woocommerce-process-checkout-nonce')).toBeTruthy();
  });

  it('blocks the review and the payment section while an update runs, then replaces and frees them', async () => {
    renderCheckout();
    setGlobals({ wc_checkout_params: checkoutParams });
    const pending = page.shop.defer('update_order_review');
    await boot(['checkout']);
    await flush(10);
    expect(reviewTable().getAttribute('aria-busy')).toBe('true');
    expect(paymentMethods().inert).toBe(true);
    expect(placeOrder().closest('[inert]')).toBeNull();
    pending.answer(updateAnswer({}, (table) => table.querySelector('.order-total td')!.replaceChildren('99,00 €')));
    await settle();
    expect(reviewTable().querySelector('.order-total td')?.textContent).toBe('99,00 €');
    expect(reviewTable().hasAttribute('aria-busy')).toBe(false);
    expect(paymentMethods().inert).toBe(false);
    expect(document.querySelector('.storefront-block-overlay')).toBeNull();
  });

  it('shows the review busy in the change’s own task, before the 5 ms debounce sends it', async () => {
    await checkoutPage();
    const before = page.shop.to('update_order_review').length;
    const rate = document.querySelector<HTMLInputElement>('input[name^="shipping_method"]:not(:checked)')!;
    rate.checked = true;
    fireEvent.change(rate);
    expect(reviewTable().getAttribute('aria-busy')).toBe('true');
    expect(paymentMethods().inert).toBe(true);
    expect(page.shop.to('update_order_review')).toHaveLength(before);
  });

  it('a submit drops a pending update, and its busy state with it', async () => {
    await checkoutPage();
    const before = page.shop.to('update_order_review').length;
    page.shop.defer('checkout');
    fireEvent.change(field('billing_country'));
    expect(reviewTable().getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(form());
    await flush(10);
    expect(page.shop.to('update_order_review')).toHaveLength(before);
    expect(reviewTable().hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the place-order button itself (and the focus on it) when the new payment section prints the same one', async () => {
    await checkoutPage();
    const button = placeOrder();
    button.focus();
    page.shop.reply('update_order_review', updateAnswer({}, (_table, payment) => payment.querySelector('.woocommerce-privacy-policy-text')?.append(' ')));
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    expect(placeOrder()).toBe(button);
    expect(document.activeElement).toBe(button);
    page.shop.reply('update_order_review', updateAnswer({}, (_table, payment) => payment.querySelector('#place_order')!.setAttribute('data-value', 'Pagar ahora')));
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    expect(placeOrder()).not.toBe(button);
    expect(placeOrder().dataset.value).toBe('Pagar ahora');
  });

  it('drops a stale answer: a newer update aborts the older one', async () => {
    await checkoutPage();
    const first = page.shop.defer('update_order_review');
    fireEvent.change(document.querySelector('input[name^="shipping_method"]:not(:checked)') ?? field('billing_country'));
    await flush(10);
    page.shop.reply('update_order_review', updateAnswer({}, (table) => table.querySelector('.order-total td')!.replaceChildren('NUEVO')));
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    first.answer(updateAnswer({}, (table) => table.querySelector('.order-total td')!.replaceChildren('VIEJO')));
    await settle();
    expect(reviewTable().querySelector('.order-total td')?.textContent).toBe('NUEVO');
  });

  it('fires updated_checkout with the answer for jQuery handlers, and keeps the terms box checked', async () => {
    const $ = installJQuery();
    renderCheckout();
    setGlobals({ wc_checkout_params: checkoutParams });
    const handler = vi.fn();
    $(document.body).on('updated_checkout', handler);
    page.shop.reply('update_order_review', updateAnswer());
    await boot(['checkout']);
    await flush(10);
    await settle();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![1]).toMatchObject({ result: 'success' });

    field('terms').checked = true;
    page.shop.reply('update_order_review', updateAnswer({}, (table) => table.querySelector('.order-total td')!.replaceChildren('1,00 €')));
    $(document.body).trigger('update_checkout');
    await flush(10);
    await settle();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(field('terms').checked).toBe(true);
  });

  it('waits for the required address text before sending what was typed', async () => {
    await checkoutPage();
    const before = page.shop.to('update_order_review').length;
    fireEvent.keyDown(field('billing_address_1'), { key: 'a' });
    await flush(1000);
    expect(page.shop.to('update_order_review')).toHaveLength(before);
    fillBilling();
    fireEvent.keyDown(field('billing_city'), { key: 'a' });
    await flush(999);
    expect(page.shop.to('update_order_review')).toHaveLength(before);
    await flush(10);
    await settle();
    expect(page.shop.to('update_order_review')).toHaveLength(before + 1);
  });

  it('a failed update frees the review, says so and warns once (WooCommerce leaves it blocked)', async () => {
    await checkoutPage();
    page.shop.reply('update_order_review', html('<html>error</html>', 500));
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    expect(reviewTable().hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview [role="alert"]')?.textContent).toContain('No se han podido actualizar');
    expect(warningsFor(page, 'checkout')).toEqual([expect.stringContaining('update_order_review failed')]);
    expect(page.errors.map((e) => e.widget)).toEqual(['checkout']);
  });

  it('replaces the whole form when the session expired, and still fires updated_checkout', async () => {
    await checkoutPage();
    const expired = '<div class="woocommerce-error">Lo siento, tu sesión ha caducado. <a href="/tienda/" class="wc-backward">Volver a la tienda</a></div>';
    page.shop.reply('update_order_review', json(JSON.stringify({ fragments: { 'form.woocommerce-checkout': expired } })));
    const updated = vi.fn();
    document.body.addEventListener('storefront:updated_checkout', updated);
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    expect(document.querySelector('form.checkout')).toBeNull();
    expect(document.querySelector('.woocommerce-error a.wc-backward')).not.toBeNull();
    expect(updated).toHaveBeenCalledTimes(1);
  });
});

describe('checkout: payment methods', () => {
  it('opens the chosen method’s box, sets the button’s text from it and announces the change once', async () => {
    await checkoutPage();
    const selected = vi.fn();
    document.body.addEventListener('storefront:payment_method_selected', selected);
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];
    const withText = radios.find((radio) => radio.dataset.order_button_text);
    expect(withText).toBeDefined();
    fireEvent.click(withText!);
    await flush(300);
    expect(placeOrder().textContent).toBe(withText!.dataset.order_button_text);
    const box = document.querySelector<HTMLElement>(`div.payment_box.${withText!.id}`);
    if (box) expect(box.style.display).not.toBe('none');
    for (const other of document.querySelectorAll<HTMLElement>('div.payment_box')) if (other !== box) expect(other.style.display).toBe('none');
    expect(selected).toHaveBeenCalledTimes(1);
    fireEvent.click(radios[0]!);
    await flush(300);
    expect(placeOrder().textContent).toBe(placeOrder().dataset.value);
    expect(selected).toHaveBeenCalledTimes(2);
  });
});

describe('checkout: placing the order', () => {
  const success = json(JSON.stringify({ result: 'success', redirect: 'https://tienda.example/finalizar-compra/order-received/1000/?key=wc_order_x', order_id: 1000 }));

  it('posts the form once, however often it is submitted, and goes where the answer says', async () => {
    await checkoutPage();
    fillBilling();
    const answer = page.shop.defer('checkout');
    fireEvent.submit(form());
    fireEvent.submit(form());
    await flush();
    expect(page.shop.to('checkout')).toHaveLength(1);
    expect(form().classList.contains('processing')).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(page.shop.to('checkout')[0]!.body.get('billing_email')).toBe('lucia@example.com');
    answer.answer(success);
    await settle();
    expect(page.assign).toHaveBeenCalledWith('https://tienda.example/finalizar-compra/order-received/1000/?key=wc_order_x');
  });

  it('place order stays usable while the review updates, and the order goes at once', async () => {
    await checkoutPage();
    fillBilling();
    page.shop.defer('update_order_review');
    fireEvent.change(field('billing_country'));
    await flush(10);
    expect(reviewTable().getAttribute('aria-busy')).toBe('true');
    expect(placeOrder().closest('[inert]')).toBeNull();
    page.shop.reply('checkout', success);
    fireEvent.click(placeOrder());
    await settle();
    expect(page.shop.to('checkout')).toHaveLength(1);
    expect(page.assign).toHaveBeenCalledTimes(1);
  });

  it('a place-order click before the widget runs shows the button loading and the form processing at once, then orders', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    renderCheckout();
    setGlobals({ wc_checkout_params: checkoutParams });
    let release!: () => void;
    const chunk = new Promise<void>((resolve) => (release = resolve));
    const def = { ...registry.find((entry) => entry.name === 'checkout')!, load: () => chunk.then(() => checkoutModule) };
    await boot(['checkout'], [def]);
    fillBilling();
    // The server's next rendering, as served (before the click's feedback is on the button).
    page.shop.reply('update_order_review', updateAnswer());
    fireEvent.click(placeOrder());
    expect(placeOrder().classList.contains('loading')).toBe(true);
    expect(placeOrder().getAttribute('aria-busy')).toBe('true');
    expect(form().classList.contains('processing')).toBe(true);
    expect(page.shop.to('checkout')).toHaveLength(0);
    page.shop.reply('checkout', success);
    release();
    await settle();
    await flush(10);
    expect(page.shop.to('checkout')).toHaveLength(1);
    expect(placeOrder().classList.contains('loading')).toBe(false);
    expect(page.assign).toHaveBeenCalledTimes(1);
  });

  it('a jQuery handler returning false on checkout_place_order or checkout_place_order_<gateway> stops it; the last answer counts', async () => {
    const $ = installJQuery();
    await checkoutPage({ jquery: true });
    $(form()).on('checkout_place_order_bacs', () => false);
    $(form()).trigger('submit');
    await settle();
    expect(page.shop.to('checkout')).toHaveLength(0);
    $(form()).on('checkout_place_order_bacs', () => true);
    const args = vi.fn();
    $(form()).on('checkout_place_order', (_e: unknown, checkoutForm: unknown) => void args(checkoutForm));
    page.shop.reply('checkout', success);
    $(form()).trigger('submit');
    await settle();
    expect(page.shop.to('checkout')).toHaveLength(1);
    expect(args.mock.calls[0]![0]).toMatchObject({ submit_error: expect.any(Function), get_payment_method: expect.any(Function) });
  });

  it('a native listener vetoes with preventDefault on storefront:checkout_place_order', async () => {
    await checkoutPage();
    form().addEventListener('storefront:checkout_place_order', (event) => event.preventDefault());
    fireEvent.submit(form());
    await settle();
    expect(page.shop.to('checkout')).toHaveLength(0);
  });

  it('shows the server’s errors in one alert, each linked to its field, marks the fields and fires checkout_error', async () => {
    const $ = installJQuery();
    await checkoutPage({ jquery: true });
    const errors = vi.fn();
    $(document.body).on('checkout_error', errors);
    const messages =
      '<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name"><strong>Nombre de facturación</strong> es un campo obligatorio.</li><li data-id="billing_email"><strong>Dirección de correo electrónico de facturación</strong> no es una dirección de correo electrónico válida.</li></ul>';
    page.shop.reply('checkout', json(JSON.stringify({ result: 'failure', messages, refresh: false, reload: false })));
    $(form()).trigger('submit');
    await settle();
    const group = document.querySelector<HTMLElement>('.woocommerce-NoticeGroup-checkout')!;
    expect(group.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(group.querySelector('ul.woocommerce-error')?.hasAttribute('role')).toBe(false);
    expect(group.querySelector<HTMLAnchorElement>('li[data-id="billing_email"] a')?.getAttribute('href')).toBe('#billing_email');
    expect(document.activeElement).toBe(group.querySelector('ul.woocommerce-error'));
    expect(field('billing_first_name').getAttribute('aria-invalid')).toBe('true');
    expect(field('billing_first_name').getAttribute('aria-describedby')).toBe('billing_first_name_description');
    expect(document.getElementById('billing_first_name_description')?.textContent).toContain('es un campo obligatorio');
    expect(form().classList.contains('processing')).toBe(false);
    expect(form().inert).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(typeof errors.mock.calls[0]![1]).toBe('string');
  });

  it('a broken answer shows the generic error, frees the form and warns once', async () => {
    await checkoutPage();
    page.shop.reply('checkout', html('<!doctype html><p>Error crítico</p>'));
    fireEvent.submit(form());
    await settle();
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')?.textContent).toContain('error al procesar tu pedido');
    expect(form().classList.contains('processing')).toBe(false);
    expect(warningsFor(page, 'checkout')).toEqual([expect.stringContaining('checkout failed')]);
  });

  it('repairs an answer with a PHP notice printed before it, as WooCommerce does', async () => {
    await checkoutPage();
    page.shop.reply('checkout', html(`<b>Notice</b>: Undefined index ${'{"result":"success","redirect":"/gracias/"}'}`));
    fireEvent.submit(form());
    await settle();
    expect(page.assign).toHaveBeenCalledWith('/gracias/');
  });

  it('reload:true reloads the page, as WooCommerce does when the session changed under the form', async () => {
    await checkoutPage();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    page.shop.reply('checkout', json(JSON.stringify({ result: 'failure', messages: '', refresh: false, reload: true })));
    fireEvent.submit(form());
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).toBeNull();
  });

  it('an update answer with reload:true (a boolean, not the string) reloads without firing updated_checkout', async () => {
    await checkoutPage();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const updated = vi.fn();
    document.body.addEventListener('storefront:updated_checkout', updated);
    page.shop.reply('update_order_review', updateAnswer({ reload: 'true' }), updateAnswer({ reload: true }));
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(updated).toHaveBeenCalledTimes(1);
    fireEvent.change(field('billing_country'));
    await flush(10);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('refresh:true asks for a new order review (a fresh nonce comes with it)', async () => {
    await checkoutPage();
    const before = page.shop.to('update_order_review').length;
    page.shop.reply('checkout', json(JSON.stringify({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>No hemos podido procesar tu pedido, por favor, inténtalo de nuevo.</li></ul>', refresh: true, reload: false })));
    fireEvent.submit(form());
    await flush(10);
    await settle();
    expect(page.shop.to('update_order_review')).toHaveLength(before + 1);
  });
});

describe('checkout: toggles and bad input', () => {
  it('ship to a different address shows and hides the shipping fields', async () => {
    await checkoutPage();
    const address = document.querySelector<HTMLElement>('div.shipping_address')!;
    expect(address.style.display).toBe('none');
    const box = document.querySelector<HTMLInputElement>('#ship-to-different-address input')!;
    box.checked = true;
    fireEvent.change(box);
    await flush(500);
    expect(address.style.display).not.toBe('none');
  });

  it('a malformed wc_checkout_params leaves the form as served, warns once and fires storefront:error', async () => {
    renderCheckout();
    const served = document.body.innerHTML;
    setGlobals({ wc_checkout_params: { ...checkoutParams, wc_ajax_url: '/?wc-ajax=' } });
    await boot(['checkout']);
    await flush(10);
    expect(warningsFor(page, 'checkout')).toEqual([expect.stringContaining('wc_checkout_params')]);
    expect(page.errors.map((e) => e.widget)).toEqual(['checkout']);
    expect(page.shop.requests).toHaveLength(0);
    expect(document.body.innerHTML).toBe(served);
  });

  it('gives its listeners back on dispose', async () => {
    const listeners = trackListeners();
    await checkoutPage();
    page.scanner?.stop();
    await flush();
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });
});
