import type { JQueryLike } from './jquery';
import { isRecord } from './record';
/**
 * The one map of bus events: each plugin event's payload (our typed `detail`), the argument list
 * the plugin passed to jQuery handlers, and how to read a third party's trigger back into a
 * payload. Later widgets add their events here; nothing else in the bus changes.
 */
export type Fragments = Record<string, string>;
/** The fragment every WooCommerce answer carries: the mini cart's content. */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';

export interface BusEvents {
  adding_to_cart: { button: HTMLElement; data: Record<string, unknown> };
  added_to_cart: { fragments: Fragments | undefined; cart_hash: string | undefined; button: HTMLElement | undefined };
  removed_from_cart: { fragments: Fragments | undefined; cart_hash: string | undefined; button: HTMLElement | undefined };
  wc_cart_button_updated: { button: HTMLElement };
  'ajax_request_not_sent.adding_to_cart': { button: HTMLElement };
  wc_fragments_loaded: Record<string, never>;
  wc_fragments_refreshed: Record<string, never>;
  wc_fragments_ajax_error: Record<string, never>;
  wc_fragment_refresh: Record<string, never>;
  updated_wc_div: Record<string, never>;
  item_removed_from_classic_cart: Record<string, never>;
  // Single product page (woocommerce.md §3-§4). Variation events are dispatched on the form, as
  // WooCommerce triggers them; show_variation and hide_variation on its `.single_variation`.
  wc_variation_form: { form: HTMLElement; useAjax: boolean };
  /** A third party may pass its own chosenAttributes (`{ data, count, chosenCount }`) to check instead of the selects. */
  check_variations: { chosenAttributes?: unknown };
  update_variation_values: Record<string, never>;
  woocommerce_update_variation_values: Record<string, never>;
  woocommerce_variation_select_change: Record<string, never>;
  woocommerce_variation_has_changed: Record<string, never>;
  found_variation: { variation: VariationData };
  reset_data: Record<string, never>;
  reset_image: Record<string, never>;
  show_variation: { variation: VariationData; purchasable: boolean };
  hide_variation: Record<string, never>;
  reload_product_variations: Record<string, never>;
  announce_reset: Record<string, never>;
  clear_reset_announcement: Record<string, never>;
  reset_focus: Record<string, never>;
  /** On the gallery (`.images`): back to the first slide after a variation image swap. */
  woocommerce_gallery_reset_slide_position: Record<string, never>;
  woocommerce_gallery_init_zoom: Record<string, never>;
  'wc-product-gallery-before-init': { gallery: HTMLElement; params: unknown };
  'wc-product-gallery-after-init': { gallery: HTMLElement; params: unknown };
  /** WooLentor (elementor.md §6.4): the quick view's product is in the modal and its widgets run. */
  woolentor_quick_view_rendered: Record<string, never>;
  // The classic checkout (checkout.md §6.1), all on document.body.
  init_checkout: Record<string, never>;
  /** `args`: undefined, `{ current_target }` or `{ update_shipping_method: false }`, a bare object as WooCommerce passes it. */
  update_checkout: { args: UpdateCheckoutArgs | undefined };
  /** The parsed update_order_review answer; a plugin that fires it itself passes nothing. */
  updated_checkout: { data: unknown };
  payment_method_selected: Record<string, never>;
  checkout_error: { html: string };
  applied_coupon_in_checkout: { code: string };
  removed_coupon_in_checkout: { code: string };
  /** The state control was rebuilt or replaced; `wrapper` is the address's fieldset. */
  country_to_state_changed: { country: string; wrapper: HTMLElement | undefined };
  /** Always, last, after a country change or refresh: the address rules apply on it. */
  country_to_state_changing: { country: string; wrapper: HTMLElement | undefined };
  wc_address_i18n_ready: Record<string, never>;
  /** Elementor Pro's countdown reached zero (elementor-widgets.md §3.2); dispatched on the widget. */
  countdown_expire: { widget: HTMLElement };
  /** Elementor Pro's Facebook widgets (elementor-widgets.md §8.2): the SDK is loaded and initialised; fired on the document. */
  'fb:sdk:loaded': Record<string, never>;
  /**
   * Elementor Pro's form (elementor-widgets.md §4.1), on the form: the server's answer `data`
   * (`{message, data}`) after a successful submit, then again as `form_destruct` (its redirect).
   */
  submit_success: Record<string, unknown>;
  form_destruct: Record<string, unknown>;
}
/** What `update_checkout` may carry (checkout.md §3.4). */
export interface UpdateCheckoutArgs {
  current_target?: Element | null;
  update_shipping_method?: boolean;
}
export type BusEventName = keyof BusEvents;
/** A variation object as WooCommerce prints it (woocommerce.md §4.3); the form's parser types it. */
export type VariationData = Record<string, unknown>;

type ToArgs<K extends BusEventName> = (detail: BusEvents[K], $: JQueryLike) => unknown[];
type FromArgs<K extends BusEventName> = (args: unknown[]) => BusEvents[K];

