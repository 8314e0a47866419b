// @vitest-environment-options {"url":"https://tienda.example/coleccion/"}
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { elementorProConfig, elementorProConfigMalformed, markup, responses } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { json } from '../../../tests/dom/support/shop';

const page = usePage();
const ENDPOINT = '/wp-json/elementor-pro/v1/refresh-loop';
const grid = () => document.querySelector<HTMLElement>('.elementor-element-a1b2c3d')!;
const titles = () => [...grid().querySelectorAll('.product_title')].map((title) => title.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');
/** The JSON bodies and headers of the refresh requests, in order. */
const sent = () =>
  page.shop.fetch.mock.calls
    .filter(([input]) => String(input).endsWith(ENDPOINT))
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown>, headers: new Headers(init?.headers) }));

beforeEach(() => {
  history.replaceState(null, '', '/coleccion/');
});
afterEach(() => {
  history.replaceState(null, '', '/coleccion/');
});

async function start(html = markup.loopGrid): Promise<void> {
  setGlobals({ ElementorProFrontendConfig: elementorProConfig });
  render(html);
  await boot(['taxonomy-filter']);
}

/** A click as the shopper makes it: the pointer comes over first (the intent that loads the filter). */
async function click(name: string): Promise<void> {
  fireEvent.pointerOver(button(name));
  await settle();
  fireEvent.click(button(name));
}

