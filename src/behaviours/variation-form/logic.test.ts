import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  asChosenAttributes,
  BUTTON_CLASSES,
  chosenAttributes,
  clickVerdict,
  findVariation,
  formPairs,
  isComplete,
  isMatch,
  isPurchasable,
  lookupBody,
  matchingVariations,
  planOptions,
  quantityPlan,
  resetVisible,
  WRAPPER_CLASSES,
  type ButtonState,
  type SelectModel,
} from './logic';
import { parseLookupAnswer, parseVariations, type Variation } from './parse';

/** The demo's embedded data, as the browser hands it over (attribute entities decoded). */
function fixtureVariations(name: string): Variation[] {
  const markup = readFileSync(new URL(`../../../fixtures/markup/${name}.html`, import.meta.url), 'utf8');
  const raw = /data-product_variations="([^"]*)"/.exec(markup)![1]!;
  const parsed = parseVariations(raw.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
  if (!parsed.ok || !parsed.value) throw new Error('fixture has no embedded variations');
  return parsed.value;
}

const gorra = fixtureVariations('variation-form-any');
const camiseta = fixtureVariations('variation-form');
const cojin = fixtureVariations('variation-form-stock');

const variation = (attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation => ({
  attributes,
  variation_id: 1,
  variation_is_active: true,
  variation_is_visible: true,
  is_purchasable: true,
  is_in_stock: true,
  ...extra,
});

describe('chosen attributes', () => {
  it('counts the selects and the non-empty choices', () => {
    const chosen = chosenAttributes([
      { name: 'attribute_pa_color', value: 'negro' },
      { name: 'attribute_talla', value: '' },
    ]);
    expect(chosen).toEqual({ count: 2, chosenCount: 1, data: { attribute_pa_color: 'negro', attribute_talla: '' } });
    expect(isComplete(chosen)).toBe(false);
  });
  it.each([
    [[{ name: 'a', value: 'x' }], true],
    [[{ name: 'a', value: 'x' }, { name: 'b', value: 'y' }], true],
    [[], false],
  ])('is complete only when every one of at least one select is chosen (%j)', (fields, complete) => {
    expect(isComplete(chosenAttributes(fields))).toBe(complete);
  });
});

describe('check_variations’ chosenAttributes argument', () => {
  it('keeps the counts a third party gives, as WooCommerce trusts them', () => {
    const given = { count: 2, chosenCount: 2, data: { attribute_pa_color: 'negro', attribute_talla: 'M' } };
    expect(asChosenAttributes(given)).toEqual(given);
    expect(asChosenAttributes({ count: 3, chosenCount: 1, data: { attribute_pa_color: 'negro' } })).toEqual({
      count: 3,
      chosenCount: 1,
      data: { attribute_pa_color: 'negro' },
    });
  });
  it('counts from data when the counts are missing, and reads null or numbers as text', () => {
    expect(asChosenAttributes({ data: { attribute_pa_color: 'negro', attribute_talla: null, attribute_n: 2 } })).toEqual({
      count: 3,
      chosenCount: 2,
      data: { attribute_pa_color: 'negro', attribute_talla: '', attribute_n: '2' },
    });
  });
  it.each([[undefined], [null], ['negro'], [{}], [{ count: 1, chosenCount: 1 }], [{ data: ['negro'] }], [{ data: 'negro' }]])(
    'is no argument without a data object (%j): the selects are read instead',
    (value) => {
      expect(asChosenAttributes(value)).toBeUndefined();
    },
  );
});

describe('isMatch', () => {
  it.each([
    ['same values', { a: 'x', b: 'y' }, { a: 'x', b: 'y' }, true],
    ['one value differs', { a: 'x', b: 'y' }, { a: 'x', b: 'z' }, false],
    ['"any" on the variation matches every choice', { a: 'x', b: '' }, { a: 'x', b: 'z' }, true],
    ['an unchosen attribute matches anything', { a: 'x', b: 'y' }, { a: 'x', b: '' }, true],
    ['a chosen key the variation lacks is ignored', { a: 'x' }, { a: 'x', extra: 'q' }, true],
    ['a variation key not chosen at all is ignored', { a: 'x', b: 'y' }, { a: 'x' }, true],
    ['entity-encoded variation values match the decoded option', { a: 'S &amp; M' }, { a: 'S & M' }, true],
    ['values compare exactly (case)', { a: 'Negro' }, { a: 'negro' }, false],
  ])('%s', (_label, attributes, chosen, expected) => {
    expect(isMatch(attributes, chosen)).toBe(expected);
  });
});

describe('finding the variation (first match in menu order)', () => {
  it.each([
    ['negro + L/XL → the specific variation listed first', { attribute_pa_color: 'negro', attribute_talla: 'L/XL' }, 501],
    ['negro + S/M → the "any size" negro variation', { attribute_pa_color: 'negro', attribute_talla: 'S/M' }, 502],
    ['arena + L/XL → arena in any size', { attribute_pa_color: 'arena', attribute_talla: 'L/XL' }, 503],
    ['rojo-teja + S/M → the out-of-stock any-size variation', { attribute_pa_color: 'rojo-teja', attribute_talla: 'S/M' }, 505],
  ])('gorra (product 15): %s', (_label, chosen, id) => {
    expect(findVariation(gorra, chosen)?.variation_id).toBe(id);
  });
  it('finds nothing for a combination no variation covers', () => {
    expect(findVariation(camiseta, { attribute_pa_color: 'violeta', attribute_talla: 'M' })).toBeUndefined();
  });
  it('lists every variation a partial choice allows', () => {
    const ids = matchingVariations(camiseta, { attribute_pa_color: 'blanco', attribute_talla: '' }).map((v) => v.variation_id);
    expect(ids).toEqual([301, 302, 303, 304]);
  });
});

const colorSelect = (value = '', showOptionNone = 'yes'): SelectModel => ({
  name: 'attribute_pa_color',
  value,
  values: ['negro', 'arena', 'azul-marino', 'rojo-teja'],
  showOptionNone,
});
const sizeSelect = (value = ''): SelectModel => ({ name: 'attribute_talla', value, values: ['S/M', 'L/XL'], showOptionNone: 'yes' });

describe('option filtering (update_variation_values)', () => {
  it('with "any" variations, every size is offered for any colour', () => {
    const plan = planOptions(sizeSelect(), { attribute_pa_color: 'arena', attribute_talla: '' }, gorra);
    expect(plan.options).toEqual([
      { value: 'S/M', enabled: true },
      { value: 'L/XL', enabled: true },
    ]);
    expect(plan).toMatchObject({ keepPlaceholder: true, value: '', changed: false });
  });

  it('a size constrains the colours only through the other variations', () => {
    const plan = planOptions(colorSelect(), { attribute_pa_color: '', attribute_talla: 'L/XL' }, gorra);
    expect(plan.options.map((o) => o.value)).toEqual(['negro', 'arena', 'azul-marino', 'rojo-teja']);
  });

  it('offers only the values some variation has, keeping markup order', () => {
    const variations = [variation({ attribute_pa_color: 'arena', attribute_talla: 'S/M' }), variation({ attribute_pa_color: 'negro', attribute_talla: 'S/M' })];
    const plan = planOptions(colorSelect(), { attribute_pa_color: '', attribute_talla: 'S/M' }, variations);
    expect(plan.options.map((o) => o.value)).toEqual(['negro', 'arena']);
  });

  it('keeps an inactive variation’s value but disabled, and clears it when chosen', () => {
    const variations = [
      variation({ attribute_pa_color: 'negro' }, { variation_is_active: false }),
      variation({ attribute_pa_color: 'arena' }),
    ];
    const plan = planOptions(colorSelect('negro'), { attribute_pa_color: 'negro' }, variations);
    expect(plan.options).toEqual([
      { value: 'negro', enabled: false },
      { value: 'arena', enabled: true },
    ]);
    expect(plan).toMatchObject({ value: '', changed: true, keepPlaceholder: true });
  });

  it('an empty choice is never "changed" (no change event, no loop)', () => {
    const plan = planOptions(colorSelect(''), { attribute_pa_color: '' }, [variation({ attribute_pa_color: 'arena' })]);
    expect(plan).toMatchObject({ value: '', changed: false });
  });

  it.each([
    ['no', 'arena', false],
    ['yes', 'arena', true],
    ['no', '', true],
    [undefined, 'arena', true],
  ])('show_option_none=%s with value "%s" → placeholder kept: %s', (showOptionNone, value, kept) => {
    const plan = planOptions(colorSelect(value, showOptionNone as string), { attribute_pa_color: value }, [variation({ attribute_pa_color: 'arena' })]);
    expect(plan.keepPlaceholder).toBe(kept);
  });

  it('matches entity-encoded variation values to the decoded option values', () => {
    const select: SelectModel = { name: 'attribute_size', value: '', values: ['S & M', 'L'], showOptionNone: 'yes' };
    const plan = planOptions(select, { attribute_size: '' }, [variation({ attribute_size: 'S &amp; M' })]);
    expect(plan.options).toEqual([{ value: 'S & M', enabled: true }]);
  });

  it('a variation without this attribute attaches nothing to it', () => {
    const plan = planOptions(sizeSelect(), { attribute_talla: '' }, [variation({ attribute_pa_color: 'negro' })]);
    expect(plan.options).toEqual([]);
  });

  it('camiseta (product 13): the out-of-stock XL stays offered (only inactive variations are disabled)', () => {
    const select: SelectModel = { name: 'attribute_talla', value: 'XL', values: ['S', 'M', 'L', 'XL'], showOptionNone: 'yes' };
    const plan = planOptions(select, { attribute_pa_color: 'verde-salvia', attribute_talla: 'XL' }, camiseta);
    expect(plan.options.every((o) => o.enabled)).toBe(true);
    expect(plan).toMatchObject({ value: 'XL', changed: false });
  });
});

describe('flags and purchasability', () => {
  it.each([
    ['in stock, purchasable, visible', {}, true],
    ['out of stock', { is_in_stock: false }, false],
    ['not purchasable', { is_purchasable: false }, false],
    ['hidden', { variation_is_visible: false }, false],
    ['PHP strings', { is_in_stock: '1', is_purchasable: '1', variation_is_visible: '1' }, true],
  ])('%s → %s', (_label, extra, expected) => {
    expect(isPurchasable(variation({}, extra as Partial<Variation>))).toBe(expected);
  });

  it('cojín (product 30): crudo purchasable, azul niebla out of stock', () => {
    expect(cojin.map(isPurchasable)).toEqual([true, false, true]);
  });
});

describe('quantity', () => {
  it.each([
    ['within limits', '2', { min_qty: 1, max_qty: 6 }, { value: '2', min: '1', max: '6', hidden: false }],
    ['above max', '9', { min_qty: 1, max_qty: 6 }, { value: '6', min: '1', max: '6', hidden: false }],
    ['below min', '1', { min_qty: 2, max_qty: 6 }, { value: '2', min: '2', max: '6', hidden: false }],
    ['not a number → min_qty', 'abc', { min_qty: 1, max_qty: 6 }, { value: '1', min: '1', max: '6', hidden: false }],
    ['empty → min_qty', '', { min_qty: 1, max_qty: '' }, { value: '1', min: '1', max: '', hidden: false }],
    ['max "" means unlimited', '40', { min_qty: 1, max_qty: '' }, { value: '40', min: '1', max: '', hidden: false }],
    ['PHP string limits', '9', { min_qty: '1', max_qty: '4' }, { value: '4', min: '1', max: '4', hidden: false }],
    ['no limits given', '3', {}, { value: '3', min: null, max: null, hidden: false }],
    ['sold individually', '5', { is_sold_individually: 'yes', min_qty: 1, max_qty: 1 }, { value: '1', min: '1', max: '', hidden: true }],
  ])('%s', (_label, current, extra, expected) => {
    expect(quantityPlan(variation({}, extra as Partial<Variation>), current)).toEqual(expected);
  });
});

describe('add-to-cart button', () => {
  /** Applies a state's classes to a class set, as the adapter does. */
  const apply = (classes: Set<string>, state: ButtonState) => {
    for (const name of BUTTON_CLASSES[state].remove) classes.delete(name);
    for (const name of BUTTON_CLASSES[state].add) classes.add(name);
    return classes;
  };
  const verdict = (classes: Set<string>) => clickVerdict({ contains: (name) => classes.has(name) });

  it.each([
    [['selection-needed'], 'make-selection', ['button', 'disabled', 'wc-variation-selection-needed']],
    [['selection-needed', 'unavailable'], 'unavailable', ['button', 'disabled', 'wc-variation-is-unavailable']],
    [['unavailable', 'purchasable'], 'submit', ['button']],
    [['purchasable', 'selection-needed'], 'make-selection', ['button', 'disabled', 'wc-variation-selection-needed']],
    [['unavailable', 'selection-needed'], 'make-selection', ['button', 'disabled', 'wc-variation-selection-needed']],
  ] as const)('after %j a click means %s', (states, expected, classes) => {
    const set = new Set(['button']);
    for (const state of states) apply(set, state);
    expect(verdict(set)).toBe(expected);
    expect([...set].sort()).toEqual([...classes].sort());
  });

  it('a disabled class without a reason still blocks, silently', () => {
    expect(verdict(new Set(['disabled']))).toBe('blocked');
  });

  it.each([
    ['selection-needed', 'woocommerce-variation-add-to-cart-disabled'],
    ['unavailable', 'woocommerce-variation-add-to-cart-disabled'],
    ['purchasable', 'woocommerce-variation-add-to-cart-enabled'],
  ] as const)('the wrapper reads %s as %s', (state, added) => {
    expect(WRAPPER_CLASSES[state].add).toBe(added);
  });
});

describe('reset control', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
  ])('with %i chosen it is shown: %s', (count, shown) => {
    expect(resetVisible(count)).toBe(shown);
  });
});

