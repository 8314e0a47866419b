// The demo shop's side of MONEI card payments (demo/lib/monei.mjs) against the provider sandbox the
// demo server starts beside it: what the pages print, process_payment's four paths, the return,
// the IPN, adding a card from My Account. Driven over HTTP with fetch and a cookie jar.
import { createHmac } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { startDemoServer } from '../server.mjs';

const CLIENT_ENV = Buffer.from('24|1080|1920|-60|es').toString('base64');
const CARDS = {
  success: '4444444444444414',
  frictionless: '4444444444444422',
  challenge: '4444444444444406',
  declined: '4444444444444505',
  insufficient: '4000000000009995',
};

let demo;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0 });
});
afterAll(() => demo?.close());

/** A browser without a DOM: one cookie jar, redirects left to the test. */
function shopper() {
  const jar = new Map();
  async function request(path, { method = 'GET', form, headers = {} } = {}) {
    const url = /^https?:/.test(path) ? path : `${demo.url}${path}`;
    const init = { method, redirect: 'manual', headers: { ...headers } };
    if (form) {
      init.method = method === 'GET' ? 'POST' : method;
      init.body = new URLSearchParams(form).toString();
      init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    if (jar.size && url.startsWith(demo.url)) init.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, init);
    if (url.startsWith(demo.url)) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
    }
    return res;
  }
  const text = async (path, options) => (await request(path, options)).text();
  const json = async (path, options) => (await request(path, options)).json();
  return { request, text, json };
}

/** A `var name = {...};` global as the page prints it. */
function pageGlobal(html, name) {
  const m = new RegExp(`var ${name} = (\\{.*?\\});\\n</script>`).exec(html);
  return m ? JSON.parse(m[1]) : undefined;
}
const hiddenValue = (html, id) => new RegExp(`id="${id}" name="[^"]*" value="([^"]*)"`).exec(html)?.[1];

