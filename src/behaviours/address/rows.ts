import type { Restorer } from '../../core/restore';
import { ADDRESS_FIELDSET, FORM_ROW } from '../../selectors';
import { fieldRule, fillPriorities, priorityOf, sortedOrder, type FieldRule, type Locale } from './logic';

/**
 * address-i18n.js on the page (checkout.md §3.17): a country's rules applied to the address rows
 * of one wrapper, and every address fieldset of the page sorted by priority. Texts are set as
 * text: labels come from a page global.
 */

/** The rows whose served classes address-i18n keeps in `data-o_class` (§2.8; kept, unused). */
const ORIGINAL_CLASS_ROWS = ['#billing_postcode_field, #shipping_postcode_field', '#billing_city_field, #shipping_city_field', '#billing_state_field, #shipping_state_field'];
const LAYOUT_CLASSES = ['form-row-first', 'form-row-last', 'form-row-wide'];
const INVALID_REQUIRED = ['woocommerce-invalid', 'woocommerce-invalid-required-field'];
/** jQuery's `:input`, whose values a hidden row loses. */
const ROW_INPUTS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), select, textarea';
/** What takes a placeholder (jQuery's `:input`, as address-i18n.js sets it). */
const PLACEHOLDER_TARGETS = 'input, select, textarea, button';
/** The controls a screen reader announces as required or invalid. */
const ANNOUNCED = 'input:not([type="hidden"]), select, textarea';

export interface LocaleRules {
  locale: Locale;
  /** Field key → the rows' selector (`locale_fields`). */
  fields: Readonly<Record<string, string>>;
  /** "(optional)"'s text, without brackets. */
  optionalText: string;
}

/** The values a hidden row's controls lost, put back on dispose. */
export interface ServedValues {
  clear(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): void;
  restore(): void;
}

export function createServedValues(): ServedValues {
  const values = new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string>();
  return {
    clear(control) {
      if (!values.has(control)) values.set(control, control.value);
      control.value = '';
    },
    restore() {
      for (const [control, value] of values) control.value = value;
      values.clear();
    },
  };
}

/** The served order of each fieldset whose rows were moved, put back on dispose (the same nodes, never copies). */
export interface ServedOrder {
  remember(parent: Element): void;
  restore(): void;
}

export function createServedOrder(): ServedOrder {
  const orders = new Map<Element, Node[]>();
  return {
    remember(parent) {
      if (!orders.has(parent)) orders.set(parent, [...parent.childNodes]);
    },
    restore() {
      for (const [parent, nodes] of orders) parent.append(...nodes.filter((node) => node.parentNode === parent));
      orders.clear();
    },
  };
}

export function hideRow(row: HTMLElement, restorer: Restorer): void {
  if (row.style.display === 'none') return;
  restorer.attributes(row, 'style');
  row.style.display = 'none';
}

export function showRow(row: HTMLElement, restorer: Restorer): void {
  if (row.style.display !== 'none') return;
  restorer.attributes(row, 'style');
  row.style.removeProperty('display');
  if (!row.getAttribute('style')?.trim()) row.removeAttribute('style');
}

/** One wrapper's rows under a country's rules (address-i18n.js's `country_to_state_changing` handler). */
export function applyLocale(
  wrapper: Element,
  country: string,
  rules: LocaleRules,
  priorities: WeakMap<Element, number>,
  restorer: Restorer,
  values: ServedValues,
): void {
  keepOriginalClasses(wrapper, restorer);
  for (const [key, selector] of Object.entries(rules.fields)) {
    const rows = rowsIn(wrapper, selector);
    if (!rows.length) continue;
    const rule = fieldRule(rules.locale, country, key);
    for (const row of rows) applyRule(row, key, rule, rules.optionalText, priorities, restorer, values);
  }
}

function rowsIn(wrapper: Element, selector: string): HTMLElement[] {
  try {
    return [...wrapper.querySelectorAll<HTMLElement>(selector)];
  } catch {
    // A filter's selector the browser cannot read: nothing matches, as jQuery's find would throw
    // and leave the rest of the rows untouched.
    return [];
  }
}

function keepOriginalClasses(wrapper: Element, restorer: Restorer): void {
  const groups = ORIGINAL_CLASS_ROWS.map((selector) => [...wrapper.querySelectorAll(selector)]);
  if (groups[0]?.[0]?.getAttribute('data-o_class')) return;
  for (const row of groups.flat()) {
    const served = row.getAttribute('class');
    if (served === null) continue;
    restorer.attributes(row, 'data-o_class');
    row.setAttribute('data-o_class', served);
  }
}