describe('get_variation request and answer', () => {
  it('posts the chosen pairs, product_id and custom_data as jQuery.param would', () => {
    const chosen = chosenAttributes([
      { name: 'attribute_pa_color', value: 'negro' },
      { name: 'attribute_talla', value: 'M' },
    ]);
    expect([...lookupBody(chosen, 14, undefined)]).toEqual([
      ['attribute_pa_color', 'negro'],
      ['attribute_talla', 'M'],
      ['product_id', '14'],
      ['custom_data', ''],
    ]);
  });
  it.each([
    ['a string', 'abc', [['custom_data', 'abc']]],
    ['an object', { a: 1, b: { c: 'x' } }, [['custom_data[a]', '1'], ['custom_data[b][c]', 'x']]],
    ['an array', ['x', 'y'], [['custom_data[]', 'x'], ['custom_data[]', 'y']]],
    ['null', null, [['custom_data', '']]],
  ])('custom_data as %s', (_label, value, pairs) => {
    expect(formPairs('custom_data', value)).toEqual(pairs);
  });
  it.each([
    ['false', 'none'],
    ['', 'none'],
    ['  ', 'none'],
    ['null', 'none'],
    ['{"attributes":{"attribute_pa_color":"negro"},"variation_id":409}', 'found'],
    ['<!DOCTYPE html><html>error</html>', 'bad'],
    ['{"attributes":"negro","variation_id":null}', 'bad'],
    ['[1,2]', 'bad'],
    ['true', 'bad'],
  ])('answer %j is %s', (body, kind) => {
    expect(parseLookupAnswer(body).kind).toBe(kind);
  });
});

describe('reading data-product_variations', () => {
  it.each([
    ['not JSON', '[{"attributes":', /not JSON/],
    ['an object', '{"a":{}}', /malformed/],
    ['variations without attributes', '[{"variation_id":1}]', /malformed.*attributes/],
    ['missing', null, /missing/],
  ])('%s is refused with a reason', (_label, raw, reason) => {
    const parsed = parseVariations(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
  it('"false" means AJAX mode', () => {
    expect(parseVariations('false')).toEqual({ ok: true, value: null });
  });
  it('accepts PHP’s loose types and keeps unknown keys', () => {
    const parsed = parseVariations('[{"attributes":{"attribute_n":0},"variation_id":"7","max_qty":"","is_in_stock":"1","image":{"src":"a.jpg","srcset":false},"custom_key":{"x":1}}]');
    expect(parsed.ok && parsed.value?.[0]).toMatchObject({ attributes: { attribute_n: '0' }, variation_id: '7', custom_key: { x: 1 } });
  });
  it('an empty attributes array (PHP) reads as no attributes', () => {
    const parsed = parseVariations('[{"attributes":[],"variation_id":1}]');
    expect(parsed.ok && parsed.value?.[0]?.attributes).toEqual({});
  });
});
