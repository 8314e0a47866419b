/**
 * The shop's flows on a real WordPress + WooCommerce + WooLentor, run three times by the config:
 * project "classic" with the plugins' own scripts (proving the flow and the test), "storefront" with
 * the plugin installed from its zip, "manual" with the README's manual tag. The same steps and the
 * same checks in each, on the real cart.
 */
import { expect, HANDED_OVER, PRODUCTS, ready, realCart, test } from './support/site';

test('the plugins’ handles: their scripts with the classic stack, only their data with storefront', async ({ page, mode }) => {
  for (const path of [PRODUCTS.shop, PRODUCTS.simple, PRODUCTS.variable]) {
    await page.goto(path);
    await ready(page, mode);
    const present = await page.evaluate((handles) => handles.filter((handle) => document.getElementById(`${handle}-js`)), HANDED_OVER);
    if (mode === 'classic') expect(present.length, `${path}: ${present.join(', ')}`).toBeGreaterThan(5);
    else expect(present, path).toEqual([]);
    // The params every replaced script printed are on the page in both.
    const globals = await page.evaluate(() => ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_order_attribution', 'woolentorQuickView'].filter((name) => !(name in window)));
    expect(globals, path).toEqual([]);
  }
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => /storefront\/dist\/storefront\.js/.test(url)));
  expect(loaded).toHaveLength(mode === 'classic' ? 0 : 1);
});

test('the plugin preloads the loader chunk on every page and the product family’s table on a single product only', async ({ page, mode }) => {
  // Ours only; the classic stack and the README's manual tag print none.
  const preloaded = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname).filter((href) => href.includes('/storefront/dist/')));
  const plugin = mode === 'storefront';
  for (const path of [PRODUCTS.simple, PRODUCTS.variable]) {
    await page.goto(path);
    await ready(page, mode);
    const links = await preloaded();
    expect(links.filter((href) => /\/dist\/chunks\/loader-[^/]+\.js$/.test(href)), path).toHaveLength(plugin ? 1 : 0);
    const table = links.filter((href) => /\/dist\/chunks\/family-product-[^/]+\.js$/.test(href));
    expect(table, path).toHaveLength(plugin ? 1 : 0);
    if (!plugin) continue;
    // The loader's dynamic import is the preloaded module: the table is fetched once.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((href) => /\/family-product-/.test(href)));
    expect(fetched, path).toEqual(table);
  }
  await page.goto(PRODUCTS.shop);
  await ready(page, mode);
  const links = await preloaded();
  expect(links.filter((href) => /\/dist\/chunks\/loader-/.test(href))).toHaveLength(plugin ? 1 : 0);
  expect(links.filter((href) => /\/family-/.test(href)), 'no family table preloaded on the shop').toEqual([]);
});

test('AJAX add to cart from the shop: the page stays, the mini cart updates, the real cart holds it once', async ({ page, context, mode }) => {
  await page.goto(PRODUCTS.shop);
  await ready(page, mode);
  const card = page.locator('li.product', { hasText: 'Taza de cerámica' });
  await card.locator('a.add_to_cart_button').click();
  await expect(card.locator('a.added_to_cart')).toBeVisible();
  expect(page.url()).not.toContain('add-to-cart');
  await expect(page.locator('.widget_shopping_cart_content')).toContainText('Taza de cerámica');
  expect(await realCart(context)).toEqual([{ name: 'Taza de cerámica', quantity: 1 }]);
});

test('mini cart removal: the item leaves the widget and the cart, the page stays', async ({ page, context, mode }) => {
  await page.goto(PRODUCTS.shop);
  await ready(page, mode);
  const card = page.locator('li.product', { hasText: 'Vela aromática' });
  await card.locator('a.add_to_cart_button').click();
  const widget = page.locator('.widget_shopping_cart_content');
  const remove = widget.locator('a.remove_from_cart_button');
  await expect(remove).toHaveCount(1);
  await remove.click();
  await expect(widget).toContainText('No products in the cart.');
  expect(page.url()).not.toContain('removed_item');
  expect(await realCart(context)).toEqual([]);
});

