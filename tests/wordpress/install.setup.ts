/**
 * The plugin installed as a site owner installs it: storefront-wordpress.zip uploaded on Plugins >
 * Add New, activated, and its settings screen used. Runs before the flows (project "install").
 */
import { logIn } from './support/admin';
import { expect, PRODUCTS, test } from './support/site';

const ZIP = new URL('../../storefront-wordpress.zip', import.meta.url).pathname;

test.describe.configure({ mode: 'serial' });

test('the zip installs by upload and activates', async ({ page }) => {
  await logIn(page);

  await page.goto('/wp-admin/plugin-install.php?tab=upload');
  await page.setInputFiles('#pluginzip', ZIP);
  await page.click('#install-plugin-submit');
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.getByText('Plugin activated.')).toBeVisible();
  const row = page.locator('tr[data-plugin="storefront/storefront.php"]');
  await expect(row).toHaveClass(/\bactive\b/);
  // Classic cart and checkout pages: no block notice; the build is there: no build notice.
  await expect(page.locator('.notice-warning', { hasText: 'Storefront leaves the blocks' })).toHaveCount(0);
  await expect(page.locator('.notice-error', { hasText: 'built files' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('Settings > Storefront turns a feature off and on: its plugin script comes back, then goes', async ({ page, request }) => {
  await logIn(page);
  await page.goto('/wp-admin/options-general.php?page=storefront-bundle');
  // Each switch is named by its feature (the row's label) and described by what it replaces.
  const product = page.getByRole('checkbox', { name: /^Product page: tabs, review stars, gallery/ });
  await expect(product).toBeChecked();
  await expect(product).toHaveAccessibleDescription(/Replaces: wc-single-product, wc-zoom/);

  await product.uncheck();
  await page.click('#submit');
  await expect(page.getByText('Settings saved.')).toBeVisible();
  let html = await (await request.get(PRODUCTS.simple)).text();
  expect(html).toContain('id="wc-single-product-js"');
  expect(html).toContain('id="wc-photoswipe-js"');
  expect(html).not.toContain('id="wc-add-to-cart-js"');

  await product.check();
  await page.click('#submit');
  await expect(page.getByText('Settings saved.')).toBeVisible();
  html = await (await request.get(PRODUCTS.simple)).text();
  expect(html).not.toContain('id="wc-single-product-js"');
  expect(html).toContain('id="wc-single-product-js-extra"');
  expect(html).toContain('storefront/dist/storefront.js?ver=');
});

test('a checkout page built with WooCommerce’s block is noticed on the Plugins screen', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/plugins.php');
  // The REST API as the block editor uses it: the page's content swapped for the checkout block.
  const save = (content: string) =>
    page.evaluate(async (body) => {
      const settings = { root: '/wp-json/', nonce: await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text() };
      const pages = (await (await fetch(`${settings.root}wp/v2/pages?slug=checkout&context=edit`, { headers: { 'X-WP-Nonce': settings.nonce } })).json()) as { id: number; content: { raw: string } }[];
      const checkout = pages[0]!;
      const previous = checkout.content.raw;
      await fetch(`${settings.root}wp/v2/pages/${checkout.id}`, { method: 'POST', headers: { 'X-WP-Nonce': settings.nonce, 'Content-Type': 'application/json' }, body: JSON.stringify({ content: body }) });
      return previous;
    }, content);
  const classic = await save('<!-- wp:woocommerce/checkout /-->');
  try {
    await page.reload();
    await expect(page.locator('.notice-warning', { hasText: 'cart or checkout block: Checkout' })).toBeVisible();
  } finally {
    await save(classic);
  }
  await page.reload();
  await expect(page.locator('.notice-warning', { hasText: 'checkout block' })).toHaveCount(0);
});
