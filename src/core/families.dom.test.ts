// @vitest-environment-options {"url":"https://tienda.example/producto/camiseta-organica-basica/"}
/**
 * The loader knows the widgets by family (src/families.ts): a family's table is fetched only where
 * its marker (or one of its globals) is on the page, and the whole document is then scanned for
 * its widgets. Against the real families and tables, their loads spied on.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeWarnings } from '../../tests/dom/support/console';
import { joinchatObject, singleProductParams } from '../../tests/dom/support/fixtures';
import { flush, installJQuery, render, setGlobals, usePage } from '../../tests/dom/support/page';
import { fakeWidget } from '../../tests/dom/support/widgets';
import { markup, variationParams } from '../behaviours/variation-form/test-support';
import { families } from '../families';
import { createScanner, type Scanner } from './scanner';
import type { Family } from './types';

const page = usePage();

beforeEach(() => {
  // Nothing here runs at idle: what counts is which tables come and what the scan does with them.
  vi.stubGlobal('requestIdleCallback', vi.fn());
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

/** The real families, each table's load spied on (and held back until `release` when asked). */
function spiedFamilies({ hold = false } = {}) {
  const releases: Array<() => void> = [];
  const spied = families.map((family) => ({
    ...family,
    load: vi.fn(() => (hold ? new Promise<void>((resolve) => releases.push(resolve)).then(() => family.load()) : family.load())),
  }));
  const loaded = () => spied.filter((family) => family.load.mock.calls.length > 0).map((family) => family.name);
  return { spied, loaded, release: () => releases.splice(0).forEach((release) => release()) };
}

function start(list: readonly Family[]): Scanner {
  const scanner = createScanner([], list);
  page.scanner = scanner;
  return scanner;
}

const button = () => document.querySelector<HTMLElement>('.single_add_to_cart_button')!;
const started = (name: string) => performance.getEntriesByName(`storefront:started:${name}`).length;

describe('families: only the tables a page calls for', () => {
  it('a page with only the chat’s markup fetches only the chat’s table', async () => {
    render('<p>Hola</p><div class="joinchat"></div>');
    const { spied, loaded } = spiedFamilies();
    await start(spied).boot();
    expect(loaded()).toEqual(['chat']);
  });

  it('a page global alone calls its family (the lite chat prints no markup)', async () => {
    render('<p>Hola</p>');
    setGlobals({ joinchat_obj: joinchatObject } as never);
    const { spied, loaded } = spiedFamilies();
    await start(spied).boot();
    expect(loaded()).toEqual(['chat']);
  });

  it('a page with no family’s marker fetches nothing', async () => {
    render('<p>Nada de la tienda</p>');
    const { spied, loaded } = spiedFamilies();
    await start(spied).boot();
    expect(loaded()).toEqual([]);
  });

  it('each table is fetched once, however many scans find its marker', async () => {
    render('<div class="joinchat"></div>');
    const { spied } = spiedFamilies();
    const scanner = start(spied);
    await scanner.boot();
    scanner.scan(document);
    document.body.insertAdjacentHTML('beforeend', '<div class="joinchat"></div>');
    await flush();
    await scanner.settled();
    expect(spied.find((family) => family.name === 'chat')!.load).toHaveBeenCalledOnce();
  });
});

describe('families: the product page', () => {
  it('the variation form’s button is painted "selection needed" by the time the first scan resolves, with the form’s chunk not asked for', async () => {
    render(markup.camiseta);
    setGlobals({ wc_add_to_cart_variation_params: variationParams, wc_single_product_params: singleProductParams });
    const { spied, loaded, release } = spiedFamilies({ hold: true });
    const before = started('variation-form');
    let booted = false;
    const boot = start(spied)
      .boot()
      .then(() => (booted = true));
    // The product table is asked for by the first look at the page, before any widget's scan.
    expect(loaded()).toContain('product');
    await flush();
    expect(booted).toBe(false);
    expect(button().classList).not.toContain('wc-variation-selection-needed');

    release();
    await boot;
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(started('variation-form')).toBe(before);
  });

  it('$.fn.wc_variation_form is there from the start: called before the product table is in, it fetches the table and starts the form on that element', async () => {
    const $ = installJQuery();
    render('<p>Un listado</p>');
    setGlobals({ wc_add_to_cart_variation_params: variationParams, wc_single_product_params: singleProductParams });
    const { spied, loaded } = spiedFamilies();
    const scanner = start(spied);
    await scanner.boot();
    expect(loaded()).toEqual([]);
    expect(typeof ($.fn as unknown as Record<string, unknown>).wc_variation_form).toBe('function');

    // A quick-view script inserts a product's form and calls the plugin at once.
    const before = started('variation-form');
    const holder = document.createElement('div');
    holder.innerHTML = markup.camiseta;
    document.body.append(holder);
    ($(holder).find('form.variations_form') as unknown as { wc_variation_form(): void }).wc_variation_form();
    expect(loaded()).toContain('product');
    await flush();
    await scanner.settled();
    // Started at once (not on intent, its strategy): the plugin's call asks for it now.
    expect(started('variation-form')).toBe(before + 1);
  });
});

