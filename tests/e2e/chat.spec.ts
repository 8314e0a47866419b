/**
 * The floating chat (spec §2 "Floating chat widget", §4 "Chat widget", §9; widgets.md §1) on the
 * demo's Joinchat markup: the button after its delay with no React before intent, the box as a
 * non-modal dialog (focus in and back, Escape, the page still scrolls), the opt-in before the
 * messaging app, the app's link read from the popup (answered locally, no network), the URL's
 * auto-open, the 600 ms guard, 5.x markup, mobile emulation, hostile values and the malformed page.
 */
import { devices, type BrowserContext, type Page, type Request } from '@playwright/test';
import { test, expect, axeCheck, pauseClock, waitForStorefront, waitForStorefrontError } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const CONTACT = '/contacto/';
const LINK = 'https://wa.me/34960000000?text=Hola%2C+tengo+una+pregunta+sobre+Tienda+Aurora';
const chatButton = (page: Page) => page.locator('.joinchat__button');
const box = (page: Page) => page.locator('.joinchat__chatbox, .joinchat__box');

/** wa.me and web.whatsapp.com answered by a blank page: the popup's URL is what the test reads. */
async function answerMessagingApp(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  for (const pattern of ['https://wa.me/**', 'https://web.whatsapp.com/**']) {
    await context.route(pattern, (route) => {
      opened.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'app' });
    });
  }
  return opened;
}

function reactRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/(mount|view)-[^/]*\.js$/.test(request.url())) seen.push(request);
  });
  return seen;
}

test('the button after its delay with no React; a click opens the box as a dialog; Escape closes it with focus back; axe open and closed', async ({ page }) => {
  const react = reactRequests(page);
  await page.goto(CONTACT);
  await waitForStorefront(page);
  await expect(chatButton(page)).toBeVisible();
  await expect(page.locator('.joinchat')).toHaveClass(/joinchat--tooltip/);
  expect(react).toHaveLength(0);
  await axeCheck(page);

  await chatButton(page).focus();
  await expect.poll(() => react.length).toBeGreaterThan(0);
  await expect(chatButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tienda Aurora' })).toBeVisible();
  await expect(page.locator('.joinchat__close')).toBeFocused();
  // Not modal: the page keeps scrolling and stays reachable.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]'))).toBeNull();
  await expect(page.locator('.joinchat__bubble:not(.joinchat__bubble--loading)').last()).toBeVisible();
  await expect(page.locator('.joinchat__optin')).toBeVisible();
  await expect(page.locator('.joinchat__bubble--media img')).toHaveAttribute('src', '/demo/assets/favicon.svg');
  await axeCheck(page);

  await page.keyboard.press('Escape');
  await expect(box(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('joinchat_hashes'))).toBe('1a2b3c4d');
});

/** The QR code's own chunk (`src/mounts/chat/qr.ts`). */
function qrRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/qr-[^/]*\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('the QR code on a desktop', () => {
  test.use({ deviceScaleFactor: 2 });

  test('its chunk comes only when the box opens; a drawn canvas of 200 × devicePixelRatio pixels in 200 CSS px, shown on the send control\'s hover; axe', async ({ page }) => {
    const qr = qrRequests(page);
    // A page without a button block, whose own QR code would bring the encoder in.
    await page.goto('/envios/');
    await waitForStorefront(page);
    await expect(chatButton(page)).toBeVisible();
    await chatButton(page).focus();
    // The view is in, with the slot's canvas, but the encoder is not.
    await expect(page.locator('.joinchat__qr canvas')).toHaveCount(1);
    expect(qr).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(box(page)).toBeVisible();
    await expect.poll(() => qr.length).toBe(1);
    const canvas = page.locator('.joinchat__qr canvas');
    await expect(canvas).toHaveAttribute('width', '400');
    await expect(canvas).toHaveAttribute('height', '400');
    const shades = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
        return { dark: dark > 0, light: dark < data.length / 4 };
      });
    await expect.poll(shades).toEqual({ dark: true, light: true });

    // Out of sight until the pointer rests on the control that opens the app, as the plugin's CSS has it.
    await expect(page.locator('.joinchat__qr')).toBeHidden();
    await page.locator('.joinchat__open').hover();
    await expect(page.locator('.joinchat__qr')).toBeVisible();
    await expect(page.locator('.joinchat__qr')).toContainText('Escanea el código');
    const size = await canvas.boundingBox();
    expect([size?.width, size?.height]).toEqual([200, 200]);
    await axeCheck(page);

    // Closed and opened again: no second request.
    await page.keyboard.press('Escape');
    await chatButton(page).click();
    await expect(box(page)).toBeVisible();
    expect(qr).toHaveLength(1);
  });
});

