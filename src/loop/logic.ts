/**
 * The loop filter's rules (elementor.md §4.2-§4.3, spec §3 "Loop filter", §4 "Loop widget", §5
 * "Filters", §9): the filters set on one loop widget keyed by filter widget id, their
 * consolidation by type and taxonomy, and the URL that records them. Pure: no DOM, no globals.
 */

/** Spec §5: only AND and OR join terms; anything else is disabled (no merging of terms). */
export type LogicalJoin = 'AND' | 'OR';
export type FilterOperator = LogicalJoin | 'DISABLED';

export interface FilterData {
  selectedTaxonomy: string;
  terms: string[];
  logicalJoin?: LogicalJoin;
}

export interface WidgetFilter {
  filterType: string;
  filterData: FilterData;
}

/** `consolidatedFilters`: terms grouped by filter type, then taxonomy (the request's `widget_filters`). */
export type ConsolidatedFilters = Record<string, Record<string, { terms: string[]; logicalJoin?: LogicalJoin }>>;

/** One loop widget's entry in the store. */
export interface LoopFilters {
  filters: Record<string, WidgetFilter>;
  consolidatedFilters: ConsolidatedFilters;
}

export const TAXONOMY_FILTER = 'taxonomy';
export { ALL_TERMS } from './terms';

/**
 * Spec §9: the separators with their encodings and the query operators. `fromBrowser` is what a
 * reader sees once the browser (or PHP) has decoded the query: a literal `+` arrives as a space.
 */
export const SEPARATORS = {
  AND: { decoded: '+', fromBrowser: ' ', encoded: '%2B', operator: 'AND' },
  OR: { decoded: '~', fromBrowser: '~', encoded: '%7C', operator: 'IN' },
  NOT: { decoded: '!', fromBrowser: '!', encoded: '%21', operator: 'NOT IN' },
} as const;
export type SeparatorName = keyof typeof SEPARATORS;

/** `getFilterOperator`: a join only with multiple selection and a logical combination of AND or OR. */
export function filterOperator(multipleSelection: boolean, logicalCombination: unknown): FilterOperator {
  if (!multipleSelection) return 'DISABLED';
  return logicalCombination === 'AND' || logicalCombination === 'OR' ? logicalCombination : 'DISABLED';
}

export function emptyLoop(): LoopFilters {
  return { filters: {}, consolidatedFilters: {} };
}

function union(existing: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...existing, ...added])];
}

/**
 * Groups the filters by type and taxonomy. Several filter widgets on one taxonomy merge their
 * terms without duplicates when the later one joins (AND or OR); one without a join replaces
 * what came before (spec §5).
 */
export function consolidate(filters: Record<string, WidgetFilter>): ConsolidatedFilters {
  const result: ConsolidatedFilters = {};
  for (const { filterType, filterData } of Object.values(filters)) {
    if (!filterData.terms.length) continue;
    const byTaxonomy = (result[filterType] ??= {});
    const before = byTaxonomy[filterData.selectedTaxonomy];
    const join = filterData.logicalJoin;
    byTaxonomy[filterData.selectedTaxonomy] =
      before && join
        ? { terms: union(before.terms, filterData.terms), logicalJoin: join }
        : { terms: [...filterData.terms], ...(join ? { logicalJoin: join } : {}) };
  }
  return result;
}

export interface SetFilter {
  filterId: string;
  taxonomy: string;
  terms: readonly string[];
  operator: FilterOperator;
  filterType?: string;
}

/**
 * `setFilterDataForLoopWidget`: with a join the new terms are added to the filter's own (no
 * duplicates) and the join is stored; without one they replace them. Always consolidates; the
 * caller refreshes unless told not to (a filter seeded from the URL at load).
 */
export function setFilter(loop: LoopFilters | undefined, change: SetFilter): LoopFilters {
  const state = loop ?? emptyLoop();
  const type = change.filterType ?? TAXONOMY_FILTER;
  const previous = state.filters[change.filterId];
  const join = change.operator === 'DISABLED' ? undefined : change.operator;
  const sameTaxonomy = previous?.filterData.selectedTaxonomy === change.taxonomy;
  const terms = join && sameTaxonomy && previous ? union(previous.filterData.terms, change.terms) : [...new Set(change.terms)];
  const filters = {
    ...state.filters,
    [change.filterId]: { filterType: type, filterData: { selectedTaxonomy: change.taxonomy, terms, ...(join ? { logicalJoin: join } : {}) } },
  };
  return { filters, consolidatedFilters: consolidate(filters) };
}

/** Replaces a filter's terms outright (the URL restored by Back or Forward, or "All"). */
export function replaceFilter(loop: LoopFilters | undefined, change: SetFilter): LoopFilters {
  const state = loop ?? emptyLoop();
  const rest = { ...state.filters };
  delete rest[change.filterId];
  return setFilter({ filters: rest, consolidatedFilters: consolidate(rest) }, change);
}

/**
 * `removeFilterFromLoopWidget`: the terms leave the filter (all of them when none are named), and
 * a filter left with none is dropped. On a loop not tracked yet the first removal only registers
 * it; either way the caller refreshes.
 */
