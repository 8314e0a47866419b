import * as z from 'zod/mini';
import { toFlag } from './flag';

// Zod compiles object parsers with `new Function` unless told not to; under a strict CSP even the
// probe for that is reported as a violation.
z.config({ jitless: true });

/**
 * Schemas of the page globals the plugins print, each built on first use (`schemaOf`): building
 * all of them when this chunk was evaluated was most of its cost (~60 ms at 4x CPU), and a page
 * reads two or three. `wp_localize_script` prints every top-level scalar as a string ("1" / ""
 * for booleans, "5000" for numbers), while themes that print the object as JSON give real types;
 * the schemas accept both and `normalise*` hands widgets real types. Kept to a few schema kinds:
 * every kind costs bytes on the page-load path.
 */
const text = z.string();
const scalar = z.union([z.string(), z.number(), z.boolean()]);
/** `wc_ajax_url` must carry the placeholder the client replaces. */
const ajaxEndpointUrl = z.string().check(z.includes('%%endpoint%%'));

const addToCartShape = () => z.object({
  ajax_url: z.optional(text),
  wc_ajax_url: ajaxEndpointUrl,
  i18n_view_cart: z.optional(text),
  cart_url: text,
  is_cart: z.optional(scalar),
  cart_redirect_after_add: z.optional(scalar),
});
export const addToCartParams = () => z.pipe(
  addToCartShape(),
  z.transform((raw) => ({
    ...raw,
    is_cart: toFlag(raw.is_cart),
    cart_redirect_after_add: toFlag(raw.cart_redirect_after_add),
  })),
);
export type AddToCartParams = z.output<ReturnType<typeof addToCartParams>>;

export const cartFragmentsParams = () => z.pipe(
  z.object({
    ajax_url: z.optional(text),
    wc_ajax_url: ajaxEndpointUrl,
    cart_hash_key: text.check(z.minLength(1)),
    fragment_name: text.check(z.minLength(1)),
    request_timeout: z.optional(scalar),
  }),
  z.transform((raw, ctx) => {
    const timeout = raw.request_timeout === undefined || raw.request_timeout === '' ? 5000 : Number(raw.request_timeout);
    if (!Number.isFinite(timeout) || timeout <= 0) {
      ctx.issues.push({ code: 'custom', message: 'must be a number of milliseconds', input: raw.request_timeout, path: ['request_timeout'] });
    }
    return { ...raw, request_timeout: timeout };
  }),
);
export type CartFragmentsParams = z.output<ReturnType<typeof cartFragmentsParams>>;

export const woocommerceParams = () => z.object({
  ajax_url: z.optional(text),
  wc_ajax_url: z.optional(ajaxEndpointUrl),
  i18n_password_show: z.optional(text),
  i18n_password_hide: z.optional(text),
});
export type WoocommerceParams = z.output<ReturnType<typeof woocommerceParams>>;

/** Options objects the page filters (flexslider, zoom, photoswipe): PHP prints `[]` when empty. */
const options = () => z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()).check(z.maxLength(0))]);
const optionsRecord = (value: Record<string, unknown> | unknown[] | undefined): Record<string, unknown> =>
  value && !Array.isArray(value) ? value : {};

export const singleProductParams = () => z.pipe(
  z.object({
    i18n_required_rating_text: z.optional(text),
    i18n_rating_options: z.optional(z.array(text).check(z.length(5))),
    i18n_product_gallery_trigger_text: z.optional(text),
    review_rating_required: z.optional(scalar),
    flexslider: z.optional(options()),
    zoom_enabled: z.optional(scalar),
    zoom_options: z.optional(options()),
    photoswipe_enabled: z.optional(scalar),
    photoswipe_options: z.optional(options()),
    flexslider_enabled: z.optional(scalar),
  }),
  z.transform((raw) => ({
    ...raw,
    review_rating_required: toFlag(raw.review_rating_required),
    zoom_enabled: toFlag(raw.zoom_enabled),
    photoswipe_enabled: toFlag(raw.photoswipe_enabled),
    flexslider_enabled: toFlag(raw.flexslider_enabled),
    flexslider: optionsRecord(raw.flexslider),
    zoom_options: optionsRecord(raw.zoom_options),
    photoswipe_options: optionsRecord(raw.photoswipe_options),
  })),
);
export type SingleProductParams = z.output<ReturnType<typeof singleProductParams>>;

