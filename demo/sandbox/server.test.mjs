// startSandbox itself: the components origin hands its requests on, close() ends even hung
// requests, a shop origin can join later, and the CLI prints both origins.
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

// The components origin's pages are another module's work; here only the hand-over is under test.
const components = vi.hoisted(() => ({ calls: [], answer: 'serve' }));
vi.mock('./components.mjs', () => ({
  handleComponents: async (req, res, context) => {
    components.calls.push({ url: req.url, context });
    if (components.answer === 'throw') throw new Error('inner page broke');
    if (components.answer === 'decline') return false;
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('inner page');
    return true;
  },
}));

const { startSandbox } = await import('./server.mjs');
const { sandboxClient, closedPort } = await import('./testing.mjs');

beforeEach(() => {
  components.calls.length = 0;
  components.answer = 'serve';
});

describe('startSandbox', () => {
  it('listens on two origins and hands components requests over with the origins', async () => {
    const sandbox = await startSandbox({ shopOrigins: ['http://127.0.0.1:4173'] });
    try {
      expect(sandbox.componentsOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.apiOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.componentsOrigin).not.toBe(sandbox.apiOrigin);
      expect(sandbox.componentsUrl).toBe(`${sandbox.componentsOrigin}/v1`);
      expect(sandbox.apiUrl).toBe(`${sandbox.apiOrigin}/v1`);

      const res = await fetch(`${sandbox.componentsUrl}/inner-card-input/`);
      expect([res.status, await res.text()]).toEqual([200, 'inner page']);
      expect(components.calls[0]).toEqual({
        url: '/v1/inner-card-input/',
        context: { componentsUrl: sandbox.componentsUrl, apiUrl: sandbox.apiUrl, apiOrigin: sandbox.apiOrigin, componentsOrigin: sandbox.componentsOrigin, shopOrigins: ['http://127.0.0.1:4173'] },
      });

      components.answer = 'decline';
      expect((await fetch(`${sandbox.componentsOrigin}/nothing-here`)).status).toBe(404);
      components.answer = 'throw';
      expect((await fetch(`${sandbox.componentsOrigin}/v1/inner-payment-modal/`)).status).toBe(500);
    } finally {
      await sandbox.close();
    }
  });

  it('close() resolves with a request left hanging, and the client sees the socket close', async () => {
    const sandbox = await startSandbox();
    await fetch(`${sandbox.apiOrigin}/__sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ hang: true }) });
    const hung = fetch(`${sandbox.apiUrl}/payment-methods?accountId=sandbox-account`);
    const failure = expect(hung).rejects.toThrow();
    // The hung request has reached the server once the switch is used up.
    await expect.poll(async () => (await (await fetch(`${sandbox.apiOrigin}/__sandbox/faults`)).json()).length).toBe(0);
    await sandbox.close();
    await failure;
    await sandbox.close();
  });

  it('close() resolves with a fault delay still waiting', async () => {
    const sandbox = await startSandbox();
    await fetch(`${sandbox.apiOrigin}/__sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ delayMs: 600_000 }) });
    const delayed = fetch(`${sandbox.apiUrl}/payment-methods?accountId=sandbox-account`).catch((error) => error);
    await expect.poll(async () => (await (await fetch(`${sandbox.apiOrigin}/__sandbox/faults`)).json()).length).toBe(0);
    const started = performance.now();
    await sandbox.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await delayed).toBeInstanceOf(Error);
  });

  it('a shop origin added after start gets CORS and may frame the 3-D Secure page', async () => {
    const sandbox = await startSandbox();
    try {
      const late = 'http://127.0.0.1:5555';
      const preflight = () => fetch(`${sandbox.apiUrl}/tokens`, { method: 'OPTIONS', headers: { Origin: late, 'Access-Control-Request-Method': 'POST' } });
      expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull();
      sandbox.addShopOrigin(late);
      expect((await preflight()).headers.get('access-control-allow-origin')).toBe(late);
      await fetch(sandbox.componentsUrl + '/inner-card-input/');
      expect(components.calls.at(-1).context.shopOrigins).toEqual([late]);
      const api = sandboxClient(sandbox);
      const payment = await api.createPayment();
      await api.server('POST', `/payments/${payment.id}/confirm`, { paymentToken: await api.cardToken('4444444444444406', { paymentId: payment.id }) });
      const page = await fetch(`${sandbox.apiOrigin}/3ds/${payment.id}?framed=1`);
      expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${sandbox.componentsOrigin} ${late}`);
    } finally {
      await sandbox.close();
    }
  });

  it('a busy port rejects and leaves nothing listening', async () => {
    const first = await startSandbox();
    try {
      const apiPort = Number(new URL(first.apiOrigin).port);
      const componentsPort = await closedPort();
      await expect(startSandbox({ componentsPort, apiPort })).rejects.toThrow(/EADDRINUSE/);
      // The components server that did start is closed again: its port is free.
      const probe = createServer();
      await new Promise((resolve, reject) => probe.once('error', reject).listen(componentsPort, '127.0.0.1', resolve));
      await new Promise((resolve) => probe.close(resolve));
    } finally {
      await first.close();
    }
  });
});

describe('CLI', () => {
  it('prints both origins and serves until stopped', async () => {
    const script = fileURLToPath(new URL('./server.mjs', import.meta.url));
    const child = spawn(process.execPath, [script, '--components-port', '0', '--api-port', '0', '--shop-origin', 'http://127.0.0.1:4173', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const output = await new Promise((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk) => {
          text += chunk;
          if (/API origin:\s+\S+/.test(text) && /Components origin:\s+\S+/.test(text)) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const apiOrigin = /API origin:\s+(\S+)/.exec(output)[1];
      expect(/Components origin:\s+(\S+)/.exec(output)[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${apiOrigin}/__sandbox/health`);
      expect(await res.text()).toBe('ok');
      const preflight = await fetch(`${apiOrigin}/v1/tokens`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('refuses an unknown option', async () => {
    const script = fileURLToPath(new URL('./server.mjs', import.meta.url));
    const child = spawn(process.execPath, [script, '--port', '1'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown option --port');
  });
});
