/** Demo-shop steps the cart specs share (docs/demo-contract.md, demo/lib/templates.mjs). */
import type { Page } from '@playwright/test';
import { expect, waitForStorefront, wcAjaxEndpoint } from './fixtures';

export const MUG = 11; // Taza de cerámica Amanecer (simple, ajax)
export const CAMP_MUG = 12; // Taza esmaltada de camping
export const TOTE = 16; // Bolsa tote de lona

export const button = (page: Page, id: number) => page.locator(`a.button[data-product_id="${id}"]`);
export const headerCount = (page: Page) => page.locator('#site-header-cart a.cart-contents .count');
export const miniCart = (page: Page) => page.locator('#site-header-cart div.widget_shopping_cart_content');

export async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/tienda/${query}`);
  await waitForStorefront(page);
}

/** Clicks an ajax button and waits until the shop has answered and the button shows `added`. */
export async function addFromListing(page: Page, id: number): Promise<void> {
  const answered = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'add_to_cart');
  await button(page, id).click();
  await answered;
  await expect(button(page, id)).toHaveClass(/\badded\b/);
  await expect(button(page, id)).not.toHaveClass(/\bloading\b/);
}
