/**
 * Elementor Pro popups, the off-canvas panel and URL actions on `/promociones/` (spec §2, §3-§5;
 * elementor.md §2, §3, §5): a trigger, a click selector, links and the page URL open popups;
 * the close button, Escape, an outside click and `popup:close` close them, with focus back; the
 * page builder's storage across reloads; no React for a popup, before or after it opens (the modal
 * is plain DOM);
 * axe with a popup and with the panel open; a malformed popup and hostile actions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStarted, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

/** The welcome popup opens after this many seconds; tests that are not about it push it out of reach. */
const QUIET = '/promociones/?retraso=600';

const CHUNKS_DIR = new URL('../../dist/chunks/', import.meta.url);
const REACT_MARKERS = /react\.production|__CLIENT_INTERNALS|react\.transitional\.element|react-dom/;
/** The built chunks that carry React (by content: names are hashed). */
const reactChunks = () =>
  readdirSync(CHUNKS_DIR).filter((name) => name.endsWith('.js') && REACT_MARKERS.test(readFileSync(new URL(name, CHUNKS_DIR), 'utf8')));

const dialog = (page: Page, name: RegExp) => page.getByRole('dialog', { name });
const blob = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
/**
 * Why the popups widget last refused to show popup `id` (`storefront:popups-state`, asked for again
 * with `storefront:popups-state-request`): the positive signal that a show was asked for and declined.
 */
const declined = (page: Page, id: string) =>
  page.evaluate(
    (popup) =>
      new Promise<string | null>((resolve) => {
        const hear = (event: Event) => {
          const states = (event as CustomEvent<{ id: string; declined: string | null }[]>).detail;
          resolve(states.find((state) => state.id === popup)?.declined ?? null);
        };
        window.addEventListener('storefront:popups-state', hear, { once: true });
        window.dispatchEvent(new Event('storefront:popups-state-request'));
      }),
    id,
  );

async function open(page: Page, path = QUIET): Promise<void> {
  await page.goto(path);
  await ready(page);
}

/** The popups' start has settled: the visit counted, the triggers armed (after `load`, in their own task). */
async function ready(page: Page): Promise<void> {
  await waitForStorefront(page);
  await waitForStarted(page, 'popup');
}

