import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProviderClient, PROVIDER_TIMEOUT_MS, type ProviderClient } from './api';
import { clientEnv } from './client-env';
import { MISSING_ID_MESSAGE, ProviderError } from './errors';
import { brokenBody, json, stalledBody, stubFetch, textAnswer, type Answer, type RecordedRequest } from './test-support';
import type { CreateTokenRequest } from './types';

const API = 'https://api.example.test/v1';
const PAYMENT = '0123456789abcdef0123456789abcdef';
const ACCOUNT = 'sandbox-account';
const CARD = { card: { number: '4444444444444414', expMonth: '12', expYear: '34', cvc: '123' } };

const payment = { id: PAYMENT, status: 'PENDING', amount: 1999, currency: 'EUR', orderId: '42' };
const methods = { paymentMethods: ['card', 'bizum'], livemode: false, accountId: ACCOUNT, metadata: { card: { brands: ['visa', 'mastercard'] } } };
const financingRow = {
  financingAmount: 10000,
  tin: 0,
  interestAmount: 0,
  tae: 0,
  quote: 2500,
  installments: 4,
  totalAmount: 10000,
  legalPhrase: 'Financing subject to approval.',
  capEuros: 0,
  capPercent: 0,
};

function clientWith(answer: (request: RecordedRequest, index: number) => Answer | Promise<Answer>, extra: { timeoutMs?: number; signal?: AbortSignal } = {}) {
  const stub = stubFetch(answer);
  return { client: createProviderClient({ apiUrl: API, fetch: stub.fetch, ...extra }), requests: stub.requests };
}