test('the variation form: disabled until chosen, the variation’s price, SKU and id, out of stock, reset, add', async ({ page, context, mode }) => {
  await page.goto(PRODUCTS.variable);
  await ready(page, mode);
  const form = page.locator('form.variations_form');
  const add = form.locator('.single_add_to_cart_button');
  // WooCommerce's first state, before the shopper touches anything.
  await expect(add).toHaveClass(/\bdisabled\b/);
  await expect(add).toHaveClass(/wc-variation-selection-needed/);

  const variations = JSON.parse((await form.getAttribute('data-product_variations')) ?? '[]') as { variation_id: number; sku: string; attributes: Record<string, string> }[];
  const azulS = variations.find((v) => v.attributes.attribute_color === 'Azul' && v.attributes.attribute_talla === 'S')!;
  await form.locator('select[name="attribute_color"]').selectOption('Azul');
  await form.locator('select[name="attribute_talla"]').selectOption('S');
  await expect(form.locator('.woocommerce-variation-price')).toContainText('19,90');
  await expect(page.locator('.product_meta .sku')).toHaveText('CAM-AZU-S');
  await expect(form.locator('input.variation_id')).toHaveValue(String(azulS.variation_id));
  await expect(add).not.toHaveClass(/\bdisabled\b/);

  await form.locator('select[name="attribute_color"]').selectOption('Rojo');
  await form.locator('select[name="attribute_talla"]').selectOption('M');
  await expect(form.locator('.woocommerce-variation-availability')).toContainText('Out of stock');
  await expect(add).toHaveClass(/wc-variation-is-unavailable/);

  await form.locator('.reset_variations').click();
  await expect(form.locator('select[name="attribute_color"]')).toHaveValue('');
  await expect(form.locator('select[name="attribute_talla"]')).toHaveValue('');
  await expect(page.locator('.product_meta .sku')).toHaveText('CAM');
  await expect(form.locator('input.variation_id')).toHaveValue('');

  await form.locator('select[name="attribute_color"]').selectOption('Azul');
  await form.locator('select[name="attribute_talla"]').selectOption('M');
  await expect(add).not.toHaveClass(/\bdisabled\b/);
  await add.click();
  await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
  const cart = await realCart(context);
  expect(cart).toHaveLength(1);
  expect(cart[0]!.name).toMatch(/Camiseta básica.*Azul.*M/);
  expect(cart[0]!.quantity).toBe(1);
});

test('tabs and reviews: the other panels hidden, a tab opens its panel, a star sets the rating, the review posts', async ({ page, mode }) => {
  await page.goto(PRODUCTS.reviewed);
  await ready(page, mode);
  await expect(page.locator('#tab-description')).toBeVisible();
  await expect(page.locator('#tab-reviews')).toBeHidden();
  await page.locator('.reviews_tab a').click();
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect(page.locator('li.reviews_tab')).toHaveClass(/active/);
  await expect(page.locator('#tab-reviews')).toContainText('Precioso y resistente.');

  const stars = page.locator('#respond p.stars');
  await expect(stars.locator('a')).toHaveCount(5);
  await stars.locator('a.star-4').click();
  await expect(page.locator('select#rating')).toHaveValue('4');
  await page.fill('#comment', `Muy buen cuaderno (${mode}).`);
  await page.fill('#author', 'Ana');
  await page.fill('#email', `ana.${mode}@example.test`);
  await page.locator('#respond #submit').click();
  await expect(page.locator('#tab-reviews, .woocommerce-Reviews').first()).toContainText('Muy buen cuaderno');
});

