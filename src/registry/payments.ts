import type { WidgetDef } from '../core/types';
import {  } from '../selectors';

/** WooPayments' widgets (spec §7); its payment components join them here. */
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
