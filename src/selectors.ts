/**
 * The plugins' markup each widget is keyed on: the one place these selectors are written. The
 * registry (on the loader) and the widgets (in their chunks) both import them from here, so the
 * registry never imports widget code and a widget never restates what started it.
 */
/** WooCommerce's content wrapper (its shortcodes, widgets and templates) and its pages' body class. */
export const WOOCOMMERCE_CONTENT = '.woocommerce, .woocommerce-page';
export const ADD_TO_CART_BUTTON = '.add_to_cart_button';
/** Block buttons (wc-interactive) belong to the Interactivity API. */
export const BLOCK_BUTTON = '.wc-interactive';
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
/** Within the variation form (woocommerce.md §4.2): the attribute selects, the "Clear" control, the add-to-cart button and its wrapper. */
export const VARIATION_SELECT = '.variations select';
export const VARIATION_RESET = '.reset_variations';
export const VARIATION_BUTTON = '.single_add_to_cart_button';
export const VARIATION_BUTTON_WRAPPER = '.woocommerce-variation-add-to-cart';
/** The variation form's hidden field holding the chosen variation's id (0 or '' when none). */
export const VARIATION_ID_INPUT = 'input[name="variation_id"], input.variation_id';
/** WooLentor's quick-view triggers: the shop loop's button and the legacy and grid widgets' link. */
export const QUICK_VIEW_BUTTON = 'a.woolentor-quickview-btn, .woolentorquickview';
/** The modal WooLentor prints once in the footer. */
export const QUICK_VIEW_MODAL = '#woolentor-quickview-modal';
/** A listing's product card (WooCommerce's loop item, the page builder's loop item). */
export const PRODUCT_CARD = 'li.product, .e-loop-item';
/** WPFront Scroll Top: v2 prints this container; v3's button has the same id (widgets.md §2.2). */
export const SCROLL_TOP_CONTAINER = '#wpfront-scroll-top-container';
/** The data attribute a v2 container carries its settings in (the plugin's inline call has none we can read). */
export const SCROLL_TOP_SETTINGS_ATTRIBUTE = 'data-wpfront-scroll-top';
/** WordPress themes' skip links: the first stop of the page's tab order. */
export const SKIP_LINK = 'a.skip-link[href^="#"]';
/** Storefront's header nav (`#site-navigation`) and Elementor Pro's nav menu widget (SmartMenus). */
export const HEADER_NAV = '.main-navigation, .elementor-widget-nav-menu';
/** Storefront's burger button names the nav it opens; Elementor's is a div with role=button. */
export const STOREFRONT_MENU_TOGGLE = 'button.menu-toggle[aria-controls]';
export const ELEMENTOR_MENU_TOGGLE = '.elementor-menu-toggle';
/** WP Rocket's lazy-load YouTube placeholder (rocket-lazy-load `Iframe::replaceYoutubeThumbnail`). */
export const VIDEO_PLACEHOLDER = '.rll-youtube-player';
/** A page-builder document: a page's content, a theme header or footer, a popup, a loop item. */
export const ELEMENTOR_CONTENT = '.elementor';
/** Elementor's element wrappers (section, column, container, widget): what the editor re-renders. */
export const ELEMENTOR_ELEMENT = '.elementor-element';
/** Elementor Pro's taxonomy filter widget and its term buttons (elementor.md §4.1). */
export const TAXONOMY_FILTER_WIDGET = '.elementor-widget-taxonomy-filter';
export const TAXONOMY_FILTER_BAR = 'search.e-filter, .e-filter';
export const TAXONOMY_FILTER_ITEM = '.e-filter-item';
/** The loop widget's content the refresh replaces, and the loop item documents inside it. */
export const WIDGET_CONTAINER = '.elementor-widget-container';
/** Elementor Pro's loop carousel (a Swiper of loop items). */
export const LOOP_CAROUSEL = '.elementor-widget-loop-carousel';
/** WooCommerce 9.0+ stamps this empty element on checkout and registration forms (woocommerce.md §6.2). */
export const ATTRIBUTION_INPUTS_ELEMENT = 'wc-order-attribution-inputs';
/** Joinchat's widget root, printed once in the footer (widgets.md §1.2). */
export const JOINCHAT = '.joinchat';
/** Page elements that open, send or close the chat, or reveal it when seen (widgets.md §1.5). */
export const JOINCHAT_OPEN_TRIGGER = '.joinchat_open, a[href="#joinchat"]';
export const JOINCHAT_APP_TRIGGER = '.joinchat_app, a[href="#whatsapp"]';
export const JOINCHAT_CLOSE_TRIGGER = '.joinchat_close';
export const JOINCHAT_SHOW_TRIGGER = '.joinchat_show, .joinchat_force_show';
/** The variable product's SKU inside the chat's bubbles (6.x; `sku` in 5.x's box), widgets.md §1.13. */
export const CHAT_SKU_TEXT = '.joinchat__chat jc-sku, .joinchat__box sku';
/** A Gutenberg "Joinchat button" block's QR slot, in the figure the plugin removes where it draws no code (widgets.md §1.5). */
export const CHAT_BLOCK_QR_FIGURE = '.wp-block-joinchat-button figure';
export const CHAT_BLOCK_QR = '.wp-block-joinchat-button figure .joinchat-button__qr';
/** Elementor Pro's popup documents, printed in the footer (elementor.md §3.1). */
export const POPUP_DOCUMENT = '[data-elementor-type="popup"]';
/** Links carrying a page-builder URL action, literal or percent-encoded as PHP prints them (elementor.md §2). */
export const ELEMENTOR_ACTION_LINK = 'a[href^="#elementor-action"], a[href^="%23elementor-action"]';
/** Elementor Pro's off-canvas widget wrapper (elementor.md §5). */
export const OFF_CANVAS = '.e-off-canvas';
/** WooCommerce's classic checkout form (checkout.md §2.1) and its order review (§2.3-§2.4). */
export const CHECKOUT_FORM = 'form.checkout';
export const CHECKOUT_REVIEW = '#order_review';
export const CHECKOUT_REVIEW_TABLE = '.woocommerce-checkout-review-order-table';
export const CHECKOUT_PAYMENT = '.woocommerce-checkout-payment';
export const PLACE_ORDER_BUTTON = '#place_order';
export const PAYMENT_METHOD_RADIO = 'input[name="payment_method"]';
export const PAYMENT_BOX = 'div.payment_box';
/** The gateways' list inside a payment section (checkout.md §2.4). */
export const PAYMENT_METHODS = 'ul.payment_methods';
/** The rows and controls the checkout checks inline (checkout.md §3.12). */
export const FORM_ROW = '.form-row';
export const VALIDATED_CONTROL = '.input-text, select, input[type="checkbox"]';
/** Country and state controls (checkout.md §3.16) and the fieldsets they live in. */
export const COUNTRY_CONTROL = 'select.country_to_state, input.country_to_state';
export const ADDRESS_WRAPPER = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';
export const STATE_CONTROL = '#billing_state, #shipping_state, #calc_shipping_state';
/** The country control of each address, refreshed when the address rules start (checkout.md §3.16). */
export const ADDRESS_COUNTRY = '#billing_country, #shipping_country, #calc_shipping_country';
/** The fieldsets whose rows address-i18n sorts by priority, every one on the page (checkout.md §3.17). */
export const ADDRESS_FIELDSET =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';
/** The prompts before the checkout form (checkout.md §2.6): the coupon and login toggles, the coupon form. */
export const CHECKOUT_PROMPTS = 'a.showcoupon, a.showlogin, form.checkout_coupon';
/** The order-pay form (§4.1) and the account's add-payment-method form (§4.4). */
export const ORDER_PAY_FORM = 'body.woocommerce-order-pay form#order_review';
export const ADD_PAYMENT_METHOD_FORM = 'form#add_payment_method';
/**
 * The page-builder widgets whose work shows in the first view (their family's `atLoad`): a
 * countdown's digits, a table of contents' list. By the wrapper's `elementor-widget-{name}` class,
 * which Elementor prints with the type, rather than by `data-widget_type` as the other page-builder
 * widgets are: the loader looks for these on every page, and a lone class is the browser's fast
 * path and a few bytes less in the loader. The others' selectors, which only the page builder's
 * table needs, live in src/page-builder/selectors.ts, out of the loader.
 */
export const COUNTDOWN_WIDGET = '.elementor-widget-countdown';
export const TABLE_OF_CONTENTS_WIDGET = '.elementor-widget-table-of-contents';
