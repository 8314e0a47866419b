/**
 * Order attribution (spec §3 "Attribution fields", §4 "Attribution tracking"; woocommerce.md §6,
 * widgets.md §3) on the demo's checkout and registration forms: the sbjs cookies as sourcebuster
 * writes them, the hidden inputs filled, the page count across pages, tracking off through the
 * page's own `wc_order_attribution.setOrderTracking` (the QA panel's switch), hostile values kept
 * as text, axe on the checkout with the panel; the checkout block's extension data through the
 * demo's stand-in `wp.data` store (`?bloque=`), and `window.sbjs` for the page's other scripts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStorefront, waitForStorefrontError } from './support/fixtures';

const CHECKOUT = '/finalizar-compra/';

/**
 * A mug in the session's cart, added through the context's own request (its cookies, no page view
 * counted): WooCommerce sends an empty cart's checkout to the cart page.
 */
async function fillCart(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const answer = await context.request.post(new URL('/?wc-ajax=add_to_cart', baseURL).href, { form: { product_id: '11', quantity: '1' } });
  expect(answer.ok()).toBe(true);
}

/**
 * Two axe rules WooCommerce 10.4.3's own checkout templates fail, left as the shop prints them: its
 * h3 headings straight under the page's h1 (form-billing.php, form-checkout.php), and the coupon
 * toggle whose aria-label is not its visible text (form-coupon.php).
 */
const WOOCOMMERCE_TEMPLATE_RULES = { disableRules: ['heading-order', 'label-content-name-mismatch'] };

test.beforeEach(async ({ context, baseURL }) => {
  await fillCart(context, baseURL);
});
const field = (page: Page, name: string) => page.locator(`form.checkout wc-order-attribution-inputs input[type=hidden][name="wc_order_attribution_${name}"]`);
const panelValue = (page: Page, name: string) => page.locator(`#qa-atribucion-campos td[data-campo="${name}"]`);

/** Requests for the attribution's on-demand chunks (the checkout block's, the promo code's). */
function chunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/chunks\/(blocks|promo)-[^/]*\.js$/.exec(request.url());
    if (chunk) seen.push(chunk[1]!);
  });
  return seen;
}

async function sbjsCookies(page: Page): Promise<Record<string, { value: string; domain: string; expires: number }>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.filter((c) => c.name.startsWith('sbjs_')).map((c) => [c.name, { value: c.value, domain: c.domain, expires: c.expires }]));
}