const SCREEN = { colorDepth: 24, height: 900, width: 1440 };
beforeEach(() => {
  vi.stubGlobal('screen', SCREEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const JSON_POST = () => ({ 'Content-Type': 'application/json', 'Client-Env': clientEnv() });

describe('every call: URL, method, headers and body', () => {
  interface Row {
    name: string;
    run: (client: ProviderClient) => Promise<unknown>;
    answer: unknown;
    url: string;
    method: 'GET' | 'POST';
    headers: () => Record<string, string>;
    body?: unknown;
  }
  const rows: Row[] = [
    {
      name: 'getPaymentMethods by account',
      run: (c) => c.getPaymentMethods({ accountId: ACCOUNT }),
      answer: methods,
      url: `${API}/payment-methods?accountId=${ACCOUNT}`,
      method: 'GET',
      headers: () => ({}),
    },
    {
      name: 'getPaymentMethods: the payment wins over the account',
      run: (c) => c.getPaymentMethods({ accountId: ACCOUNT, paymentId: PAYMENT }),
      answer: { ...methods, amount: 1999, currency: 'EUR' },
      url: `${API}/payment-methods?paymentId=${PAYMENT}`,
      method: 'GET',
      headers: () => ({}),
    },
    {
      name: 'createToken for a payment: paymentId and paymentMethod only',
      run: (c) => c.createToken({ paymentId: PAYMENT, accountId: ACCOUNT, sessionId: 's1', amount: 5, currency: 'EUR', paymentMethod: CARD }),
      answer: { paymentToken: 'f'.repeat(40) },
      url: `${API}/tokens`,
      method: 'POST',
      headers: JSON_POST,
      body: { paymentId: PAYMENT, paymentMethod: CARD },
    },
    {
      name: 'createToken for an account: account, method, session, amount, currency, transaction type',
      run: (c) =>
        c.createToken({ accountId: ACCOUNT, sessionId: 'cust-7', amount: 1999, currency: 'EUR', transactionType: 'AUTH', paymentMethod: CARD }),
      answer: { paymentToken: 'f'.repeat(40) },
      url: `${API}/tokens`,
      method: 'POST',
      headers: JSON_POST,
      body: { accountId: ACCOUNT, paymentMethod: CARD, sessionId: 'cust-7', amount: 1999, currency: 'EUR', transactionType: 'AUTH' },
    },
    {
      name: 'createToken for an account without the optional fields leaves their keys out',
      run: (c) => c.createToken({ accountId: ACCOUNT, paymentMethod: { applePay: { token: 'e30=' } } }),
      answer: { paymentToken: 'f'.repeat(40) },
      url: `${API}/tokens`,
      method: 'POST',
      headers: JSON_POST,
      body: { accountId: ACCOUNT, paymentMethod: { applePay: { token: 'e30=' } } },
    },
    {
      name: 'getPayment',
      run: (c) => c.getPayment(PAYMENT),
      answer: payment,
      url: `${API}/payments/${PAYMENT}/client-get`,
      method: 'GET',
      headers: () => ({}),
    },
    {
      name: 'confirmPayment: the rest of the fields as body',
      run: (c) =>
        c.confirmPayment({
          paymentId: PAYMENT,
          paymentToken: 'f'.repeat(40),
          generatePaymentToken: true,
          paymentMethod: { card: { cardholderName: 'Ana Pérez' } },
          language: undefined,
        }),
      answer: { ...payment, nextAction: { type: 'CHALLENGE', mustRedirect: false, redirectUrl: 'https://api.example.test/3ds/x' } },
      url: `${API}/payments/${PAYMENT}/client-confirm`,
      method: 'POST',
      headers: JSON_POST,
      body: { paymentToken: 'f'.repeat(40), generatePaymentToken: true, paymentMethod: { card: { cardholderName: 'Ana Pérez' } } },
    },
    {
      name: 'createPayment: the signature as Client-Signature, not in the body',
      run: (c) => c.createPayment({ accountId: ACCOUNT, pointOfSaleId: 'pos-1', amount: 500, currency: 'EUR', signature: 'sig-123' }),
      answer: payment,
      url: `${API}/client-payments`,
      method: 'POST',
      headers: () => ({ ...JSON_POST(), 'Client-Signature': 'sig-123' }),
      body: { accountId: ACCOUNT, pointOfSaleId: 'pos-1', amount: 500, currency: 'EUR' },
    },
    {
      name: 'sendPaymentReceipt: email, signature, language; no Client-Env',
      run: (c) => c.sendPaymentReceipt({ paymentId: PAYMENT, customerEmail: 'ana@example.test', signature: 'sig', language: 'es' }),
      answer: payment,
      url: `${API}/payments/${PAYMENT}/client-receipt`,
      method: 'POST',
      headers: () => ({ 'Content-Type': 'application/json' }),
      body: { customerEmail: 'ana@example.test', signature: 'sig', language: 'es' },
    },
    {
      name: 'createApplePaySession',
      run: (c) => c.createApplePaySession({ accountId: ACCOUNT, validationUrl: 'https://apple.example/v', domainName: 'shop.test', displayName: 'Shop' }),
      answer: { merchantSessionIdentifier: 'm1', epochTimestamp: 1 },
      url: `${API}/apple-pay/sessions`,
      method: 'POST',
      headers: () => ({ 'Content-Type': 'application/json' }),
      body: { accountId: ACCOUNT, validationUrl: 'https://apple.example/v', domainName: 'shop.test', displayName: 'Shop' },
    },
    {
      name: 'calculateFinancing',
      run: (c) => c.calculateFinancing({ amount: 10000, accountId: ACCOUNT, paymentMethod: 'cofidis' }),
      answer: [financingRow],
      url: `${API}/cofidis/calculate-financing`,
      method: 'POST',
      headers: () => ({ 'Content-Type': 'application/json' }),
      body: { amount: 10000, accountId: ACCOUNT, paymentMethod: 'cofidis' },
    },
    {
      name: 'validateBizumPhone',
      run: (c) => c.validateBizumPhone({ accountId: ACCOUNT, amount: 300, phoneNumber: '+34500000000' }),
      answer: { isValid: true },
      url: `${API}/bizum/validate-phone`,
      method: 'POST',
      headers: () => ({ 'Content-Type': 'application/json' }),
      body: { accountId: ACCOUNT, amount: 300, phoneNumber: '+34500000000' },
    },
  ];

  it.each(rows)('$name', async (row) => {
    const { client, requests } = clientWith(() => json(row.answer));
    await expect(row.run(client)).resolves.toEqual(row.answer);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.url).toBe(row.url);
    expect(sent!.method).toBe(row.method);
    expect(sent!.headers).toEqual(row.headers());
    if (row.method === 'GET') expect(sent!.body).toBeUndefined();
    else expect(JSON.parse(sent!.body!)).toEqual(row.body);
  });

  it('Client-Env carries this browser’s screen, timezone and language', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'i18nextLng' ? 'ca-ES' : null) });
    const { client, requests } = clientWith(() => json({ paymentToken: 'f'.repeat(40) }));
    await client.createToken({ paymentId: PAYMENT, paymentMethod: CARD });
    expect(atob(requests[0]!.headers['Client-Env']!)).toBe(`24|900|1440|${new Date().getTimezoneOffset()}|ca`);
  });

  it('a trailing slash on the base is not doubled', async () => {
    const stub = stubFetch(() => json(payment));
    await createProviderClient({ apiUrl: `${API}/`, fetch: stub.fetch }).getPayment(PAYMENT);
    expect(stub.requests[0]!.url).toBe(`${API}/payments/${PAYMENT}/client-get`);
  });

  it('without a fetch option, the page’s fetch is looked up at each call (a later stand-in is used)', async () => {
    const client = createProviderClient({ apiUrl: API });
    const stub = stubFetch(() => json(payment));
    vi.stubGlobal('fetch', stub.fetch);
    await client.getPayment(PAYMENT);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('ids in URLs are encoded', () => {
  it.each([
    ['getPaymentMethods by account', (c: ProviderClient) => c.getPaymentMethods({ accountId: 'a&paymentId=b#c' }), `${API}/payment-methods?accountId=a%26paymentId%3Db%23c`, methods],
    ['getPayment', (c: ProviderClient) => c.getPayment('../tokens?x=1#y'), `${API}/payments/..%2Ftokens%3Fx%3D1%23y/client-get`, payment],
    ['confirmPayment', (c: ProviderClient) => c.confirmPayment({ paymentId: 'a/b' }), `${API}/payments/a%2Fb/client-confirm`, payment],
    ['sendPaymentReceipt', (c: ProviderClient) => c.sendPaymentReceipt({ paymentId: 'a b', signature: 's' }), `${API}/payments/a%20b/client-receipt`, payment],
  ] as const)('%s', async (_, run, url, answer) => {
    const { client, requests } = clientWith(() => json(answer));
    await run(client);
    expect(requests[0]!.url).toBe(url);
  });

  it('an empty payment id is refused before any request', async () => {
    const { client, requests } = clientWith(() => json(payment));
    await expect(client.getPayment('')).rejects.toThrow(TypeError);
    await expect(client.confirmPayment({ paymentId: '' })).rejects.toThrow('paymentId must be a non-empty string');
    expect(requests).toHaveLength(0);
  });
});

describe('input rules (spec §5/§8)', () => {
  it.each([
    ['getPaymentMethods with neither id', (c: ProviderClient) => c.getPaymentMethods({})],
    ['getPaymentMethods with empty ids', (c: ProviderClient) => c.getPaymentMethods({ paymentId: '', accountId: '' })],
    ['createToken with neither id', (c: ProviderClient) => c.createToken({ sessionId: 's', amount: 1, currency: 'EUR', paymentMethod: CARD } as CreateTokenRequest)],
  ] as const)('%s: "%s" and no request', async (_, run) => {
    const { client, requests } = clientWith(() => json(methods));
    const error = await run(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe(MISSING_ID_MESSAGE);
    expect(MISSING_ID_MESSAGE).toBe('You need to provide paymentId or accountId');
    expect(requests).toHaveLength(0);
  });
});

describe('payment methods cache', () => {
  it('asks once per query: a second call, and one made while the first is pending, share the answer', async () => {
    const { client, requests } = clientWith(() => json(methods));
    const [first, concurrent] = await Promise.all([client.getPaymentMethods({ accountId: ACCOUNT }), client.getPaymentMethods({ accountId: ACCOUNT })]);
    const later = await client.getPaymentMethods({ accountId: ACCOUNT });
    expect(requests).toHaveLength(1);
    expect(concurrent).toBe(first);
    expect(later).toBe(first);
  });

  it('keeps queries apart: another account, and the same id asked as a payment', async () => {
    const { client, requests } = clientWith((request) => json({ ...methods, accountId: request.url }));
    const a = await client.getPaymentMethods({ accountId: 'acc-a' });
    const b = await client.getPaymentMethods({ accountId: 'acc-b' });
    const asPayment = await client.getPaymentMethods({ paymentId: 'acc-a' });
    expect(requests.map((r) => r.url)).toEqual([`${API}/payment-methods?accountId=acc-a`, `${API}/payment-methods?accountId=acc-b`, `${API}/payment-methods?paymentId=acc-a`]);
    expect(new Set([a.accountId, b.accountId, asPayment.accountId]).size).toBe(3);
    await client.getPaymentMethods({ accountId: 'acc-b' });
    expect(requests).toHaveLength(3);
  });

  it.each([
    ['a refusal', () => json({ status: 'error', statusCode: 'E999', message: 'Internal' }, 500, 'Internal Server Error')],
    ['an answer of the wrong shape', () => json({ paymentMethods: 'card' })],
    ['a network failure', () => new TypeError('fetch failed')],
  ])('forgets %s: the next call asks again, and its success is cached', async (_, failure) => {
    const { client, requests } = clientWith((_request, index) => (index === 0 ? failure() : json(methods)));
    await expect(client.getPaymentMethods({ accountId: ACCOUNT })).rejects.toBeInstanceOf(ProviderError);
    await expect(client.getPaymentMethods({ accountId: ACCOUNT })).resolves.toEqual(methods);
    await client.getPaymentMethods({ accountId: ACCOUNT });
    expect(requests).toHaveLength(2);
  });

  it('is each client’s own', async () => {
    const stub = stubFetch(() => json(methods));
    await createProviderClient({ apiUrl: API, fetch: stub.fetch }).getPaymentMethods({ accountId: ACCOUNT });
    await createProviderClient({ apiUrl: API, fetch: stub.fetch }).getPaymentMethods({ accountId: ACCOUNT });
    expect(stub.requests).toHaveLength(2);
  });
});

describe('failures, told apart', () => {
  const errorBody = { status: 'error', statusCode: 'E501', message: 'Card declined', requestId: 'req-1', requestTime: '2026-01-01T00:00:00.000Z' };

  it.each([
    [
      'an error body with an E-code statusCode',
      () => json(errorBody, 422, 'Unprocessable Entity'),
      { kind: 'http', httpStatus: 422, status: 'error', statusCode: 'E501', message: 'Card declined', requestId: 'req-1', requestTime: errorBody.requestTime, body: errorBody },
    ],
    [
      'an error body with a numeric statusCode (the server API’s type)',
      () => json({ status: 'Bad Request', statusCode: 400, message: 'paymentToken is required', requestId: 'req-2', requestTime: 't' }, 400, 'Bad Request'),
      { kind: 'http', httpStatus: 400, status: 'Bad Request', statusCode: 400, message: 'paymentToken is required', requestId: 'req-2' },
    ],
    [
      'an error body whose fields have other kinds: those are left out, the message falls back to the status text',
      () => json({ statusCode: true, message: 7, requestId: null }, 404, 'Not Found'),
      { kind: 'http', httpStatus: 404, message: 'Not Found', statusCode: undefined, requestId: undefined },
    ],
    ['a refusal without JSON: the status text', () => textAnswer('<h1>Bad gateway</h1>', 502, 'Bad Gateway'), { kind: 'http', httpStatus: 502, message: 'Bad Gateway', body: undefined }],
    ['a refusal with neither body nor status text', () => textAnswer('', 503), { kind: 'http', httpStatus: 503, message: 'HTTP 503' }],
    ['a JSON null body: the status text, as the provider’s client does', () => textAnswer('null', 500, 'Internal Server Error'), { kind: 'http', message: 'Internal Server Error', body: null }],
    ['fetch rejected (network or CORS)', () => new TypeError('Failed to fetch'), { kind: 'no-status', httpStatus: undefined }],
    ['an OK answer that is not JSON', () => textAnswer('<html>maintenance</html>'), { kind: 'invalid-json', httpStatus: 200 }],
    ['an OK answer with an empty body', () => textAnswer(''), { kind: 'invalid-json', httpStatus: 200 }],
    ['an OK answer whose body breaks off', () => brokenBody(), { kind: 'invalid-json', httpStatus: 200 }],
  ] as const)('%s', async (_, answer, expected) => {
    const { client } = clientWith(() => answer());
    const error = await client.getPayment(PAYMENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject(expected);
  });

  it('a network failure keeps fetch’s error as the cause and names the call', async () => {
    const cause = new TypeError('Failed to fetch');
    const { client } = clientWith(() => cause);
    const error = (await client.getPayment(PAYMENT).catch((caught: unknown) => caught)) as ProviderError;
    expect(error.cause).toBe(cause);
    expect(error.message).toContain(`GET /payments/${PAYMENT}/client-get`);
  });

  it('the error body can be read as the provider’s client threw it (statusCode, message)', async () => {
    const { client } = clientWith(() => json(errorBody, 400, 'Bad Request'));
    const error = await client.confirmPayment({ paymentId: PAYMENT, paymentToken: 'x' }).catch((caught: unknown) => caught);
    const { statusCode, message } = error as { statusCode: unknown; message: unknown };
    expect({ statusCode, message }).toEqual({ statusCode: 'E501', message: 'Card declined' });
  });
});

describe('answers are checked at the edge', () => {
  it.each([
    ['a payment with a numeric id', (c: ProviderClient) => c.getPayment(PAYMENT), { ...payment, id: 5 }, 'id: expected string, got number'],
    ['a payment with an unknown status', (c: ProviderClient) => c.getPayment(PAYMENT), { ...payment, status: 'DONE' }, 'status: expected one of SUCCEEDED'],
    [
      'a payment whose next action has an unknown type',
      (c: ProviderClient) => c.confirmPayment({ paymentId: PAYMENT }),
      { ...payment, nextAction: { type: 'POPUP', mustRedirect: false } },
      'nextAction.type: expected one of CONFIRM',
    ],
    [
      'a payment whose mustRedirect is text',
      (c: ProviderClient) => c.confirmPayment({ paymentId: PAYMENT }),
      { ...payment, nextAction: { type: 'CHALLENGE', mustRedirect: 'no' } },
      'nextAction.mustRedirect: expected boolean, got string',
    ],
    ['payment methods with a number in the list', (c: ProviderClient) => c.getPaymentMethods({ accountId: ACCOUNT }), { ...methods, paymentMethods: ['card', 3] }, 'paymentMethods.1: expected string'],
    ['payment methods without metadata', (c: ProviderClient) => c.getPaymentMethods({ accountId: ACCOUNT }), { ...methods, metadata: undefined }, 'metadata: expected object'],
    [
      'payment methods with brands that are not a list',
      (c: ProviderClient) => c.getPaymentMethods({ accountId: ACCOUNT }),
      { ...methods, metadata: { card: { brands: 'visa' } } },
      'metadata.card.brands: expected array',
    ],
    ['a token answer with a numeric PayPal order', (c: ProviderClient) => c.createToken({ paymentId: PAYMENT, paymentMethod: { paypal: {} } }), { paymentToken: 't', paypal: { orderId: 5 } }, 'paypal.orderId: expected string'],
    ['a token answer that is a list', (c: ProviderClient) => c.createToken({ paymentId: PAYMENT, paymentMethod: CARD }), [], '(root): expected object, got array'],
    ['a financing row without its legal phrase', (c: ProviderClient) => c.calculateFinancing({ amount: 1, accountId: ACCOUNT }), [{ ...financingRow, legalPhrase: undefined }], '0.legalPhrase: expected string'],
    ['financing that is not a list', (c: ProviderClient) => c.calculateFinancing({ amount: 1, accountId: ACCOUNT }), { rows: [] }, '(root): expected array'],
    ['a phone check that says "yes"', (c: ProviderClient) => c.validateBizumPhone({ phoneNumber: '+34500000000' }), { isValid: 'yes' }, 'isValid: expected boolean, got string'],
    ['an Apple Pay session that is text', (c: ProviderClient) => c.createApplePaySession({ accountId: ACCOUNT, validationUrl: 'u', domainName: 'd', displayName: 'n' }), 'session', '(root): expected object'],
  ] as const)('refuses %s as invalid-json, with the path', async (_, run, answer, message) => {
    const { client } = clientWith(() => json(answer));
    const error = await run(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'invalid-json', httpStatus: 200, body: JSON.parse(JSON.stringify(answer)) as unknown });
    expect((error as Error).message).toContain(message);
  });

  it('keeps the keys it does not read, and takes a null optional field as absent', async () => {
    const answer = {
      ...payment,
      statusCode: null,
      livemode: false,
      paymentMethod: { method: 'card', card: { brand: 'visa', last4: '4414' } },
      nextAction: { type: 'COMPLETE', mustRedirect: true, redirectUrl: 'https://shop.test/done', extra: 1 },
    };
    const { client } = clientWith(() => json(answer));
    const result = await client.getPayment(PAYMENT);
    expect(result.livemode).toBe(false);
    expect(result.paymentMethod).toEqual(answer.paymentMethod);
    expect(result.nextAction).toEqual(answer.nextAction);
    expect(result.statusCode).toBeUndefined();
  });

  it('accepts card brands it does not know, and a COMPLETE action without a redirect address', async () => {
    const answer = { ...methods, metadata: { card: { brands: ['visa', 'cartes_bancaires'] }, bizum: { countries: ['ES'] } } };
    const { client } = clientWith((request) => json(request.url.includes('payment-methods') ? answer : { ...payment, status: 'SUCCEEDED', nextAction: { type: 'COMPLETE', mustRedirect: false } }));
    await expect(client.getPaymentMethods({ accountId: ACCOUNT })).resolves.toEqual(answer);
    await expect(client.getPayment(PAYMENT)).resolves.toMatchObject({ status: 'SUCCEEDED' });
  });

  it('a token answer with a field error is an answer, not a failure', async () => {
    const { client } = clientWith(() => json({ error: 'Card number is invalid' }));
    await expect(client.createToken({ paymentId: PAYMENT, paymentMethod: CARD })).resolves.toEqual({ error: 'Card number is invalid' });
  });
});

describe('timeouts and aborts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it(`times out after ${PROVIDER_TIMEOUT_MS} ms by default, not before`, async () => {
    const { client } = clientWith(() => 'hang');
    let settled: unknown = 'pending';
    const call = client.getPayment(PAYMENT).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(PROVIDER_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ProviderError);
    expect(settled).toMatchObject({ kind: 'timeout', message: expect.stringContaining(`within ${PROVIDER_TIMEOUT_MS} ms`) as string });
  });

  it('times out on timeoutMs, also while the body is still arriving', async () => {
    const { client } = clientWith(() => stalledBody(), { timeoutMs: 250 });
    const call = client.getPayment(PAYMENT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(250);
    await expect(call).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('a timeout is forgotten by the payment-methods cache', async () => {
    const { client, requests } = clientWith((_request, index) => (index === 0 ? 'hang' : json(methods)), { timeoutMs: 100 });
    const first = client.getPaymentMethods({ accountId: ACCOUNT }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    await expect(first).resolves.toMatchObject({ kind: 'timeout' });
    await expect(client.getPaymentMethods({ accountId: ACCOUNT })).resolves.toEqual(methods);
    expect(requests).toHaveLength(2);
  });

  it('leaves no timer behind once answered', async () => {
    const { client } = clientWith(() => json(payment));
    await client.getPayment(PAYMENT);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the caller’s abort stays an AbortError, not a timeout or a network failure', async () => {
    const controller = new AbortController();
    const { client } = clientWith(() => 'hang', { signal: controller.signal });
    const call = client.getPayment(PAYMENT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already aborted client sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, requests } = clientWith(() => json(payment), { signal: controller.signal });
    await expect(client.getPayment(PAYMENT)).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });
});
