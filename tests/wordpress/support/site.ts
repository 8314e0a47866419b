/**
 * The real-site tier's fixtures: the e2e tier's `test` (a page error, a `storefront:error` or a
 * `[storefront]` warning nobody declared fails the test), plus
 *   - `mode`: the project's, `classic` (the plugins' own scripts), `storefront` (the plugin
 *     installed from its zip) or `manual` (the README's manual tag); a cookie tells the site's tier
 *     switch (mu-plugin) which;
 *   - `realCart(page)`: what WooCommerce's cart holds, read from the cart page the server renders
 *     for this browser's session (a page of its own, so the page under test is left as it is).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from '../../e2e/support/fixtures';

export { expect };

export type Mode = 'classic' | 'storefront' | 'manual';

export interface CartRow {
  name: string;
  quantity: number;
}

export const PRODUCTS = {
  simple: '/product/taza-de-ceramica/',
  variable: '/product/camiseta-basica/',
  reviewed: '/product/cuaderno-de-notas/',
  shop: '/shop/',
  cart: '/cart/',
  checkout: '/checkout/',
} as const;

/** Every script handle the plugin hands over on the pages the flows visit. */
export const HANDED_OVER = ['wc-add-to-cart', 'wc-cart-fragments', 'woocommerce', 'wc-single-product', 'wc-add-to-cart-variation', 'wc-zoom', 'wc-flexslider', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'woolentor-quickview', 'wc-order-attribution', 'sourcebuster-js'];

export async function realCart(context: BrowserContext): Promise<CartRow[]> {
  const page = await context.newPage();
  try {
    await page.goto(PRODUCTS.cart);
    return await page.locator('tr.woocommerce-cart-form__cart-item').evaluateAll((rows) =>
      rows.map((row) => ({
        name: (row.querySelector('td.product-name')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        quantity: Number((row.querySelector('input.qty') as HTMLInputElement | null)?.value ?? '0'),
      })),
    );
  } finally {
    await page.close();
  }
}

/** storefront's loader has scanned the page (its `data-storefront="ready"`); classic: the load event. */
export async function ready(page: Page, mode: Mode): Promise<void> {
  await page.waitForLoadState('load');
  if (mode !== 'classic') await expect(page.locator('html')).toHaveAttribute('data-storefront', 'ready');
  // WooCommerce's cart-fragments asks the server for the mini cart as the page loads, and applies
  // that answer whenever it comes: an add to cart answered first is overwritten by the older, empty
  // cart (its race, seen once in a fresh run's classic project on a busy machine). The flows start
  // once its answer is in, the state it leaves: the fragments stored under its name.
  else await page.waitForFunction(() => {
    const params = (window as { wc_cart_fragments_params?: { fragment_name?: string } }).wc_cart_fragments_params;
    return !params?.fragment_name || !document.getElementById('wc-cart-fragments-js') || sessionStorage.getItem(params.fragment_name) !== null;
  });
}

export const test = base.extend<{ mode: Mode }>({
  mode: ['storefront', { option: true }],
  context: async ({ context, mode, baseURL }, use) => {
    await context.addCookies([{ name: 'sf_tier_mode', value: mode, url: baseURL! }]);
    await use(context);
  },
});
