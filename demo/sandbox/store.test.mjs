// The sandbox provider's rules without HTTP: scenarios, tokens, status changes, and what it keeps.
import { describe, it, expect, beforeEach } from 'vitest';

import { createStore, ProviderError, TOKEN_LIFETIME_MS, sandboxPayment, publicPayment, parseClientEnv } from './store.mjs';
import { TEST_CARDS, CARD_ERRORS, luhnValid, cardBrand, expirationSeconds } from './cards.mjs';

const API = 'http://api.test';
const START = Date.UTC(2025, 5, 15, 12, 0, 0); // 15 June 2025
const card = (number, overrides = {}) => ({ card: { number, expMonth: '12', expYear: '34', cvc: '123', ...overrides } });

let clock;
let events;
let store;

beforeEach(() => {
  clock = START;
  events = [];
  store = createStore({ apiOrigin: API, now: () => clock, onStatusChange: (payment) => events.push(payment) });
});

function payload(overrides = {}) {
  return {
    amount: 1999,
    currency: 'EUR',
    orderId: '1001',
    sessionId: 'session-1',
    completeUrl: 'https://shop.test/done',
    failUrl: 'https://shop.test/fail',
    cancelUrl: 'https://shop.test/checkout',
    callbackUrl: 'https://shop.test/ipn',
    transactionType: 'SALE',
    ...overrides,
  };
}

function accountToken(paymentMethod, binding = {}) {
  return store.createToken({ accountId: 'sandbox-account', sessionId: 'session-1', paymentMethod, ...binding }).paymentToken;
}

function providerError(fn) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProviderError) return { httpStatus: error.httpStatus, statusCode: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('test cards', () => {
  it.each(TEST_CARDS.map((c) => [c.number, c]))('%s passes Luhn and is the brand the table says', (number, c) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe(c.brand);
  });

  it('expiration is the last second of the expiry month', () => {
    expect(new Date(expirationSeconds('02', '28') * 1000).toISOString()).toBe('2028-02-29T23:59:59.000Z');
    expect(new Date(expirationSeconds('12', '34') * 1000).toISOString()).toBe('2034-12-31T23:59:59.000Z');
  });
});