/** A card token from the sandbox's client API, as the card input's frame would ask for it. */
async function cardToken(number, sessionId) {
  const res = await fetch(`${demo.sandbox.apiUrl}/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Client-Env': CLIENT_ENV },
    body: JSON.stringify({ accountId: 'sandbox-account', sessionId, paymentMethod: { card: { number, expMonth: '12', expYear: '34', cvc: '123' } } }),
  });
  const body = await res.json();
  if (!body.paymentToken) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.paymentToken;
}

async function sandboxPayment(id) {
  const all = await (await fetch(`${demo.sandbox.apiOrigin}/__sandbox/payments`)).json();
  return all.find((p) => p.id === id);
}

const BILLING = {
  billing_first_name: 'Ana',
  billing_last_name: 'López',
  billing_company: '',
  billing_country: 'ES',
  billing_address_1: 'Calle Mayor 1',
  billing_address_2: '',
  billing_postcode: '46001',
  billing_city: 'Valencia',
  billing_state: 'V',
  billing_phone: '600000000',
  billing_email: 'ana@correo.es',
  'shipping_method[0]': 'flat_rate:1',
  terms: 'on',
  'terms-field': '1',
  payment_method: 'monei',
};

/** A shopper with the mug in the cart on the checkout page: its markup, nonce and MONEI's globals. */
async function atCheckout(s = shopper()) {
  await s.request('/?add-to-cart=11');
  const html = await s.text('/finalizar-compra/');
  return { s, html, nonce: hiddenValue(html, 'woocommerce-process-checkout-nonce'), params: pageGlobal(html, 'wc_monei_params') };
}

const placeOrder = (c, fields) =>
  c.s.json('/?wc-ajax=checkout', { form: { ...BILLING, 'woocommerce-process-checkout-nonce': c.nonce, ...fields } });

const orderOf = (s, id) => s.json(`/__demo/orders/${id}/`);
const until = (check) => vi.waitFor(check, { timeout: 5000, interval: 25 });

/** A blocks-flow order (created, not confirmed), once the sandbox's PENDING webhook has put it on hold. */
async function heldOrder() {
  const c = await atCheckout();
  const placed = await placeOrder(c, { monei_is_block_checkout: 'yes', monei_payment_token: await cardToken(CARDS.success, c.params.sessionId) });
  await until(async () => expect((await orderOf(c.s, placed.order_id)).status).toBe('on-hold'));
  return { c, placed };
}
const queryOf = (url) => new URL(url).searchParams;

function signed(body, { key = 'sandbox-api-key', t = Math.floor(Date.now() / 1000) } = {}) {
  const raw = JSON.stringify(body);
  const v1 = createHmac('sha256', key).update(`${t}.${raw}`).digest('hex');
  return { raw, signature: `t=${t},v1=${v1}` };
}
const ipn = (raw, headers = {}, method = 'POST', path = '/?wc-api=monei_ipn') =>
  fetch(`${demo.url}${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: method === 'POST' ? raw : undefined });

describe('what the pages print', () => {
  it('the checkout lists monei last, with the card fieldset, the saved-methods list and the save box; the globals are printed', async () => {
    const { html, params } = await atCheckout();
    const radios = [...html.matchAll(/name="payment_method" value="([a-z_]+)"/g)].map((m) => m[1]);
    expect(radios).toEqual(['bacs', 'cheque', 'cod', 'monei']);
    expect(html).toContain("value=\"bacs\"  checked='checked'");
    const box = html.slice(html.indexOf('<div class="payment_box payment_method_monei" style="display:none;">'));
    for (const fragment of [
      '<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="0">',
      'id="wc-monei-payment-token-new" type="radio" name="wc-monei-payment-token" value="new"',
      '<fieldset class="monei-fieldset monei-card-fieldset wc-block-components-form"\n\t\t\t\t\tid="wc-monei-cc-form">',
      'id="monei_cardholder_name"',
      'placeholder="Nombre del titular"',
      '<div id="monei-cardholder-name-error" class="wc-block-components-validation-error"',
      '<div id="payment-form" class="monei-input-container wc-block-components-text-input">',
      '<div id="monei-card-input" class="monei-card-input">',
      'id="monei-card-error"',
      '<p class="form-row woocommerce-SavedPaymentMethods-saveNew">',
      'id="wc-monei-new-payment-method" name="wc-monei-new-payment-method" type="checkbox" value="true"',
    ]) {
      expect(box.replace(/\n\t+(?=class|id)/g, ' ')).toContain(fragment.replace(/\n\t+(?=class|id)/g, ' '));
    }
    expect(params).toMatchObject({ accountId: 'sandbox-account', total: '1985', currency: 'EUR', cardInputStyle: { base: { height: '50px' }, input: { background: 'none' } } });
    expect(params.sessionId).toMatch(/^\d+$/);
    expect(Object.keys(params.cardBrands)).toEqual(['visa', 'mastercard', 'amex', 'discover', 'default']);
    expect(params.cardBrands.visa).toEqual({ url: `${demo.url}/demo/assets/cards/visa.svg`, width: 40, height: 24, title: 'Visa' });
    expect(pageGlobal(html, 'storefrontPayments')).toEqual({ componentsUrl: demo.sandbox.componentsUrl, apiUrl: demo.sandbox.apiUrl });
    expect(html).toMatch(/<script id="woocommerce_monei-js-extra" nonce="[^"]+">\nvar wc_monei_params = /);
    expect(html).toMatch(/<script id="storefront-payments-js-extra" nonce="[^"]+">\nvar storefrontPayments = /);
  });

  it('the card brand pictures are served', async () => {
    const res = await fetch(`${demo.url}/demo/assets/cards/mastercard.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('omit= and malformed= apply to the payment globals', async () => {
    const { s } = await atCheckout();
    const html = await s.text('/finalizar-compra/?omit=storefrontPayments&malformed=wc_monei_params');
    expect(pageGlobal(html, 'storefrontPayments')).toBeUndefined();
    const params = pageGlobal(html, 'wc_monei_params');
    expect(params.accountId).toBeUndefined();
    expect(params.total).toBe('14,90 €');
  });

  it('update_order_review adds monei_new_total in cents', async () => {
    const c = await atCheckout();
    const security = /"update_order_review_nonce":"(\w+)"/.exec(c.html)[1];
    const answer = await c.s.json('/?wc-ajax=update_order_review', { form: { security, payment_method: 'monei', country: 'ES', state: 'V', postcode: '46001', city: 'Valencia', address: 'Calle Mayor 1', 's_country': 'ES', 'shipping_method[0]': 'flat_rate:1' } });
    expect(answer.fragments.monei_new_total).toBe(1985);
    expect(answer.fragments['.woocommerce-checkout-payment']).toContain('id="wc-monei-cc-form"');
  });

  it('add-payment-method offers monei last with its text and the card fieldset, and prints the globals', async () => {
    const s = shopper();
    const html = await s.text('/mi-cuenta/add-payment-method/');
    const radios = [...html.matchAll(/name="payment_method" value="([a-z_]+)"/g)].map((m) => m[1]);
    expect(radios).toEqual(['tarjeta_demo', 'sepa_demo', 'monei']);
    const box = html.slice(html.indexOf('woocommerce-PaymentBox--monei'));
    expect(box).toMatch(/^woocommerce-PaymentBox--monei payment_box payment_method_monei" style="display: none;">Paga con MONEI: puedes añadir tu método de pago para futuros pagos.\t\t<fieldset/);
    expect(box).toContain('id="monei-card-input"');
    expect(box.slice(0, box.indexOf('</li>'))).not.toContain('woocommerce-SavedPaymentMethods');
    expect(pageGlobal(html, 'wc_monei_params').total).toBe('0');
    expect(pageGlobal(html, 'storefrontPayments')).toBeDefined();
  });
});

describe('process_payment', () => {
  it('classic: creates, confirms with the cardholder name and sends the shopper back with id, orderId and status; the return completes the order', async () => {
    const c = await atCheckout();
    const token = await cardToken(CARDS.success, c.params.sessionId);
    const answer = await placeOrder(c, { monei_payment_token: token, monei_cardholder_name: 'Ana López García' });
    expect(answer.result).toBe('success');
    const back = queryOf(answer.redirect);
    expect(answer.redirect.startsWith(`${demo.url}/finalizar-compra/order-received/${answer.order_id}/?key=wc_order_`)).toBe(true);
    expect(back.get('utm_nooverride')).toBe('1');
    expect(back.get('orderId')).toBe(String(answer.order_id));
    expect(back.get('status')).toBe('SUCCEEDED');
    const payment = await sandboxPayment(back.get('id'));
    expect(payment).toMatchObject({
      amount: 1985,
      currency: 'EUR',
      orderId: String(answer.order_id),
      description: `Tienda Aurora - #${answer.order_id}`,
      transactionType: 'SALE',
      allowedPaymentMethods: ['card'],
      sessionId: c.params.sessionId,
      callbackUrl: `${demo.url}/wc-api/monei_ipn/`,
      cancelUrl: `${demo.url}/finalizar-compra/`,
      customer: { email: 'ana@correo.es', name: 'Ana López', phone: '600000000' },
      billingDetails: { name: 'Ana López', address: { country: 'ES', city: 'Valencia', line1: 'Calle Mayor 1', line2: null, zip: '46001', state: 'V' } },
      paymentMethod: { card: { cardholderName: 'Ana López García', last4: '4414' } },
    });
    expect(payment.failUrl).toMatch(new RegExp(`^${demo.url}/finalizar-compra/order-pay/${answer.order_id}/\\?pay_for_order=true&key=wc_order_`));
    expect(payment.completeUrl).toBe(answer.redirect.replace(/&id=.*$/, ''));
    expect(payment.generatePaymentToken).toBe(false);

    const received = await c.s.text(answer.redirect.slice(demo.url.length));
    expect(received).toContain('Gracias. Tu pedido ha sido recibido.');
    const order = await orderOf(c.s, answer.order_id);
    expect(order.status).toBe('processing');
    expect(order.meta._payment_order_number_monei).toBe(back.get('id'));
    expect(order.meta._monei_payment_method_display).toBe('Visa Credit •••• 4414');
    expect(received).toContain('<strong>Visa Credit •••• 4414</strong>');
    // The cart is emptied once the order is paid.
    expect(await c.s.text('/finalizar-compra/')).toBe('');
  });

  it('classic without a cardholder name confirms with the billing full name', async () => {
    const c = await atCheckout();
    const answer = await placeOrder(c, { monei_payment_token: await cardToken(CARDS.success, c.params.sessionId) });
    const payment = await sandboxPayment(queryOf(answer.redirect).get('id'));
    expect(payment.paymentMethod.card.cardholderName).toBe('Ana López');
  });

  it('classic with 3-D Secure: the redirect is the provider page with id, orderId and status=PENDING appended', async () => {
    const c = await atCheckout();
    const answer = await placeOrder(c, { monei_payment_token: await cardToken(CARDS.challenge, c.params.sessionId), monei_cardholder_name: 'Ana López' });
    expect(answer.result).toBe('success');
    const url = new URL(answer.redirect);
    expect(url.origin).toBe(demo.sandbox.apiOrigin);
    expect(url.pathname).toBe(`/3ds/${url.searchParams.get('id')}`);
    expect(url.searchParams.get('status')).toBe('PENDING');
    expect(url.searchParams.get('orderId')).toBe(String(answer.order_id));
    // Complete on the provider's page: it sends the shopper to completeUrl, and the order is paid.
    const decided = await fetch(answer.redirect, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=complete' });
    expect(decided.status).toBe(303);
    const location = decided.headers.get('location');
    expect(queryOf(location).get('status')).toBe('SUCCEEDED');
    await c.s.text(location.slice(demo.url.length));
    expect((await orderOf(c.s, answer.order_id)).status).toBe('processing');
  });

  it('classic decline: the shopper goes to the order pay page told why, and the webhook fails the order', async () => {
    const c = await atCheckout();
    const answer = await placeOrder(c, { monei_payment_token: await cardToken(CARDS.declined, c.params.sessionId), monei_cardholder_name: 'Ana López' });
    expect(answer.result).toBe('success');
    const url = new URL(answer.redirect);
    expect(url.pathname).toBe(`/finalizar-compra/order-pay/${answer.order_id}/`);
    expect(url.searchParams.get('status')).toBe('FAILED');
    expect(url.searchParams.get('message')).toBe('Transaction declined by the card-issuing bank');
    await until(async () => expect((await orderOf(c.s, answer.order_id)).status).toBe('failed'));
    const page = await c.s.text(`${url.pathname}${url.search}`);
    expect(page).toContain('El pago ha fallado. Por favor, inténtalo de nuevo');
    expect(page).toContain('Transaction declined by the card-issuing bank');
  });

  it('blocks: only creates the payment and answers what the payment modal confirms with', async () => {
    const c = await atCheckout();
    const token = await cardToken(CARDS.challenge, c.params.sessionId);
    const answer = await placeOrder(c, { monei_payment_token: token, monei_is_block_checkout: 'yes', monei_cardholder_name: 'Ana López' });
    expect(Object.keys(answer)).toEqual(['result', 'redirect', 'paymentId', 'token', 'completeUrl', 'failUrl', 'orderId', 'order_id']);
    expect(answer).toMatchObject({ result: 'success', redirect: false, token, orderId: answer.order_id });
    expect(answer.paymentId).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.completeUrl).toMatch(new RegExp(`^${demo.url}/finalizar-compra/order-received/${answer.order_id}/\\?key=wc_order_\\w+&utm_nooverride=1&orderId=${answer.order_id}$`));
    expect(answer.failUrl).toMatch(new RegExp(`^${demo.url}/finalizar-compra/order-pay/${answer.order_id}/\\?pay_for_order=true&key=wc_order_`));
    const payment = await sandboxPayment(answer.paymentId);
    expect(payment.status).toBe('PENDING');
    expect(payment.paymentMethod).toBeUndefined();
    // The provider's PENDING notification puts it on hold, as the plugin's IPN does.
    await until(async () => expect((await orderOf(c.s, answer.order_id)).status).toBe('on-hold'));
  });

  it('no token and no saved card: a failure with the plugin\'s notice', async () => {
    const c = await atCheckout();
    const answer = await placeOrder(c, {});
    expect(answer.result).toBe('failure');
    expect(answer.messages).toContain('No se pudo generar el token de MONEI.');
  });

  it('a provider error answers failure with the E-code\'s Spanish text (a token used twice: E209)', async () => {
    const c = await atCheckout();
    const token = await cardToken(CARDS.success, c.params.sessionId);
    expect((await placeOrder(c, { monei_payment_token: token })).result).toBe('success');
    const again = await atCheckout(c.s);
    const answer = await placeOrder(again, { monei_payment_token: token });
    expect(answer).toMatchObject({ result: 'failure', refresh: false, reload: false });
    expect(answer.messages).toContain('<li>\n\t\t\tOperación duplicada\t\t</li>');
  });

  it('save the card: generatePaymentToken, the return saves it once; the next checkout pays with it in one step', async () => {
    const c = await atCheckout();
    const answer = await placeOrder(c, { monei_payment_token: await cardToken(CARDS.success, c.params.sessionId), 'wc-monei-new-payment-method': 'true' });
    const id = queryOf(answer.redirect).get('id');
    expect((await sandboxPayment(id)).generatePaymentToken).toBe(true);
    await c.s.text(answer.redirect.slice(demo.url.length));
    await c.s.text(answer.redirect.slice(demo.url.length));
    const next = await atCheckout(c.s);
    expect(next.html).toContain('<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="1">');
    const saved = /id="wc-monei-payment-token-(\d+)" type="radio" name="wc-monei-payment-token" value="\1" style="width:auto;" class="woocommerce-SavedPaymentMethods-tokenInput" checked='checked' \/>\n\t+<label for="wc-monei-payment-token-\1">Visa que termina en 4414 \(caduca el 12\/34\)<\/label>/.exec(next.html);
    expect(saved).not.toBeNull();
    const paid = await placeOrder(next, { 'wc-monei-payment-token': saved[1] });
    expect(paid.result).toBe('success');
    expect(queryOf(paid.redirect).get('status')).toBe('SUCCEEDED');
    const payment = await sandboxPayment(queryOf(paid.redirect).get('id'));
    expect(payment.sessionId).toBeUndefined();
    expect(payment.history.map((h) => h.status)).toEqual(['PENDING', 'SUCCEEDED']);
    // Someone else's token id is refused.
    const stranger = await atCheckout();
    const refused = await placeOrder(stranger, { 'wc-monei-payment-token': saved[1] });
    expect(refused.result).toBe('failure');
    expect(refused.messages).toContain('Método de pago no válido.');
  });

  it('a native POST to order-pay pays the order (flow c) with a 302 to the redirect', async () => {
    const c = await atCheckout();
    const failed = await placeOrder(c, { monei_payment_token: await cardToken(CARDS.insufficient, c.params.sessionId) });
    const payPath = new URL(failed.redirect).pathname + new URL(failed.redirect).search;
    const page = await c.s.text(payPath);
    expect(page).not.toContain('woocommerce-SavedPaymentMethods wc-saved-payment-methods');
    expect(page).toContain('id="wc-monei-cc-form"');
    expect(page).toContain('id="wc-monei-new-payment-method"');
    expect(pageGlobal(page, 'wc_monei_params').total).toBe('1985');
    const payNonce = hiddenValue(page, 'woocommerce-pay-nonce');
    const res = await c.s.request(payPath, {
      form: { payment_method: 'monei', woocommerce_pay: '1', 'woocommerce-pay-nonce': payNonce, terms: 'on', 'terms-field': '1', monei_payment_token: await cardToken(CARDS.success, c.params.sessionId), monei_cardholder_name: 'Ana López' },
    });
    expect(res.status).toBe(302);
    const location = res.headers.get('location');
    expect(queryOf(location).get('status')).toBe('SUCCEEDED');
    const received = await c.s.text(location.slice(demo.url.length));
    expect((await orderOf(c.s, failed.order_id)).status).toBe('processing');
    expect(received).toContain('Gracias. Tu pedido ha sido recibido.');
  });
});

