/**
 * The markup and response fixtures (fixtures/markup, fixtures/responses) as strings, plus the page
 * globals WooCommerce prints through wp_localize_script (every scalar a string, as PHP prints it).
 */
import comingSoon from '../../../fixtures/markup/coming-soon.html?raw';
import comingSoonMalformed from '../../../fixtures/markup/coming-soon.malformed.html?raw';
import headerNav from '../../../fixtures/markup/header-nav.html?raw';
import headerNavMalformed from '../../../fixtures/markup/header-nav.malformed.html?raw';
import navMenuElementor from '../../../fixtures/markup/nav-menu-elementor.html?raw';
import navMenuElementorMalformed from '../../../fixtures/markup/nav-menu-elementor.malformed.html?raw';
import loginForm from '../../../fixtures/markup/login-form.html?raw';
import loginFormMalformed from '../../../fixtures/markup/login-form.malformed.html?raw';
import loop from '../../../fixtures/markup/loop-add-to-cart.html?raw';
import loopCarousel from '../../../fixtures/markup/loop-carousel.html?raw';
import loopCarouselMalformed from '../../../fixtures/markup/loop-carousel.malformed.html?raw';
import loopGrid from '../../../fixtures/markup/loop-grid.html?raw';
import loopGridMalformed from '../../../fixtures/markup/loop-grid.malformed.html?raw';
import loopMalformed from '../../../fixtures/markup/loop-add-to-cart.malformed.html?raw';
import miniCart from '../../../fixtures/markup/mini-cart.html?raw';
import miniCartMalformed from '../../../fixtures/markup/mini-cart.malformed.html?raw';
import notices from '../../../fixtures/markup/notices.html?raw';
import noticesMalformed from '../../../fixtures/markup/notices.malformed.html?raw';
import ordering from '../../../fixtures/markup/ordering.html?raw';
import orderingMalformed from '../../../fixtures/markup/ordering.malformed.html?raw';
import quantity from '../../../fixtures/markup/quantity.html?raw';
import quickView from '../../../fixtures/markup/quick-view.html?raw';
import quickViewMalformed from '../../../fixtures/markup/quick-view.malformed.html?raw';
import quantityMalformed from '../../../fixtures/markup/quantity.malformed.html?raw';
import offCanvas from '../../../fixtures/markup/off-canvas.html?raw';
import offCanvasMalformed from '../../../fixtures/markup/off-canvas.malformed.html?raw';
import popup from '../../../fixtures/markup/popup.html?raw';
import popupMalformed from '../../../fixtures/markup/popup.malformed.html?raw';
import storeNotice from '../../../fixtures/markup/store-notice.html?raw';
import storeNoticeMalformed from '../../../fixtures/markup/store-notice.malformed.html?raw';
import videoPlaceholder from '../../../fixtures/markup/video-placeholder.html?raw';
import videoPlaceholderMalformed from '../../../fixtures/markup/video-placeholder.malformed.html?raw';
import attribution from '../../../fixtures/markup/attribution.html?raw';
import chat from '../../../fixtures/markup/chat.html?raw';
import chatMalformed from '../../../fixtures/markup/chat.malformed.html?raw';
import chat5x from '../../../fixtures/markup/chat-5x.html?raw';
import attributionLegacy from '../../../fixtures/markup/attribution.legacy.html?raw';
import checkout from '../../../fixtures/markup/checkout.html?raw';
import checkoutMalformed from '../../../fixtures/markup/checkout.malformed.html?raw';

