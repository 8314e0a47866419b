import type { WidgetContext } from '../../core/types';

type Values = Record<string, string | null>;

/** The checkout block's store and the extension data's namespace (woocommerce.md §6.2). */
const CHECKOUT_STORE_KEY = 'wc/store/checkout';
const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

/** The block editor's data registry, as far as WooCommerce's script uses it; any of it may be missing or broken. */
interface WpData {
  dispatch?(store: string): { __internalSetExtensionData?(namespace: string, data: Values, replace: boolean): void };
  subscribe?(listener: () => void, store: string): unknown;
}
type PageGlobals = { wp?: { data?: WpData }; wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } } };

export interface CheckoutBlock {
  /** Hands the values to the block, which sends them with the order as its extension data. */
  push(values: Values): void;
  /** A store not there yet (the block's scripts load late) gets the values once it registers. */
  await(values: () => Values): void;
}

/**
 * The checkout block's copy of the attribution values (woocommerce.md §6.2). Everything it touches
 * is another script's, so a broken registry costs one warning and nothing else.
 */
export function checkoutBlock(ctx: WidgetContext): CheckoutBlock {
  const page = window as unknown as PageGlobals;
  const guarded = (run: () => void) => {
    try {
      run();
    } catch (error) {
      ctx.report('wp.data failed to take the checkout block’s attribution data', error);
    }
  };
  let storeFound = false;
  const push = (values: Values) =>
    guarded(() => {
      const blocksData = page.wc?.wcBlocksData;
      const wpData = page.wp?.data;
      storeFound = !!(wpData?.dispatch && blocksData);
      if (storeFound) wpData!.dispatch!(blocksData!.CHECKOUT_STORE_KEY as string).__internalSetExtensionData!(EXTENSION_NAMESPACE, values, true);
    });
  return {
    push,
    // A store already there has the values: WooCommerce's script subscribes anyway and sends the
    // same values again on the store's next change; not here.
    await: (values) =>
      guarded(() => {
        const wpData = page.wp?.data;
        if (storeFound || typeof wpData?.subscribe !== 'function') return;
        let done = false;
        let unsubscribe: unknown;
        const stop = () => {
          if (done) return;
          done = true;
          guarded(() => typeof unsubscribe === 'function' && unsubscribe());
        };
        unsubscribe = wpData.subscribe(() => {
          if (done) return;
          stop();
          push(values());
        }, CHECKOUT_STORE_KEY);
        ctx.scope.add(stop);
      }),
  };
}
