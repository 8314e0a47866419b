import { describe, expect, it } from 'vitest';
import { addOutcome, addPayload } from './logic';

const settings = { redirectAfterAdd: false, cartUrl: 'http://shop.test/carrito/', productUrl: null };

describe('addOutcome', () => {
  it('goes to the product page when the shop answers error with a product_url', () => {
    expect(addOutcome({ error: true, product_url: 'x' }, { ...settings, productUrl: 'http://shop.test/producto/gorro/' })).toEqual({
      kind: 'go-to-product',
      url: 'http://shop.test/producto/gorro/',
    });
  });
  it('fails (instead of navigating nowhere) when the error has no usable product_url', () => {
    expect(addOutcome({ error: true }, settings).kind).toBe('failed');
  });
  it('goes to the cart when cart_redirect_after_add is yes', () => {
    expect(addOutcome({ fragments: {}, cart_hash: 'h' }, { ...settings, redirectAfterAdd: true })).toEqual({
      kind: 'go-to-cart',
      url: 'http://shop.test/carrito/',
    });
  });
  it('reports added with fragments and hash otherwise', () => {
    const fragments = { 'div.widget_shopping_cart_content': '<div></div>' };
    expect(addOutcome({ fragments, cart_hash: 'abc' }, settings)).toEqual({ kind: 'added', fragments, cartHash: 'abc' });
  });
  it('treats a null cart_hash as no hash', () => {
    expect(addOutcome({ fragments: {}, cart_hash: null }, settings)).toMatchObject({ cartHash: undefined });
  });
});

describe('addPayload', () => {
  it('posts every data attribute as the native dataset spells it', () => {
    expect(addPayload({ product_id: '15', quantity: '2', product_sku: 'gorro-lana' }, undefined)).toEqual({
      product_id: '15',
      quantity: '2',
      product_sku: 'gorro-lana',
    });
  });
  it('starts from jQuery data and lets the attributes win, as WooCommerce does', () => {
    expect(addPayload({ product_id: '15' }, { product_id: 15, extra: 7 })).toEqual({ product_id: '15', extra: 7 });
  });
  it('leaves objects stored with jQuery .data() out of the form body', () => {
    expect(addPayload({}, { widget: { a: 1 }, flag: true })).toEqual({ flag: true });
  });
});
