import { readFlag, toFlag } from './flag';
import * as s from './schema';

/**
 * Schemas of the page globals the plugins print, each built on first use (`schemaOf`): a page
 * reads two or three. `wp_localize_script` prints every top-level scalar as a string ("1" / ""
 * for booleans, "5000" for numbers), while themes that print the object as JSON give real types;
 * the schemas accept both and `normalise*` hands widgets real types. Kept to a few schema kinds:
 * every kind costs bytes on the page-load path.
 */
const text = s.string();
const nonEmpty = s.refine(text, (value) => value.length > 0, 'must not be empty');
const scalar = s.union([s.string(), s.number(), s.boolean()]);
/** `wc_ajax_url` must carry the placeholder the client replaces. */
const ajaxEndpointUrl = s.refine(text, (value) => value.includes('%%endpoint%%'), 'must contain %%endpoint%%');

export const addToCartParams = () =>
  s.transform(
    s.object({
      ajax_url: s.optional(text),
      wc_ajax_url: ajaxEndpointUrl,
      i18n_view_cart: s.optional(text),
      cart_url: text,
      is_cart: s.optional(scalar),
      cart_redirect_after_add: s.optional(scalar),
    }),
    (raw) => ({
      ...raw,
      is_cart: toFlag(raw.is_cart),
      cart_redirect_after_add: toFlag(raw.cart_redirect_after_add),
    }),
  );
export type AddToCartParams = s.Output<ReturnType<typeof addToCartParams>>;

export const cartFragmentsParams = () =>
  s.transform(
    s.object({
      ajax_url: s.optional(text),
      wc_ajax_url: ajaxEndpointUrl,
      cart_hash_key: nonEmpty,
      fragment_name: nonEmpty,
      request_timeout: s.optional(scalar),
    }),
    (raw, fail) => {
      const timeout = raw.request_timeout === undefined || raw.request_timeout === '' ? 5000 : Number(raw.request_timeout);
      if (!Number.isFinite(timeout) || timeout <= 0) fail('must be a number of milliseconds', ['request_timeout']);
      return { ...raw, request_timeout: timeout };
    },
  );
export type CartFragmentsParams = s.Output<ReturnType<typeof cartFragmentsParams>>;

export const woocommerceParams = () =>
  s.object({
    ajax_url: s.optional(text),
    wc_ajax_url: s.optional(ajaxEndpointUrl),
    i18n_password_show: s.optional(text),
    i18n_password_hide: s.optional(text),
  });
export type WoocommerceParams = s.Output<ReturnType<typeof woocommerceParams>>;

/** Options objects the page filters (flexslider, zoom, photoswipe): PHP prints `[]` when empty. */
const options = () => s.optional(s.record(s.unknown(), { emptyArray: true }));

export const singleProductParams = () =>
  s.transform(
    s.object({
      i18n_required_rating_text: s.optional(text),
      i18n_rating_options: s.optional(s.refine(s.array(text), (labels) => labels.length === 5, 'must have 5 labels')),
      i18n_product_gallery_trigger_text: s.optional(text),
      review_rating_required: s.optional(scalar),
      flexslider: options(),
      zoom_enabled: s.optional(scalar),
      zoom_options: options(),
      photoswipe_enabled: s.optional(scalar),
      photoswipe_options: options(),
      flexslider_enabled: s.optional(scalar),
    }),
    (raw) => ({
      ...raw,
      review_rating_required: toFlag(raw.review_rating_required),
      zoom_enabled: toFlag(raw.zoom_enabled),
      photoswipe_enabled: toFlag(raw.photoswipe_enabled),
      flexslider_enabled: toFlag(raw.flexslider_enabled),
      flexslider: raw.flexslider ?? {},
      zoom_options: raw.zoom_options ?? {},
      photoswipe_options: raw.photoswipe_options ?? {},
    }),
  );
export type SingleProductParams = s.Output<ReturnType<typeof singleProductParams>>;

