import { block } from '../../core/block';
import { onPageEvent } from '../../core/page-events';
import type { WidgetContext } from '../../core/types';
import { CHECKOUT_BOX_SLIDE_MS, startPaymentMethods } from './payment-methods';

/**
 * The order-pay form (checkout.md §4.2): the payment boxes and the button's text as on the
 * checkout, and the form blocked on submit while its own POST goes (no vetoes, no AJAX).
 */
export function start(form: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  if (form instanceof HTMLFormElement) {
    const had = form.noValidate;
    form.noValidate = true;
    scope.add(() => void (form.noValidate = had));
  }
  const payment = startPaymentMethods(form, scope, { slideMs: CHECKOUT_BOX_SLIDE_MS, buttonText: true, announce: true });
  payment.init();
  onPageEvent(scope, form, 'submit', (event) => {
    if (!event.defaultPrevented) block(form, null);
  });
}