import addEmptyFragments from '../../../fixtures/responses/add-to-cart.empty-fragments.json?raw';
import addError from '../../../fixtures/responses/add-to-cart.error.json?raw';
import addErrorOffsite from '../../../fixtures/responses/add-to-cart.error.offsite.json?raw';
import addMalformed from '../../../fixtures/responses/add-to-cart.malformed.json?raw';
import addNoFragments from '../../../fixtures/responses/add-to-cart.no-fragments.json?raw';
import addSuccess from '../../../fixtures/responses/add-to-cart.success.json?raw';
import fragmentsEmptyCart from '../../../fixtures/responses/fragments.empty-cart.json?raw';
import fragmentsMalformed from '../../../fixtures/responses/fragments.malformed.json?raw';
import fragmentsRefreshed from '../../../fixtures/responses/fragments.refreshed.json?raw';
import removeFailure from '../../../fixtures/responses/remove.failure.json?raw';
import removeMalformed from '../../../fixtures/responses/remove.malformed.json?raw';
import removeSuccess from '../../../fixtures/responses/remove.success.json?raw';
import refreshLoop from '../../../fixtures/responses/refresh-loop.json?raw';
import refreshLoopError from '../../../fixtures/responses/refresh-loop.error.json?raw';
import refreshLoopMalformed from '../../../fixtures/responses/refresh-loop.malformed.json?raw';
import criticalError from '../../../fixtures/responses/wordpress-critical-error.html?raw';
import quickViewSimple from '../../../fixtures/responses/quick-view.simple.html?raw';
import quickViewVariable from '../../../fixtures/responses/quick-view.variable.html?raw';
import updateOrderReview from '../../../fixtures/responses/update_order_review.json?raw';
import checkoutFailure from '../../../fixtures/responses/checkout-failure.json?raw';
import checkoutSuccess from '../../../fixtures/responses/checkout-success.json?raw';

export const markup = {
  offCanvas,
  offCanvasMalformed,
  popup,
  popupMalformed,
  headerNav,
  headerNavMalformed,
  navMenuElementor,
  navMenuElementorMalformed,
  comingSoon,
  comingSoonMalformed,
  loginForm,
  loginFormMalformed,
  loop,
  loopMalformed,
  loopGrid,
  loopGridMalformed,
  loopCarousel,
  loopCarouselMalformed,
  miniCart,
  miniCartMalformed,
  notices,
  noticesMalformed,
  ordering,
  orderingMalformed,
  quantity,
  quantityMalformed,
  quickView,
  quickViewMalformed,
  storeNotice,
  storeNoticeMalformed,
  videoPlaceholder,
  videoPlaceholderMalformed,
  attribution,
  attributionLegacy,
  chat,
  chatMalformed,
  chat5x,
  /** The demo's classic checkout (one simple product in the cart), generated by demo/tools/build-checkout-fixtures.mjs. */
  checkout,
  /** The same whose payment fragment lost #place_order. */
  checkoutMalformed,
} as const;

/** Response bodies exactly as the server sends them (text, so malformed ones stay malformed). */
export const responses = {
  addSuccess,
  addError,
  addErrorOffsite,
  addMalformed,
  addEmptyFragments,
  addNoFragments,
  removeSuccess,
  removeFailure,
  removeMalformed,
  fragmentsRefreshed,
  fragmentsEmptyCart,
  fragmentsMalformed,
  criticalError,
  refreshLoop,
  refreshLoopError,
  refreshLoopMalformed,
  quickViewSimple,
  quickViewVariable,
  /** wc-ajax answers of the demo's checkout (demo/tools/build-checkout-fixtures.mjs): both fragments; validation errors; the order placed. */
  updateOrderReview,
  checkoutFailure,
  checkoutSuccess,
} as const;

export interface FragmentsAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}

/** A fragments answer parsed, for assertions about what landed in the page or in storage. */
export function fragmentsOf(body: string): FragmentsAnswer {
  return JSON.parse(body) as FragmentsAnswer;
}

export const SITE = 'https://tienda.example';

/** wc_add_to_cart_params as WooCommerce 9 localizes it (is_cart is "" / "1"). */
export const addToCartParams = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_view_cart: 'Ver carrito',
  cart_url: `${SITE}/carrito/`,
  is_cart: '',
  cart_redirect_after_add: 'no',
};

