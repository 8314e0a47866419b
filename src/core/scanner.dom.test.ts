// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { describe, expect, it, vi } from 'vitest';
import { addToCartParams, addToCartParamsMalformed } from '../../tests/dom/support/fixtures';
import { trackListeners } from '../../tests/dom/support/listeners';
import { takeWarnings } from '../../tests/dom/support/console';
import { treeHooks } from './tree';
import { boot, FAKE_TIMERS, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../tests/dom/support/page';
import { fakeWidget } from '../../tests/dom/support/widgets';
import { replaceWithServerHtml, trustServerHtml } from './html';
import { createScanner } from './scanner';
import type { WidgetContext } from './types';

const page = usePage();

describe('scanner: starting', () => {
  it('starts a page widget once, on <body>, however often the page is scanned or grows', async () => {
    render('<div class="promo">A</div><div class="promo">B</div>');
    const promo = fakeWidget('promo', { instance: 'page' });
    const scanner = await boot(['promo'], [promo.def]);

    scanner.scan(document);
    scanner.scan(document);
    document.body.insertAdjacentHTML('beforeend', '<div class="promo">C</div>');
    await flush();
    await scanner.settled();

    expect(promo.start).toHaveBeenCalledTimes(1);
    expect(promo.start.mock.calls[0]?.[0]).toBe(document.body);
  });

  it('starts an element widget once per matching element, however often scanned', async () => {
    render('<div class="card" id="a"></div><div class="card" id="b"></div><div class="card" id="c"></div>');
    const card = fakeWidget('card', { instance: 'element' });
    const scanner = await boot(['card'], [card.def]);

    scanner.scan(document);
    scanner.scan(document.body);
    await scanner.settled();

    expect(card.start).toHaveBeenCalledTimes(3);
    expect(card.start.mock.calls.map(([element]) => element.id)).toEqual(['a', 'b', 'c']);
  });

  it('a selector list (every widget’s selector in one query) starts an element widget once per element, in document order', async () => {
    render('<div class="tabs" id="a"></div><section class="wrapper tabs" id="b"></section><div class="wrapper" id="c"></div><div id="d"></div>');
    const tabs = fakeWidget('tabs', { instance: 'element', selector: '.wrapper, .tabs' });
    const notice = fakeWidget('notice', { instance: 'page', selector: '.none, #d' });
    const scanner = await boot(['tabs', 'notice'], [tabs.def, notice.def]);

    scanner.scan(document);
    await scanner.settled();

    expect(tabs.start.mock.calls.map(([element]) => element.id)).toEqual(['a', 'b', 'c']);
    expect(notice.start).toHaveBeenCalledTimes(1);
  });

  it('starts widgets in markup added after the first scan (MutationObserver)', async () => {
    render('<main></main>');
    const card = fakeWidget('card', { instance: 'element' });
    const banner = fakeWidget('banner', { instance: 'page' });
    const scanner = await boot(['card', 'banner'], [card.def, banner.def]);
    expect(card.start).not.toHaveBeenCalled();
    expect(banner.start).not.toHaveBeenCalled();

    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<section><div class="card" id="late"></div><p class="banner"></p></section>');
    await flush();
    await scanner.settled();

    expect(card.start).toHaveBeenCalledTimes(1);
    expect(card.start.mock.calls[0]?.[0].id).toBe('late');
    expect(banner.start).toHaveBeenCalledTimes(1);
  });

  it('does not restart or dispose an element widget whose element is only moved', async () => {
    render('<aside></aside><div class="card" id="a"></div>');
    const disposed = vi.fn();
    const card = fakeWidget('card', { instance: 'element' }, (_element, ctx) => void ctx.scope.add(disposed));
    const scanner = await boot(['card'], [card.def]);

    document.querySelector('aside')!.append(document.getElementById('a')!);
    await flush();
    await scanner.settled();

    expect(card.start).toHaveBeenCalledTimes(1);
    expect(disposed).not.toHaveBeenCalled();
  });
});

describe('scanner: teardown', () => {
  it('disposes an element widget’s scope when its element is removed, leaving no listener behind', async () => {
    render('<div class="card" id="a"><button>Comprar</button></div><div class="card" id="b"><button>Comprar</button></div>');
    const tracker = trackListeners();
    const disposed = vi.fn();
    const signals: AbortSignal[] = [];
    const card = fakeWidget('card', { instance: 'element' }, (element, ctx) => {
      ctx.scope.on(element, 'click', () => {});
      ctx.scope.on(document, 'keydown', () => {});
      ctx.scope.on(window, 'resize', () => {});
      ctx.scope.add(disposed);
      signals.push(ctx.scope.signal);
    });
    await boot(['card'], [card.def]);
    expect(tracker.live()).toHaveLength(6);

    document.getElementById('a')!.remove();
    await flush();
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(tracker.live()).toHaveLength(3);

    // Removing an ancestor disposes the widgets of every element inside it.
    document.body.replaceChildren();
    await flush();
    expect(disposed).toHaveBeenCalledTimes(2);
    expect(tracker.live()).toEqual([]);
    tracker.stop();
  });

  it('stop() disposes every widget and stops observing', async () => {
    render('<div class="card"></div>');
    const disposed = vi.fn();
    const card = fakeWidget('card', { instance: 'element' }, (_element, ctx) => void ctx.scope.add(disposed));
    const scanner = await boot(['card'], [card.def]);

    scanner.stop();
    document.body.insertAdjacentHTML('beforeend', '<div class="card"></div>');
    await flush();

    expect(disposed).toHaveBeenCalledTimes(1);
    expect(card.start).toHaveBeenCalledTimes(1);
  });

  it('after stop() nothing of its start is left: the HTML sink’s insertions and a rescan start nothing', async () => {
    render('<div class="card"></div>');
    const card = fakeWidget('card', { instance: 'element' });
    const scanner = await boot(['card'], [card.def]);
    scanner.stop();

    const fragment = document.createElement('div');
    fragment.className = 'card';
    document.body.append(fragment);
    treeHooks.afterInsert(fragment);
    scanner.scan(document);
    await flush();

    expect(card.start).toHaveBeenCalledTimes(1);
  });
});

describe('scanner: failing alone', () => {
  it('reports a widget whose start() throws with one warning naming it and storefront:error, while another widget starts', async () => {
    render('<div class="broken"></div><div class="healthy"></div>');
    const broken = fakeWidget('broken', {}, () => {
      throw new Error('cannot read properties of null');
    });
    const healthy = fakeWidget('healthy');
    const scanner = await boot(['broken', 'healthy'], [broken.def, healthy.def]);
    scanner.scan(document);
    await scanner.settled();

    expect(healthy.start).toHaveBeenCalledTimes(1);
    const warnings = warningsFor(page, 'broken');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('cannot read properties of null');
    expect(page.warn).toHaveBeenCalledTimes(1);
    expect(page.errors).toHaveLength(1);
    expect(page.errors[0]).toMatchObject({ widget: 'broken' });
    expect(page.errors[0]?.reason).toContain('cannot read properties of null');
  });

  it('disposes what a widget set up before its start() threw', async () => {
    render('<div class="broken"></div>');
    const tracker = trackListeners();
    const broken = fakeWidget('broken', {}, (_element, ctx) => {
      ctx.scope.on(document.body, 'click', () => {});
      throw new Error('half-started');
    });
    await boot(['broken'], [broken.def]);

    expect(tracker.live()).toEqual([]);
    expect(warningsFor(page, 'broken')).toEqual(['[storefront] broken: it failed to start (half-started)']);
    tracker.stop();
  });

  it('reports a widget whose load() rejects twice with one warning and storefront:error, while another widget starts', async () => {
    render('<div class="chunky"></div><div class="healthy"></div>');
    const chunky = fakeWidget('chunky');
    chunky.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const healthy = fakeWidget('healthy');
    await boot(['chunky', 'healthy'], [chunky.def, healthy.def]);

    expect(chunky.load).toHaveBeenCalledTimes(2);
    expect(chunky.start).not.toHaveBeenCalled();
    expect(healthy.start).toHaveBeenCalledTimes(1);
    const warnings = warningsFor(page, 'chunky');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Failed to fetch dynamically imported module');
    expect(page.errors.map((error) => error.widget)).toEqual(['chunky']);
    expect((page.errors[0]?.error as Error).name).toBe('ChunkLoadError');
  });

  it('retries a load() that rejects once, then starts the widget without any warning', async () => {
    render('<div class="flaky"></div>');
    const flaky = fakeWidget('flaky');
    const module = await flaky.def.load();
    flaky.load.mockReset();
    flaky.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    await boot(['flaky'], [flaky.def]);

    expect(flaky.load).toHaveBeenCalledTimes(2);
    expect(flaky.start).toHaveBeenCalledTimes(1);
    expect(page.warn).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
  });
  it('reports a chunk that has not loaded within 120 s, after the one retry, as a ChunkLoadError', async () => {
    vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake] });
    render('<div class="stuck"></div><div class="healthy"></div>');
    const stuck = fakeWidget('stuck');
    stuck.load.mockImplementation(() => new Promise(() => {}));
    const healthy = fakeWidget('healthy');
    // Not boot(): it waits for every widget to settle, and this one only settles by timing out.
    const scanner = createScanner([stuck.def, healthy.def]);
    page.scanner = scanner;
    scanner.scan(document);
    await flush();
    expect(healthy.start).toHaveBeenCalledTimes(1);

    await flush(119_999);
    expect(stuck.load).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(stuck.load).toHaveBeenCalledTimes(2);
    await flush(119_999);
    expect(page.errors).toEqual([]);
    await flush(1);

    expect(stuck.start).not.toHaveBeenCalled();
    const warnings = warningsFor(page, 'stuck');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Loading chunk stuck failed/);
    expect(page.errors.map((error) => error.widget)).toEqual(['stuck']);
    const error = page.errors[0]?.error as Error;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toMatch(/^Loading chunk stuck failed/);
  });
});