export const variationParams = () =>
  s.object({
    wc_ajax_url: ajaxEndpointUrl,
    i18n_no_matching_variations_text: s.optional(text),
    i18n_make_a_selection_text: s.optional(text),
    i18n_unavailable_text: s.optional(text),
    i18n_reset_alert_text: s.optional(text),
  });
export type VariationParams = s.Output<ReturnType<typeof variationParams>>;

/** WooLentor's quick view (elementor.md §6.3); `enableAjaxCart` defaults to on. */
export const quickViewParams = () =>
  s.object({
    ajaxUrl: nonEmpty,
    ajaxNonce: nonEmpty,
    optionData: s.optional(
      s.object({
        enableAjaxCart: s.optional(text),
        thumbnailLayout: s.optional(text),
        spinnerImageUrl: s.optional(text),
      }),
    ),
  });
export type QuickViewParams = s.Output<ReturnType<typeof quickViewParams>>;
/** A number as PHP prints it, a number or a numeric string, within bounds. */
const numberIn = (min: number, max = Number.POSITIVE_INFINITY) =>
  s.transform(s.union([s.number(), s.string()]), (value, fail) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(number) || number < min || number > max) fail(max === Number.POSITIVE_INFINITY ? `must be a number of at least ${min}` : `must be a number from ${min} to ${max}`);
    return number;
  });
const phpFlag = () =>
  s.transform(scalar, (value, fail) => {
    const flag = readFlag(value);
    if (flag === undefined) fail('must be a boolean (true/false, 1/0, "1"/"")');
    return flag === true;
  });

/**
 * WPFront Scroll Top's settings, under the spec's names (§3) or the plugin's keys (widgets.md
 * §2.1); both spellings are checked, and mounts/scroll-to-top/parse.ts maps them.
 */
export const scrollTopSettings = () =>
  s.object({
    enable_autohide: s.optional(phpFlag()),
    auto_hide: s.optional(phpFlag()),
    autohide_time: s.optional(numberIn(0)),
    auto_hide_after: s.optional(numberIn(0)),
    scroll_offset: s.optional(numberIn(0)),
    icon_opacity: s.optional(numberIn(0, 100)),
    button_opacity: s.optional(numberIn(0, 1)),
    enable_hide_small_device: s.optional(phpFlag()),
    hide_small_device: s.optional(phpFlag()),
    small_device_max_width: s.optional(numberIn(0)),
    small_device_width: s.optional(numberIn(0)),
    hide_iframe: s.optional(phpFlag()),
    location: s.optional(numberIn(1, 4)),
    marginX: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
    margin_x: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
    marginY: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
    margin_y: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
    button_action: s.optional(s.refine(text, (value) => ['top', 'element', 'url'].includes(value), 'must be top, element or url')),
    button_action_element_selector: s.optional(text),
    button_action_element_offset: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
    button_action_page_url: s.optional(text),
    accessibility_aria_label: s.optional(text),
    accessibility_title: s.optional(text),
    accessibility_screen_reader_text: s.optional(text),
  });
export type ScrollTopRawSettings = s.Output<ReturnType<typeof scrollTopSettings>>;

/** v3's `wp_localize_script('wpfront-scroll-top', 'wpfront_scroll_top_data', {data: {css, html, data}})`. */
export const scrollTopData = () =>
  s.object({
    data: s.object({
      css: s.optional(s.nullable(text)),
      html: s.optional(s.nullable(text)),
      data: scrollTopSettings(),
    }),
  });
export type ScrollTopData = s.Output<ReturnType<typeof scrollTopData>>;

/**
 * Elementor Pro's front-end config (elementor.md §1.4): the loop filter posts to `urls.rest`
 * (`get_rest_url()`, with its trailing slash). `loopFilter.nonce` is printed only for the editor.
 */
