import { test, expect, axeCheck, getCspViolations, waitForStorefront } from './support/fixtures';

test.describe('smoke', () => {
  test('listing page serves a strict CSP and the storefront starts under it', async ({ page, pageIssues }) => {
    const response = await page.goto('/tienda/');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');

    await waitForStorefront(page);

    const grid = page.locator('ul.products').first();
    await expect(grid).toBeVisible();
    expect(await grid.locator('li.product').count()).toBeGreaterThan(0);

    expect(await getCspViolations(page)).toEqual([]);
    expect(pageIssues).toEqual([]);
  });

  for (const path of ['/tienda/', '/mi-cuenta/']) {
    test(`axe: ${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await waitForStorefront(page);
      await axeCheck(page);
    });
  }
});