describe('families: markup that comes later', () => {
  /** Two made-up families: the page builder's content is on the page, the other one's is not yet. */
  function twoFamilies() {
    const builder = fakeWidget('builder-widget', { selector: '.builder-widget', instance: 'element' });
    const later = fakeWidget('later-widget', { selector: '.later-widget', instance: 'element' });
    const builderFamily = { name: 'builder', marker: '.elementor', load: vi.fn(async () => [builder.def]) };
    const laterFamily = { name: 'later', marker: '.later-widget', load: vi.fn(async () => [later.def]) };
    return { builder, later, builderFamily, laterFamily };
  }

  it('edit mode: an element the editor renders again with markup of a family not on the page at load fetches that family and starts its widget', async () => {
    setGlobals({ elementorFrontendConfig: { environmentMode: { edit: true } } } as never);
    render('<div class="elementor"><div class="elementor-element elementor-widget" id="w"><div class="elementor-widget-container"><div class="builder-widget"></div></div></div></div>');
    const { builder, later, builderFamily, laterFamily } = twoFamilies();
    const scanner = start([builderFamily, laterFamily]);
    await scanner.boot();
    expect(builderFamily.load).toHaveBeenCalledOnce();
    expect(laterFamily.load).not.toHaveBeenCalled();
    expect(builder.start).toHaveBeenCalledOnce();

    // The editor replaces the widget's content inside the same wrapper.
    const content = document.createElement('div');
    content.className = 'elementor-widget-container';
    content.innerHTML = '<div class="later-widget"></div>';
    document.getElementById('w')!.replaceChildren(content);
    await flush();
    await scanner.settled();

    expect(laterFamily.load).toHaveBeenCalledOnce();
    expect(later.start).toHaveBeenCalledOnce();
    expect(later.start.mock.calls[0]?.[0]).toBe(document.querySelector('.later-widget'));
  });

  it('window.storefront.rescan (scanner.scan) of a root holding a family’s marker fetches that family', async () => {
    render('<div class="elementor"></div>');
    const { later, builderFamily, laterFamily } = twoFamilies();
    const scanner = start([builderFamily, laterFamily]);
    await scanner.boot();
    // Markup added while the observer could not see it (a detached tree put in place) and rescanned.
    const root = document.createElement('section');
    root.innerHTML = '<div class="later-widget"></div>';
    document.body.append(root);
    scanner.scan(root);
    await flush();
    await scanner.settled();
    expect(laterFamily.load).toHaveBeenCalledOnce();
    expect(later.start).toHaveBeenCalledOnce();
  });
});

