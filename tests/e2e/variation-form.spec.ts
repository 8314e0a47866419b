/**
 * The variation form on the demo's variable products (shared/reference/woocommerce.md §4, spec §4
 * "Variation form", §5 "Quantity and variations", §8, §9): by mouse and by keyboard alone, the
 * disabled button's inline reason, out of stock, sold individually, no match, reset, the AJAX
 * lookup (product 14) with its faults, attributes chosen in the URL, the form POST adding the
 * variation to the cart, and axe in each state.
 */
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, clearFaults, countRequests, setFault, waitForStorefront, wcAjaxEndpoint, navigateBack } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const SHIRT = '/producto/camiseta-organica-basica/'; // 13: 16 variations embedded
const HOODIE = '/producto/sudadera-montana/'; // 14: 36 variations → get_variation
const CAP = '/producto/gorra-algodon-lavado/'; // 15: "any size" variations
const CUSHION = '/producto/funda-cojin-lino/'; // 30: in stock / out of stock / sold individually

const MAKE_SELECTION = 'Elige las opciones del producto antes de añadir este producto a tu carrito.';
const UNAVAILABLE = 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.';
const NO_MATCH = 'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.';
const RESET = 'Se ha restablecido tu selección. Por favor, elige algunas opciones de producto antes de añadir este producto a tu carrito.';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

const color = (page: Page) => page.locator('select#pa_color');
const size = (page: Page) => page.locator('select#talla');
const addButton = (page: Page) => page.locator('form.variations_form .single_add_to_cart_button');
const resetControl = (page: Page) => page.locator('form.variations_form .reset_variations');
const single = (page: Page) => page.locator('form.variations_form .single_variation');
const variationId = (page: Page) => page.locator('form.variations_form input.variation_id');
const reason = (page: Page) => page.locator('.storefront-variation-notice');
const sku = (page: Page) => page.locator('.product_meta .sku');
const cartCount = (page: Page) => page.locator('#site-header-cart a.cart-contents .count');
/** Axe over the whole product page in the form's current state. */
const axePage = (page: Page) => axeCheck(page);