describe('card tokens', () => {
  it.each([
    ['empty number', { number: '' }, CARD_ERRORS.emptyCardNumber],
    ['Luhn failure', { number: '4444444444444415' }, CARD_ERRORS.invalidCardNumber],
    ['letters in the number', { number: '4444abcd44444414' }, CARD_ERRORS.invalidCardNumber],
    ['too short', { number: '4242424' }, CARD_ERRORS.invalidCardNumber],
    ['no expiry', { expMonth: '', expYear: '' }, CARD_ERRORS.emptyExpiryDate],
    ['one-digit month', { expMonth: '1' }, CARD_ERRORS.invalidExpiryDate],
    ['four-digit year', { expYear: '2034' }, CARD_ERRORS.invalidExpiryDate],
    ['month 13', { expMonth: '13' }, CARD_ERRORS.monthOutOfRange],
    ['month 00', { expMonth: '00' }, CARD_ERRORS.monthOutOfRange],
    ['last year', { expMonth: '12', expYear: '24' }, CARD_ERRORS.yearOutOfRange],
    ['last month', { expMonth: '05', expYear: '25' }, CARD_ERRORS.dateOutOfRange],
    ['no CVC', { cvc: '' }, CARD_ERRORS.emptyCVC],
    ['two-digit CVC', { cvc: '12' }, CARD_ERRORS.invalidCVC],
    ['five-digit CVC', { cvc: '12345' }, CARD_ERRORS.invalidCVC],
  ])('%s answers {error}', (_, overrides, message) => {
    const answer = store.createToken({ accountId: 'sandbox-account', paymentMethod: card('4444444444444414', overrides) });
    expect(answer).toEqual({ error: message });
  });

  it('accepts this month and a four-digit CVC', () => {
    expect(store.createToken({ accountId: 'sandbox-account', paymentMethod: card('4444444444444414', { expMonth: '06', expYear: '25', cvc: '1234' }) }).paymentToken).toMatch(/^[0-9a-f]{40}$/);
  });

  it('keeps neither the number nor the CVC', () => {
    const token = accountToken(card('4444444444444406', { cvc: '987' }));
    const kept = JSON.stringify(store.token(token));
    expect(kept).not.toContain('4444444444444406');
    expect(kept).not.toContain('987');
    expect(store.token(token).card).toEqual({ brand: 'visa', last4: '4406', expMonth: '12', expYear: '34', scenario: 'challenge' });
    const payment = store.createPayment(payload({ paymentToken: token }));
    expect(JSON.stringify(sandboxPayment(payment))).not.toContain('4444444444444406');
  });

  it('needs paymentId or accountId, and one known payment method', () => {
    expect(providerError(() => store.createToken({ paymentMethod: card('4444444444444414') }))).toMatchObject({ httpStatus: 400, message: 'You need to provide paymentId or accountId' });
    expect(providerError(() => store.createToken({ accountId: 'someone-else', paymentMethod: card('4444444444444414') }))).toMatchObject({ httpStatus: 404 });
    expect(providerError(() => store.createToken({ accountId: 'sandbox-account', paymentMethod: {} }))).toMatchObject({ httpStatus: 400, statusCode: 'E150' });
    expect(providerError(() => store.createToken({ accountId: 'sandbox-account', paymentMethod: { sepa: {} } }))).toMatchObject({ httpStatus: 400, statusCode: 'E203' });
    expect(providerError(() => store.createToken({ paymentId: 'f'.repeat(32), paymentMethod: card('4444444444444414') }))).toMatchObject({ httpStatus: 404, statusCode: 'E205' });
  });

  it.each([
    ['paypal', { paypal: {} }, (a) => expect(a.paypal.orderId).toMatch(/^[0-9A-Z]{17}$/)],
    ['bizum', { bizum: { phoneNumber: '+34500000000' } }, (a) => expect(a).toEqual({ paymentToken: expect.any(String) })],
    ['applePay', { applePay: { token: Buffer.from('{"paymentData":{}}').toString('base64') } }, (a) => expect(a).toEqual({ paymentToken: expect.any(String) })],
    ['googlePay', { googlePay: { token: Buffer.from('{"signature":"x"}').toString('base64') } }, (a) => expect(a).toEqual({ paymentToken: expect.any(String) })],
  ])('%s gives a 40-hex token', (_, paymentMethod, check) => {
    const answer = store.createToken({ accountId: 'sandbox-account', paymentMethod });
    expect(answer.paymentToken).toMatch(/^[0-9a-f]{40}$/);
    check(answer);
  });

  it.each([
    ['applePay', { applePay: { token: 'not base64!' } }, 'Apple Pay token is invalid'],
    ['googlePay', { googlePay: {} }, 'Google Pay token is invalid'],
    ['bizum', { bizum: { phoneNumber: '600000000' } }, 'Phone number is invalid'],
  ])('a bad %s token answers {error}', (_, paymentMethod, error) => {
    expect(store.createToken({ accountId: 'sandbox-account', paymentMethod })).toEqual({ error });
  });
});

