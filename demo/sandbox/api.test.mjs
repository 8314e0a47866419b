// The API origin over HTTP: CORS, every client- and server-API row, the 3-D Secure and hosted card
// pages, the QA page and the fault switches.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';

import { startSandbox } from './server.mjs';
import { TEST_CARDS } from './cards.mjs';
import { sandboxClient, CLIENT_ENV, FUTURE } from './testing.mjs';

const SHOP = 'http://127.0.0.1:4173';
const COMPLETE = `${SHOP}/finalizar-compra/order-received/77/?key=wc_order_x`;
const FAIL = `${SHOP}/finalizar-compra/order-pay/77/?pay_for_order=true`;

let sandbox;
let api;

beforeAll(async () => {
  sandbox = await startSandbox({ shopOrigins: [SHOP] });
  api = sandboxClient(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => fetch(`${sandbox.apiOrigin}/__sandbox/faults`, { method: 'DELETE' }));

const shopPayment = (fields = {}) => api.createPayment({ orderId: '77', sessionId: 'wc-session-1', completeUrl: COMPLETE, failUrl: FAIL, cancelUrl: `${SHOP}/finalizar-compra/`, ...fields });
const form = (fields) => ({ method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const page = (path, init = {}) => fetch(`${sandbox.apiOrigin}${path}`, { redirect: 'manual', ...init });

function expectProviderError(answer, status, statusCode) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ status: expect.any(String), statusCode, message: expect.any(String), requestId: expect.any(String), requestTime: expect.any(String) });
  expect(Number.isNaN(Date.parse(answer.body.requestTime))).toBe(false);
}

const SCENARIO_RESULT = {
  success: { status: 'SUCCEEDED', type: 'COMPLETE' },
  frictionless: { status: 'PENDING', type: 'FRICTIONLESS_CHALLENGE' },
  challenge: { status: 'PENDING', type: 'CHALLENGE' },
  declined: { status: 'FAILED', type: 'COMPLETE', statusCode: 'E201' },
  'insufficient-funds': { status: 'FAILED', type: 'COMPLETE', statusCode: 'E221' },
  'expired-card': { status: 'FAILED', type: 'COMPLETE', statusCode: 'E506' },
};

describe('CORS', () => {
  it.each([
    ['the shop origin', SHOP],
    ['the components origin', () => sandbox.componentsOrigin],
  ])('answers a preflight from %s', async (_, originOrFn) => {
    const origin = typeof originOrFn === 'function' ? originOrFn() : originOrFn;
    const res = await fetch(`${sandbox.apiUrl}/tokens`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,client-env' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, Client-Env, Client-Signature');
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('does not allow another origin', async () => {
    const res = await fetch(`${sandbox.apiUrl}/tokens`, { method: 'OPTIONS', headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('puts the allowed origin on answers, errors and fault answers alike', async () => {
    const ok = await api.client('GET', '/payment-methods?accountId=sandbox-account', undefined, { Origin: SHOP });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(ok.headers.get('vary')).toBe('Origin');
    const error = await api.client('POST', '/tokens', {}, { Origin: sandbox.componentsOrigin });
    expect(error.status).toBe(400);
    expect(error.headers.get('access-control-allow-origin')).toBe(sandbox.componentsOrigin);
    await api.call('POST', '/__sandbox/faults', { body: { status: 503 } });
    const faulted = await api.client('GET', '/payment-methods?accountId=sandbox-account', undefined, { Origin: SHOP });
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('access-control-allow-origin')).toBe(SHOP);
  });
});

describe('GET /payment-methods', () => {
  it('by accountId: the methods and their metadata, no amount', async () => {
    const { status, body } = await api.client('GET', '/payment-methods?accountId=sandbox-account');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      paymentMethods: ['card', 'bizum', 'paypal', 'applePay', 'googlePay', 'cofidis', 'cofidisLoan'],
      livemode: false,
      accountId: 'sandbox-account',
      countryCode: 'ES',
      merchantUrl: SHOP,
      metadata: { card: { brands: expect.arrayContaining(['visa', 'mastercard']) }, bizum: { countries: ['ES'] }, mbway: { countries: ['PT'] }, paypal: { clientId: expect.any(String), merchantId: expect.any(String) }, googlePay: { merchantId: expect.any(String) }, applePay: { merchantId: expect.any(String) } },
    });
    expect(body).not.toHaveProperty('amount');
    expect(body).not.toHaveProperty('currency');
  });

  it('by paymentId: with amount and currency, and only the methods the payment allows', async () => {
    const payment = await shopPayment({ amount: 4250, allowedPaymentMethods: ['card'] });
    const { body } = await api.client('GET', `/payment-methods?paymentId=${payment.id}`);
    expect(body).toMatchObject({ paymentMethods: ['card'], amount: 4250, currency: 'EUR', accountId: 'sandbox-account' });
  });

  it.each([
    ['neither id', '', 400, 'E150'],
    ['an unknown account', '?accountId=someone', 404, 'E150'],
    ['an unknown payment', `?paymentId=${'0'.repeat(32)}`, 404, 'E205'],
  ])('refuses %s', async (_, query, status, statusCode) => {
    expectProviderError(await api.client('GET', `/payment-methods${query}`), status, statusCode);
  });
});

describe('POST /tokens', () => {
  it('needs Client-Env', async () => {
    const answer = await api.client('POST', '/tokens', { accountId: 'sandbox-account', paymentMethod: { card: { number: '4444444444444414', ...FUTURE } } });
    expectProviderError(answer, 400, 'E150');
    expect(answer.body.message).toBe('Client-Env header is required');
  });

  it.each([
    ['a Luhn failure', { number: '4444444444444415' }, 'Card number is invalid'],
    ['a past year', { expYear: '20' }, 'Expiry year cannot be in the past'],
    ['month 13', { expMonth: '13' }, 'Expiry month must be between 01 and 12'],
    ['a two-digit CVC', { cvc: '12' }, 'CVC is invalid'],
  ])('answers 200 {error} for %s', async (_, override, error) => {
    const answer = await api.withEnv('POST', '/tokens', { accountId: 'sandbox-account', paymentMethod: { card: { number: '4444444444444414', ...FUTURE, ...override } } });
    expect(answer).toMatchObject({ status: 200, body: { error } });
  });

  it.each([
    ['card', { card: { number: '5555555555555524', ...FUTURE } }, {}],
    ['paypal', { paypal: {} }, { paypal: { orderId: expect.stringMatching(/^[0-9A-Z]{17}$/) } }],
    ['bizum', { bizum: { phoneNumber: '+34500000000' } }, {}],
    ['applePay without amount or currency', { applePay: { token: Buffer.from('{"data":"x"}').toString('base64') } }, {}],
    ['googlePay', { googlePay: { token: Buffer.from('{"signature":"x"}').toString('base64') } }, {}],
  ])('%s → {paymentToken}', async (_, paymentMethod, extra) => {
    const answer = await api.withEnv('POST', '/tokens', { accountId: 'sandbox-account', sessionId: 's', amount: paymentMethod.applePay ? undefined : 1000, currency: paymentMethod.applePay ? undefined : 'EUR', paymentMethod });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ paymentToken: expect.stringMatching(/^[0-9a-f]{40}$/), ...extra });
  });

  it.each([
    ['neither id', { paymentMethod: { paypal: {} } }, 400, 'E150'],
    ['an unknown payment', { paymentId: '1'.repeat(32), paymentMethod: { paypal: {} } }, 404, 'E205'],
    ['no payment method', { accountId: 'sandbox-account' }, 400, 'E150'],
  ])('refuses %s', async (_, body, status, statusCode) => {
    expectProviderError(await api.withEnv('POST', '/tokens', body), status, statusCode);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${sandbox.apiUrl}/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Client-Env': CLIENT_ENV }, body: '{"accountId":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 'E150', message: 'The request body is not valid JSON' });
  });
});

describe('client-get and client-confirm', () => {
  it('client-get answers the PaymentResult', async () => {
    const payment = await shopPayment();
    const { status, body } = await api.client('GET', `/payments/${payment.id}/client-get`);
    expect(status).toBe(200);
    expect(body).toEqual({ id: payment.id, status: 'PENDING', orderId: '77', amount: 1999, currency: 'EUR', accountId: 'sandbox-account', nextAction: { type: 'CONFIRM', mustRedirect: true, redirectUrl: `${sandbox.apiOrigin}/pay/${payment.id}` } });
    expectProviderError(await api.client('GET', `/payments/${'2'.repeat(32)}/client-get`), 404, 'E205');
  });

  it.each(TEST_CARDS.map((c) => [c.number, c.scenario]))('client-confirm of %s (%s)', async (number, scenario) => {
    const want = SCENARIO_RESULT[scenario];
    const payment = await shopPayment();
    const token = await api.cardToken(number, { paymentId: payment.id });
    const { status, body } = await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: token, paymentMethod: { card: { cardholderName: 'Ana Pérez' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: payment.id, status: want.status, orderId: '77' });
    if (want.statusCode) expect(body).toMatchObject({ statusCode: want.statusCode, statusMessage: expect.any(String) });
    const redirectUrl = want.type === 'COMPLETE' ? (want.status === 'FAILED' ? FAIL : COMPLETE) : `${sandbox.apiOrigin}/3ds/${payment.id}`;
    expect(body.nextAction).toEqual({ type: want.type, mustRedirect: want.type === 'COMPLETE', redirectUrl });
  });

  it('an AUTH payment ends AUTHORIZED', async () => {
    const payment = await shopPayment({ transactionType: 'AUTH' });
    const token = await api.cardToken('4444444444444414', { paymentId: payment.id });
    const { body } = await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: token });
    expect(body).toMatchObject({ status: 'AUTHORIZED', statusCode: 'E000', nextAction: { type: 'COMPLETE', mustRedirect: true, redirectUrl: COMPLETE } });
  });

  it('takes an accountId token of the same session', async () => {
    const token = await api.cardToken('4444444444444414', { accountId: 'sandbox-account', sessionId: 'wc-session-1' });
    const payment = await shopPayment();
    const { body } = await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: token });
    expect(body.status).toBe('SUCCEEDED');
  });

  it('uses a token once', async () => {
    const payment = await shopPayment();
    const token = await api.cardToken('4444444444444505', { paymentId: payment.id });
    expect((await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: token })).body.status).toBe('FAILED');
    const other = await shopPayment();
    const again = await api.withEnv('POST', `/payments/${other.id}/client-confirm`, { paymentToken: token });
    expectProviderError(again, 422, 'E209');
  });

  it.each([
    ['no Client-Env', async (p, t) => api.client('POST', `/payments/${p.id}/client-confirm`, { paymentToken: t }), 400, 'E150'],
    ['no token', async (p) => api.withEnv('POST', `/payments/${p.id}/client-confirm`, {}), 400, 'E150'],
    ['an unknown token', async (p) => api.withEnv('POST', `/payments/${p.id}/client-confirm`, { paymentToken: 'c'.repeat(40) }), 422, 'E150'],
    ['another payment\'s token', async (p) => api.withEnv('POST', `/payments/${p.id}/client-confirm`, { paymentToken: await api.cardToken('4444444444444414', { paymentId: (await shopPayment()).id }) }), 422, 'E150'],
    ['another session\'s token', async (p) => api.withEnv('POST', `/payments/${p.id}/client-confirm`, { paymentToken: await api.cardToken('4444444444444414', { accountId: 'sandbox-account', sessionId: 'someone-else' }) }), 422, 'E150'],
    ['an unknown payment', async (p, t) => api.withEnv('POST', `/payments/${'3'.repeat(32)}/client-confirm`, { paymentToken: t }), 404, 'E205'],
  ])('refuses %s', async (_, call, status, statusCode) => {
    const payment = await shopPayment();
    const token = await api.cardToken('4444444444444414', { paymentId: payment.id });
    expectProviderError(await call(payment, token), status, statusCode);
  });

  it('refuses a payment that is no longer PENDING', async () => {
    const payment = await shopPayment();
    await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: await api.cardToken('4444444444444414', { paymentId: payment.id }) });
    const late = await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: await api.cardToken('4444444444444414', { paymentId: payment.id }) });
    expectProviderError(late, 422, 'E209');
  });

  it('keeps the browser data from Client-Env on the payment', async () => {
    const payment = await shopPayment();
    await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: await api.cardToken('4444444444444414', { paymentId: payment.id }) });
    const { body } = await api.server('GET', `/payments/${payment.id}`);
    expect(body.sessionDetails).toMatchObject({ browserColorDepth: 24, browserScreenHeight: 1080, browserScreenWidth: 1920, browserTimezoneOffset: -60, lang: 'es' });
  });
});