const none = () => [];
const empty = () => ({}) as Record<string, never>;
const cartArgs = (d: { fragments?: Fragments; cart_hash?: string; button?: HTMLElement }, $: JQueryLike) => [
  d.fragments,
  d.cart_hash,
  d.button ? $(d.button) : undefined,
];
const cartDetail = (args: unknown[]) => ({
  fragments: isFragments(args[0]) ? args[0] : undefined,
  cart_hash: typeof args[1] === 'string' ? args[1] : undefined,
  button: elementOf(args[2]),
});

export const jqueryArgs: { [K in BusEventName]: ToArgs<K> } = {
  adding_to_cart: (d, $) => [$(d.button), d.data],
  added_to_cart: cartArgs,
  removed_from_cart: cartArgs,
  wc_cart_button_updated: (d, $) => [$(d.button)],
  // WooCommerce passes (fragments=false, cart_hash=false, $button) so updateButton can run.
  'ajax_request_not_sent.adding_to_cart': (d, $) => [false, false, $(d.button)],
  wc_fragments_loaded: none,
  wc_fragments_refreshed: none,
  wc_fragments_ajax_error: none,
  wc_fragment_refresh: none,
  updated_wc_div: none,
  item_removed_from_classic_cart: none,
  // WooCommerce passes its VariationForm instance; scripts read `$form` and `useAjax` from it.
  wc_variation_form: (d, $) => [{ $form: $(d.form), useAjax: d.useAjax }],
  check_variations: (d) => (d.chosenAttributes === undefined ? [] : [d.chosenAttributes]),
  update_variation_values: none,
  woocommerce_update_variation_values: none,
  woocommerce_variation_select_change: none,
  woocommerce_variation_has_changed: none,
  found_variation: (d) => [d.variation],
  reset_data: none,
  reset_image: none,
  show_variation: (d) => [d.variation, d.purchasable],
  hide_variation: none,
  reload_product_variations: none,
  announce_reset: none,
  clear_reset_announcement: none,
  reset_focus: none,
  woocommerce_gallery_reset_slide_position: none,
  woocommerce_gallery_init_zoom: none,
  'wc-product-gallery-before-init': (d) => [d.gallery, d.params],
  'wc-product-gallery-after-init': (d) => [d.gallery, d.params],
  woolentor_quick_view_rendered: none,
  init_checkout: none,
  update_checkout: (d) => (d.args === undefined ? [] : [d.args]),
  updated_checkout: (d) => (d.data === undefined ? [] : [d.data]),
  payment_method_selected: none,
  checkout_error: (d) => [d.html],
  applied_coupon_in_checkout: (d) => [d.code],
  removed_coupon_in_checkout: (d) => [d.code],
  country_to_state_changed: (d, $) => [d.country, d.wrapper ? $(d.wrapper) : undefined],
  country_to_state_changing: (d, $) => [d.country, d.wrapper ? $(d.wrapper) : undefined],
  wc_address_i18n_ready: none,
  // Pro triggers it with the widget's jQuery set as data, which jQuery spreads into the element.
  countdown_expire: (d) => [d.widget],
  'fb:sdk:loaded': none,
  // Pro triggers both with the answer's data as the one argument.
  submit_success: (d) => [d],
  form_destruct: (d) => [d],
};

export const detailFromArgs: { [K in BusEventName]: FromArgs<K> } = {
  adding_to_cart: (args) => ({ button: elementOf(args[0]) ?? document.body, data: isRecord(args[1]) ? args[1] : {} }),
  added_to_cart: cartDetail,
  removed_from_cart: cartDetail,
  wc_cart_button_updated: (args) => ({ button: elementOf(args[0]) ?? document.body }),
  'ajax_request_not_sent.adding_to_cart': (args) => ({ button: elementOf(args[2]) ?? document.body }),
  wc_fragments_loaded: empty,
  wc_fragments_refreshed: empty,
  wc_fragments_ajax_error: empty,
  wc_fragment_refresh: empty,
  updated_wc_div: empty,
  item_removed_from_classic_cart: empty,
  wc_variation_form: (args) => {
    const instance = isRecord(args[0]) ? args[0] : {};
    return { form: elementOf(instance.$form) ?? document.body, useAjax: instance.useAjax === true };
  },
  check_variations: (args) => (args[0] === undefined ? {} : { chosenAttributes: args[0] }),
  update_variation_values: empty,
  woocommerce_update_variation_values: empty,
  woocommerce_variation_select_change: empty,
  woocommerce_variation_has_changed: empty,
  found_variation: (args) => ({ variation: isRecord(args[0]) ? args[0] : {} }),
  reset_data: empty,
  reset_image: empty,
  show_variation: (args) => ({ variation: isRecord(args[0]) ? args[0] : {}, purchasable: args[1] === true }),
  hide_variation: empty,
  reload_product_variations: empty,
  announce_reset: empty,
  clear_reset_announcement: empty,
  reset_focus: empty,
  woocommerce_gallery_reset_slide_position: empty,
  woocommerce_gallery_init_zoom: empty,
  'wc-product-gallery-before-init': (args) => ({ gallery: elementOf(args[0]) ?? document.body, params: args[1] }),
  'wc-product-gallery-after-init': (args) => ({ gallery: elementOf(args[0]) ?? document.body, params: args[1] }),
  woolentor_quick_view_rendered: empty,
  init_checkout: empty,
  update_checkout: (args) => ({ args: isRecord(args[0]) ? (args[0] as UpdateCheckoutArgs) : undefined }),
  updated_checkout: (args) => ({ data: args[0] }),
  payment_method_selected: empty,
  checkout_error: (args) => ({ html: typeof args[0] === 'string' ? args[0] : '' }),
  applied_coupon_in_checkout: (args) => ({ code: String(args[0] ?? '') }),
  removed_coupon_in_checkout: (args) => ({ code: String(args[0] ?? '') }),
  country_to_state_changed: (args) => ({ country: String(args[0] ?? ''), wrapper: elementOf(args[1]) }),
  country_to_state_changing: (args) => ({ country: String(args[0] ?? ''), wrapper: elementOf(args[1]) }),
  wc_address_i18n_ready: empty,
  countdown_expire: (args) => ({ widget: elementOf(args[0]) ?? document.body }),
  'fb:sdk:loaded': empty,
  submit_success: (args) => (isRecord(args[0]) ? args[0] : {}),
  form_destruct: (args) => (isRecord(args[0]) ? args[0] : {}),
};

