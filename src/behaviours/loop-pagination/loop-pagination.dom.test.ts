import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import infinite from '../../../fixtures/markup/loop-pagination.infinite.html?raw';
import loadMore from '../../../fixtures/markup/loop-pagination.load-more.html?raw';
import loadMoreMalformed from '../../../fixtures/markup/loop-pagination.load-more.malformed.html?raw';
import served from '../../../fixtures/markup/loop-pagination.html?raw';
import malformed from '../../../fixtures/markup/loop-pagination.malformed.html?raw';
import loadMorePage2 from '../../../fixtures/responses/loop-pagination.load-more.page-2.html?raw';
import loadMorePage3 from '../../../fixtures/responses/loop-pagination.load-more.page-3.html?raw';
import page2 from '../../../fixtures/responses/loop-pagination.page-2.html?raw';
import elementorProConfig from '../../../fixtures/globals/ElementorProFrontendConfig.json';
import { LOOP_AFTER_INSERT_POSTS_EVENT, LAZYLOAD_OBSERVE_EVENT } from '../../core/events';
import type { WidgetDef } from '../../core/types';
import { replaceLoopContent } from '../../loop/refresh';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, type Answer } from '../../../tests/dom/support/shop';
import { atAddress, controlledResizes, controlledViewport, layout } from '../../page-builder/listings/test-support';
import { LOOP_GRID_WIDGET } from '../../page-builder/selectors';

const page = usePage({ fakeTimers: true });
const DEF: WidgetDef = { name: 'loop-pagination', selector: LOOP_GRID_WIDGET, strategy: 'visible', instance: 'element', load: () => import('./index') };
/** The loop items' own widgets: the HTML sink must start those of the items that come in. */
const started: string[] = [];
const PROBE: WidgetDef = {
  name: 'probe',
  selector: '[data-widget_type="theme-post-title.default"]',
  strategy: 'now',
  instance: 'element',
  load: async () => ({ start: (element: HTMLElement) => void started.push(element.textContent!.trim()) }),
};

const PATH = '/novedades/';
const widget = () => document.querySelector<HTMLElement>(LOOP_GRID_WIDGET)!;
const list = () => widget().querySelector<HTMLElement>('.elementor-loop-container')!;
const items = () => [...list().querySelectorAll<HTMLElement>(':scope > .e-loop-item')];
const ids = () => items().map((item) => Number(/e-loop-item-(\d+)/.exec(item.className)![1]));
/** A page link by what it shows (its "Página" prefix is for screen readers). */
const link = (text: string) => [...widget().querySelectorAll<HTMLAnchorElement>('a.page-numbers')].find((a) => a.textContent!.replace('Página', '') === text)!;
const button = () => widget().querySelector<HTMLElement>('.e-loop__load-more .elementor-button')!;
const anchor = () => widget().querySelector<HTMLElement>('.e-load-more-anchor')!;
const announced = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '';
const asServed = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').querySelector(LOOP_GRID_WIDGET)!.outerHTML;
/** Page 1 as the server prints it, for a link back to it. */
const page1 = `<!DOCTYPE html><html><body>${served}</body></html>`;

let viewport: ReturnType<typeof controlledViewport>;
let resizes: ReturnType<typeof controlledResizes>;
beforeEach(() => {
  started.length = 0;
  atAddress(`https://site.example${PATH}?orden=fecha`);
  vi.stubGlobal('innerWidth', 1366);
  viewport = controlledViewport();
  resizes = controlledResizes(() => ({ width: 300, height: 200 }));
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
});

async function mount(markup: string) {
  render(markup);
  await boot(['loop-pagination', 'probe'], [DEF, PROBE]);
  await flush(20);
}