test('the gallery: thumbnails switch the picture, the trigger opens the lightbox on it, Escape closes it', async ({ page, mode }) => {
  await page.goto(PRODUCTS.simple);
  await ready(page, mode);
  const gallery = page.locator('.woocommerce-product-gallery');
  await gallery.hover();
  const thumbs = gallery.locator('.flex-control-thumbs li img');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(1).click();
  await expect(gallery.locator('.woocommerce-product-gallery__image').nth(1)).toHaveClass(/flex-active-slide/);
  await gallery.locator('.woocommerce-product-gallery__trigger').click();
  const open = page.locator('.pswp.pswp--open');
  await expect(open).toBeVisible();
  await expect(open.locator('img[src*="taza-2"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp--open')).toHaveCount(0);
});

test('quick view: the product in the modal, its add to cart puts exactly one row in the real cart', async ({ page, context, mode }) => {
  await page.goto(PRODUCTS.shop);
  await ready(page, mode);
  const card = page.locator('li.product', { hasText: 'Taza de cerámica' });
  await card.locator('.woolentor-quickview-btn').click();
  const modal = page.locator('#woolentor-quickview-modal');
  await expect(modal).toHaveClass(/woolentor-quickview-open/);
  await expect(modal.locator('.product_title')).toHaveText('Taza de cerámica');
  const add = modal.locator('.single_add_to_cart_button');
  await add.click();
  await expect(add).toHaveClass(/\badded\b/);
  await expect(page.locator('.widget_shopping_cart_content')).toContainText('Taza de cerámica');
  expect(await realCart(context)).toEqual([{ name: 'Taza de cerámica', quantity: 1 }]);
});

test('order attribution: a real order by bank transfer carries the visit’s source', async ({ page, mode }) => {
  await page.goto(`${PRODUCTS.shop}?utm_source=boletin&utm_medium=email&utm_campaign=otono`);
  await ready(page, mode);
  const card = page.locator('li.product', { hasText: 'Vela aromática' });
  await card.locator('a.add_to_cart_button').click();
  await expect(card.locator('a.added_to_cart')).toBeVisible();

  await page.goto(PRODUCTS.checkout);
  await ready(page, mode);
  // The checkout's scripts are handed over too: the form, its address fields and the order are ours.
  const checkoutScripts = await page.evaluate(() => ['wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo'].filter((handle) => document.getElementById(`${handle}-js`)));
  // The shipping address starts hidden in every stack; ours from the first frame, by CSS in the head.
  await expect(page.locator('div.shipping_address')).toBeHidden();
  await expect(page.locator('#storefront-first-state-inline-css')).toHaveCount(mode === 'classic' ? 0 : 1);
  if (mode === 'classic') expect(checkoutScripts).toEqual(['wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo']);
  else {
    expect(checkoutScripts).toEqual([]);
    await page.waitForFunction(() => performance.getEntriesByName('storefront:started:checkout').length > 0);
  }
  // The country drives the state field, whoever runs it.
  await page.selectOption('#billing_country', 'US');
  await expect(page.locator('select#billing_state option[value="CA"]')).toHaveCount(1);
  await page.selectOption('#billing_country', 'ES');
  await expect(page.locator('select#billing_state option[value="M"]')).toHaveCount(1);
  await page.selectOption('#billing_state', 'M');
  const email = `pedido.${mode}.${Date.now()}@example.test`;
  await page.fill('#billing_first_name', 'Lucía');
  await page.fill('#billing_last_name', 'García');
  await page.fill('#billing_address_1', 'Calle Mayor 1');
  await page.fill('#billing_postcode', '28013');
  await page.fill('#billing_city', 'Madrid');
  await page.fill('#billing_phone', '600000000');
  await page.fill('#billing_email', email);
  await expect(page.locator('input[name="wc_order_attribution_source_type"]')).toHaveValue('utm');
  await expect(page.locator('#payment_method_bacs')).toBeChecked();
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();

  const order = (await (await page.request.get(`/?sf_tier_order=${encodeURIComponent(email)}`)).json()) as {
    found: boolean;
    payment: string;
    items: number;
    attribution: Record<string, string>;
  };
  expect(order).toMatchObject({ found: true, payment: 'bacs', items: 1 });
  expect(order.attribution).toMatchObject({ source_type: 'utm', utm_source: 'boletin', utm_medium: 'email', utm_campaign: 'otono' });
});
