/** The checkout's end-to-end steps, shared by the checkout's and the card method's specs. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, waitForStarted, wcAjaxEndpoint } from './fixtures';

export const CHECKOUT = '/finalizar-compra/';

/** WooCommerce 10.4.3's own checkout templates fail these two; the shop prints them so (attribution.spec.ts says which). */
export const TEMPLATE_RULES = { disableRules: ['heading-order', 'label-content-name-mismatch'] };

/** A mug in the cart (an empty cart's checkout goes to the cart page). */
export async function fillCart(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const answer = await context.request.post(new URL('/?wc-ajax=add_to_cart', baseURL).href, { form: { product_id: '11', quantity: '1' } });
  expect(answer.ok()).toBe(true);
}

/** The checkout open, its widget started and its first order review applied. */
export async function openCheckout(page: Page, query = ''): Promise<void> {
  const firstUpdate = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'update_order_review');
  await page.goto(`${CHECKOUT}${query}`);
  await waitForStarted(page, 'checkout');
  await firstUpdate;
  await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toHaveAttribute('aria-busy', 'true');
}

export const BILLING: Record<string, string> = {
  '#billing_first_name': 'Lucía',
  '#billing_last_name': 'Martín',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_postcode': '46001',
  '#billing_city': 'Valencia',
  '#billing_email': 'lucia@example.com',
};

export async function fillBilling(page: Page): Promise<void> {
  for (const [selector, value] of Object.entries(BILLING)) await page.fill(selector, value);
  await page.selectOption('#billing_state', 'V');
}

/**
 * An order placed by cheque (it stays awaiting payment), then its order-pay page opened: the
 * order's id. Its payment box is chosen there by the caller.
 */
export async function openOrderPay(page: Page): Promise<string> {
  await openCheckout(page);
  await fillBilling(page);
  await page.locator('label[for="payment_method_cheque"]').click();
  await page.locator('#terms').check();
  await Promise.all([page.waitForURL(/\/order-received\/\d+\//), page.locator('#place_order').click()]);
  const received = new URL(page.url());
  const id = /\/order-received\/(\d+)\//.exec(received.pathname)![1]!;
  await page.goto(`/finalizar-compra/order-pay/${id}/?pay_for_order=true&key=${received.searchParams.get('key')}`);
  return id;
}
