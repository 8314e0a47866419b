import { describe, expect, it } from 'vitest';
import { DROPDOWN_BOTTOM_SPACE, isCartOrCheckoutPage, PRODUCTS_MIN_HEIGHT, productsMaxHeight, templateIds, toggleClick, toggleUpdate } from './logic';

const urls = { cartPageUrl: 'https://tienda.example/carrito/', checkoutPageUrl: 'https://tienda.example/finalizar-compra/' };

describe('the cart or checkout page, where the toggle is a link to the cart', () => {
  it.each([
    ['https://tienda.example/carrito/', true],
    ['https://tienda.example/finalizar-compra/', true],
    ['https://tienda.example/carrito/?utm_source=news', true],
    ['https://tienda.example/carrito/#contenido', true],
    ['https://tienda.example/tienda/', false],
    ['https://tienda.example/carrito', false],
    ['https://otra.example/carrito/', false],
  ])('%s → %s', (href, expected) => {
    expect(isCartOrCheckoutPage(href, urls)).toBe(expected);
  });

  it('compares the query too when the cart URL has one (plain permalinks), as the plugin does', () => {
    const plain = { cartPageUrl: 'https://tienda.example/?page_id=7', checkoutPageUrl: 'https://tienda.example/?page_id=8' };
    expect(isCartOrCheckoutPage('https://tienda.example/?page_id=7', plain)).toBe(true);
    expect(isCartOrCheckoutPage('https://tienda.example/?page_id=8', plain)).toBe(true);
    expect(isCartOrCheckoutPage('https://tienda.example/?page_id=9', plain)).toBe(false);
  });
});

describe('a click on the toggle', () => {
  it.each([
    [null, 'open'],
    ['click', 'close'],
    ['auto', 'close'],
    ['hover', 'pin'],
  ] as const)('opened by %s → %s', (openedBy, expected) => {
    expect(toggleClick(openedBy)).toBe(expected);
  });
});

describe('the toggle against the cart', () => {
  it.each([
    ['2', 2, true, 'in-step'],
    ['2', 2, false, 'in-step'],
    ['0', 0, false, 'in-step'],
    ['1', 3, true, 'from-mini-cart'],
    ['1', 3, false, 'ask-server'],
    ['3', 0, false, 'ask-server'],
    ['3', 0, true, 'ask-server'],
    [undefined, 1, true, 'from-mini-cart'],
  ] as const)('counter %s, cart %i, subtotal row %s → %s', (counter, count, hasSubtotal, expected) => {
    expect(toggleUpdate(counter, count, hasSubtotal)).toBe(expected);
  });
});

describe('the mini cart dropdown’s product list height', () => {
  const metrics = { viewportHeight: 800, toggleTop: 20, toggleHeight: 40, mainMarginTop: 10, mainScrollHeight: 600, productsHeight: 450 };
  it('is what fits under the toggle once the rest of the dropdown and the bottom room are counted', () => {
    expect(productsMaxHeight(metrics)).toBe(800 - 20 - 40 - 10 - 150 - DROPDOWN_BOTTOM_SPACE);
  });
  it('never goes under its least height, on a short window', () => {
    expect(productsMaxHeight({ ...metrics, viewportHeight: 300 })).toBe(PRODUCTS_MIN_HEIGHT);
  });
});

describe('the documents the fragments call names', () => {
  it.each([
    [['120', '7', '120'], ['120', '7']],
    [[undefined, '', '7'], ['7']],
    [['7', 'abc'], ['7']],
  ])('%j → %j', (ids, expected) => {
    expect(templateIds(ids)).toEqual(expected);
  });
});
