import { describe, expect, it } from 'vitest';
import { PAYMENT_SESSION_LIFETIME_MS } from '../../core/timings';
import { browserSession, SESSION_STORAGE_KEY } from './session';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

function clock(start = 1_700_000_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('browserSession', () => {
  it('lasts 20 minutes (spec §9)', () => {
    expect(PAYMENT_SESSION_LIFETIME_MS).toBe(20 * 60 * 1000);
  });

  it('keeps one id with its start in storage, the same until 20 minutes have passed, a new one after', () => {
    const storage = memoryStorage();
    const { time, now } = clock();
    const start = time.now;
    const session = browserSession(storage, now);
    const first = session.id();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(storage.map.get(SESSION_STORAGE_KEY)!)).toEqual({ guid: first, created: start });

    time.now = start + PAYMENT_SESSION_LIFETIME_MS;
    expect(session.id()).toBe(first);
    expect(session.startedAt()).toBe(start);

    time.now = start + PAYMENT_SESSION_LIFETIME_MS + 1;
    const second = session.id();
    expect(second).not.toBe(first);
    expect(session.startedAt()).toBe(time.now);
    expect(JSON.parse(storage.map.get(SESSION_STORAGE_KEY)!)).toEqual({ guid: second, created: time.now });
  });

  it('counts from the start, not from the last use', () => {
    const { time, now } = clock();
    const session = browserSession(memoryStorage(), now);
    const first = session.id();
    for (let minute = 5; minute <= 20; minute += 5) {
      time.now += 5 * 60 * 1000;
      expect(session.id()).toBe(first);
    }
    time.now += 1;
    expect(session.id()).not.toBe(first);
  });

  it('is shared through storage: another page (another instance) sees the same session', () => {
    const storage = memoryStorage();
    const { now } = clock();
    expect(browserSession(storage, now).id()).toBe(browserSession(storage, now).id());
  });

  it.each([
    ['not JSON', 'nope'],
    ['no id', JSON.stringify({ created: 1 })],
    ['an empty id', JSON.stringify({ guid: '', created: 1 })],
    ['a start that is not a number', JSON.stringify({ guid: 'x', created: 'yesterday' })],
  ])('replaces a stored value that is %s', (_, raw) => {
    const storage = memoryStorage();
    storage.map.set(SESSION_STORAGE_KEY, raw);
    const { now } = clock();
    const id = browserSession(storage, now).id();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(storage.map.get(SESSION_STORAGE_KEY)!)).toMatchObject({ guid: id });
  });

  it('falls back to memory when storage throws, and still renews at 20 minutes', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const { time, now } = clock();
    const session = browserSession(throwing, now);
    const first = session.id();
    time.now += PAYMENT_SESSION_LIFETIME_MS;
    expect(session.id()).toBe(first);
    time.now += 1;
    expect(session.id()).not.toBe(first);
  });

  it('goes on in memory when a write fails mid-page (quota)', () => {
    const storage = memoryStorage();
    const { time, now } = clock();
    const session = browserSession(storage, now);
    const first = session.id();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    time.now += PAYMENT_SESSION_LIFETIME_MS + 1;
    const second = session.id();
    expect(second).not.toBe(first);
    expect(session.id()).toBe(second);
  });

  it('without storage (a page where localStorage is absent): in memory', () => {
    const { now } = clock();
    const session = browserSession(undefined, now);
    expect(session.id()).toBe(session.id());
  });

  it('by default uses the page’s localStorage', () => {
    const storage = memoryStorage();
    const holder = globalThis as { localStorage?: unknown };
    const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const id = browserSession().id();
      expect(JSON.parse(storage.map.get(SESSION_STORAGE_KEY)!)).toMatchObject({ guid: id });
    } finally {
      if (before) Object.defineProperty(globalThis, 'localStorage', before);
      else delete holder.localStorage;
    }
  });
});