/** Presses Tab until focus lands on an element matching `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** A real pointer click: the button is only aria-disabled, which Playwright's click() waits out. */
async function clickDisabled(page: Page): Promise<void> {
  const box = await addButton(page).boundingBox();
  if (!box) throw new Error('the add-to-cart button is not rendered');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Fails the test if anything opens a blocking dialog (WooCommerce used window.alert). */
function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Holds the form's chunk until `release` (a route that answers only then), and says whether it
 * was asked for: what the shopper sees before the form's code runs.
 */
async function gateFormChunk(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let asked = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/variation-form-*.js', async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { requested: () => asked, release };
}

test.describe('variation form: the first state, before its code runs', () => {
  test('at load, with no click or hover: the button disabled "selection needed" and Clear hidden; the widget keeps that state when it comes', async ({ page }) => {
    const dialogs = forbidDialogs(page);
    const chunk = await gateFormChunk(page);
    await open(page, SHIRT);
    await page.waitForLoadState('load');

    await expect(addButton(page)).toHaveClass(/\bdisabled\b/);
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(resetControl(page)).toBeHidden();
    expect(chunk.requested(), 'the form\'s chunk waits for intent').toBe(false);
    await axePage(page);

    // The shopper clicks at once: the click is held while the chunk loads, then explained.
    await clickDisabled(page);
    await expect.poll(chunk.requested).toBe(true);
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    chunk.release();
    await expect(reason(page)).toHaveText(MAKE_SELECTION);
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(resetControl(page)).toBeHidden();
    expect(dialogs).toEqual([]);
  });

  test('every attribute chosen in the URL: the button stays as served until the form has judged the choice', async ({ page }) => {
    const chunk = await gateFormChunk(page);
    // Not `open`: the loader's ready mark waits for the widgets started at load, this one included.
    await page.goto(`${SHIRT}?attribute_pa_color=terracota&attribute_talla=L`);
    // The form starts at load (its chunk is asked for at once) and is held here.
    await expect.poll(chunk.requested).toBe(true);
    await expect(addButton(page)).toHaveAttribute('class', 'single_add_to_cart_button button alt');
    await expect(addButton(page)).not.toHaveAttribute('aria-disabled');
    await expect(resetControl(page)).toBeVisible();
    chunk.release();
    await expect(variationId(page)).toHaveValue('315');
    await expect(addButton(page)).not.toHaveClass(/disabled/);
  });
});

test.describe('variation form: mouse', () => {
  test('choosing colour and size shows the variation, its sku and image; the POST adds it to the cart', async ({ page }) => {
    await open(page, SHIRT);
    const mainImage = page.locator('.woocommerce-product-gallery__image .wp-post-image').first();
    await color(page).selectOption('azul-marino');
    await expect(addButton(page)).toHaveClass(/wc-variation-selection-needed/);
    await expect(resetControl(page)).toBeVisible();
    await size(page).selectOption('M');

    await expect(single(page)).toContainText('19,90');
    await expect(variationId(page)).toHaveValue('306');
    await expect(sku(page)).toHaveText('CAM-ORG-AZULMARINO-M');
    await expect(mainImage).toHaveAttribute('src', /tshirt-1301-600x600/);
    await expect(addButton(page)).not.toHaveClass(/disabled/);
    await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await axePage(page);

    await page.locator('form.variations_form input.qty').fill('2');
    await navigateBack(page, () => addButton(page).click());
    expect(page.url()).toMatch(new RegExp(`${SHIRT}$`));
    await expect(page.locator('.woocommerce-message')).toContainText('Camiseta orgánica básica');
    await expect(cartCount(page)).toHaveText('2 productos');
    await page.goto('/carrito/');
    await expect(page.locator('.woocommerce-cart-form__cart-item')).toContainText(/Azul marino/i);
  });

  test('the "any size" cap finds a variation for every size', async ({ page }) => {
    await open(page, CAP);
    await color(page).selectOption('arena');
    await expect(size(page).locator('option')).toHaveText(['Elige una opción', 'S/M', 'L/XL']);
    await size(page).selectOption('L/XL');
    await expect(variationId(page)).toHaveValue('503');
    await color(page).selectOption('negro');
    await expect(variationId(page)).toHaveValue('501');
    await size(page).selectOption('S/M');
    await expect(variationId(page)).toHaveValue('502');
  });

  test('the disabled button explains itself inline, without a dialog, and does not submit', async ({ page }) => {
    const dialogs = forbidDialogs(page);
    await open(page, SHIRT);
    // By coordinates: the form may already have started (idle) and marked the button aria-disabled,
    // which Playwright's click would wait on forever; a shopper's click lands either way.
    await clickDisabled(page);

    await expect(reason(page)).toHaveText(MAKE_SELECTION);
    await expect(reason(page)).toHaveAttribute('role', 'alert');
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.woocommerce-message')).toHaveCount(0);
    await clickDisabled(page);
    await expect(reason(page)).toHaveCount(1);
    await expect(reason(page)).toHaveText(MAKE_SELECTION);
    expect(dialogs).toEqual([]);
    expect(page.url()).toMatch(/camiseta-organica-basica\/$/);
  });

  test('an out-of-stock variation shows as unavailable and says so when clicked', async ({ page }) => {
    const dialogs = forbidDialogs(page);
    await open(page, CUSHION);
    await color(page).selectOption('azul-niebla');

    await expect(single(page)).toContainText('Sin existencias');
    await expect(addButton(page)).toHaveClass(/wc-variation-is-unavailable/);
    await expect(page.locator('.woocommerce-variation-add-to-cart')).toHaveClass(/woocommerce-variation-add-to-cart-disabled/);
    await clickDisabled(page);
    await expect(reason(page)).toHaveText(UNAVAILABLE);
    await axePage(page);

    await color(page).selectOption('crudo');
    await expect(reason(page)).toHaveCount(0);
    await expect(addButton(page)).not.toHaveClass(/disabled/);
    expect(dialogs).toEqual([]);
  });

  test('sold individually: quantity fixed at 1 and hidden; other variations show it again', async ({ page }) => {
    await open(page, CUSHION);
    const quantity = page.locator('form.variations_form .quantity');
    await page.locator('form.variations_form input.qty').fill('3');
    await color(page).selectOption('terracota');
    await expect(quantity).toBeHidden();
    await expect(page.locator('form.variations_form input.qty')).toHaveValue('1');
    await expect(single(page)).toContainText('una por pedido');

    await color(page).selectOption('crudo');
    await expect(quantity).toBeVisible();
    await expect(page.locator('form.variations_form input.qty')).toHaveAttribute('max', '6');
  });

  test('a size with its own weight and dimensions shows them under "Información adicional"; "Limpiar" restores the product’s', async ({ page }) => {
    await open(page, SHIRT);
    await page.getByRole('tab', { name: 'Información adicional' }).click();
    const weight = page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value');
    const dimensions = page.locator('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value');
    await expect(weight).toBeVisible();
    // The product's own (size M's) values, as served.
    await expect(weight).toHaveText('0,18 kg');
    await expect(dimensions).toHaveText('30 × 25 × 2 cm');

    await color(page).selectOption('blanco');
    await size(page).selectOption('XL');
    await expect(variationId(page)).toHaveValue('304');
    await expect(weight).toHaveText('0,21 kg');
    await expect(dimensions).toHaveText('34 × 29 × 3 cm');

    await resetControl(page).click();
    await expect(variationId(page)).toHaveValue('');
    await expect(weight).toHaveText('0,18 kg');
    await expect(dimensions).toHaveText('30 × 25 × 2 cm');
  });

  test('attributes chosen in the URL show their variation at load', async ({ page }) => {
    await open(page, `${SHIRT}?attribute_pa_color=terracota&attribute_talla=L`);
    await expect(variationId(page)).toHaveValue('315');
    await expect(sku(page)).toHaveText('CAM-ORG-TERRACOTA-L');
    await expect(addButton(page)).not.toHaveClass(/disabled/);
    await expect(resetControl(page)).toBeVisible();
  });
});

test.describe('variation form: keyboard alone', () => {
  test('Tab to the selects, choose with the arrow keys, add with Enter; reset with Enter announces and refocuses', async ({ page }) => {
    await open(page, CUSHION);
    await tabTo(page, 'select#pa_color');
    await page.keyboard.press('ArrowDown');
    await expect(color(page)).toHaveValue('crudo');
    await expect(variationId(page)).toHaveValue('601');
    await expect(addButton(page)).not.toHaveClass(/disabled/);

    await tabTo(page, '.reset_variations');
    await page.keyboard.press('Enter');
    await expect(color(page)).toHaveValue('');
    await expect(page.locator('.reset_variations_alert')).toHaveText(RESET);
    await expect(color(page)).toBeFocused();
    await expect(resetControl(page)).toBeHidden();
    await expect(addButton(page)).toHaveClass(/wc-variation-selection-needed/);

    await page.keyboard.press('ArrowDown');
    await expect(variationId(page)).toHaveValue('601');
    await expect(page.locator('.reset_variations_alert')).toHaveText('');
    await tabTo(page, '.single_add_to_cart_button');
    await navigateBack(page, () => page.keyboard.press('Enter'));
    expect(page.url()).toMatch(new RegExp(`${CUSHION}$`));
    await expect(page.locator('.woocommerce-message')).toContainText('Funda de cojín de lino');
  });

  test('Enter in the quantity field adds the variation (it does not hit the reset button)', async ({ page }) => {
    await open(page, SHIRT);
    await tabTo(page, 'select#pa_color');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'select#talla');
    await page.keyboard.press('ArrowDown');
    await expect(variationId(page)).toHaveValue('301');
    await tabTo(page, 'input.qty');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    await navigateBack(page, () => page.keyboard.press('Enter'));
    expect(page.url()).toMatch(new RegExp(`${SHIRT}$`));
    await expect(page.locator('.woocommerce-message')).toContainText('Camiseta orgánica básica');
    await expect(cartCount(page)).toHaveText('3 productos');
  });

  test('Enter on the disabled button explains instead of submitting', async ({ page }) => {
    await open(page, SHIRT);
    await tabTo(page, '.single_add_to_cart_button');
    await page.keyboard.press('Enter');
    await expect(reason(page)).toHaveText(MAKE_SELECTION);
    await expect(addButton(page)).toBeFocused();
    await axePage(page);
  });
});

