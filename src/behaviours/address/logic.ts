import { toFlag } from '../../core/flag';
import { isRecord } from '../../core/record';

/**
 * The address rules of WooCommerce's country-select.js and address-i18n.js (checkout.md §3.16,
 * §3.17), without the DOM: what a country's state control becomes, a field's rule for a country,
 * and the order of a fieldset's rows.
 */

/** A country's states as `wc_country_select_params.countries` gives them: a code → name map, or a list. */
export type States = Record<string, string> | readonly unknown[];
export type CountryStates = Readonly<Record<string, States>>;

/** What the state control must become for a country. */
export type StateControl =
  | { kind: 'select'; options: ReadonlyArray<readonly [code: string, name: string]> }
  /** An empty list or map: the country has no states, the row hides. */
  | { kind: 'hidden' }
  /** Missing from the map: a free-text field. */
  | { kind: 'text' };

export function stateControlFor(countries: CountryStates, country: string): StateControl {
  const states = Object.prototype.hasOwnProperty.call(countries, country) ? countries[country] : undefined;
  if (states === undefined || states === null) return { kind: 'text' };
  const entries: Array<readonly [string, string]> = Array.isArray(states)
    ? states.map((name, index) => [String(index), String(name)] as const)
    : Object.entries(states as Record<string, string>).map(([code, name]) => [code, String(name)] as const);
  return entries.length ? { kind: 'select', options: entries } : { kind: 'hidden' };
}

/**
 * The placeholder country-select.js carries over to the new control: the old control's
 * `placeholder`, else its `data-placeholder`; the "Select an option…" text itself counts as none.
 * A select gets that text back when there is none.
 */
export function carriedPlaceholder(
  placeholder: string | null,
  dataPlaceholder: string | null,
  selectStateText: string,
  kind: StateControl['kind'],
): string {
  let carried = placeholder || dataPlaceholder || '';
  if (carried === selectStateText) carried = '';
  return kind === 'select' && !carried ? selectStateText : carried;
}

/**
 * The value a rebuilt state select takes: the previous one when the new country still offers it,
 * otherwise the empty "Select an option…" (WooCommerce's `.val(previous)` leaves no option
 * selected, an empty box that posts the same nothing).
 */
export function keptState(options: ReadonlyArray<readonly [string, string]>, previous: string | null | undefined): string {
  return previous && options.some(([code]) => code === previous) ? previous : '';
}

/** One field's rule in a country's locale, `locale.default[key]` merged under `locale[country][key]`. */
export interface FieldRule {
  label?: string;
  placeholder?: string;
  required: boolean;
  hidden: boolean;
  priority?: number;
  /** Replaces the row's form-row-first / -last / -wide when given (a list only, as WooCommerce reads it). */
  classes?: string[];
}

export type Locale = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The country's own locale, or `default` when it has none (address-i18n.js). */
export function localeFor(locale: Locale, country: string): Readonly<Record<string, unknown>> {
  return (Object.prototype.hasOwnProperty.call(locale, country) ? locale[country] : undefined) ?? locale.default ?? {};
}

export function fieldRule(locale: Locale, country: string, key: string): FieldRule {
  const base = locale.default?.[key];
  const own = localeFor(locale, country)[key];
  const merged = deepExtend({}, isRecord(base) ? base : {}, isRecord(own) ? own : {});
  return {
    label: typeof merged.label === 'string' ? merged.label : undefined,
    placeholder: typeof merged.placeholder === 'string' ? merged.placeholder : undefined,
    required: toFlag(merged.required),
    hidden: toFlag(merged.hidden),
    priority: priorityOf(merged.priority),
    classes: Array.isArray(merged.class) ? merged.class.filter((name): name is string => typeof name === 'string') : undefined,
  };
}

/**
 * jQuery's `$.extend(true, target, ...sources)`, which address-i18n.js merges with: plain objects
 * merge key by key, lists index by index (a country's `class: ['form-row-first']` over a default's
 * two classes keeps the default's second), undefined values are skipped.
 */
export function deepExtend(target: Record<string, unknown>, ...sources: Array<Record<string, unknown>>): Record<string, unknown> {
  for (const source of sources) for (const [key, value] of Object.entries(source)) if (value !== undefined) target[key] = merged(target[key], value);
  return target;
}

function merged(current: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    const list: unknown[] = Array.isArray(current) ? [...current] : [];
    value.forEach((item, index) => {
      if (item !== undefined) list[index] = merged(list[index], item);
    });
    return list;
  }
  if (isRecord(value)) return deepExtend(isRecord(current) ? { ...current } : {}, value);
  return value;
}

/**
 * A priority as jQuery's `data('priority')` holds it: a number (from a numeric `data-priority`
 * attribute or the locale), or none (an empty attribute, 0, or something that is not a number).
 */
export function priorityOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number !== 0 ? number : undefined;
}

/** "No priority → previous + 1", in the rows' order (address-i18n.js fills these in before sorting). */
export function fillPriorities(priorities: ReadonlyArray<number | undefined>): number[] {
  let last = 0;
  return priorities.map((priority) => (last = priority ?? last + 1));
}

/**
 * The rows' order by priority, ascending by `parseInt` as WooCommerce compares them; rows of equal
 * priority keep their order. Returns the indexes of `priorities` in their new order.
 */
export function sortedOrder(priorities: readonly number[]): number[] {
  const keys = priorities.map((priority) => Math.trunc(priority));
  return keys.map((_, index) => index).sort((a, b) => (keys[a]! > keys[b]! ? 1 : keys[a]! < keys[b]! ? -1 : 0));
}
