/**
 * The loop grid and its taxonomy filters (spec §3 "Loop filter", "Refresh-loop request", §4 "Loop
 * widget", §5 "Filters", §7, §8, §9; elementor.md §4) on the demo's /coleccion/: filtering in
 * place, AND and OR, deselecting, Back and Forward, a filtered URL served filtered, failures
 * keeping the grid, a hostile e-filter value, the edit-mode request, the new cards working, many
 * refreshes leaving nothing behind, the loop carousel, axe clean while loading and after.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, axeCheck, setFault, waitForStorefront } from './support/fixtures';
import { headerCount } from './support/shop';

const PAGE = '/coleccion/';
const GRID = '.elementor-element-a1b2c3d';
const ROUTE = '/wp-json/elementor-pro/v1/refresh-loop';
const grid = (page: Page) => page.locator(GRID);
const items = (page: Page) => page.locator(`${GRID} .e-loop-item`);
const itemIds = (page: Page) =>
  items(page).evaluateAll((elements) => elements.map((element) => Number(/e-loop-item-(\d+)/.exec(element.className)?.[1])));
const filterButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const isRefresh = (request: Request) => new URL(request.url()).pathname === ROUTE;

async function open(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

/** Clicks a filter button and waits for the grid's refresh to land. */
async function filter(page: Page, name: string): Promise<Request> {
  const answered = page.waitForResponse((response) => isRefresh(response.request()));
  await filterButton(page, name).click();
  const response = await answered;
  await expect(grid(page)).not.toHaveClass(/\be-loading-overlay\b/);
  return response.request();
}