describe('token use', () => {
  it('is single-use', () => {
    const token = accountToken(card('4444444444444414'));
    store.createPayment(payload({ paymentToken: token }));
    expect(providerError(() => store.createPayment(payload({ paymentToken: token })))).toMatchObject({ httpStatus: 422, statusCode: 'E209' });
  });

  it('lasts five days', () => {
    const early = accountToken(card('4444444444444414'));
    const late = accountToken(card('4444444444444414'));
    clock = START + TOKEN_LIFETIME_MS - 1;
    expect(store.createPayment(payload({ paymentToken: early })).status).toBe('SUCCEEDED');
    clock = START + TOKEN_LIFETIME_MS;
    expect(providerError(() => store.createPayment(payload({ paymentToken: late })))).toMatchObject({ httpStatus: 422, message: 'Payment token has expired' });
  });

  it('a refused token leaves no payment behind', () => {
    const token = accountToken(card('4444444444444414'));
    providerError(() => store.createPayment(payload({ sessionId: 'another-session', paymentToken: token })));
    expect(store.list()).toEqual([]);
    expect(events).toEqual([]);
  });

  it.each([
    ['another session', { sessionId: 'session-2' }, {}],
    ['no session', { sessionId: undefined }, {}],
    ['another amount', {}, { amount: 500, currency: 'EUR' }],
    ['another currency', {}, { amount: 1999, currency: 'USD' }],
  ])('an accountId token refuses a payment with %s', (_, paymentFields, tokenBinding) => {
    const token = accountToken(card('4444444444444414'), tokenBinding);
    expect(providerError(() => store.createPayment(payload({ ...paymentFields, paymentToken: token })))).toMatchObject({
      httpStatus: 422,
      statusCode: 'E150',
      message: 'Payment token does not belong to this payment',
    });
  });

  it('an accountId token with amount and currency fits the payment that has them', () => {
    const token = accountToken({ paypal: {} }, { amount: 1999, currency: 'EUR' });
    expect(store.createPayment(payload({ paymentToken: token })).status).toBe('SUCCEEDED');
  });

  it('an Apple Pay token (no amount or currency) fits any amount of its session', () => {
    const token = accountToken({ applePay: { token: Buffer.from('apple').toString('base64') } });
    const payment = store.createPayment(payload({ amount: 123456, paymentToken: token }));
    expect(payment.status).toBe('SUCCEEDED');
    expect(payment.paymentMethod).toMatchObject({ method: 'card', card: { tokenizationMethod: 'applePay' } });
  });

  it('a paymentId token serves only its payment', () => {
    const first = store.createPayment(payload());
    const second = store.createPayment(payload({ orderId: '1002' }));
    const token = store.createToken({ paymentId: first.id, paymentMethod: card('4444444444444414') }).paymentToken;
    expect(providerError(() => store.confirmPayment(second.id, { paymentToken: token }))).toMatchObject({ httpStatus: 422 });
    expect(store.confirmPayment(first.id, { paymentToken: token }).status).toBe('SUCCEEDED');
  });

  it('unknown and missing tokens are refused', () => {
    const payment = store.createPayment(payload());
    expect(providerError(() => store.confirmPayment(payment.id, {}))).toMatchObject({ httpStatus: 400, message: 'paymentToken is required' });
    expect(providerError(() => store.confirmPayment(payment.id, { paymentToken: 'a'.repeat(40) }))).toMatchObject({ httpStatus: 422, message: 'Payment token not found' });
  });

  it('a method outside allowedPaymentMethods is refused', () => {
    const payment = store.createPayment(payload({ allowedPaymentMethods: ['bizum'] }));
    const token = store.createToken({ paymentId: payment.id, paymentMethod: card('4444444444444414') }).paymentToken;
    expect(providerError(() => store.confirmPayment(payment.id, { paymentToken: token }))).toMatchObject({ httpStatus: 422, statusCode: 'E203' });
  });
});

