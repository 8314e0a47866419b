import type { WidgetDef } from './core/types';

/**
 * The one table of widgets: what markup calls for each, how it loads, and which plugin script it
 * replaces. A new feature is one more entry here; the core does not change.
 */
export const registry: readonly WidgetDef[] = [
  {
    // Idle, not at load: a click before then starts it at once and is replayed (strategies/hold.ts).
    name: 'add-to-cart',
    selector: '.add_to_cart_button',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    requires: ['wc_add_to_cart_params'],
    replaces: 'wc-add-to-cart',
    load: () => import('./behaviours/add-to-cart'),
  },
  {
    name: 'mini-cart',
    selector: '.remove_from_cart_button',
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    requires: ['wc_add_to_cart_params'],
    replaces: 'wc-add-to-cart',
    load: () => import('./behaviours/mini-cart'),
  },
  {
    // At idle rather than at load: the schemas (zod) would otherwise be half of the listing's
    // 12 KB budget before `load`. The server-rendered mini cart shows until then (≤ 2 s).
    name: 'cart-fragments',
    selector: 'body',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    requires: ['wc_cart_fragments_params'],
    replaces: 'wc-cart-fragments',
    load: () => import('./behaviours/cart-fragments'),
  },
  {
    name: 'ordering',
    selector: '.woocommerce-ordering select.orderby',
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/ordering'),
  },
  {
    name: 'quantity',
    selector: 'input.qty',
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/quantity'),
  },
  {
    name: 'store-notice',
    selector: '.woocommerce-store-notice',
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/store-notice'),
  },
  {
    name: 'password-toggle',
    selector: '.woocommerce form input[type="password"]',
    kind: 'behaviour',
    strategy: 'now',
    instance: 'element',
    replaces: 'woocommerce',
    load: () => import('./behaviours/password-toggle'),
  },
  {
    name: 'focus-alert',
    selector:
      '.woocommerce-message[role=alert], .woocommerce-error[role=alert], .wc-block-components-notice-banner[role=alert]',
    kind: 'behaviour',
    strategy: 'now',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/focus-alert'),
  },
  {
    name: 'result-count',
    selector: '.woocommerce-result-count',
    kind: 'behaviour',
    strategy: 'idle',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/result-count'),
  },
  {
    name: 'field-descriptions',
    selector: '.woocommerce-input-wrapper',
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
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/scroll-to-notices'),
  },
  {
    name: 'coming-soon',
    selector: '#coming-soon-footer-banner',
    kind: 'behaviour',
    strategy: 'interaction',
    instance: 'page',
    replaces: 'woocommerce',
    load: () => import('./behaviours/coming-soon'),
  },
];
