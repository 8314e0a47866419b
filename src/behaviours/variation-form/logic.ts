/**
 * The variation form's rules (woocommerce.md §4.5-§4.8), pure: no DOM. The adapter reads the
 * markup into these shapes and writes the answers back.
 */
import type { Variation } from './parse';
import { decodeEntities } from './template';
import { toFlag } from '../../core/flag';

export interface ChosenAttributes {
  count: number;
  chosenCount: number;
  /** attribute_x → chosen value ('' when not chosen). */
  data: Record<string, string>;
}

/** Each select's key is `data-attribute_name` || `name`; its value '' when nothing is chosen. */
export function chosenAttributes(fields: ReadonlyArray<{ name: string; value: string }>): ChosenAttributes {
  const data: Record<string, string> = {};
  let chosenCount = 0;
  for (const { name, value } of fields) {
    if (value.length > 0) chosenCount++;
    data[name] = value;
  }
  return { count: fields.length, chosenCount, data };
}

/**
 * check_variations' optional argument as a third party passes it, `{count, chosenCount, data}`;
 * WooCommerce trusts its counts, so they are kept when given and counted from `data` otherwise.
 * Anything without a `data` object is no argument: the form's selects are read instead.
 */
export function asChosenAttributes(value: unknown): ChosenAttributes | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { count, chosenCount, data } = value as Record<string, unknown>;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const counted = chosenAttributes(
    Object.entries(data).map(([name, chosen]) => ({ name, value: chosen === undefined || chosen === null ? '' : String(chosen) })),
  );
  return {
    count: Number.isFinite(count) ? (count as number) : counted.count,
    chosenCount: Number.isFinite(chosenCount) ? (chosenCount as number) : counted.chosenCount,
    data: counted.data,
  };
}

export const isComplete = (chosen: ChosenAttributes): boolean => chosen.count > 0 && chosen.count === chosen.chosenCount;

/**
 * A pair fails only when both sides are set and differ: an empty value on the variation ("Any …")
 * or an unchosen attribute matches anything, and chosen keys the variation lacks are ignored.
 * Variation values are entity-decoded (option values reach us decoded by the browser).
 */
export function isMatch(variationAttributes: Readonly<Record<string, string>>, chosen: Readonly<Record<string, string>>): boolean {
  for (const [name, value] of Object.entries(variationAttributes)) {
    const wanted = chosen[name];
    if (wanted === undefined || value === '' || wanted === '') continue;
    if (value !== wanted && decodeEntities(value) !== wanted) return false;
  }
  return true;
}

export function matchingVariations<V extends Pick<Variation, 'attributes'>>(variations: readonly V[], chosen: Readonly<Record<string, string>>): V[] {
  return variations.filter((variation) => isMatch(variation.attributes, chosen));
}

/** The first match in array (menu) order, so overlapping "any" variations resolve as the shop sorted them. */
export function findVariation<V extends Pick<Variation, 'attributes'>>(variations: readonly V[], chosen: Readonly<Record<string, string>>): V | undefined {
  return variations.find((variation) => isMatch(variation.attributes, chosen));
}

export interface SelectModel {
  name: string;
  value: string;
  /** Option values after the placeholder, in markup order. */
  values: readonly string[];
  /** `data-show_option_none`; 'no' lets a valid choice drop the placeholder. */
  showOptionNone: string | undefined;
}

export interface OptionsPlan {
  keepPlaceholder: boolean;
  /** The options to keep (attached), in markup order; disabled unless enabled. */
  options: Array<{ value: string; enabled: boolean }>;
  value: string;
  /** The chosen value is no longer available: it was cleared and a `change` is due. */
  changed: boolean;
}

/**
 * §4.6: a select's options are those some variation allows given the *other* choices. An "any"
 * variation attaches every option; `variation_is_active` enables them.
 */
export function planOptions(select: SelectModel, chosen: Readonly<Record<string, string>>, variations: readonly Variation[]): OptionsPlan {
  const attached = new Set<string>();
  const enabled = new Set<string>();
  const others = { ...chosen, [select.name]: '' };
  for (const variation of matchingVariations(variations, others)) {
    if (!(select.name in variation.attributes)) continue;
    const raw = variation.attributes[select.name] ?? '';
    const active = toFlag(variation.variation_is_active);
    const targets = raw === '' ? select.values : select.values.filter((value) => value === decodeEntities(raw)).slice(0, 1);
    for (const value of targets) {
      attached.add(value);
      if (active) enabled.add(value);
    }
  }
  const valid = select.value === '' || enabled.has(select.value);
  const keepPlaceholder = !(attached.size > 0 && select.value !== '' && valid && select.showOptionNone === 'no');
  return {
    keepPlaceholder,
    options: select.values.filter((value) => attached.has(value)).map((value) => ({ value, enabled: enabled.has(value) })),
    value: valid ? select.value : '',
    changed: !valid,
  };
}