test.describe('loop grid and taxonomy filter', () => {
  test('filtering by a category refreshes the grid in place, records it in the URL; axe clean while loading and after', async ({ page, context, baseURL }) => {
    await open(page);
    expect(await itemIds(page)).toEqual([11, 12, 13, 14, 15, 16]);
    await axeCheck(page);
    // Slow enough to look at the loading state.
    await setFault(context, baseURL, 'refresh_loop:delay-1500');
    const answered = page.waitForResponse((response) => isRefresh(response.request()));
    await filterButton(page, 'Ropa').click();
    await expect(grid(page)).toHaveClass(/\be-loading-overlay\b/);
    await expect(grid(page)).toHaveAttribute('aria-busy', 'true');
    await expect(filterButton(page, 'Ropa')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'Todo')).toHaveAttribute('aria-pressed', 'false');
    await axeCheck(page);
    const request = (await answered).request();
    expect(request.postDataJSON()).toEqual({
      post_id: '1290',
      widget_filters: { taxonomy: { product_cat: { terms: ['ropa'], logicalJoin: 'OR' } } },
      widget_id: 'a1b2c3d',
      pagination_base_url: `${baseURL}/coleccion/`,
    });
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['x-wp-nonce']).toBeUndefined();
    await expect(grid(page)).not.toHaveClass(/\be-loading-overlay\b/);
    await expect(grid(page)).not.toHaveAttribute('aria-busy');
    expect(await itemIds(page)).toEqual([13, 14, 15, 23]);
    expect(new URL(page.url()).search).toBe('?e-filter-a1b2c3d-product_cat=ropa');
    await expect(filterButton(page, 'Ropa')).toBeFocused();
    await axeCheck(page);
  });

  test('OR within the categories, AND within the tags, AND across them; deselecting goes back to the whole grid', async ({ page }) => {
    await open(page);
    await filter(page, 'Ropa');
    await filter(page, 'Hogar');
    // 11 products: the first page of 6 and a link to the second.
    expect(await itemIds(page)).toEqual([13, 14, 15, 20, 21, 22]);
    await filter(page, 'Oferta');
    await filter(page, 'Menos de 20 €');
    expect(await itemIds(page)).toEqual([13, 23, 30]);
    expect(new URL(page.url()).search).toBe('?e-filter-a1b2c3d-product_cat=ropa~hogar&e-filter-a1b2c3d-product_tag=oferta+economico');
    // By keyboard too: the buttons are toggle buttons.
    await filterButton(page, 'Menos de 20 €').focus();
    const answered = page.waitForResponse((response) => isRefresh(response.request()));
    await page.keyboard.press('Space');
    await answered;
    await expect(filterButton(page, 'Menos de 20 €')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => itemIds(page)).toEqual([13, 14, 23, 30]);
    await filter(page, 'Oferta');
    await filter(page, 'Todo');
    expect(await itemIds(page)).toEqual([11, 12, 13, 14, 15, 16]);
    expect(new URL(page.url()).search).toBe('');
    await expect(filterButton(page, 'Ropa')).toHaveAttribute('aria-pressed', 'false');
    await expect(filterButton(page, 'Todo')).toHaveAttribute('aria-pressed', 'true');
  });

  test('Back and Forward restore the filter and the grid; the pagination keeps the filter', async ({ page }) => {
    await open(page);
    await filter(page, 'Ropa');
    await filter(page, 'Hogar');
    let refreshed = page.waitForResponse((response) => isRefresh(response.request()));
    await page.goBack();
    await refreshed;
    await expect.poll(() => itemIds(page)).toEqual([13, 14, 15, 23]);
    await expect(filterButton(page, 'Hogar')).toHaveAttribute('aria-pressed', 'false');
    refreshed = page.waitForResponse((response) => isRefresh(response.request()));
    await page.goBack();
    await refreshed;
    await expect.poll(() => itemIds(page)).toEqual([11, 12, 13, 14, 15, 16]);
    await expect(filterButton(page, 'Todo')).toHaveAttribute('aria-pressed', 'true');
    refreshed = page.waitForResponse((response) => isRefresh(response.request()));
    await page.goForward();
    await refreshed;
    await expect.poll(() => itemIds(page)).toEqual([13, 14, 15, 23]);
    await expect(filterButton(page, 'Ropa')).toHaveAttribute('aria-pressed', 'true');
    await filter(page, 'Hogar');
    await grid(page).getByRole('link', { name: 'Página 2' }).click();
    await waitForStorefront(page);
    expect(new URL(page.url()).search).toBe('?e-filter-a1b2c3d-product_cat=ropa~hogar&e-page-a1b2c3d=2');
    expect(await itemIds(page)).toEqual([23, 24, 25, 26, 30]);
  });

  test('a filtered URL is served filtered: no refresh at load, and the next filter adds to it', async ({ page }) => {
    const refreshes: Request[] = [];
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
    });
    await open(page, `${PAGE}?e-filter-a1b2c3d-product_cat=ropa`);
    await page.waitForLoadState('load');
    expect(await itemIds(page)).toEqual([13, 14, 15, 23]);
    await expect(filterButton(page, 'Ropa')).toHaveAttribute('aria-pressed', 'true');
    await filterButton(page, 'Hogar').hover();
    expect(refreshes).toHaveLength(0);
    const request = await filter(page, 'Hogar');
    expect(request.postDataJSON().widget_filters).toEqual({ taxonomy: { product_cat: { terms: ['ropa', 'hogar'], logicalJoin: 'OR' } } });
    // A reload shows the same grid.
    await page.reload();
    await waitForStorefront(page);
    expect(await itemIds(page)).toEqual([13, 14, 15, 20, 21, 22]);
    await axeCheck(page);
  });

  test('a failed refresh keeps the grid as it was, and no error escapes', async ({ page, context, baseURL }) => {
    await open(page);
    const served = await grid(page).innerHTML();
    for (const fault of ['refresh_loop:500', 'refresh_loop:malformed', 'refresh_loop:empty']) {
      await setFault(context, baseURL, fault);
      await filter(page, 'Ropa');
      expect(await grid(page).innerHTML()).toBe(served);
      await expect(grid(page)).not.toHaveAttribute('aria-busy');
      await filter(page, 'Ropa');
    }
  });

  test('a hostile e-filter value never executes and is never sent', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await open(page, `${PAGE}?e-filter-a1b2c3d-product_cat=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%3Balert(1)%22%3E~ropa`);
    const request = await filter(page, 'Hogar');
    expect(request.postDataJSON().widget_filters).toEqual({ taxonomy: { product_cat: { terms: ['ropa', 'hogar'], logicalJoin: 'OR' } } });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('the cards of a refreshed grid work: add to cart and quick view', async ({ page }) => {
    await open(page);
    await filter(page, 'Oferta');
    const before = Number(await headerCount(page).first().innerText().then((text) => /\d+/.exec(text)?.[0] ?? '0'));
    await grid(page).locator('a.add_to_cart_button[data-product_id="12"]').click();
    await expect(grid(page).locator('a.add_to_cart_button[data-product_id="12"]')).toHaveClass(/\badded\b/);
    await expect.poll(() => headerCount(page).first().innerText().then((text) => Number(/\d+/.exec(text)?.[0] ?? '0'))).toBe(before + 1);
    await grid(page).locator('a.woolentor-quickview-btn[data-product_id="13"]').click();
    await expect(page.locator('#woolentor-quickview-modal')).toHaveClass(/\bwoolentor-quickview-open\b/);
    await expect(page.locator('#woolentor-quickview-modal .product_title')).toHaveText('Camiseta orgánica básica');
  });

  test('50 refreshes leave the page’s listeners as they were and the heap within 1 MB', async ({ page }) => {
    test.setTimeout(180_000);
    await open(page);
    await filter(page, 'Ropa');
    await filter(page, 'Ropa');
    const cdp = await page.context().newCDPSession(page);
    const listeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: '[window, document, ...document.querySelectorAll("*")]' });
      const { result: list } = await cdp.send('Runtime.getProperties', { objectId: result.objectId!, ownProperties: true });
      let count = 0;
      for (const item of list) {
        if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
        count += (await cdp.send('DOMDebugger.getEventListeners', { objectId: item.value.objectId })).listeners.length;
      }
      return count;
    };
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const baseline = await listeners();
    const heapBefore = await heap();
    for (let i = 0; i < 25; i++) {
      await filter(page, 'Hogar');
      await filter(page, 'Hogar');
    }
    expect(await listeners()).toBe(baseline);
    expect((await heap()) - heapBefore).toBeLessThan(1024 * 1024);
  });

  test('the loop carousel moves by its arrows; axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page);
    const carousel = page.locator('.elementor-widget-loop-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('load');
    await expect(carousel.locator('.swiper')).toHaveClass(/\bswiper-initialized\b/);
    const first = carousel.locator('.swiper-slide').first();
    await expect(first).toHaveClass(/\bswiper-slide-active\b/);
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(carousel.locator('.swiper-slide').nth(1)).toHaveClass(/\bswiper-slide-active\b/);
    await carousel.getByRole('button', { name: 'Diapositiva anterior' }).press('Enter');
    await expect(first).toHaveClass(/\bswiper-slide-active\b/);
    await axeCheck(page);
  });
});

