/**
 * Failures (spec §8; docs/demo-contract.md "Faults", "Page variants"): a broken add_to_cart answer
 * never leaves the button spinning, tells the shopper in Spanish and warns once naming the widget,
 * and loses nothing in the cart; malformed page globals and a still-enqueued WooCommerce script
 * switch off only the affected feature, leaving the server's own (non-JS) behaviour.
 */
import type { Page } from '@playwright/test';
import { test, expect, setFault, clearFaults, countRequests, waitForStorefront, wcAjaxEndpoint, navigateBack } from './support/fixtures';
import { button, headerCount, miniCart, openShop, addFromListing, MUG, CAMP_MUG } from './support/shop';


type ErrWindow = Window & { __sfErrors: { widget: string; reason: string }[] };


/** Console warnings of the page, live. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
}

/** Records `storefront:error` details in every document of the test's context. */
async function recordStorefrontErrors(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const w = window as unknown as ErrWindow;
    w.__sfErrors = [];
    document.addEventListener('storefront:error', (e) => {
      const d = (e as CustomEvent<{ widget: string; reason: string }>).detail;
      w.__sfErrors.push({ widget: d.widget, reason: d.reason });
    });
  });
}
const storefrontErrors = (page: Page) => page.evaluate(() => (window as unknown as ErrWindow).__sfErrors);

/** Notes in the page whether the button ever shows `loading` (a fast failure clears it at once). */
async function watchLoading(page: Page, id: number): Promise<void> {
  await button(page, id).evaluate((b) => {
    new MutationObserver(() => {
      if (b.classList.contains('loading')) (window as unknown as { __wasLoading?: boolean }).__wasLoading = true;
    }).observe(b, { attributes: true, attributeFilter: ['class'] });
  });
}



/** Clicks an ajax button and expects the page to stay put (no non-JS navigation). */
async function expectNavigationTo(page: Page, id: number, query: string): Promise<void> {
  const adds = countRequests(page, 'add_to_cart');
  const href = await button(page, id).getAttribute('href');
  expect(href).toBe(`/tienda/?${query}&add-to-cart=${id}`);
  await navigateBack(page, () => button(page, id).click());
  expect(page.url()).toMatch(new RegExp(`/tienda/\\?${query}$`));
  expect(adds.count).toBe(0);
  // WooCommerce's form handler added it and says so.
  await expect(page.locator('.woocommerce-message[role=alert]')).toContainText('se ha añadido a tu carrito');
  await expect(headerCount(page)).toHaveText('1 producto');
}

test.describe('add_to_cart answers that cannot be used', () => {
  for (const mode of ['500', 'html', 'malformed', 'empty', 'timeout'] as const) {
    test(`add_to_cart:${mode} → Spanish error, no spinner left, one warning, cart intact`, async ({ page, context, baseURL, expectStorefrontErrors }) => {
      if (mode === 'timeout') test.setTimeout(45_000);
      expectStorefrontErrors(/^(\[storefront\] )?add-to-cart: add_to_cart failed: /);
      const warnings = collectWarnings(page);
      await openShop(page);
      await addFromListing(page, MUG);
      await expect(headerCount(page)).toHaveText('1 producto');

      await setFault(context, baseURL, `add_to_cart:${mode}`);
      await watchLoading(page, CAMP_MUG);
      await button(page, CAMP_MUG).click();
      const alert = page.getByRole('alert').filter({ hasText: 'No se ha podido añadir' });
      await expect(alert).toBeVisible({ timeout: 9_000 });
      await expect(alert).toContainText('«Taza esmaltada de camping»');
      await expect(button(page, CAMP_MUG)).not.toHaveClass(/\bloading\b/);
      await expect(button(page, CAMP_MUG)).not.toHaveClass(/\badded\b/);
      expect(await page.evaluate(() => (window as unknown as { __wasLoading?: boolean }).__wasLoading)).toBe(true);
      await expect(page.locator('a.added_to_cart')).toHaveCount(1); // only the first product's
      await expect(page.locator('.updating')).toHaveCount(0); // the mini cart is not left dimmed
      await expect.poll(() => warnings.filter((w) => w.includes('add-to-cart')).length).toBe(1);
      expect(page.url()).toMatch(/\/tienda\/$/);

      await clearFaults(context);
      await page.reload();
      await waitForStorefront(page);
      await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');
      // Only `malformed` reached the shop (the demo runs the endpoint, then truncates the JSON).
      await expect(headerCount(page)).toHaveText(mode === 'malformed' ? '2 productos' : '1 producto');
    });
  }
});