describe('scanner: coexistence and page globals', () => {
  it('leaves features to WooCommerce’s own script when <script id="wc-add-to-cart-js"> is present, saying so once', async () => {
    // WordPress prints <script src=".../add-to-cart.min.js" id="wc-add-to-cart-js">; the src is
    // left out here only because happy-dom refuses to load script files.
    const script = document.createElement('script');
    script.id = 'wc-add-to-cart-js';
    document.head.append(script);
    render('<a class="add_to_cart_button"></a><a class="remove_from_cart_button"></a>');
    setGlobals({ wc_add_to_cart_params: addToCartParams });
    const add = fakeWidget('add-to-cart', { selector: '.add_to_cart_button', replaces: 'wc-add-to-cart' });
    const remove = fakeWidget('mini-cart', { selector: '.remove_from_cart_button', replaces: 'wc-add-to-cart' });
    const other = fakeWidget('store-notice', { selector: 'a', replaces: 'woocommerce' });
    const scanner = await boot(['add-to-cart', 'mini-cart', 'store-notice'], [add.def, remove.def, other.def]);
    scanner.scan(document);
    await scanner.settled();

    expect(add.load).not.toHaveBeenCalled();
    expect(remove.load).not.toHaveBeenCalled();
    expect(other.start).toHaveBeenCalledTimes(1);
    expect(page.warn).toHaveBeenCalledTimes(1);
    const [message] = takeWarnings();
    expect(message).toContain('wc-add-to-cart');
    expect(message).toContain('add-to-cart');
    expect(message).toContain('mini-cart');
  });

  it('does not start a widget whose required global is malformed, and warns naming the widget and the reason', async () => {
    render('<a class="add_to_cart_button"></a>');
    setGlobals({ wc_add_to_cart_params: addToCartParamsMalformed });
    const add = fakeWidget('add-to-cart', { selector: '.add_to_cart_button', requires: ['wc_add_to_cart_params'] });
    const healthy = fakeWidget('healthy', { selector: 'a' });
    await boot(['add-to-cart', 'healthy'], [add.def, healthy.def]);

    expect(add.start).not.toHaveBeenCalled();
    expect(healthy.start).toHaveBeenCalledTimes(1);
    const warnings = warningsFor(page, 'add-to-cart');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('wc_add_to_cart_params');
    expect(warnings[0]).toContain('wc_ajax_url');
    expect(page.errors).toHaveLength(1);
    expect(page.errors[0]?.widget).toBe('add-to-cart');
  });

  it('a required global absent: the widget stays off, and where its markup is on the page the site owner is told once, at idle, naming the global and its script', async () => {
    render('<a class="add_to_cart_button"></a><a class="remove_from_cart_button"></a>');
    const add = fakeWidget('add-to-cart', { selector: '.add_to_cart_button', requires: ['wc_add_to_cart_params'], replaces: 'wc-add-to-cart' });
    const remove = fakeWidget('mini-cart', { selector: '.remove_from_cart_button', requires: ['wc_add_to_cart_params'], replaces: 'wc-add-to-cart' });
    const absent = fakeWidget('gallery', { selector: '.woocommerce-product-gallery', requires: ['wc_single_product_params'] });
    // On `body`, the global is the page's only request for the widget: no global, no request.
    const pageWide = fakeWidget('chat-lite', { selector: 'body', requires: ['joinchat_obj'] });
    const scanner = createScanner([add.def, remove.def, absent.def, pageWide.def]);
    await scanner.boot();
    expect(page.warn).not.toHaveBeenCalled();
    await flush(3);
    await scanner.settled();

    expect(add.load).not.toHaveBeenCalled();
    expect(remove.load).not.toHaveBeenCalled();
    const [message, ...more] = takeWarnings();
    expect(more).toEqual([]);
    expect(message).toMatch(/^\[storefront\] add-to-cart: the page has its markup but no wc_add_to_cart_params global \(printed with the "wc-add-to-cart" script\)/);
    expect(message).toContain('WordPress plugin');
    expect(page.errors.map((error) => error.widget)).toEqual(['add-to-cart']);
    scanner.stop();
  });

  it('a required global absent and none of the widget’s markup: nothing to say', async () => {
    render('<p>Sin botones</p>');
    const add = fakeWidget('add-to-cart', { selector: '.add_to_cart_button', requires: ['wc_add_to_cart_params'] });
    const scanner = createScanner([add.def]);
    await scanner.boot();
    await flush(3);
    expect(page.warn).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
    scanner.stop();
  });

  it('a plugin script the WordPress plugin kept on purpose (data-storefront-kept): the feature is left to it without a warning', async () => {
    const script = document.createElement('script');
    script.id = 'woocommerce-js';
    script.setAttribute('data-storefront-kept', 'dependency');
    document.head.append(script);
    render('<a class="store-notice"></a>');
    const notice = fakeWidget('store-notice', { replaces: 'woocommerce' });
    await boot(['store-notice'], [notice.def]);
    expect(notice.load).not.toHaveBeenCalled();
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('loads nothing for a widget the page cannot use (applies() is false when its strategy fires), and starts it where it can', async () => {
    let usable = false;
    const helper = fakeWidget('helper', { selector: 'body', strategy: 'idle', applies: () => usable });
    render('<p>sin jQuery</p>');
    await boot(['helper'], [helper.def]);
    expect(helper.load).not.toHaveBeenCalled();

    usable = true;
    await boot(['helper'], [helper.def]);
    expect(helper.load).toHaveBeenCalledTimes(1);
    expect(helper.start).toHaveBeenCalledTimes(1);
  });
});

describe('scanner: boot', () => {
  it('measures the first scan and the start-up of widgets started at once, not of later ones', async () => {
    render('<div class="quick"></div><div class="slow"></div>');
    // A clock that moves only when a widget "works": the figure is then exact on any machine, and a
    // loaded CI core cannot stretch it (a wall-clock bound here once failed a CI run).
    let clock = 1000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const busy = (ms: number) => {
      clock += ms;
    };
    const quick = fakeWidget('quick', { instance: 'page', strategy: 'now' }, () => busy(5));
    const slow = fakeWidget('slow', { instance: 'page', strategy: 'idle' }, () => busy(60));
    const { createScanner } = await import('./scanner');
    const scanner = createScanner([quick.def, slow.def]);

    const attachMs = await scanner.boot();
    await flush(2);
    await scanner.settled();

    expect(quick.start).toHaveBeenCalledTimes(1);
    expect(slow.start).toHaveBeenCalledTimes(1);
    expect(attachMs).toBe(5);
    scanner.stop();
    now.mockRestore();
  });
});

describe('scanner: eager', () => {
  it('starts an interaction widget at load when its markup asks for it, and leaves the others waiting', async () => {
    render('<form class="picker"><select><option value="">Elige</option><option value="azul" selected>Azul</option></select></form><form class="picker" id="empty"><select><option value="" selected>Elige</option></select></form>');
    const picker = fakeWidget('picker', {
      strategy: 'interaction',
      instance: 'element',
      eager: (form) => [...form.querySelectorAll('select')].some((select) => select.value !== ''),
    });
    await boot(['picker'], [picker.def]);
    expect(picker.start).toHaveBeenCalledTimes(1);
    expect(picker.start.mock.calls[0]?.[0]).toBe(document.querySelector('.picker'));
  });
});

describe('scanner: presence-only globals', () => {
  it('starts a widget that only needs a global to exist even when that global is malformed, with no warning', async () => {
    render('<div class="tabs-like"></div>');
    setGlobals({ wc_add_to_cart_params: addToCartParamsMalformed });
    const tabsLike = fakeWidget('tabs-like', { instance: 'element', requires: ['wc_add_to_cart_params'], presenceOnly: true });
    const parsing = fakeWidget('parsing', { selector: '.tabs-like', instance: 'element', requires: ['wc_add_to_cart_params'] });
    await boot(['tabs-like', 'parsing'], [tabsLike.def, parsing.def]);
    expect(tabsLike.start).toHaveBeenCalledTimes(1);
    expect(parsing.start).not.toHaveBeenCalled();
    expect(warningsFor(page, 'tabs-like')).toEqual([]);
    expect(warningsFor(page, 'parsing')).toHaveLength(1);
  });
});

describe('scanner: the plugins’ jQuery functions', () => {
  type Plugged = { picker(): unknown };

  it('defines $.fn.<jqueryPlugin>: a quick view calling it on markup it just inserted starts the widget at once, once', async () => {
    const $ = installJQuery();
    render('<main></main>');
    const picker = fakeWidget('picker', { strategy: 'interaction', instance: 'element', jqueryPlugin: 'picker' });
    const scanner = await boot(['picker'], [picker.def]);

    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<form class="picker" id="quick"></form>');
    const collection = $('#quick');
    const returned = (collection as unknown as Plugged).picker();
    await flush();
    await scanner.settled();

    // Chainable, as the plugin's function was.
    expect(returned).toBe(collection);
    expect(picker.start).toHaveBeenCalledTimes(1);
    expect(picker.start.mock.calls[0]?.[0].id).toBe('quick');
  });

  it('starts a running widget afresh when called again, disposing the old start first', async () => {
    const $ = installJQuery();
    render('<form class="picker" id="a"></form>');
    const disposed = vi.fn();
    const picker = fakeWidget('picker', { instance: 'element', jqueryPlugin: 'picker' }, (_element, ctx) => void ctx.scope.add(disposed));
    const scanner = await boot(['picker'], [picker.def]);
    expect(picker.start).toHaveBeenCalledTimes(1);

    ($('#a') as unknown as Plugged).picker();
    await flush();
    await scanner.settled();

    expect(disposed).toHaveBeenCalledTimes(1);
    expect(picker.start).toHaveBeenCalledTimes(2);
  });

  it('ignores elements that are not the widget’s markup, keeps a function the page already has, and removes its own on stop()', async () => {
    const $ = installJQuery();
    const fn = $.fn as unknown as Record<string, unknown>;
    const theirs = function (this: unknown) {
      return this;
    };
    fn.other = theirs;
    render('<div id="not-a-picker"></div>');
    const picker = fakeWidget('picker', { instance: 'element', jqueryPlugin: 'picker' });
    const other = fakeWidget('other', { instance: 'element', jqueryPlugin: 'other' });
    const scanner = await boot(['picker', 'other'], [picker.def, other.def]);

    ($('#not-a-picker') as unknown as Plugged).picker();
    await flush();
    expect(picker.start).not.toHaveBeenCalled();
    expect(fn.other).toBe(theirs);

    scanner.stop();
    expect(fn.picker).toBeUndefined();
    expect(fn.other).toBe(theirs);
    delete fn.other;
  });
});

describe('scanner: one malformed field of a shared global', () => {
  it('stops only the widget that reads that field; the other starts with the rest of the global', async () => {
    render('<div class="stars"></div><div class="gallery"></div>');
    setGlobals({
      wc_single_product_params: { i18n_rating_options: '1 de 5 estrellas', flexslider: { animationSpeed: 300 }, flexslider_enabled: '1' },
    });
    const { globalValue } = await import('./config');
    const stars = fakeWidget('stars', { instance: 'element', requires: ['wc_single_product_params'], reads: ['i18n_rating_options'] });
    let seen: unknown;
    const gallery = fakeWidget(
      'gallery',
      { instance: 'element', requires: ['wc_single_product_params'], reads: ['flexslider', 'flexslider_enabled'] },
      () => void (seen = globalValue('wc_single_product_params')),
    );
    const everything = fakeWidget('everything', { selector: '.gallery', instance: 'element', requires: ['wc_single_product_params'] });
    await boot(['stars', 'gallery', 'everything'], [stars.def, gallery.def, everything.def]);

    expect(stars.start).not.toHaveBeenCalled();
    expect(warningsFor(page, 'stars')).toEqual([expect.stringContaining('i18n_rating_options')]);
    expect(gallery.start).toHaveBeenCalledTimes(1);
    expect(warningsFor(page, 'gallery')).toEqual([]);
    expect(seen).toMatchObject({ flexslider: { animationSpeed: 300 }, flexslider_enabled: true });
    expect((seen as Record<string, unknown>).i18n_rating_options).toBeUndefined();
    // A widget that does not say what it reads is stopped by any malformed field, as before.
    expect(everything.start).not.toHaveBeenCalled();
    expect(warningsFor(page, 'everything')).toHaveLength(1);
  });

  it('stops every widget when a field the global cannot do without is malformed', async () => {
    render('<div class="adder"></div>');
    setGlobals({ wc_add_to_cart_params: { ...addToCartParams, wc_ajax_url: '/?wc-ajax=add' } });
    const adder = fakeWidget('adder', { instance: 'element', requires: ['wc_add_to_cart_params'], reads: ['i18n_view_cart'] });
    await boot(['adder'], [adder.def]);
    expect(adder.start).not.toHaveBeenCalled();
    expect(warningsFor(page, 'adder')).toEqual([expect.stringContaining('wc_ajax_url')]);
  });
});

describe('scanner: page-builder edit mode (the editor renders elements again)', () => {
  const WIDGET = `<div class="elementor-element elementor-element-f1a2b3c elementor-widget elementor-widget-promo" data-id="f1a2b3c" data-element_type="widget">
<div class="elementor-widget-container"><div class="card" id="inner">A</div></div></div>`;
  /** What the editor does: the widget's content replaced inside the same wrapper. */
  function rerender(wrapper: Element, id = 'again'): void {
    const container = document.createElement('div');
    container.className = 'elementor-widget-container';
    container.innerHTML = `<div class="card" id="${id}">B</div>`;
    wrapper.querySelector(':scope > .elementor-widget-container')!.replaceWith(container);
  }
  const wrapper = () => document.querySelector('.elementor-element-f1a2b3c')!;

  async function bootEditor(edit: boolean, start?: (element: HTMLElement, ctx: WidgetContext) => void) {
    setGlobals({ elementorFrontendConfig: { environmentMode: { edit } } } as never);
    render(WIDGET);
    const promo = fakeWidget('promo', { instance: 'element', selector: '.elementor-widget-promo' }, start);
    const card = fakeWidget('card', { instance: 'element' });
    const scanner = await boot(['promo', 'card'], [promo.def, card.def]);
    return { promo, card, scanner };
  }

  it('disposes the widget keyed on the re-rendered element and starts it afresh; the new content’s widgets start', async () => {
    const scopes: WidgetContext['scope'][] = [];
    const { promo, card, scanner } = await bootEditor(true, (_element, ctx) => void scopes.push(ctx.scope));
    rerender(wrapper());
    await flush();
    await scanner.settled();
    expect(promo.start).toHaveBeenCalledTimes(2);
    expect(promo.start.mock.calls[1]?.[0]).toBe(wrapper());
    expect(scopes[0]?.disposed).toBe(true);
    expect(scopes[1]?.disposed).toBe(false);
    expect(card.start.mock.calls.map(([element]) => element.id)).toEqual(['inner', 'again']);
  });

  it('outside edit mode the same change restarts nothing on the wrapper', async () => {
    const { promo, card, scanner } = await bootEditor(false);
    rerender(wrapper());
    await flush();
    await scanner.settled();
    expect(promo.start).toHaveBeenCalledTimes(1);
    expect(card.start).toHaveBeenCalledTimes(2);
  });

  it('a widget’s own changes inside, and the HTML sink’s replacement (a loop refresh), are not re-renders', async () => {
    const { promo, scanner } = await bootEditor(true);
    wrapper().querySelector('#inner')!.append(document.createElement('span'));
    wrapper().querySelector('.elementor-widget-container')!.append(document.createElement('button'));
    replaceWithServerHtml(wrapper().querySelector('.elementor-widget-container')!, trustServerHtml('<div class="elementor-widget-container"><div class="card" id="sink">C</div></div>'));
    await flush();
    await scanner.settled();
    expect(promo.start).toHaveBeenCalledTimes(1);
  });

  it('a widget that failed on the element is tried again once the editor renders it again', async () => {
    let calls = 0;
    const { promo, scanner } = await bootEditor(true, () => {
      if (++calls === 1) throw new Error('bad settings');
    });
    expect(takeWarnings(/promo: it failed to start/)).toHaveLength(1);
    rerender(wrapper());
    await flush();
    await scanner.settled();
    expect(promo.start).toHaveBeenCalledTimes(2);
    expect(page.errors).toHaveLength(1);
  });
});