test.describe('loop code on demand', () => {
  const loopChunk = /\/chunks\/(taxonomy-filter|carousel)-[\w-]+\.js$/;
  test('a page without a loop never loads it; the loop page loads the filter only on intent', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (loopChunk.test(new URL(request.url()).pathname)) chunks.push(new URL(request.url()).pathname);
    });
    await open(page, '/tienda/');
    await page.waitForLoadState('load');
    await page.locator('ul.products li.product').first().hover();
    await page.mouse.wheel(0, 800);
    expect(chunks).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page);
    await page.waitForLoadState('load');
    expect(chunks.filter((chunk) => chunk.includes('taxonomy-filter'))).toEqual([]);
    await filterButton(page, 'Ropa').hover();
    await expect.poll(() => chunks.filter((chunk) => chunk.includes('taxonomy-filter')).length).toBe(1);
  });
});

test.describe('loop grid in edit mode', () => {
  test('the refresh sends the widget model, is_edit_mode and the editor’s nonce', async ({ page, baseURL }) => {
    await open(page, `${PAGE}?editor=1`);
    const nonce = await page.evaluate(() => (window as unknown as { elementorPro: { config: { loopFilter: { nonce: string } } } }).elementorPro.config.loopFilter.nonce);
    const request = await filter(page, 'Ropa');
    expect(request.headers()['x-wp-nonce']).toBe(nonce);
    expect(request.postDataJSON()).toEqual({
      post_id: '1290',
      widget_filters: { taxonomy: { product_cat: { terms: ['ropa'], logicalJoin: 'OR' } } },
      widget_id: 'a1b2c3d',
      pagination_base_url: `${baseURL}/coleccion/`,
      widget_model: {
        id: 'a1b2c3d',
        elType: 'widget',
        widgetType: 'loop-grid',
        settings: { template_id: '1301', columns: 3, columns_tablet: 2, columns_mobile: 1, pagination_type: 'numbers', posts_per_page: 6 },
      },
      is_edit_mode: true,
    });
    expect(await itemIds(page)).toEqual([13, 14, 15, 23]);
  });
});

