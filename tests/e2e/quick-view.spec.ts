/**
 * WooLentor quick view (spec §2 "Quick-view modal", §4, §5, §7, §8, §9; shared/reference/elementor.md
 * §6) on the demo listing: the modal opened by mouse and by keyboard, focus kept inside and given
 * back, the three ways to close it, a variable product chosen and added from it, the plugin's
 * failures, and listeners back where they were after many cycles.
 */
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, clearFaults, setFault, waitForStorefront } from './support/fixtures';
import { headerCount, MUG } from './support/shop';

const TSHIRT = 13; // Camiseta orgánica básica: colour × size

const quickView = (page: Page, id: number) => page.locator(`a.woolentor-quickview-btn[data-product_id="${id}"]`);
const modal = (page: Page) => page.locator('#woolentor-quickview-modal');
const dialog = (page: Page) => page.getByRole('dialog');

async function openShop(page: Page): Promise<void> {
  await page.goto('/tienda/');
  await waitForStorefront(page);
}

async function expectOpenOn(page: Page, name: string): Promise<void> {
  await expect(modal(page)).toHaveClass(/\bwoolentor-quickview-open\b/);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(name);
  await expect(page.locator('.woolentor-quickview-modal-close')).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/woolentor-quickview-loader/);
}

async function expectClosedWithFocusOn(page: Page, id: number): Promise<void> {
  await expect(modal(page)).not.toHaveClass(/\bwoolentor-quickview-open\b/);
  await expect(dialog(page)).toHaveCount(0);
  await expect(quickView(page, id)).toBeFocused();
  await expect(page.locator('.woolentor-quickview-modal-body')).toBeEmpty();
}

test.describe('quick view: mouse', () => {
  test('opens the product over the listing, keeps Tab inside, and closes on Escape with focus back on the button', async ({ page }) => {
    await openShop(page);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    await quickView(page, MUG).hover();
    await quickView(page, MUG).click();
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
    await expect(dialog(page).locator('.single_add_to_cart_button')).toBeVisible();

    // The page under it is inert, does not scroll, and keeps its width (no layout shift).
    expect(await page.evaluate(() => document.getElementById('page')?.inert)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(width);

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.woolentor-quickview-modal-content'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.woolentor-quickview-modal-content'))).toBe(true);

    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, MUG);
    expect(await page.evaluate(() => document.getElementById('page')?.inert)).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('a lightbox opened from the quick view stacks on it: the dialog inert under it, Tab kept in the lightbox, Escape closes only the lightbox, then the quick view', async ({ page }) => {
    await openShop(page);
    await quickView(page, MUG).hover();
    await quickView(page, MUG).click();
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
    const content = page.locator('.woolentor-quickview-modal-content');
    const gallery = content.locator('.woocommerce-product-gallery');
    // The pointer over the gallery builds it (its first intent); the full-screen trigger opens the lightbox.
    await gallery.hover();
    const trigger = gallery.locator('.woocommerce-product-gallery__trigger');
    await trigger.click();
    const lightbox = page.locator('.pswp');
    await expect(lightbox).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true);
    expect(await page.evaluate(() => document.getElementById('woolentor-quickview-modal')?.inert)).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(modal(page)).toHaveClass(/\bwoolentor-quickview-open\b/);
    expect(await page.evaluate(() => document.getElementById('woolentor-quickview-modal')?.inert)).toBe(false);
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => document.getElementById('page')?.inert)).toBe(true);

    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, MUG);
  });

  test('closes on the close button and on a click on the overlay', async ({ page }) => {
    await openShop(page);
    await quickView(page, MUG).click();
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
    await page.locator('.woolentor-quickview-modal-close').click();
    await expectClosedWithFocusOn(page, MUG);

    await quickView(page, MUG).click();
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
    await page.mouse.click(8, 450);
    await expectClosedWithFocusOn(page, MUG);
  });

  test('a variable product chosen and added from the modal updates the mini cart', async ({ page }) => {
    await openShop(page);
    await quickView(page, TSHIRT).click();
    await expectOpenOn(page, 'Camiseta orgánica básica');
    const form = dialog(page).locator('form.variations_form');
    const selects = form.locator('table.variations select');
    await expect(selects).toHaveCount(2);
    await selects.nth(0).selectOption({ index: 1 });
    await selects.nth(1).selectOption({ index: 1 });
    const add = form.locator('.single_add_to_cart_button');
    await expect(add).not.toHaveClass(/\bdisabled\b/);
    const answered = page.waitForResponse((r) => r.url().includes('admin-ajax.php') && (r.request().postData() ?? '').includes('woolentor_quickview_insert_to_cart'));
    await add.click();
    const body = new URLSearchParams((await answered).request().postData() ?? '');
    expect(body.get('product_id')).toBe(String(TSHIRT));
    expect(body.get('product_sku')).toBe('');
    expect(Number(body.get('variation_id'))).toBeGreaterThan(0);
    const names = await selects.evaluateAll((list) => list.map((select) => (select as HTMLSelectElement).name));
    expect(Object.keys(JSON.parse(body.get('variations') ?? '{}')).sort()).toEqual(names.sort());
    await expect(headerCount(page)).toHaveText('1 producto');
    await expect(add).toHaveClass(/\badded\b/);
    // Still open, as WooLentor leaves it.
    await expect(modal(page)).toHaveClass(/\bwoolentor-quickview-open\b/);
  });

  test('axe finds nothing with the modal open', async ({ page }) => {
    await openShop(page);
    await quickView(page, TSHIRT).click();
    await expectOpenOn(page, 'Camiseta orgánica básica');
    await axeCheck(page);
  });
});

