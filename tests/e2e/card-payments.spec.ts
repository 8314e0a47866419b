/**
 * Card payments with the provider's components (issue 23): the card typed in the provider's frame
 * (the sandbox's components origin, never the shop's document), the token made on place order, the
 * payment confirmed in the provider's modal with 3-D Secure there, declines in Spanish, the modal
 * closed by Back, one payment for ten clicks, axe with the modal open. The demo's checkout backend
 * creates and confirms payments through the sandbox as the plugin's server does
 * (demo/lib/monei.mjs, demo/sandbox/).
 */
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStarted, wcAjaxEndpoint } from './support/fixtures';

const CHECKOUT = '/finalizar-compra/';
const TEMPLATE_RULES = { disableRules: ['heading-order', 'label-content-name-mismatch'] };

const CARDS = {
  success: '4444444444444414',
  challenge: '4444444444444406',
  declined: '4444444444444505',
  insufficientFunds: '4000000000009995',
};

async function fillCart(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const answer = await context.request.post(new URL('/?wc-ajax=add_to_cart', baseURL).href, { form: { product_id: '11', quantity: '1' } });
  expect(answer.ok()).toBe(true);
}

async function openCheckout(page: Page): Promise<void> {
  const firstUpdate = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'update_order_review');
  await page.goto(CHECKOUT);
  await waitForStarted(page, 'checkout');
  await firstUpdate;
  await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toHaveAttribute('aria-busy', 'true');
}

const BILLING: Record<string, string> = {
  '#billing_first_name': 'Lucía',
  '#billing_last_name': 'Martín',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_postcode': '46001',
  '#billing_city': 'Valencia',
  '#billing_email': 'lucia@example.com',
};

async function chooseCard(page: Page): Promise<FrameLocator> {
  for (const [selector, value] of Object.entries(BILLING)) await page.fill(selector, value);
  await page.selectOption('#billing_state', 'V');
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

test('a card without 3-D Secure: the number only in the provider’s frame, the order paid', async ({ page }) => {
  await openCheckout(page);
  const frame = await chooseCard(page);
  await typeCard(frame, CARDS.success);
  // The card number exists in the provider's frame only, never in the shop's document.
  expect(await page.evaluate(() => document.documentElement.outerHTML.includes('4444444444444414'))).toBe(false);
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
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
  await frame.getByTestId('card-number-input').focus();
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
  await complete.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/order-received/);
});
