import type { WidgetContext } from '../../core/types';
import { QUANTITY_INPUT } from '../../selectors';
import { raisedToMinimum } from './logic';

/** Runs once at load, as WooCommerce does; the cart page's own quantity fields are left alone. */
export function start(_body: HTMLElement, _ctx: WidgetContext): void {
  for (const input of document.querySelectorAll<HTMLInputElement>(QUANTITY_INPUT)) {
    if (input.closest('.product-quantity')) continue;
    const corrected = raisedToMinimum(input.value, input.min);
    if (corrected !== null) input.value = corrected;
  }
}
