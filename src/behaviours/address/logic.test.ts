import { describe, expect, it } from 'vitest';
import { carriedPlaceholder, deepExtend, fieldRule, fillPriorities, keptState, localeFor, priorityOf, sortedOrder, stateControlFor, type Locale } from './logic';

const countries = {
  ES: { C: 'A Coruña', M: 'Madrid', B: 'Barcelona' },
  FR: [],
  GB: {},
  XL: ['Uno', 'Dos'],
};

describe('stateControlFor (checkout.md §3.16)', () => {
  it.each([
    ['a map of states: a select, in the map’s order', 'ES', { kind: 'select', options: [['C', 'A Coruña'], ['M', 'Madrid'], ['B', 'Barcelona']] }],
    ['an empty list: no states, hidden', 'FR', { kind: 'hidden' }],
    ['an empty map: no states, hidden', 'GB', { kind: 'hidden' }],
    ['a list of names: a select keyed by position', 'XL', { kind: 'select', options: [['0', 'Uno'], ['1', 'Dos']] }],
    ['missing from the map: free text', 'DE', { kind: 'text' }],
    ['no country chosen: free text', '', { kind: 'text' }],
    ['an inherited name is not a country', 'constructor', { kind: 'text' }],
  ])('%s', (_name, country, expected) => {
    expect(stateControlFor(countries, country)).toEqual(expected);
  });
});

describe('carriedPlaceholder', () => {
  const text = 'Elige una opción…';
  it.each<[string, string | null, string | null, 'select' | 'hidden' | 'text', string]>([
    ['the placeholder attribute first', 'Provincia', 'Otra', 'text', 'Provincia'],
    ['then data-placeholder', null, 'Región', 'text', 'Región'],
    ['an empty placeholder falls through to data-placeholder', '', 'Región', 'hidden', 'Región'],
    ['"Select an option…" counts as none for a text field', null, text, 'text', ''],
    ['a select with none gets "Select an option…"', null, null, 'select', text],
    ['a select keeps a real one', 'Provincia', null, 'select', 'Provincia'],
  ])('%s', (_name, placeholder, data, kind, expected) => {
    expect(carriedPlaceholder(placeholder, data, text, kind)).toBe(expected);
  });
});

describe('keptState', () => {
  const options = [['C', 'A Coruña'], ['M', 'Madrid']] as const;
  it.each([
    ['a state the country still has stays', 'M', 'M'],
    ['one it lacks becomes the empty choice', 'TX', ''],
    ['none stays none', '', ''],
    ['null (a select with nothing chosen) is none', null, ''],
  ])('%s', (_name, previous, expected) => {
    expect(keptState(options, previous)).toBe(expected);
  });
});

describe('deepExtend (jQuery’s $.extend(true, …))', () => {
  it.each([
    ['keys merge, later wins', [{ a: 1, b: 2 }, { b: 3 }], { a: 1, b: 3 }],
    ['undefined is skipped', [{ a: 1 }, { a: undefined }], { a: 1 }],
    ['false and null are values', [{ a: true, b: 1 }, { a: false, b: null }], { a: false, b: null }],
    ['lists merge index by index', [{ class: ['form-row-wide', 'address-field'] }, { class: ['form-row-first'] }], { class: ['form-row-first', 'address-field'] }],
    ['objects merge deeply', [{ x: { a: 1, b: 2 } }, { x: { b: 3 } }], { x: { a: 1, b: 3 } }],
    ['a list over a scalar replaces it', [{ a: 'x' }, { a: ['y'] }], { a: ['y'] }],
  ])('%s', (_name, sources, expected) => {
    expect(deepExtend({}, ...(sources as Array<Record<string, unknown>>))).toEqual(expected);
  });

  it('leaves its sources alone', () => {
    const base = { class: ['form-row-wide', 'address-field'], x: { a: 1 } };
    deepExtend({}, base, { class: ['form-row-first'], x: { a: 2 } });
    expect(base).toEqual({ class: ['form-row-wide', 'address-field'], x: { a: 1 } });
  });
});

