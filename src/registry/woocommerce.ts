import { sendsAddToCartByAjax } from '../behaviours/add-to-cart/by-ajax';
import { jquery } from '../core/jquery';
import type { WidgetDef } from '../core/types';
import { withReact } from '../mounts/load-view';
import { showLoading } from '../mounts/quick-view/loading';
import { ADD_PAYMENT_METHOD_FORM, ADD_TO_CART_BUTTON, CHECKOUT_FORM, CHECKOUT_PROMPTS, ORDER_PAY_FORM, PLACE_ORDER_BUTTON, ALERT_NOTICE, COMING_SOON_BANNER, COUNTRY_CONTROL, INPUT_WRAPPER, ORDERBY_SELECT, PASSWORD_FIELD, PRODUCT_CARD, QUANTITY_INPUT, QUICK_VIEW_BUTTON, QUICK_VIEW_MODAL, REMOVE_FROM_CART_LINK, RESULT_COUNT, STORE_NOTICE } from '../selectors';

/**
 * WooCommerce's shop-wide widgets (the listing, the cart, the account and checkout pages, the mini
 * cart, notices, order attribution) and the WooLentor quick view on its listings. What markup
 * calls for each, how it loads, and which plugin script it replaces; a new WooCommerce feature
 * is one more entry here (src/families.ts says when this table is fetched).
 */
