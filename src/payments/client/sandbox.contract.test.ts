/**
 * The client against the real sandbox (demo/sandbox/server.mjs) over HTTP: every call, the card
 * scenarios it drives, the provider's error bodies and the fault switches. What the unit tests
 * assume of the provider's answers, this checks against the imitation the e2e tests pay with.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The sandbox is plain ESM without a declaration file (bench/*.mjs have theirs as .d.mts); its
// interface is fixed by the brief and typed below. ts-ignore, not ts-expect-error: a declaration
// added later must not turn this line into an error.
// @ts-ignore
import { startSandbox as untypedStartSandbox } from '../../../demo/sandbox/server.mjs';
import { createProviderClient, type ProviderClient } from './api';
import { MISSING_ID_MESSAGE, ProviderError } from './errors';
import type { CreateTokenRequest, PaymentResult } from './types';

const ACCOUNT = 'sandbox-account';
const API_KEY = 'sandbox-api-key';
const TOKEN = /^[0-9a-f]{40}$/;
const PAYMENT_ID = /^[0-9a-f]{32}$/;
const card = (number: string) => ({ card: { number, expMonth: '12', expYear: '34', cvc: '123' } });
const SUCCESS = '4444444444444414';
const CHALLENGE = '4444444444444406';
const DECLINED = '4444444444444505';

interface Sandbox {
  componentsOrigin: string;
  apiOrigin: string;
  componentsUrl: string;
  apiUrl: string;
  close(): Promise<void>;
}
const startSandbox = untypedStartSandbox as (options?: { shopOrigins?: string[]; quiet?: boolean }) => Promise<Sandbox>;

let sandbox: Sandbox;
let client: ProviderClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = createProviderClient({ apiUrl: sandbox.apiUrl });
});
afterAll(async () => {
  await sandbox?.close();
});
afterEach(async () => {
  await fetch(`${sandbox.apiOrigin}/__sandbox/faults`, { method: 'DELETE' });
});

/** The shop's side: the server API, with the API key. */
async function createPayment(fields: Record<string, unknown> = {}): Promise<PaymentResult> {
  const response = await fetch(`${sandbox.apiUrl}/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: API_KEY },
    body: JSON.stringify({ amount: 1999, currency: 'EUR', orderId: `order-${Math.random().toString(36).slice(2)}`, ...fields }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PaymentResult;
}

async function armFault(fault: { delayMs?: number; hang?: boolean; status?: number; count?: number }): Promise<void> {
  const response = await fetch(`${sandbox.apiOrigin}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
}

async function tokenFor(request: CreateTokenRequest): Promise<string> {
  const answer = await client.createToken(request);
  expect(answer).toEqual({ paymentToken: expect.stringMatching(TOKEN) as string });
  return answer.paymentToken!;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => new Error('expected a failure'), (error: unknown) => error);

describe('payment methods', () => {
  it('by account: the account’s methods and card brands, no amount', async () => {
    const methods = await client.getPaymentMethods({ accountId: ACCOUNT });
    expect(methods).toMatchObject({ accountId: ACCOUNT, livemode: false });
    expect(methods.paymentMethods).toContain('card');
    expect(methods.metadata.card?.brands).toEqual(expect.arrayContaining(['visa', 'mastercard']));
    expect(methods.amount).toBeUndefined();
  });

  it('by payment: also its amount and currency', async () => {
    const payment = await createPayment({ amount: 2500, currency: 'EUR' });
    expect(payment.id).toMatch(PAYMENT_ID);
    await expect(client.getPaymentMethods({ paymentId: payment.id })).resolves.toMatchObject({ accountId: ACCOUNT, amount: 2500, currency: 'EUR' });
  });

  it('an unknown account: the provider’s error body (404, E-code, message, request id)', async () => {
    const fresh = createProviderClient({ apiUrl: sandbox.apiUrl });
    const error = await failureOf(fresh.getPaymentMethods({ accountId: 'nobody' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 404, statusCode: 'E150', message: 'Account not found', requestId: expect.any(String) as string });
  });

  it('a failed answer is asked again, a good one is kept', async () => {
    const fresh = createProviderClient({ apiUrl: sandbox.apiUrl });
    await armFault({ status: 503 });
    await expect(failureOf(fresh.getPaymentMethods({ accountId: ACCOUNT }))).resolves.toMatchObject({ kind: 'http', httpStatus: 503 });
    const methods = await fresh.getPaymentMethods({ accountId: ACCOUNT });
    await armFault({ status: 500 });
    await expect(fresh.getPaymentMethods({ accountId: ACCOUNT })).resolves.toBe(methods);
  });
});

describe('tokens and payments', () => {
  it('a card token for an account and session pays the payment created with that session', async () => {
    const sessionId = `customer-${Math.random().toString(36).slice(2)}`;
    const paymentToken = await tokenFor({ accountId: ACCOUNT, sessionId, amount: 1999, currency: 'EUR', paymentMethod: card(SUCCESS) });
    const payment = await createPayment({ paymentToken, sessionId });
    expect(payment).toMatchObject({ status: 'SUCCEEDED', statusCode: 'E000' });
    await expect(client.getPayment(payment.id)).resolves.toMatchObject({ id: payment.id, status: 'SUCCEEDED', statusCode: 'E000' });
  });

  it('a card token for a payment, confirmed by the client: success', async () => {
    const payment = await createPayment();
    const paymentToken = await tokenFor({ paymentId: payment.id, paymentMethod: card(SUCCESS) });
    const result = await client.confirmPayment({ paymentId: payment.id, paymentToken, paymentMethod: { card: { cardholderName: 'Ana Pérez' } } });
    expect(result).toMatchObject({ id: payment.id, status: 'SUCCEEDED', statusCode: 'E000', nextAction: { type: 'COMPLETE' } });
  });

  it('client-confirm with a challenge card: PENDING with the 3-D Secure page, the same on client-get', async () => {
    const payment = await createPayment();
    const paymentToken = await tokenFor({ paymentId: payment.id, paymentMethod: card(CHALLENGE) });
    const result = await client.confirmPayment({ paymentId: payment.id, paymentToken });
    const nextAction = { type: 'CHALLENGE', mustRedirect: false, redirectUrl: `${sandbox.apiOrigin}/3ds/${payment.id}` };
    expect(result).toMatchObject({ status: 'PENDING', nextAction });
    await expect(client.getPayment(payment.id)).resolves.toMatchObject({ status: 'PENDING', nextAction });
  });

  it('a declined card: FAILED with its E-code and message', async () => {
    const payment = await createPayment();
    const paymentToken = await tokenFor({ paymentId: payment.id, paymentMethod: card(DECLINED) });
    const result = await client.confirmPayment({ paymentId: payment.id, paymentToken });
    expect(result).toMatchObject({ status: 'FAILED', statusCode: 'E201', statusMessage: expect.any(String) as string });
  });

  it('a card the provider refuses to tokenise is an answer with an error, not a failure', async () => {
    const answer = await client.createToken({ accountId: ACCOUNT, sessionId: 's', paymentMethod: card('4444444444444415') });
    expect(answer).toEqual({ error: expect.any(String) as string });
  });

  it('a used token: the provider’s 422 with its E-code string', async () => {
    const payment = await createPayment();
    const paymentToken = await tokenFor({ paymentId: payment.id, paymentMethod: card(DECLINED) });
    await client.confirmPayment({ paymentId: payment.id, paymentToken });
    const again = await createPayment();
    const error = await failureOf(client.confirmPayment({ paymentId: again.id, paymentToken }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 422, status: 'Unprocessable Entity', statusCode: expect.stringMatching(/^E\d{3}$/) as string });
    expect((error as ProviderError).requestTime).toEqual(expect.any(String));
  });

  it('an unknown payment: an http failure with the provider’s body', async () => {
    const error = await failureOf(client.getPayment('f'.repeat(32)));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 404, statusCode: expect.stringMatching(/^E\d{3}$/) as string });
  });

  it('our own rule answers before the provider is asked', async () => {
    await expect(client.createToken({ paymentMethod: card(SUCCESS) })).rejects.toThrowError(new Error(MISSING_ID_MESSAGE));
  });
});

