import type { WidgetDef } from '../core/types';

/**
 * WooPayments' widgets (spec §7), called by its globals. MONEI's payment components sit in the
 * WooCommerce table (src/registry/woocommerce.ts): the checkout's own family finds them, and the
 * loader carries no marker for them.
 */
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
];
