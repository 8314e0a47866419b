/**
 * The sandbox's contract with the provider's own component library (issue 23, item 2): the
 * official `@monei-js/components` 1.7.7 (a devDependency, never bundled) drives the sandbox's inner
 * pages exactly as it drives the provider's, and gets the answers our components get on the demo
 * (card-payments.spec.ts). The library's addresses are built in (https://js.monei.com,
 * https://api.monei.com/v1): the browser asks for them and the test answers from the sandbox, so
 * origins, frames and messages are the real library's own.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
// @ts-ignore -- plain ESM, typed by use below
import { startSandbox } from '../../demo/sandbox/server.mjs';

interface Sandbox {
  componentsOrigin: string;
  apiOrigin: string;
  close(): Promise<void>;
}

const SHOP = 'https://tienda-contrato.test';
const COMPONENTS = 'https://js.monei.com';
const API = 'https://api.monei.com';
const LIBRARY = readFileSync(fileURLToPath(new URL('../../node_modules/@monei-js/components/dist/components.esm.js', import.meta.url)), 'utf8');

let sandbox: Sandbox;
test.beforeAll(async () => {
  sandbox = (await startSandbox({ shopOrigins: [SHOP, COMPONENTS] })) as Sandbox;
});
test.afterAll(async () => {
  await sandbox.close();
});

/** Answers the provider's hosts from the sandbox, its addresses rewritten to the real ones. */
async function forward(route: Route, to: string): Promise<void> {
  const url = new URL(route.request().url());
  const answer = await route.fetch({
    url: `${to}${url.pathname}${url.search}`,
    headers: { ...route.request().headers(), 'x-sandbox-api-url': `${API}/v1` },
    maxRedirects: 0,
  });
  const headers = { ...answer.headers() };
  for (const [name, value] of Object.entries(headers)) {
    headers[name] = value.replaceAll(sandbox.componentsOrigin, COMPONENTS).replaceAll(sandbox.apiOrigin, API);
  }
  const body = (await answer.body()).toString('utf8').replaceAll(sandbox.componentsOrigin, COMPONENTS).replaceAll(sandbox.apiOrigin, API);
  await route.fulfill({ status: answer.status(), headers, body });
}

async function shopPage(page: Page): Promise<void> {
  await page.route(`${COMPONENTS}/**`, (route) => forward(route, sandbox.componentsOrigin));
  await page.route(`${API}/**`, (route) => forward(route, sandbox.apiOrigin));
  await page.route(`${SHOP}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/monei.js') return route.fulfill({ contentType: 'text/javascript', body: LIBRARY });
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Contrato</title></head>
        <body><div id="card"></div><script type="module">
          import * as monei from '/monei.js';
          window.monei = monei;
          window.card = monei.CardInput({ accountId: 'sandbox-account', sessionId: 'contract-session', language: 'es' });
          window.card.render('#card');
        </script></body></html>`,
    });
  });
  await page.goto(`${SHOP}/pagar/`);
}

async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="monei_card_input"]');
  await frame.getByTestId('card-number-input').fill(number);
  await frame.getByTestId('expiry-date-input').fill('12/34');
  await frame.getByTestId('cvc-input').fill('123');
}

/** The shop's server side, as the plugin does it: create the payment with the token (server API). */
async function createPayment(page: Page, token: string, extra: Record<string, unknown> = {}): Promise<{ id: string; status: string; nextAction?: { type: string } }> {
  const answer = await page.request.post(`${sandbox.apiOrigin}/v1/payments`, {
    headers: { Authorization: 'sandbox-api-key' },
    data: {
      amount: 4990,
      currency: 'EUR',
      orderId: `contract-${Date.now()}`,
      description: 'Contrato',
      sessionId: 'contract-session',
      completeUrl: `${SHOP}/gracias/`,
      failUrl: `${SHOP}/fallo/`,
      cancelUrl: `${SHOP}/pagar/`,
      callbackUrl: `${SHOP}/ipn/`,
      paymentToken: token,
      ...extra,
    },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { id: string; status: string; nextAction?: { type: string } };
}

test('the official CardInput renders the sandbox’s card page and createToken gets a token a payment takes', async ({ page }) => {
  await shopPage(page);
  await typeCard(page, '4444444444444414');
  const answer = await page.evaluate(() => (window as any).monei.createToken((window as any).card));
  expect(answer.token).toMatch(/^[0-9a-f]{40}$/);
  const payment = await createPayment(page, answer.token);
  expect(payment.status).toBe('SUCCEEDED');
});

test('a bad card comes back as { error }, not a rejection, as the provider documents', async ({ page }) => {
  await shopPage(page);
  await typeCard(page, '4444444444444415');
  const answer = await page.evaluate(() => (window as any).monei.createToken((window as any).card));
  expect(answer.token).toBeUndefined();
  expect(typeof answer.error).toBe('string');
});

test('the official confirmPayment opens the sandbox’s modal; 3-D Secure there resolves with the final payment', async ({ page }) => {
  await shopPage(page);
  await typeCard(page, '4444444444444406');
  const { token } = await page.evaluate(() => (window as any).monei.createToken((window as any).card));
  // The plugin's two-step flow: the payment created without the token, confirmed in the browser.
  const created = await createPayment(page, undefined as unknown as string, { paymentToken: undefined });
  const result = page.evaluate(
    ([paymentId, paymentToken]) => (window as any).monei.confirmPayment({ paymentId, paymentToken }),
    [created.id, token] as const,
  );
  const challenge = page.frameLocator('iframe[title="monei_payment_modal"]').frameLocator('iframe');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  expect(await result).toMatchObject({ id: created.id, status: 'SUCCEEDED' });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
