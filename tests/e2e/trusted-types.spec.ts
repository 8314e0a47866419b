/**
 * Trusted Types in force (docs/demo-contract.md "CSP"): every demo page requires Trusted Types for
 * script sinks and allows only the `storefront` policy (src/core/html.ts), so each HTML write of
 * ours runs through that policy in every end-to-end test (the fixture fails on any violation).
 * Here: the writes we make go through, and any other HTML string write is refused.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, waitForStorefront } from './support/fixtures';
import { addFromListing, headerCount, miniCart, openShop, MUG } from './support/shop';

const TT_DIRECTIVES = /require-trusted-types-for 'script'; trusted-types storefront(;|$)/;

/** What the page answers when HTML is written outside our policy (run in a context nobody watches). */
async function probeRefusals(page: Page) {
  return page.evaluate(() => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective} ${e.sample}`));
    const attempt = (write: () => void) => {
      try {
        write();
        return 'allowed';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    const tt = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown; defaultPolicy: unknown } }).trustedTypes;
    const target = document.createElement('div');
    document.body.append(target);
    const result = {
      rawInnerHtml: attempt(() => {
        target.innerHTML = '<img src=x>';
      }),
      insertAdjacent: attempt(() => target.insertAdjacentHTML('beforeend', '<b>x</b>')),
      ourNameAgain: attempt(() => tt.createPolicy('storefront', { createHTML: (s: string) => s })),
      otherName: attempt(() => tt.createPolicy('someone-else', { createHTML: (s: string) => s })),
      defaultPolicy: tt.defaultPolicy === null ? 'none' : 'present',
      childCount: target.childNodes.length,
    };
    return new Promise<typeof result & { violations: string[] }>((resolve) => setTimeout(() => resolve({ ...result, violations }), 50));
  });
}

async function unwatchedPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  // Violations are provoked on purpose here, so this context is not handed to the fixture's watch.
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  return context.newPage();
}

test('a cart fragment update is written through the storefront policy, with zero violations', async ({ page }) => {
  const response = await page.goto('/tienda/');
  expect(response?.headers()['content-security-policy']).toMatch(TT_DIRECTIVES);
  await waitForStorefront(page);
  expect(await page.evaluate(() => typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes)).toBe('object');

  await addFromListing(page, MUG);
  // The mini cart and the header count are the shop's fragments, parsed by src/core/html.ts.
  await expect(headerCount(page)).toHaveText('1 producto');
  await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');
  // The fixture fails this test on any Trusted Types violation the writes caused.
});

test('any other HTML string write is refused, and the policy name is ours alone', async ({ browser, baseURL }) => {
  const page = await unwatchedPage(browser, baseURL);
  try {
    await openShop(page);
    // Our policy is made on the first write: a fragment update.
    await addFromListing(page, MUG);
    await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');

    const probe = await probeRefusals(page);
    expect(probe.rawInnerHtml).toMatch(/^TypeError: .*TrustedHTML/);
    expect(probe.insertAdjacent).toMatch(/^TypeError: .*TrustedHTML/);
    // Already created by src/core/html.ts (no 'allow-duplicates'), so a second one is refused.
    expect(probe.ourNameAgain).toMatch(/^TypeError: .*storefront/);
    expect(probe.otherName).toMatch(/^TypeError: .*someone-else/);
    expect(probe.defaultPolicy).toBe('none');
    expect(probe.childCount).toBe(0);
    expect(probe.violations).toEqual([
      "require-trusted-types-for Element innerHTML|<img src=x>",
      "require-trusted-types-for Element insertAdjacentHTML|<b>x</b>",
      'trusted-types storefront',
      'trusted-types someone-else',
    ]);
  } finally {
    await page.context().close();
  }
});

test('the lightbox opens under Trusted Types: PhotoSwipe\'s control icons go through the policy as SVG', async ({ page }) => {
  await page.goto(`/producto/taza-ceramica-amanecer/`);
  await waitForStorefront(page);
  await page.locator('.woocommerce-product-gallery__trigger').click();
  const close = page.locator('.pswp__button--close');
  await expect(close).toBeVisible();
  // PhotoSwipe's own icon markup arrived intact (it would be refused, and the button empty, otherwise).
  await expect(close.locator('svg.pswp__icn use.pswp__icn-shadow')).toHaveCount(1);
  await expect(page.locator('.pswp__button--arrow--next svg.pswp__icn')).toHaveCount(1);
});
