// The provider's webhook: each status change POSTs the payment JSON to its callbackUrl, signed as
// MONEI signs (`MONEI-Signature: t=<unix>,v1=<hex HMAC-SHA256(apiKey, "<t>.<raw body>")>`), and is
// retried on anything but a 200. Deliveries for one payment go one after another, so a shop never
// hears SUCCEEDED before the PENDING that preceded it.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Waits before the second and the third try. */
export const RETRY_DELAYS_MS = Object.freeze([200, 1000]);

export function signatureHeader(apiKey, rawBody, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', apiKey).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * True when `header` signs `rawBody` (the bytes as received, never re-serialized JSON) with
 * `apiKey`. Schemes other than v1 are ignored; a timestamp older than the tolerance is refused.
 */
export function verifySignature(apiKey, header, rawBody, { toleranceSeconds = 300, now = Date.now() } = {}) {
  if (typeof header !== 'string') return false;
  let timestamp;
  const signatures = [];
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const key = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || !signatures.length) return false;
  if (Number.isFinite(toleranceSeconds) && Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', apiKey).update(`${timestamp}.${rawBody}`).digest('hex'), 'hex');
  return signatures.some((candidate) => {
    if (!/^[0-9a-f]+$/i.test(candidate)) return false;
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * @param {{ apiKey: string, retryDelaysMs?: readonly number[], timeoutMs?: number, now?: () => number,
 *   log?: (line: string) => void, onAttempt?: (delivery: object) => void }} options  `onAttempt` hears each finished try.
 */
export function createWebhooks({ apiKey, retryDelaysMs = RETRY_DELAYS_MS, timeoutMs = 5000, now = Date.now, log = () => {}, onAttempt = () => {} }) {
  const deliveries = [];
  const queues = new Map();
  const timers = new Map();
  const controllers = new Set();
  let inFlight = 0;
  let idleWaiters = [];
  let closed = false;

  function settle() {
    inFlight--;
    if (inFlight === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function wait(ms) {
    return new Promise((resolve) => {
      // A try that was under way when close() ran must not start a new wait that nothing clears.
      if (closed) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });
  }

  async function attempt(url, rawBody) {
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'MONEI-Signature': signatureHeader(apiKey, rawBody, Math.floor(now() / 1000)),
          'User-Agent': 'MONEI-Sandbox-Webhook/1',
        },
        body: rawBody,
        redirect: 'manual',
        signal: controller.signal,
      });
      await res.arrayBuffer();
      return { status: res.status };
    } catch (error) {
      return { error: error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error) };
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  }

  async function deliver(delivery, rawBody) {
    for (let i = 0; i <= retryDelaysMs.length; i++) {
      if (i > 0) await wait(retryDelaysMs[i - 1]);
      if (closed) {
        delivery.state = 'abandoned';
        return;
      }
      const result = await attempt(delivery.url, rawBody);
      delivery.attempts.push({ at: new Date(now()).toISOString(), ...result });
      log(`webhook ${delivery.paymentStatus} ${delivery.paymentId} -> ${result.status ?? result.error}`);
      onAttempt({ ...delivery, attempts: delivery.attempts.map((a) => ({ ...a })) });
      if (result.status === 200) {
        delivery.state = 'delivered';
        return;
      }
    }
    delivery.state = closed ? 'abandoned' : 'failed';
  }

  return {
    /** Queues the payment JSON (as it is now) for `url`. Returns the delivery record, or undefined. */
    send(url, payment) {
      if (closed || !url) return undefined;
      const delivery = { id: deliveries.length + 1, paymentId: payment.id, paymentStatus: payment.status, url, state: 'pending', attempts: [] };
      deliveries.push(delivery);
      const rawBody = JSON.stringify(payment);
      inFlight++;
      const tail = (queues.get(payment.id) ?? Promise.resolve()).then(() => deliver(delivery, rawBody)).finally(settle);
      queues.set(payment.id, tail);
      return delivery;
    },
    /** Copies of the delivery records, all or one payment's, oldest first. */
    deliveries(paymentId) {
      return deliveries.filter((d) => paymentId === undefined || d.paymentId === paymentId).map((d) => ({ ...d, attempts: d.attempts.map((a) => ({ ...a })) }));
    },
    /** Resolves once no delivery is waiting or retrying. */
    idle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** Stops every retry and in-flight request; resolves when the queues have unwound. */
    close() {
      closed = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
      for (const controller of controllers) controller.abort(new Error('sandbox closed'));
      return this.idle();
    },
  };
}