test.describe('quick view: keyboard alone', () => {
  test('Tab to the button, Enter opens it, Escape closes it and focus is back on the button', async ({ page }) => {
    await openShop(page);
    await page.locator(`li.post-${MUG} a.woocommerce-LoopProduct-link`).focus();
    await page.keyboard.press('Tab');
    await expect(quickView(page, MUG)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, MUG);
  });

  test('50 open and close cycles leave the page’s listeners as they were', async ({ page }) => {
    // A cap, not a timing: 50 cycles and two listener counts over every element take a slow
    // machine past the default 30 s.
    test.setTimeout(180_000);
    await openShop(page);
    await quickView(page, MUG).focus();
    const cdp = await page.context().newCDPSession(page);
    /** Listeners on the window, the document and body, and every element in the page. */
    const listeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: '[window, document, ...document.querySelectorAll("*")]' });
      const { result: items } = await cdp.send('Runtime.getProperties', { objectId: result.objectId!, ownProperties: true });
      let count = 0;
      for (const item of items) {
        if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
        count += (await cdp.send('DOMDebugger.getEventListeners', { objectId: item.value.objectId })).listeners.length;
      }
      return count;
    };
    // The first cycle loads the view; the baseline is taken once it is there.
    await page.keyboard.press('Enter');
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, MUG);
    const baseline = await listeners();
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveClass(/\bwoolentor-quickview-open\b/);
      await page.keyboard.press('Escape');
      await expect(quickView(page, MUG)).toBeFocused();
    }
    expect(await listeners()).toBe(baseline);
  });
});

test.describe('quick view: the plugin’s failures', () => {
  test('an empty answer: the plugin’s message, no modal, nothing left loading, and the next try works', async ({ page, context, baseURL, expectStorefrontErrors }) => {
    expectStorefrontErrors(/quick-view: Something wrong loading fetching product data/);
    await openShop(page);
    await setFault(context, baseURL, 'woolentor_quickview:empty');
    await quickView(page, MUG).click();
    await expect(page.locator('body')).not.toHaveClass(/woolentor-quickview-loader/);
    await expect(quickView(page, MUG)).not.toHaveClass(/\bloading\b/);
    await expect(modal(page)).not.toHaveClass(/\bwoolentor-quickview-open\b/);
    await clearFaults(context);
    await quickView(page, MUG).click();
    await expectOpenOn(page, 'Taza de cerámica Amanecer');
  });

  test('a failed answer: the plugin’s message, no modal, nothing left loading', async ({ page, context, baseURL, expectStorefrontErrors }) => {
    expectStorefrontErrors(/quick-view: Something wrong with AJAX response\./);
    await openShop(page);
    await setFault(context, baseURL, 'woolentor_quickview:500');
    await quickView(page, MUG).click();
    await expect(page.locator('body')).not.toHaveClass(/woolentor-quickview-loader/);
    await expect(quickView(page, MUG)).not.toHaveClass(/\bloading\b/);
    await expect(modal(page)).not.toHaveClass(/\bwoolentor-quickview-open\b/);
  });

  test('a malformed woolentorQuickView: one warning, and the button goes to the product page', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/quick-view: .*woolentorQuickView/);
    await page.goto('/tienda/?malformed=woolentorQuickView');
    await waitForStorefront(page);
    await quickView(page, MUG).hover();
    await Promise.all([page.waitForURL(/\/producto\/taza-ceramica-amanecer\/$/), quickView(page, MUG).click()]);
  });
});
