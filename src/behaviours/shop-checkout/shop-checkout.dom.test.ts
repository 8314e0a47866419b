// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import served from '../../../fixtures/markup/shop-checkout.html?raw';
import malformed from '../../../fixtures/markup/shop-checkout.malformed.html?raw';
import { checkoutParams, elementorProConfig } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json } from '../../../tests/dom/support/shop';
import type { WidgetDef } from '../../core/types';
import { SHOP_CHECKOUT_WIDGET } from '../../page-builder/selectors';
import { registry } from '../../registry';
// The chunks loaded on demand, in the module cache up front (resolved under fake timers).
import '../checkout';
import './requests';
import './index';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'shop-checkout', selector: SHOP_CHECKOUT_WIDGET, strategy: 'idle', instance: 'element', load: () => import('./index') };
const ADMIN_AJAX = '/wp-admin/admin-ajax.php';
const REFERER = 'https://tienda.example/finalizar-compra/?elementorPageId=8&elementorWidgetId=5c1d2e8';

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const showLogin = () => $('.e-show-login');
const loginPanel = () => $('.e-woocommerce-login-anchor');
const showCoupon = () => $('.e-show-coupon-form');
const couponPanel = () => $('.e-coupon-anchor');
const couponInput = () => $<HTMLInputElement>('#coupon_code');
const applyButton = () => $<HTMLButtonElement>('.e-apply-coupon');
const loginButton = () => $<HTMLButtonElement>('.e-woocommerce-form-login-submit');
const form = () => $<HTMLFormElement>('form.woocommerce-checkout');
const shown = (element: HTMLElement) => element.style.display !== 'none';

function listen(name: string) {
  const heard = vi.fn<(detail: unknown) => void>();
  const handler = (event: Event) => heard((event as CustomEvent).detail);
  document.addEventListener(`storefront:${name}`, handler);
  onTestFinished(() => document.removeEventListener(`storefront:${name}`, handler));
  return heard;
}

async function checkoutPage(options: { params?: unknown; jquery?: boolean } = {}): Promise<void> {
  if (options.jquery) installJQuery();
  render(served);
  setGlobals({ ElementorProFrontendConfig: elementorProConfig, elementorFrontendConfig: { post: { id: 8 } }, wc_checkout_params: options.params ?? checkoutParams });
  await boot(['shop-checkout'], [DEF]);
}

async function openCoupon(code: string): Promise<void> {
  fireEvent.click(showCoupon());
  await flush(400);
  couponInput().value = code;
}

const applied = '<div class="woocommerce-message" role="alert">Código de cupón aplicado correctamente.</div>';
const refused = '<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tEl cupón «NOEXISTE» no existe.\t\t</li>\n\t</ul>';

