import * as s from '../../core/schema';
import { HttpError, readJson } from '../../core/http';

/**
 * The checkout's two JSON answers (checkout.md §3.6, §3.10). Loose: plugins add keys of their own
 * (MONEI's `monei_new_total` among the fragments, a gateway's `order_id`, `payment_result`).
 */
const flagLike = s.optional(s.union([s.boolean(), s.string(), s.number(), s.nullValue()]));
export const updateAnswer = s.looseObject({
  result: s.optional(s.string()),
  messages: s.optional(s.union([s.string(), s.boolean(), s.nullValue()])),
  reload: flagLike,
  fragments: s.optional(s.record(s.unknown(), { emptyArray: true })),
});
export type UpdateAnswer = s.Output<typeof updateAnswer>;

export const checkoutAnswer = s.looseObject({
  result: s.string(),
  // `false` from a gateway that confirms in the browser after the order is made (MONEI's two-step flow).
  redirect: s.optional(s.union([s.string(), s.boolean()])),
  messages: s.optional(s.union([s.string(), s.boolean(), s.nullValue()])),
  refresh: flagLike,
  reload: flagLike,
});
export type CheckoutAnswer = s.Output<typeof checkoutAnswer>;

/**
 * JSON.parse with WooCommerce's repair (its global `dataFilter`, PRs #9743 and #15210): a PHP
 * notice printed before or after the answer leaves the first `{"result…}` to parse.
 */
export function parseAnswer<T>(body: string, schema: s.Schema<T>): T {
  try {
    return readJson(body, schema);
  } catch (error) {
    const embedded = error instanceof HttpError && error.kind === 'invalid-json' ? /{"result.*}/s.exec(body) : null;
    if (!embedded) throw error;
    return readJson(embedded[0], schema);
  }
}

/** Only the string fragments; a plugin's data keys (non-string values) are not markup. */
export function markupFragments(fragments: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fragments ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}
