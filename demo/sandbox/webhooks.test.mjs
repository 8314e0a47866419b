// Webhooks: the signature a shop verifies, the retries, the order per payment, and a clean close.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { createHmac } from 'node:crypto';

import { startSandbox } from './server.mjs';
import { createWebhooks, signatureHeader, verifySignature } from './webhooks.mjs';
import { sandboxClient, startReceiver, closedPort } from './testing.mjs';

const API_KEY = 'sandbox-api-key';

describe('signature', () => {
  const body = '{"id":"abc","status":"SUCCEEDED"}';
  const t = 1_750_000_000;
  const now = t * 1000;

  it('is t=<unix>,v1=<hex HMAC-SHA256(apiKey, "<t>.<body>")>', () => {
    const hmac = createHmac('sha256', API_KEY).update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(API_KEY, body, t)).toBe(`t=${t},v1=${hmac}`);
  });

  it.each([
    ['the signed body', body, signatureHeader(API_KEY, body, t), true],
    ['another scheme beside v1', body, `v0=abc,${signatureHeader(API_KEY, body, t)}`, true],
    ['two v1, one right', body, `${signatureHeader(API_KEY, body, t)},v1=${'0'.repeat(64)}`, true],
    ['a changed body', body.replace('SUCCEEDED', 'FAILED'), signatureHeader(API_KEY, body, t), false],
    ['another key', body, signatureHeader('other-key', body, t), false],
    ['no v1', body, `t=${t}`, false],
    ['no header', body, undefined, false],
    ['a short v1', body, `t=${t},v1=abcd`, false],
    ['an old timestamp', body, signatureHeader(API_KEY, body, t - 301), false],
  ])('verifies %s: %s', (_, raw, header, valid) => {
    expect(verifySignature(API_KEY, header, raw, { now })).toBe(valid);
  });
});

describe('through the sandbox', () => {
  let sandbox;
  let api;
  const receivers = [];
  const receiver = async (statuses) => {
    const r = await startReceiver(statuses);
    receivers.push(r);
    return r;
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    api = sandboxClient(sandbox);
  });
  afterEach(async () => {
    await sandbox.webhooks.idle();
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  afterAll(() => sandbox.close());

  it('posts the payment JSON, signed with the API key, on every status change', async () => {
    const shop = await receiver();
    const payment = await api.createPayment({ callbackUrl: shop.url, completeUrl: 'https://shop.test/done' });
    const token = await api.cardToken('4444444444444406', { paymentId: payment.id });
    await api.server('POST', `/payments/${payment.id}/confirm`, { paymentToken: token });
    const page = await fetch(`${sandbox.apiOrigin}/3ds/${payment.id}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=complete' });
    expect(page.status).toBe(303);

    const [pending, succeeded] = await shop.received(2);
    for (const request of [pending, succeeded]) {
      expect(request.contentType).toBe('application/json');
      expect(verifySignature(API_KEY, request.signature, request.raw)).toBe(true);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(request.signature);
      expect(v1).toBe(createHmac('sha256', API_KEY).update(`${t}.${request.raw}`).digest('hex'));
    }
    expect(pending.body).toMatchObject({ id: payment.id, status: 'PENDING', orderId: '1001', amount: 1999 });
    expect(succeeded.body).toMatchObject({ id: payment.id, status: 'SUCCEEDED', statusCode: 'E000', paymentMethod: { method: 'card', card: { last4: '4406' } } });
    const current = await api.server('GET', `/payments/${payment.id}`);
    expect(succeeded.body).toEqual(current.body);
  });

  it('retries after a 500, 200 ms later, and records both tries', async () => {
    const shop = await receiver([500]);
    const payment = await api.createPayment({ callbackUrl: shop.url });
    const [first, second] = await shop.received(2);
    expect([first.answered, second.answered]).toEqual([500, 200]);
    expect(second.at - first.at).toBeGreaterThanOrEqual(150);
    expect(second.raw).toBe(first.raw);
    await sandbox.webhooks.idle();
    const [recorded] = (await api.payments()).filter((p) => p.id === payment.id);
    expect(recorded.webhookDeliveries).toHaveLength(1);
    expect(recorded.webhookDeliveries[0]).toMatchObject({ paymentStatus: 'PENDING', url: shop.url, state: 'delivered' });
    expect(recorded.webhookDeliveries[0].attempts.map((a) => a.status)).toEqual([500, 200]);
  });

  it('keeps a payment\'s deliveries in order while one is retried', async () => {
    const shop = await receiver([503]);
    const token = await api.cardToken('4444444444444414', { accountId: 'sandbox-account', sessionId: 's-1' });
    await api.createPayment({ callbackUrl: shop.url, sessionId: 's-1', paymentToken: token });
    const requests = await shop.received(3);
    expect(requests.map((r) => [r.body.status, r.answered])).toEqual([
      ['PENDING', 503],
      ['PENDING', 200],
      ['SUCCEEDED', 200],
    ]);
  });

  it('tries three times on a network error, then gives up', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/ipn`;
    const payment = await api.createPayment({ callbackUrl: url });
    await sandbox.webhooks.idle();
    const [delivery] = sandbox.webhooks.deliveries(payment.id);
    expect(delivery.state).toBe('failed');
    expect(delivery.attempts).toHaveLength(3);
    expect(delivery.attempts.every((a) => a.error === 'ECONNREFUSED')).toBe(true);
  });

  it('sends nothing without a callbackUrl', async () => {
    const payment = await api.createPayment();
    expect(sandbox.webhooks.deliveries(payment.id)).toEqual([]);
  });
});

it('close() stops a waiting retry at once', async () => {
  const shop = await startReceiver([500, 500, 500]);
  let firstTry;
  const tried = new Promise((resolve) => (firstTry = resolve));
  const webhooks = createWebhooks({ apiKey: API_KEY, retryDelaysMs: [60_000, 60_000], onAttempt: firstTry });
  webhooks.send(shop.url, { id: 'p1', status: 'PENDING' });
  await tried;
  const started = performance.now();
  await webhooks.close();
  expect(performance.now() - started).toBeLessThan(1000);
  expect(webhooks.deliveries()[0]).toMatchObject({ state: 'abandoned', attempts: [{ status: 500 }] });
  expect(webhooks.send(shop.url, { id: 'p1', status: 'SUCCEEDED' })).toBeUndefined();
  await shop.close();
});

it('close() during a try in flight ends it without starting another wait', async () => {
  const { createServer } = await import('node:http');
  let arrived;
  const gotRequest = new Promise((resolve) => (arrived = resolve));
  // Holds every request unanswered, so the try is in flight when close() runs.
  const silent = createServer(() => arrived());
  await new Promise((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const webhooks = createWebhooks({ apiKey: API_KEY, retryDelaysMs: [60_000, 60_000] });
  webhooks.send(`http://127.0.0.1:${silent.address().port}/ipn`, { id: 'p2', status: 'PENDING' });
  await gotRequest;
  const started = performance.now();
  await webhooks.close();
  expect(performance.now() - started).toBeLessThan(1000);
  expect(webhooks.deliveries()[0]).toMatchObject({ state: 'abandoned', attempts: [{ error: 'sandbox closed' }] });
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});