describe('shop-checkout: the login and coupon panels', () => {
  it('their links are disclosure buttons; a click slides the panel open with focus on its first field, and shut again', async () => {
    await checkoutPage();
    expect(showLogin().getAttribute('role')).toBe('button');
    expect(showLogin().getAttribute('aria-controls')).toBe(loginPanel().id);
    expect(showLogin().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(showLogin());
    expect(shown(loginPanel())).toBe(true);
    expect(showLogin().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('#username'));
    await flush(400);
    fireEvent.click(showLogin());
    await flush(400);
    expect(shown(loginPanel())).toBe(false);
    expect(showLogin().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(showLogin());
  });

  it('Space on the coupon link opens its panel, as its button role promises', async () => {
    await checkoutPage();
    fireEvent.keyDown(showCoupon(), { key: ' ' });
    await flush(400);
    expect(shown(couponPanel())).toBe(true);
    expect(document.activeElement).toBe(couponInput());
  });

  it('Apply and Login are plain buttons while it runs, so Enter in a billing field is the form’s to place the order', async () => {
    await checkoutPage();
    expect(applyButton().type).toBe('button');
    expect(loginButton().type).toBe('button');
    expect(form().querySelector('button[type="submit"], button:not([type])')).toBe($('#place_order'));
  });
});

describe('shop-checkout: applying a coupon', () => {
  it('posts to apply_coupon with WooCommerce’s nonce and the billing email; the answer goes before the form, the panel closes and focus goes to its link', async () => {
    await checkoutPage();
    const appliedEvents = listen('applied_coupon_in_checkout');
    const updates = listen('update_checkout');
    await openCoupon('VERANO10');
    const reply = page.shop.defer('apply_coupon');
    applyButton().focus();
    fireEvent.click(applyButton());
    await flush();
    expect($('.e-coupon-box').getAttribute('aria-busy')).toBe('true');
    const [request, ...more] = page.shop.to('apply_coupon');
    expect(more).toHaveLength(0);
    expect(Object.fromEntries(request!.body)).toEqual({ security: '201e0bf8c7', coupon_code: 'VERANO10', billing_email: 'lucia@example.com' });
    reply.answer(html(applied));
    await flush(400);
    expect(form().previousElementSibling?.textContent).toBe('Código de cupón aplicado correctamente.');
    expect(shown(couponPanel())).toBe(false);
    expect(showCoupon().getAttribute('aria-expanded')).toBe('false');
    expect(couponInput().value).toBe('');
    expect(document.activeElement).toBe(showCoupon());
    expect(appliedEvents).toHaveBeenCalledWith({ code: 'VERANO10' });
    expect(updates).toHaveBeenCalledWith({ args: { update_shipping_method: false } });
  });

  it('a refused code is said by the field, which keeps focus; the panel stays open; typing clears it', async () => {
    await checkoutPage();
    const appliedEvents = listen('applied_coupon_in_checkout');
    await openCoupon('NOEXISTE');
    page.shop.reply('apply_coupon', html(refused));
    fireEvent.click(applyButton());
    await flush();
    const error = $('#coupon-error-notice');
    expect(error.textContent).toBe('El cupón «NOEXISTE» no existe.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(couponInput().getAttribute('aria-invalid')).toBe('true');
    expect(couponInput().getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(document.activeElement).toBe(couponInput());
    expect(shown(couponPanel())).toBe(true);
    expect(document.querySelector('.woocommerce-error')).toBeNull();
    expect(appliedEvents).toHaveBeenCalledTimes(1);
    fireEvent.input(couponInput());
    expect(document.getElementById('coupon-error-notice')).toBeNull();
    expect(couponInput().hasAttribute('aria-invalid')).toBe(false);
  });

  it('Enter in the coupon field applies it, once however often it is pressed while the answer is awaited', async () => {
    await checkoutPage();
    await openCoupon('VERANO10');
    const reply = page.shop.defer('apply_coupon');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    couponInput().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await flush();
    fireEvent.keyDown(couponInput(), { key: 'Enter' });
    fireEvent.click(applyButton());
    await flush();
    expect(page.shop.to('apply_coupon')).toHaveLength(1);
    reply.answer(html(applied));
    await flush();
  });

  it('a failed request frees the box and says so by the field', async () => {
    await checkoutPage();
    await openCoupon('VERANO10');
    page.shop.reply('apply_coupon', { network: 'error' });
    fireEvent.click(applyButton());
    await flush();
    expect($('#coupon-error-notice').textContent).toBe('No se ha podido aplicar el cupón. Inténtalo de nuevo.');
    expect($('.e-coupon-box').hasAttribute('aria-busy')).toBe(false);
    expect(warningsFor(page, 'shop-checkout')).toEqual([expect.stringContaining('apply_coupon failed')]);
  });

  it('a malformed wc_checkout_params is reported once; the coupon says it could not be applied', async () => {
    await checkoutPage({ params: { ...checkoutParams, wc_ajax_url: 42 } });
    await openCoupon('VERANO10');
    fireEvent.click(applyButton());
    await flush();
    fireEvent.click(applyButton());
    await flush();
    expect(page.shop.requests).toHaveLength(0);
    expect(warningsFor(page, 'shop-checkout')).toEqual([expect.stringContaining('wc_checkout_params')]);
    expect($('#coupon-error-notice').textContent).toContain('No se ha podido aplicar el cupón');
  });
});

describe('shop-checkout: the login', () => {
  async function logIn(remember: boolean): Promise<void> {
    fireEvent.click(showLogin());
    await flush(400);
    $<HTMLInputElement>('#username').value = 'lucia@example.com';
    $<HTMLInputElement>('#password').value = 'secreto';
    $<HTMLInputElement>('#rememberme').checked = remember;
    loginButton().focus();
    fireEvent.click(loginButton());
    await flush();
  }

  it('posts the plugin’s login; a shopper logged in gets the page again', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await checkoutPage();
    page.shop.reply(ADMIN_AJAX, html('{"logged_in":true}'));
    await logIn(true);
    const [request] = page.shop.to(ADMIN_AJAX);
    expect(request!.url.href).toBe('https://tienda.example/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(request!.body)).toEqual({
      action: 'elementor_woocommerce_checkout_login_user',
      username: 'lucia@example.com',
      password: 'secreto',
      nonce: '4b5ec04f66',
      remember: 'true',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refused: WooCommerce’s notice before the form, checkout_error, focus back on the button; an unticked box sends no remember', async () => {
    await checkoutPage();
    const errors = listen('checkout_error');
    const message = '<ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> la contraseña no es correcta.</li></ul>';
    page.shop.reply(ADMIN_AJAX, html(JSON.stringify({ logged_in: false, message })));
    await logIn(false);
    expect(page.shop.to(ADMIN_AJAX)[0]!.body.has('remember')).toBe(false);
    expect(form().previousElementSibling?.textContent).toBe('Error: la contraseña no es correcta.');
    expect(errors).toHaveBeenCalledWith({ html: message });
    expect(document.activeElement).toBe(loginButton());
    expect($('.e-woocommerce-login-section').classList.contains('processing')).toBe(false);
  });

  it('Enter in the password field logs in', async () => {
    await checkoutPage();
    page.shop.reply(ADMIN_AJAX, html(JSON.stringify({ logged_in: false, message: '' })));
    fireEvent.click(showLogin());
    await flush(400);
    fireEvent.keyDown($('#password'), { key: 'Enter' });
    await flush();
    expect(page.shop.to(ADMIN_AJAX)).toHaveLength(1);
  });

  it('an answer that is not the plugin’s JSON: our notice before the form, reported', async () => {
    await checkoutPage();
    page.shop.reply(ADMIN_AJAX, html('0'));
    await logIn(false);
    expect(form().previousElementSibling?.textContent).toBe('No se ha podido iniciar sesión. Inténtalo de nuevo.');
    expect(warningsFor(page, 'shop-checkout')).toEqual([expect.stringContaining('elementor_woocommerce_checkout_login_user failed')]);
  });
});

describe('shop-checkout: after each order review update', () => {
  it('the purchase button’s hover animation and the referers naming the page and the widget', async () => {
    await checkoutPage();
    expect($('#place_order').classList.contains('elementor-animation-grow')).toBe(true);
    const referers = [...document.querySelectorAll<HTMLInputElement>('[name="_wp_http_referer"]')].map((input) => input.value);
    expect(referers).toEqual([REFERER, REFERER]);
  });

  it('with our checkout runtime: the coupon’s update_checkout is sent as update_order_review carrying the rewritten referer, and the new payment section is decorated again', async () => {
    render(served);
    const payment = $('#payment').outerHTML;
    const table = $('.woocommerce-checkout-review-order-table').outerHTML;
    setGlobals({ ElementorProFrontendConfig: elementorProConfig, elementorFrontendConfig: { post: { id: 8 } }, wc_checkout_params: checkoutParams });
    page.shop.reply('update_order_review', json(JSON.stringify({ result: 'success', messages: '', reload: false, fragments: { '.woocommerce-checkout-review-order-table': table, '.woocommerce-checkout-payment': payment } })));
    page.shop.reply('apply_coupon', html(applied));
    await boot(['checkout', 'shop-checkout'], [...registry, DEF]);
    await flush(10);
    const before = page.shop.to('update_order_review').length;
    await openCoupon('VERANO10');
    fireEvent.click(applyButton());
    await flush(10);
    const updates = page.shop.to('update_order_review');
    expect(updates).toHaveLength(before + 1);
    expect(new URLSearchParams(updates.at(-1)!.body.get('post_data') ?? '').get('_wp_http_referer')).toBe(REFERER);
    expect($('#place_order').classList.contains('elementor-animation-grow')).toBe(true);
    expect($('#payment [name="_wp_http_referer"]').getAttribute('value')).toBe(REFERER);
  });

  it('with WooCommerce’s own jQuery checkout: its update_checkout hears ours, and its updated_checkout is heard', async () => {
    await checkoutPage({ jquery: true });
    const $jq = installJQuery();
    const stand_in = vi.fn(() => {
      // wc-checkout's update: the payment section comes back as the server renders it.
      const fresh = $('#payment').cloneNode(true) as HTMLElement;
      fresh.querySelector('#place_order')!.className = 'button alt';
      fresh.querySelector('[name="_wp_http_referer"]')!.setAttribute('value', '/finalizar-compra/');
      $('#payment').replaceWith(fresh);
      $jq(document.body).trigger('updated_checkout', [{ result: 'success' }]);
    });
    $jq(document.body).on('update_checkout', stand_in);
    await openCoupon('VERANO10');
    page.shop.reply('apply_coupon', html(applied));
    fireEvent.click(applyButton());
    await flush();
    expect(stand_in).toHaveBeenCalledTimes(1);
    expect($('#place_order').classList.contains('elementor-animation-grow')).toBe(true);
    expect($('#payment [name="_wp_http_referer"]').getAttribute('value')).toBe(REFERER);
  });

  it('the order column sticks at its offset', async () => {
    await checkoutPage();
    await flush(20);
    expect($('.e-sticky-right-column').classList.contains('e-sticky-right-column--active')).toBe(true);
    expect($('.e-sticky-right-column').style.top).toBe('20px');
  });
});

describe('shop-checkout: bad input and dispose', () => {
  it('malformed data-settings: left as served, one warning', async () => {
    render(malformed);
    setGlobals({ ElementorProFrontendConfig: elementorProConfig, elementorFrontendConfig: { post: { id: 8 } }, wc_checkout_params: checkoutParams });
    const before = document.body.innerHTML;
    await boot(['shop-checkout'], [DEF]);
    await flush(20);
    expect(warningsFor(page, 'shop-checkout')).toEqual(['[storefront] shop-checkout: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped: every listener goes, the markup is as served', async () => {
    const tracker = trackListeners();
    render(served);
    setGlobals({ ElementorProFrontendConfig: elementorProConfig, elementorFrontendConfig: { post: { id: 8 } }, wc_checkout_params: checkoutParams });
    const before = document.body.innerHTML;
    const scanner = await boot(['shop-checkout'], [DEF]);
    await flush(20);
    fireEvent.click(showLogin());
    await flush(400);
    fireEvent.click(showLogin());
    await flush(400);
    scanner.stop();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped while a coupon is on its way: the box is freed and the answer changes nothing', async () => {
    await checkoutPage();
    const appliedEvents = listen('applied_coupon_in_checkout');
    await openCoupon('VERANO10');
    const reply = page.shop.defer('apply_coupon');
    fireEvent.click(applyButton());
    await flush();
    page.scanner!.stop();
    expect($('.e-coupon-box').hasAttribute('aria-busy')).toBe(false);
    reply.answer(html(applied));
    await flush();
    expect(document.querySelector('.woocommerce-message')).toBeNull();
    expect(appliedEvents).not.toHaveBeenCalled();
  });
});