describe('taxonomy filter', () => {
  it('refreshes the grid in place: overlay at once, the request of spec §3, the new content through the sink, the URL', async () => {
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    const before = grid().querySelector('.elementor-widget-container');
    let lazyLoads = 0;
    document.addEventListener('elementor/lazyload/observe', () => lazyLoads++);
    await click('Ropa');

    // Within the click: pressed, loading, and the URL records the filter.
    expect(pressed('Ropa')).toBe('true');
    expect(pressed('Todo')).toBe('false');
    expect(grid().classList.contains('e-loading-overlay')).toBe(true);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(location.search).toBe('?e-filter-a1b2c3d-product_cat=ropa');

    await settle();
    const [request] = sent();
    expect(request?.url).toBe('https://tienda.example/wp-json/elementor-pro/v1/refresh-loop');
    expect(request?.body).toEqual({
      post_id: '1290',
      widget_filters: { taxonomy: { product_cat: { terms: ['ropa'], logicalJoin: 'OR' } } },
      widget_id: 'a1b2c3d',
      pagination_base_url: 'https://tienda.example/coleccion/',
    });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.has('X-WP-Nonce')).toBe(false);
    expect(titles()).toEqual(['Camiseta orgánica básica']);
    expect(before?.isConnected).toBe(false);
    // The config asks for lazy background images: the new items are observed.
    expect(lazyLoads).toBe(1);
    expect(grid().classList.contains('e-loading-overlay')).toBe(false);
    expect(grid().hasAttribute('aria-busy')).toBe(false);
  });

  it('joins terms with OR in one filter and AND in the other, and writes both to the URL', async () => {
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    await click('Ropa');
    await settle();
    await click('Hogar');
    await settle();
    await click('Oferta');
    await settle();
    await click('Menos de 20 €');
    await settle();
    expect(sent().at(-1)?.body.widget_filters).toEqual({
      taxonomy: {
        product_cat: { terms: ['ropa', 'hogar'], logicalJoin: 'OR' },
        product_tag: { terms: ['oferta', 'economico'], logicalJoin: 'AND' },
      },
    });
    expect(location.search).toBe('?e-filter-a1b2c3d-product_cat=ropa~hogar&e-filter-a1b2c3d-product_tag=oferta+economico');
  });

  it('deselecting the last term, or "All", goes back to the whole grid and drops the page key', async () => {
    history.replaceState(null, '', '/coleccion/?e-page-a1b2c3d=2&orden=precio');
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    await click('Ropa');
    await settle();
    expect(location.search).toBe('?orden=precio&e-filter-a1b2c3d-product_cat=ropa');
    fireEvent.click(button('Ropa'));
    expect(pressed('Ropa')).toBe('false');
    expect(pressed('Todo')).toBe('true');
    await settle();
    expect(sent().at(-1)?.body.widget_filters).toEqual({});
    expect(location.search).toBe('?orden=precio');
    // "All" while pressed does nothing.
    fireEvent.click(button('Todo'));
    await settle();
    expect(sent()).toHaveLength(2);
  });

  it('a filter in the URL is the server’s: no refresh at load, and the next refresh starts from it', async () => {
    history.replaceState(null, '', '/coleccion/?e-filter-a1b2c3d-product_cat=hogar~menaje');
    await start();
    fireEvent.pointerOver(button('Ropa'));
    await settle();
    expect(sent()).toHaveLength(0);
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    fireEvent.click(button('Ropa'));
    await settle();
    expect(sent()[0]?.body.widget_filters).toEqual({ taxonomy: { product_cat: { terms: ['hogar', 'menaje', 'ropa'], logicalJoin: 'OR' } } });
  });

  it('a hostile e-filter value is not a term: nothing of it is sent or shown', async () => {
    history.replaceState(null, '', '/coleccion/?e-filter-a1b2c3d-product_cat=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E~ropa');
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    await click('Hogar');
    await settle();
    expect(sent()[0]?.body.widget_filters).toEqual({ taxonomy: { product_cat: { terms: ['ropa', 'hogar'], logicalJoin: 'OR' } } });
    expect(document.querySelector('img')).toBeNull();
  });

  it('Back and Forward restore the filter and the grid', async () => {
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    await click('Ropa');
    await settle();
    // Back to the page as it came: the browser has already put the URL back.
    history.replaceState(null, '', '/coleccion/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(pressed('Ropa')).toBe('false');
    expect(pressed('Todo')).toBe('true');
    await settle();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.body.widget_filters).toEqual({});
    expect(location.search).toBe('');
    // Forward again.
    history.replaceState(null, '', '/coleccion/?e-filter-a1b2c3d-product_cat=ropa');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(pressed('Ropa')).toBe('true');
    await settle();
    expect(sent()[2]?.body.widget_filters).toEqual({ taxonomy: { product_cat: { terms: ['ropa'], logicalJoin: 'OR' } } });
    // One refresh per popstate although two filters listen.
    expect(sent()).toHaveLength(3);
  });

  it.each([
    ['a status of 400', json(responses.refreshLoopError, 400)],
    ['a 500', { status: 500, body: responses.criticalError, contentType: 'text/html' }],
    ['a body without data', json(responses.refreshLoopMalformed)],
    ['a body that is not JSON', json(responses.refreshLoop.slice(0, 40))],
    ['data that is not the loop’s content', json('{"data":"<p>hola</p>"}')],
    ['a network failure', { network: 'error' as const }],
  ])('on %s nothing changes, the overlay goes and no error escapes', async (_name, answer) => {
    await start();
    const served = grid().innerHTML;
    page.shop.reply(ENDPOINT, answer);
    await click('Ropa');
    await settle();
    expect(grid().innerHTML).toBe(served);
    expect(grid().classList.contains('e-loading-overlay')).toBe(false);
    expect(grid().hasAttribute('aria-busy')).toBe(false);
    expect(page.errors).toEqual([]);
  });

  it('a second click while a refresh is in flight wins: the stale answer is dropped', async () => {
    await start();
    const first = page.shop.defer(ENDPOINT);
    const second = page.shop.defer(ENDPOINT);
    await click('Ropa');
    await flush();
    fireEvent.click(button('Hogar'));
    await flush();
    second.answer(json(responses.refreshLoop));
    await settle();
    expect(titles()).toEqual(['Camiseta orgánica básica']);
    first.answer(json('{"data":"<div class=\\"elementor-widget-container\\"><h2 class=\\"product_title\\">Viejo</h2></div>"}'));
    await settle();
    expect(titles()).toEqual(['Camiseta orgánica básica']);
    expect(grid().classList.contains('e-loading-overlay')).toBe(false);
  });

  it('an empty answer empties the grid', async () => {
    await start();
    page.shop.reply(ENDPOINT, json('{"data":""}'));
    await click('Ropa');
    await settle();
    expect(grid().querySelector('.elementor-widget-container')?.childNodes.length).toBe(0);
  });

  it('a click before the filter has loaded shows the overlay at once and is replayed', async () => {
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    fireEvent.click(button('Ropa'));
    // Held: the registry's feedback, in the click.
    expect(grid().classList.contains('e-loading-overlay')).toBe(true);
    await settle();
    expect(pressed('Ropa')).toBe('true');
    expect(sent()).toHaveLength(1);
    expect(titles()).toEqual(['Camiseta orgánica básica']);
    expect(grid().classList.contains('e-loading-overlay')).toBe(false);
  });

  it('in edit mode sends the widget model, is_edit_mode and the loop-filter nonce', async () => {
    setGlobals({
      elementorFrontendConfig: { environmentMode: { edit: true, wpPreview: false }, post: { id: 1290 } },
      elementorPro: { config: { loopFilter: { mainQueryPostType: 'product', nonce: '9e8d7c6b5a' } } },
    });
    await start();
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    await click('Ropa');
    await settle();
    const [request] = sent();
    expect(request?.headers.get('X-WP-Nonce')).toBe('9e8d7c6b5a');
    expect(request?.body).toMatchObject({
      is_edit_mode: true,
      widget_model: { id: 'a1b2c3d', elType: 'widget', widgetType: 'loop-grid', settings: { template_id: '1301', columns: 3, pagination_type: 'numbers' } },
    });
  });

  it('disposed mid-request: nothing changes when the answer comes, and no listener is left', async () => {
    const listeners = trackListeners();
    await start();
    const answer = page.shop.defer(ENDPOINT);
    await click('Ropa');
    await flush();
    const served = grid().querySelector('.elementor-widget-container')!.innerHTML;
    page.scanner?.stop();
    answer.answer(json(responses.refreshLoop));
    await settle();
    expect(grid().querySelector('.elementor-widget-container')!.innerHTML).toBe(served);
    expect(grid().classList.contains('e-loading-overlay')).toBe(false);
    // Dispose gives the buttons back as served.
    expect(pressed('Ropa')).toBe('false');
    expect(pressed('Todo')).toBe('true');
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('malformed settings: that filter stays as served, one warning, storefront:error; the other filter works', async () => {
    await start(markup.loopGridMalformed);
    const served = document.querySelector('.elementor-element-f1a2b3c')!.outerHTML;
    fireEvent.pointerOver(button('Ropa'));
    await settle();
    fireEvent.click(button('Ropa'));
    await settle();
    expect(document.querySelector('.elementor-element-f1a2b3c')!.outerHTML).toBe(served);
    expect(warningsFor(page, 'taxonomy-filter')).toEqual(['[storefront] taxonomy-filter: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['taxonomy-filter']);
    page.shop.reply(ENDPOINT, json(responses.refreshLoop));
    await click('Oferta');
    await settle();
    expect(pressed('Oferta')).toBe('true');
    expect(sent()).toHaveLength(1);
  });

  it('a malformed ElementorProFrontendConfig keeps every filter as served and says why', async () => {
    setGlobals({ ElementorProFrontendConfig: elementorProConfigMalformed });
    render(markup.loopGrid);
    await boot(['taxonomy-filter']);
    fireEvent.pointerOver(button('Ropa'));
    await settle();
    fireEvent.click(button('Ropa'));
    await settle();
    expect(pressed('Ropa')).toBe('false');
    expect(sent()).toHaveLength(0);
    expect(warningsFor(page, 'taxonomy-filter')).toEqual([
      '[storefront] taxonomy-filter: page global ElementorProFrontendConfig is malformed (urls.rest: must end with a slash (get_rest_url()))',
    ]);
  });
});
