/**
 * The card method's rules, as pure functions: the cardholder name, the billing fields a payment
 * must not start without, where a confirmed payment sends the shopper, and what a decline says.
 */

/** The plugin's cardholder rule (payments.md §6): letters, spaces and hyphens, 5 to 50 of them. */
export const CARDHOLDER_NAME = /^[A-Za-zÀ-ú\s-]{5,50}$/;

export function validCardholderName(name: string): boolean {
  return CARDHOLDER_NAME.test(name.trim());
}

/**
 * The billing fields the payments configuration requires (spec §3), in the form's order. Phone and
 * address line 2 are optional; the state is left to WooCommerce (its requiredness is per country).
 */
export const REQUIRED_BILLING_FIELDS = [
  'billing_first_name',
  'billing_last_name',
  'billing_country',
  'billing_address_1',
  'billing_postcode',
  'billing_city',
  'billing_email',
] as const;

export interface BillingField {
  readonly name: string;
  readonly value: string;
  /** Whether the page marks it required (its row's `validate-required`, or `required`). */
  readonly required: boolean;
}

/**
 * The required billing fields left empty. While any is, no token is made: the order goes to the
 * shop as it is, so WooCommerce reports the fields itself and no card is charged for an order that
 * cannot be placed (WooPayments#8192). A field the page does not print, or prints optional, does
 * not count; either name suffices, as WooCommerce accepts a company-only address.
 */
export function missingBillingFields(fields: readonly BillingField[]): string[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const missing: string[] = [];
  const first = byName.get('billing_first_name');
  const last = byName.get('billing_last_name');
  const named = [first, last].some((field) => field && field.value.trim() !== '');
  for (const name of REQUIRED_BILLING_FIELDS) {
    const field = byName.get(name);
    if (!field || !field.required) continue;
    if ((name === 'billing_first_name' || name === 'billing_last_name') && named) continue;
    if (field.value.trim() === '') missing.push(name);
  }
  return missing;
}

/** What the shop's server answers when the browser is to confirm (the plugin's two-step flow). */
export interface ConfirmDetails {
  readonly paymentId: string;
  readonly token: string;
  readonly completeUrl: string;
  readonly failUrl: string;
  readonly orderId?: string;
}

/** Reads the two-step answer off a checkout answer; anything else is not ours to confirm. */
export function confirmDetails(answer: unknown): ConfirmDetails | null {
  if (!answer || typeof answer !== 'object') return null;
  const { paymentId, token, completeUrl, failUrl, orderId } = answer as Record<string, unknown>;
  if (typeof paymentId !== 'string' || paymentId === '' || typeof token !== 'string' || token === '') return null;
  if (!isHttpUrl(completeUrl) || !isHttpUrl(failUrl)) return null;
  return {
    paymentId,
    token,
    completeUrl,
    failUrl,
    ...(typeof orderId === 'string' || typeof orderId === 'number' ? { orderId: String(orderId) } : {}),
  };
}

/** An absolute http(s) address or a path on this site: the server's own URLs, never a script. */
function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export interface ConfirmedPayment {
  readonly id?: string;
  readonly status?: string;
  readonly orderId?: string;
  readonly statusCode?: string | number;
  readonly statusMessage?: string;
}

/** A final status the shop's return page settles the order with. */
const DONE = new Set(['SUCCEEDED', 'AUTHORIZED', 'PENDING']);

/**
 * Where the shopper goes after the modal, as the plugin's block checkout sends them: the order's
 * complete URL with the payment's id, order and status, for a payment the shop will settle. A
 * FAILED one is not sent to the fail URL (the order-pay page with a generic notice): it stays on
 * the checkout with the reason and the same order, which the next attempt pays.
 */
export function completeUrl(details: ConfirmDetails, result: ConfirmedPayment, base: string): string | null {
  if (!result.status || !DONE.has(result.status)) return null;
  const url = new URL(details.completeUrl, base);
  url.searchParams.set('id', result.id ?? details.paymentId);
  url.searchParams.set('orderId', result.orderId ?? details.orderId ?? '');
  url.searchParams.set('status', result.status);
  return url.href;
}

/** The provider's codes the shopper can act on, said in Spanish (the plugin's own texts, es_ES). */
const DECLINES: Record<string, string> = {
  E201: 'Tu banco ha rechazado el pago. Prueba con otra tarjeta o ponte en contacto con tu banco.',
  E202: 'Tu banco ha rechazado el pago. Prueba con otra tarjeta o ponte en contacto con tu banco.',
  E221: 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  E300: 'Has cancelado el pago.',
  E402: 'No se ha podido verificar el pago con tu banco (autenticación 3-D Secure fallida). Inténtalo de nuevo o prueba con otra tarjeta.',
  E403: 'Se ha agotado el tiempo para verificar el pago con tu banco. Inténtalo de nuevo.',
  E501: 'La tarjeta ha sido rechazada. Prueba con otra tarjeta.',
  E502: 'El número de tarjeta no es válido. Revísalo e inténtalo de nuevo.',
  E503: 'La fecha de caducidad no es válida. Revísala e inténtalo de nuevo.',
  E504: 'El código de seguridad (CVC) no es válido. Revísalo e inténtalo de nuevo.',
  E506: 'La tarjeta ha caducado. Prueba con otra tarjeta.',
  E508: 'Has cancelado la verificación del pago.',
  E510: 'La tarjeta está bloqueada. Prueba con otra tarjeta o ponte en contacto con tu banco.',
  E515: 'Tu banco ha rechazado el pago. Prueba con otra tarjeta o ponte en contacto con tu banco.',
  E519: 'La tarjeta ha superado su límite. Prueba con otra tarjeta.',
};
export const DECLINED_DEFAULT = 'El pago ha sido rechazado. Prueba con otra tarjeta.';

/** The Spanish reason for a failed payment or a provider error with an E-code; null when it has none. */
export function declineMessage(statusCode: unknown): string | null {
  if (typeof statusCode !== 'string' || !/^E\d{3}$/.test(statusCode)) return null;
  return DECLINES[statusCode] ?? DECLINED_DEFAULT;
}
