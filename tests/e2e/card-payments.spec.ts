/**
 * Card payments with the provider's components (issue 23): the card typed in the provider's frame
 * (the sandbox's components origin, never the shop's document), the token made on place order, the
 * payment confirmed in the provider's modal with 3-D Secure there, declines in Spanish, the modal
 * closed by Back, one payment for ten clicks, axe with the modal open. The demo's checkout backend
 * creates and confirms payments through the sandbox as the plugin's server does
 * (demo/lib/monei.mjs, demo/sandbox/).
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStarted } from './support/fixtures';
import { CHECKOUT, fillBilling, fillCart, openCheckout, openOrderPay, TEMPLATE_RULES } from './support/checkout';


const CARDS = {
  success: '4444444444444414',
  challenge: '4444444444444406',
  declined: '4444444444444505',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  frictionless: '4444444444444422',
};

async function chooseCard(page: Page): Promise<FrameLocator> {
  await fillBilling(page);
  await page.locator('label[for="payment_method_monei"]').click();
  await waitForStarted(page, 'card-payment');
  await page.fill('#monei_cardholder_name', 'Lucía Martín');
  await page.locator('#terms').check();
  const frame = page.frameLocator('iframe[title="Datos de la tarjeta"]');
  await expect(frame.getByTestId('card-number-input')).toBeVisible();
  apiUrls.set(page, await page.evaluate(() => (window as unknown as { storefrontPayments: { apiUrl: string } }).storefrontPayments.apiUrl));
  return frame;
}

async function typeCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByTestId('card-number-input').fill(number);
  await frame.getByTestId('expiry-date-input').fill('12/34');
  await frame.getByTestId('cvc-input').fill('123');
}

interface SandboxPayment {
  id: string;
  status: string;
  orderId?: string;
}

/** The sandbox's payments for the order the page shows (one sandbox serves every test). */
async function orderPayments(page: Page): Promise<SandboxPayment[]> {
  const order = /order-received\/(\d+)/.exec(page.url())?.[1];
  expect(order).toBeTruthy();
  return (await sandboxPayments(page)).filter((payment) => String(payment.orderId) === order);
}

/** The sandbox's address, read off the checkout (the thank-you page prints no payment globals). */
const apiUrls = new WeakMap<Page, string>();