/** WC_Countries::get_country_locale as it prints in Spanish, cut down. */
const locale: Locale = {
  default: {
    address_1: { label: 'Dirección de la calle', placeholder: 'Nombre de la calle y número de la casa', required: true, class: ['form-row-wide', 'address-field'], priority: 50 },
    city: { label: 'Localidad / Ciudad', required: true, class: ['form-row-wide', 'address-field'], priority: 70 },
    state: { label: 'Región / Provincia', required: true, class: ['form-row-wide', 'address-field'], priority: 80 },
    postcode: { label: 'Código postal', required: true, class: ['form-row-wide', 'address-field'], priority: 90 },
  },
  ES: { postcode: { priority: 65 }, state: { label: 'Provincia' } },
  FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  GB: { postcode: { label: 'Código postal' }, state: { label: 'Condado', required: false } },
  AE: { postcode: { required: false, hidden: true } },
  PHP: { city: { required: '1', hidden: '', priority: '75' }, postcode: { required: '', class: { 0: 'form-row-first' } } },
};

describe('fieldRule (checkout.md §3.17)', () => {
  it.each<[string, string, string, Record<string, unknown>]>([
    ['a country’s field merges over default', 'ES', 'state', { label: 'Provincia', required: true, hidden: false, priority: 80, classes: ['form-row-wide', 'address-field'] }],
    ['its own priority wins', 'ES', 'postcode', { label: 'Código postal', required: true, priority: 65 }],
    ['required false and hidden true', 'FR', 'state', { required: false, hidden: true }],
    ['a field the country does not name is default', 'FR', 'city', { label: 'Localidad / Ciudad', required: true, hidden: false, priority: 70 }],
    ['a country not in the locale is default', 'DE', 'state', { label: 'Región / Provincia', required: true }],
    ['PHP flags: "1" is required, "" is not hidden, "75" a priority', 'PHP', 'city', { required: true, hidden: false, priority: 75 }],
    ['"" is not required; a class map over the default’s list replaces it (as $.extend does) and, not being a list, changes no class', 'PHP', 'postcode', { required: false, classes: undefined }],
    ['a key nobody describes: no label, not required (WooCommerce makes it optional)', 'ES', 'company', { label: undefined, placeholder: undefined, required: false, hidden: false, priority: undefined, classes: undefined }],
  ])('%s', (_name, country, key, expected) => {
    expect(fieldRule(locale, country, key)).toMatchObject(expected);
  });

  it('localeFor: the country’s own, else default', () => {
    expect(localeFor(locale, 'ES')).toBe(locale.ES);
    expect(localeFor(locale, 'DE')).toBe(locale.default);
    expect(localeFor({}, 'DE')).toEqual({});
  });
});

describe('priorities and order', () => {
  it.each([
    ['40', 40],
    [40, 40],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
    ['0', undefined],
    ['abc', undefined],
    ['12.5', 12.5],
  ])('priorityOf(%j) = %j', (value, expected) => {
    expect(priorityOf(value)).toBe(expected);
  });

  it.each([
    ['no priority → previous + 1', [10, undefined, 30], [10, 11, 30]],
    ['runs of missing ones count on', [undefined, undefined, 5, undefined], [1, 2, 5, 6]],
    ['all present', [50, 40], [50, 40]],
  ])('fillPriorities: %s', (_name, given, expected) => {
    expect(fillPriorities(given)).toEqual(expected);
  });

  it.each([
    ['ascending', [30, 10, 20], [1, 2, 0]],
    ['equal priorities keep their order', [10, 20, 10, 20], [0, 2, 1, 3]],
    ['compared as parseInt: 65.9 sorts with 65', [65.9, 65, 60], [2, 0, 1]],
    ['a checkout after a postcode moved to 65', [10, 20, 30, 40, 50, 60, 70, 80, 65, 100, 110], [0, 1, 2, 3, 4, 5, 8, 6, 7, 9, 10]],
  ])('sortedOrder: %s', (_name, priorities, expected) => {
    expect(sortedOrder(priorities)).toEqual(expected);
  });
});