test.describe('edit mode: elements the editor renders again', () => {
  /** Keeps each widget's served content, as the editor would render it again (DOM clones, no HTML strings). */
  function keepServedContent(): void {
    document.addEventListener('DOMContentLoaded', () => {
      const served = new Map<string, Node>();
      for (const wrapper of document.querySelectorAll<HTMLElement>('.elementor-element[data-element_type="widget"]')) {
        const container = wrapper.querySelector(':scope > .elementor-widget-container');
        if (container && wrapper.dataset.id) served.set(wrapper.dataset.id, container.cloneNode(true));
      }
      (window as unknown as { __sfRerender: (id: string) => void }).__sfRerender = (id) => {
        const wrapper = document.querySelector(`.elementor-element-${id}`)!;
        wrapper.querySelector(':scope > .elementor-widget-container')!.replaceWith(served.get(id)!.cloneNode(true));
      };
    });
  }
  const rerender = (page: Page, id: string) => page.evaluate((widget) => (window as unknown as { __sfRerender: (id: string) => void }).__sfRerender(widget), id);

  test('a re-rendered taxonomy filter starts afresh on its new buttons, from the URL; the old one is gone', async ({ page }) => {
    await page.addInitScript(keepServedContent);
    await open(page, `${PAGE}?editor=1`);
    await filter(page, 'Ropa');
    // Away from the filter: a pointer resting on new markup is intent on it.
    await page.mouse.move(0, 0);
    await rerender(page, 'f1a2b3c');
    // The editor's new buttons are as the server rendered them until the filter starts on them.
    await expect(filterButton(page, 'Todo')).toHaveAttribute('aria-pressed', 'true');
    const refreshes: Request[] = [];
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
    });
    await filterButton(page, 'Hogar').hover();
    await expect(filterButton(page, 'Ropa')).toHaveAttribute('aria-pressed', 'true');
    const request = await filter(page, 'Hogar');
    expect(request.postDataJSON()).toMatchObject({ widget_filters: { taxonomy: { product_cat: { terms: ['ropa', 'hogar'], logicalJoin: 'OR' } } }, is_edit_mode: true });
    expect(refreshes).toHaveLength(1);
    expect(await itemIds(page)).toEqual([13, 14, 15, 20, 21, 22]);
    await axeCheck(page);
  });

  test('a re-rendered loop carousel runs Swiper again on its new slides', async ({ page }) => {
    await page.addInitScript(keepServedContent);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `${PAGE}?editor=1`);
    const carousel = page.locator('.elementor-widget-loop-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('load');
    await expect(carousel.locator('.swiper')).toHaveClass(/\bswiper-initialized\b/);
    const before = await carousel.locator('.swiper').elementHandle();
    await rerender(page, 'b2c3d4e');
    await expect(carousel.locator('.swiper')).toHaveClass(/\bswiper-initialized\b/);
    expect(await before!.evaluate((element) => element.isConnected)).toBe(false);
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(carousel.locator('.swiper-slide').nth(1)).toHaveClass(/\bswiper-slide-active\b/);
  });
});

test.describe('loop grid: a malformed page-builder config', () => {
  test.use({ expectedStorefrontErrors: [/taxonomy-filter: page global ElementorProFrontendConfig is malformed/] });
  test('the filters stay as served and say why; the page works on', async ({ page }) => {
    await open(page, `${PAGE}?malformed=ElementorProFrontendConfig`);
    await filterButton(page, 'Ropa').hover();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __sfStorefrontErrors?: unknown[] }).__sfStorefrontErrors?.length ?? 0)).toBeGreaterThan(0);
    await expect(filterButton(page, 'Ropa')).toHaveAttribute('aria-pressed', 'false');
  });
});