function applyRule(
  row: HTMLElement,
  key: string,
  rule: FieldRule,
  optionalText: string,
  priorities: WeakMap<Element, number>,
  restorer: Restorer,
  values: ServedValues,
): void {
  const labels = [...row.querySelectorAll('label')];
  if (rule.label !== undefined) {
    for (const label of labels) {
      restorer.children(label);
      label.textContent = rule.label;
    }
  }
  // No label element and no placeholder of its own: the label's text is the placeholder.
  const placeholder = rule.placeholder ?? (rule.label !== undefined && !labels.length ? rule.label : undefined);
  if (placeholder !== undefined) {
    for (const control of row.querySelectorAll(PLACEHOLDER_TARGETS)) {
      restorer.attributes(control, 'placeholder', 'data-placeholder');
      control.setAttribute('placeholder', placeholder);
      control.setAttribute('data-placeholder', placeholder);
    }
  }
  setRequired(row, labels, rule.required, optionalText, restorer);
  if (rule.priority !== undefined) priorities.set(row, rule.priority);
  if (key !== 'state') {
    if (rule.hidden) {
      hideRow(row, restorer);
      for (const control of row.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(ROW_INPUTS)) values.clear(control);
    } else showRow(row, restorer);
  }
  if (rule.classes) {
    const added = rule.classes.flatMap((name) => name.split(/\s+/)).filter(Boolean);
    // Already so (the served row, or the same layout again): nothing is touched.
    const stale = LAYOUT_CLASSES.filter((name) => row.classList.contains(name) && !added.includes(name));
    if (stale.length || added.some((name) => !row.classList.contains(name))) {
      restorer.classes(row, ...LAYOUT_CLASSES, ...added);
      row.classList.remove(...LAYOUT_CLASSES);
      row.classList.add(...added);
    }
  }
}

/**
 * address-i18n.js's field_is_required: the row's `validate-required`, the label's marker
 * (`&nbsp;<span class="required" aria-hidden="true">*</span>` or `&nbsp;<span
 * class="optional">(optional)</span>`), built as nodes; plus what the server prints with them
 * (the label's `required_field`, the control's `aria-required`), so a screen reader hears what
 * the asterisk shows. An optional field is no longer invalid for being empty.
 */
function setRequired(row: HTMLElement, labels: HTMLLabelElement[], required: boolean, optionalText: string, restorer: Restorer): void {
  restorer.classes(row, 'validate-required', ...INVALID_REQUIRED);
  const controls = [...row.querySelectorAll(ANNOUNCED)];
  for (const control of controls) restorer.attributes(control, 'aria-required', 'aria-invalid');
  if (required) row.classList.add('validate-required');
  else {
    if (row.classList.contains('woocommerce-invalid-required-field')) for (const control of controls) control.removeAttribute('aria-invalid');
    row.classList.remove('validate-required', ...INVALID_REQUIRED);
  }
  for (const control of controls) {
    if (required && control.getAttribute('aria-required') !== 'true') control.setAttribute('aria-required', 'true');
    else if (!required) control.removeAttribute('aria-required');
  }
  for (const label of labels) {
    restorer.children(label);
    restorer.classes(label, 'required_field');
    label.classList.toggle('required_field', required);
    for (const stale of label.querySelectorAll(required ? '.optional' : '.required')) removeMarker(stale);
    if (!label.querySelector(required ? '.required' : '.optional')) label.append('\u00a0', marker(required, optionalText));
  }
}

function marker(required: boolean, optionalText: string): HTMLSpanElement {
  const span = document.createElement('span');
  if (required) {
    span.className = 'required';
    span.setAttribute('aria-hidden', 'true');
    span.textContent = '*';
  } else {
    span.className = 'optional';
    span.textContent = `(${optionalText})`;
  }
  return span;
}

/** A marker and the no-break space before it, so the label does not gather spaces. */
function removeMarker(span: Element): void {
  const before = span.previousSibling;
  if (before?.nodeType === Node.TEXT_NODE && before.textContent?.endsWith('\u00a0')) before.textContent = before.textContent.slice(0, -1);
  span.remove();
}

/**
 * Every address fieldset of the page in priority order (address-i18n.js): a row's priority is the
 * locale's, else its `data-priority`, else the previous row's + 1; the rows go after the first
 * row's parent's other children in that order. A fieldset already in order is not touched, and
 * the focused control keeps the focus (moving a node blurs it in some browsers).
 */
export function sortFieldsets(priorities: WeakMap<Element, number>, order: ServedOrder): void {
  const focused = document.activeElement;
  for (const fieldset of document.querySelectorAll(ADDRESS_FIELDSET)) {
    const rows = [...fieldset.querySelectorAll<HTMLElement>(FORM_ROW)];
    const parent = rows[0]?.parentElement;
    if (!parent) continue;
    const filled = fillPriorities(rows.map((row) => priorities.get(row) ?? priorityOf(row.getAttribute('data-priority'))));
    rows.forEach((row, index) => priorities.set(row, filled[index]!));
    const sorted = sortedOrder(filled).map((index) => rows[index]!);
    if (sorted.every((row, index) => row === rows[index] && row.parentElement === parent)) continue;
    order.remember(parent);
    for (const row of rows) if (row.parentElement !== parent) order.remember(row.parentElement!);
    parent.append(...sorted);
  }
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
}
