// Helpers for the sandbox's own tests: calls to its two APIs and a tiny webhook receiver.
import { createServer } from 'node:http';

export const CLIENT_ENV = Buffer.from('24|1080|1920|-60|es').toString('base64');
export const FUTURE = { expMonth: '12', expYear: '34', cvc: '123' };

/** Calls against one running sandbox; every call resolves to `{ status, headers, body }` (body parsed when JSON). */
export function sandboxClient(sandbox, { apiKey = 'sandbox-api-key' } = {}) {
  async function call(method, path, { body, headers = {}, ...init } = {}) {
    const res = await fetch(`${sandbox.apiOrigin}${path}`, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') || '').includes('application/json');
    return { status: res.status, headers: res.headers, body: isJson && text ? JSON.parse(text) : text };
  }
  const server = (method, path, body, headers = {}) => call(method, `/v1${path}`, { body, headers: { Authorization: apiKey, ...headers } });
  const client = (method, path, body, headers = {}) => call(method, `/v1${path}`, { body, headers });
  const withEnv = (method, path, body) => client(method, path, body, { 'Client-Env': CLIENT_ENV });

  return {
    call,
    server,
    client,
    withEnv,
    /** Server API create; fails the test on anything but 200. */
    async createPayment(fields = {}) {
      const answer = await server('POST', '/payments', { amount: 1999, currency: 'EUR', orderId: '1001', ...fields });
      if (answer.status !== 200) throw new Error(`create payment answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    /** A one-time card token, bound to `binding` ({paymentId} or {accountId, sessionId, ...}). */
    async cardToken(number, binding, card = {}) {
      const answer = await withEnv('POST', '/tokens', { ...binding, paymentMethod: { card: { number, ...FUTURE, ...card } } });
      if (!answer.body?.paymentToken) throw new Error(`tokens answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.paymentToken;
    },
    payments: async () => (await call('GET', '/__sandbox/payments')).body,
  };
}

/**
 * An HTTP server that stands for a shop's webhook endpoint. `statuses` are answered in order (then
 * 200). `received(n)` resolves once n requests have arrived.
 */
export async function startReceiver(statuses = []) {
  const requests = [];
  let waiters = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({ raw, body: JSON.parse(raw), signature: req.headers['monei-signature'], contentType: req.headers['content-type'], answered: status, at: performance.now() });
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(status === 200 ? 'OK' : 'nope');
      const ready = waiters.filter((w) => requests.length >= w.n);
      waiters = waiters.filter((w) => requests.length < w.n);
      for (const w of ready) w.resolve(requests.slice());
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/ipn`,
    requests,
    received(n) {
      return requests.length >= n ? Promise.resolve(requests.slice()) : new Promise((resolve) => waiters.push({ n, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on (taken, then released). */
export async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
