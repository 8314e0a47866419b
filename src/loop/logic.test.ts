import { describe, expect, it } from 'vitest';
import {
  consolidate,
  filterOperator,
  filtersFromSearch,
  removeTerms,
  replaceFilter,
  setFilter,
  splitTerms,
  urlAfterFilter,
  type LoopFilters,
  type WidgetFilter,
} from './logic';

const tax = (selectedTaxonomy: string, terms: string[], logicalJoin?: 'AND' | 'OR'): WidgetFilter => ({
  filterType: 'taxonomy',
  filterData: { selectedTaxonomy, terms, ...(logicalJoin ? { logicalJoin } : {}) },
});

describe('filterOperator (getFilterOperator, spec §5)', () => {
  it.each([
    [true, 'AND', 'AND'],
    [true, 'OR', 'OR'],
    [true, 'and', 'DISABLED'],
    [true, 'XOR', 'DISABLED'],
    [true, undefined, 'DISABLED'],
    [true, '', 'DISABLED'],
    [false, 'AND', 'DISABLED'],
    [false, 'OR', 'DISABLED'],
  ] as const)('multiple %s, combination %j → %s', (multiple, combination, expected) => {
    expect(filterOperator(multiple, combination)).toBe(expected);
  });
});

describe('consolidate: by type and taxonomy', () => {
  it.each([
    ['no filters', {}, {}],
    ['one filter', { f1: tax('product_cat', ['ropa']) }, { taxonomy: { product_cat: { terms: ['ropa'] } } }],
    ['a filter with no terms is left out', { f1: tax('product_cat', []) }, {}],
    [
      'two taxonomies stay apart',
      { f1: tax('product_cat', ['ropa'], 'OR'), f2: tax('product_tag', ['oferta'], 'AND') },
      { taxonomy: { product_cat: { terms: ['ropa'], logicalJoin: 'OR' }, product_tag: { terms: ['oferta'], logicalJoin: 'AND' } } },
    ],
    [
      'a joining filter merges without duplicates',
      { f1: tax('product_cat', ['ropa', 'hogar'], 'OR'), f2: tax('product_cat', ['hogar', 'menaje'], 'OR') },
      { taxonomy: { product_cat: { terms: ['ropa', 'hogar', 'menaje'], logicalJoin: 'OR' } } },
    ],
    [
      'a filter without a join replaces (no merging)',
      { f1: tax('product_cat', ['ropa', 'hogar'], 'OR'), f2: tax('product_cat', ['menaje']) },
      { taxonomy: { product_cat: { terms: ['menaje'] } } },
    ],
    [
      'other filter types group on their own',
      { f1: tax('product_cat', ['ropa']), f2: { filterType: 'search', filterData: { selectedTaxonomy: 'product_cat', terms: ['x'] } } },
      { taxonomy: { product_cat: { terms: ['ropa'] } }, search: { product_cat: { terms: ['x'] } } },
    ],
  ] as const)('%s', (_name, filters, expected) => {
    expect(consolidate(filters as unknown as Record<string, WidgetFilter>)).toEqual(expected);
  });
});

