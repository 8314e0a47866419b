// The demo checkout's `?pago=<gateway id>` (docs/demo-contract.md, "Classic checkout"): the gateway
// it names becomes the session's chosen one, as a shopper's earlier choice would; without it, or
// with an id naming no gateway, the first gateway stays chosen. Driven over HTTP with a cookie jar.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startDemoServer } from '../server.mjs';

let demo;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0 });
});
afterAll(() => demo?.close());

function shopper() {
  const jar = new Map();
  async function request(path, { form } = {}) {
    const init = { method: form ? 'POST' : 'GET', redirect: 'manual', headers: {} };
    if (form) {
      init.body = new URLSearchParams(form).toString();
      init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    if (jar.size) init.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${demo.url}${path}`, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
  return { request, text: async (path, options) => (await request(path, options)).text() };
}

/** The checked payment radio's value, and the gateways whose payment box is served visible. */
function payment(html) {
  const checked = [...html.matchAll(/<input id="payment_method_(\w+)"([^>]*)\/>/g)].filter((m) => m[2].includes("checked='checked'")).map((m) => m[1]);
  const shown = [...html.matchAll(/<div class="payment_box payment_method_(\w+)" ([^>]*)>/g)].filter((m) => !m[2].includes('display:none')).map((m) => m[1]);
  return { checked, shown };
}

async function checkoutWithMug(query) {
  const s = shopper();
  await s.request('/?add-to-cart=11');
  return { s, html: await s.text(`/finalizar-compra/${query}`) };
}

describe('?pago= on the checkout', () => {
  it.each([
    ['', 'bacs'],
    ['?pago=monei', 'monei'],
    ['?pago=cheque', 'cheque'],
    ['?pago=cod&qa=0', 'cod'],
    ['?pago=bacs', 'bacs'],
    ['?pago=paypal', 'bacs'],
    ['?pago=', 'bacs'],
    ['?pago=MONEI', 'bacs'],
  ])('%s: %s chosen, only its box shown', async (query, chosen) => {
    const { html } = await checkoutWithMug(query);
    expect(payment(html)).toEqual({ checked: [chosen], shown: [chosen] });
  });

  it('with add-to-cart in the same URL: the mug added and MONEI chosen, as the bench opens it', async () => {
    const s = shopper();
    const first = await s.request('/finalizar-compra/?add-to-cart=11&qa=0&pago=monei');
    const html = first.status === 302 ? await s.text(first.headers.get('location').replace(demo.url, '')) : await first.text();
    expect(html).toContain('woocommerce-checkout-review-order-table');
    expect(payment(html)).toEqual({ checked: ['monei'], shown: ['monei'] });
    expect(html).toContain('id="wc-monei-cc-form"');
  });

  it('stays the session’s choice on the next view, as an earlier choice does, until the shopper picks another', async () => {
    const { s } = await checkoutWithMug('?pago=monei');
    expect(payment(await s.text('/finalizar-compra/'))).toEqual({ checked: ['monei'], shown: ['monei'] });
    const page = await s.text('/finalizar-compra/');
    const security = /"update_order_review_nonce":"(\w+)"/.exec(page)[1];
    const answer = await s.request('/?wc-ajax=update_order_review', { form: { security, payment_method: 'cheque', country: 'ES' } });
    expect(answer.status).toBe(200);
    expect(payment(await s.text('/finalizar-compra/'))).toEqual({ checked: ['cheque'], shown: ['cheque'] });
  });

  it('an unknown id keeps the session’s earlier choice', async () => {
    const { s } = await checkoutWithMug('?pago=cod');
    expect(payment(await s.text('/finalizar-compra/?pago=nada'))).toEqual({ checked: ['cod'], shown: ['cod'] });
  });
});
