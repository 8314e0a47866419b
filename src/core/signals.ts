/**
 * State more than one widget reads. Signals (`@preact/signals-core`, the engine under
 * `@preact/signals-react`) so behaviours read and subscribe without React, and React views read
 * the same values through `@preact/signals-react`. A widget never imports another widget: it
 * reads these.
 */
import { signal } from '@preact/signals-core';

export interface OpenOverlay {
  readonly id: number;
  /** The widget that opened it (`quick-view`, `product-gallery`, ...). */
  readonly name: string;
  /** Whether the rest of the page is inert under it. */
  readonly modal: boolean;
}

/** Overlays open now, bottom first (the last one has the keyboard). Written by core/overlay.ts. */
export const openOverlays = signal<readonly OpenOverlay[]>([]);

export interface CartLine {
  readonly key: string;
  readonly productId: string;
  readonly quantity: number;
}

export interface CartSnapshot {
  readonly lines: readonly CartLine[];
  /** Items in the cart (the sum of the lines' quantities). */
  readonly count: number;
}

/**
 * The cart as the mini cart shows it, read again each time cart fragments are applied
 * (core/fragments.ts); `null` until then: the served page's mini cart is the truth before that.
 */
export const cart = signal<CartSnapshot | null>(null);

/**
 * WooCommerce's mini cart (`woocommerce/cart/mini-cart.php`): one `li.woocommerce-mini-cart-item`
 * per line, whose remove link carries the line's key and product id, and whose `.quantity` reads
 * "{qty} × {price}".
 */
export function readMiniCart(root: ParentNode): CartSnapshot | null {
  const items = root.querySelectorAll('.woocommerce-mini-cart-item');
  if (!items.length && !root.querySelector('.woocommerce-mini-cart__empty-message')) return null;
  const lines: CartLine[] = [];
  for (const item of items) {
    const remove = item.querySelector<HTMLElement>('a.remove[data-cart_item_key]');
    const quantity = Number.parseInt(item.querySelector('.quantity')?.textContent ?? '', 10);
    lines.push({
      key: remove?.dataset.cart_item_key ?? '',
      productId: remove?.dataset.product_id ?? '',
      quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
    });
  }
  return { lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * Page-builder URL actions for the popups (`popup:open`, `popup:close`), from a link or the page
 * URL, waiting for the popups widget to take them (it may start after the action ran). `source`
 * is the link, for `popup:close` to find its popup.
 */
export type PopupRequest =
  | { readonly action: 'popup:open'; readonly id: string; readonly toggle: boolean; readonly source: Element | null }
  | { readonly action: 'popup:close'; readonly doNotShowAgain: boolean; readonly source: Element | null };
export const popupRequests = signal<readonly PopupRequest[]>([]);

/**
 * The page builder's `lightbox` URL action (elementor.md §2), from a link or the page URL, waiting
 * for the lightbox widget to take it (it may start after the action ran). Validated data: the
 * widget still checks the URL before anything loads it.
 */
export interface LightboxRequest {
  readonly url: string;
  readonly slideshow: string | null;
  readonly video: boolean;
  readonly title: string;
  readonly description: string;
  readonly source: Element | null;
}
export const lightboxRequests = signal<readonly LightboxRequest[]>([]);

/**
 * How many order-review updates the checkout has finished (applied or failed). WooCommerce sends
 * one as the checkout starts and replaces the payment section with its answer, so a payment field
 * drawn before it would be drawn twice: the card method waits for it (src/payments/card).
 */
export const checkoutUpdates = signal(0);
