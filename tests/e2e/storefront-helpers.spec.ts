/**
 * woocommerce.js helpers (shared/reference/woocommerce.md §5, spec §2, §4, §5, §9) on the demo shop:
 * sort dropdown, store notice, password toggle, quantity minimum, first-alert focus, result count,
 * coming-soon banner, and stepping aside when WooCommerce's own woocommerce.js is still enqueued.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForStorefront } from './support/fixtures';

// The demo server shares the machine with builds and other suites; give slow pages room.
test.describe.configure({ timeout: 60_000 });

const CATALOGUE = JSON.parse(readFileSync(new URL('../../fixtures/catalogue.json', import.meta.url), 'utf8')) as {
  products: { id: number; slug: string; type: string; stock_status: string; sold_individually: boolean; regular_price: string }[];
};
/** A simple, purchasable, in-stock product whose page has a visible quantity field. */
const SIMPLE = CATALOGUE.products.find(
  (p) => p.type === 'simple' && p.stock_status === 'instock' && !p.sold_individually && p.regular_price !== '',
)!;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

/** "1.234,50 €" → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The lowest price a shopper sees on each listed product (sale price, or the "from" of a range). */
async function listedPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('ul.products > li.product').evaluateAll((items) =>
    items.map((li) =>
      [...li.querySelectorAll('.price .woocommerce-Price-amount')].filter((a) => !a.closest('del')).map((a) => a.textContent ?? ''),
    ),
  );
  return texts.map((amounts) => Math.min(...amounts.map(euros)));
}

async function expectSortedByPrice(page: Page): Promise<void> {
  expect(new URL(page.url()).searchParams.get('orderby')).toBe('price');
  await expect(page.locator('select.orderby')).toHaveValue('price');
  const prices = await listedPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices[0], `first product should be the cheapest of ${prices.join(', ')}`).toBe(Math.min(...prices));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
}

/**
 * Opens a listing and waits out idle: the sort widget's chunk is not loaded until the shopper's
 * pointer, focus or key reaches the select (strategy `interaction`), not even at idle.
 */
async function openListing(page: Page, path: string): Promise<void> {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/chunks\/ordering-[^/]+\.js$/.test(r.url())) requested.push(r.url());
  });
  await open(page, path);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  expect(requested, 'the sort chunk before any intent').toEqual([]);
}

test.describe('sort dropdown', () => {
  const select = (page: Page) => page.getByRole('combobox', { name: 'Orden de la tienda' });

  test('choosing "precio: bajo a alto" with the mouse lists the cheapest product first', async ({ page }) => {
    await openListing(page, '/tienda/');
    await select(page).click();
    await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), select(page).selectOption({ label: 'Ordenar por precio: bajo a alto' })]);
    await waitForStorefront(page);
    await expectSortedByPrice(page);
  });

  test('changing the order with an arrow key navigates at once', async ({ page }) => {
    // "Ordenar por los últimos" is right above "precio: bajo a alto".
    await openListing(page, '/tienda/?orderby=date');
    await select(page).focus();
    await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), page.keyboard.press('ArrowDown')]);
    await waitForStorefront(page);
    await expectSortedByPrice(page);
  });

  test('a keyboard change made while the sort chunk is still loading is not lost', async ({ page }) => {
    // Guards the held `change` in strategies/hold.ts: an arrow key on the focused select before
    // ordering's chunk has run must still submit once the chunk runs.
    await page.route('**/chunks/ordering-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await open(page, '/tienda/');
    await select(page).focus();
    await Promise.all([page.waitForURL(/[?&]orderby=popularity(&|$)/, { timeout: 5000 }), page.keyboard.press('ArrowDown')]);
  });

  test('a keyboard change made while the WooCommerce widgets’ table is still on its way is not lost', async ({ page }) => {
    // On the listing that table is fetched at `load` (nothing of it is due before): a shopper who
    // focuses the select and moves it with an arrow key right away changes it before the sort
    // widget, or its hold, exists. The table is held here until the change has happened.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) =>
      page.route('**/chunks/family-woocommerce-*.js', async (route) => {
        resolve();
        await released;
        await route.continue();
      }),
    );
    await page.goto('/tienda/');
    await asked;
    await select(page).focus();
    await page.keyboard.press('ArrowDown');
    // The select has moved (the browser's change has landed) before the table is let through.
    await expect(select(page)).toHaveValue('popularity');
    await Promise.all([page.waitForURL(/[?&]orderby=popularity(&|$)/, { timeout: 10_000 }), Promise.resolve().then(release)]);
  });

  test('a change a script fires meanwhile reaches the page’s handlers at once: only the shopper’s is held for the table', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) =>
      page.route('**/chunks/family-woocommerce-*.js', async (route) => {
        resolve();
        await released;
        await route.continue();
      }),
    );
    await page.goto('/tienda/');
    await asked;
    // A widget re-running its own check (the variation form does) must not wait for another family's table.
    const heard = await select(page).evaluate((element) => {
      let seen = false;
      element.addEventListener('change', () => (seen = true), { once: true });
      element.dispatchEvent(new Event('change', { bubbles: true }));
      return seen;
    });
    release();
    expect(heard).toBe(true);
  });
});

