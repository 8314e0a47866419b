/**
 * The page builder's own storage (elementor.md §1.10, §3.7): one JSON blob under the key
 * `elementor` in localStorage (or sessionStorage for session values), with an `__expiration` map
 * (key → epoch ms). Keeping its keys means a visitor's caps and "do not show again" flags carry
 * over from the plugin's script to ours and back. Expired keys are dropped, and the blob saved,
 * on the next read. Values are data: numbers and booleans, never markup.
 */
import { POPUP_PERIOD_SECONDS } from '../core/timings';
import type { KeyValueStore } from '../core/storage';

export const BLOB_KEY = 'elementor';

type Blob = Record<string, unknown> & { __expiration: Record<string, number> };

export interface BuilderStorage {
  get(key: string, options?: { session?: boolean }): unknown;
  set(key: string, value: unknown, options?: { session?: boolean; lifetimeInSeconds?: number }): void;
  /** A raw session-storage value outside the blob (the session period's counter). */
  rawSession: KeyValueStore;
}

export function builderStorage(local: KeyValueStore, session: KeyValueStore, now: () => number = Date.now): BuilderStorage {
  const storeOf = (isSession?: boolean) => (isSession ? session : local);

  function read(isSession?: boolean): Blob {
    let blob: unknown;
    try {
      blob = JSON.parse(storeOf(isSession).get(BLOB_KEY) ?? '{}');
    } catch {
      blob = {};
    }
    const value = (typeof blob === 'object' && blob !== null && !Array.isArray(blob) ? blob : {}) as Blob;
    const expiration = value.__expiration;
    if (typeof expiration !== 'object' || expiration === null || Array.isArray(expiration)) value.__expiration = {};
    return value;
  }

  function save(blob: Blob, isSession?: boolean): void {
    storeOf(isSession).set(BLOB_KEY, JSON.stringify(blob));
  }

  function readFresh(isSession?: boolean): Blob {
    const blob = read(isSession);
    let expired = false;
    for (const [key, at] of Object.entries(blob.__expiration)) {
      if (typeof at === 'number' && at < now()) {
        delete blob[key];
        delete blob.__expiration[key];
        expired = true;
      }
    }
    if (expired) save(blob, isSession);
    return blob;
  }

  return {
    get: (key, options = {}) => readFresh(options.session)[key],
    set(key, value, options = {}) {
      const blob = readFresh(options.session);
      blob[key] = value;
      if (options.lifetimeInSeconds) blob.__expiration[key] = now() + options.lifetimeInSeconds * 1000;
      save(blob, options.session);
    },
    rawSession: session,
  };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Once per page load, on pages of a site with popups (elementor.md §3.7): page views always, and a
 * session when the session blob has no `activeSession` yet.
 */
export function countVisit(storage: BuilderStorage): void {
  storage.set('pageViews', count(storage.get('pageViews')) + 1);
  if (!storage.get('activeSession', { session: true })) {
    storage.set('sessions', count(storage.get('sessions')) + 1);
    storage.set('activeSession', true, { session: true });
  }
}

export const popupKey = (id: string, name: string) => `popup_${id}_${name}`;
export const impressionsKey = (id: string) => `popup-${id}-impressions-count`;

export type Period = '' | 'session' | keyof typeof POPUP_PERIOD_SECONDS;

/** The impressions counter of a popup whose times rule has a period. */
export function impressions(storage: BuilderStorage, id: string, period: Exclude<Period, ''>): number {
  if (period === 'session') return count(Number(storage.rawSession.get(impressionsKey(id)) ?? 0));
  return count(storage.get(impressionsKey(id)));
}

/** Counts one impression; the period's window starts when the key is first created, and stays. */
export function countImpression(storage: BuilderStorage, id: string, period: Exclude<Period, ''>): void {
  const key = impressionsKey(id);
  if (period === 'session') {
    storage.rawSession.set(key, String(impressions(storage, id, period) + 1));
    return;
  }
  const existing = storage.get(key);
  if (existing === undefined) storage.set(key, 1, { lifetimeInSeconds: POPUP_PERIOD_SECONDS[period] });
  else storage.set(key, count(existing) + 1);
}

/** The legacy counter `popup_{id}_times`, kept for the persisting period. */
export function countTimes(storage: BuilderStorage, id: string): void {
  storage.set(popupKey(id, 'times'), count(storage.get(popupKey(id, 'times'))) + 1);
}

export const isDisabled = (storage: BuilderStorage, id: string) => storage.get(popupKey(id, 'disable')) === true;
export const disable = (storage: BuilderStorage, id: string) => storage.set(popupKey(id, 'disable'), true);
