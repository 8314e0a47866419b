import type { Family } from './core/types';
// On the loader: a family's table shares it with widget chunks that load where that table does
// not (the scroll-to-top button's), so a table imports nothing but the loader.
export { withReact } from './mounts/load-view';
import {
  ADD_TO_CART_BUTTON,
  COMING_SOON_BANNER,
  COUNTDOWN_WIDGET,
  ELEMENTOR_ACTION_LINK,
  ELEMENTOR_CONTENT,
  HEADER_NAV,
  JOINCHAT,
  ALERT_NOTICE,
  PASSWORD_FIELD,
  PRODUCT_GALLERY,
  PRODUCT_TABS,
  QUICK_VIEW_BUTTON,
  RATING_SELECT,
  SCROLL_TOP_CONTAINER,
  STORE_NOTICE,
  TABLE_OF_CONTENTS_WIDGET,
  VARIATION_FORM,
  VIDEO_PLACEHOLDER,
  WOOCOMMERCE_CONTENT,
} from './selectors';

/**
 * The loader's whole knowledge of the widgets: the families, each with a cheap marker (a page
 * global, or markup only its plugin prints) and its table of widgets (src/registry/<family>.ts),
 * fetched only where the marker is on the page. A new widget is an entry in its family's table
 * and costs this file nothing; a new family is one more entry here. Keep each marker as wide as
 * its family: a widget whose markup can be on a page without its family's marker is never found
 * there. A marker is a list of plain selectors, none with a comma inside: each is queried on its
 * own (core/families.ts matchesWithin).
 */
const PRODUCT_MARKUP = `${PRODUCT_GALLERY}, ${VARIATION_FORM}, ${PRODUCT_TABS}, ${RATING_SELECT}`;

export const families: readonly Family[] = [
  {
    // WooCommerce prints these on every front-end page (woocommerce.js, the cart and attribution
    // scripts); the markup counts too, for a page whose globals were lost (the scanner tells
    // the site owner, see reportMissingGlobals).
    name: 'woocommerce',
    globals: ['woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_order_attribution'],
    // Its controls are named too (besides `.woocommerce`, which is often the body's class): a
    // click is held for a family's table only within markup short of the body (the scanner's
    // holdUntilIn), so a thumbnail clicked at `load` does not wait for this table. The mini cart's
    // remove link is not: clicked before the table is in, the server removes the item itself.
    marker: `${WOOCOMMERCE_CONTENT}, ${ADD_TO_CART_BUTTON}, ${STORE_NOTICE}, ${COMING_SOON_BANNER}, ${QUICK_VIEW_BUTTON}`,
    // The show-password button and the focus on an alert come as WooCommerce's script starts. The
    // rest waits for `load`: the store notice is served hidden and appears over the page, and a
    // quantity below its minimum is refused by the browser's own form check meanwhile.
    atLoad: `${PASSWORD_FIELD}, ${ALERT_NOTICE}`,
    busy: `${ADD_TO_CART_BUTTON}.ajax_add_to_cart, ${QUICK_VIEW_BUTTON}`,
    load: () => import('./registry/woocommerce').then((table) => table.widgets),
  },
  {
    // Markup, not `wc_single_product_params`: a product's markup also comes in a quick view or a
    // shortcode, and a theme may print the params on every page.
    name: 'product',
    marker: PRODUCT_MARKUP,
    // All of it: the tabs' panels hide and the gallery shows before they are seen, the variation
    // form's button is disabled before it can be clicked, the review stars replace a select in view.
    atLoad: PRODUCT_MARKUP,
    jqueryPlugins: ['wc_variation_form', 'wc_product_gallery'],
    load: () => import('./registry/product').then((table) => table.widgets),
  },
  {
    name: 'site',
    globals: ['wpfront_scroll_top_data'],
    marker: `${HEADER_NAV}, ${SCROLL_TOP_CONTAINER}, ${VIDEO_PLACEHOLDER}`,
    load: () => import('./registry/site').then((table) => table.widgets),
  },
  {
    name: 'chat',
    globals: ['joinchat_obj'],
    marker: JOINCHAT,
    load: () => import('./registry/chat').then((table) => table.widgets),
  },
  {
    name: 'payments',
    globals: ['wcPayFrontendTracks', 'wcpayConfig', 'wcpay_upe_config'],
    load: () => import('./registry/payments').then((table) => table.widgets),
  },
  {
    // Every page-builder document is an `.elementor` element (popups and headers included); an
    // action link may sit in a theme menu outside one.
    name: 'page-builder',
    globals: ['elementorFrontendConfig', 'ElementorProFrontendConfig'],
    marker: `${ELEMENTOR_CONTENT}, ${ELEMENTOR_ACTION_LINK}`,
    // Popups arm at `load` (a page-load delay counts from there, as a shopper cannot tell), and the
    // actions' links are held until then; an action in the URL runs at load (elementor-url says
    // exactly when; this check only has to be cheap and never miss).
    urgent: () => /elementor-action|theme_template_id/i.test(location.href),
    // A countdown's digits and a table of contents' list show in the first view: filled after
    // `load`, they would shift the page in view.
    atLoad: `${COUNTDOWN_WIDGET}, ${TABLE_OF_CONTENTS_WIDGET}`,
    load: () => import('./registry/page-builder').then((table) => table.widgets),
  },
];