export const elementorProFrontendConfig = () =>
  s.object({
    urls: s.object({ rest: s.refine(nonEmpty, (value) => value.endsWith('/'), 'must end with a slash (get_rest_url())') }),
    loopFilter: s.optional(s.object({ nonce: s.optional(text) })),
    settings: s.optional(s.object({ lazy_load_background_images: s.optional(scalar) })),
    /** admin-ajax.php, where the page builder's forms are sent (elementor-widgets.md §4.1). */
    ajaxurl: s.optional(nonEmpty),
  });
export type ElementorProFrontendConfig = s.Output<ReturnType<typeof elementorProFrontendConfig>>;

/** Elementor core's config (elementor.md §1.4): edit mode, and the page's post id. */
export const elementorFrontendConfig = () =>
  s.object({
    environmentMode: s.optional(s.object({ edit: s.optional(s.boolean()) })),
    post: s.optional(s.object({ id: s.optional(s.union([s.number(), s.string()])) })),
    /** Active experiments by name (`e_font_icon_svg` gives the form's success message its SVG icon); `[]` when none. */
    experimentalFeatures: s.optional(s.record(s.unknown(), { emptyArray: true })),
  });
export type ElementorFrontendConfig = s.Output<ReturnType<typeof elementorFrontendConfig>>;

/** The editor's own config, reachable from the preview in edit mode: the loop filter's REST nonce. */
export const elementorProEditorConfig = () =>
  s.object({ config: s.object({ loopFilter: s.optional(s.object({ nonce: s.optional(text) })) }) });
export type ElementorProEditorConfig = s.Output<ReturnType<typeof elementorProEditorConfig>>;

/**
 * WooCommerce's order attribution (`wp_localize_script('wc-order-attribution', 'wc_order_attribution', …)`,
 * woocommerce.md §6.1): nested values keep their JSON types (only top-level scalars become text).
 * The behaviour reads it without this schema on the way (attribution/parse.ts) and asks it why
 * when that read fails.
 */
export const orderAttributionParams = () =>
  s.object({
    params: s.object({
      lifetime: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
      session: s.optional(numberIn(Number.NEGATIVE_INFINITY)),
      base64: s.optional(phpFlag()),
      ajaxurl: s.optional(text),
      prefix: text,
      allowTracking: phpFlag(),
      consentCategory: s.optional(text),
    }),
    fields: s.refine(s.record(s.refine(text, (path) => /^[a-z_]+\.[a-z]+$/.test(path), 'must be a path such as current.typ'), { emptyArray: true }), (fields) => Object.keys(fields).length > 0, 'must name at least one field'),
  });
export type OrderAttributionParams = s.Output<ReturnType<typeof orderAttributionParams>>;

/**
 * Joinchat's lite script global (widgets.md §1.14), `joinchat_obj = {settings: {…}}` inline: only
 * its shape here; the chat's own parse (mounts/chat/parse.ts, shared with `data-settings`) checks
 * each setting's type.
 */
export const joinchatObject = () => s.looseObject({ settings: s.looseObject({}) });

/**
 * A field `wp_localize_script` prints as a JSON string inside the object (checkout.md §1.6): its
 * value parsed a second time. WooCommerce's own script also turns `&quot;` back into quotes first.
 */
const jsonText = <T>(inner: s.Schema<T>) =>
  s.transform(text, (value, fail) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value.replace(/&quot;/g, '"'));
    } catch {
      fail('must be JSON text');
      return undefined as T;
    }
    const result = s.safeParse(inner, parsed);
    if (!result.ok) {
      for (const issue of result.issues) fail(issue.message, issue.path);
      return undefined as T;
    }
    return result.value;
  });

/** The classic checkout's params (checkout.md §1.2): scalars as text, booleans "1" / "". */
export const checkoutParams = () =>
  s.transform(
    s.object({
      ajax_url: s.optional(text),
      wc_ajax_url: ajaxEndpointUrl,
      update_order_review_nonce: text,
      apply_coupon_nonce: s.optional(text),
      remove_coupon_nonce: s.optional(text),
      option_guest_checkout: s.optional(scalar),
      checkout_url: nonEmpty,
      is_checkout: s.optional(scalar),
      debug_mode: s.optional(scalar),
      i18n_checkout_error: s.optional(text),
    }),
    (raw) => ({ ...raw, is_checkout: toFlag(raw.is_checkout), debug_mode: toFlag(raw.debug_mode), option_guest_checkout: raw.option_guest_checkout === 'yes' }),
  );
