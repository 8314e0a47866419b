import { parse, serialize, type SerializeOptions } from 'cookie';
import type { Disposer, Scope } from './scope';

/**
 * Cookies and web storage. Storage that throws (private mode, quota, blocked by policy) degrades
 * to memory so callers never need a try/catch. Values read here are text: never HTML, never a
 * script URL (the fragment cache is the one exception and re-enters the page only via html.ts).
 */
export interface KeyValueStore {
  /** false when the browser store is unusable and this is the in-memory stand-in. */
  readonly persistent: boolean;
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    persistent: false,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

/** WooCommerce probes with a write and remove of key `wc`; we do the same. */
export function webStore(getStorage: () => Storage): KeyValueStore {
  let storage: Storage;
  try {
    storage = getStorage();
    storage.setItem('wc', 'wc');
    storage.removeItem('wc');
  } catch {
    return memoryStore();
  }
  const fallback = memoryStore();
  let failed = false;
  return {
    get persistent() {
      return !failed;
    },
    get(key) {
      if (failed) return fallback.get(key);
      try {
        return storage.getItem(key);
      } catch {
        return fallback.get(key);
      }
    },
    set(key, value) {
      if (!failed) {
        try {
          storage.setItem(key, value);
          return;
        } catch {
          // Quota or revoked access mid-session: keep going in memory.
          failed = true;
        }
      }
      fallback.set(key, value);
    },
    remove(key) {
      fallback.remove(key);
      if (failed) return;
      try {
        storage.removeItem(key);
      } catch {
        failed = true;
      }
    },
  };
}

/**
 * One sessionStorage value, read without the write probe a store makes (a write also tells every
 * other tab): for deciding whether there is anything stored at all. Null when absent or blocked.
 */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * `storage` events from the shopper's other tabs and windows. Another tab changes the cart only
 * while the shopper is there, so this one has been hidden or has lost focus first: only then is the
 * listener added. Adding it makes the browser bind the page's localStorage for events, a blocking
 * round trip to the browser process (3 ms at 1x CPU in a probe), which a shopper who never leaves
 * the tab never pays. A tab that starts hidden or unfocused (opened in the background) listens at once.
 */
export function onStorageFromOtherTabs(scope: Scope, handler: (event: StorageEvent) => void): Disposer {
  let stopListening: Disposer = () => {};
  const waits: Disposer[] = [];
  const stopWaiting = () => waits.splice(0).forEach((stop) => stop());
  const listen = () => {
    stopWaiting();
    stopListening = scope.on(window, 'storage', (event) => handler(event as StorageEvent));
  };
  if (document.visibilityState === 'hidden' || !document.hasFocus()) listen();
  else waits.push(scope.on(window, 'blur', listen), scope.on(document, 'visibilitychange', listen));
  return () => {
    stopWaiting();
    stopListening();
  };
}

let local: KeyValueStore | undefined;
let session: KeyValueStore | undefined;
export const localStore = (): KeyValueStore => (local ??= webStore(() => window.localStorage));
export const sessionStore = (): KeyValueStore => (session ??= webStore(() => window.sessionStorage));

/** For tests: forget the memoised stores. */
export function resetStores(): void {
  local = undefined;
  session = undefined;
}

export function readCookie(name: string): string | null {
  let all: Record<string, string | undefined>;
  try {
    all = parse(document.cookie);
  } catch {
    return null;
  }
  return all[name] ?? null;
}

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}

/**
 * Reads a cookie without blocking: `document.cookie` is a synchronous round trip to the browser
 * process (several ms at start-up on a slow phone); the Cookie Store API answers asynchronously.
 */
export async function readCookieAsync(name: string): Promise<string | null> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return readCookie(name);
  try {
    const cookie = await store.get(name);
    if (!cookie) return null;
    try {
      return decodeURIComponent(cookie.value);
    } catch {
      return cookie.value;
    }
  } catch {
    return readCookie(name);
  }
}

export function writeCookie(name: string, value: string, options: SerializeOptions = {}): void {
  try {
    document.cookie = serialize(name, value, { path: '/', sameSite: 'lax', ...options });
  } catch (error) {
    console.warn(`[storefront] could not write cookie ${name}`, error);
  }
}

export function deleteCookie(name: string, options: SerializeOptions = {}): void {
  writeCookie(name, '', { ...options, maxAge: -1, expires: new Date(0) });
}