describe('card scenarios', () => {
  const expected = {
    success: { SALE: 'SUCCEEDED', AUTH: 'AUTHORIZED', nextAction: 'COMPLETE', statusCode: 'E000' },
    frictionless: { SALE: 'PENDING', AUTH: 'PENDING', nextAction: 'FRICTIONLESS_CHALLENGE' },
    challenge: { SALE: 'PENDING', AUTH: 'PENDING', nextAction: 'CHALLENGE' },
    declined: { SALE: 'FAILED', AUTH: 'FAILED', nextAction: 'COMPLETE', statusCode: 'E201' },
    'insufficient-funds': { SALE: 'FAILED', AUTH: 'FAILED', nextAction: 'COMPLETE', statusCode: 'E221' },
    'expired-card': { SALE: 'FAILED', AUTH: 'FAILED', nextAction: 'COMPLETE', statusCode: 'E506' },
  };
  const rows = TEST_CARDS.flatMap((c) => ['SALE', 'AUTH'].map((type) => [c.number, type, c.scenario]));

  it.each(rows)('%s (%s) through a server confirm', (number, transactionType, scenario) => {
    const want = expected[scenario];
    const payment = store.createPayment(payload({ transactionType }));
    const token = store.createToken({ paymentId: payment.id, paymentMethod: card(number) }).paymentToken;
    store.confirmPayment(payment.id, { paymentToken: token, paymentMethod: { card: { cardholderName: 'Ana Pérez' } } }, { mustRedirect: true });
    expect(payment.status).toBe(want[transactionType]);
    expect(payment.statusCode).toBe(want.statusCode);
    expect(payment.nextAction.type).toBe(want.nextAction);
    expect(payment.nextAction.mustRedirect).toBe(true);
    if (want.nextAction === 'COMPLETE') {
      expect(payment.nextAction.redirectUrl).toBe(payment.status === 'FAILED' ? 'https://shop.test/fail' : 'https://shop.test/done');
    } else {
      expect(payment.nextAction.redirectUrl).toBe(`${API}/3ds/${payment.id}`);
    }
    if (payment.status === 'FAILED') expect(payment.statusMessage).toMatch(/\w/);
    expect(payment.paymentMethod.card).toMatchObject({ last4: number.slice(-4), cardholderName: 'Ana Pérez', type: 'credit', country: 'ES' });
  });

  it('a client confirm of a challenge card does not redirect the page', () => {
    const payment = store.createPayment(payload());
    const token = store.createToken({ paymentId: payment.id, paymentMethod: card('5555555555555508') }).paymentToken;
    store.confirmPayment(payment.id, { paymentToken: token }, { mustRedirect: false });
    expect(payment.nextAction).toEqual({ type: 'CHALLENGE', mustRedirect: false, redirectUrl: `${API}/3ds/${payment.id}` });
  });

  it.each([
    ['complete', 'SALE', 'SUCCEEDED', 'E000'],
    ['complete', 'AUTH', 'AUTHORIZED', 'E000'],
    ['fail', 'SALE', 'FAILED', 'E402'],
  ])('the challenge decision %s (%s) ends %s', (decision, transactionType, status, statusCode) => {
    const token = accountToken(card('4444444444444406'));
    const payment = store.createPayment(payload({ transactionType, paymentToken: token }));
    store.authenticate(payment.id, decision);
    expect(payment).toMatchObject({ status, statusCode });
    expect(payment.history.map((h) => h.status)).toEqual(['PENDING', status]);
    expect(events.map((e) => e.status)).toEqual(['PENDING', status]);
    expect(providerError(() => store.authenticate(payment.id, 'complete'))).toMatchObject({ httpStatus: 422 });
  });

  it('a frictionless payment completes whatever the decision', () => {
    const payment = store.createPayment(payload({ paymentToken: accountToken(card('5555555555555532')) }));
    store.authenticate(payment.id, 'fail');
    expect(payment.status).toBe('SUCCEEDED');
    expect(payment.paymentMethod.card).toMatchObject({ threeDSecure: true, threeDSecureFlow: 'FRICTIONLESS' });
  });

  it('a payment waiting for 3-D Secure cannot be confirmed again', () => {
    const payment = store.createPayment(payload({ paymentToken: accountToken(card('4444444444444406')) }));
    const another = store.createToken({ paymentId: payment.id, paymentMethod: card('4444444444444414') }).paymentToken;
    expect(providerError(() => store.confirmPayment(payment.id, { paymentToken: another }))).toMatchObject({ httpStatus: 422, statusCode: 'E209' });
  });

  it('any other Luhn-valid number succeeds without 3-D Secure', () => {
    const payment = store.createPayment(payload({ paymentToken: accountToken(card('4242424242424242')) }));
    expect(payment.status).toBe('SUCCEEDED');
    expect(payment.paymentMethod.card).toMatchObject({ brand: 'visa', threeDSecure: false, threeDSecureFlow: 'DIRECT' });
  });
});