test.describe('store notice', () => {
  const notice = (page: Page) => page.locator('.woocommerce-store-notice');

  async function expectDismissed(page: Page): Promise<void> {
    await expect(notice(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bwoocommerce-demo-store\b/);
    const id = await notice(page).getAttribute('data-notice-id');
    const cookie = (await page.context().cookies()).find((c) => c.name === `store_notice${id}`);
    expect(cookie, `cookie store_notice${id}`).toMatchObject({ value: 'hidden', path: '/', expires: -1 });
  }

  test('shows until "Descartar" is clicked, then stays hidden after a reload and on other pages', async ({ page }) => {
    await open(page, '/tienda/');
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bwoocommerce-demo-store\b/);

    await notice(page).getByRole('button', { name: 'Descartar' }).click();
    await expectDismissed(page);
    expect(page.url(), 'the link\'s "#" is not followed').not.toContain('#');

    await page.reload();
    await waitForStorefront(page);
    await expectDismissed(page);

    await open(page, '/mi-cuenta/');
    await expectDismissed(page);
  });

  for (const key of ['Enter', 'Space']) {
    test(`the dismiss link works from the keyboard (${key})`, async ({ page }) => {
      await open(page, '/tienda/');
      await expect(notice(page)).toBeVisible();
      await page.locator('.woocommerce-store-notice__dismiss-link').focus();
      await page.keyboard.press(key);
      await expectDismissed(page);
    });
  }
});

test.describe('password toggle on /mi-cuenta/', () => {
  const toggleOf = (input: Locator) => input.locator('xpath=..').locator('> button.show-password-input');

  test('every password field gets a toggle that shows and hides what was typed', async ({ page }) => {
    await open(page, '/mi-cuenta/');
    const fields = page.locator('.woocommerce form input.woocommerce-Input[name="password"]');
    await expect(fields).toHaveCount(2);
    for (const input of await fields.all()) {
      const toggle = toggleOf(input);
      await expect(toggle).toHaveAttribute('aria-label', 'Mostrar contraseña');
      await expect(toggle).toHaveAttribute('type', 'button');
      await expect(toggle).toHaveAttribute('aria-describedby', (await input.getAttribute('id'))!);
      await input.fill('c0ntraseña secreta');

      await toggle.click();
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('c0ntraseña secreta');
      await expect(toggle).toHaveAttribute('aria-label', 'Ocultar contraseña');
      await expect(input).toBeFocused();

      await toggle.click();
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-label', 'Mostrar contraseña');
      await expect(input).toHaveValue('c0ntraseña secreta');
    }
  });

  test('Tab reaches the toggle; Enter and Space toggle it and focus returns to the field', async ({ page }) => {
    await open(page, '/mi-cuenta/');
    const input = page.locator('#password');
    const toggle = toggleOf(input);
    await input.focus();
    await page.keyboard.type('abc123');
    for (const [key, type] of [['Enter', 'text'], ['Space', 'password']] as const) {
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press(key);
      await expect(input).toHaveAttribute('type', type);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('abc123');
    }
  });
});

test.describe('quantity minimum', () => {
  // The demo prints every product page's quantity at its minimum (value 1, min 1): there is no
  // below-minimum case in its markup, so the page is served with a raised min (as a plugin would).
  const raiseMin = (page: Page, path: string, from: string, to: string) =>
    page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(new RegExp(`(<input type="number"[^>]*class="input-text qty text"[^>]*) min="${from}"`, 'g'), `$1 min="${to}"`);
      await route.fulfill({ response, body });
    });

  test('a product page quantity below its min is raised to the min; one at its min is left as is', async ({ page }) => {
    const path = `/producto/${SIMPLE.slug}/`;
    await open(page, path);
    await expect(page.locator('form.cart input.qty')).toHaveValue('1');

    await raiseMin(page, path, '1', '3');
    await open(page, path);
    const qty = page.locator('form.cart input.qty');
    await expect(qty).toHaveAttribute('min', '3');
    await expect(qty).toHaveValue('3');
  });

  test('the cart page’s own quantity fields are left alone', async ({ page }) => {
    await page.goto(`/?add-to-cart=${SIMPLE.id}`);
    await raiseMin(page, '/carrito/', '0', '5');
    await open(page, '/carrito/');
    const qty = page.locator('.product-quantity input.qty');
    await expect(qty).toHaveAttribute('min', '5');
    await expect(qty).toHaveValue('1');
  });
});

