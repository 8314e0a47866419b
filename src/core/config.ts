import * as z from 'zod/mini';

/**
 * Schemas of the page globals the plugins print. `wp_localize_script` prints every scalar as a
 * string ("1" / "" for booleans, "5000" for numbers), so the schemas accept both spellings and
 * hand widgets real types.
 */
const text = z.string();
const flag = z.pipe(
  z.union([z.boolean(), z.literal('1'), z.literal(''), z.literal('0'), z.literal('yes'), z.literal('no'), z.number()]),
  z.transform((value): boolean => value === true || value === '1' || value === 'yes' || value === 1),
);
const milliseconds = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);
/** `wc_ajax_url` must carry the placeholder the client replaces. */
const ajaxEndpointUrl = z.string().check(z.includes('%%endpoint%%'));

export const addToCartParams = z.object({
  ajax_url: z.optional(text),
  wc_ajax_url: ajaxEndpointUrl,
  i18n_view_cart: z.optional(text),
  cart_url: text,
  is_cart: z._default(flag, false),
  cart_redirect_after_add: z._default(z.string(), 'no'),
});
export type AddToCartParams = z.output<typeof addToCartParams>;

export const cartFragmentsParams = z.object({
  ajax_url: z.optional(text),
  wc_ajax_url: ajaxEndpointUrl,
  cart_hash_key: text.check(z.minLength(1)),
  fragment_name: text.check(z.minLength(1)),
  request_timeout: z._default(milliseconds, 5000),
});
export type CartFragmentsParams = z.output<typeof cartFragmentsParams>;

export const woocommerceParams = z.object({
  ajax_url: z.optional(text),
  wc_ajax_url: z.optional(ajaxEndpointUrl),
  i18n_password_show: z.optional(text),
  i18n_password_hide: z.optional(text),
});
export type WoocommerceParams = z.output<typeof woocommerceParams>;

export const globalSchemas = {
  wc_add_to_cart_params: addToCartParams,
  wc_cart_fragments_params: cartFragmentsParams,
  woocommerce_params: woocommerceParams,
} as const;
export type GlobalName = keyof typeof globalSchemas;
export type GlobalValue<N extends GlobalName> = z.output<(typeof globalSchemas)[N]>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A schema failure as one readable line: the first few issues with their paths. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, reason: describeIssues(result.error) };
}

const cache = new Map<GlobalName, Parsed<unknown> | null>();

/**
 * Reads and validates a page global once. `null` means the global is absent, which is not an
 * error: the plugin's own script also bails out silently then.
 */
export function readGlobal<N extends GlobalName>(name: N): Parsed<GlobalValue<N>> | null {
  if (cache.has(name)) return cache.get(name) as Parsed<GlobalValue<N>> | null;
  const raw = (window as unknown as Record<string, unknown>)[name];
  const parsed =
    raw === undefined
      ? null
      : (parseWith(globalSchemas[name], raw) as Parsed<GlobalValue<N>>);
  if (parsed && !parsed.ok) parsed.reason = `page global ${name} is malformed (${parsed.reason})`;
  cache.set(name, parsed);
  return parsed;
}

/** For tests: forget parsed globals. */
export function resetGlobals(): void {
  cache.clear();
}

/** The validated value of a page global, or undefined when absent or malformed. */
export function globalValue<N extends GlobalName>(name: N): GlobalValue<N> | undefined {
  const parsed = readGlobal(name);
  return parsed?.ok ? parsed.value : undefined;
}
