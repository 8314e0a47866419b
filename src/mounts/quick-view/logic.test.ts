import { describe, expect, it } from 'vitest';
import { cartOutcome, cartRequest, readContentAnswer, wrapperMaxHeight } from './logic';

describe('quick view: the modal’s height', () => {
  it.each([
    [900, 750],
    [768, 618],
    [150, 0],
    [100, 0],
  ])('a window %i px tall gives the wrapper at most %i px', (windowHeight, max) => {
    expect(wrapperMaxHeight(windowHeight)).toBe(max);
  });
});

describe('quick view: the product’s answer', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['-1', 'empty'],
    ['0', 'empty'],
    ["<div class='woolentorquickview-content-template simple'>…</div>", 'content'],
  ])('%j is %s', (body, kind) => {
    expect(readContentAnswer(body).kind).toBe(kind);
  });
});

describe('quick view: the add-to-cart request (§3, §7)', () => {
  const variableForm = {
    form: [
      ['attribute_pa_color', 'azul'],
      ['attribute_pa_talla', ''],
      ['quantity', '2'],
      ['add-to-cart', '13'],
      ['product_id', '13'],
      ['variation_id', '0'],
    ] as const,
    buttonValue: '',
    attributes: [
      { name: 'attribute_pa_color', value: 'azul' },
      { name: 'attribute_pa_talla', value: '' },
    ],
    nonce: 'abc123',
  };

  it('appends the plugin’s fields to the serialised form, with the chosen attributes as JSON', () => {
    const { body, data } = cartRequest({ ...variableForm, form: variableForm.form.map(([k, v]) => [k, k === 'attribute_pa_talla' ? 'm' : v] as const), attributes: [{ name: 'attribute_pa_color', value: 'azul' }, { name: 'attribute_pa_talla', value: 'm' }] });
    expect(data).toEqual({
      product_id: '13',
      product_sku: '',
      quantity: '2',
      variation_id: '0',
      variations: '{"attribute_pa_color":"azul","attribute_pa_talla":"m"}',
      action: 'woolentor_quickview_insert_to_cart',
      nonce: 'abc123',
    });
    expect(body.slice(0, 6).map(([k]) => k)).toEqual(['attribute_pa_color', 'attribute_pa_talla', 'quantity', 'add-to-cart', 'product_id', 'variation_id']);
    expect(body.slice(6)).toEqual(Object.entries(data));
  });

  it('leaves an empty attribute out of variations and names it, and still builds the request', () => {
    const { data, missing } = cartRequest(variableForm);
    expect(missing).toEqual(['attribute_pa_talla']);
    expect(JSON.parse(data.variations!)).toEqual({ attribute_pa_color: 'azul' });
  });

  it('a simple product: the id from the button, quantity 1 when the form has none', () => {
    const { data } = cartRequest({ form: [], buttonValue: '11', attributes: [], nonce: 'n' });
    expect(data).toMatchObject({ product_id: '11', quantity: '1', variation_id: '0', variations: '{}' });
  });
});

describe('quick view: the add-to-cart answer', () => {
  const sameSite = (url: unknown) => (typeof url === 'string' && url.startsWith('/') ? `https://tienda.example${url}` : null);

  it('fragments and hash: added', () => {
    expect(cartOutcome({ fragments: { 'div.x': '<div class="x"></div>' }, cart_hash: 'h1' }, sameSite)).toEqual({
      kind: 'added',
      fragments: { 'div.x': '<div class="x"></div>' },
      cartHash: 'h1',
    });
  });

  it('PHP’s empty fragments array is no fragments', () => {
    expect(cartOutcome({ fragments: [], cart_hash: '' }, sameSite)).toEqual({ kind: 'added', fragments: undefined, cartHash: '' });
  });

  it('a refusal sends the shopper to the product (the plugin’s `error & product_url` never did)', () => {
    expect(cartOutcome({ error: true, product_url: '/producto/taza/' }, sameSite)).toEqual({ kind: 'go-to-product', url: 'https://tienda.example/producto/taza/' });
  });

  it('a refusal with no usable product page, or a malformed answer, is a failure', () => {
    expect(cartOutcome({ error: true, product_url: 'https://elsewhere.example/' }, sameSite).kind).toBe('failed');
    expect(cartOutcome({ error: true, product_url: false }, sameSite).kind).toBe('failed');
    expect(cartOutcome(null, sameSite).kind).toBe('failed');
    expect(cartOutcome('0', sameSite).kind).toBe('failed');
    expect(cartOutcome({ fragments: { a: 1 } }, sameSite).kind).toBe('failed');
  });
});
