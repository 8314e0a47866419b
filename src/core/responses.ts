import * as z from 'zod/mini';

/** Shapes of the shop endpoints' answers (shared/reference/woocommerce.md §1.7, §2.2). */
/** PHP encodes an empty fragments array (a theme unset them all) as `[]`: read it as none. */
export const fragmentsMap = z.union([
  z.record(z.string(), z.string()),
  z.pipe(z.array(z.never()), z.transform((): Record<string, string> => ({}))),
]);

export const fragmentsResponse = z.object({
  fragments: z.optional(fragmentsMap),
  cart_hash: z.optional(z.nullable(z.string())),
});

/** `{error, product_url}` on failure; the fragments answer on success. */
export const addToCartResponse = z.object({
  error: z.optional(z.union([z.boolean(), z.string(), z.number()])),
  product_url: z.optional(z.string()),
  fragments: z.optional(fragmentsMap),
  cart_hash: z.optional(z.nullable(z.string())),
});

/** remove_from_cart answers the fragments JSON, or wp_send_json_error() = `{success:false}`. */
export const removeFromCartResponse = z.object({
  success: z.optional(z.boolean()),
  fragments: z.optional(fragmentsMap),
  cart_hash: z.optional(z.nullable(z.string())),
});
