// @vitest-environment-options {"url":"https://tienda.example/contacto/"}
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/search.html?raw';
import malformed from '../../../fixtures/markup/search.malformed.html?raw';
import { elementorProConfig } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { json, type Deferred } from '../../../tests/dom/support/shop';
import { fakeWidget } from '../../../tests/dom/support/widgets';
import type { WidgetDef } from '../../core/types';
import { SEARCH_WIDGET } from '../../page-builder/selectors';
// The request code the widget loads at the first focus or keystroke, cached so its import resolves within settle().
import './request';

const DEF: WidgetDef = { name: 'search', selector: SEARCH_WIDGET, strategy: 'visible', instance: 'element', load: () => import('./index') };
const ENDPOINT = '/wp-json/elementor-pro/v1/refresh-search';

const page = usePage({ fakeTimers: true });
const widget = () => document.querySelector<HTMLElement>('.elementor-widget-search')!;
const wrapper = () => widget().querySelector<HTMLElement>('.e-search')!;
const input = () => widget().querySelector<HTMLInputElement>('.e-search-input')!;
const clearIcon = () => widget().querySelector<SVGElement>('.e-search-input-wrapper > svg')!;
const output = () => widget().querySelector<HTMLElement>('.e-search-results-container')!;
const results = () => widget().querySelector<HTMLElement>('.e-search-results')!;
const listbox = () => results().querySelector<HTMLElement>('[role="listbox"]');
const options = () => [...results().querySelectorAll<HTMLElement>('[role="option"]')];
const optionNames = () => options().map((option) => option.getAttribute('aria-label'));
const isOpen = () => !output().classList.contains('hidden');
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '';
/** The refresh-search requests: URL, method, headers, the JSON body, the abort signal. */
const sent = () =>
  page.shop.fetch.mock.calls
    .filter(([url]) => String(url).endsWith(ENDPOINT))
    .map(([url, init]) => ({ url: String(url), method: init?.method, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Record<string, unknown>, signal: init?.signal }));

function loopItem(id: number, title: string, slug: string, price: string): string {
  return `<style id="loop-dynamic-1234">.e-loop-item-${id} .elementor-element.elementor-element-8d9e0f1 .elementor-heading-title{color:#222}</style>
<div data-elementor-type="loop-item" data-elementor-id="1234" class="elementor elementor-1234 e-loop-item e-loop-item-${id} post-${id} product type-product status-publish" data-elementor-post-type="elementor_library" data-custom-edit-handle="1">
  <div class="elementor-element elementor-element-7a1b2c3 e-flex e-con-boxed e-con e-parent" data-id="7a1b2c3" data-element_type="container">
    <div class="e-con-inner">
      <div class="elementor-element elementor-element-8d9e0f1 elementor-widget elementor-widget-theme-post-title elementor-page-title elementor-widget-heading" data-id="8d9e0f1" data-element_type="widget" data-widget_type="theme-post-title.default">
        <h2 class="elementor-heading-title elementor-size-default"><a href="https://tienda.example/producto/${slug}/">${title}</a></h2>
      </div>
      <div class="elementor-element elementor-element-9e0f1a2 elementor-widget elementor-widget-woocommerce-product-price" data-id="9e0f1a2" data-element_type="widget" data-widget_type="woocommerce-product-price.default">
        <p class="price"><span class="woocommerce-Price-amount amount">${price}</span></p>
      </div>
    </div>
  </div>
</div>`;
}

const ITEMS = [loopItem(101, 'Camiseta roja', 'camiseta-roja', '19,90 €'), loopItem(102, 'Camiseta azul', 'camiseta-azul', '21,50 €'), loopItem(103, 'Camisa de lino', 'camisa-lino', '39,00 €')].join('\n');
const PAGINATION = `<span class="prev page-numbers inactive">Anterior</span>
<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Página</span>1</span>
<a rel="nofollow" class="page-numbers" href="https://tienda.example/contacto/?e-search-page=2"><span class="elementor-screen-only">Página</span>2</a>
<a rel="nofollow" class="next page-numbers" href="https://tienda.example/contacto/?e-search-page=2">Siguiente</a>`;
const answer = (data = ITEMS, pagination = '') => json(JSON.stringify({ data, pagination }));