describe('the other calls', () => {
  it('client-payments with a signature: a pending payment', async () => {
    const result = await client.createPayment({ accountId: ACCOUNT, pointOfSaleId: 'pos-1', amount: 500, currency: 'EUR', signature: 'sig' });
    expect(result).toMatchObject({ id: expect.stringMatching(PAYMENT_ID) as string, status: 'PENDING', amount: 500 });
  });

  it('a receipt for a paid payment', async () => {
    const payment = await createPayment();
    const paymentToken = await tokenFor({ paymentId: payment.id, paymentMethod: card(SUCCESS) });
    await client.confirmPayment({ paymentId: payment.id, paymentToken });
    await expect(client.sendPaymentReceipt({ paymentId: payment.id, customerEmail: 'ana@example.test', signature: 'sig', language: 'es' })).resolves.toMatchObject({
      id: payment.id,
      status: 'SUCCEEDED',
    });
  });

  it('an Apple Pay merchant session', async () => {
    const session = await client.createApplePaySession({ accountId: ACCOUNT, validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domainName: 'shop.test', displayName: 'Shop' });
    expect(session).toMatchObject({ domainName: 'shop.test', displayName: 'Shop', merchantSessionIdentifier: expect.any(String) as string });
  });

  it('financing rows for 100 EUR in four instalments', async () => {
    const rows = await client.calculateFinancing({ amount: 10000, accountId: ACCOUNT, paymentMethod: 'cofidis' });
    expect(rows).toEqual([expect.objectContaining({ installments: 4, quote: 2500, totalAmount: 10000 })]);
  });

  it.each([
    ['+34500000000', 300, true],
    ['+34600000000', 300, false],
  ])('the Bizum phone %s for %i cents is valid: %s', async (phoneNumber, amount, isValid) => {
    await expect(client.validateBizumPhone({ accountId: ACCOUNT, amount, phoneNumber })).resolves.toEqual({ isValid });
  });
});

describe('faults', () => {
  it('an answer slower than timeoutMs: timeout', async () => {
    const impatient = createProviderClient({ apiUrl: sandbox.apiUrl, timeoutMs: 200 });
    await armFault({ delayMs: 2000 });
    const error = await failureOf(impatient.getPayment((await createPayment()).id));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('no answer at all: timeout', async () => {
    const impatient = createProviderClient({ apiUrl: sandbox.apiUrl, timeoutMs: 200 });
    await armFault({ hang: true });
    await expect(failureOf(impatient.getPaymentMethods({ accountId: ACCOUNT }))).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('status 500: http, with the provider’s body', async () => {
    await armFault({ status: 500 });
    const error = await failureOf(client.createToken({ accountId: ACCOUNT, sessionId: 's', paymentMethod: card(SUCCESS) }));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 500, statusCode: 'E999', requestId: expect.any(String) as string });
  });

  it('nobody listening: no-status', async () => {
    const gone = await startSandbox();
    const apiUrl = gone.apiUrl;
    await gone.close();
    const error = await failureOf(createProviderClient({ apiUrl }).getPayment('f'.repeat(32)));
    expect(error).toMatchObject({ kind: 'no-status' });
  });
});
