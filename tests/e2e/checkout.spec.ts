/**
 * The classic checkout without jQuery (issue 22; checkout.md §3): a whole order by mouse and by
 * keyboard, the server's field errors on their fields, one order for a double click, a stale order
 * review answer dropped, the country re-labelling the address, a failed update freed, axe in each
 * state. The demo's checkout answers as WooCommerce does (demo/lib/checkout.mjs).
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, axeCheck, clearFaults, setFault, waitForStarted, wcAjaxEndpoint } from './support/fixtures';
import { BILLING, CHECKOUT, fillBilling, fillCart, openCheckout, openOrderPay, TEMPLATE_RULES } from './support/checkout';


function countCheckoutPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (wcAjaxEndpoint(request.url()) === 'checkout') posts.push(request.postData() ?? '');
  });
  return posts;
}

test.beforeEach(async ({ context, baseURL }) => {
  await fillCart(context, baseURL);
});

test('a whole order by mouse, without jQuery: the method’s text on the button, the terms, the thank-you page', async ({ page }) => {
  await openCheckout(page);
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);

  await fillBilling(page);
  await page.locator('label[for="payment_method_cod"]').click();
  await expect(page.locator('#place_order')).toHaveText('Pagar al recibir');
  await expect(page.locator('div.payment_box.payment_method_cod')).toBeVisible();
  await expect(page.locator('div.payment_box.payment_method_bacs')).toBeHidden();
  await page.locator('label[for="payment_method_bacs"]').click();
  await expect(page.locator('#place_order')).toHaveText('Realizar el pedido');
  await page.locator('#terms').check();

  const posts = countCheckoutPosts(page);
  await Promise.all([page.waitForURL(/\/order-received\/\d+\/\?key=wc_order_/), page.locator('#place_order').click()]);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toContainText('Gracias');
  await expect(page.locator('ul.woocommerce-order-overview')).toContainText('lucia@example.com');
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]).get('billing_state')).toBe('V');
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);
});

/** Presses Tab until focus is on `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a whole order by keyboard only', async ({ page }) => {
  await openCheckout(page);
  for (const [selector, value] of Object.entries(BILLING)) {
    await tabTo(page, selector);
    await page.keyboard.type(value);
  }
  await tabTo(page, '#billing_state');
  await page.keyboard.type('Valencia');
  await expect(page.locator('#billing_state')).toHaveValue('V');
  await tabTo(page, 'input[name="payment_method"]:checked');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#payment_method_cheque')).toBeChecked();
  await expect(page.locator('div.payment_box.payment_method_cheque')).toBeVisible();
  await tabTo(page, '#terms');
  await page.keyboard.press('Space');
  await expect(page.locator('#terms')).toBeChecked();
  await tabTo(page, '#place_order');
  await Promise.all([page.waitForURL(/\/order-received\//), page.keyboard.press('Enter')]);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
});

test('the server’s field errors: one alert with a link to each field, the fields marked, the focus on the errors', async ({ page }) => {
  await openCheckout(page);
  await page.fill('#billing_email', 'lucia@');
  await page.locator('#place_order').click();
  const group = page.locator('form.checkout .woocommerce-NoticeGroup-checkout');
  await expect(group.getByRole('alert')).toHaveCount(1);
  for (const id of ['billing_first_name', 'billing_last_name', 'billing_address_1', 'billing_postcode', 'billing_city', 'billing_email']) {
    await expect(group.locator(`li[data-id="${id}"] a[href="#${id}"]`)).toHaveCount(1);
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${id}_field`)).toHaveClass(/woocommerce-invalid/);
  }
  await expect(page.locator('#billing_email_description.checkout-inline-error-message')).toContainText('no es una dirección de correo electrónico válida');
  await expect(page.locator('#billing_email')).toHaveAttribute('aria-describedby', 'billing_email_description');
  await expect(group.locator('li[data-id="terms"]')).toHaveCount(1);
  await expect(page.locator('form.checkout ul.woocommerce-error')).toBeFocused();
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);

  // Typing in a field clears its marks; following an error's link lands on its field.
  await page.fill('#billing_first_name', 'Lucía');
  await expect(page.locator('#billing_first_name')).not.toHaveAttribute('aria-invalid', 'true');
  await group.locator('li[data-id="billing_city"] a').click();
  await expect(page.locator('#billing_city')).toBeFocused();

  // The checks only the server makes: a postcode of the country's shape, a phone of its characters.
  await fillBilling(page);
  await page.fill('#billing_postcode', '99999');
  await page.fill('#billing_phone', '600 12 34 5x');
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(group.locator('li[data-id]')).toHaveCount(2);
  for (const id of ['billing_postcode', 'billing_phone']) {
    await expect(group.locator(`li[data-id="${id}"] a[href="#${id}"]`)).toHaveCount(1);
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${id}_description`)).toContainText('no es un');
  }
  await expect(page.locator('#billing_first_name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a double click on place order makes one order', async ({ page }) => {
  await openCheckout(page);
  await fillBilling(page);
  await page.locator('#terms').check();
  const posts = countCheckoutPosts(page);
  await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').dblclick()]);
  expect(posts).toHaveLength(1);
});

test('a stale order review answer is dropped: the newer choice’s totals stay', async ({ page }) => {
  await openCheckout(page);
  const held: Route[] = [];
  let holding = true;
  await page.route('**/?wc-ajax=update_order_review', async (route) => {
    if (holding) {
      holding = false;
      held.push(route);
      return;
    }
    await route.continue();
  });
  await page.locator('label[for="shipping_method_0_local_pickup3"]').click();
  await expect.poll(() => held.length).toBe(1);
  const stale = held[0]!.request();
  const dropped = page.waitForEvent('requestfailed', (request) => request === stale);
  // The review is inert while its update runs (blockUI's overlay is not); the address is not.
  const newer = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'update_order_review');
  await page.selectOption('#billing_country', 'PT');
  await newer;
  // The older request is abandoned by the page as the newer one goes, so its answer can never land.
  expect((await dropped).failure()?.errorText).toMatch(/ABORTED/);
  await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('input[name="shipping_method[0]"]')).toHaveValue('flat_rate:5');
  await held[0]!.continue().catch(() => {});
});