/** Malformed twin: a filter on woocommerce_get_script_data broke the endpoint template. */
export const addToCartParamsMalformed = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=add_to_cart',
  i18n_view_cart: 'Ver carrito',
  is_cart: 'maybe',
};

export const CART_HASH_KEY = 'wc_cart_hash_6f0b2c1d9e8a7b3c4d5e6f708192a3b4';
export const FRAGMENT_NAME = 'wc_fragments_6f0b2c1d9e8a7b3c4d5e6f708192a3b4';

export const cartFragmentsParams = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  cart_hash_key: CART_HASH_KEY,
  fragment_name: FRAGMENT_NAME,
  request_timeout: '5000',
};

export const cartFragmentsParamsMalformed = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  cart_hash_key: '',
  fragment_name: '',
  request_timeout: 'cinco segundos',
};

/** woocommerce_params of a site that kept WooCommerce's English strings untranslated. */
export const woocommerceParams = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_password_show: 'Show password',
  i18n_password_hide: 'Hide password',
};

/** wc_single_product_params and wc_add_to_cart_variation_params as the demo shop localizes them. */
export { default as joinchatObject } from '../../../fixtures/globals/joinchat_obj.json';
export { default as joinchatObjectMalformed } from '../../../fixtures/globals/joinchat_obj.malformed.json';
export { default as singleProductParams } from '../../../fixtures/globals/wc_single_product_params.json';
export { default as singleProductParamsMalformed } from '../../../fixtures/globals/wc_single_product_params.malformed.json';
export { default as variationParams } from '../../../fixtures/globals/wc_add_to_cart_variation_params.json';
export { default as variationParamsMalformed } from '../../../fixtures/globals/wc_add_to_cart_variation_params.malformed.json';

/** woolentorQuickView as WooLentor 3.3.8 localizes it (elementor.md §6.3). */
export const quickViewParams = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  ajaxNonce: '3f9a1c2b7d',
  optionData: { enableAjaxCart: 'on', thumbnailLayout: 'slider', spinnerImageUrl: '/wp-content/plugins/woolentor-addons/assets/images/spinner.gif' },
};

/** Malformed twin: a filter replaced the object's fields with the wrong types. */
export const quickViewParamsMalformed = { ajaxUrl: 42, optionData: 'on' };

/** Elementor Pro's front-end config (elementor.md §1.4), and its twin whose REST URL lost the slash. */
export { default as elementorProConfig } from '../../../fixtures/globals/ElementorProFrontendConfig.json';
export { default as elementorProConfigMalformed } from '../../../fixtures/globals/ElementorProFrontendConfig.malformed.json';
/** wc_order_attribution as WooCommerce 9.x localizes it (woocommerce.md §6.1), and its malformed twin. */
export { default as orderAttributionParams } from '../../../fixtures/globals/wc_order_attribution.json';
export { default as orderAttributionParamsMalformed } from '../../../fixtures/globals/wc_order_attribution.malformed.json';
/**
 * The classic checkout's globals as the demo's checkout prints them (checkout.md §1.2-§1.4; the
 * JSON-in-JSON fields as text), and their malformed twins: wc_ajax_url without %%endpoint%%,
 * `countries` and `locale` that are not JSON.
 */
export { default as checkoutParams } from '../../../fixtures/globals/wc_checkout_params.json';
export { default as checkoutParamsMalformed } from '../../../fixtures/globals/wc_checkout_params.malformed.json';
export { default as countrySelectParams } from '../../../fixtures/globals/wc_country_select_params.json';
export { default as countrySelectParamsMalformed } from '../../../fixtures/globals/wc_country_select_params.malformed.json';
export { default as addressI18nParams } from '../../../fixtures/globals/wc_address_i18n_params.json';
export { default as addressI18nParamsMalformed } from '../../../fixtures/globals/wc_address_i18n_params.malformed.json';
