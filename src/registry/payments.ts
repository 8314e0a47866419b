import type { WidgetDef } from '../core/types';

/** The payment providers' widgets: WooPayments' tracker (spec §7) and MONEI's payment components. */
export const widgets: readonly WidgetDef[] = [
  {
    // WooPayments' platform tracker: the events the plugin queued for this page, sent once at idle,
    // only where its payments configuration prints a tracker nonce (spec §7). No `replaces`: the
    // plugin's handle for it is not on record.
    name: 'tracks',
    selector: 'body',
    strategy: 'idle',
    instance: 'page',
    applies: () => {
      const win = window as unknown as Record<string, unknown>;
      return win.wcPayFrontendTracks !== undefined && (win.wcpayConfig !== undefined || win.wcpay_upe_config !== undefined);
    },
    load: () => import('../behaviours/tracks'),
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
