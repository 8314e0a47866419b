import { describe, expect, it } from 'vitest';
import { cartHasItems, decideOnLoad, FRAGMENTS_LIFETIME_MS, type StoredCart } from './logic';

const now = 1_800_000_000_000;
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
const cached: StoredCart = { fragments, storedHash: 'h1', cookieHash: 'h1', createdAt: now - 1000 };

describe('decideOnLoad', () => {
  const cases: Array<[string, Partial<StoredCart>, 'apply' | 'refresh' | 'keep']> = [
    ['applies a cache whose hash matches the cookie', {}, 'apply'],
    ['refreshes when the cookie hash differs (cart changed elsewhere)', { cookieHash: 'h2' }, 'refresh'],
    ['refreshes when there is no cached fragment set', { fragments: null }, 'refresh'],
    ['refreshes when the cache lacks the mini cart', { fragments: { 'a.cart-contents': '<a></a>' } }, 'refresh'],
    ['refreshes when a hash is stored without a creation time', { createdAt: null }, 'refresh'],
    ['refreshes after 24 h', { createdAt: now - FRAGMENTS_LIFETIME_MS - 1 }, 'refresh'],
    ['reuses an empty cart cache with no hash and no cookie', { storedHash: '', cookieHash: '', createdAt: null }, 'apply'],
    ['keeps the served cart on a first visit: no cookie, nothing cached (spec §5: nothing changed)', { fragments: null, storedHash: '', cookieHash: '', createdAt: null }, 'keep'],
    ['refreshes a first visit whose cookie says there is a cart', { fragments: null, storedHash: '', cookieHash: 'h1', createdAt: null }, 'refresh'],
  ];
  it.each(cases)('%s', (_name, change, action) => {
    expect(decideOnLoad({ ...cached, ...change }, now).action).toBe(action);
  });
  it('schedules the next refresh for when the 24 h run out', () => {
    const decision = decideOnLoad(cached, now);
    expect(decision).toMatchObject({ action: 'apply', refreshInMs: FRAGMENTS_LIFETIME_MS - 1000 });
  });
  it('has nothing to schedule for a cart that was never created', () => {
    expect(decideOnLoad({ ...cached, storedHash: '', cookieHash: '', createdAt: null }, now)).toMatchObject({
      refreshInMs: null,
    });
  });
});

describe('cartHasItems', () => {
  it.each([
    ['1', true],
    ['3', true],
    ['0', false],
    [null, false],
    ['garbage', false],
  ] as const)('items cookie %s → %s', (value, expected) => {
    expect(cartHasItems(value)).toBe(expected);
  });
});