test.describe('popups', () => {
  test('a page-load popup: no React, before or after it opens; it opens as a dialog with focus inside, and closes with its button', async ({ page }) => {
    const names = reactChunks();
    expect(names.length).toBeGreaterThan(0);
    const react: string[] = [];
    page.on('request', (request) => {
      if (names.some((name) => request.url().endsWith(`/chunks/${name}`))) react.push(request.url());
    });
    await open(page, '/promociones/?retraso=2');
    const welcome = dialog(page, /Bienvenida/);
    await expect(welcome).toBeVisible();
    await expect(welcome.locator('a').first()).toBeFocused();
    await axeCheck(page);
    const close = page.getByRole('button', { name: 'Cerrar' });
    await close.click();
    await expect(welcome).toBeHidden();
    await expect(page.locator('[data-elementor-id="701"]')).toBeHidden();
    expect(react).toEqual([]);
  });

  test('a click selector opens it (scroll locked, close button outside); Escape closes it and focus returns', async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: 'Ver el producto destacado' });
    await opener.click();
    const featured = dialog(page, /Producto destacado/);
    await expect(featured).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/dialog-prevent-scroll/);
    await expect(featured.getByRole('button', { name: /Añadir al carrito/ })).toBeFocused();
    await axeCheck(page);
    await page.keyboard.press('Escape');
    await expect(featured).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/dialog-prevent-scroll/);
  });

  test('an outside click closes it; a widget inside works (add to cart from the popup)', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Ver el producto destacado' }).click();
    const featured = dialog(page, /Producto destacado/);
    const add = featured.getByRole('button', { name: /Añadir al carrito/ });
    await add.click();
    await expect(add).toHaveClass(/\badded\b/);
    await page.mouse.click(5, 300);
    await expect(featured).toBeHidden();
  });

  test('keyboard: a popup:open link opens the link-only popup, Tab stays inside, popup:close closes it, focus back; no action in the URL', async ({ page }) => {
    await open(page);
    const link = page.getByRole('link', { name: 'Ver las condiciones' });
    await link.focus();
    await page.keyboard.press('Enter');
    const terms = dialog(page, /Condiciones/);
    await expect(terms).toBeVisible();
    // The close button comes first in the dialog (no delay on this popup), then the popup's link.
    const close = page.getByRole('button', { name: 'Cerrar' });
    const understood = terms.getByRole('link', { name: 'Entendido' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(understood).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(understood).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(terms).toBeHidden();
    await expect(link).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('exit intent: Escape does not close it when prevented; the close button does', async ({ page }) => {
    await open(page);
    await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })));
    const leaving = dialog(page, /Te vas ya/);
    await expect(leaving).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(leaving).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(leaving).toBeHidden();
  });

  test('storage: page views and sessions counted in the page builder blob; do-not-show-again holds across reloads', async ({ page }) => {
    await open(page, '/promociones/?retraso=0');
    const welcome = dialog(page, /Bienvenida/);
    await expect(welcome).toBeVisible();
    expect(await blob(page)).toMatchObject({ pageViews: 1, sessions: 1, 'popup-701-impressions-count': 1 });
    await welcome.getByRole('link', { name: 'No volver a mostrar' }).click();
    await expect(welcome).toBeHidden();
    expect(await blob(page)).toMatchObject({ popup_701_disable: true });
    await page.reload();
    await ready(page);
    // Its page-load trigger fired and the show was refused.
    await expect.poll(() => declined(page, '701')).toBe('disabled');
    await expect(welcome).toBeHidden();
    expect(await blob(page)).toMatchObject({ pageViews: 2, sessions: 1 });
  });

  test('a new tab is a new session: sessions counted once per session, page views on every load', async ({ page, context }) => {
    await open(page);
    await page.reload();
    await ready(page);
    expect(await blob(page)).toMatchObject({ pageViews: 2, sessions: 1 });
    const other = await context.newPage();
    await open(other);
    expect(await blob(other)).toMatchObject({ pageViews: 3, sessions: 2 });
    await other.close();
  });

  test('an action in the page URL opens its popup at load and leaves the URL', async ({ page }) => {
    await open(page, `${QUIET}#elementor-action:action=popup:open&settings=${b64({ id: '705' })}`);
    await expect(dialog(page, /Condiciones/)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('reload-page reloads the page (a page view more), and the action stays out of the URL', async ({ page }) => {
    await open(page);
    expect(await blob(page)).toMatchObject({ pageViews: 1 });
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Recargar la página' }).click()]);
    await ready(page);
    expect(await blob(page)).toMatchObject({ pageViews: 2 });
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a form inside a popup: a successful submit shows its message, then closes the popup and stores do-not-show-again', async ({ page }) => {
    const detection: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/browsers-[^/]*\.js$/.test(request.url())) detection.push(request.url());
    });
    await open(page);
    // The newsletter popup's browsers rule is the only one on the page: its detection loads on its own.
    await expect.poll(() => detection.length).toBe(1);
    await page.getByRole('button', { name: 'Suscribirme al boletín' }).click();
    const newsletter = dialog(page, /Boletín de ofertas/);
    await expect(newsletter).toBeVisible();
    await axeCheck(page);
    await newsletter.getByLabel('Correo electrónico').fill('ana@example.com');
    await newsletter.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(newsletter.getByRole('alert')).toHaveText('Gracias: te has suscrito al boletín.');
    await expect(newsletter).toBeHidden();
    expect(await blob(page)).toMatchObject({ popup_706_disable: true });
    expect(await declined(page, '706')).toBeNull();
    await page.getByRole('button', { name: 'Suscribirme al boletín' }).click();
    await expect.poll(() => declined(page, '706')).toBe('disabled');
    await expect(newsletter).toBeHidden();
  });

  test('a malformed popup never shows and is reported; the others still open', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/popup: popup 700: data-elementor-settings is not valid JSON/);
    await open(page, '/promociones/?retraso=0&popup=malformado');
    await expect(dialog(page, /Bienvenida/)).toBeVisible();
    await expect(page.getByText('Roto')).toBeHidden();
  });

  test('hostile action payloads never run: markup as an id, script as settings', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/elementor-url: the page URL's page-builder action was ignored: popup:open has no popup id/);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await open(page, `${QUIET}#elementor-action:action=popup:open&settings=${b64({ id: '<img src=x onerror=alert(1)>' })}`);
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});

