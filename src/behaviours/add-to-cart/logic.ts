import type { Fragments } from '../../core/events';

/** What to do with an add_to_cart answer (shared/reference/woocommerce.md §1.3). */
export type AddOutcome =
  | { kind: 'go-to-product'; url: string }
  | { kind: 'go-to-cart'; url: string }
  | { kind: 'added'; fragments: Fragments | undefined; cartHash: string | undefined }
  | { kind: 'failed'; reason: string };

export interface AddAnswer {
  error?: boolean | string | number | undefined;
  product_url?: string | undefined;
  fragments?: Fragments | undefined;
  cart_hash?: string | null | undefined;
}

export function addOutcome(
  answer: AddAnswer,
  settings: { redirectAfterAdd: boolean; cartUrl: string | null; productUrl: string | null },
): AddOutcome {
  if (answer.error) {
    // The product page shows the server's notice (out of stock, sold individually, ...).
    if (settings.productUrl) return { kind: 'go-to-product', url: settings.productUrl };
    return { kind: 'failed', reason: 'the shop refused the product and gave no product page' };
  }
  if (settings.redirectAfterAdd && settings.cartUrl) return { kind: 'go-to-cart', url: settings.cartUrl };
  return { kind: 'added', fragments: answer.fragments, cartHash: answer.cart_hash ?? undefined };
}

/**
 * The POST body: every data-* attribute of the button. With jQuery, WooCommerce starts from
 * `$button.data()` (type-converted, plus anything stored with .data()) and overwrites with the
 * native dataset, so attribute values win as strings.
 */
export function addPayload(
  dataset: DOMStringMap,
  jqueryData: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(jqueryData ?? {})) {
    if (isPostable(value)) payload[key] = value;
  }
  for (const [key, value] of Object.entries(dataset)) if (value !== undefined) payload[key] = value;
  return payload;
}

/** jQuery's data cache can hold widgets' objects; only plain values are form data. */
function isPostable(value: unknown): boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}
