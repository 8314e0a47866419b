import { VARIATION_RESET, VARIATION_SELECT } from '../../selectors';
import { chosenAttributes, type ChosenAttributes, type OptionsPlan, type SelectModel } from './logic';

/** The parts of the form WooCommerce caches at init (woocommerce.md §4.2). */
export interface FormElements {
  form: HTMLElement;
  /** The closest `.product`: sku, weight, dimensions and the gallery are found in it. */
  product: HTMLElement | null;
  selects: HTMLSelectElement[];
  singleVariation: HTMLElement | null;
  wrap: HTMLElement | null;
  resetControls: HTMLElement[];
  resetAlert: HTMLElement | null;
}

export { VARIATION_SELECT as SELECT_SELECTOR, VARIATION_RESET as RESET_SELECTOR, VARIATION_BUTTON as BUTTON_SELECTOR } from '../../selectors';

export function findElements(form: HTMLElement): FormElements {
  return {
    form,
    product: form.closest<HTMLElement>('.product'),
    selects: [...form.querySelectorAll<HTMLSelectElement>(VARIATION_SELECT)],
    singleVariation: form.querySelector<HTMLElement>('.single_variation'),
    wrap: form.querySelector<HTMLElement>('.single_variation_wrap'),
    resetControls: [...form.querySelectorAll<HTMLElement>(VARIATION_RESET)],
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
  };
}

export const attributeName = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;

export function readChosen(selects: readonly HTMLSelectElement[]): ChosenAttributes {
  return chosenAttributes(selects.map((select) => ({ name: attributeName(select), value: select.value || '' })));
}

/** A clean copy of a select's server options, taken once (WooCommerce's `attribute_html`). */
export interface OptionSource {
  placeholder: HTMLOptionElement | null;
  options: HTMLOptionElement[];
}

export function optionSource(select: HTMLSelectElement): OptionSource {
  const clean = [...select.options].map((option) => {
    const copy = option.cloneNode(true) as HTMLOptionElement;
    copy.removeAttribute('selected');
    copy.removeAttribute('disabled');
    copy.classList.remove('attached', 'enabled');
    if (copy.classList.length === 0) copy.removeAttribute('class');
    return copy;
  });
  const first = clean[0];
  const placeholder = first && first.value === '' ? first : null;
  return { placeholder, options: placeholder ? clean.slice(1) : clean };
}

export function selectModel(select: HTMLSelectElement, source: OptionSource): SelectModel {
  return {
    name: attributeName(select),
    value: select.value || '',
    values: source.options.map((option) => option.value),
    showOptionNone: select.getAttribute('data-show_option_none') ?? undefined,
  };
}

/** Writes a plan's options into the select; untouched when they are already what it holds. */
export function applyOptions(select: HTMLSelectElement, source: OptionSource, plan: OptionsPlan): void {
  const byValue = new Map(source.options.map((option) => [option.value, option]));
  const wanted: HTMLOptionElement[] = [];
  if (plan.keepPlaceholder && source.placeholder) wanted.push(source.placeholder.cloneNode(true) as HTMLOptionElement);
  for (const { value, enabled } of plan.options) {
    const option = byValue.get(value)?.cloneNode(true) as HTMLOptionElement | undefined;
    if (!option) continue;
    option.classList.add('attached');
    if (enabled) option.classList.add('enabled');
    else option.disabled = true;
    wanted.push(option);
  }
  if (signature(wanted) !== signature([...select.options])) select.replaceChildren(...wanted);
  select.value = plan.value;
}

const signature = (options: readonly HTMLOptionElement[]) =>
  options.map((option) => `${option.value}\u0000${option.className}\u0000${option.disabled}\u0000${option.text}`).join('\u0001');
