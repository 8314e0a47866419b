/**
 * WooLentor quick view's rules (elementor.md §6), without DOM or React: the modal's states, the
 * size it may take, and the add-to-cart request as the plugin builds it.
 */

/** Spec §9: the wrapper is at most the window's height less 150 px. */
export const QUICK_VIEW_MARGIN_PX = 150;

export function wrapperMaxHeight(windowHeight: number): number {
  return Math.max(0, windowHeight - QUICK_VIEW_MARGIN_PX);
}

export const AJAX_ACTIONS = {
  content: 'woolentor_quickview',
  addToCart: 'woolentor_quickview_insert_to_cart',
} as const;

/** §8: the plugin's console messages, word for word. */
export const MESSAGES = {
  empty: 'Something wrong loading fetching product data',
  failed: 'Something wrong with AJAX response.',
} as const;

export type QuickViewState =
  | { status: 'closed' }
  | { status: 'loading'; productId: string; opener: HTMLElement }
  | { status: 'open'; productId: string; opener: HTMLElement; html: string };

export type ContentAnswer = { kind: 'content'; html: string } | { kind: 'empty' };

/**
 * The product's markup, or nothing: a missing or unknown id gives an empty body, and a failed
 * nonce or hidden product `-1` (with a 403, which the request already reports as a failure).
 */
export function readContentAnswer(body: string): ContentAnswer {
  const html = body.trim();
  if (!html || html === '-1' || html === '0') return { kind: 'empty' };
  return { kind: 'content', html };
}

export interface CartFields {
  /** The serialised `form.cart` as name/value pairs, in document order. */
  readonly form: ReadonlyArray<readonly [string, string]>;
  /** The add-to-cart button's value (a simple product's id). */
  readonly buttonValue: string;
  /** Each `select[name^="attribute"]`: its name and chosen value. */
  readonly attributes: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly nonce: string;
}

export interface CartRequest {
  readonly body: Array<[string, string]>;
  /** The `adding_to_cart` payload: what the plugin appends to the form. */
  readonly data: Record<string, string>;
  /** Attribute selects left empty: marked `required error`, still sent without them. */
  readonly missing: string[];
}

/**
 * The body WooLentor posts (§3 "Quick-view add-to-cart payload", §7): the serialised form, then
 * product_id, an empty product_sku, quantity, variation_id, the chosen attributes as a JSON
 * string, the action and the nonce.
 */
export function cartRequest(fields: CartFields): CartRequest {
  const value = (name: string) => fields.form.find(([key]) => key === name)?.[1] ?? '';
  const variations: Record<string, string> = {};
  const missing: string[] = [];
  for (const { name, value: chosen } of fields.attributes) {
    if (chosen === '') missing.push(name);
    else variations[name] = chosen;
  }
  const data = {
    product_id: value('product_id') || value('add-to-cart') || fields.buttonValue,
    product_sku: '',
    quantity: value('quantity') || '1',
    variation_id: value('variation_id') || '0',
    variations: JSON.stringify(variations),
    action: AJAX_ACTIONS.addToCart,
    nonce: fields.nonce,
  };
  return { body: [...fields.form.map(([k, v]) => [k, v] as [string, string]), ...Object.entries(data)], data, missing };
}

export type CartOutcome =
  | { kind: 'added'; fragments: Record<string, string> | undefined; cartHash: string | undefined }
  | { kind: 'go-to-product'; url: string }
  | { kind: 'failed'; reason: string };

/**
 * The answer: WooCommerce's refreshed fragments, or `{ error: true, product_url }` when the cart
 * refused the product. The plugin tests `error & product_url` (a bitwise and, always 0) and so
 * treats a refusal as a success; we send the shopper to the product, as WooCommerce's own add to
 * cart does.
 */
export function cartOutcome(answer: unknown, productUrl: (url: unknown) => string | null): CartOutcome {
  if (!answer || typeof answer !== 'object') return { kind: 'failed', reason: 'the add-to-cart answer is not an object' };
  const record = answer as Record<string, unknown>;
  if (record.error) {
    const url = productUrl(record.product_url);
    return url ? { kind: 'go-to-product', url } : { kind: 'failed', reason: 'the cart refused the product and gave no product page' };
  }
  // PHP prints an empty fragments array as `[]`.
  const fragments = Array.isArray(record.fragments) && record.fragments.length === 0 ? undefined : record.fragments;
  if (fragments !== undefined && !isStringMap(fragments)) return { kind: 'failed', reason: 'the add-to-cart answer has malformed fragments' };
  return { kind: 'added', fragments, cartHash: typeof record.cart_hash === 'string' ? record.cart_hash : undefined };
}

function isStringMap(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}
