// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { describe, expect, it, vi } from 'vitest';
import { fragmentsOf, markup, responses } from '../../tests/dom/support/fixtures';
import { trackListeners } from '../../tests/dom/support/listeners';
import { boot, render, settle, usePage, warningsFor } from '../../tests/dom/support/page';
import { fakeWidget } from '../../tests/dom/support/widgets';
import { emptyElement, RECAPTCHA_API_URL, replaceWithServerHtml, setLibraryIconMarkup, setServerHtml, setThirdPartyScript, setTreeHooks, trustServerHtml } from './html';
import { YOUTUBE_IFRAME_API_URL } from './video-embed';

const page = usePage();

describe('replaceWithServerHtml', () => {
  it('replaces the target with every node of the server HTML, in order, and returns them', () => {
    render('<header><span class="count">1</span><nav></nav></header>');
    const target = document.querySelector('.count')!;

    const nodes = replaceWithServerHtml(target, trustServerHtml('<span class="count">3</span> productos<!-- fragment --><em>nuevo</em>'));

    const header = document.querySelector('header')!;
    expect(target.isConnected).toBe(false);
    expect(nodes).toHaveLength(4);
    expect([...header.childNodes].slice(0, 4)).toEqual(nodes);
    expect(header.innerHTML).toBe('<span class="count">3</span> productos<!-- fragment --><em>nuevo</em><nav></nav>');
  });

  it('calls beforeRemove with the old node while still in the page, then afterInsert with each new node once in the page', () => {
    render('<div class="widget_shopping_cart_content"><p>viejo</p></div>');
    const target = document.querySelector('.widget_shopping_cart_content')!;
    const calls: string[] = [];
    setTreeHooks({
      beforeRemove: (node) => calls.push(`remove:${(node as Element).className}:${node.isConnected}`),
      afterInsert: (node) => calls.push(`insert:${node.nodeName}:${node.isConnected}`),
    });

    replaceWithServerHtml(target, trustServerHtml('<div class="widget_shopping_cart_content"><p>nuevo</p></div>\n'));

    expect(calls).toEqual(['remove:widget_shopping_cart_content:true', 'insert:DIV:true', 'insert:#text:true']);
  });

  it('with the scanner: disposes widgets in the replaced markup at once and starts those in the new markup', async () => {
    render(markup.miniCart);
    const tracker = trackListeners();
    const disposed = vi.fn();
    const row = fakeWidget('row', { selector: '.woocommerce-mini-cart-item', instance: 'element' }, (element, ctx) => {
      ctx.scope.on(element, 'click', () => {});
      ctx.scope.add(() => disposed(element.querySelector('.remove')?.getAttribute('data-product_id')));
    });
    await boot(['row'], [row.def]);
    expect(row.start).toHaveBeenCalledTimes(2);

    const { fragments } = fragmentsOf(responses.removeSuccess);
    const miniCart = document.querySelector('div.widget_shopping_cart_content')!;
    replaceWithServerHtml(miniCart, trustServerHtml(fragments['div.widget_shopping_cart_content']!));

    // Synchronously: nothing of the old rows is still listening when the call returns.
    expect(disposed.mock.calls.map(([id]) => id).sort()).toEqual(['11', '22']);
    expect(tracker.live().filter((r) => !(r.target as Node).isConnected)).toEqual([]);
    await settle();
    expect(row.start).toHaveBeenCalledTimes(3);
    expect(row.start.mock.calls[2]?.[0].querySelector('.remove')?.getAttribute('data-product_id')).toBe('22');
    tracker.stop();
  });

  it('does not run scripts contained in the server HTML', () => {
    render('<div class="target"></div>');
    replaceWithServerHtml(document.querySelector('.target')!, trustServerHtml('<div><script>window.__ran = true</script></div>'));

    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});

describe('Trusted Types', () => {
  it('writes server HTML through a policy named "storefront" where the page has Trusted Types', async () => {
    const created: string[] = [];
    const createPolicy = vi.fn((_name: string, rules: { createHTML(input: string): string }) => ({
      createHTML: (input: string) => {
        created.push(input);
        // A TrustedHTML stringifies to its markup.
        return { toString: () => rules.createHTML(input) };
      },
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    vi.resetModules();
    const fresh = await import('./html');
    render('<span class="count">1</span>');

    fresh.replaceWithServerHtml(document.querySelector('.count')!, fresh.trustServerHtml('<span class="count">2</span>'));

    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe('storefront');
    expect(created).toEqual(['<span class="count">2</span>']);
    expect(document.querySelector('.count')?.textContent).toBe('2');
  });
});

describe('setLibraryIconMarkup (PhotoSwipe\'s control icons)', () => {
  // PhotoSwipe 5's close icon, as it writes it.
  const CLOSE =
    '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><use class="pswp__icn-shadow" xlink:href="#pswp__icn-close"/><path d="M24 10l-2-2-6 6-6-6-2 2 6 6-6 6 2 2 6-6 6 6 2-2-6-6z" id="pswp__icn-close"/></svg>';

  it('writes an SVG icon, and empties the control for an empty string', () => {
    render('<button class="pswp__button"><i>old</i></button>');
    const button = document.querySelector('button')!;
    setLibraryIconMarkup(button, CLOSE);
    expect(button.querySelector('svg.pswp__icn use.pswp__icn-shadow')?.getAttribute('xlink:href')).toBe('#pswp__icn-close');
    expect(button.querySelector('path#pswp__icn-close')).not.toBeNull();
    setLibraryIconMarkup(button, '');
    expect(button.childNodes).toHaveLength(0);
    expect(page.errors).toEqual([]);
  });

  it.each([
    ['an HTML element', '<img src="x" alt="">', '<img> is not an SVG shape'],
    ['an event handler', '<svg onload="alert(1)"><path d="M0 0"/></svg>', 'onload on <svg>'],
    ['a link out of the document', '<svg><use href="https://evil.example/sprite.svg#i"/></svg>', 'href="https://evil.example/sprite.svg#i" leaves the document'],
    ['foreign content inside the SVG', '<svg><foreignObject><div>x</div></foreignObject></svg>', '<foreignObject> is not an SVG shape'],
    ['a script inside the SVG', '<svg><script>alert(1)</script></svg>', '<script> is not an SVG shape'],
  ])('refuses %s: the control stays empty and it is reported', (_case, markup, reason) => {
    render('<button class="pswp__button"><i>old</i></button>');
    const button = document.querySelector('button')!;
    setLibraryIconMarkup(button, markup);
    expect(button.childNodes).toHaveLength(0);
    expect(warningsFor(page, 'product-gallery')).toEqual([`[storefront] product-gallery: a lightbox control's icon markup was refused (${reason})`]);
    expect(page.errors.map((e) => e.widget)).toEqual(['product-gallery']);
  });
});

describe('emptyElement', () => {
  it('calls beforeRemove for each child, then empties the element', () => {
    render(markup.miniCart);
    const miniCart = document.querySelector('div.widget_shopping_cart_content')!;
    const children = [...miniCart.childNodes];
    const removed: Node[] = [];
    setTreeHooks({ beforeRemove: (node) => removed.push(node), afterInsert: () => {} });

    emptyElement(miniCart);

    expect(removed).toEqual(children);
    expect(miniCart.childNodes).toHaveLength(0);
    expect(miniCart.isConnected).toBe(true);
  });
});

describe('setServerHtml', () => {
  it('replaces the element’s children, not the element, telling the scanner what left and what came', () => {
    render('<div class="single_variation"><p class="old">antes</p></div>');
    const target = document.querySelector('.single_variation')!;
    const calls: string[] = [];
    setTreeHooks({
      beforeRemove: (node) => calls.push(`remove:${(node as Element).className}:${node.isConnected}`),
      afterInsert: (node) => calls.push(`insert:${node.nodeName}:${node.isConnected}`),
    });

    const nodes = setServerHtml(target, trustServerHtml('<div class="woocommerce-variation-price"><span class="price">19,90 €</span></div>'));

    expect(target.isConnected).toBe(true);
    expect(nodes).toHaveLength(1);
    expect(target.innerHTML).toBe('<div class="woocommerce-variation-price"><span class="price">19,90 €</span></div>');
    expect(calls).toEqual(['remove:old:true', 'insert:DIV:true']);
  });
});

describe('setThirdPartyScript', () => {
  it('points a script at a listed third-party script, exactly as listed', () => {
    const script = document.createElement('script');
    setThirdPartyScript(script, YOUTUBE_IFRAME_API_URL);
    expect(script.getAttribute('src')).toBe('https://www.youtube.com/iframe_api');
  });

  it('points a script at reCAPTCHA’s API with explicit rendering, and at no other address of it', () => {
    const script = document.createElement('script');
    setThirdPartyScript(script, RECAPTCHA_API_URL);
    expect(script.getAttribute('src')).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    for (const url of ['https://www.google.com/recaptcha/api.js', 'https://www.google.com/recaptcha/api.js?render=explicit&onload=x', 'https://www.google.com/recaptcha/api.js?render=6Lc', 'https://www.google.com/recaptcha/enterprise.js?render=explicit', 'http://www.google.com/recaptcha/api.js?render=explicit']) {
      expect(() => setThirdPartyScript(document.createElement('script'), url)).toThrow(TypeError);
    }
  });

  it.each([
    'https://www.youtube.com/iframe_api?x=1',
    'https://evil.example/iframe_api',
    'http://www.youtube.com/iframe_api',
    'javascript:alert(1)',
  ])('refuses any other address: %s', (url) => {
    const script = document.createElement('script');
    expect(() => setThirdPartyScript(script, url)).toThrow(TypeError);
    expect(script.hasAttribute('src')).toBe(false);
  });

  it.each(['https://connect.facebook.net/es_ES/sdk.js', 'https://connect.facebook.net/en_US/sdk.js', 'https://connect.facebook.net/ast_ES/sdk.js'])(
    'points a script at Facebook’s SDK in one locale: %s',
    (url) => {
      const script = document.createElement('script');
      setThirdPartyScript(script, url);
      expect(script.getAttribute('src')).toBe(url);
    },
  );

  it.each([
    'https://connect.facebook.net/en_US/sdk/debug.js',
    'https://connect.facebook.net/en_US/fbevents.js',
    'https://connect.facebook.net/signals/config/123',
    'https://connect.facebook.net/en_US/sdk.js?x=1',
    'https://connect.facebook.net/en_US/sdk.js#xfbml=1',
    'https://connect.facebook.net/en_US/sdk.jsx',
    'https://connect.facebook.net/en/US/sdk.js',
    'https://connect.facebook.net/es_ES/evil/sdk.js',
    'https://connect.facebook.net/en_US/../evil/sdk.js',
    'https://connect.facebook.net/EN_us/sdk.js',
    'https://connect.facebook.net/es_ES/sdk.js\n',
    'https://connect.facebook.net.evil.example/en_US/sdk.js',
    'https://evil.example/en_US/sdk.js',
    'https://evil.example/?https://connect.facebook.net/en_US/sdk.js',
    'http://connect.facebook.net/en_US/sdk.js',
    '//connect.facebook.net/en_US/sdk.js',
  ])('refuses any other Facebook-like address: %s', (url) => {
    const script = document.createElement('script');
    expect(() => setThirdPartyScript(script, url)).toThrow(TypeError);
    expect(script.hasAttribute('src')).toBe(false);
  });
});