test.describe('QA panel (?qa=1)', () => {
  test('lists per popup each rule\'s result and the stored counters, as text, refreshed on show and hide; axe', async ({ page }) => {
    // A hostile stored value must come out as text.
    await page.addInitScript(() => {
      if (!localStorage.getItem('elementor')) localStorage.setItem('elementor', JSON.stringify({ popup_705_nota: '<img src=x id=inyectada>' }));
    });
    await open(page, `${QUIET}&qa=1`);
    const panel = page.getByRole('region', { name: 'QA: ventanas emergentes' });
    const item = (id: string) => panel.locator(`li[data-popup="${id}"]`);
    const cell = (id: string, name: string | RegExp) => item(id).getByRole('row', { name }).getByRole('cell');
    await expect(cell('706', 'Navegadores')).toHaveText('pasa');
    await expect(cell('701', 'Mostrar hasta X veces')).toHaveText('pasa');
    await expect(cell('701', /popup-701-impressions-count/)).toHaveText(/^1 \(caduca /);
    await expect(cell('703', 'Calendario')).toHaveText('pasa');
    await expect(cell('704', 'Dispositivos')).toHaveText('falla');
    await expect(item('704')).toContainText('disparadores sin armar');
    await expect(item('705')).toContainText('sin disparadores');
    await expect(panel.getByRole('row', { name: /^pageViews/ }).getByRole('cell')).toHaveText('1');
    await expect(cell('705', /popup_705_nota/)).toHaveText('<img src=x id=inyectada>');
    expect(await page.locator('#inyectada').count()).toBe(0);
    await axeCheck(page);

    await page.getByRole('link', { name: 'Ver las condiciones' }).click();
    const terms = dialog(page, /Condiciones/);
    await expect(terms).toBeVisible();
    await expect(item('705').locator('p')).toContainText('Visible');
    await terms.getByRole('link', { name: 'Entendido' }).click();
    await expect(terms).toBeHidden();
    await expect(item('705').locator('p')).toContainText('Oculto');
    await expect(cell('705', /popup_705_times/)).toHaveText('1');
  });
});

test.describe('off-canvas', () => {
  test('the toggle link opens the panel as a dialog; axe; Escape closes it and focus returns; the overlay closes it too', async ({ page }) => {
    await open(page);
    const link = page.getByRole('link', { name: 'Filtrar promociones' });
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await link.click();
    const panel = page.getByRole('dialog', { name: 'Filtros de la promoción' });
    await expect(panel).toBeVisible();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Hogar' })).toBeFocused();
    await axeCheck(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
    await link.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(600, 300);
    await expect(panel).toBeHidden();
  });

  test('Escape in an open submenu of the nav menu inside the panel closes only the submenu; the next Escape closes the panel', async ({ page }) => {
    await open(page);
    const link = page.getByRole('link', { name: 'Filtrar promociones' });
    await link.click();
    const panel = page.getByRole('dialog', { name: 'Filtros de la promoción' });
    await expect(panel.getByRole('link', { name: 'Hogar' })).toBeFocused();
    // Tab onto the menu: the shopper's focus starts it, and it gives the parent its button.
    await panel.getByRole('link', { name: 'Colecciones' }).focus();
    const toggle = panel.getByRole('button', { name: 'Submenú de Colecciones' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = panel.getByRole('link', { name: 'Novedades' });
    await first.focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(first).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
  });
});
