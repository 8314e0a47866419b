import { MISSING_ID_MESSAGE, MISSING_PROPS_MESSAGE } from './errors';
import type { GetPaymentMethodsRequest, PaymentIdentity } from './types';

/**
 * Which id a call is keyed on (spec §5): the payment's when given, else the account's. Empty strings
 * count as absent, as in the provider's client (a PHP page prints a missing id as '').
 */
export function paymentOrAccount(request: GetPaymentMethodsRequest): { paymentId: string } | { accountId: string } {
  if (request.paymentId) return { paymentId: request.paymentId };
  if (request.accountId) return { accountId: request.accountId };
  throw new Error(MISSING_ID_MESSAGE);
}

/**
 * A payment component needs the payment, or the account with the amount and currency to tokenise
 * for. The amount counts as given when it is a number, 0 included, where the provider's check
 * (truthiness) refuses 0: a zero-amount VERIF payment is how a card is saved from the account's
 * add-payment-method page (payments-plugin.md §1.6), and its component must start.
 */
export function validateComponentProps(props: PaymentIdentity): void {
  if (props.paymentId) return;
  const hasAmount = typeof props.amount === 'number' && Number.isFinite(props.amount);
  if (props.accountId && hasAmount && props.currency) return;
  throw new Error(MISSING_PROPS_MESSAGE);
}