// The 500 ms and the 2 s are the DOM tests' (fake clock): here the order a shopper meets, not time.
test('a failed login’s error notice takes focus', async ({ page }) => {
  await open(page, '/mi-cuenta/');
  await page.locator('#username').fill('nadie@example.com');
  await page.locator('#password').fill('incorrecta');
  await Promise.all([page.waitForURL('**/mi-cuenta/'), page.getByRole('button', { name: 'Acceder' }).click()]);

  const alert = page.locator('ul.woocommerce-error[role="alert"]');
  await expect(alert).toContainText('no son correctos');
  await expect(alert).toBeFocused();
  await expect(alert).toHaveAttribute('tabindex', '-1');
});

test('the result count is hidden from screen readers, then re-announced with fresh nodes', async ({ page }) => {
  // Every change recorded inside setAttribute itself, with the nodes the count held then.
  await page.addInitScript(() => {
    const log: { value: string | null; first: Node | null }[] = ((window as unknown as Record<string, unknown>).__rcLog = []);
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (name === 'aria-hidden' && this.matches('.woocommerce-result-count')) log.push({ value, first: this.firstChild });
      setAttribute.call(this, name, value);
    };
  });
  await open(page, '/tienda/');
  const count = page.locator('.woocommerce-result-count');
  // Idle (at most 2 s after load) and 2 s more.
  await expect(count).toHaveAttribute('aria-hidden', 'false', { timeout: 10_000 });
  await expect(count).toContainText(/Mostrando (los \d+ resultados|el único resultado)/);
  const seen = await page.evaluate(() => {
    const log = (window as unknown as { __rcLog: { value: string; first: Node | null }[] }).__rcLog;
    const count = document.querySelector('.woocommerce-result-count')!;
    return { values: log.map((entry) => entry.value), served: log[0]?.first?.isConnected, fresh: count.firstChild !== log[0]?.first };
  });
  expect(seen.values).toEqual(['true', 'false']);
  // Re-announced: the text is new nodes, not the served ones.
  expect(seen.served).toBe(false);
  expect(seen.fresh).toBe(true);
});

test('coming-soon banner: dismiss POSTs with the REST nonce and hides the banner', async ({ page }) => {
  await open(page, '/tienda/?coming-soon=1');
  const banner = page.locator('#coming-soon-footer-banner');
  await expect(banner).toBeVisible();
  const dismiss = banner.getByRole('button', { name: 'Descartar el aviso de modo próximamente' });
  const nonce = await dismiss.getAttribute('data-rest-nonce');
  const restUrl = new URL((await dismiss.getAttribute('data-rest-url'))!, page.url()).href;

  const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url() === restUrl), dismiss.click()]);
  expect(request.headers()['x-wp-nonce']).toBe(nonce);
  expect(new URLSearchParams(request.postData() ?? '').get('woocommerce_meta[coming_soon_banner_dismissed]')).toBe('yes');
  expect((await request.response())?.status()).toBe(200);
  await expect(banner).toBeHidden();

  await open(page, '/tienda/?coming-soon=1');
  await expect(banner, 'the server remembers the dismissal').toHaveCount(0);
});

test('with WooCommerce’s own woocommerce.js enqueued, its features are left to it', async ({ page, expectStorefrontErrors }) => {
  expectStorefrontErrors(/^\[storefront\] WooCommerce's own script "woocommerce" is still active on this page/);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await open(page, '/mi-cuenta/?legacy=woocommerce');
  expect(await page.evaluate(() => (window as unknown as { __sfLegacy?: string[] }).__sfLegacy)).toEqual(['woocommerce']);
  // `open` waited for the loader's ready mark: the first scan is over and the widgets it would
  // have started at load (the password toggle, the store notice) were decided then.

  await expect(page.locator('button.show-password-input')).toHaveCount(0);
  await expect(page.locator('#password')).toHaveAttribute('type', 'password');
  // Left exactly as the server printed it (style="display:none"), for woocommerce.js to show.
  await expect(page.locator('.woocommerce-store-notice')).toHaveAttribute('style', 'display:none');
  await expect(page.locator('body')).toHaveClass(/\bwoocommerce-demo-store\b/);

  const mentions = warnings.filter((w) => /woocommerce/i.test(w));
  expect(mentions, warnings.join('\n')).toHaveLength(1);
  expect(mentions[0]).toContain('"woocommerce"');
});