/** The loop template's price widget, a stand-in for any widget in the results: started and stopped with them. */
const started: string[] = [];
const stopped: string[] = [];
const price = fakeWidget('probe-price', { selector: '[data-widget_type="woocommerce-product-price.default"]', instance: 'element' }, (element, ctx) => {
  const text = element.textContent?.trim() ?? '';
  started.push(text);
  ctx.scope.add(() => stopped.push(text));
});

/** Links the results open, taken before the browser would follow them. */
const followed: string[] = [];
const takeLinkClicks = (event: Event) => {
  if (event.target instanceof HTMLAnchorElement && event.target.closest('.e-loop-item')) {
    event.preventDefault();
    followed.push(event.target.href);
  }
};

let observedWidth = 24;
beforeEach(() => {
  started.length = 0;
  stopped.length = 0;
  followed.length = 0;
  observedWidth = 24;
  document.addEventListener('click', takeLinkClicks, true);
  // happy-dom lays nothing out: the icons measure what the test says.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ target, borderBoxSize: [{ inlineSize: observedWidth, blockSize: 24 }], contentRect: { width: observedWidth } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  document.removeEventListener('click', takeLinkClicks, true);
});

async function start(html = served, globals: Record<string, unknown> = { ElementorProFrontendConfig: elementorProConfig }): Promise<void> {
  setGlobals(globals);
  render(html);
  everythingInView();
  await boot(['search', 'probe-price'], [DEF, price.def]);
}

/** The shopper types into the field (each call one input event, as a keystroke makes). */
function type(value: string): void {
  input().value = value;
  fireEvent.input(input());
}
const key = (name: string, target: Element = input()) => fireEvent.keyDown(target, { key: name });

/** Types a term and lets the debounce run and the answer land. */
async function searchFor(term: string): Promise<void> {
  input().focus();
  type(term);
  await flush(300);
  await settle();
}

