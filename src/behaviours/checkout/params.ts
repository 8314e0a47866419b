import { globalProblem, globalValue, type CheckoutParams } from '../../core/config';
import type { WidgetContext } from '../../core/types';

/**
 * `wc_checkout_params`, checked where it is first needed (the registry's `presenceOnly`): a
 * malformed one is reported once and the widget stays off, leaving the markup as served.
 */
export function checkoutParams(ctx: WidgetContext): CheckoutParams | undefined {
  const problem = globalProblem('wc_checkout_params');
  const params = globalValue('wc_checkout_params');
  if (problem || !params) {
    ctx.report(problem ?? 'page global wc_checkout_params is missing');
    return undefined;
  }
  return params;
}
