/**
 * Joinchat's variable-product SKU (widgets.md §1.13), in a chunk of its own: only a product page
 * whose chat message or CTA uses `{SKU}` (the settings' `sku`) loads it, with the bus it listens on.
 */
import * as bus from '../../core/bus';
import type { WidgetContext } from '../../core/types';
import { CHAT_SKU_TEXT, VARIATION_FORM, VARIATION_ID_INPUT } from '../../selectors';
import { chosenVariation, variationSku } from './logic';

/**
 * Follows the product's variation forms: a found variation puts its SKU (the product's when it
 * has none) in the chat's `<jc-sku>` texts, as text, and hands it to `onSku` for the messages; a
 * reset puts the product's back.
 */
export function startSku(ctx: WidgetContext, parentSku: string, onSku: (sku: string) => void): void {
  const apply = (sku: string) => {
    for (const element of document.querySelectorAll(CHAT_SKU_TEXT)) element.textContent = sku;
    onSku(sku);
  };
  const fromForm = (target: Element) => target.closest(VARIATION_FORM) !== null;
  // A variation found before this listened is read back from the form.
  for (const form of document.querySelectorAll<HTMLElement>(VARIATION_FORM)) {
    const found = chosenVariation(form.dataset.product_variations, form.querySelector<HTMLInputElement>(VARIATION_ID_INPUT)?.value);
    if (!found) continue;
    apply(variationSku(found, parentSku));
    break;
  }
  ctx.scope.add(
    bus.on('found_variation', ({ variation }, target) => {
      if (fromForm(target)) apply(variationSku(variation, parentSku));
    }),
  );
  ctx.scope.add(
    bus.on('reset_data', (_detail, target) => {
      if (fromForm(target)) apply(parentSku);
    }),
  );
}
