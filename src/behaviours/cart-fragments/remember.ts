import type { Fragments } from '../../core/events';
import type { KeyValueStore } from '../../core/storage';

export const CREATED_KEY = 'wc_cart_created';

export type CartChange = { fragments?: Fragments | undefined; cart_hash?: string | undefined };

/**
 * An add's or a removal's answer kept as cart-fragments.js keeps it (reference §2.4): a cart seen
 * for the first time is dated, then the fragments and the hash are stored (the hash in both
 * storages, for the other tabs). Schema-free, so it runs in the same task as the event, before a
 * shopper's next page can look for it.
 */
export function rememberChange(
  stores: { session: KeyValueStore; local: KeyValueStore },
  keys: { hashKey: string; fragmentName: string },
  { fragments, cart_hash }: CartChange,
  now: number,
): void {
  if (!stores.session.get(keys.hashKey)) stores.session.set(CREATED_KEY, String(now));
  if (fragments) storeCart(stores, keys, fragments, cart_hash ?? '');
}

/** The fragments in this tab, the hash in both storages (the other tabs compare it). */
export function storeCart(
  stores: { session: KeyValueStore; local: KeyValueStore },
  keys: { hashKey: string; fragmentName: string },
  fragments: Fragments,
  hash: string,
): void {
  stores.session.set(keys.fragmentName, JSON.stringify(fragments));
  stores.session.set(keys.hashKey, hash);
  stores.local.set(keys.hashKey, hash);
}