describe('other client-API rows', () => {
  it('client-payments needs Client-Signature', async () => {
    const body = { accountId: 'sandbox-account', pointOfSaleId: 'pos-1', amount: 500, currency: 'EUR' };
    expectProviderError(await api.withEnv('POST', '/client-payments', body), 401, 'E151');
    const answer = await api.client('POST', '/client-payments', body, { 'Client-Env': CLIENT_ENV, 'Client-Signature': 'signed-by-pos' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'PENDING', amount: 500, nextAction: { type: 'CONFIRM' } });
  });

  it('client-receipt needs a signature and an email', async () => {
    const payment = await shopPayment({ customer: { email: 'ana@example.com' } });
    expectProviderError(await api.client('POST', `/payments/${payment.id}/client-receipt`, { customerEmail: 'ana@example.com' }), 401, 'E151');
    expectProviderError(await api.client('POST', `/payments/${payment.id}/client-receipt`, { customerEmail: 'nope', signature: 's' }), 400, 'E150');
    const answer = await api.client('POST', `/payments/${payment.id}/client-receipt`, { signature: 's', language: 'es' });
    expect(answer).toMatchObject({ status: 200, body: { id: payment.id, status: 'PENDING' } });
    const [kept] = (await api.payments()).filter((p) => p.id === payment.id);
    expect(kept.receipts).toEqual([{ customerEmail: 'ana@example.com', language: 'es', at: expect.any(String) }]);
  });

  it('apple-pay/sessions answers an opaque merchant session', async () => {
    const answer = await api.client('POST', '/apple-pay/sessions', { accountId: 'sandbox-account', validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domainName: 'shop.test', displayName: 'Tienda' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ merchantSessionIdentifier: expect.any(String), epochTimestamp: expect.any(Number), expiresAt: expect.any(Number), nonce: expect.any(String), domainName: 'shop.test', displayName: 'Tienda', signature: expect.any(String) });
    expectProviderError(await api.client('POST', '/apple-pay/sessions', { accountId: 'sandbox-account' }), 400, 'E150');
  });

  it.each([
    [7499, 'cofidis', []],
    [100001, 'cofidisLoan', []],
    [7500, 'cofidis', [{ installments: 4, quote: 1875, totalAmount: 7500, interestAmount: 0, tin: 0, tae: 0 }]],
    [10001, 'cofidis', [{ installments: 4, quote: 2500, totalAmount: 10001 }]],
  ])('calculate-financing for %i cents (%s)', async (amount, paymentMethod, rows) => {
    const { status, body } = await api.client('POST', '/cofidis/calculate-financing', { amount, accountId: 'sandbox-account', paymentMethod });
    expect(status).toBe(200);
    expect(body).toHaveLength(rows.length);
    rows.forEach((row, i) => expect(body[i]).toMatchObject({ financingAmount: amount, legalPhrase: expect.any(String), capEuros: expect.any(Number), capPercent: expect.any(Number), ...row }));
  });

  it('calculate-financing for the loan: 6, 12 and 24 months, French amortization', async () => {
    const { body } = await api.client('POST', '/cofidis/calculate-financing', { amount: 60000, accountId: 'sandbox-account', paymentMethod: 'cofidisLoan' });
    expect(body.map((r) => r.installments)).toEqual([6, 12, 24]);
    const r = 8.99 / 100 / 12;
    for (const row of body) {
      expect(row.quote).toBe(Math.round((60000 * r) / (1 - (1 + r) ** -row.installments)));
      expect(row.totalAmount).toBe(row.quote * row.installments);
      expect(row.interestAmount).toBe(row.totalAmount - 60000);
      expect(row.tae).toBeGreaterThan(row.tin);
    }
    expectProviderError(await api.client('POST', '/cofidis/calculate-financing', { amount: 60000 }), 400, 'E150');
  });

  it.each([
    ['+34500000000', 1500, true],
    ['+34500000000', 1501, false],
    ['+34500000000', undefined, true],
    ['+34600000000', 100, false],
  ])('validate-phone %s for %s cents → %s', async (phoneNumber, amount, isValid) => {
    expect((await api.client('POST', '/bizum/validate-phone', { accountId: 'sandbox-account', phoneNumber, amount })).body).toEqual({ isValid });
  });

  it('validate-phone reads the amount of the payment it names', async () => {
    const payment = await shopPayment({ amount: 2000 });
    expect((await api.client('POST', '/bizum/validate-phone', { paymentId: payment.id, phoneNumber: '+34500000000' })).body).toEqual({ isValid: false });
  });
});

