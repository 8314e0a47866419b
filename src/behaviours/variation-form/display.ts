import * as bus from '../../core/bus';
import { setServerHtml, trustServerHtml } from '../../core/html';
import { slideDown, slideUp } from '../../core/motion';
import type { FormElements } from './elements';
import type { ImageSwap } from './images';
import { isPurchasable, quantityPlan, soldIndividually } from './logic';
import { toFlag } from '../../core/flag';
import { VARIATION_ID_INPUT } from '../../selectors';
import type { Variation, VariationFormProps } from './parse';
import type { Restorer } from '../../core/restore';
import { decodeEntities, renderTemplate } from './template';

/** §9: `.single_variation` and the no-match message slide in 200 ms. */
export const SLIDE_MS = 200;

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/** `$.fn.wc_set_content`: the original text is kept once in `data-o_content`. */
export function setContent(element: Element, content: string, restorer?: Restorer): void {
  restorer?.children(element);
  restorer?.attributes(element, 'data-o_content');
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
  element.textContent = content;
}

/** `$.fn.wc_reset_content`. */
export function resetContent(element: Element): void {
  const original = element.getAttribute('data-o_content');
  if (original !== null) element.textContent = original;
}

export function setVariationId(form: HTMLElement, value: string, restorer: Restorer): void {
  for (const input of form.querySelectorAll<HTMLInputElement>(VARIATION_ID_INPUT)) {
    restorer.value(input);
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

export interface Display {
  found(variation: Variation): void;
  reset(): void;
}

/** found_variation and reset_data as WooCommerce handles them (§4.7, §4.4). */
export function createDisplay(
  elements: FormElements,
  props: VariationFormProps,
  images: ImageSwap,
  restorer: Restorer,
  onUnsupportedTemplate: () => void,
): Display {
  const { form, product, singleVariation, wrap } = elements;
  const within = (selector: string) => (product ? [...product.querySelectorAll(selector)] : []);

  // WooCommerce's `$wrap.find('.quantity')` and its `input.qty`: every one, whatever its name (a
  // theme's or plugin's extra quantity field follows the variation's limits too).
  const applyQuantity = (variation: Variation) => {
    if (!wrap) return;
    for (const input of wrap.querySelectorAll<HTMLInputElement>('.quantity input.qty')) {
      // Each field is clamped from its own value (WooCommerce reads the first one's for all).
      const plan = quantityPlan(variation, input.value);
      restorer.attributes(input, 'min', 'max');
      if (plan.min !== null) input.setAttribute('min', plan.min);
      if (plan.max !== null) input.setAttribute('max', plan.max);
      input.value = plan.value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const box of wrap.querySelectorAll<HTMLElement>('.quantity')) {
      restorer.attributes(box, 'style');
      if (soldIndividually(variation)) box.style.display = 'none';
      else if (box.style.display === 'none') box.style.removeProperty('display');
    }
  };

  return {
    found(variation) {
      const sku = typeof variation.sku === 'string' || typeof variation.sku === 'number' ? String(variation.sku) : '';
      for (const element of within(SKU)) sku ? setContent(element, sku, restorer) : resetContent(element);
      for (const element of within(WEIGHT)) {
        variation.weight ? setContent(element, String(variation.weight_html ?? ''), restorer) : resetContent(element);
      }
      for (const element of within(DIMENSIONS)) {
        variation.dimensions ? setContent(element, decodeEntities(String(variation.dimensions_html ?? '')), restorer) : resetContent(element);
      }
      images.update(variation);

      const visible = toFlag(variation.variation_is_visible);
      const rendered = renderTemplate(visible ? props.templates.variation : props.templates.unavailable, { ...variation });
      if (rendered.unsupported) onUnsupportedTemplate();
      if (singleVariation) {
        restorer.children(singleVariation);
        // The variation data is the shop's own output (the form's attribute or get_variation).
        setServerHtml(singleVariation, trustServerHtml(rendered.html));
      }
      setVariationId(form, String(variation.variation_id ?? ''), restorer);
      applyQuantity(variation);

      const purchasable = isPurchasable(variation);
      if (singleVariation) {
        restorer.attributes(singleVariation, 'style');
        if ((singleVariation.textContent ?? '').trim()) slideDown(singleVariation, SLIDE_MS);
        else singleVariation.style.removeProperty('display');
      }
      bus.emit('show_variation', { variation, purchasable }, singleVariation ?? form);
    },
    reset() {
      for (const element of within(`${SKU}, ${WEIGHT}, ${DIMENSIONS}`)) resetContent(element);
      bus.emit('reset_image', {}, form);
      if (singleVariation) {
        restorer.attributes(singleVariation, 'style');
        slideUp(singleVariation, SLIDE_MS);
      }
      bus.emit('hide_variation', {}, singleVariation ?? form);
    },
  };
}