export function removeTerms(loop: LoopFilters | undefined, filterId: string, terms: readonly string[] = []): LoopFilters {
  if (!loop) return emptyLoop();
  const filter = loop.filters[filterId];
  if (!filter) return { filters: { ...loop.filters }, consolidatedFilters: consolidate(loop.filters) };
  const left = terms.length ? filter.filterData.terms.filter((term) => !terms.includes(term)) : [];
  const filters = { ...loop.filters };
  if (left.length) filters[filterId] = { ...filter, filterData: { ...filter.filterData, terms: left } };
  else delete filters[filterId];
  return { filters, consolidatedFilters: consolidate(filters) };
}

// ---- URL state ------------------------------------------------------------------------------

/** A loop widget's id: Elementor's 7 lowercase alphanumerics (the server's validator, §4.4). */
export const WIDGET_ID = /^[a-z0-9]{7}$/;
/** A taxonomy slug as the server's key pattern accepts it (`e-filter-{id}-{taxonomy}`). */
export const TAXONOMY = /^[a-z0-9_-]+$/;
/**
 * A term slug: what `sanitize_title` leaves (letters, digits, `-`, `_`, and `%` from non-Latin
 * slugs). Anything else in a URL is not a term and is dropped before it goes anywhere.
 */
const TERM = /^[\p{L}\p{N}_%-]{1,200}$/u;

export const filterKey = (widgetId: string, taxonomy: string) => `e-filter-${widgetId}-${taxonomy}`;
export const pageKey = (widgetId: string) => `e-page-${widgetId}`;

export interface UrlFilter {
  taxonomy: string;
  terms: string[];
  /** Which separator joined the terms; a single term has none. */
  separator?: SeparatorName;
}

/**
 * Splits a decoded `e-filter-…` value: `~` is OR, `!` NOT, and otherwise a space (a literal `+`,
 * decoded) or an encoded `+` is AND.
 */
export function splitTerms(value: string): { terms: string[]; separator?: SeparatorName } {
  const separator: SeparatorName | undefined = value.includes(SEPARATORS.OR.decoded)
    ? 'OR'
    : value.includes(SEPARATORS.NOT.decoded)
      ? 'NOT'
      : /[ +]/.test(value)
        ? 'AND'
        : undefined;
  const parts = separator === 'OR' ? value.split('~') : separator === 'NOT' ? value.split('!') : value.split(/[ +]/);
  const terms = [...new Set(parts.map((part) => part.trim()).filter((part) => TERM.test(part)))];
  return terms.length > 1 && separator ? { terms, separator } : { terms };
}

/** The filters on loop `widgetId` that a query string records (a server-rendered filtered grid). */
export function filtersFromSearch(search: string, widgetId: string): UrlFilter[] {
  const prefix = `e-filter-${widgetId}-`;
  const found: UrlFilter[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(prefix)) continue;
    const taxonomy = key.slice(prefix.length);
    if (!TAXONOMY.test(taxonomy) || value === '') continue;
    const { terms, separator } = splitTerms(value);
    if (terms.length) found.push({ taxonomy, terms, ...(separator ? { separator } : {}) });
  }
  return found;
}

export interface UrlInput {
  /** The page's current path and query. */
  pathname: string;
  search: string;
  widgetId: string;
  consolidated: ConsolidatedFilters;
  /** The filter bar's `data-page-num` and `data-base-url`. */
  pageNum?: number;
  baseUrl?: string;
}

/**
 * The URL after a filter change: this loop's `e-filter-…` keys rebuilt from the store, its
 * `e-page-…` dropped (back to the first page), every other parameter kept. On a later page of a
 * paginated archive (`data-page-num` > 1) it is rebuilt on the filter bar's base URL, without
 * `page`/`paged`.
 */
export function urlAfterFilter({ pathname, search, widgetId, consolidated, pageNum = 1, baseUrl }: UrlInput): string {
  let path = pathname;
  let params = new URLSearchParams(search);
  if (pageNum > 1 && baseUrl) {
    const base = new URL(baseUrl, `https://host${pathname}`);
    path = base.pathname;
    const merged = new URLSearchParams();
    for (const [key, value] of [...base.searchParams, ...params]) {
      if (key === 'page' || key === 'paged' || merged.has(key)) continue;
      merged.append(key, value);
    }
    params = merged;
  }
  for (const key of [...params.keys()]) {
    if (key.startsWith(`e-filter-${widgetId}-`) || key === pageKey(widgetId)) params.delete(key);
  }
  // The page builder writes AND's `+` literally (URLSearchParams would write %2B), so readers
  // split on the space it decodes to; only this loop's keys are written by hand.
  const ours: string[] = [];
  for (const byTaxonomy of Object.values(consolidated)) {
    for (const [taxonomy, { terms, logicalJoin }] of Object.entries(byTaxonomy)) {
      if (!terms.length) continue;
      const value = terms.map((term) => encodeURIComponent(term)).join(logicalJoin === 'OR' ? SEPARATORS.OR.decoded : SEPARATORS.AND.decoded);
      ours.push(`${encodeURIComponent(filterKey(widgetId, taxonomy))}=${value}`);
    }
  }
  const query = [params.toString(), ...ours].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}
