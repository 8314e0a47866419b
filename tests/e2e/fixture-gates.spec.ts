/**
 * The fixture's own gates (tests/e2e/support/fixtures.ts): a storefront failure nobody declared
 * fails the test, and so does a declared one that never happens. The failing cases are marked
 * `test.fail()`: they pass only if the fixture fails them.
 */
import { test, expect, getStorefrontErrors, waitForStorefront } from './support/fixtures';

async function openCart(page: import('@playwright/test').Page): Promise<void> {
  await page.goto('/carrito/');
  await waitForStorefront(page);
}

const fireStorefrontError = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    document.dispatchEvent(new CustomEvent('storefront:error', { detail: { widget: 'fixture-probe', reason: 'provoked by the test' } }));
  });

test.describe('storefront failures fail the test', () => {
  test('an undeclared storefront:error fails it', async ({ page }) => {
    test.fail();
    await openCart(page);
    await fireStorefrontError(page);
    expect(await getStorefrontErrors(page)).toHaveLength(1);
  });

  test('an undeclared [storefront] console warning fails it', async ({ page }) => {
    test.fail();
    await openCart(page);
    await page.evaluate(() => console.warn('[storefront] fixture-probe: provoked by the test'));
  });

  test('a declared failure that never happens fails it', async ({ page, expectStorefrontErrors }) => {
    test.fail();
    expectStorefrontErrors(/fixture-probe: never happens/);
    await openCart(page);
  });

  test('a declared failure passes, as event and as console warning', async ({ page, expectStorefrontErrors, pageIssues }) => {
    expectStorefrontErrors(/^(\[storefront\] )?fixture-probe: provoked by the test$/);
    await openCart(page);
    await fireStorefrontError(page);
    await page.evaluate(() => console.warn('[storefront] fixture-probe: provoked by the test'));
    await expect.poll(() => pageIssues.map((i) => i.kind).sort()).toEqual(['storefront-console', 'storefront-error']);
  });
});