describe('search: the form', () => {
  it('is shown at start with its icons measured into the padding variables; gives everything back on dispose', async () => {
    render(served);
    const before = widget().outerHTML;
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    everythingInView();
    await boot(['search'], [DEF]);
    expect(wrapper().classList.contains('hidden')).toBe(false);
    expect(widget().style.getPropertyValue('--e-search-icon-label-absolute-width')).toBe('24px');
    expect(widget().style.getPropertyValue('--e-search-icon-clear-absolute-width')).toBe('24px');
    expect(input().classList.contains('no-icon-label')).toBe(false);
    expect(clearIcon().classList.contains('hidden')).toBe(true);
    page.scanner!.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('an icon of no size gets the plugin’s no-icon class and a zero width', async () => {
    observedWidth = 0;
    await start();
    expect(widget().style.getPropertyValue('--e-search-icon-label-absolute-width')).toBe('0px');
    expect(input().classList.contains('no-icon-label')).toBe(true);
  });

  it('focus puts e-focus on the widget; the clear icon follows the field and empties it', async () => {
    await start();
    input().focus();
    expect(widget().classList.contains('e-focus')).toBe(true);
    type('c');
    expect(clearIcon().classList.contains('hidden')).toBe(false);
    fireEvent.click(clearIcon());
    expect(input().value).toBe('');
    expect(clearIcon().classList.contains('hidden')).toBe(true);
    expect(document.activeElement).toBe(input());
    input().blur();
    expect(widget().classList.contains('e-focus')).toBe(false);
    await flush(1000);
    expect(sent()).toHaveLength(0);
  });

  it('without live results (no template) nothing is asked: the form searches as a plain GET', async () => {
    render(served.replace('&quot;template_id&quot;:&quot;1234&quot;,', ''));
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    everythingInView();
    await boot(['search'], [DEF]);
    expect(wrapper().classList.contains('hidden')).toBe(false);
    await searchFor('camiseta');
    expect(sent()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search: live results', () => {
  it('asks after 300 ms without a keystroke, with the request of the plugin; the answer becomes a listbox', async () => {
    await start();
    const reply = page.shop.defer(ENDPOINT);
    let lazyLoads = 0;
    document.addEventListener('elementor/lazyload/observe', () => lazyLoads++);
    input().focus();
    type('ca');
    type('cam');
    await flush(299);
    expect(sent()).toHaveLength(0);
    type('cami');
    await flush(299);
    expect(sent()).toHaveLength(0);
    await flush(1);
    expect(sent()).toHaveLength(1);
    // Loading: the plugin's loader shows while `hide-loader` is off.
    expect(output().classList.contains('hide-loader')).toBe(false);
    expect(output().getAttribute('aria-busy')).toBe('true');
    expect(input().getAttribute('aria-expanded')).toBe('false');

    reply.answer(answer());
    await settle();
    const [request] = sent();
    expect(request?.url).toBe('https://tienda.example/wp-json/elementor-pro/v1/refresh-search');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.has('X-WP-Nonce')).toBe(false);
    expect(request?.body).toEqual({ post_id: '87', widget_id: '5e5e5e5', search_term: 'cami', page_number: 1 });

    expect(output().classList.contains('hide-loader')).toBe(true);
    expect(output().hasAttribute('aria-busy')).toBe(false);
    expect(isOpen()).toBe(true);
    expect(listbox()?.id).toBe('results-5e5e5e5-list');
    expect(listbox()?.getAttribute('aria-label')).toBe('Resultados de la búsqueda');
    expect(listbox()?.classList.contains('e-search-results-list')).toBe(true);
    expect(optionNames()).toEqual(['Camiseta roja 19,90 €', 'Camiseta azul 21,50 €', 'Camisa de lino 39,00 €']);
    expect(options().every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    // The template's content is inert: one choice per option, no link inside it a tab stop.
    expect(options().every((option) => [...option.children].every((child) => child.hasAttribute('inert')))).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe('results-5e5e5e5-list');
    expect(output().getAttribute('aria-live')).toBe('off');
    // The widgets inside the answer were started.
    expect(started).toEqual(['19,90 €', '21,50 €', '39,00 €']);
    expect(lazyLoads).toBe(1);
    await flush(1000);
    expect(liveRegion()).toBe('3 resultados');
  });

  it('a term under the minimum is not asked for and clears the results of a longer one; an empty field too', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer());
    await searchFor('ca');
    expect(sent()).toHaveLength(0);
    await searchFor('cam');
    expect(options()).toHaveLength(3);
    type('ca');
    await flush(300);
    expect(options()).toHaveLength(0);
    expect(results().childElementCount).toBe(0);
    expect(stopped).toEqual(['19,90 €', '21,50 €', '39,00 €']);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe('results-5e5e5e5');
    expect(sent()).toHaveLength(1);
  });

  it('a newer term aborts the request in flight; its late answer never lands', async () => {
    await start();
    const first = page.shop.defer(ENDPOINT);
    page.shop.reply(ENDPOINT, answer(loopItem(201, 'Camisa blanca', 'camisa-blanca', '25,00 €')));
    await searchFor('cam');
    expect(sent()).toHaveLength(1);
    type('camisa');
    // At the keystroke: the answer on its way is for a term the field no longer holds.
    expect(sent()[0]?.signal?.aborted).toBe(true);
    await flush(300);
    await settle();
    expect(sent().map((request) => request.body.search_term)).toEqual(['cam', 'camisa']);
    expect(optionNames()).toEqual(['Camisa blanca 25,00 €']);
    first.answer(answer());
    await settle();
    expect(optionNames()).toEqual(['Camisa blanca 25,00 €']);
  });

  it('an answer that comes despite its abort (a fetch that ignores the signal) is stale and discarded', async () => {
    await start();
    const held: Array<(body: string) => void> = [];
    // A fetch that answers when the test says, whatever the signal.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => held.push((body) => resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }))))),
    );
    await searchFor('cam');
    type('camisa');
    await flush(300);
    expect(held).toHaveLength(2);
    held[1]!(JSON.stringify({ data: loopItem(201, 'Camisa blanca', 'camisa-blanca', '25,00 €'), pagination: '' }));
    await settle();
    expect(optionNames()).toEqual(['Camisa blanca 25,00 €']);
    held[0]!(JSON.stringify({ data: ITEMS, pagination: '' }));
    await settle();
    expect(optionNames()).toEqual(['Camisa blanca 25,00 €']);
    // And one that comes after the field changed, before the next request is even sent.
    type('camisa ');
    type('camiseta');
    await flush(300);
    expect(held).toHaveLength(3);
    type('camisetas');
    held[2]!(JSON.stringify({ data: ITEMS, pagination: '' }));
    await settle();
    expect(optionNames()).toEqual(['Camisa blanca 25,00 €']);
  });

  it('the same term again (a trailing space) asks nothing new', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    type('cami ');
    await flush(300);
    await settle();
    expect(sent()).toHaveLength(1);
    expect(options()).toHaveLength(3);
  });

  it('keyboard only: arrows move the active option with focus in the field, Enter opens it, Escape closes then empties', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    const ids = options().map((option) => option.id);
    expect(ids).toEqual(['results-5e5e5e5-list-1', 'results-5e5e5e5-list-2', 'results-5e5e5e5-list-3']);
    const activeId = () => input().getAttribute('aria-activedescendant');
    const selected = () => options().map((option) => option.getAttribute('aria-selected') === 'true');

    expect(key('ArrowDown')).toBe(false);
    expect(activeId()).toBe(ids[0]);
    expect(selected()).toEqual([true, false, false]);
    key('ArrowDown');
    expect(activeId()).toBe(ids[1]);
    key('End');
    expect(activeId()).toBe(ids[2]);
    // Down from the last comes back to the field, Up from the field goes to the last.
    key('ArrowDown');
    expect(activeId()).toBeNull();
    expect(selected()).toEqual([false, false, false]);
    key('ArrowUp');
    expect(activeId()).toBe(ids[2]);
    key('Home');
    expect(activeId()).toBe(ids[0]);
    key('ArrowUp');
    expect(activeId()).toBeNull();
    // Home with no option active is the field's own (the caret).
    expect(key('Home')).toBe(true);
    key('ArrowDown');
    key('ArrowDown');

    // Enter opens the active result, and the form is not sent.
    expect(key('Enter')).toBe(false);
    expect(followed).toEqual(['https://tienda.example/producto/camiseta-azul/']);

    // Escape closes the list, focus stays in the field; a second Escape empties it.
    expect(key('Escape')).toBe(false);
    expect(isOpen()).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(activeId()).toBeNull();
    // Down opens the list again, on its first option.
    key('ArrowDown');
    expect(isOpen()).toBe(true);
    expect(activeId()).toBe(ids[0]);
    key('Escape');
    expect(key('Escape')).toBe(false);
    expect(input().value).toBe('');
    await flush(300);
    expect(results().childElementCount).toBe(0);
    expect(document.activeElement).toBe(input());
    expect(sent()).toHaveLength(1);
  });

  it('Enter without an active option closes the list and lets the form be sent', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    expect(key('Enter')).toBe(true);
    expect(isOpen()).toBe(false);
    expect(followed).toEqual([]);
  });

  it('a click anywhere on a result opens its link, modifiers kept; a press there keeps focus in the field', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    const option = options()[2]!;
    expect(fireEvent.mouseDown(option)).toBe(false);
    const clicks: MouseEvent[] = [];
    option.querySelector('a')!.addEventListener('click', (event) => clicks.push(event));
    fireEvent.click(option, { ctrlKey: true });
    expect(followed).toEqual(['https://tienda.example/producto/camisa-lino/']);
    expect(clicks[0]?.ctrlKey).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('focus or a click leaving the widget closes the list; focus on the field opens it again', async () => {
    render(`${served}<a href="/carrito/" id="elsewhere">Carrito</a>`);
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    everythingInView();
    await boot(['search'], [DEF]);
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    expect(isOpen()).toBe(true);
    fireEvent.click(document.getElementById('elsewhere')!);
    expect(isOpen()).toBe(false);
    input().focus();
    input().blur();
    input().focus();
    expect(isOpen()).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    document.getElementById('elsewhere')!.focus();
    expect(isOpen()).toBe(false);
    // A click inside the widget leaves it open.
    input().focus();
    fireEvent.click(widget().querySelector('.e-search-label')!);
    expect(isOpen()).toBe(true);
    expect(sent()).toHaveLength(1);
  });

  it('pagination inside the results asks for that page of the same term; focus goes back to the field', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer(ITEMS, PAGINATION));
    await searchFor('cami');
    const nav = results().querySelector<HTMLElement>('nav.elementor-pagination')!;
    expect(nav.getAttribute('aria-label')).toBe('Páginas de resultados');
    expect(nav.querySelectorAll('a.page-numbers')).toHaveLength(2);
    page.shop.reply(ENDPOINT, answer(loopItem(104, 'Camiseta verde', 'camiseta-verde', '18,00 €'), PAGINATION.replace('e-search-page=2', 'e-search-page=1')));
    const next = nav.querySelector<HTMLAnchorElement>('a.next')!;
    next.focus();
    expect(fireEvent.click(next)).toBe(false);
    expect(document.activeElement).toBe(input());
    await settle();
    expect(sent().map((request) => request.body.page_number)).toEqual([1, 2]);
    expect(sent()[1]?.body.search_term).toBe('cami');
    expect(optionNames()).toEqual(['Camiseta verde 18,00 €']);
    // Focus back on the field keeps page 2; a new term starts at page 1.
    input().blur();
    input().focus();
    await settle();
    expect(sent()).toHaveLength(2);
    page.shop.reply(ENDPOINT, answer());
    type('camis');
    await flush(300);
    await settle();
    expect(sent()[2]?.body.page_number).toBe(1);
  });
});

