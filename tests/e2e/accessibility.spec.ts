/**
 * Accessibility of the demo shop with the storefront script running: axe-core finds nothing on
 * the main pages and states (after an add to cart with the mini cart open, with a password shown),
 * and a keyboard user reaches the store notice, the sort dropdown and add to cart with a visible focus.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStorefront } from './support/fixtures';

// The demo server shares the machine with builds and other suites; give slow pages room.
test.describe.configure({ timeout: 60_000 });

const CATALOGUE = JSON.parse(readFileSync(new URL('../../fixtures/catalogue.json', import.meta.url), 'utf8')) as {
  products: { id: number; type: string; stock_status: string; regular_price: string }[];
};
const SIMPLE_ID = CATALOGUE.products.find((p) => p.type === 'simple' && p.stock_status === 'instock' && p.regular_price !== '')!.id;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

/** Opens the header mini cart the way a pointer user does, and waits for its fade-in to end. */
async function openMiniCart(page: Page): Promise<void> {
  await page.locator('#site-header-cart').hover();
  await expect
    .poll(() => page.locator('.site-header-cart .widget_shopping_cart').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
}

test.describe('axe: no violations', () => {
  test('/tienda/', async ({ page }) => {
    await open(page, '/tienda/');
    await axeCheck(page);
  });

  test('/mi-cuenta/ (with the password toggles added)', async ({ page }) => {
    await open(page, '/mi-cuenta/');
    await expect(page.locator('button.show-password-input')).toHaveCount(2);
    await axeCheck(page);
  });

  test('/carrito/ with an item', async ({ page }) => {
    await page.goto(`/?add-to-cart=${SIMPLE_ID}`);
    await open(page, '/carrito/');
    await expect(page.locator('.woocommerce-cart-form__cart-item')).toHaveCount(1);
    await axeCheck(page);
  });

  test('/tienda/ after adding to cart, with the View cart link and the mini cart open', async ({ page }) => {
    await open(page, '/tienda/');
    const button = page.locator('ul.products .ajax_add_to_cart').first();
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button.locator('xpath=..').getByRole('link', { name: 'Ver carrito' })).toBeVisible();
    await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
    await openMiniCart(page);
    await axeCheck(page);
  });

  test('/mi-cuenta/ with a password shown', async ({ page }) => {
    await open(page, '/mi-cuenta/');
    await page.locator('#password').fill('secreto');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
    await expect(page.locator('#password')).toHaveAttribute('type', 'text');
    await axeCheck(page);
  });
});

interface Stop {
  key: string;
  tag: string;
  isButton: boolean;
  focusVisible: boolean;
}

/** Presses Tab and describes where focus landed, and whether the focus indicator is drawn. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { key: 'body', tag: 'body', isButton: false, focusVisible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    let key = el.tagName.toLowerCase();
    if (el.matches('.woocommerce-store-notice__dismiss-link')) key = 'store-notice-dismiss';
    else if (el.matches('.woocommerce-ordering select.orderby')) key = 'sort-select';
    else if (el.matches('ul.products .add_to_cart_button') && el === document.querySelector('ul.products .add_to_cart_button')) key = 'first-add-to-cart';
    return {
      key,
      tag: el.tagName.toLowerCase(),
      isButton: el.matches('button, [role="button"], input[type="submit"], input[type="button"], select'),
      focusVisible: outline || shadow,
    };
  });
}

/** Tabs from the top of the page until `last` is focused (or the page runs out of stops). */
async function tabUntil(page: Page, last: string, max = 300): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    const stop = await tab(page);
    stops.push(stop);
    if (stop.key === last) break;
  }
  return stops;
}

test.describe('keyboard', () => {
  test('from the top, Tab reaches the sort select, the first add to cart and the store notice dismiss, all with a visible focus', async ({ page }) => {
    await open(page, '/tienda/');
    await expect(page.locator('.woocommerce-store-notice')).toBeVisible();
    await page.locator('body').focus();

    const stops = await tabUntil(page, 'store-notice-dismiss');
    const keys = stops.map((s) => s.key);
    for (const wanted of ['sort-select', 'first-add-to-cart', 'store-notice-dismiss']) {
      expect(keys, `Tab order: ${keys.join(' → ')}`).toContain(wanted);
    }
    expect(keys.indexOf('sort-select')).toBeLessThan(keys.indexOf('first-add-to-cart'));

    const invisible = stops.filter((s) => s.isButton && !s.focusVisible).map((s) => s.key);
    expect(invisible, 'buttons reached by Tab without a visible focus indicator').toEqual([]);
  });

  test('the dismiss link, reached by Tab, dismisses the notice with Enter', async ({ page }) => {
    await open(page, '/tienda/');
    await page.locator('body').focus();
    const stops = await tabUntil(page, 'store-notice-dismiss');
    expect(stops.at(-1)?.key).toBe('store-notice-dismiss');
    await page.keyboard.press('Enter');
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });

  test('account buttons (password toggle, Acceder) show a focus indicator when tabbed to', async ({ page }) => {
    await open(page, '/mi-cuenta/');
    await page.locator('#username').focus();
    const seen: Stop[] = [];
    for (let i = 0; i < 6; i++) seen.push(await tab(page));
    const buttons = seen.filter((s) => s.isButton);
    expect(buttons.map((s) => s.tag)).toEqual(expect.arrayContaining(['button']));
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const b of buttons) expect(b.focusVisible, `focus indicator on ${b.key}`).toBe(true);
  });
});