function isFragments(value: unknown): value is Fragments {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}
/** Accepts an element or a jQuery collection and returns the element. */
export function elementOf(value: unknown): HTMLElement | undefined {
  if (value instanceof HTMLElement) return value;
  if (isRecord(value) && value[0] instanceof HTMLElement) return value[0];
  return undefined;
}

/**
 * Elementor Pro's popup events (elementor.md §3.4), fired in both of the plugin's forms: a native
 * CustomEvent on `window` with `detail: { id, instance }`, and a jQuery trigger on `document` with
 * `[id, instance]`. Not bus events: the bus dispatches on elements, and a jQuery handler on
 * `document` hears the jQuery form only (window events do not reach it), so both never double.
 */
export const POPUP_SHOW_EVENT = 'elementor/popup/show';
export const POPUP_HIDE_EVENT = 'elementor/popup/hide';
/**
 * A read-only look at the popups for QA tools (the demo's panel on /promociones/?qa=1): after the
 * rules are checked, on each show and hide and on each refused show the popups widget dispatches `storefront:popups-state`
 * on `window` with `detail: PopupState[]`, and again whenever `storefront:popups-state-request` is
 * dispatched on `window` (a tool that starts late). Plain data; nothing in it can change a popup.
 */
export const POPUPS_STATE_EVENT = 'storefront:popups-state';
export const POPUPS_STATE_REQUEST_EVENT = 'storefront:popups-state-request';
export interface PopupState {
  readonly id: string;
  /** The timing rules switched on, in the order they are checked. */
  readonly rules: readonly string[];
  /** Each checked rule's result (checking stops at the first failure); null when nothing was checked (no triggers, or not yet). */
  readonly results: Readonly<Record<string, boolean>> | null;
  /** Whether the triggers were armed (every rule passed). */
  readonly armed: boolean;
  readonly visible: boolean;
  /**
   * Why the last request to show it was refused since it last showed: `disabled` (the shopper
   * chose "do not show again"), `avoid-multiple` (another popup already opened on this page view
   * and this one avoids multiple popups); null when nothing was refused. Announced when refused.
   */
  readonly declined: PopupDeclined | null;
}
export type PopupDeclined = 'disabled' | 'avoid-multiple';

/** Elementor Pro's off-canvas contract (elementor.md §2, §5): `detail` is the action's settings. */
export const OFF_CANVAS_TOGGLE_EVENT = 'elementor-pro/off-canvas/toggle-display-mode';
/**
 * Elementor's background lazy-load contract (elementor.md §4.2, §6): dispatched on `document`
 * after new top-level containers are inserted (the loop grid's refresh), so they are observed too.
 */
export const LAZYLOAD_OBSERVE_EVENT = 'elementor/lazyload/observe';
/**
 * Elementor's window events for content that was hidden and is shown (elementor-widgets.md §6.1:
 * the mega menu fires all three when a panel opens): motion effects measure again, nested
 * content (Swipers) in the shown element (`elementor/nested-tabs/activate`, with it as the
 * argument) starts again, background videos resize.
 */
export const MOTION_FX_RECALC_EVENT = 'elementor-pro/motion-fx/recalc';
export const NESTED_TABS_ACTIVATE_EVENT = 'elementor/nested-tabs/activate';
export const BG_VIDEO_RECALC_EVENT = 'elementor/bg-video/recalc';
/** The mega menu's toggle opened or closed its dropdown (on `window`). */
export const MEGA_MENU_DROPDOWN_OPEN_EVENT = 'elementor-pro/mega-menu/dropdown-open';
/** Elementor Pro's loop grid appended a page of items by load more (elementor.md §4.5), on `window`. */
export const LOOP_AFTER_INSERT_POSTS_EVENT = 'elementor-pro/loop-builder/after-insert-posts';
