import { tabFromUrl } from './behaviours/product-tabs/logic';
import { setFirstState } from './core/first-state';
import { jquery } from './core/jquery';
import type { WidgetDef } from './core/types';
import { holdLoopOverlay, refreshesLoop } from './loop/held';
import { withReact } from './mounts/load-view';
import { showLoading } from './mounts/quick-view/loading';
import {
  ADD_TO_CART_BUTTON,
  ALERT_NOTICE,
  COMING_SOON_BANNER,
  ELEMENTOR_ACTION_LINK,
  ELEMENTOR_MENU_TOGGLE,
  HEADER_NAV,
  OFF_CANVAS,
  POPUP_DOCUMENT,
  INPUT_WRAPPER,
  JOINCHAT,
  LOOP_CAROUSEL,
  ORDERBY_SELECT,
  PASSWORD_FIELD,
  PRODUCT_GALLERY,
  PRODUCT_TABS,
  PRODUCT_CARD,
  QUICK_VIEW_BUTTON,
  QUICK_VIEW_MODAL,
  QUANTITY_INPUT,
  RATING_SELECT,
  REMOVE_FROM_CART_LINK,
  RESULT_COUNT,
  SCROLL_TOP_CONTAINER,
  STORE_NOTICE,
  TAXONOMY_FILTER_WIDGET,
  STOREFRONT_MENU_TOGGLE,
  sendsAddToCartByAjax,
  VARIATION_BUTTON,
  VARIATION_BUTTON_WRAPPER,
  VARIATION_FORM,
  VARIATION_RESET,
  VARIATION_SELECT,
  VIDEO_PLACEHOLDER,
} from './selectors';

/** The variation form's attribute values as the markup chose them ('' for none). */
const chosen = (form: HTMLElement) => [...form.querySelectorAll<HTMLSelectElement>(VARIATION_SELECT)].map((select) => select.value);