async function sandboxPayments(page: Page): Promise<SandboxPayment[]> {
  const apiUrl = apiUrls.get(page)!;
  const answer = await page.request.get(new URL('/__sandbox/payments', apiUrl).href);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as SandboxPayment[] | { payments: SandboxPayment[] };
  return Array.isArray(body) ? body : body.payments;
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Pago seguro' });
const challenge = (page: Page) => page.frameLocator('iframe[title="Verificación del pago con tu banco"]').frameLocator('iframe');

test.beforeEach(async ({ context, baseURL }) => {
  await fillCart(context, baseURL);
});

// The sandbox is shared: no switch armed by one test may reach the next (only this file's tests
// ask the demo's sandbox for tokens, and they run one after another).
test.afterEach(async ({ page }) => {
  const apiUrl = apiUrls.get(page);
  if (apiUrl) await page.request.delete(new URL('/__sandbox/faults', apiUrl).href);
});

test('a card without 3-D Secure: the number only in the provider’s frame, the order paid', async ({ page, baseURL }) => {
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  const shopRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(baseURL!).origin) shopRequests.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  // The card number exists in the provider's frame only: never in the shop's document, storage, URL or console.
  const leaks = await page.evaluate((number) => {
    const stored = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`).join('\n');
    return [document.documentElement.outerHTML, stored(localStorage), stored(sessionStorage), location.href, document.cookie].filter((text) => text.includes(number));
  }, CARDS.success);
  expect(leaks).toEqual([]);
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
  expect(consoleText.filter((text) => text.includes(CARDS.success))).toEqual([]);
  expect(shopRequests.filter((text) => text.includes(CARDS.success))).toEqual([]);
  await expect(page.locator('.woocommerce-notice--success, .woocommerce-thankyou-order-received').first()).toBeVisible();
  expect((await orderPayments(page)).map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('3-D Secure in the provider’s modal: axe clean with it open, Complete pays the order', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.challenge);
  await page.locator('#place_order').click();
  await expect(modal(page)).toBeVisible();
  await expect(challenge(page).getByRole('button', { name: 'Complete' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.sf-payment-modal')!).zIndex)).toBe('99999');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(await axeCheck(page, '.sf-payment-modal', TEMPLATE_RULES)).toEqual([]);
  await challenge(page).getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(/order-received/);
  expect((await orderPayments(page)).map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('frictionless 3-D Secure: the window completes by itself and the order is paid', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.frictionless);
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
  expect((await orderPayments(page)).map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('3-D Secure failed: the modal goes, the reason in Spanish, the form usable again', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.challenge);
  await page.locator('#place_order').click();
  await challenge(page).getByRole('button', { name: 'Fail' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('.woocommerce-error')).toContainText('No se ha podido verificar el pago con tu banco');
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  expect(await page.locator('input[name="monei_payment_token"]').count()).toBe(0);
});

for (const [card, message] of [
  [CARDS.declined, 'Tu banco ha rechazado el pago'],
  [CARDS.insufficientFunds, 'La tarjeta no tiene fondos suficientes'],
  [CARDS.expired, 'La tarjeta ha caducado'],
] as const) {
  test(`a declined card (${card}) reads in Spanish and the shopper can try another`, async ({ page }) => {
    await openCheckout(page);
    const frame = await chooseCard(page);
    await typeCard(frame, card);
    await page.locator('#place_order').click();
    await expect(page.locator('.woocommerce-error')).toContainText(message);
    await typeCard(frame, CARDS.success);
    await page.locator('#place_order').click();
    await page.waitForURL(/order-received/);
  });
}

test('the browser’s Back closes the modal, leaves no entry behind, and the order can be paid after', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.challenge);
  await page.locator('#place_order').click();
  await expect(modal(page)).toBeVisible();
  await page.goBack();
  await expect(modal(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(CHECKOUT);
  await expect(page.locator('.woocommerce-error')).toContainText('Has cerrado la ventana de pago');
  await page.locator('#place_order').click();
  await challenge(page).getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(/order-received/);
});

test('ten fast clicks on place order make one token and one payment', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/tokens')) tokens.push(request.url());
  });
  // Ten clicks in one go, faster than any hand, before the first has had an answer.
  await page.locator('#place_order').evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 10; i += 1) button.click();
  });
  await page.waitForURL(/order-received/);
  expect(tokens).toHaveLength(1);
  expect(await orderPayments(page)).toHaveLength(1);
});

test('the whole payment by keyboard only', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  // From the cardholder's name, Tab goes into the provider's frame, to the card number.
  await page.locator('#monei_cardholder_name').focus();
  await page.keyboard.press('Tab');
  await expect(frame.getByTestId('card-number-input')).toBeFocused();
  // The provider's fields move on by themselves once one is complete.
  await page.keyboard.type(CARDS.challenge);
  await expect(frame.getByTestId('expiry-date-input')).toBeFocused();
  await page.keyboard.type('1234');
  await expect(frame.getByTestId('cvc-input')).toBeFocused();
  await page.keyboard.type('123');
  // Enter in the card frame places the order, as the plugin's onEnter does.
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeVisible();
  const complete = challenge(page).getByRole('button', { name: 'Complete' });
  await expect(complete).toBeVisible();
  // Focus went into the payment window: Tab reaches the bank's button within a few stops.
  for (let i = 0; i < 6 && !(await complete.evaluate((button) => button === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/order-received/);
});

async function setFault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const answer = await page.request.post(new URL('/__sandbox/faults', apiUrls.get(page)!).href, { data: fault });
  expect(answer.ok()).toBe(true);
}

test('a card saved at checkout pays the next order in one click, its fields hidden', async ({ page, context, baseURL }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  await page.locator('#wc-monei-new-payment-method').check();
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);

  await fillCart(context, baseURL);
  await openCheckout(page);
  await page.locator('label[for="payment_method_monei"]').click();
  await waitForStarted(page, 'card-payment');
  const saved = page.locator('input[name="wc-monei-payment-token"]:not([value="new"])');
  await expect(saved).toHaveCount(1);
  await expect(saved).toBeChecked();
  await expect(page.locator('#payment-form')).toBeHidden();
  await expect(page.locator('.woocommerce-SavedPaymentMethods-saveNew')).toBeHidden();
  await fillBilling(page);
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
  expect((await orderPayments(page)).map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('a card added on the account page, through 3-D Secure as a page, is listed with its brand, last four and expiry', async ({ page }) => {
  await page.goto('/mi-cuenta/add-payment-method/');
  await page.locator('label[for="payment_method_monei"]').click();
  await waitForStarted(page, 'card-payment');
  apiUrls.set(page, await page.evaluate(() => (window as unknown as { storefrontPayments: { apiUrl: string } }).storefrontPayments.apiUrl));
  await page.fill('#monei_cardholder_name', 'Lucía Martín');
  const frame = page.frameLocator('iframe[title="Datos de la tarjeta"]');
  await typeCard(frame, CARDS.challenge);
  await page.locator('#place_order').click();
  // The bank's page, top level (the form posts as a page, as the plugin's does).
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(/\/mi-cuenta\/payment-methods\//);
  await expect(page.locator('.woocommerce-message, .woocommerce-notice--success').first()).toContainText('Método de pago añadido correctamente');
  await expect(page.locator('table.account-payment-methods-table')).toContainText('Visa que termina en 4406');
  await expect(page.locator('table.account-payment-methods-table')).toContainText('12/34');
});

test('the order-pay page pays by card; the challenge is the bank’s page, then the thank-you page', async ({ page }) => {
  const id = await openOrderPay(page);
  await page.locator('label[for="payment_method_monei"]').click();
  await waitForStarted(page, 'card-payment');
  await page.fill('#monei_cardholder_name', 'Lucía Martín');
  const frame = page.frameLocator('iframe[title="Datos de la tarjeta"]');
  await typeCard(frame, CARDS.challenge);
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(new RegExp(`/order-received/${id}/`));
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
});

test('a forged message from another origin changes nothing: no token taken, the payment goes on', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  // A frame of another origin (the provider's QA page stands in for any site) posts messages in both
  // of the provider's wire formats, claiming answers and calls.
  const foreignUrl = new URL('/__sandbox/health', apiUrls.get(page)!).href;
  await page.evaluate((src) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'otra web';
    document.body.append(iframe);
    return new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  }, foreignUrl);
  const foreign = page.frames().find((f) => f.url() === foreignUrl)!;
  await foreign.evaluate(() => {
    const forged = (type: string, name: string, data: unknown) => ({ id: `forged_${name}`, origin: location.origin, type, hash: `${name}_forged`, name, data, fireAndForget: false, ack: 'success' });
    for (const key of ['__post_robot_10_0_42__', '__post_robot_11_0_0__']) {
      parent.postMessage({ [key]: [forged('postrobot_message_response', 'CREATE_TOKEN', { token: 'f'.repeat(40) })] }, '*');
      parent.postMessage({ [key]: [forged('postrobot_message_request', 'postrobot_method', { name: 'onResult', args: [{ id: 'x', status: 'SUCCEEDED' }] })] }, '*');
    }
  });
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
  expect((await orderPayments(page)).map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('a slow provider: the order waits, busy, then is paid', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  await setFault(page, { delayMs: 2500, path: '/v1/tokens' });
  await page.locator('#place_order').click();
  await expect(page.locator('form.checkout')).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#place_order')).toHaveAttribute('aria-disabled', 'true');
  await page.waitForURL(/order-received/);
});

test('a provider that never answers: after the wait, the processing error and a usable form', async ({ page, expectStorefrontErrors }) => {
  test.setTimeout(60_000);
  expectStorefrontErrors(/card-payment: no card token \(no answer in 20000 ms\)/);
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  await setFault(page, { hang: true, path: '/v1/tokens' });
  await page.locator('#place_order').click();
  await expect(page.locator('#monei-card-error')).toContainText('Se ha producido un error al procesar el pago', { timeout: 30_000 });
  await expect(page.locator('form.checkout')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('input[name="monei_payment_token"]')).toHaveCount(0);
});
