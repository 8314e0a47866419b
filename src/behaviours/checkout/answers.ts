import * as s from '../../core/schema';
import { HttpError } from '../../core/http';
import { parseWith } from '../../core/config';

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
  redirect: s.optional(s.string()),
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
  if (body.trim() === '') throw new HttpError('empty', 'empty response');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const embedded = /{"result.*}/s.exec(body);
    try {
      if (!embedded) throw new Error('no answer inside');
      json = JSON.parse(embedded[0]);
    } catch {
      throw new HttpError('invalid-json', 'the response is not JSON');
    }
  }
  const parsed = parseWith(schema, json);
  if (!parsed.ok) throw new HttpError('invalid-shape', `unexpected response (${parsed.reason})`);
  return parsed.value;
}

/** Only the string fragments; a plugin's data keys (non-string values) are not markup. */
export function markupFragments(fragments: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fragments ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}