export type CheckoutParams = s.Output<ReturnType<typeof checkoutParams>>;

/** A country's states: a code → name map, or an empty list or map when it has none (checkout.md §1.3). */
const statesOf = s.union([s.record(text, { emptyArray: true }), s.array(s.unknown())]);
export const countrySelectParams = () =>
  s.looseObject({
    countries: jsonText(s.record(statesOf, { emptyArray: true })),
    i18n_select_state_text: s.optional(text),
  });
export type CountrySelectParams = s.Output<ReturnType<typeof countrySelectParams>>;

/** One field's rule in a country's locale (checkout.md §1.4). */
const localeField = s.looseObject({
  label: s.optional(text),
  placeholder: s.optional(text),
  required: s.optional(s.union([s.boolean(), text])),
  hidden: s.optional(s.union([s.boolean(), text])),
  priority: s.optional(s.union([s.number(), text])),
  class: s.optional(s.union([s.array(text), s.record(text)])),
});
export type LocaleField = s.Output<typeof localeField>;
export const addressI18nParams = () =>
  s.looseObject({
    locale: jsonText(s.record(s.record(localeField, { emptyArray: true }), { emptyArray: true })),
    locale_fields: jsonText(s.record(text, { emptyArray: true })),
    i18n_required_text: s.optional(text),
    i18n_optional_text: s.optional(text),
  });
export type AddressI18nParams = s.Output<ReturnType<typeof addressI18nParams>>;

export const globalSchemas = {
  wc_add_to_cart_params: addToCartParams,
  wc_cart_fragments_params: cartFragmentsParams,
  woocommerce_params: woocommerceParams,
  wc_single_product_params: singleProductParams,
  wc_add_to_cart_variation_params: variationParams,
  woolentorQuickView: quickViewParams,
  wpfront_scroll_top_data: scrollTopData,
  ElementorProFrontendConfig: elementorProFrontendConfig,
  elementorFrontendConfig: elementorFrontendConfig,
  elementorPro: elementorProEditorConfig,
  wc_order_attribution: orderAttributionParams,
  joinchat_obj: joinchatObject,
  wc_checkout_params: checkoutParams,
  wc_country_select_params: countrySelectParams,
  wc_address_i18n_params: addressI18nParams,
} as const;
export type GlobalName = keyof typeof globalSchemas;
export type GlobalValue<N extends GlobalName> = s.Output<ReturnType<(typeof globalSchemas)[N]>>;

const built = new Map<GlobalName, s.Schema<unknown>>();
/** The schema of a page global, built the first time it is asked for. */
export function schemaOf(name: GlobalName): s.Schema<unknown> {
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
export function describeIssues(issues: s.Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

export function parseWith<T>(schema: s.Schema<T>, value: unknown): Parsed<T> {
  const result = s.safeParse(schema, value);
  return result.ok ? result : { ok: false, reason: describeIssues(result.issues) };
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

function parseGlobal(schema: s.Schema<unknown>, raw: unknown, name: string): ParsedGlobal<unknown> {
  const whole = s.safeParse(schema, raw);
  if (whole.ok) return whole;
  const reason = `page global ${name} is malformed (${describeIssues(whole.issues)})`;
  const fields = [...new Set(whole.issues.map((issue) => issue.path[0]).filter((key) => typeof key === 'string'))];
  if (!fields.length || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason };
  const rest = Object.fromEntries(Object.entries(raw).filter(([key]) => !fields.includes(key)));
  const partial = s.safeParse(schema, rest);
  return partial.ok ? { ok: true, value: partial.value, dropped: { fields, reason } } : { ok: false, reason };
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