test('a utm visit: the sbjs cookies as sourcebuster writes them, the checkout’s 16 inputs, the next page counted', async ({ page }) => {
  const chunks = chunkRequests(page);
  await page.goto(`${CHECKOUT}?utm_source=boletin&utm_medium=email&utm_campaign=rebajas`);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('utm');

  const cookies = await sbjsCookies(page);
  expect(cookies.sbjs_current?.value).toBe(
    'typ%3Dutm%7C%7C%7Csrc%3Dboletin%7C%7C%7Cmdm%3Demail%7C%7C%7Ccmp%3Drebajas%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
  );
  // WooCommerce's 0.00001 months: session cookies; the session one lasts 30 minutes.
  expect(cookies.sbjs_current?.expires).toBe(-1);
  expect(cookies.sbjs_session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
  expect(cookies.sbjs_session?.expires).toBeLessThan(Date.now() / 1000 + 31 * 60);
  expect(Object.keys(cookies).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
  await expect(page.locator('form.checkout wc-order-attribution-inputs input[type=hidden]')).toHaveCount(16);
  await expect(field(page, 'utm_campaign')).toHaveValue('rebajas');
  await expect(field(page, 'session_pages')).toHaveValue('1');
  await expect(panelValue(page, 'utm_source')).toHaveText('boletin');

  // The registration form on the next page: same source, second page of the session.
  await page.goto('/mi-cuenta/');
  await waitForStorefront(page);
  const register = (name: string) => page.locator(`form.register input[type=hidden][name="wc_order_attribution_${name}"]`);
  await expect(register('session_pages')).toHaveValue('2');
  await expect(register('source_type')).toHaveValue('utm');
  await expect(register('session_count')).toHaveValue('1');
  // A classic checkout and no page script asking for a promo code: neither on-demand chunk loaded.
  expect(chunks).toEqual([]);
});

test('a typed-in visit is (direct) / (none); axe on the checkout with the QA panel', async ({ page }) => {
  await page.goto(CHECKOUT);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('typein');
  await expect(field(page, 'utm_source')).toHaveValue('(direct)');
  await expect(field(page, 'utm_medium')).toHaveValue('(none)');
  await expect(page.locator('#qa-atribucion-estado')).toHaveText('activado');
  await axeCheck(page, undefined, WOOCOMMERCE_TEMPLATE_RULES);
});

test('tracking off through setOrderTracking deletes every sbjs cookie and empties the fields; on again counts afresh', async ({ page }) => {
  await page.goto(`${CHECKOUT}?utm_source=boletin`);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('utm');
  const toggle = page.getByRole('button', { name: 'Desactivar el seguimiento' });
  await toggle.click();

  await expect(page.locator('#qa-atribucion-estado')).toHaveText('desactivado');
  await expect(field(page, 'source_type')).toHaveValue('');
  await expect(field(page, 'user_agent')).toHaveValue('');
  expect(await sbjsCookies(page)).toEqual({});
  await axeCheck(page, undefined, WOOCOMMERCE_TEMPLATE_RULES);

  await page.getByRole('button', { name: 'Activar el seguimiento' }).click();
  await expect(field(page, 'source_type')).toHaveValue('utm');
  expect(Object.keys(await sbjsCookies(page))).toContain('sbjs_current');
});

test('a shop that does not allow tracking writes nothing and leaves the fields empty', async ({ page }) => {
  await page.goto(`${CHECKOUT}?atribucion=off&utm_source=boletin`);
  await waitForStorefront(page);
  await expect(page.locator('#qa-atribucion-estado')).toHaveText('desactivado');
  await expect(page.locator('form.checkout wc-order-attribution-inputs input[type=hidden]')).toHaveCount(16);
  await expect(field(page, 'source_type')).toHaveValue('');
  expect(await sbjsCookies(page)).toEqual({});
});

test('hostile referrer, utm value and cookie stay text: nothing runs, nothing renders as HTML', async ({ page, context, baseURL }) => {
  await page.addInitScript(() => {
    (window as unknown as { __sfAlerts: number }).__sfAlerts = 0;
    window.alert = () => void ((window as unknown as { __sfAlerts: number }).__sfAlerts += 1);
  });
  const markup = '<img src=x onerror=alert(1)>';
  // A referral whose path carries markup, from another site.
  await page.goto(`${CHECKOUT}?utm_source=${encodeURIComponent(markup)}`, { referer: `https://blog.example/"><script>alert(2)</script>` });
  await waitForStorefront(page);
  await expect(field(page, 'utm_source')).toHaveValue(markup);
  await expect(panelValue(page, 'utm_source')).toHaveText(markup);
  await expect(field(page, 'referrer')).toHaveValue(/^https:\/\/blog\.example\//);

  // A cookie planted with markup in it is read back as text on the next page.
  const host = new URL(baseURL!).hostname;
  await context.clearCookies();
  await fillCart(context, baseURL);
  await context.addCookies(
    [
      ['sbjs_current', `typ=referral|||src=${markup}`],
      ['sbjs_first', 'typ=referral'],
      ['sbjs_session', 'pgs=1'],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), domain: host, path: '/' })),
  );
  await page.goto(CHECKOUT);
  await waitForStorefront(page);
  await expect(panelValue(page, 'utm_source')).toHaveText(markup);
  expect(await page.locator('#qa-atribucion img, form.checkout img, script:not([src]):not([id])').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __sfAlerts: number }).__sfAlerts)).toBe(0);
});

const blockData = async (page: Page) => JSON.parse((await page.locator('#qa-atribucion-bloque-datos').textContent()) ?? '') as Record<string, string | null>;

test('checkout block: the values land in the store’s extension data; tracking off sends the all-null data', async ({ page }) => {
  await page.goto(`${CHECKOUT}?bloque=listo&utm_source=boletin&utm_medium=email`);
  await waitForStorefront(page);
  await expect(page.locator('#qa-atribucion-bloque-llamadas')).toHaveText('1');
  const data = await blockData(page);
  expect(Object.keys(data)).toHaveLength(16);
  expect(data).toMatchObject({ source_type: 'utm', utm_source: 'boletin', utm_medium: 'email', session_pages: '1' });
  await expect(field(page, 'source_type')).toHaveValue('utm');
  await axeCheck(page, undefined, WOOCOMMERCE_TEMPLATE_RULES);

  await page.getByRole('button', { name: 'Desactivar el seguimiento' }).click();
  await expect(page.locator('#qa-atribucion-bloque-llamadas')).toHaveText('2');
  expect(Object.values(await blockData(page))).toEqual(Array(16).fill(null));
});