describe('server API', () => {
  it.each([
    ['no key', {}],
    ['another key', { Authorization: 'pk_live_nope' }],
  ])('answers 401 with %s', async (_, headers) => {
    const res = await api.call('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR', orderId: '1' }, headers });
    expectProviderError(res, 401, 'E151');
    expectProviderError(await api.call('GET', `/v1/payments/${'4'.repeat(32)}`, { headers }), 401, 'E151');
  });

  it('create without a token: PENDING, CONFIRM to the hosted page', async () => {
    const payment = await shopPayment({ description: 'Tienda Aurora - #77', customer: { email: 'ana@example.com', name: 'Ana', phone: null }, billingDetails: { name: 'Ana', address: { country: 'ES' } }, sessionDetails: { ip: '127.0.0.1', userAgent: 'test' } });
    expect(payment).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'PENDING', accountId: 'sandbox-account', livemode: false, description: 'Tienda Aurora - #77', nextAction: { type: 'CONFIRM', mustRedirect: true, redirectUrl: `${sandbox.apiOrigin}/pay/${payment.id}` } });
    expect((await api.server('GET', `/payments/${payment.id}`)).body).toEqual(payment);
  });

  it.each(TEST_CARDS.map((c) => [c.number, c.scenario]))('create with a token of %s (%s) runs it at once, redirecting', async (number, scenario) => {
    const want = SCENARIO_RESULT[scenario];
    const token = await api.cardToken(number, { accountId: 'sandbox-account', sessionId: 'wc-session-1' });
    const payment = await shopPayment({ paymentToken: token });
    expect(payment.status).toBe(want.status);
    expect(payment.nextAction).toMatchObject({ type: want.type, mustRedirect: true });
    expect(payment.paymentMethod).toMatchObject({ method: 'card', card: { last4: number.slice(-4), type: 'credit', country: 'ES', expiration: expect.any(Number) } });
  });

  it.each(TEST_CARDS.map((c) => [c.number, c.scenario]))('create then confirm %s (%s)', async (number, scenario) => {
    const want = SCENARIO_RESULT[scenario];
    const created = await shopPayment();
    const token = await api.cardToken(number, { accountId: 'sandbox-account', sessionId: 'wc-session-1' });
    const { status, body } = await api.server('POST', `/payments/${created.id}/confirm`, { paymentToken: token, paymentMethod: { card: { cardholderName: 'Ana Pérez' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: want.status, nextAction: { type: want.type, mustRedirect: true } });
    expect(body.paymentMethod.card.cardholderName).toBe('Ana Pérez');
    if (want.statusCode) expect(body.statusCode).toBe(want.statusCode);
  });

  it('confirm works on PENDING only', async () => {
    const payment = await shopPayment({ paymentToken: await api.cardToken('4444444444444414', { accountId: 'sandbox-account', sessionId: 'wc-session-1' }) });
    const token = await api.cardToken('4444444444444414', { paymentId: payment.id });
    expectProviderError(await api.server('POST', `/payments/${payment.id}/confirm`, { paymentToken: token }), 422, 'E209');
  });

  it('AUTH, capture, refund in two parts; cancel an authorization', async () => {
    const token = () => api.cardToken('5555555555555524', { accountId: 'sandbox-account', sessionId: 'wc-session-1' });
    const auth = await shopPayment({ transactionType: 'AUTH', paymentToken: await token() });
    expect(auth.status).toBe('AUTHORIZED');
    expect((await api.server('POST', `/payments/${auth.id}/capture`, {})).body.status).toBe('SUCCEEDED');
    expectProviderError(await api.server('POST', `/payments/${auth.id}/capture`, {}), 422, 'E212');
    expect((await api.server('POST', `/payments/${auth.id}/refund`, { amount: 999, refundReason: 'requested_by_customer' })).body).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 999 });
    expect((await api.server('POST', `/payments/${auth.id}/refund`, {})).body).toMatchObject({ status: 'REFUNDED', refundedAmount: 1999 });
    expectProviderError(await api.server('POST', `/payments/${auth.id}/refund`, {}), 422, 'E220');

    const second = await shopPayment({ transactionType: 'AUTH', paymentToken: await token() });
    expect((await api.server('POST', `/payments/${second.id}/cancel`, { cancellationReason: 'duplicated' })).body).toMatchObject({ status: 'CANCELED', cancellationReason: 'duplicated' });
    const [kept] = (await api.payments()).filter((p) => p.id === second.id);
    expect(kept.history.map((h) => h.status)).toEqual(['PENDING', 'AUTHORIZED', 'CANCELED']);
  });

  it('VERIF of 0 saves the card; the permanent token pays again and again', async () => {
    const verif = await shopPayment({ amount: 0, transactionType: 'VERIF', generatePaymentToken: true, allowedPaymentMethods: ['card'], paymentToken: await api.cardToken('4444444444444414', { accountId: 'sandbox-account', sessionId: 'wc-session-1' }, { expMonth: '07', expYear: '31' }) });
    expect(verif).toMatchObject({ status: 'SUCCEEDED', amount: 0, paymentToken: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(verif.paymentMethod).toEqual({ method: 'card', card: { brand: 'visa', last4: '4414', expiration: Date.UTC(2031, 7, 1) / 1000 - 1, type: 'credit', country: 'ES', threeDSecure: false, threeDSecureFlow: 'DIRECT' } });
    for (const fields of [{ amount: 0, transactionType: 'VERIF', generatePaymentToken: true }, { amount: 2500 }, { amount: 800, transactionType: 'AUTH' }]) {
      const reuse = await shopPayment({ ...fields, paymentToken: verif.paymentToken });
      expect(reuse.status).toBe(fields.transactionType === 'AUTH' ? 'AUTHORIZED' : 'SUCCEEDED');
      expect(reuse.paymentMethod.card.last4).toBe('4414');
    }
  });

  it.each([
    ['amount 0 for a SALE', { amount: 0 }, 'E210'],
    ['a relative completeUrl', { completeUrl: '/done' }, 'E150'],
    ['an unknown transactionType', { transactionType: 'REFUND' }, 'E150'],
    ['a missing currency', { currency: undefined }, 'E204'],
  ])('create refuses %s', async (_, fields, statusCode) => {
    expectProviderError(await api.server('POST', '/payments', { amount: 1999, currency: 'EUR', orderId: '9', ...fields }), 400, statusCode);
  });

  it('GET of an unknown payment is 404 E205', async () => {
    expectProviderError(await api.server('GET', `/payments/${'5'.repeat(32)}`), 404, 'E205');
  });
});

