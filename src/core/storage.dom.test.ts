// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePage } from '../../tests/dom/support/page';
import { deleteCookie, localStore, readCookie, sessionStore, webStore, writeCookie } from './storage';

usePage();

const originals = {
  localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage')!,
  sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage')!,
};
afterEach(() => {
  Object.defineProperty(window, 'localStorage', originals.localStorage);
  Object.defineProperty(window, 'sessionStorage', originals.sessionStorage);
});

function blockStorage(name: 'localStorage' | 'sessionStorage'): void {
  // Safari with "block all cookies", or a sandboxed iframe: touching the property throws.
  Object.defineProperty(window, name, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

/** A Storage that works for the first `allowedWrites` writes, then throws QuotaExceededError. */
function storageWithQuota(allowedWrites: number): Storage {
  const map = new Map<string, string>();
  let writes = 0;
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (++writes > allowedWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('web storage', () => {
  it('uses the browser’s storage when it works', () => {
    const store = localStore();
    store.set('wc_cart_hash_x', 'abc');

    expect(store.persistent).toBe(true);
    expect(localStorage.getItem('wc_cart_hash_x')).toBe('abc');
    expect(store.get('wc_cart_hash_x')).toBe('abc');
    // The support probe leaves nothing behind.
    expect(localStorage.getItem('wc')).toBeNull();
  });

  it('degrades to memory when localStorage throws on access', () => {
    blockStorage('localStorage');
    const store = localStore();

    expect(store.persistent).toBe(false);
    store.set('wc_cart_hash_x', 'abc');
    expect(store.get('wc_cart_hash_x')).toBe('abc');
    store.remove('wc_cart_hash_x');
    expect(store.get('wc_cart_hash_x')).toBeNull();
  });

  it('degrades to memory when sessionStorage throws on access', () => {
    blockStorage('sessionStorage');
    const store = sessionStore();

    expect(store.persistent).toBe(false);
    expect(() => store.set('wc_fragments_x', '{}')).not.toThrow();
    expect(store.get('wc_fragments_x')).toBe('{}');
  });

  it('degrades to memory when the support probe cannot write (private mode, quota 0)', () => {
    const store = webStore(() => storageWithQuota(0));

    expect(store.persistent).toBe(false);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  it('keeps going in memory when the quota runs out mid-session, and says it is no longer persistent', () => {
    const backing = storageWithQuota(2);
    const store = webStore(() => backing);
    store.set('a', '1');
    expect(store.persistent).toBe(true);

    store.set('b', '2');

    expect(store.persistent).toBe(false);
    expect(store.get('b')).toBe('2');
    expect(backing.getItem('b')).toBeNull();
  });

  it('answers null rather than throwing when a read throws', () => {
    const backing = storageWithQuota(10);
    backing.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const store = webStore(() => backing);

    expect(store.get('anything')).toBeNull();
  });
});

describe('cookies', () => {
  it('reads back what it writes, including characters that need encoding', () => {
    writeCookie('store_notice3e9c', 'hidden');
    writeCookie('sf_text', 'envío; gratis=sí');

    expect(readCookie('store_notice3e9c')).toBe('hidden');
    expect(readCookie('sf_text')).toBe('envío; gratis=sí');
    expect(readCookie('missing')).toBeNull();
  });

  it('writes at the site root with SameSite=Lax unless told otherwise', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');

    writeCookie('store_notice3e9c', 'hidden');

    expect(setter).toHaveBeenCalledTimes(1);
    const written = String(setter.mock.calls[0]?.[0]);
    expect(written).toMatch(/^store_notice3e9c=hidden;/);
    expect(written).toMatch(/; Path=\/(;|$)/);
    expect(written).toMatch(/; SameSite=Lax/);
    expect(written).not.toMatch(/Expires|Max-Age/i);
  });

  it('deletes a cookie', () => {
    writeCookie('woocommerce_items_in_cart', '1');
    deleteCookie('woocommerce_items_in_cart');

    expect(readCookie('woocommerce_items_in_cart')).toBeNull();
  });

  it('reads cookies the server set among malformed ones', () => {
    document.cookie = 'woocommerce_cart_hash=9d3c5e0b7a1f4c2d; path=/';
    document.cookie = 'broken=%E0%A4%A; path=/';

    expect(readCookie('woocommerce_cart_hash')).toBe('9d3c5e0b7a1f4c2d');
    // Not valid percent-encoding: given back as the server wrote it.
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });
});