export function isPurchasable(variation: Variation): boolean {
  return toFlag(variation.is_purchasable) && toFlag(variation.is_in_stock) && toFlag(variation.variation_is_visible);
}

export type ButtonState = 'selection-needed' | 'unavailable' | 'purchasable';

/** §4.8: the button is disabled by class only (WooCommerce keeps it clickable to explain why). */
export const BUTTON_CLASSES: Record<ButtonState, { add: string[]; remove: string[] }> = {
  'selection-needed': { add: ['disabled', 'wc-variation-selection-needed'], remove: ['wc-variation-is-unavailable'] },
  unavailable: { add: ['disabled', 'wc-variation-is-unavailable'], remove: ['wc-variation-selection-needed'] },
  purchasable: { add: [], remove: ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'] },
};

export const WRAPPER_CLASSES: Record<ButtonState, { add: string; remove: string }> = {
  'selection-needed': { add: 'woocommerce-variation-add-to-cart-disabled', remove: 'woocommerce-variation-add-to-cart-enabled' },
  unavailable: { add: 'woocommerce-variation-add-to-cart-disabled', remove: 'woocommerce-variation-add-to-cart-enabled' },
  purchasable: { add: 'woocommerce-variation-add-to-cart-enabled', remove: 'woocommerce-variation-add-to-cart-disabled' },
};

/** What a click on the button means, from its classes (third parties may set them too). */
export function clickVerdict(classes: { contains(name: string): boolean }): 'submit' | 'unavailable' | 'make-selection' | 'blocked' {
  if (!classes.contains('disabled')) return 'submit';
  if (classes.contains('wc-variation-is-unavailable')) return 'unavailable';
  if (classes.contains('wc-variation-selection-needed')) return 'make-selection';
  return 'blocked';
}

export interface QuantityPlan {
  value: string;
  /** null leaves the attribute as it is (the variation does not say). */
  min: string | null;
  max: string | null;
  hidden: boolean;
}

const asText = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

/** §4.7: a variation sold individually is bought one at a time; its quantity fields are hidden. */
export const soldIndividually = (variation: Variation): boolean => variation.is_sold_individually === 'yes' || variation.is_sold_individually === true;

/** §4.7: sold individually → 1 and hidden; otherwise clamp into [min_qty, max_qty] ('' = unlimited). */
export function quantityPlan(variation: Variation, current: string): QuantityPlan {
  if (soldIndividually(variation)) {
    return { value: '1', min: '1', max: '', hidden: true };
  }
  const min = asText(variation.min_qty);
  const max = asText(variation.max_qty);
  let quantity = Number.parseFloat(current);
  if (Number.isNaN(quantity)) {
    return { value: min ?? current, min, max, hidden: false };
  }
  const maxNumber = Number.parseFloat(max ?? '');
  const minNumber = Number.parseFloat(min ?? '');
  if (quantity > maxNumber) quantity = maxNumber;
  if (quantity < minNumber) quantity = minNumber;
  return { value: String(quantity), min, max, hidden: false };
}

/** §4.5: the reset control shows while anything is chosen. */
export const resetVisible = (chosenCount: number): boolean => chosenCount > 0;

/** jQuery.param's flattening, so `custom_data` objects post as `custom_data[key]=value`. */
export function formPairs(key: string, value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      formPairs(`${key}[${typeof item === 'object' && item !== null ? index : ''}]`, item),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => formPairs(`${key}[${name}]`, item));
  }
  return [[key, value === undefined || value === null ? '' : String(value)]];
}

/** The get_variation POST: the chosen pairs, product_id and custom_data (§4.5). */
export function lookupBody(chosen: ChosenAttributes, productId: number, customData: unknown): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(chosen.data)) body.append(name, value);
  body.append('product_id', String(productId));
  for (const [name, value] of formPairs('custom_data', customData)) body.append(name, value);
  return body;
}
