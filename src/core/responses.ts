import * as s from './schema';

/** Shapes of the shop endpoints' answers (shared/reference/woocommerce.md §1.7, §2.2). */
/** PHP encodes an empty fragments array (a theme unset them all) as `[]`: read it as none. */
export const fragmentsMap = s.record(s.string(), { emptyArray: true });

export const fragmentsResponse = s.object({
  fragments: s.optional(fragmentsMap),
  cart_hash: s.optional(s.nullable(s.string())),
});

/** `{error, product_url}` on failure; the fragments answer on success. */
export const addToCartResponse = s.object({
  error: s.optional(s.union([s.boolean(), s.string(), s.number()])),
  product_url: s.optional(s.string()),
  fragments: s.optional(fragmentsMap),
  cart_hash: s.optional(s.nullable(s.string())),
});

/** remove_from_cart answers the fragments JSON, or wp_send_json_error() = `{success:false}`. */
export const removeFromCartResponse = s.object({
  success: s.optional(s.boolean()),
  fragments: s.optional(fragmentsMap),
  cart_hash: s.optional(s.nullable(s.string())),
});
