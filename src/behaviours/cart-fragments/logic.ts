import { MINI_CART_SELECTOR, type Fragments } from '../../core/events';

/** Spec §9: cached fragments expire 24 h after the cart was created. */
export const FRAGMENTS_LIFETIME_MS = 864e5;

export interface StoredCart {
  fragments: Fragments | null;
  storedHash: string;
  cookieHash: string;
  createdAt: number | null;
}

/** Cookies PHP sets: the cart's hash, and `1` while the cart has items. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';

export type LoadDecision =
  | { action: 'apply'; fragments: Fragments; refreshInMs: number | null }
  | { action: 'refresh'; reason: string }
  | { action: 'keep' };

/**
 * The page-load algorithm of cart-fragments.js (shared/reference/woocommerce.md §2.3), but for a
 * first visit: with no cart cookie and nothing cached, the hashes agree and the cart has not
 * changed, so the spec (§5) has no reason to refresh and the served mini cart stays. WooCommerce
 * asks the server anyway (woocommerce#66307 proposes not to).
 */
export function decideOnLoad(stored: StoredCart, now: number): LoadDecision {
  if (!stored.fragments && !stored.storedHash && !stored.cookieHash) return { action: 'keep' };
  if (stored.storedHash && stored.createdAt === null) return { action: 'refresh', reason: 'no creation time' };
  let refreshInMs: number | null = null;
  if (stored.createdAt !== null) {
    const expiresAt = stored.createdAt + FRAGMENTS_LIFETIME_MS;
    if (expiresAt < now) return { action: 'refresh', reason: 'expired' };
    refreshInMs = expiresAt - now;
  }
  if (!stored.fragments || !(MINI_CART_SELECTOR in stored.fragments)) return { action: 'refresh', reason: 'no cache' };
  if (stored.storedHash !== stored.cookieHash) return { action: 'refresh', reason: 'cart changed' };
  return { action: 'apply', fragments: stored.fragments, refreshInMs };
}

/** `woocommerce_items_in_cart` > 0 shows widgets marked hide_cart_widget_if_empty. */
export function cartHasItems(cookieValue: string | null): boolean {
  return Number(cookieValue ?? 0) > 0;
}
