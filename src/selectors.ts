/**
 * The plugins' markup each widget is keyed on: the one place these selectors are written. The
 * registry (on the loader) and the widgets (in their chunks) both import them from here, so the
 * registry never imports widget code and a widget never restates what started it.
 */
export const ADD_TO_CART_BUTTON = '.add_to_cart_button';
/** Block buttons (wc-interactive) belong to the Interactivity API. */
export const BLOCK_BUTTON = '.wc-interactive';
/**
 * The add-to-cart buttons sent by ajax. WooCommerce leaves a button without ajax, or whose product
 * id is missing or empty (`data('product_id')` is falsy), to its link; block buttons to the blocks.
 */
export function sendsAddToCartByAjax(button: HTMLElement): boolean {
  return button.classList.contains('ajax_add_to_cart') && !!button.dataset.product_id && !button.matches(BLOCK_BUTTON);
}
export const REMOVE_FROM_CART_LINK = '.remove_from_cart_button';
export const ORDERBY_SELECT = '.woocommerce-ordering select.orderby';
export const QUANTITY_INPUT = 'input.qty';
export const STORE_NOTICE = '.woocommerce-store-notice';
export const PASSWORD_FIELD = '.woocommerce form input[type="password"]';
export const ALERT_NOTICE =
  '.woocommerce-message[role=alert], .woocommerce-error[role=alert], .wc-block-components-notice-banner[role=alert]';
export const RESULT_COUNT = '.woocommerce-result-count';
export const INPUT_WRAPPER = '.woocommerce-input-wrapper';
export const COMING_SOON_BANNER = '#coming-soon-footer-banner';
export const PRODUCT_TABS = '.wc-tabs-wrapper, .woocommerce-tabs';
export const RATING_SELECT = '#rating';
export const PRODUCT_GALLERY = '.woocommerce-product-gallery';
export const VARIATION_FORM = 'form.variations_form';
/** WP Rocket's lazy-load YouTube placeholder (rocket-lazy-load `Iframe::replaceYoutubeThumbnail`). */
export const VIDEO_PLACEHOLDER = '.rll-youtube-player';