test.describe('variation form: AJAX lookup (product 14)', () => {
  test('posts the choice to get_variation and shows the answer', async ({ page }) => {
    await open(page, HOODIE);
    const lookups = countRequests(page, 'get_variation');
    await color(page).selectOption('negro');
    expect(lookups.count).toBe(0);
    const answered = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'get_variation');
    await size(page).selectOption('M');
    const response = await answered;

    expect(new URLSearchParams(response.request().postData() ?? '').toString()).toBe(
      'attribute_pa_color=negro&attribute_talla=M&product_id=14&custom_data=',
    );
    await expect(variationId(page)).toHaveValue('409');
    await expect(sku(page)).toHaveText('SUD-MON-NEGRO-M');
    await expect(addButton(page)).not.toHaveClass(/disabled/);
    // No option filtering in AJAX mode.
    await expect(size(page).locator('option')).toHaveCount(7);
    await axePage(page);
  });

  test('no match: the message after the variation block, gone on the next change', async ({ page, context, baseURL }) => {
    await setFault(context, baseURL, 'get_variation:empty');
    await open(page, HOODIE);
    await color(page).selectOption('negro');
    await size(page).selectOption('M');
    const message = page.locator('div[role="alert"] > p.wc-no-matching-variations.woocommerce-info');
    await expect(message).toHaveText(NO_MATCH);
    await expect(addButton(page)).toHaveClass(/wc-variation-selection-needed/);
    await axePage(page);

    await clearFaults(context);
    await size(page).selectOption('L');
    await expect(variationId(page)).toHaveValue('410');
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
  });

  test('a slow answer blocks the form after 300 ms, then unblocks', async ({ page, context, baseURL }) => {
    await setFault(context, baseURL, 'get_variation:delay-1200');
    await open(page, HOODIE);
    // When the form was blocked and unblocked, recorded in the page, so a slow runner's polling
    // cannot step over the 900 ms in between.
    await page.evaluate(() => {
      const w = window as unknown as { __blocks: { blocked: boolean; at: number }[] };
      w.__blocks = [];
      const form = document.querySelector('form.variations_form')!;
      new MutationObserver(() => {
        const blocked = form.classList.contains('storefront-blocked');
        if (blocked !== (w.__blocks.at(-1)?.blocked ?? false)) w.__blocks.push({ blocked, at: performance.now() });
      }).observe(form, { attributes: true, attributeFilter: ['class'] });
    });
    await color(page).selectOption('negro');
    // Taken before the change: the 300 ms start inside its handler, and on a busy runner the rest
    // of that handler can run long enough to eat a margin taken after it.
    const chosenAt = await size(page).evaluate((select: HTMLSelectElement) => {
      const at = performance.now();
      select.value = 'M';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return at;
    });
    await expect(variationId(page)).toHaveValue('409', { timeout: 5000 });
    await expect(page.locator('form.variations_form.storefront-blocked')).toHaveCount(0);
    const blocks = await page.evaluate(() => (window as unknown as { __blocks: { blocked: boolean; at: number }[] }).__blocks);
    expect(blocks.map((b) => b.blocked)).toEqual([true, false]);
    expect(blocks[0]!.at - chosenAt, 'a timer may fire a few ms early against performance.now').toBeGreaterThanOrEqual(295);
  });

  test('a failed lookup warns once, keeps the choice and still adds it to the cart by POST', async ({ page, context, baseURL, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^(\[storefront\] )?variation-form: get_variation failed \(HTTP 500\)/);
    await setFault(context, baseURL, 'get_variation:500');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[storefront] variation-form:')) warnings.push(message.text());
    });
    await open(page, HOODIE);
    await color(page).selectOption('negro');
    const answered = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'get_variation');
    await size(page).selectOption('M');
    await answered;

    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toMatch(/get_variation failed/);
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
    await expect(color(page)).toHaveValue('negro');
    await expect(size(page)).toHaveValue('M');
    await expect(addButton(page)).not.toHaveClass(/disabled/);

    await navigateBack(page, () => addButton(page).click());
    expect(page.url()).toMatch(new RegExp(`${HOODIE}$`));
    await expect(page.locator('.woocommerce-message')).toContainText('Sudadera');
    await expect(cartCount(page)).toHaveText('1 producto');
  });
});

test.describe('variation form: with jQuery on the page', () => {
  test('site handlers get WooCommerce’s arguments, and $.fn.wc_variation_form exists', async ({ page }) => {
    await open(page, `${CUSHION}?jquery=1`);
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: JQueryStatic; __seen: unknown[] };
      w.__seen = [];
      const $form = w.jQuery('form.variations_form');
      $form.on('found_variation', (_e: unknown, v: { variation_id: number }) => w.__seen.push(['found', v.variation_id]));
      $form.on('show_variation', (_e: unknown, v: { variation_id: number }, purchasable: boolean) => w.__seen.push(['show', v.variation_id, purchasable]));
    });
    await color(page).selectOption('azul-niebla');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen)).toEqual([
      ['show', 602, false],
      ['found', 602],
    ]);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery.fn.wc_variation_form)).toBe('function');
  });
});
