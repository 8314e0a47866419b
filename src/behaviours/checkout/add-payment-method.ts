import { block } from '../../core/block';
import { onPageEvent } from '../../core/page-events';
import type { WidgetContext } from '../../core/types';
import { ACCOUNT_BOX_SLIDE_MS, startPaymentMethods } from './payment-methods';

/**
 * The account's add-payment-method form (checkout.md §4.5): its payment boxes (250 ms slides),
 * the form blocked on submit while its own POST goes, and the delete links of the payment
 * methods list followed once.
 */
export function start(form: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  startPaymentMethods(form, scope, { slideMs: ACCOUNT_BOX_SLIDE_MS, buttonText: false, announce: false }).init();
  onPageEvent(scope, form, 'submit', (event) => {
    if (!event.defaultPrevented) block(form, null);
  });
}