describe('search: focus never lost', () => {
  it('Escape on a results link (reached by Tab) closes the list with focus back in the field', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer(ITEMS, PAGINATION));
    await searchFor('cami');
    const link = results().querySelector<HTMLAnchorElement>('nav a.page-numbers')!;
    link.focus();
    expect(key('Escape', link)).toBe(false);
    expect(document.activeElement).toBe(input());
    expect(isOpen()).toBe(false);
  });

  it('the clear icon empties the results as well as the field, focus in the field', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    fireEvent.click(clearIcon());
    expect(results().childElementCount).toBe(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(stopped).toHaveLength(3);
    expect(document.activeElement).toBe(input());
  });
});

describe('search: empty and failed answers', () => {
  it('no results and no message of the page: our Spanish message, no listbox, announced', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer('', ''));
    await searchFor('zzz');
    expect(listbox()).toBeNull();
    expect(results().querySelector('.e-search-nothing-found-message')?.textContent).toBe('No se han encontrado resultados.');
    expect(results().classList.contains('no-results')).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe('results-5e5e5e5');
    expect(isOpen()).toBe(true);
    await flush(1000);
    expect(liveRegion()).toBe('No se han encontrado resultados.');
  });

  it('the page’s own nothing-found message wins', async () => {
    await start();
    page.shop.reply(ENDPOINT, answer('<div class="e-search-nothing-found-message">\n  Nada por aquí, prueba con otra palabra.\n</div>'));
    await searchFor('zzz');
    expect(results().querySelectorAll('.e-search-nothing-found-message')).toHaveLength(1);
    expect(listbox()).toBeNull();
    await flush(1000);
    expect(liveRegion()).toBe('Nada por aquí, prueba con otra palabra.');
  });

  it.each([
    ['a server error', { status: 500, body: '{"code":"internal_server_error"}' }, 'refresh-search failed: HTTP 500'],
    ['REST blocked (404 rest_no_route)', { status: 404, body: '{"code":"rest_no_route"}' }, 'refresh-search failed: HTTP 404'],
    ['a body that is not JSON', { body: '<html>error</html>' }, 'refresh-search failed: the response is not JSON'],
    ['JSON without the answer’s data', { body: '{"html":"<div></div>"}' }, 'refresh-search failed: unexpected response (data: expected string, got undefined)'],
    ['data that is not text', { body: '{"data":42,"pagination":""}' }, 'refresh-search failed: unexpected response (data: expected string, got number)'],
    ['an empty body', { body: '' }, 'refresh-search failed: empty response'],
    ['the network', { network: 'error' as const }, 'refresh-search failed: network error'],
  ])('%s: the list closes, a Spanish message is shown and announced, typing still works', async (_name, reply, warning) => {
    await start();
    page.shop.reply(ENDPOINT, reply);
    await searchFor('cami');
    expect(listbox()).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(results().querySelector('.e-search-error')?.textContent).toBe('No se han podido cargar los resultados de la búsqueda. Inténtalo de nuevo.');
    expect(output().classList.contains('hide-loader')).toBe(true);
    expect(output().hasAttribute('aria-busy')).toBe(false);
    await flush(1000);
    expect(liveRegion()).toBe('No se han podido cargar los resultados de la búsqueda. Inténtalo de nuevo.');
    expect(warningsFor(page, 'search')).toEqual([`[storefront] search: ${warning}`]);
    expect(document.activeElement).toBe(input());

    page.shop.reply(ENDPOINT, answer());
    type('camis');
    await flush(300);
    await settle();
    expect(options()).toHaveLength(3);
    expect(results().querySelector('.e-search-error')).toBeNull();
  });

  it('no answer within 10 s is a failure too', async () => {
    await start();
    page.shop.reply(ENDPOINT, { network: 'hang' });
    await searchFor('cami');
    await flush(10_000);
    await settle();
    expect(results().querySelector('.e-search-error')).not.toBeNull();
    expect(warningsFor(page, 'search')).toEqual(['[storefront] search: refresh-search failed: no answer within 10000 ms']);
  });

  it('a page without the front-end config: one warning naming it, no request, the form still searches as a GET', async () => {
    await start(served, {});
    await searchFor('cami');
    expect(sent()).toHaveLength(0);
    expect(results().childElementCount).toBe(0);
    expect(wrapper().classList.contains('hidden')).toBe(false);
    await searchFor('camisa');
    expect(warningsFor(page, 'search')).toEqual(['[storefront] search: page global ElementorProFrontendConfig is missing (its urls.rest is the live search endpoint)']);
  });

  it('in the editor’s preview: the editor’s fields and the wp_rest nonce', async () => {
    await start(served, {
      ElementorProFrontendConfig: elementorProConfig,
      elementorFrontendConfig: { environmentMode: { edit: true }, post: { id: 42 } },
      elementorPro: { config: { loopFilter: { nonce: 'a1b2c3d4e5' } } },
    });
    page.shop.reply(ENDPOINT, answer());
    await searchFor('cami');
    const [request] = sent();
    expect(request?.headers.get('X-WP-Nonce')).toBe('a1b2c3d4e5');
    expect(request?.body).toMatchObject({ post_id: '87', widget_id: '5e5e5e5', search_term: 'cami', page_number: 1, is_edit_mode: true });
    expect(request?.body.widget_model).toMatchObject({ id: '5e5e5e5', elType: 'widget', widgetType: 'search', settings: { live_results: 'yes', template_id: '1234' } });
  });
});