export const variationParams = () => z.object({
  wc_ajax_url: ajaxEndpointUrl,
  i18n_no_matching_variations_text: z.optional(text),
  i18n_make_a_selection_text: z.optional(text),
  i18n_unavailable_text: z.optional(text),
  i18n_reset_alert_text: z.optional(text),
});
export type VariationParams = z.output<ReturnType<typeof variationParams>>;

export const globalSchemas = {
  wc_add_to_cart_params: addToCartParams,
  wc_cart_fragments_params: cartFragmentsParams,
  woocommerce_params: woocommerceParams,
  wc_single_product_params: singleProductParams,
  wc_add_to_cart_variation_params: variationParams,
} as const;
export type GlobalName = keyof typeof globalSchemas;
export type GlobalValue<N extends GlobalName> = z.output<ReturnType<(typeof globalSchemas)[N]>>;

const built = new Map<GlobalName, z.core.$ZodType>();
/** The schema of a page global, built the first time it is asked for. */
export function schemaOf(name: GlobalName): z.core.$ZodType {
  let schema = built.get(name);
  if (!schema) built.set(name, (schema = globalSchemas[name]()));
  return schema;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
/**
 * A page global whose malformed fields were left out: `value` is what the rest parses to, and only
 * the widgets that read one of `fields` must stay off (WidgetDef.reads).
 */
export type ParsedGlobal<T> = Parsed<T> | { ok: true; value: T; dropped: { fields: string[]; reason: string } };

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

const cache = new Map<GlobalName, ParsedGlobal<unknown> | null>();

/**
 * Reads and validates a page global once. `null` means the global is absent, which is not an
 * error: the plugin's own script also bails out silently then. A malformed optional field is left
 * out rather than sinking the whole object, so one theme's bad rating labels do not also turn off
 * the gallery that reads the same global.
 */
export function readGlobal<N extends GlobalName>(name: N): ParsedGlobal<GlobalValue<N>> | null {
  if (cache.has(name)) return cache.get(name) as ParsedGlobal<GlobalValue<N>> | null;
  const raw = (window as unknown as Record<string, unknown>)[name];
  const parsed = raw === undefined ? null : parseGlobal(schemaOf(name), raw, name);
  cache.set(name, parsed);
  return parsed as ParsedGlobal<GlobalValue<N>> | null;
}

function parseGlobal(schema: z.core.$ZodType, raw: unknown, name: string): ParsedGlobal<unknown> {
  const whole = z.safeParse(schema, raw);
  if (whole.success) return { ok: true, value: whole.data };
  const reason = `page global ${name} is malformed (${describeIssues(whole.error)})`;
  const fields = [...new Set(whole.error.issues.map((issue) => issue.path[0]).filter((key) => typeof key === 'string'))];
  if (!fields.length || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason };
  const rest = Object.fromEntries(Object.entries(raw).filter(([key]) => !fields.includes(key)));
  const partial = z.safeParse(schema, rest);
  return partial.success ? { ok: true, value: partial.data, dropped: { fields, reason } } : { ok: false, reason };
}

/**
 * Why a widget that reads `reads` of global `name` (all of it when not given) must stay off, or
 * null when it may run: absent, well-formed, or malformed only in fields it does not read.
 */
export function globalProblem(name: GlobalName, reads?: readonly string[]): string | null {
  const parsed = readGlobal(name);
  if (!parsed) return null;
  if (!parsed.ok) return parsed.reason;
  if ('dropped' in parsed && (!reads || parsed.dropped.fields.some((field) => reads.includes(field)))) return parsed.dropped.reason;
  return null;
}

/** The validated value of a page global (without its malformed optional fields), or undefined when absent or unusable. */
export function globalValue<N extends GlobalName>(name: N): GlobalValue<N> | undefined {
  const parsed = readGlobal(name);
  return parsed?.ok ? parsed.value : undefined;
}

/** For tests: forget parsed globals. */
export function resetGlobals(): void {
  cache.clear();
}
