import { describe, expect, it } from 'vitest';
import { hoverAnimationClass, parsePageId, parseShopConfig, refererUrl, rowHeights, stickyTop } from './shop-widgets';

describe('the Pro config’s shop fields', () => {
  const menuCart = { cart_page_url: 'https://tienda.example/carrito/', checkout_page_url: 'https://tienda.example/finalizar-compra/', fragments_nonce: '5d2b9e1f03' };

  it('reads the fields the shop widgets use', () => {
    expect(parseShopConfig({ ajaxurl: '/wp-admin/admin-ajax.php', woocommerce: { menu_cart: menuCart, productAddedToCart: true } })).toEqual({
      ok: true,
      value: {
        ajaxUrl: '/wp-admin/admin-ajax.php',
        menuCart: { cartPageUrl: menuCart.cart_page_url, checkoutPageUrl: menuCart.checkout_page_url, fragmentsNonce: '5d2b9e1f03' },
        productAddedToCart: true,
      },
    });
  });

  it.each([
    ['no config at all', undefined, { ajaxUrl: null, menuCart: null, productAddedToCart: false }],
    ['no woocommerce key (the shop is off)', { ajaxurl: '/a' }, { ajaxUrl: '/a', menuCart: null, productAddedToCart: false }],
    ['productAddedToCart only when true', { woocommerce: { productAddedToCart: 'yes' } }, { ajaxUrl: null, menuCart: null, productAddedToCart: false }],
  ])('%s', (_label, raw, value) => {
    expect(parseShopConfig(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['not an object', 'x', 'ElementorProFrontendConfig is not an object'],
    ['an ajaxurl that is not text', { ajaxurl: 3 }, 'ElementorProFrontendConfig.ajaxurl'],
    ['a woocommerce that is not an object', { woocommerce: [] }, 'ElementorProFrontendConfig.woocommerce is not'],
    ['a menu_cart without its nonce', { woocommerce: { menu_cart: { ...menuCart, fragments_nonce: undefined } } }, 'menu_cart needs'],
    ['a menu_cart with an empty cart URL', { woocommerce: { menu_cart: { ...menuCart, cart_page_url: '' } } }, 'menu_cart needs'],
  ])('%s is a problem that names the field', (_label, raw, reason) => {
    const parsed = parseShopConfig(raw);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });
});

describe('the page’s id', () => {
  it.each([
    [{ post: { id: 7 } }, '7'],
    [{ post: { id: '42' } }, '42'],
    [{ post: { id: 0 } }, null],
    [{ post: { id: '7; drop' } }, null],
    [{ post: {} }, null],
    [{}, null],
    [undefined, null],
  ])('%j → %s', (raw, expected) => {
    expect(parsePageId(raw)).toBe(expected);
  });
});

describe('the `_wp_http_referer` rewrite', () => {
  it.each([
    ['https://tienda.example/carrito/', 'https://tienda.example/carrito/?elementorPageId=7&elementorWidgetId=3b6f0e2'],
    ['https://tienda.example/carrito/?utm_source=news#totales', 'https://tienda.example/carrito/?utm_source=news&elementorPageId=7&elementorWidgetId=3b6f0e2'],
    ['https://tienda.example/carrito/?elementorPageId=9&elementorWidgetId=old', 'https://tienda.example/carrito/?elementorPageId=7&elementorWidgetId=3b6f0e2'],
  ])('%s → %s', (current, expected) => {
    expect(refererUrl(current, '7', '3b6f0e2')).toBe(expected);
  });
});

describe('hover animations', () => {
  it.each([
    ['grow', 'elementor-animation-grow'],
    ['float-shadow', 'elementor-animation-float-shadow'],
    ['', null],
    [undefined, null],
    ['grow x', null],
    ['"><b', null],
  ])('%j → %s', (name, expected) => {
    expect(hoverAnimationClass(name)).toBe(expected);
  });
});

describe('the sticky column’s top', () => {
  it.each([
    [20, null, 20],
    [20, { fixed: true, height: 32 }, 52],
    [20, { fixed: false, height: 32 }, 20],
    [0, { fixed: true, height: 46 }, 46],
  ])('offset %i, admin bar %j → %i', (offset, bar, expected) => {
    expect(stickyTop(offset, bar)).toBe(expected);
  });
});

describe('equal heights', () => {
  it('boxes side by side take the tallest height of their row', () => {
    expect(rowHeights([{ top: 100, height: 180 }, { top: 100, height: 240 }])).toEqual([240, 240]);
  });
  it('stacked boxes (one column on a phone) are left alone', () => {
    expect(rowHeights([{ top: 100, height: 180 }, { top: 300, height: 240 }])).toEqual([null, null]);
  });
  it('rows are taken one by one', () => {
    expect(rowHeights([{ top: 0, height: 50 }, { top: 0.4, height: 80 }, { top: 200, height: 30 }, { top: 200, height: 20 }])).toEqual([80, 80, 30, 30]);
  });
  it('boxes with no height (hidden) are left alone', () => {
    expect(rowHeights([{ top: 0, height: 0 }, { top: 0, height: 0 }])).toEqual([null, null]);
  });
});