describe('setFilter (setFilterDataForLoopWidget)', () => {
  const start = setFilter(undefined, { filterId: 'f1', taxonomy: 'product_cat', terms: ['ropa'], operator: 'OR' });

  it.each([
    ['OR adds to the terms', 'OR', ['hogar'], ['ropa', 'hogar'], 'OR'],
    ['AND adds to the terms', 'AND', ['hogar'], ['ropa', 'hogar'], 'AND'],
    ['a term already set is not repeated', 'OR', ['ropa'], ['ropa'], 'OR'],
    ['disabled replaces the terms', 'DISABLED', ['hogar'], ['hogar'], undefined],
  ] as const)('%s', (_name, operator, terms, expected, join) => {
    const next = setFilter(start, { filterId: 'f1', taxonomy: 'product_cat', terms: [...terms], operator });
    expect(next.filters.f1?.filterData.terms).toEqual(expected);
    expect(next.filters.f1?.filterData.logicalJoin).toBe(join);
    expect(next.consolidatedFilters.taxonomy?.product_cat?.terms).toEqual(expected);
  });

  it('registers an untracked loop, and another filter id beside the first', () => {
    const next = setFilter(start, { filterId: 'f2', taxonomy: 'product_tag', terms: ['oferta'], operator: 'AND' });
    expect(Object.keys(next.filters)).toEqual(['f1', 'f2']);
    expect(next.consolidatedFilters).toEqual({
      taxonomy: { product_cat: { terms: ['ropa'], logicalJoin: 'OR' }, product_tag: { terms: ['oferta'], logicalJoin: 'AND' } },
    });
  });

  it('never changes the state it was given', () => {
    const before = JSON.stringify(start);
    setFilter(start, { filterId: 'f1', taxonomy: 'product_cat', terms: ['hogar'], operator: 'OR' });
    removeTerms(start, 'f1', ['ropa']);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('replaceFilter sets the terms outright, whatever the join', () => {
    const next = replaceFilter(start, { filterId: 'f1', taxonomy: 'product_cat', terms: ['menaje', 'hogar'], operator: 'OR' });
    expect(next.filters.f1?.filterData.terms).toEqual(['menaje', 'hogar']);
  });
});

describe('removeTerms (removeFilterFromLoopWidget)', () => {
  const loop: LoopFilters = setFilter(undefined, { filterId: 'f1', taxonomy: 'product_cat', terms: ['ropa', 'hogar'], operator: 'OR' });

  it.each([
    ['one term of two', ['ropa'], { f1: ['hogar'] }],
    ['the last terms drop the filter', ['ropa', 'hogar'], {}],
    ['no terms named: the whole filter', [], {}],
    ['a term it does not have', ['menaje'], { f1: ['ropa', 'hogar'] }],
  ] as const)('%s', (_name, terms, expected) => {
    const next = removeTerms(loop, 'f1', [...terms]);
    expect(Object.fromEntries(Object.entries(next.filters).map(([id, f]) => [id, f.filterData.terms]))).toEqual(expected);
    expect(next.consolidatedFilters).toEqual(consolidate(next.filters));
  });

  it('the first removal on an untracked loop only registers it (empty)', () => {
    expect(removeTerms(undefined, 'f1', ['ropa'])).toEqual({ filters: {}, consolidatedFilters: {} });
  });
});

describe('splitTerms: separators as the browser decodes them (spec §9)', () => {
  it.each([
    ['ropa', ['ropa'], undefined],
    ['ropa hogar', ['ropa', 'hogar'], 'AND'],
    ['ropa+hogar', ['ropa', 'hogar'], 'AND'],
    ['ropa~hogar', ['ropa', 'hogar'], 'OR'],
    ['ropa!hogar', ['ropa', 'hogar'], 'NOT'],
    ['ropa~ropa', ['ropa'], undefined],
    ['%c3%b1andu', ['%c3%b1andu'], undefined],
    ['ñandú', ['ñandú'], undefined],
    ['<img src=x onerror=alert(1)>', [], undefined],
    ['ropa~"><script>alert(1)</script>', ['ropa'], undefined],
    ['', [], undefined],
  ] as const)('%j → %j %s', (value, terms, separator) => {
    expect(splitTerms(value)).toEqual({ terms, ...(separator ? { separator } : {}) });
  });
});

describe('filtersFromSearch: the URL of a server-filtered grid', () => {
  it.each([
    ['?e-filter-a1b2c3d-product_cat=ropa', [{ taxonomy: 'product_cat', terms: ['ropa'] }]],
    ['?e-filter-a1b2c3d-product_cat=ropa+hogar', [{ taxonomy: 'product_cat', terms: ['ropa', 'hogar'], separator: 'AND' }]],
    ['?e-filter-a1b2c3d-product_cat=ropa%2Bhogar', [{ taxonomy: 'product_cat', terms: ['ropa', 'hogar'], separator: 'AND' }]],
    ['?e-filter-a1b2c3d-product_cat=ropa~hogar', [{ taxonomy: 'product_cat', terms: ['ropa', 'hogar'], separator: 'OR' }]],
    ['?e-filter-a1b2c3d-product_cat=ropa%7Ehogar', [{ taxonomy: 'product_cat', terms: ['ropa', 'hogar'], separator: 'OR' }]],
    ['?e-filter-a1b2c3d-product_cat=ropa!hogar', [{ taxonomy: 'product_cat', terms: ['ropa', 'hogar'], separator: 'NOT' }]],
    ['?e-filter-a1b2c3d-product_cat=', []],
    ['?e-filter-zzzzzzz-product_cat=ropa', []],
    ['?e-filter-a1b2c3d-Product.Cat=ropa', []],
    ['?e-filter-a1b2c3d-product_cat=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', []],
    [
      '?orderby=price&e-filter-a1b2c3d-product_cat=ropa&e-filter-a1b2c3d-product_tag=oferta+economico',
      [
        { taxonomy: 'product_cat', terms: ['ropa'] },
        { taxonomy: 'product_tag', terms: ['oferta', 'economico'], separator: 'AND' },
      ],
    ],
  ] as const)('%s', (search, expected) => {
    expect(filtersFromSearch(search, 'a1b2c3d')).toEqual(expected);
  });
});

describe('urlAfterFilter', () => {
  const widgetId = 'a1b2c3d';
  const one = { taxonomy: { product_cat: { terms: ['ropa'] } } };
  const and = { taxonomy: { product_tag: { terms: ['oferta', 'economico'], logicalJoin: 'AND' as const } } };
  const or = { taxonomy: { product_cat: { terms: ['ropa', 'hogar'], logicalJoin: 'OR' as const } } };

  it.each([
    ['one term', '', one, '/coleccion/?e-filter-a1b2c3d-product_cat=ropa'],
    ['AND writes a literal +', '', and, '/coleccion/?e-filter-a1b2c3d-product_tag=oferta+economico'],
    ['OR writes ~', '', or, '/coleccion/?e-filter-a1b2c3d-product_cat=ropa~hogar'],
    ['nothing left: the bare path', '?e-filter-a1b2c3d-product_cat=ropa', {}, '/coleccion/'],
    ['its page key goes, other parameters stay', '?orderby=price&e-page-a1b2c3d=3&s=a%2Bb', one, '/coleccion/?orderby=price&s=a%2Bb&e-filter-a1b2c3d-product_cat=ropa'],
    ['another loop keeps its filter and page', '?e-filter-zzzzzzz-product_cat=hogar&e-page-zzzzzzz=2', one, '/coleccion/?e-filter-zzzzzzz-product_cat=hogar&e-page-zzzzzzz=2&e-filter-a1b2c3d-product_cat=ropa'],
    ['its old filters are rebuilt', '?e-filter-a1b2c3d-product_cat=menaje&e-filter-a1b2c3d-product_tag=oferta', or, '/coleccion/?e-filter-a1b2c3d-product_cat=ropa~hogar'],
  ] as const)('%s', (_name, search, consolidated, expected) => {
    expect(urlAfterFilter({ pathname: '/coleccion/', search, widgetId, consolidated })).toBe(expected);
  });

  it('on a later page of an archive, rebuilds on the base URL without page/paged', () => {
    expect(
      urlAfterFilter({
        pathname: '/coleccion/page/3/',
        search: '?orderby=price&paged=3',
        widgetId,
        consolidated: one,
        pageNum: 3,
        baseUrl: 'https://tienda.example/coleccion/?orderby=price&page=3',
      }),
    ).toBe('/coleccion/?orderby=price&e-filter-a1b2c3d-product_cat=ropa');
  });

  it('round-trips through the reader', () => {
    for (const consolidated of [one, and, or]) {
      const url = urlAfterFilter({ pathname: '/c/', search: '', widgetId, consolidated });
      const [taxonomy, { terms }] = Object.entries(consolidated.taxonomy)[0]!;
      expect(filtersFromSearch(new URL(url, 'https://x').search, widgetId)[0]).toMatchObject({ taxonomy, terms });
    }
  });
});