describe('the return and ?status=FAILED', () => {
  it('a native checkout POST pays with a 302, and a ?status=FAILED left in the form\'s URL says nothing afterwards', async () => {
    const c = await atCheckout();
    const res = await c.s.request('/finalizar-compra/?status=FAILED', {
      form: { ...BILLING, woocommerce_checkout_place_order: 'Realizar el pedido', 'woocommerce-process-checkout-nonce': c.nonce, monei_payment_token: await cardToken(CARDS.success, c.params.sessionId) },
    });
    expect(res.status).toBe(302);
    const location = res.headers.get('location');
    expect(queryOf(location).get('status')).toBe('SUCCEEDED');
    const received = await c.s.text(location.slice(demo.url.length));
    expect(received).toContain('Gracias. Tu pedido ha sido recibido.');
    expect(received).not.toContain('El pago ha fallado');
  });

  it('a return whose payment belongs to another order completes neither', async () => {
    const { c: a, placed: paidA } = await heldOrder();
    const b = await atCheckout();
    const paidB = await placeOrder(b, { monei_payment_token: await cardToken(CARDS.success, b.params.sessionId) });
    const forged = new URL(paidA.completeUrl);
    forged.searchParams.set('id', queryOf(paidB.redirect).get('id'));
    forged.searchParams.set('status', 'SUCCEEDED');
    await a.s.text(forged.pathname + forged.search);
    expect((await orderOf(a.s, paidA.order_id)).status).toBe('on-hold');
  });

  it('?status=FAILED on any page says the payment failed, with the message escaped', async () => {
    const s = shopper();
    const html = await s.text(`/tienda/?status=FAILED&message=${encodeURIComponent('<img src=x onerror=alert(1)>Denegada: 5 < 6 & "x"')}`);
    expect(html).toContain('El pago ha fallado. Por favor, inténtalo de nuevo');
    // The notice itself (the shop's ordering form also keeps the query, escaped, in hidden fields).
    expect(html).toMatch(/<li>\s*Denegada: 5 &lt; 6 &amp; &quot;x&quot;\t\t<\/li>/);
    expect(html).not.toContain('<img src=x');
    expect(await s.text('/tienda/')).not.toContain('El pago ha fallado');
  });

  it('?status on the checkout drops the "new payment method" radio, as the plugin\'s hook does', async () => {
    const c = await atCheckout();
    expect(await c.s.text('/finalizar-compra/?status=SUCCEEDED')).not.toContain('wc-monei-payment-token-new');
  });
});