export const widgets: readonly WidgetDef[] = [
  {
    // On intent (the pointer over a button, a press, focus, a key): a listing that is only looked
    // at never evaluates it or the schemas. A click that comes first is held and replayed.
    name: 'add-to-cart',
    selector: ADD_TO_CART_BUTTON,
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
    load: () => import('../behaviours/add-to-cart'),
  },
  {
    name: 'mini-cart',
    selector: REMOVE_FROM_CART_LINK,
    strategy: 'interaction',
    instance: 'page',
    requires: ['wc_add_to_cart_params'],
    replaces: 'wc-add-to-cart',
    load: () => import('../behaviours/mini-cart'),
  },
  {
    // At idle rather than at load: the served mini cart shows until then (≤ 2 s). It validates
    // its params itself, and only when it has a cart to act on (see its index.ts): a first visit
    // with no cart loads no schemas.
    name: 'cart-fragments',
    selector: 'body',
    strategy: 'idle',
    instance: 'page',
    requires: ['wc_cart_fragments_params'],
    presenceOnly: true,
    replaces: 'wc-cart-fragments',
    load: () => import('../behaviours/cart-fragments'),
  },
  {
    name: 'ordering',
    selector: ORDERBY_SELECT,
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/ordering'),
  },
  {
    name: 'quantity',
    selector: QUANTITY_INPUT,
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/quantity'),
  },
  {
    name: 'store-notice',
    selector: STORE_NOTICE,
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/store-notice'),
  },
  {
    name: 'password-toggle',
    selector: PASSWORD_FIELD,
    strategy: 'now',
    instance: 'element',
    replaces: 'woocommerce',
    load: () => import('../behaviours/password-toggle'),
  },
  {
    name: 'focus-alert',
    selector: ALERT_NOTICE,
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/focus-alert'),
  },
  {
    name: 'result-count',
    selector: RESULT_COUNT,
    strategy: 'idle',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/result-count'),
  },
  {
    name: 'field-descriptions',
    selector: INPUT_WRAPPER,
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/field-descriptions'),
  },
  {
    // Only useful where jQuery-era scripts (cart.js, checkout.js) still call it.
    name: 'scroll-to-notices',
    selector: 'body',
    strategy: 'idle',
    applies: () => !!jquery(),
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/scroll-to-notices'),
  },
  {
    name: 'coming-soon',
    selector: COMING_SOON_BANNER,
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('../behaviours/coming-soon'),
  },
  {
    // Order attribution (WooCommerce's sourcebuster): every page view counts, so on every page,
    // at idle (nothing the shopper sees depends on it; the cookies and the checkout's hidden
    // inputs only need to be right before an order or a registration is sent). It reads its global
    // without the schemas (its own parse.ts). Its own chunk, not the `start` one: that chunk is
    // asked for in the scan's task, which can come before `load`, and this one need not.
    name: 'attribution',
    selector: 'body',
    strategy: 'idle',
    instance: 'page',
    requires: ['wc_order_attribution'],
    presenceOnly: true,
    replaces: 'wc-order-attribution',
    load: () => import('../behaviours/attribution'),
  },
  {
    // The address fields (country-select.js and address-i18n.js) of the checkout, the account's
    // address form and the cart's shipping calculator, on intent: the server already printed the
    // chosen country's labels, states and order, so nothing is due before the shopper touches a
    // country control. A country changed before then is told to the widget once it runs.
    name: 'address',
    selector: COUNTRY_CONTROL,
    strategy: 'interaction',
    instance: 'page',
    requires: ['wc_country_select_params'],
    replaces: 'wc-country-select',
    load: () => import('../behaviours/address'),
  },
  {
    // React's first widget, so on intent only: the pointer coming over a product card with a
    // quick-view button (or over the button, or focus on it) loads and evaluates the view while
    // the shopper is still aiming, and the product is asked for on the click. A click that comes first is held, and shows the plugin's loading
    // state at once while the chunk loads.
    name: 'quick-view',
    selector: QUICK_VIEW_BUTTON,
    strategy: 'interaction',
    instance: 'page',
    requires: ['woolentorQuickView'],
    replaces: 'woolentor-quickview',
    warmNear: PRODUCT_CARD,
    heldFeedback: (button) => showLoading(button, document.querySelector<HTMLElement>(QUICK_VIEW_MODAL)),
    // React's chunk is asked for with the widget's own: by the time the widget has run and asks
    // for its view, React is in (or on its way), which it would otherwise ask for only then.
    load: () => withReact(() => import('../mounts/quick-view')),
  },
  {
    // WooCommerce's classic checkout (checkout.js). At idle, as checkout.js starts at DOM ready: its
    // first order review update is sent then (gateways mount their fields on `updated_checkout`). A
    // place-order click or Enter before that is held and replayed; typing needs nothing of ours.
    // The state WooCommerce's init shows first (the shipping address and the account fields hidden
    // while their boxes are unchecked) is CSS the server prints (src/first-state.css), from the first
    // frame and before any script, following the boxes until this starts.
    name: 'checkout',
    selector: CHECKOUT_FORM,
    strategy: 'idle',
    instance: 'element',
    requires: ['wc_checkout_params'],
    presenceOnly: true,
    replaces: 'wc-checkout',
    takes: (target) => target.matches(PLACE_ORDER_BUTTON),
    // A place-order click that comes first shows the order on its way at once, as WooCommerce's
    // `.button.loading` (its spinner) on a form `processing`, while the chunk loads; the widget's
    // own submit sets `processing` when the click is replayed.
    heldFeedback: (button) => {
      const form = button.closest('form');
      button.classList.add('loading');
      button.setAttribute('aria-busy', 'true');
      form?.classList.add('processing');
      return () => {
        button.classList.remove('loading');
        button.removeAttribute('aria-busy');
        form?.classList.remove('processing');
      };
    },
    load: () => import('../behaviours/checkout'),
  },
  {
    // The coupon and login prompts printed before the checkout form: nothing of theirs is due
    // until the shopper opens one (a click on a prompt that comes first is held).
    name: 'checkout-toggles',
    selector: CHECKOUT_PROMPTS,
    strategy: 'interaction',
    instance: 'page',
    requires: ['wc_checkout_params'],
    presenceOnly: true,
    replaces: 'wc-checkout',
    load: () => import('../behaviours/checkout/toggles'),
  },
  {
    // The order-pay form posts as a page; only a change of payment method needs us.
    name: 'order-pay',
    selector: ORDER_PAY_FORM,
    strategy: 'interaction',
    instance: 'element',
    requires: ['wc_checkout_params'],
    presenceOnly: true,
    replaces: 'wc-checkout',
    load: () => import('../behaviours/checkout/order-pay'),
  },
  {
    name: 'add-payment-method',
    selector: ADD_PAYMENT_METHOD_FORM,
    strategy: 'interaction',
    instance: 'element',
    requires: ['woocommerce_params'],
    presenceOnly: true,
    replaces: 'wc-add-payment-method',
    load: () => import('../behaviours/checkout/add-payment-method'),
  },
  {
    // MONEI's card method (payments-plugin.md §1.4): the provider's card frame in the plugin's
    // fieldset on the checkout, the order-pay and the add-payment-method forms. When the fieldset
    // shows (its method chosen, or the only one), not at idle: the frame's libraries are the
    // largest chunk a checkout loads, and a shopper paying another way never needs them.
    name: 'card-payment',
    selector: '#wc-monei-cc-form',
    strategy: 'visible',
    instance: 'element',
    replaces: 'woocommerce_monei',
    load: () => import('../payments/card'),
  },
];