test('the country re-labels the address: its state field, labels and required marks follow the locale', async ({ page }) => {
  await openCheckout(page);
  await page.selectOption('#billing_country', 'US');
  await expect(page.locator('#billing_state_field label')).toContainText('Estado');
  await expect(page.locator('select#billing_state option[value="CA"]')).toHaveCount(1);
  await page.selectOption('#billing_country', 'PT');
  await expect(page.locator('#billing_state_field')).toBeHidden();
  await page.selectOption('#billing_country', 'GB');
  await expect(page.locator('#billing_state_field label')).toContainText('Condado');
  await expect(page.locator('#billing_state_field label .optional')).toHaveCount(1);
  await expect(page.locator('#billing_state')).toHaveJSProperty('tagName', 'INPUT');
  await page.selectOption('#billing_country', 'ES');
  await expect(page.locator('#billing_state_field label')).toContainText('Provincia');
  await expect(page.locator('select#billing_state option[value="V"]')).toHaveCount(1);
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);
});

test('a failed order review update is freed and said, the checkout still works', async ({ page, context, baseURL, expectStorefrontErrors }) => {
  expectStorefrontErrors(/^(\[storefront\] )?checkout: update_order_review failed/);
  await openCheckout(page);
  await setFault(context, baseURL, 'update_order_review:500');
  await page.locator('label[for="shipping_method_0_local_pickup3"]').click();
  await expect(page.locator('.woocommerce-NoticeGroup-updateOrderReview [role="alert"]')).toContainText('No se han podido actualizar');
  await expect(page.locator('.woocommerce-checkout-review-order-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#payment')).not.toHaveAttribute('inert', '');
  await clearFaults(context);
  await fillBilling(page);
  await page.locator('#terms').check();
  await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').click()]);
});

test('a coupon applies and is removed in place', async ({ page }) => {
  await openCheckout(page);
  await page.locator('a.showcoupon').click();
  await expect(page.locator('a.showcoupon')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#coupon_code')).toBeFocused();
  await page.keyboard.type('nada');
  await page.keyboard.press('Enter');
  await expect(page.locator('#coupon-error-notice')).toContainText('no existe');
  await expect(page.locator('#coupon_code')).toHaveAttribute('aria-invalid', 'true');
  await page.fill('#coupon_code', 'bienvenida10');
  const updated = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'update_order_review');
  await page.keyboard.press('Enter');
  await expect(page.locator('.woocommerce-message')).toContainText('Código de cupón aplicado correctamente');
  await updated;
  await expect(page.locator('tr.cart-discount')).toHaveCount(1);
  const removed = page.waitForResponse((r) => wcAjaxEndpoint(r.url()) === 'update_order_review');
  await page.locator('a.woocommerce-remove-coupon').click();
  await removed;
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);
});