test('a checkout block store that registers late gets the values once it appears', async ({ page }) => {
  await page.goto(`${CHECKOUT}?bloque=tarde`);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('typein');
  await expect(page.locator('#qa-atribucion-bloque-estado')).toHaveText('sin registrar');
  await expect(page.locator('#qa-atribucion-bloque-datos')).toHaveText('(nada)');

  await page.getByRole('button', { name: 'Cargar el bloque de pago' }).click();
  await expect(page.locator('#qa-atribucion-bloque-estado')).toHaveText('registrado');
  await expect(page.locator('#qa-atribucion-bloque-llamadas')).toHaveText('1');
  expect(await blockData(page)).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' });
});

test('a broken wp.data: one report naming attribution, the checkout’s fields still filled', async ({ page, expectStorefrontErrors }) => {
  expectStorefrontErrors(/attribution: wp\.data failed to take the checkout block’s attribution data/);
  await page.goto(`${CHECKOUT}?bloque=roto&utm_source=boletin`);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('utm');
  await page.getByRole('button', { name: 'Desactivar el seguimiento' }).click();
  await expect(field(page, 'source_type')).toHaveValue('');
});

test('window.sbjs: get as sourcebuster parses the cookies; init({promocode}) writes sbjs_promo once without counting the page again', async ({ page }) => {
  await page.goto(`${CHECKOUT}?utm_source=boletin`);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('utm');
  type SbjsGet = Record<string, Record<string, string>>;
  type Sbjs = { get: SbjsGet; init(prefs?: unknown): Promise<void> };
  const get = () => page.evaluate(() => (window as unknown as { sbjs: Sbjs }).sbjs.get);
  const chunks = chunkRequests(page);
  expect((await get()).current).toMatchObject({ typ: 'utm', src: 'boletin', mdm: '(none)' });

  // Its code loads on the first init: the callback gets the containers once the code is written.
  const code = await page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        void (window as unknown as { sbjs: Sbjs }).sbjs.init({ promocode: true, callback: (get: SbjsGet) => resolve(get.promo?.code) });
      }),
  );
  expect(code).toMatch(/^\d{6}$/);
  expect(Number(code)).toBeGreaterThanOrEqual(100000);
  expect(Number(code)).toBeLessThanOrEqual(999999);
  expect(chunks).toEqual(['promo']);
  const cookies = await sbjsCookies(page);
  expect(cookies.sbjs_promo?.value).toBe(`code%3D${code}`);
  // WooCommerce's lifetime (0.00001 months) for it too: a session cookie, like the others.
  expect(cookies.sbjs_promo?.expires).toBe(-1);

  await page.evaluate(() => (window as unknown as { sbjs: Sbjs }).sbjs.init({ promocode: { min: 1, max: 9 } }));
  expect((await get()).promo?.code).toBe(code);
  expect((await get()).session?.pgs).toBe('1');
  expect((await sbjsCookies(page)).sbjs_session?.value).toMatch(/^pgs%3D1%7C/);

  await page.getByRole('button', { name: 'Desactivar el seguimiento' }).click();
  expect(await sbjsCookies(page)).toEqual({});
  expect((await get()).promo).toEqual({});
});

test('WooPayments’ platform tracker: the checkout’s queued event posted once with the configuration’s nonce, accepted', async ({ page }) => {
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/wp-admin/admin-ajax.php') && (request.postData() ?? '').includes('action=platform_tracks'));
  await page.goto(CHECKOUT);
  const request = await posted;
  const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
  expect(fields).toMatchObject({ action: 'platform_tracks', tracksEventName: 'checkout_page_view' });
  expect(JSON.parse(fields.tracksEventProp!)).toEqual({ theme_type: 'short_code', record_event_data: { is_admin_event: false, track_on_all_stores: true } });
  // The demo answers as WooPayments does: 200 only for the session's own tracker nonce.
  expect((await request.response())?.status()).toBe(200);
});

test('a malformed tracks queue: nothing posted, one report, the checkout’s attribution untouched', async ({ page, expectStorefrontErrors }) => {
  const reported = /tracks: wcPayFrontendTracks\[0\]\.properties is not an object/;
  expectStorefrontErrors(reported);
  const tracks: string[] = [];
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('action=platform_tracks')) tracks.push(request.url());
  });
  await page.goto(`${CHECKOUT}?malformed=wcPayFrontendTracks`);
  await waitForStorefront(page);
  await expect(field(page, 'source_type')).toHaveValue('typein');
  // The report is the widget's decision: it posts nothing after it.
  await waitForStorefrontError(page, reported);
  expect(tracks).toEqual([]);
});