test('without consent the send control only keeps the box; with it the messaging app opens with the message and the data layer gets the event', async ({ page, context }) => {
  const opened = await answerMessagingApp(context);
  await page.goto(CONTACT);
  await waitForStorefront(page);
  await page.evaluate(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer = []));
  await chatButton(page).click();
  await expect(box(page)).toBeVisible();
  await expect(page.locator('.joinchat__optin')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir chat', exact: true }).click();
  expect(opened).toEqual([]);

  await page.getByLabel('Acepto la política de privacidad').check();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Abrir chat', exact: true }).click();
  await (await popup).waitForLoadState();
  expect(opened).toEqual([LINK]);
  const pushed = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as Record<string, unknown>[]);
  expect(pushed.at(-1)).toMatchObject({ event: 'JoinChat', chat_id: '34960000000', trigger: 'contact', is_mobile: 'no' });
});

test('?joinchat=1 opens the box by itself after its delay, without taking focus', async ({ page }) => {
  await page.goto(`${CONTACT}?joinchat=1`);
  await waitForStorefront(page);
  await expect(box(page)).toBeVisible();
  await expect(page.locator('.joinchat__chatbox')).not.toContainText('<');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('a hostile joinchat parameter or data-message never runs or renders as HTML', async ({ page, context }) => {
  const opened = await answerMessagingApp(context);
  await page.addInitScript(() => {
    (window as unknown as { __alerts: number }).__alerts = 0;
    window.alert = () => void ((window as unknown as { __alerts: number }).__alerts += 1);
  });
  await page.clock.install();
  await page.goto(`${CONTACT}?chat=5x&joinchat=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await waitForStorefront(page);
  await expect(box(page)).toBeVisible();
  await page.locator('.chat-triggers a[href="#whatsapp"]').evaluate((link) => link.setAttribute('data-message', '<img src=x onerror=alert(2)>'));
  // Past the 600 ms guard after the box showed, on the page's clock: the app opens.
  await pauseClock(page);
  await page.clock.runFor(700);
  const popup = page.waitForEvent('popup');
  await page.locator('.chat-triggers a[href="#whatsapp"]').click();
  await (await popup).waitForLoadState();
  expect(opened).toEqual(['https://wa.me/34960000000?text=%3Cimg+src%3Dx+onerror%3Dalert%282%29%3E']);
  expect(await page.locator('.joinchat img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);
});

test.describe('the 600 ms guard (5.x markup, page clock)', () => {
  test('a second click on the button right after the box shows is ignored; later it opens the app', async ({ page, context }) => {
    const opened = await answerMessagingApp(context);
    await page.clock.install();
    await page.goto(`${CONTACT}?chat=5x`);
    await waitForStorefront(page);
    await page.clock.runFor(3000);
    await expect(chatButton(page)).toBeVisible();
    await chatButton(page).hover();
    await pauseClock(page);
    await chatButton(page).click();
    await expect(box(page)).toBeVisible();
    await chatButton(page).click();
    await page.clock.runFor(100);
    expect(opened).toEqual([]);
    await page.clock.runFor(600);
    const popup = page.waitForEvent('popup');
    await chatButton(page).click();
    await (await popup).waitForLoadState();
    expect(opened).toEqual([LINK]);
  });
});

// The device's viewport, touch and user agent, in the project's own browser.
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];

test.describe('on a phone', () => {
  test.use(PHONE);

  test('no QR code (its chunk never requested); the widget steps aside while a text field has the keyboard', async ({ page }) => {
    const qr = qrRequests(page);
    await page.goto(CONTACT);
    await waitForStorefront(page);
    await expect(chatButton(page)).toBeVisible();
    await chatButton(page).tap();
    await expect(box(page)).toBeVisible();
    await expect(page.locator('.joinchat__qr')).toHaveCount(0);
    // The button block's QR figure goes too; its link stays.
    await expect(page.locator('.wp-block-joinchat-button figure')).toHaveCount(0);
    await expect(page.locator('.joinchat-button__link')).toBeVisible();
    await expect(page.locator('.joinchat__bubble:not(.joinchat__bubble--loading)').last()).toBeVisible();
    await page.locator('.joinchat__close').tap();
    await expect(box(page)).toBeHidden();

    await page.getByLabel('Nombre').focus();
    await expect(chatButton(page)).toBeHidden();
    await page.getByLabel('Nombre').blur();
    await expect(chatButton(page)).toBeVisible();
    expect(qr).toEqual([]);
  });
});

test('malformed data-settings: the chat stays as served (hidden) and is reported once', async ({ page, expectStorefrontErrors }) => {
  const reported = /chat: data-settings on \.joinchat is not valid JSON/;
  expectStorefrontErrors(reported);
  await page.goto(`${CONTACT}?chat=malformado`);
  await waitForStorefront(page);
  // The widget has decided (it reports and stops before any timer): nothing can show it later.
  await waitForStorefrontError(page, reported);
  await expect(chatButton(page)).toBeHidden();
  expect(await page.locator('.joinchat').getAttribute('class')).not.toMatch(/joinchat--show/);
});

// ---- a variable product's SKU, Gutenberg button blocks, zoom, the lite global ----------------

const SHIRT = '/producto/camiseta-organica-basica/';
const shirtLink = (sku: string) => `https://wa.me/34960000000?text=Hola%2C+me+interesa+Camiseta+org%C3%A1nica+b%C3%A1sica+%28ref.+${sku}%29`;

test('a variable product: the chosen variation’s SKU in the box’s text and in the message sent; a reset brings the product’s back', async ({ page, context }) => {
  const opened = await answerMessagingApp(context);
  await page.goto(SHIRT);
  await waitForStorefront(page);
  const skuInBox = page.locator('.joinchat__chat jc-sku');
  await expect(skuInBox).toHaveText('CAM-ORG');
  await page.locator('select#pa_color').selectOption('azul-marino');
  await page.locator('select#talla').selectOption('M');
  await expect(page.locator('.product_meta .sku')).toHaveText('CAM-ORG-AZULMARINO-M');
  await expect(skuInBox).toHaveText('CAM-ORG-AZULMARINO-M');

  await chatButton(page).click();
  await expect(box(page)).toBeVisible();
  await expect(box(page)).toContainText('Camiseta orgánica básica (ref. CAM-ORG-AZULMARINO-M)');
  await axeCheck(page);
  await page.getByLabel('Acepto la política de privacidad').check();
  let popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Abrir chat', exact: true }).click();
  await (await popup).waitForLoadState();
  expect(opened).toEqual([shirtLink('CAM-ORG-AZULMARINO-M')]);

  await page.locator('form.variations_form .reset_variations').click();
  await expect(skuInBox).toHaveText('CAM-ORG');
  popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Abrir chat', exact: true }).click();
  await (await popup).waitForLoadState();
  expect(opened.at(-1)).toBe(shirtLink('CAM-ORG'));
});

/** The number of dark and light pixels a canvas holds: a drawn code has both. */
const shadesOf = (canvas: ReturnType<Page['locator']>) =>
  canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
    return { dark: dark > 0, light: dark < data.length / 4 };
  });

test('a Gutenberg button block on a desktop: its QR code drawn near the viewport (200 CSS px), redrawn at the new ratio when the page zooms; axe clean', async ({ page }) => {
  const qr = qrRequests(page);
  await page.goto(CONTACT);
  await waitForStorefront(page);
  const block = page.locator('.wp-block-joinchat-button');
  await block.scrollIntoViewIfNeeded();
  const canvas = block.locator('.joinchat-button__qr canvas');
  await expect(canvas).toHaveCount(1);
  await expect.poll(() => shadesOf(canvas)).toEqual({ dark: true, light: true });
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  expect(await canvas.evaluate((c) => (c as HTMLCanvasElement).width)).toBe(Math.round(200 * ratio));
  const size = await canvas.boundingBox();
  expect([size?.width, size?.height]).toEqual([200, 200]);
  expect(qr).toHaveLength(1);
  await axeCheck(page);

  // Zoom to 200 %: twice the device pixels per CSS pixel, half the CSS viewport; the code is drawn again for it.
  const cdp = await page.context().newCDPSession(page);
  const viewport = page.viewportSize()!;
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: Math.round(viewport.width / 2), height: Math.round(viewport.height / 2), deviceScaleFactor: ratio * 2, mobile: false });
  // Media queries are evaluated when a frame is produced; headless makes one on request.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(() => canvas.evaluate((c) => (c as HTMLCanvasElement).width)).toBe(Math.round(400 * ratio));
  await expect.poll(() => shadesOf(canvas)).toEqual({ dark: true, light: true });
  expect(qr).toHaveLength(1);
});

test('the lite global (no widget markup): the triggers open the app directly, the block gets its QR code, and no React or schemas load', async ({ page, context }) => {
  const opened = await answerMessagingApp(context);
  const react = reactRequests(page);
  // A well-formed global is checked by the lite chunk itself: the schemas chunk stays away.
  const schemas: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/schemas-[^/]*\.js$/.test(request.url())) schemas.push(request.url());
  });
  await page.goto(`${CONTACT}?chat=lite`);
  await waitForStorefront(page);
  await expect(page.locator('.joinchat')).toHaveCount(0);
  await page.locator('.wp-block-joinchat-button').scrollIntoViewIfNeeded();
  await expect.poll(() => shadesOf(page.locator('.joinchat-button__qr canvas'))).toEqual({ dark: true, light: true });

  let popup = page.waitForEvent('popup');
  await page.locator('.chat-triggers a[href="#joinchat"]').click();
  await (await popup).waitForLoadState();
  expect(opened).toEqual([LINK]);
  popup = page.waitForEvent('popup');
  await page.locator('.chat-triggers a[href="#whatsapp"]').click();
  await (await popup).waitForLoadState();
  expect(opened.at(-1)).toBe('https://wa.me/34960000000?text=Hola%2C+quiero+saber+el+estado+de+mi+pedido');
  expect(react).toEqual([]);
  expect(schemas).toEqual([]);
  await axeCheck(page);
});

test('a malformed lite global: reported once, the links left as served', async ({ page, context, expectStorefrontErrors }) => {
  const reported = /chat-lite: page global joinchat_obj is malformed/;
  expectStorefrontErrors(reported);
  const opened = await answerMessagingApp(context);
  await page.goto(`${CONTACT}?chat=lite-malformado`);
  await waitForStorefront(page);
  // The lite widget starts at idle: its report says it has looked at the global and stayed off.
  await waitForStorefrontError(page, reported);
  await page.locator('.chat-triggers a[href="#joinchat"]').click();
  await expect(page).toHaveURL(/#joinchat$/);
  expect(opened).toEqual([]);
});