describe('loop grid: page links loaded in place', () => {
  it('loads the linked page into the grid (its widgets started), records it in the address, takes focus to its first item; Back shows the page before; dispose puts the served page back', async () => {
    const listeners = trackListeners();
    page.shop.reply(PATH, html(page2), html(page1), html(page2));
    await mount(served);
    expect(started).toEqual(['Bolsa de tela reciclada', 'Taza esmaltada azul', 'Cesta de mimbre']);
    const entries = history.length;

    link('2').focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('2').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(widget().classList.contains('e-loading-overlay')).toBe(true);
    expect(widget().getAttribute('aria-busy')).toBe('true');
    // auto_scroll: the grid's top comes into view as the page is asked for.
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // The address moves only with the grid.
    expect(location.search).toBe('?orden=fecha');
    await flush();

    expect(page.shop.requests[0]!.url.href).toBe(`https://site.example${PATH}?e-page-b2c3d4e=2`);
    expect(page.shop.requests[0]!.method).toBe('GET');
    expect(ids()).toEqual([34, 35, 36]);
    expect(started.slice(3)).toEqual(['Vela de cera de abeja', 'Plato de gres', 'Manta de lana merino']);
    expect(widget().classList.contains('e-loading-overlay')).toBe(false);
    expect(widget().hasAttribute('aria-busy')).toBe(false);
    expect(location.pathname + location.search).toBe(`${PATH}?orden=fecha&e-page-b2c3d4e=2`);
    expect(history.length).toBe(entries + 1);
    expect(document.activeElement).toBe(items()[0]);
    expect(items()[0]!.tabIndex).toBe(-1);
    await flush(1000);
    expect(announced()).toBe('Se ha cargado la página 2.');

    // Page 1 through "Anterior": its link has no e-page, so the address drops it.
    fireEvent.click(link('Anterior'));
    await flush();
    expect(ids()).toEqual([31, 32, 33]);
    expect(location.search).toBe('?orden=fecha');

    // Back: the address of page 2 again, and its grid.
    history.replaceState(null, '', `${PATH}?orden=fecha&e-page-b2c3d4e=2`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await flush();
    expect(page.shop.requests[2]!.url.href).toBe(`https://site.example${PATH}?orden=fecha&e-page-b2c3d4e=2`);
    expect(ids()).toEqual([34, 35, 36]);
    expect(location.search).toBe('?orden=fecha&e-page-b2c3d4e=2');
    // A popstate that leaves the page where it is (another widget's state) asks for nothing.
    window.dispatchEvent(new PopStateEvent('popstate'));
    await flush();
    expect(page.shop.requests).toHaveLength(3);

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(asServed(served));
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it.each<[string, Answer]>([
    ['a server error', { status: 500, body: page2, contentType: 'text/html' }],
    ['a dropped connection', { network: 'error' }],
    ['a page without the grid', html('<!DOCTYPE html><html><body><p>Página no encontrada</p></body></html>')],
  ])('%s: the grid and the address as they were, a message in Spanish under the page links; the next click tries again', async (_, answer) => {
    page.shop.reply(PATH, answer, html(page2));
    await mount(served);
    link('2').focus();
    fireEvent.click(link('2'));
    await flush();
    expect(ids()).toEqual([31, 32, 33]);
    expect(location.search).toBe('?orden=fecha');
    expect(widget().classList.contains('e-loading-overlay')).toBe(false);
    const message = widget().querySelector('.storefront-pagination-error')!;
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toBe('No se ha podido cargar la página. Inténtalo de nuevo.');
    expect(message.previousElementSibling!.matches('nav.elementor-pagination')).toBe(true);
    expect(document.activeElement).toBe(link('2'));
    fireEvent.click(link('2'));
    await flush();
    expect(ids()).toEqual([34, 35, 36]);
    expect(widget().querySelector('.storefront-pagination-error')).toBeNull();
  });

  it('the latest link wins: a page asked for before is dropped', async () => {
    const first = page.shop.defer(PATH);
    page.shop.reply(PATH, html(page2));
    await mount(served);
    fireEvent.click(link('3'));
    fireEvent.click(link('2'));
    await flush();
    expect(ids()).toEqual([34, 35, 36]);
    first.answer(html(page1));
    await flush();
    expect(ids()).toEqual([34, 35, 36]);
    expect(location.search).toBe('?orden=fecha&e-page-b2c3d4e=2');
  });

  it('leaves to the browser a click for a new tab, the current page, and a link off the site', async () => {
    await mount(served.replace(`https://site.example${PATH}?e-page-b2c3d4e=3`, 'https://otro.example/novedades/?e-page-b2c3d4e=3'));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link('2').dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    const offSite = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('3').dispatchEvent(offSite);
    expect(offSite.defaultPrevented).toBe(false);
    fireEvent.click(widget().querySelector('.page-numbers.current')!);
    await flush();
    expect(page.shop.requests).toHaveLength(0);
  });

  it('leaves page links alone when they reload the page (pagination_load_type page_reload) and nothing else is asked', async () => {
    const listeners = trackListeners();
    await mount(served.replace('&quot;pagination_load_type&quot;:&quot;ajax&quot;', '&quot;pagination_load_type&quot;:&quot;page_reload&quot;'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('2').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('does nothing once disposed while a page is on its way', async () => {
    const reply = page.shop.defer(PATH);
    await mount(served);
    fireEvent.click(link('2'));
    await flush();
    page.scanner?.stop();
    expect(widget().classList.contains('e-loading-overlay')).toBe(false);
    reply.answer(html(page2));
    await flush(1000);
    expect(ids()).toEqual([31, 32, 33]);
    expect(location.search).toBe('?orden=fecha');
    expect(announced()).toBe('');
    expect(widget().outerHTML).toBe(asServed(served));
  });
});

describe('loop grid: load more', () => {
  it('appends the next page’s items (their widgets started) and their per-item styles, re-runs the masonry, tells other scripts; the last page ends it; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    const heights: Record<number, number> = { 31: 200, 32: 300, 33: 250, 34: 120, 35: 180, 36: 90, 37: 100, 38: 100 };
    layout((element) => {
      const id = Number(/e-loop-item-(\d+)/.exec(element.className)?.[1]);
      return heights[id] ? { height: heights[id] } : undefined;
    });
    // Background images in the new items wait for Elementor's lazy loader: it is told to look again.
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    const afterInsert = vi.fn();
    const lazy = vi.fn();
    window.addEventListener(LOOP_AFTER_INSERT_POSTS_EVENT, afterInsert);
    document.addEventListener(LAZYLOAD_OBSERVE_EVENT, lazy);
    page.shop.reply(PATH, html(loadMorePage2), html(loadMorePage3));
    await mount(loadMore);
    await flush(20);
    expect(list().classList.contains('elementor-posts-masonry')).toBe(true);
    expect(items().map((item) => item.style.marginTop)).toEqual(['', '', '']);
    expect(widget().querySelector('.e-load-more-spinner')!.parentElement).toBe(button());

    button().focus();
    fireEvent.click(button());
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(true);
    await flush();
    expect(page.shop.requests[0]!.url.href).toBe(`https://site.example${PATH}?e-page-b2c3d4e=2`);
    expect(ids()).toEqual([31, 32, 33, 34, 35, 36]);
    expect(started.slice(3)).toEqual(['Vela de cera de abeja', 'Plato de gres', 'Manta de lana merino']);
    // Load more keeps the page's address.
    expect(location.search).toBe('?orden=fecha');
    expect(widget().querySelectorAll(':scope > style[id^="loop-dynamic"]')).toHaveLength(1);
    expect(afterInsert).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(items()[3]);
    // The new items are in the masonry (the page builder's loop handler re-ran it on the event).
    expect(resizes.observed()).toEqual(expect.arrayContaining(items()));
    await flush(20);
    // Row 2 under 300 + 20: the 34 pulled up 100, 35 0, 36 50; row 3 under them.
    expect(items().map((item) => item.style.marginTop)).toEqual(['', '', '', '-100px', '', '-50px']);

    // Clicked with focus elsewhere (a pointer that does not focus links): focus stays put.
    fireEvent.click(button());
    await flush(1000);
    expect(document.activeElement).toBe(items()[3]);
    expect(ids()).toEqual([31, 32, 33, 34, 35, 36, 37, 38]);
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(announced()).toBe('Se han cargado 2 resultados más. No hay más novedades');

    page.scanner?.stop();
    window.removeEventListener(LOOP_AFTER_INSERT_POSTS_EVENT, afterInsert);
    document.removeEventListener(LAZYLOAD_OBSERVE_EVENT, lazy);
    expect(widget().outerHTML).toBe(asServed(loadMore));
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('fires the loop’s hook through jQuery where the page has it', async () => {
    const $ = installJQuery();
    const heard = vi.fn();
    $(window).on(LOOP_AFTER_INSERT_POSTS_EVENT, heard);
    page.shop.reply(PATH, html(loadMorePage2));
    await mount(loadMore);
    fireEvent.click(button());
    await flush();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reads the grid again when the taxonomy filter replaces it: its own anchor and button, the load more in flight dropped', async () => {
    const stale = page.shop.defer(PATH);
    page.shop.reply(PATH, html(loadMorePage2.replace(/e-loop-item-3([4-6])/g, 'e-loop-item-4$1').replace(/post-3([4-6])/g, 'post-4$1')));
    await mount(loadMore);
    fireEvent.click(button());
    await flush();
    // The filter's answer: page 1 of 2 of the filtered grid.
    const filtered = /<div class="elementor-widget-container">[^]*<\/style>\n<\/div>/.exec(loadMore)![0]
      .replace('data-max-page="3"', 'data-max-page="2"')
      .replace(`?e-page-b2c3d4e=2`, '?e-filter-b2c3d4e-category=hogar&e-page-b2c3d4e=2');
    replaceLoopContent(widget(), filtered);
    await flush();
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(false);
    stale.answer(html(loadMorePage2));
    await flush();
    expect(ids()).toEqual([31, 32, 33]);
    expect(widget().querySelector('.e-load-more-spinner')!.parentElement).toBe(button());
    fireEvent.click(button());
    await flush();
    expect(page.shop.requests[1]!.url.search).toBe('?e-filter-b2c3d4e-category=hogar&e-page-b2c3d4e=2');
    expect(ids()).toEqual([31, 32, 33, 44, 45, 46]);
    // Page 2 of 2: the end, read from the filtered grid's anchor.
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(true);
  });

  it('on scroll: loads while the anchor stays in view, up to the last page', async () => {
    page.shop.reply(PATH, html(loadMorePage2), html(loadMorePage3));
    await mount(infinite);
    expect(page.shop.requests).toHaveLength(0);
    viewport.scrollTo(anchor());
    await flush();
    await flush();
    expect(ids()).toEqual([31, 32, 33, 34, 35, 36, 37, 38]);
    expect(page.shop.requests).toHaveLength(2);
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(viewport.observing(anchor())).toBe(false);
  });

  it.each([
    [malformed, 'its data-settings attribute is not JSON'],
    [loadMoreMalformed, 'its .e-load-more-anchor data-next-page is not a page of this site (it is "https://otro-sitio.example/novedades/?e-page-b2c3d4e=2")'],
    [served.replace('<div class="elementor-widget-container">', '<div class="e-widget-content">'), 'its .elementor-widget-container is missing'],
  ])('keeps the markup as served and says why once (%#)', async (markup, reason) => {
    render(markup);
    const before = document.body.innerHTML;
    await boot(['loop-pagination'], [DEF]);
    await flush(20);
    const control = widget().querySelector<HTMLElement>('a.page-numbers, .e-loop__load-more .elementor-button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    control.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await flush();
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'loop-pagination')).toEqual([`[storefront] loop-pagination: ${reason}`]);
    expect(page.errors).toHaveLength(1);
    expect(page.shop.requests).toHaveLength(0);
  });
});