test('the shipping address and the account fields are hidden from the first frame, and follow their boxes before any script', async ({ page }) => {
  // The checkout's own code held back: what shows is the server's markup and the first-state CSS.
  await page.route(/\/chunks\/checkout-[^/]*\.js$/, () => {});
  await page.goto(CHECKOUT);
  await expect(page.locator('#storefront-first-state-inline-css')).toHaveCount(1);
  await expect(page.locator('div.shipping_address')).toBeHidden();
  await expect(page.locator('div.create-account')).toBeHidden();
  await page.locator('#ship-to-different-address-checkbox').check();
  await expect(page.locator('div.shipping_address')).toBeVisible();
  await page.locator('#createaccount').check();
  await expect(page.locator('div.create-account')).toBeVisible();
});

test('the order-pay form: the chosen method’s box and text, then its own POST to the thank-you page', async ({ page }) => {
  await openOrderPay(page);
  await expect(page.locator('body')).toHaveClass(/woocommerce-order-pay/);
  await page.locator('label[for="payment_method_cod"]').click();
  await expect(page.locator('#place_order')).toHaveText('Pagar al recibir');
  await expect(page.locator('#payment div.payment_box.payment_method_cod')).toBeVisible();
  await expect(page.locator('#payment div.payment_box.payment_method_bacs')).toBeHidden();
  await page.locator('label[for="payment_method_bacs"]').click();
  await expect(page.locator('#place_order')).toHaveText('Pagar el pedido');
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);
  await page.locator('#terms').check();
  await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').click()]);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
});

test('the add-payment-method form: the chosen method’s box open from the first frame, one box at a time', async ({ page }) => {
  // Its code held back: the first frame is the server's markup and the first-state CSS.
  const held: Route[] = [];
  await page.route(/\/chunks\/add-payment-method-[^/]*\.js$/, (route) => void held.push(route));
  await page.goto('/mi-cuenta/add-payment-method/');
  const card = page.locator('div.payment_box.payment_method_tarjeta_demo');
  const sepa = page.locator('div.payment_box.payment_method_sepa_demo');
  await expect(card).toBeVisible();
  await expect(sepa).toBeHidden();
  await page.unroute(/\/chunks\/add-payment-method-[^/]*\.js$/);
  for (const route of held) await route.continue();
  await page.locator('label[for="payment_method_sepa_demo"]').click();
  await waitForStarted(page, 'add-payment-method');
  await expect(sepa).toBeVisible();
  await expect(card).toBeHidden();
  expect(await axeCheck(page, undefined, TEMPLATE_RULES)).toEqual([]);
});

const CHECKOUT_BOXES = {
  form: 'form.checkout',
  'customer details': '#customer_details',
  'billing fields': '.woocommerce-billing-fields',
  'shipping fields': '.woocommerce-shipping-fields',
  'order review': '#order_review',
  'review table': '.woocommerce-checkout-review-order-table',
  payment: '#payment',
  'place order': '#place_order',
} as const;

function measureCheckout(page: Page) {
  return page.evaluate((selectors) => {
    const root = document.documentElement;
    const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
    for (const [name, selector] of Object.entries(selectors)) {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      boxes[name] = rect ? { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height } : null;
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, height: root.scrollHeight, boxes };
  }, CHECKOUT_BOXES);
}

for (const layout of ['flotante', 'flex', 'rejilla', 'lateral'] as const) {
  test(`theme layout "${layout}": the checkout's widgets started move nothing, and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // As served: the checkout's and the address fields' code held back, the first-state CSS on.
    await page.route(/\/chunks\/(checkout|address)-[^/]*\.js$/, () => {});
    await page.goto(`${CHECKOUT}?qa=0&tema=${layout}`);
    await page.waitForLoadState('load');
    const served = await measureCheckout(page);
    expect(served.scrollWidth).toBeLessThanOrEqual(served.clientWidth);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await openCheckout(page, `?qa=0&tema=${layout}`);
    await page.locator('#billing_country').focus();
    await waitForStarted(page, 'address');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const started = await measureCheckout(page);
    expect(started.scrollWidth).toBeLessThanOrEqual(started.clientWidth);
    expect(Math.abs(started.height - served.height), "the document's height").toBeLessThanOrEqual(1);
    for (const [name, before] of Object.entries(served.boxes)) {
      const after = started.boxes[name];
      expect(before, name).not.toBeNull();
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after![side] - before![side]), `${name} ${side}`).toBeLessThanOrEqual(1);
    }
  });
}

test('place order clicked while the review updates places the order (blockUI’s overlay swallowed that click)', async ({ page }) => {
  await openCheckout(page);
  await fillBilling(page);
  await page.locator('#terms').check();
  const held: Route[] = [];
  await page.route('**/?wc-ajax=update_order_review', (route) => void held.push(route));
  await page.locator('label[for="shipping_method_0_local_pickup3"]').click();
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => held.length).toBe(1);
  await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').click()]);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
});