describe('families: a click before the table is in', () => {
  it('a click in a family’s markup while its table is on its way is held, then replayed once the table is in: the widget’s own hold takes it, with its feedback', async () => {
    render('<div class="shop"><a href="#added" class="buy">Añadir</a></div><a href="#elsewhere" class="other">Otra</a>');
    const reached: string[] = [];
    const buy = fakeWidget(
      'buy',
      {
        selector: '.buy',
        strategy: 'interaction',
        instance: 'page',
        heldFeedback: () => void reached.push('feedback'),
      },
      (_body, ctx) => {
        ctx.scope.on(document.body, 'click', (event) => {
          event.preventDefault();
          reached.push(`widget:${(event.target as Element).className}`);
        });
      },
    );
    let release!: () => void;
    const family = { name: 'shop', marker: '.shop', load: vi.fn(() => new Promise<void>((resolve) => (release = resolve)).then(() => [buy.def])) };
    // What the browser would act on: a click nobody prevented, at the end of its path.
    const browser = (event: Event) => {
      if (!event.defaultPrevented) reached.push(`browser:${(event.target as Element).className}`);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    const scanner = start([family]);
    void scanner.boot();

    document.querySelector<HTMLElement>('.buy')!.click();
    // Outside the family's markup: nothing to wait for.
    document.querySelector<HTMLElement>('.other')!.click();
    expect(reached).toEqual(['browser:other']);

    release();
    await flush();
    await scanner.settled();
    expect(buy.start).toHaveBeenCalledOnce();
    expect(reached).toEqual(['browser:other', 'feedback', 'widget:buy']);
    window.removeEventListener('click', browser);
  });
});

describe('families: before `load`, only the work due then', () => {
  /** The document as a deferred module finds it: parsed, its images and frames still loading. */
  function beforeLoad() {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  }
  const shopFamily = (extra: Partial<Family> = {}) => {
    const buy = fakeWidget('buy', { selector: '.buy', strategy: 'interaction', instance: 'page' }, (_body, ctx) => {
      ctx.scope.on(document.body, 'click', (event) => event.preventDefault());
    });
    const family = { name: 'shop', marker: '.shop', load: vi.fn(async () => [buy.def]), ...extra };
    return { family, buy };
  };

  it('a family with nothing due at load is fetched at `load`, not at the scan', async () => {
    beforeLoad();
    render('<div class="shop"><a href="#a" class="buy">Añadir</a></div>');
    const { family } = shopFamily();
    await start([family]).boot();
    expect(family.load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(family.load).toHaveBeenCalledOnce();
  });

  it('its markup due at load (a spec state to paint) fetches the table at the scan', async () => {
    beforeLoad();
    render('<div class="shop"><a href="#a" class="buy">Añadir</a><input type="password" class="due"></div>');
    const { family } = shopFamily({ atLoad: '.due' });
    await start([family]).boot();
    expect(family.load).toHaveBeenCalledOnce();
  });

  it('a URL that asks for the family’s work at load fetches it at the scan', async () => {
    beforeLoad();
    render('<div class="shop"></div>');
    const { family } = shopFamily({ urgent: () => true });
    await start([family]).boot();
    expect(family.load).toHaveBeenCalledOnce();
  });

  it('the variation form’s first state is painted before `load`: the product table is due at the scan', async () => {
    beforeLoad();
    render(markup.camiseta);
    setGlobals({ wc_add_to_cart_variation_params: variationParams, wc_single_product_params: singleProductParams });
    const { spied, loaded } = spiedFamilies();
    await start(spied).boot();
    expect(loaded()).toContain('product');
    expect(loaded()).not.toContain('site');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
  });

  it('the pointer coming over the family’s markup fetches its table before `load`; elsewhere it does not', async () => {
    beforeLoad();
    render('<div class="shop"><a href="#a" class="buy">Añadir</a></div><p class="other">Otra</p>');
    const { family } = shopFamily();
    await start([family]).boot();
    document.querySelector('.other')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(family.load).not.toHaveBeenCalled();
    document.querySelector('.buy')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(family.load).toHaveBeenCalledOnce();
  });

  it('a click in its markup before `load` is held, fetches the table and reaches the widget', async () => {
    beforeLoad();
    render('<div class="shop"><a href="#a" class="buy">Añadir</a></div>');
    const { family, buy } = shopFamily();
    const scanner = start([family]);
    await scanner.boot();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.buy')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(family.load).toHaveBeenCalledOnce();
    await flush();
    await scanner.settled();
    expect(buy.start).toHaveBeenCalledOnce();
  });

  /** A family fetched at `load` whose table waits for `release`; its one widget starts on intent. */
  function slowNav() {
    render('<nav class="nav"><a href="#a" class="item">Inicio</a><a href="#b" class="item">Tienda</a></nav><p><a href="#c" class="other">Otra</a></p>');
    const nav = fakeWidget('nav', { selector: '.nav', strategy: 'interaction', instance: 'element' }, () => {});
    let release!: () => void;
    const family = { name: 'site', marker: '.nav', load: vi.fn(() => new Promise<void>((resolve) => (release = resolve)).then(() => [nav.def])) };
    return { family, nav, release: () => release() };
  }

  it('focus that came into a widget while its table was on its way starts it once the table is in: no new event comes while it stays', async () => {
    beforeLoad();
    const { family, nav, release } = slowNav();
    const scanner = start([family]);
    await scanner.boot();
    window.dispatchEvent(new Event('load'));
    expect(family.load).toHaveBeenCalledOnce();
    document.querySelector<HTMLElement>('.item')!.focus();
    release();
    await flush();
    await scanner.settled();
    expect(nav.start).toHaveBeenCalledOnce();
  });

  it('the pointer resting on the markup that fetched the table before `load` starts the widget once the table is in', async () => {
    beforeLoad();
    const { family, nav, release } = slowNav();
    const scanner = start([family]);
    await scanner.boot();
    document.querySelector('.item')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(family.load).toHaveBeenCalledOnce();
    release();
    await flush();
    await scanner.settled();
    expect(nav.start).toHaveBeenCalledOnce();
  });

  it('an intent that last went elsewhere while the table was on its way starts nothing', async () => {
    beforeLoad();
    const { family, nav, release } = slowNav();
    const scanner = start([family]);
    await scanner.boot();
    document.querySelector('.item')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector<HTMLElement>('.other')!.focus();
    release();
    await flush();
    await scanner.settled();
    expect(nav.start).not.toHaveBeenCalled();
  });

  it('a marker the body carries calls the family but holds no click: only its markup short of the body does', async () => {
    beforeLoad();
    document.body.classList.add('shop-page');
    render('<a href="#thumb" class="thumb">Foto</a><a href="#a" class="buy">Añadir</a>');
    const { family } = shopFamily({ marker: '.shop-page, .buy' });
    await start([family]).boot();
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.thumb')!.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
    const onBuy = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.buy')!.dispatchEvent(onBuy);
    expect(onBuy.defaultPrevented).toBe(true);
    document.body.classList.remove('shop-page');
  });

  it('a held click on a control the family marks busy shows `loading` at once, handed to the widget when the table is in', async () => {
    beforeLoad();
    render('<div class="shop"><a href="#a" class="buy ajax">Añadir</a><a href="#b" class="buy">Ver</a></div>');
    const seen: boolean[] = [];
    const buy = fakeWidget('buy', { selector: '.buy', strategy: 'interaction', instance: 'page' }, (_body, ctx) => {
      ctx.scope.on(document.body, 'click', (event) => {
        seen.push((event.target as Element).classList.contains('loading'));
        event.preventDefault();
      });
    });
    let release!: () => void;
    const family = { name: 'shop', marker: '.shop', busy: '.buy.ajax', load: vi.fn(() => new Promise<void>((resolve) => (release = resolve)).then(() => [buy.def])) };
    const scanner = start([family]);
    await scanner.boot();
    const [ajax, plain] = document.querySelectorAll<HTMLElement>('.buy');
    ajax!.click();
    plain!.click();
    expect(ajax!.classList.contains('loading')).toBe(true);
    expect(plain!.classList.contains('loading')).toBe(false);
    release();
    await flush();
    await scanner.settled();
    // Replayed without it (the widget sets its own), and left without it.
    expect(seen).toEqual([false, false]);
    expect(ajax!.classList.contains('loading')).toBe(false);
  });

  it('a table still on its way at stop() puts no hold back when it comes', async () => {
    render('<div class="shop"><a href="#a" class="buy">Añadir</a></div><div class="chat"><a href="#c" class="open">Chat</a></div>');
    const releases: Array<() => void> = [];
    const slow = (name: string, marker: string) => ({ name, marker, load: vi.fn(() => new Promise<readonly never[]>((resolve) => releases.push(() => resolve([])))) });
    const scanner = start([slow('shop', '.shop'), slow('chat', '.chat')]);
    void scanner.boot();
    scanner.stop();
    releases.shift()!();
    await flush();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // In the markup of the table still on its way.
    document.querySelector('.open')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    releases.shift()!();
  });

  it('stop() before `load` leaves nothing listening: `load` fetches nothing', async () => {
    beforeLoad();
    render('<div class="shop"></div>');
    const { family } = shopFamily();
    const scanner = start([family]);
    await scanner.boot();
    scanner.stop();
    window.dispatchEvent(new Event('load'));
    document.querySelector('.shop')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(family.load).not.toHaveBeenCalled();
  });
});

describe('families: what the loader still tells', () => {
  it('WooCommerce’s markup without its globals: the family is fetched by its marker and the site owner told once, at idle', async () => {
    // The notice waits for idle; nothing else here runs at idle.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
    render('<ul class="products"><li><a href="?add-to-cart=11" class="button add_to_cart_button ajax_add_to_cart" data-product_id="11">Añadir</a></li></ul>');
    const { spied, loaded } = spiedFamilies();
    const scanner = start(spied);
    await scanner.boot();
    expect(loaded()).toEqual(['woocommerce']);
    await flush(3);
    await scanner.settled();
    const [message, ...more] = takeWarnings('[storefront] add-to-cart:');
    expect(more).toEqual([]);
    expect(message).toMatch(/no wc_add_to_cart_params global/);
  });

  it('a table that cannot be loaded: one warning naming its family, its markup left as served, the other families run', async () => {
    render('<div class="joinchat"></div><div class="elementor"></div>');
    const { builder, builderFamily } = (() => {
      const widget = fakeWidget('builder-widget', { selector: '.elementor', instance: 'element' });
      return { builder: widget, builderFamily: { name: 'builder', marker: '.elementor', load: vi.fn(async () => [widget.def]) } };
    })();
    const broken = { name: 'chat', marker: '.joinchat', load: vi.fn(() => Promise.reject(new Error('offline'))) };
    await start([broken, builderFamily]).boot();

    expect(broken.load).toHaveBeenCalledTimes(2); // tried once more (loadChunk)
    const [warning, ...more] = takeWarnings('[storefront] chat:');
    expect(more).toEqual([]);
    expect(warning).toMatch(/its widgets could not be loaded \(Loading chunk family-chat failed/);
    expect(page.errors.map((error) => error.widget)).toEqual(['chat']);
    expect(builder.start).toHaveBeenCalledOnce();
  });
});