describe('IPN', () => {
  it('answers 405 with Allow: POST to anything but a POST, on both addresses', async () => {
    for (const path of ['/?wc-api=monei_ipn', '/wc-api/monei_ipn/']) {
      const res = await ipn(undefined, {}, 'GET', path);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('answers 401 without a signature, with a wrong one, or an old one', async () => {
    const { raw, signature } = signed({ id: 'a'.repeat(32), orderId: '1', status: 'SUCCEEDED' });
    expect((await ipn(raw)).status).toBe(401);
    expect((await ipn(`${raw} `, { 'MONEI-Signature': signature })).status).toBe(401);
    expect((await ipn(raw, { 'MONEI-Signature': signed(JSON.parse(raw), { key: 'other-key' }).signature })).status).toBe(401);
    const old = signed(JSON.parse(raw), { t: Math.floor(Date.now() / 1000) - 3600 });
    expect((await ipn(old.raw, { 'MONEI-Signature': old.signature })).status).toBe(401);
  });

  it('answers 200 OK for an unknown order (a card verification) and 400 for a body that is no payment', async () => {
    const unknown = signed({ id: 'b'.repeat(32), orderId: '2generatetoken123', status: 'SUCCEEDED', amount: 0 });
    const res = await ipn(unknown.raw, { 'MONEI-Signature': unknown.signature });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const junk = signed(['not', 'a', 'payment']);
    expect((await ipn(junk.raw, { 'MONEI-Signature': junk.signature })).status).toBe(400);
  });

  it('maps a waiting order through the notifications, and a repeated or late one changes nothing', async () => {
    const { c, placed } = await heldOrder();
    const orderId = String(placed.order_id);
    const send = async (body) => {
      const { raw, signature } = signed({ id: placed.paymentId, orderId, amount: 1985, statusCode: 'E000', statusMessage: 'Transaction approved', ...body });
      const res = await ipn(raw, { 'MONEI-Signature': signature }, 'POST', '/wc-api/monei_ipn/');
      expect(res.status).toBe(200);
      return orderOf(c.s, orderId);
    };
    expect((await send({ status: 'PENDING' })).status).toBe('on-hold');
    const paid = await send({ status: 'SUCCEEDED' });
    expect(paid.status).toBe('processing');
    const again = await send({ status: 'SUCCEEDED' });
    expect(again.status).toBe('processing');
    expect(again.notes).toEqual(paid.notes);
    expect(again.datePaid).toBe(paid.datePaid);
    expect(again.transactionId).toBe(placed.paymentId);
    expect((await send({ status: 'PENDING' })).status).toBe('processing');
    expect((await send({ status: 'FAILED', statusCode: 'E201' })).status).toBe('processing');
    expect((await send({ status: 'REFUNDED' })).status).toBe('refunded');
    expect((await send({ status: 'SUCCEEDED' })).status).toBe('refunded');
  });

  it('SUCCEEDED with an amount more than a cent off puts the order on hold; FAILED, CANCELED, AUTHORIZED map as the plugin does', async () => {
    const cases = [
      [{ status: 'SUCCEEDED', amount: 1983 }, 'on-hold'],
      [{ status: 'SUCCEEDED', amount: 1984 }, 'processing'],
      [{ status: 'FAILED', statusCode: 'E201' }, 'failed'],
      [{ status: 'CANCELED' }, 'cancelled'],
      [{ status: 'EXPIRED' }, 'failed'],
      [{ status: 'AUTHORIZED' }, 'on-hold'],
    ];
    for (const [body, expected] of cases) {
      const { c, placed } = await heldOrder();
      const { raw, signature } = signed({ id: placed.paymentId, orderId: String(placed.order_id), amount: 1985, ...body });
      expect((await ipn(raw, { 'MONEI-Signature': signature })).status).toBe(200);
      expect([body, (await orderOf(c.s, placed.order_id)).status]).toEqual([body, expected]);
    }
  });

  it('a late PENDING leaves a failed order failed', async () => {
    const { c, placed } = await heldOrder();
    for (const [status, expected] of [['FAILED', 'failed'], ['PENDING', 'failed']]) {
      const { raw, signature } = signed({ id: placed.paymentId, orderId: String(placed.order_id), amount: 1985, status });
      expect((await ipn(raw, { 'MONEI-Signature': signature })).status).toBe(200);
      expect((await orderOf(c.s, placed.order_id)).status).toBe(expected);
    }
  });

  it('the sandbox\'s own webhook completes an order whose shopper never comes back', async () => {
    const c = await atCheckout();
    const placed = await placeOrder(c, { monei_payment_token: await cardToken(CARDS.frictionless, c.params.sessionId) });
    // The frictionless page decides by being visited; the shopper's browser stops there.
    await fetch(placed.redirect, { redirect: 'manual' });
    await until(async () => expect((await orderOf(c.s, placed.order_id)).status).toBe('processing'));
  });
});

describe('add payment method', () => {
  async function addCard(s, number) {
    const html = await s.text('/mi-cuenta/add-payment-method/');
    const params = pageGlobal(html, 'wc_monei_params');
    return s.request('/mi-cuenta/add-payment-method/', {
      form: {
        payment_method: 'monei',
        'woocommerce-add-payment-method-nonce': hiddenValue(html, 'woocommerce-add-payment-method-nonce'),
        woocommerce_add_payment_method: '1',
        monei_payment_token: await cardToken(number, params.sessionId),
      },
    });
  }

  it('a VERIF payment of 0 saves the card on the way back; the table lists it with delete and no make-default', async () => {
    const s = shopper();
    const res = await addCard(s, CARDS.success);
    expect(res.status).toBe(302);
    const location = res.headers.get('location');
    const url = new URL(location);
    expect(url.pathname).toBe('/mi-cuenta/payment-methods/');
    expect(url.searchParams.get('status')).toBe('SUCCEEDED');
    const payment = await sandboxPayment(url.searchParams.get('id'));
    expect(payment).toMatchObject({ amount: 0, transactionType: 'VERIF', generatePaymentToken: true, allowedPaymentMethods: ['card'], completeUrl: `${demo.url}/mi-cuenta/payment-methods/`, failUrl: `${demo.url}/mi-cuenta/payment-methods/`, cancelUrl: `${demo.url}/mi-cuenta/payment-methods/` });
    expect(payment.orderId).toMatch(/^\d+generatetoken\d+$/);
    const page = await s.text(url.pathname + url.search);
    expect(page).toContain('Método de pago añadido correctamente.');
    expect(page).toContain('<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table">');
    expect(page).toContain('<tr class="payment-method default-payment-method">');
    expect(page).toContain('Visa que termina en 4414');
    expect(page).toMatch(/data-title="Caduca">\s*12\/34/);
    expect(page).toMatch(/<a href="\/mi-cuenta\/delete-payment-method\/\d+\/\?_wpnonce=\w+" class="button delete">Eliminar<\/a>/);
    expect(page).not.toContain('class="button default"');
    // The same return again does not save it twice.
    expect((await s.text(url.pathname + url.search)).match(/<tr class="payment-method/g)).toHaveLength(1);
  });

  it('keeps the 20-second rule', async () => {
    const s = shopper();
    expect((await addCard(s, CARDS.success)).status).toBe(302);
    const res = await addCard(s, CARDS.success);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('No puedes añadir un nuevo método de pago tan pronto después del anterior. Por favor, espera 20 segundos.');
  });

  it('a card that needs 3-D Secure goes to the provider\'s page, which comes back to save it', async () => {
    const s = shopper();
    const res = await addCard(s, CARDS.challenge);
    const location = res.headers.get('location');
    expect(new URL(location).origin).toBe(demo.sandbox.apiOrigin);
    const decided = await fetch(location, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=complete' });
    const back = decided.headers.get('location');
    expect(queryOf(back).get('status')).toBe('SUCCEEDED');
    expect(await s.text(back.slice(demo.url.length))).toContain('Visa que termina en 4406');
  });

  it('a declined card comes back failed: the "added" notice is gone, the failure and the reason are said', async () => {
    const s = shopper();
    const res = await addCard(s, CARDS.declined);
    const location = res.headers.get('location');
    expect(queryOf(location).get('status')).toBe('FAILED');
    const page = await s.text(location.slice(demo.url.length));
    expect(page).not.toContain('Método de pago añadido correctamente.');
    expect(page).toContain('No se ha podido añadir el método de pago a tu cuenta.');
    expect(page).toContain('Transaction declined by the card-issuing bank');
    expect(page).toContain('El pago ha fallado. Por favor, inténtalo de nuevo');
    expect(page).toContain('No se han encontrado métodos guardados.');
  });

  it('make default and delete, with their nonces', async () => {
    // Two cards kept from two paid orders (the checkout has no 20-second rule).
    const s = shopper();
    for (const number of [CARDS.success, '5555555555555524']) {
      const c = await atCheckout(s);
      const paid = await placeOrder(c, { monei_payment_token: await cardToken(number, c.params.sessionId), 'wc-monei-new-payment-method': 'true' });
      await s.text(paid.redirect.slice(demo.url.length));
    }
    const html = await s.text('/mi-cuenta/payment-methods/');
    expect(html.match(/<tr class="payment-method[^"]*">/g)).toEqual(['<tr class="payment-method default-payment-method">', '<tr class="payment-method">']);
    expect(html).toContain('MasterCard que termina en 5524');
    const makeDefault = /href="(\/mi-cuenta\/set-default-payment-method\/(\d+)\/\?_wpnonce=\w+)" class="button default">Hacer predeterminado<\/a>/.exec(html);
    expect((await s.request(`/mi-cuenta/set-default-payment-method/${makeDefault[2]}/?_wpnonce=0000000000`)).status).toBe(302);
    expect(await s.text('/mi-cuenta/payment-methods/')).toContain('Método de pago no válido.');
    await s.request(makeDefault[1]);
    const swapped = await s.text('/mi-cuenta/payment-methods/');
    expect(swapped).toContain('Este método de pago se ha establecido correctamente como predeterminado.');
    expect(swapped.match(/<tr class="payment-method[^"]*">/g)).toEqual(['<tr class="payment-method">', '<tr class="payment-method default-payment-method">']);
    const checkout = (await atCheckout(s)).html;
    expect(checkout).toContain(`value="${makeDefault[2]}" style="width:auto;" class="woocommerce-SavedPaymentMethods-tokenInput" checked='checked'`);
    for (const del of [...swapped.matchAll(/href="(\/mi-cuenta\/delete-payment-method\/\d+\/\?_wpnonce=\w+)"/g)]) await s.request(del[1].replaceAll('&amp;', '&'));
    const after = await s.text('/mi-cuenta/payment-methods/');
    expect(after).toContain('Método de pago eliminado.');
    expect(after).toContain('No se han encontrado métodos guardados.');
  });
});

describe('the provider out of reach', () => {
  it('a network failure answers the spec\'s processing error', async () => {
    const other = await startDemoServer({ port: 0 });
    try {
      const base = other.url;
      const res = await fetch(`${base}/?add-to-cart=11`, { redirect: 'manual' });
      const cookie = res.headers.getSetCookie().map((l) => l.split(';')[0]).join('; ');
      const html = await (await fetch(`${base}/finalizar-compra/`, { headers: { cookie } })).text();
      const params = pageGlobal(html, 'wc_monei_params');
      const nonceValue = hiddenValue(html, 'woocommerce-process-checkout-nonce');
      const token = await (async () => {
        const r = await fetch(`${other.sandbox.apiUrl}/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Client-Env': CLIENT_ENV }, body: JSON.stringify({ accountId: 'sandbox-account', sessionId: params.sessionId, paymentMethod: { card: { number: CARDS.success, expMonth: '12', expYear: '34', cvc: '123' } } }) });
        return (await r.json()).paymentToken;
      })();
      await other.sandbox.close();
      const answer = await (await fetch(`${base}/?wc-ajax=checkout`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...BILLING, 'woocommerce-process-checkout-nonce': nonceValue, monei_payment_token: token }).toString(),
      })).json();
      expect(answer.result).toBe('failure');
      expect(answer.messages).toContain('Se ha producido un error al procesar el pago. Por favor, revisa tu bandeja de entrada de correo electrónico y actualiza la página para volver a intentarlo.');
    } finally {
      await other.close();
    }
  });
});