/** PhotoSwipe's v4 history hash, `#&gid=1&pid=2`: the lightbox must open at load. */
const LIGHTBOX_HASH = /[#&]gid=\d+&pid=\d+/;

/**
 * The one table of widgets: what markup calls for each, how it loads, and which plugin script it
 * replaces. A new feature is one more entry here; the core does not change.
 */
export const registry: readonly WidgetDef[] = [
  {
    // On intent (the pointer over a button, a press, focus, a key): a listing that is only looked
    // at never evaluates it or the schemas. A click that comes first is held and replayed.
    name: 'add-to-cart',
    selector: ADD_TO_CART_BUTTON,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    requires: ['wc_add_to_cart_params'],
    // Validated by the widget once the first click's busy button has painted (its send.ts).
    presenceOnly: true,
    replaces: 'wc-add-to-cart',
    // A click right after load shows the button busy at once, while the chunk loads; the widget
    // sets `loading` itself when the click is replayed. Only for the buttons it will send.
    takes: sendsAddToCartByAjax,
    heldFeedback: (button) => {
      if (!sendsAddToCartByAjax(button)) return;
      button.classList.add('loading');
      return () => button.classList.remove('loading');
    },
    load: () => import('./behaviours/add-to-cart'),
  },
  {
    name: 'mini-cart',
    selector: REMOVE_FROM_CART_LINK,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    requires: ['wc_add_to_cart_params'],
    replaces: 'wc-add-to-cart',
    load: () => import('./behaviours/mini-cart'),
  },
  {
    // At idle rather than at load: the served mini cart shows until then (≤ 2 s). It validates
    // its params itself, and only when it has a cart to act on (see its index.ts): a first visit
    // with no cart loads no schemas.
    name: 'cart-fragments',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    requires: ['wc_cart_fragments_params'],
    presenceOnly: true,
    replaces: 'wc-cart-fragments',
    load: () => import('./behaviours/cart-fragments'),
  },
  {
    name: 'ordering',
    selector: ORDERBY_SELECT,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/ordering'),
  },
  {
    name: 'quantity',
    selector: QUANTITY_INPUT,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/quantity'),
  },
  {
    name: 'store-notice',
    selector: STORE_NOTICE,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/store-notice'),
  },
  {
    name: 'password-toggle',
    selector: PASSWORD_FIELD,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'element',
    replaces: 'woocommerce',
    load: () => import('./behaviours/password-toggle'),
  },
  {
    name: 'focus-alert',
    selector: ALERT_NOTICE,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/focus-alert'),
  },
  {
    name: 'result-count',
    selector: RESULT_COUNT,
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/result-count'),
  },
  {
    name: 'field-descriptions',
    selector: INPUT_WRAPPER,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/field-descriptions'),
  },
  {
    // Only useful where jQuery-era scripts (cart.js, checkout.js) still call it.
    name: 'scroll-to-notices',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'idle',
    applies: () => !!jquery(),
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/scroll-to-notices'),
  },
  {
    name: 'coming-soon',
    selector: COMING_SOON_BANNER,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/coming-soon'),
  },
  {
    // On intent (the pointer coming over the menu, focus, a press): the served CSS shows the
    // submenus on hover and focus until then, and a shopper who never reaches for the menu never
    // pays for it. A tap on the burger that comes first is held and replayed; links are not held.
    name: 'header-nav',
    selector: HEADER_NAV,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'element',
    takes: (target) => !!target.closest(`${STOREFRONT_MENU_TOGGLE}, ${ELEMENTOR_MENU_TOGGLE}`),
    load: () => import('./behaviours/header-nav'),
  },
  // Single product page (woocommerce.md §3-§4). Plain behaviours on WooCommerce's own markup: none
  // needs React, so the first tab, thumbnail or attribute change never waits for it.
  {
    // At once: the URL picks the open tab, and the other panels must hide before they are seen.
    name: 'product-tabs',
    selector: PRODUCT_TABS,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'element',
    requires: ['wc_single_product_params'],
    presenceOnly: true,
    replaces: 'wc-single-product',
    load: () => import('./behaviours/product-tabs'),
  },
  {
    // The form usually sits in the hidden reviews tab: the stars wait until it is shown (200 px
    // ahead, as the form is mostly below the reviews), so a shopper who never opens the reviews
    // never pays for them. At once when the form is in view at load (the URL opens the reviews,
    // the reviews are the first tab, or the theme prints the form outside the tabs).
    name: 'review-rating',
    selector: RATING_SELECT,
    kind: 'behaviour',
    strategy: 'visible',
    eager: (select) => {
      const panel = select.closest('.wc-tab, .woocommerce-Tabs-panel');
      return !panel || !panel.previousElementSibling?.matches('.wc-tab, .woocommerce-Tabs-panel') || tabFromUrl(location.hash, location.href) === 'reviews';
    },
    instance: 'element',
    requires: ['wc_single_product_params'],
    reads: ['i18n_required_rating_text', 'i18n_rating_options', 'review_rating_required'],
    replaces: 'wc-single-product',
    load: () => import('./behaviours/review-rating'),
  },
  {
    // Themes print the gallery at opacity 0 for WooCommerce's script to lift; lift it at once so
    // the main image never waits for the slider.
    name: 'gallery-reveal',
    selector: `${PRODUCT_GALLERY}[style*="opacity"]`,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'element',
    replaces: 'wc-single-product',
    load: () => import('./behaviours/product-gallery/reveal'),
  },
  {
    // At idle only listeners, the trigger and the lightbox's openers (the served markup already
    // looks like the gallery); a click before then is held and replayed. The thumbnail strip,
    // Swiper and zoom come with the first intent in the gallery (pointer, touch, focus, a key);
    // PhotoSwipe when the lightbox opens. At once for a `#&gid=&pid=` link, which opens the lightbox.
    name: 'product-gallery',
    selector: PRODUCT_GALLERY,
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'element',
    eager: () => LIGHTBOX_HASH.test(location.hash),
    requires: ['wc_single_product_params'],
    reads: [
      'flexslider_enabled',
      'flexslider',
      'zoom_enabled',
      'zoom_options',
      'photoswipe_enabled',
      'photoswipe_options',
      'i18n_product_gallery_trigger_text',
    ],
    replaces: 'wc-single-product',
    jqueryPlugin: 'wc_product_gallery',
    load: () => import('./behaviours/product-gallery'),
  },
  {
    // On the shopper's first pointer, focus or key in the form (a change or click before the
    // form runs is replayed): with nothing chosen there is nothing to show, and its start-up and
    // first check were the product page's longest tasks after the gallery's. At load when the
    // markup already chose attributes (a default variation or `?attribute_pa_color=…`): the spec
    // finds that variation at load.
    name: 'variation-form',
    selector: VARIATION_FORM,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'element',
    eager: (form) => chosen(form).some(Boolean),
    // WooCommerce's script disables the button ("selection needed", §4.4 hide_variation) and hides
    // "Clear" while nothing is chosen (§4.5) as it starts: spec §4's first state, painted here so
    // a shopper who clicks at once is told by the button. A complete choice is left as served for
    // the widget to judge (it starts at load then).
    paint: (form) => {
      const values = chosen(form);
      if (values.every(Boolean)) return;
      return setFirstState(form, {
        [VARIATION_BUTTON]: { class: 'disabled wc-variation-selection-needed', 'aria-disabled': 'true' },
        [VARIATION_BUTTON_WRAPPER]: { class: 'woocommerce-variation-add-to-cart-disabled' },
        ...(values.some(Boolean) ? {} : { [VARIATION_RESET]: { style: 'visibility:hidden;display:none' } }),
      });
    },
    requires: ['wc_add_to_cart_variation_params'],
    replaces: 'wc-add-to-cart-variation',
    jqueryPlugin: 'wc_variation_form',
    load: () => import('./behaviours/variation-form'),
  },
  {
    // React's first widget, so on intent only: the pointer coming over a product card with a
    // quick-view button (or over the button, or focus on it) loads and evaluates the view while
    // the shopper is still aiming, and the product is asked for on the click. A click that comes first is held, and shows the plugin's loading
    // state at once while the chunk loads.
    name: 'quick-view',
    selector: QUICK_VIEW_BUTTON,
    kind: 'mount',
    strategy: 'interaction',
    instance: 'page',
    requires: ['woolentorQuickView'],
    replaces: 'woolentor-quickview',
    warmNear: PRODUCT_CARD,
    heldFeedback: (button) => showLoading(button, document.querySelector<HTMLElement>(QUICK_VIEW_MODAL)),
    // React's chunk is asked for with the widget's own: by the time the widget has run and asks
    // for its view, React is in (or on its way), which it would otherwise ask for only then.
    load: () => withReact(() => import('./mounts/quick-view')),
  },
  {
    // WPFront Scroll Top: v2's container, or v3's global with no markup at all (widgets.md §2.2).
    // At idle its cheap index (in the `start` chunk) only listens to scroll; the validation, React
    // and the view load once the page is first scrolled past the offset (no strategy waits for a
    // scroll, and the page's own scroll position at load must count too: see its index.ts).
    name: 'scroll-to-top',
    selector: 'body',
    kind: 'mount',
    strategy: 'idle',
    instance: 'page',
    applies: () => (window as unknown as Record<string, unknown>).wpfront_scroll_top_data !== undefined || document.querySelector(SCROLL_TOP_CONTAINER) !== null,
    replaces: 'wpfront-scroll-top',
    load: () => import('./mounts/scroll-to-top'),
  },
  {
    // Order attribution (WooCommerce's sourcebuster): every page view counts, so on every page,
    // at idle (nothing the shopper sees depends on it; the cookies and the checkout's hidden
    // inputs only need to be right before an order or a registration is sent). It reads its global
    // without the schemas (its own parse.ts). Its own chunk, not the `start` one: that chunk is
    // asked for in the scan's task, which can come before `load`, and this one need not.
    name: 'attribution',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    requires: ['wc_order_attribution'],
    presenceOnly: true,
    replaces: 'wc-order-attribution',
    load: () => import('./behaviours/attribution'),
  },
  {
    // WooPayments' platform tracker: the events the plugin queued for this page, sent once at idle,
    // only where its payments configuration prints a tracker nonce (spec §7). No `replaces`: the
    // plugin's handle for it is not on record.
    name: 'tracks',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    applies: () => {
      const win = window as unknown as Record<string, unknown>;
      return win.wcPayFrontendTracks !== undefined && (win.wcpayConfig !== undefined || win.wcpay_upe_config !== undefined);
    },
    load: () => import('./behaviours/tracks'),
  },
  {
    // Joinchat's floating chat: at idle its small index (no React) reads the settings, counts the
    // page view and shows the served button after button_delay; the React view that runs the box
    // loads on the first intent on the widget (pointer, focus, touch) or when the box must open
    // (a click, a page trigger, the URL, message_delay), so a page only looked at never pays for React.
    name: 'chat',
    selector: JOINCHAT,
    kind: 'mount',
    strategy: 'idle',
    instance: 'element',
    replaces: 'joinchat',
    load: () => import('./mounts/chat'),
  },
  {
    // Joinchat's lite script (widgets.md §1.14): a page with the widget hidden prints only the
    // `joinchat_obj` global. At idle: trigger links open the app, button blocks get their QR
    // codes near the viewport, the SKU follows the variation form; no React, nothing at load.
    name: 'chat-lite',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    requires: ['joinchat_obj'],
    // Its own parse checks the global (the schemas chunk only to word a problem).
    presenceOnly: true,
    // With the widget's markup on the page the full chat runs these itself.
    applies: () => !document.querySelector(JOINCHAT),
    replaces: 'joinchat-lite',
    load: () => import('./mounts/chat/lite'),
  },
  // Page-builder content.
  {
    // Elementor Pro's taxonomy filter (elementor.md §4). On intent (the pointer coming over the
    // filter bar, focus, a press): a grid that is only looked at costs nothing, and a filtered URL
    // was already filtered by the server. A click that comes first is held, and the grid shows its
    // loading overlay at once, in the click's frame, while the chunk loads.
    name: 'taxonomy-filter',
    selector: TAXONOMY_FILTER_WIDGET,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'element',
    requires: ['ElementorProFrontendConfig'],
    replaces: 'pro-elements-handlers',
    takes: refreshesLoop,
    heldFeedback: holdLoopOverlay,
    load: () => import('./loop/taxonomy-filter'),
  },
  {
    // Elementor Pro's loop carousel. When it comes within 200 px of the viewport; its index parses
    // at once and Swiper waits for `load` (its index.ts): the served row of slides is what shows
    // until then, and a carousel further down costs nothing until it is scrolled to.
    name: 'loop-carousel',
    selector: LOOP_CAROUSEL,
    kind: 'behaviour',
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('./loop/carousel'),
  },
  {
    // When the placeholder comes within 200 px of the viewport: its thumbnail is what the shopper
    // sees there, and a video further down the page (or on a page never scrolled) costs nothing.
    // The widget parses at once and draws the thumbnail as plain markup after `load`; React and the
    // player's view load only on intent on the box (index.ts), so a page with a video pays for
    // React only when the shopper reaches for it. No `replaces`: the plugin's thumbnail script is
    // inline, with no handle; the widget leaves a placeholder the plugin has already filled.
    name: 'video-placeholder',
    selector: VIDEO_PLACEHOLDER,
    kind: 'mount',
    strategy: 'visible',
    instance: 'element',
    load: () => import('./mounts/video-placeholder'),
  },
  {
    // At once: the visit is counted on every page view, and the timing rules and triggers of the
    // popups in the footer arm from the start (a page-load delay of 0 opens at load). This part is
    // plain DOM; React and the popup view load only when a popup is about to open, after `load`.
    name: 'popup',
    selector: POPUP_DOCUMENT,
    kind: 'mount',
    strategy: 'now',
    instance: 'page',
    replaces: 'elementor-pro-frontend',
    load: () => import('./popups'),
  },
  {
    // Links carrying a page-builder action: on intent (pointer over one, focus, a press); a click
    // that comes first is held and replayed, so the action still runs and never reaches the URL.
    name: 'elementor-actions',
    selector: ELEMENTOR_ACTION_LINK,
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    replaces: 'elementor-frontend',
    load: () => import('./popups/url-actions'),
  },
  {
    // Only when the page URL carries an action in its hash or a theme template id: it runs at load.
    name: 'elementor-url',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    applies: () => /^#(elementor-action|%23elementor-action)/i.test(location.hash) || /[?&]theme_template_id=\d/.test(location.search),
    replaces: 'elementor-frontend',
    load: () => import('./popups/url-load'),
  },
  {
    // At once: its only work before it opens is one window listener and the links' aria state, and
    // an `off_canvas:*` action (a link, the page URL, a third party's event) must find it listening.
    name: 'off-canvas',
    selector: OFF_CANVAS,
    kind: 'behaviour',
    strategy: 'now',
    instance: 'element',
    replaces: 'elementor-pro-frontend',
    load: () => import('./behaviours/off-canvas'),
  },
];