describe('3-D Secure page', () => {
  async function challenged(number = '4444444444444406', fields = {}) {
    const payment = await shopPayment(fields);
    const token = await api.cardToken(number, { paymentId: payment.id });
    await api.server('POST', `/payments/${payment.id}/confirm`, { paymentToken: token });
    return payment;
  }

  it('shows Complete and Fail in a plain form, framable by the components and shop origins only', async () => {
    const payment = await challenged();
    const res = await page(`/3ds/${payment.id}?framed=1`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/<form method="post">/);
    expect(text).toContain('<button type="submit" name="decision" value="complete">Complete</button>');
    expect(text).toContain('value="fail" class="secondary">Fail</button>');
    expect(text).not.toMatch(/<script/i);
    const csp = res.headers.get('content-security-policy');
    expect(csp).toContain(`frame-ancestors ${sandbox.componentsOrigin} ${SHOP}`);
    expect(csp).toContain("default-src 'none'");
  });

  it.each([
    ['complete', 'SALE', COMPLETE, 'SUCCEEDED'],
    ['complete', 'AUTH', COMPLETE, 'AUTHORIZED'],
    ['fail', 'SALE', FAIL, 'FAILED'],
  ])('top-level %s (%s): 303 back to the shop with the result', async (decision, transactionType, base, status) => {
    const payment = await challenged('5555555555555508', { transactionType });
    const res = await page(`/3ds/${payment.id}`, form({ decision }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location'));
    expect(`${location.origin}${location.pathname}`).toBe(new URL(base).origin + new URL(base).pathname);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      ...Object.fromEntries(new URL(base).searchParams),
      id: payment.id,
      orderId: '77',
      status,
      ...(status === 'FAILED' ? { message: '3D Secure authentication failed' } : {}),
    });
    const after = (await api.client('GET', `/payments/${payment.id}/client-get`)).body;
    expect(after.status).toBe(status);
    if (status === 'FAILED') expect(after).toMatchObject({ statusCode: 'E402', statusMessage: '3D Secure authentication failed' });
    // Coming back to the page (Back button) sends the shopper on again.
    expect((await page(`/3ds/${payment.id}`)).headers.get('location')).toBe(res.headers.get('location'));
  });

  it('framed: a done page; the modal reads the result from client-get', async () => {
    const payment = await challenged();
    const res = await page(`/3ds/${payment.id}?framed=1`, form({ decision: 'complete' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${sandbox.componentsOrigin}`);
    expect(await res.text()).toContain('data-status="SUCCEEDED"');
    expect((await api.client('GET', `/payments/${payment.id}/client-get`)).body).toMatchObject({ status: 'SUCCEEDED', nextAction: { type: 'COMPLETE', mustRedirect: true, redirectUrl: COMPLETE } });
  });

  it('frictionless completes on GET: top-level redirects, framed shows done', async () => {
    const top = await challenged('4444444444444422');
    const res = await page(`/3ds/${top.id}`);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')).searchParams.get('status')).toBe('SUCCEEDED');

    const framed = await challenged('5555555555555532');
    const done = await page(`/3ds/${framed.id}?framed=1`);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('data-status="SUCCEEDED"');
    const kept = (await api.server('GET', `/payments/${framed.id}`)).body;
    expect(kept.paymentMethod.card).toMatchObject({ threeDSecure: true, threeDSecureFlow: 'FRICTIONLESS' });
  });

  it('escapes what it prints', async () => {
    const payment = await challenged('4444444444444406', { orderId: '<img src=x onerror=alert(1)>"\'&' });
    const text = await (await page(`/3ds/${payment.id}`)).text();
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    expect(text).not.toContain('<img src=x');
  });

  it.each([
    ['an unknown payment', async () => `/3ds/${'6'.repeat(32)}`, 404],
    ['a payment with nothing to authenticate', async () => `/3ds/${(await shopPayment()).id}`, 409],
  ])('answers a page for %s', async (_, path, status) => {
    const res = await page(await path());
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('refuses a decision that is neither button', async () => {
    const payment = await challenged();
    expect((await page(`/3ds/${payment.id}`, form({ decision: 'maybe' }))).status).toBe(400);
    expect((await api.client('GET', `/payments/${payment.id}/client-get`)).body.status).toBe('PENDING');
  });
});

describe('hosted card page (/pay)', () => {
  it('a server-rendered form without script', async () => {
    const payment = await shopPayment();
    const res = await page(`/pay/${payment.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const name of ['cardholderName', 'number', 'expiry', 'cvc']) expect(text).toMatch(new RegExp(`<label for="${name}">`));
    expect(text).toContain('Pay 19.99 EUR');
    expect(text).toContain(`href="${SHOP}/finalizar-compra/"`);
    expect(text).not.toMatch(/<script/i);
  });

  it.each([
    ['4444 4444 4444 4414', (p, loc) => expect(loc).toMatch(new RegExp(`^${COMPLETE.replace(/[?]/g, '\\?')}&id=${p.id}&orderId=77&status=SUCCEEDED$`))],
    ['4444444444444505', (p, loc) => expect(new URL(loc).searchParams.get('status')).toBe('FAILED')],
    ['4444444444444406', (p, loc) => expect(loc).toBe(`/3ds/${p.id}`)],
  ])('paying with %s redirects on', async (number, check) => {
    const payment = await shopPayment();
    const res = await page(`/pay/${payment.id}`, form({ cardholderName: 'Ana Pérez', number, expiry: '12/34', cvc: '123' }));
    expect(res.status).toBe(303);
    check(payment, res.headers.get('location'));
  });

  it('a bad card shows the field message and never prints the number back', async () => {
    const payment = await shopPayment();
    const res = await page(`/pay/${payment.id}`, form({ cardholderName: '<b>Ana</b>', number: '4444444444444415', expiry: '12/34', cvc: '123' }));
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).toContain('role="alert" id="card-error">Card number is invalid<');
    expect(text).not.toContain('4444444444444415');
    expect(text).toContain('value="&lt;b&gt;Ana&lt;/b&gt;"');
    expect((await api.client('GET', `/payments/${payment.id}/client-get`)).body.status).toBe('PENDING');
  });
});

describe('QA page and /__sandbox', () => {
  it('lists each payment with history and webhook deliveries, escaped', async () => {
    const payment = await shopPayment({ orderId: '<script>alert(1)</script>', callbackUrl: 'http://127.0.0.1:9/ipn' });
    const res = await page('/');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`data-payment-id="${payment.id}"`);
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('<code>http://127.0.0.1:9/ipn</code>');
    expect(text).toContain('4444444444444406');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('health is ok; payments is JSON with history', async () => {
    const res = await page('/__sandbox/health');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    const payment = await shopPayment();
    const [kept] = (await api.payments()).filter((p) => p.id === payment.id);
    expect(kept).toMatchObject({ id: payment.id, status: 'PENDING', transactionType: 'SALE', history: [{ status: 'PENDING', at: expect.any(String) }], webhookDeliveries: [] });
  });
});

describe('fault switches', () => {
  const arm = (body) => api.call('POST', '/__sandbox/faults', { body });
  const methods = () => api.client('GET', '/payment-methods?accountId=sandbox-account');

  it('status: the next client request answers it with the provider error body', async () => {
    await arm({ status: 503 });
    expectProviderError(await methods(), 503, 'E999');
    expect((await methods()).status).toBe(200);
  });

  it('count: as many requests as asked, then normal again', async () => {
    await arm({ status: 429, count: 2 });
    expect((await methods()).status).toBe(429);
    expect((await api.withEnv('POST', '/tokens', { accountId: 'sandbox-account', paymentMethod: { paypal: {} } })).status).toBe(429);
    expect((await methods()).status).toBe(200);
  });

  it('delay: answers normally, late', async () => {
    await arm({ delayMs: 300 });
    const started = performance.now();
    const answer = await methods();
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(answer.status).toBe(200);
  });

  it('hang: never answers; the client gives up with its AbortSignal', async () => {
    await arm({ hang: true });
    await expect(fetch(`${sandbox.apiUrl}/payment-methods?accountId=sandbox-account`, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/timeout|abort/i);
    expect((await methods()).status).toBe(200);
  });

  it('path: only the requests it names', async () => {
    await arm({ status: 500, path: '/v1/payments/*/client-confirm' });
    expect((await methods()).status).toBe(200);
    const payment = await shopPayment();
    const token = await api.cardToken('4444444444444414', { paymentId: payment.id });
    expectProviderError(await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: token }), 500, 'E999');
    expect((await api.withEnv('POST', `/payments/${payment.id}/client-confirm`, { paymentToken: token })).body.status).toBe('SUCCEEDED');
  });

  it('leaves the server API and the pages alone; DELETE clears', async () => {
    await arm({ status: 500, count: 5 });
    expect((await api.server('POST', '/payments', { amount: 100, currency: 'EUR', orderId: '1' })).status).toBe(200);
    expect((await page('/__sandbox/health')).status).toBe(200);
    expect((await api.call('GET', '/__sandbox/faults')).body).toEqual([{ delayMs: 0, hang: false, status: 500, remaining: 5 }]);
    expect((await api.call('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await methods()).status).toBe(200);
  });

  it.each([
    [{}],
    [{ status: 200 }],
    [{ delayMs: -5 }],
    [{ hang: 'yes' }],
    [{ status: 500, count: 0 }],
  ])('refuses %j', async (body) => {
    expectProviderError(await arm(body), 400, 'E150');
  });
});