describe('search: malformed markup and dispose', () => {
  it('malformed data-settings: one warning naming the attribute; the form shown (a plain GET search), nothing else changed', async () => {
    render(malformed);
    const before = widget().outerHTML;
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    everythingInView();
    await boot(['search'], [DEF]);
    expect(warningsFor(page, 'search')).toEqual(['[storefront] search: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['search']);
    // The server hides the form until its script runs: shown, the one change.
    expect(wrapper().classList.contains('hidden')).toBe(false);
    wrapper().classList.add('hidden');
    widget().removeAttribute('style');
    input().classList.remove('no-icon-label', 'no-icon-clear');
    expect(widget().outerHTML).toBe(before);
    await searchFor('cami');
    expect(sent()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('live results without their results box: one warning, no request', async () => {
    render(served.replace('<div class="e-search-results"></div>', ''));
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    everythingInView();
    await boot(['search'], [DEF]);
    await searchFor('cami');
    expect(sent()).toHaveLength(0);
    expect(warningsFor(page, 'search')).toEqual(['[storefront] search: live results are on but its .e-search-results-container > .e-search-results box is missing']);
  });

  it('its listeners go with it; the markup comes back as served, results and all', async () => {
    render(served);
    const before = widget().outerHTML;
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    const listeners = trackListeners();
    everythingInView();
    await boot(['search', 'probe-price'], [DEF, price.def]);
    page.shop.reply(ENDPOINT, answer(ITEMS, PAGINATION));
    await searchFor('cami');
    key('ArrowDown');
    expect(started).toHaveLength(3);
    page.scanner!.stop();
    expect(stopped).toHaveLength(3);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('disposed mid-debounce: nothing is asked', async () => {
    await start();
    const before = () => widget().outerHTML;
    input().focus();
    type('cami');
    page.scanner!.stop();
    const after = before();
    await flush(1000);
    expect(sent()).toHaveLength(0);
    expect(widget().outerHTML).toBe(after);
  });

  it('disposed mid-request: the request is aborted and its answer lands nowhere', async () => {
    render(served);
    const before = widget().outerHTML;
    setGlobals({ ElementorProFrontendConfig: elementorProConfig });
    everythingInView();
    await boot(['search'], [DEF]);
    const deferred: Deferred = page.shop.defer(ENDPOINT);
    input().focus();
    type('cami');
    await flush(300);
    expect(sent()).toHaveLength(1);
    page.scanner!.stop();
    expect(sent()[0]?.signal?.aborted).toBe(true);
    deferred.answer(answer());
    await flush(1000);
    expect(results().childElementCount).toBe(0);
    expect(widget().outerHTML).toBe(before);
    expect(liveRegion()).toBe('');
  });
});