describe('saved cards (generatePaymentToken)', () => {
  it('VERIF of 0 gives a permanent token, reusable for VERIF and SALE', () => {
    const verif = store.createPayment(payload({ amount: 0, transactionType: 'VERIF', generatePaymentToken: true, paymentToken: accountToken(card('5555555555555524', { expMonth: '02', expYear: '28' })) }));
    expect(verif.status).toBe('SUCCEEDED');
    expect(verif.paymentToken).toMatch(/^[0-9a-f]{40}$/);
    expect(verif.paymentMethod).toEqual({
      method: 'card',
      card: { brand: 'mastercard', last4: '5524', expiration: Date.UTC(2028, 2, 1) / 1000 - 1, type: 'credit', country: 'ES', threeDSecure: false, threeDSecureFlow: 'DIRECT' },
    });

    const again = store.createPayment(payload({ amount: 0, transactionType: 'VERIF', generatePaymentToken: true, paymentToken: verif.paymentToken }));
    expect(again.status).toBe('SUCCEEDED');
    expect(again.paymentToken).toBe(verif.paymentToken);
    const sale = store.createPayment(payload({ paymentToken: verif.paymentToken }));
    expect(sale.status).toBe('SUCCEEDED');
    expect(sale.paymentToken).toBeUndefined();
    expect(sale.paymentMethod.card.last4).toBe('5524');
  });

  it('the permanent token runs its card scenario again', () => {
    const first = store.createPayment(payload({ generatePaymentToken: true, paymentToken: accountToken(card('4444444444444406')) }));
    store.authenticate(first.id, 'complete');
    const saved = first.paymentToken;
    expect(saved).toMatch(/^[0-9a-f]{40}$/);
    const next = store.createPayment(payload({ paymentToken: saved }));
    expect(next.nextAction.type).toBe('CHALLENGE');
  });

  it.each([
    ['declined', '4444444444444505'],
    ['challenge failed', '4444444444444406'],
  ])('a %s card gets no permanent token', (_, number) => {
    const payment = store.createPayment(payload({ generatePaymentToken: true, paymentToken: accountToken(card(number)) }));
    if (payment.stage === '3ds') store.authenticate(payment.id, 'fail');
    expect(payment.status).toBe('FAILED');
    expect(payment.paymentToken).toBeUndefined();
  });

  it('generatePaymentToken may come at confirm time', () => {
    const payment = store.createPayment(payload());
    const token = store.createToken({ paymentId: payment.id, paymentMethod: card('4444444444444414') }).paymentToken;
    store.confirmPayment(payment.id, { paymentToken: token, generatePaymentToken: true });
    expect(payment.paymentToken).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('create payment validation', () => {
  it.each([
    ['amount 0 for a SALE', { amount: 0 }, 'E210'],
    ['a fractional amount', { amount: 19.99 }, 'E210'],
    ['a negative amount', { amount: -1 }, 'E210'],
    ['a lowercase currency', { currency: 'eur' }, 'E204'],
    ['no orderId', { orderId: undefined }, 'E150'],
    ['a relative completeUrl', { completeUrl: '/checkout/done' }, 'E150'],
    ['a javascript: failUrl', { failUrl: 'javascript:alert(1)' }, 'E150'],
    ['PAYOUT', { transactionType: 'PAYOUT' }, 'E150'],
    ['allowedPaymentMethods not a list', { allowedPaymentMethods: 'card' }, 'E150'],
  ])('refuses %s', (_, overrides, statusCode) => {
    expect(providerError(() => store.createPayment(payload(overrides)))).toMatchObject({ httpStatus: 400, statusCode });
  });

  it('without a token: PENDING and the hosted page', () => {
    const payment = store.createPayment(payload());
    expect(payment.id).toMatch(/^[0-9a-f]{32}$/);
    expect(payment).toMatchObject({ status: 'PENDING', nextAction: { type: 'CONFIRM', mustRedirect: true, redirectUrl: `${API}/pay/${payment.id}` } });
    expect(events).toHaveLength(1);
  });
});

describe('capture, cancel, refund', () => {
  const authorized = () => store.createPayment(payload({ transactionType: 'AUTH', paymentToken: accountToken(card('4444444444444414')) }));
  const succeeded = () => store.createPayment(payload({ paymentToken: accountToken(card('4444444444444414')) }));

  it('capture: AUTHORIZED → SUCCEEDED, then refused', () => {
    const payment = authorized();
    expect(providerError(() => store.capture(payment.id, { amount: 2000 }))).toMatchObject({ statusCode: 'E214' });
    store.capture(payment.id, { amount: 1500 });
    expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: 1500 });
    expect(providerError(() => store.capture(payment.id, {}))).toMatchObject({ httpStatus: 422, statusCode: 'E212' });
    expect(providerError(() => store.capture(store.createPayment(payload()).id, {}))).toMatchObject({ statusCode: 'E215' });
  });

  it('cancel: AUTHORIZED or PENDING → CANCELED, with a known reason', () => {
    const payment = authorized();
    expect(providerError(() => store.cancel(payment.id, { cancellationReason: 'bored' }))).toMatchObject({ httpStatus: 400 });
    store.cancel(payment.id, { cancellationReason: 'requested_by_customer' });
    expect(payment).toMatchObject({ status: 'CANCELED', cancellationReason: 'requested_by_customer' });
    expect(providerError(() => store.cancel(payment.id, {}))).toMatchObject({ statusCode: 'E213' });
    expect(providerError(() => store.capture(payment.id, {}))).toMatchObject({ statusCode: 'E213' });
    expect(store.cancel(store.createPayment(payload()).id, {}).status).toBe('CANCELED');
    expect(providerError(() => store.cancel(succeeded().id, {}))).toMatchObject({ statusCode: 'E212' });
  });

  it('refund: partial, then the rest, then refused', () => {
    const payment = succeeded();
    store.refund(payment.id, { amount: 500, refundReason: 'requested_by_customer' });
    expect(payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 500, lastRefundAmount: 500, lastRefundReason: 'requested_by_customer' });
    expect(providerError(() => store.refund(payment.id, { amount: 1500 }))).toMatchObject({ statusCode: 'E219' });
    store.refund(payment.id, {});
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedAmount: 1999, lastRefundAmount: 1499 });
    expect(providerError(() => store.refund(payment.id, {}))).toMatchObject({ statusCode: 'E220' });
    expect(providerError(() => store.refund(authorized().id, {}))).toMatchObject({ statusCode: 'E303' });
    expect(payment.history.map((h) => h.status)).toEqual(['PENDING', 'SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
  });
});

describe('other methods', () => {
  it.each([
    [400, 'SUCCEEDED', undefined],
    [700, 'FAILED', 'E506'],
    [1200, 'SUCCEEDED', undefined],
    [1600, 'FAILED', 'E649'],
  ])('Bizum for %i cents ends %s', (amount, status, statusCode) => {
    const payment = store.createPayment(payload({ amount, paymentToken: accountToken({ bizum: { phoneNumber: '+34500000000' } }) }));
    expect(payment.status).toBe(status);
    if (statusCode) expect(payment.statusCode).toBe(statusCode);
    expect(payment.paymentMethod).toEqual({ method: 'bizum', bizum: { phoneNumber: '+34500000000' } });
  });

  it('PayPal succeeds and keeps its order id', () => {
    const answer = store.createToken({ accountId: 'sandbox-account', sessionId: 'session-1', paymentMethod: { paypal: {} } });
    const payment = store.createPayment(payload({ paymentToken: answer.paymentToken }));
    expect(payment.status).toBe('SUCCEEDED');
    expect(payment.paymentMethod).toEqual({ method: 'paypal', paypal: { orderId: answer.paypal.orderId } });
  });

  it('a client payment is PENDING with the hosted page; a receipt is recorded', () => {
    const payment = store.createClientPayment({ accountId: 'sandbox-account', pointOfSaleId: 'pos-1', amount: 250, currency: 'EUR' });
    expect(publicPayment(payment)).toMatchObject({ status: 'PENDING', pointOfSaleId: 'pos-1', nextAction: { type: 'CONFIRM' } });
    store.sendReceipt(payment.id, { customerEmail: 'ana@example.com', language: 'es' });
    expect(sandboxPayment(payment).receipts).toEqual([{ customerEmail: 'ana@example.com', language: 'es', at: new Date(START).toISOString() }]);
    expect(providerError(() => store.sendReceipt(payment.id, { customerEmail: 'not-an-email' }))).toMatchObject({ httpStatus: 400 });
  });
});

it('Client-Env decodes into the browser session fields', () => {
  expect(parseClientEnv(Buffer.from('24|1080|1920|-60|es').toString('base64'))).toEqual({
    browserColorDepth: 24,
    browserScreenHeight: 1080,
    browserScreenWidth: 1920,
    browserTimezoneOffset: -60,
    lang: 'es',
  });
  expect(parseClientEnv(Buffer.from('24|1080|1920|0|').toString('base64'))).toEqual({ browserColorDepth: 24, browserScreenHeight: 1080, browserScreenWidth: 1920, browserTimezoneOffset: 0 });
});
