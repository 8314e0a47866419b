import type { Restorer } from '../../core/restore';
import { FORM_ROW, STATE_CONTROL } from '../../selectors';
import { carriedPlaceholder, keptState, stateControlFor, type CountryStates } from './logic';
import { hideRow, showRow } from './rows';

/** A state control as the server printed it, and what stands in its place now. */
interface Swap {
  served: HTMLElement;
  current: HTMLElement;
}

/**
 * The state controls this widget replaced (select ⇄ text input ⇄ hidden input): dispose puts the
 * served element itself back, with the value the shopper left in it.
 */
export interface ControlSwaps {
  replace(old: HTMLElement, fresh: HTMLElement): void;
  /** Whether the widget built this control (its options need no record of the served ones). */
  built(control: Element): boolean;
  restore(): void;
}

export function createControlSwaps(): ControlSwaps {
  const swaps: Swap[] = [];
  const ours = new WeakSet<Element>();
  return {
    replace(old, fresh) {
      ours.add(fresh);
      const swap = swaps.find((entry) => entry.current === old);
      if (swap) swap.current = fresh;
      else swaps.push({ served: old, current: fresh });
      old.replaceWith(fresh);
    },
    built: (control) => ours.has(control),
    restore() {
      for (const { served, current } of swaps.splice(0)) if (current !== served && current.isConnected) current.replaceWith(served);
    },
  };
}

export interface StateOutcome {
  /** The state control was rebuilt or replaced: `country_to_state_changed` is due. */
  changed: boolean;
  /** The rebuilt state select, whose `change` WooCommerce fires (`.val(previous).trigger('change')`). */
  select?: HTMLSelectElement;
}

/** The value of a country or state control, as jQuery's `val()` reads it ('' for none). */
export function valueOf(control: Element): string {
  return control instanceof HTMLSelectElement || control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
}

/**
 * country-select.js's handler for one wrapper (checkout.md §3.16): the state control becomes a
 * select of the country's states, a hidden input (no states: the row hides) or a text input
 * (a country it does not know), keeping its name, id, `data-input-classes`, placeholder and
 * autocomplete, and the previous state when the country still has it.
 */
export function rebuildState(
  wrapper: Element | undefined,
  country: string,
  countries: CountryStates,
  selectStateText: string,
  swaps: ControlSwaps,
  restorer: Restorer,
): StateOutcome {
  const old = wrapper?.querySelector<HTMLElement>(STATE_CONTROL) ?? null;
  const row = old?.closest<HTMLElement>(FORM_ROW) ?? null;
  const control = stateControlFor(countries, country);
  const previous = old ? valueOf(old) : '';
  const inputClasses = old?.getAttribute('data-input-classes') ?? null;
  const placeholder = carriedPlaceholder(old?.getAttribute('placeholder') ?? null, old?.getAttribute('data-placeholder') ?? null, selectStateText, control.kind);
  const build = <K extends 'input' | 'select'>(tag: K, classes: string): HTMLElementTagNameMap[K] => {
    const fresh = document.createElement(tag);
    fresh.id = old!.id;
    const name = old!.getAttribute('name');
    if (name !== null) fresh.setAttribute('name', name);
    if (inputClasses !== null) fresh.setAttribute('data-input-classes', inputClasses);
    fresh.className = `${classes} ${inputClasses ?? ''}`.trim().replace(/\s+/g, ' ');
    const autocomplete = old!.getAttribute('autocomplete');
    if (autocomplete !== null) fresh.setAttribute('autocomplete', autocomplete);
    return fresh;
  };
  const visible = (fresh: HTMLElement) => {
    // Required as the row says: the server marks a visible required control so (§2.2).
    if (row?.classList.contains('validate-required')) fresh.setAttribute('aria-required', 'true');
  };
  const dropEnhancement = () => row?.querySelectorAll('.select2-container').forEach((node) => node.remove());

  if (control.kind === 'hidden') {
    if (old) {
      const fresh = build('input', 'hidden');
      fresh.type = 'hidden';
      if (placeholder) fresh.setAttribute('placeholder', placeholder);
      if (row) hideRow(row, restorer);
      dropEnhancement();
      swaps.replace(old, fresh);
    }
    return { changed: true };
  }

  if (control.kind === 'select') {
    if (!old) return { changed: true };
    if (row) showRow(row, restorer);
    let select: HTMLSelectElement;
    if (old instanceof HTMLSelectElement) {
      select = old;
      if (!swaps.built(select)) restorer.children(select);
    } else {
      select = build('select', 'state_select');
      select.setAttribute('data-placeholder', placeholder);
      visible(select);
      swaps.replace(old, select);
    }
    select.replaceChildren(option(selectStateText, ''), ...control.options.map(([code, name]) => option(name, code)));
    select.value = keptState(control.options, previous);
    return { changed: true, select };
  }

  if (!old || !old.matches('select, input[type="hidden"]')) return { changed: false };
  const fresh = build('input', 'input-text');
  fresh.type = 'text';
  if (placeholder) fresh.setAttribute('placeholder', placeholder);
  visible(fresh);
  if (row) showRow(row, restorer);
  dropEnhancement();
  swaps.replace(old, fresh);
  return { changed: true };
}

/** An option whose text is set as text: state names come from a page global. */
function option(text: string, value: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}