test.describe('malformed page globals', () => {
  test('malformed wc_add_to_cart_params: the click goes to the button’s link, with one warning and storefront:error', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^(\[storefront\] )?add-to-cart: page global wc_add_to_cart_params is malformed/);
    const warnings = collectWarnings(page);
    // The params are read once the first click's busy state has painted, and the click then
    // navigates: the error is recorded outside the page, where the navigation cannot lose it.
    const errors: { widget: string; reason: string }[] = [];
    await page.exposeBinding('__sfRecordError', (_source, error: { widget: string; reason: string }) => void errors.push(error));
    await page.context().addInitScript(() => {
      document.addEventListener('storefront:error', (e) => {
        const { widget, reason } = (e as CustomEvent<{ widget: string; reason: string }>).detail;
        void (window as unknown as { __sfRecordError(error: unknown): Promise<void> }).__sfRecordError({ widget, reason });
      });
    });
    await openShop(page, '?malformed=wc_add_to_cart_params');

    await expectNavigationTo(page, MUG, 'malformed=wc_add_to_cart_params');
    const named = warnings.filter((w) => w.includes('add-to-cart'));
    expect(named).toHaveLength(1);
    expect(named[0]).toContain('wc_add_to_cart_params');
    expect(named[0]).toMatch(/malformed/);
    expect(errors.filter((e) => e.widget === 'add-to-cart')).toHaveLength(1);
    expect(errors.find((e) => e.widget === 'add-to-cart')?.reason).toContain('wc_add_to_cart_params');
  });

  test('malformed wc_add_to_cart_params: store notice, sort order and password toggles still work', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^(\[storefront\] )?add-to-cart: page global wc_add_to_cart_params is malformed/);
    await openShop(page, '?malformed=wc_add_to_cart_params');
    // Add-to-cart finds its params malformed on the first click (and gives it to the link, which
    // adds on the server and comes back): everything else keeps working after that.
    await expectNavigationTo(page, MUG, 'malformed=wc_add_to_cart_params');
    await waitForStorefront(page);

    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Descartar' }).click();
    await expect(notice).toBeHidden();

    const sort = page.locator('select.orderby');
    await sort.focus();
    await Promise.all([page.waitForURL(/orderby=price/), sort.selectOption('price')]);
    await waitForStorefront(page);
    await expect(page.locator('select.orderby')).toHaveValue('price');
    expect(new URL(page.url()).searchParams.get('malformed')).toBe('wc_add_to_cart_params');

    await page.goto('/mi-cuenta/?malformed=wc_add_to_cart_params');
    await waitForStorefront(page);
    const password = page.locator('#password');
    const toggle = page.locator('#password + button.show-password-input');
    await expect(toggle).toHaveAttribute('aria-label', 'Mostrar contraseña');
    await password.fill('secreto');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-label', 'Ocultar contraseña');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('malformed wc_cart_fragments_params: a warning names cart-fragments, adding still works', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^(\[storefront\] )?cart-fragments: page global wc_cart_fragments_params is malformed/);
    const warnings = collectWarnings(page);
    await recordStorefrontErrors(page);
    await openShop(page, '?malformed=wc_cart_fragments_params');
    await expect.poll(() => warnings.filter((w) => w.includes('cart-fragments')).length).toBe(1);
    const named = warnings.filter((w) => w.includes('cart-fragments'));
    expect(named[0]).toContain('wc_cart_fragments_params');
    expect((await storefrontErrors(page)).map((e) => e.widget)).toContain('cart-fragments');

    await addFromListing(page, MUG);
    await expect(headerCount(page)).toHaveText('1 producto');
    await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');
    await expect(button(page, MUG).locator('xpath=..').locator('a.added_to_cart')).toHaveCount(1);
    expect(warnings.filter((w) => w.includes('add-to-cart'))).toHaveLength(0);
  });
});

test.describe('WooCommerce\'s own script still enqueued', () => {
  test('legacy=wc-add-to-cart: ours stands aside with one warning, the click takes the href once', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^\[storefront\] WooCommerce's own script "wc-add-to-cart" is still active on this page/);
    const warnings = collectWarnings(page);
    await openShop(page, '?legacy=wc-add-to-cart');
    expect(await page.evaluate(() => (window as unknown as { __sfLegacy?: string[] }).__sfLegacy)).toEqual(['wc-add-to-cart']);
    await expect.poll(() => warnings.filter((w) => w.includes('wc-add-to-cart')).length).toBe(1);
    expect(warnings.filter((w) => /add-to-cart/.test(w))).toHaveLength(1);

    // Nothing of ours reacts: no loading state, no ajax request, the link's own navigation adds once.
    const addRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('add-to-cart=') || wcAjaxEndpoint(r.url()) === 'add_to_cart') addRequests.push(r.url());
    });
    await expectNavigationTo(page, MUG, 'legacy=wc-add-to-cart');
    expect(addRequests).toEqual([expect.stringContaining(`/tienda/?legacy=wc-add-to-cart&add-to-cart=${MUG}`)]);
    expect(await page.evaluate(() => (window as unknown as { __sfLegacy?: string[] }).__sfLegacy)).toEqual(['wc-add-to-cart']);
    await expect(miniCart(page).locator('li.woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(miniCart(page).locator('.quantity')).toContainText('1 ×');
  });
});
