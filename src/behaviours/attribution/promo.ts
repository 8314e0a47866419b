/**
 * Sourcebuster's `promocode` option, asked for by a page script's `sbjs.init`. Its own chunk: no
 * WooCommerce page asks for it, so the idle start on every page does not carry it.
 */
import { ATTRIBUTION_PROMO_MAX, ATTRIBUTION_PROMO_MIN } from '../../core/timings';
import { isRecord } from '../../core/record';
import type { CookieWrite } from './logic';

/** Its cookie (widgets.md §3.1), named here so this chunk imports nothing of the attribution's. */
export const PROMO_COOKIE = 'sbjs_promo';


export interface PromoRange {
  min: number;
  max: number;
}

/**
 * The range `sbjs.init({promocode})` asks for, as sourcebuster reads it: any truthy value turns it
 * on, and a `min` / `max` that does not parse as a non-zero integer takes the default.
 */
export function promoRange(option: unknown): PromoRange | null {
  if (!option) return null;
  const bound = (value: unknown, fallback: number) => Number.parseInt(String(value), 10) || fallback;
  const { min, max } = option as { min?: unknown; max?: unknown };
  return { min: bound(min, ATTRIBUTION_PROMO_MIN), max: bound(max, ATTRIBUTION_PROMO_MAX) };
}

/**
 * `sbjs_promo`'s value: a whole number in the range (both ends included) from `random()` in [0, 1),
 * zero-padded to as many digits as `max` has.
 */
export function promoValue(range: PromoRange, random: () => number): string {
  const code = Math.floor(random() * (range.max - range.min + 1)) + range.min;
  return `code=${String(code).padStart(String(range.max).length, '0')}`;
}

/** The promo cookie to write: only when a range is asked for and the visitor has none yet (a code is kept for life). */
export function promoWrite(range: PromoRange | null, read: (name: string) => string | null, minutes: number, random: () => number): CookieWrite | null {
  return range && !read(PROMO_COOKIE) ? { name: PROMO_COOKIE, value: promoValue(range, random), minutes } : null;
}

/**
 * What `sbjs.init(prefs)` asks for: the promo cookie's writer (to run with every counted visit and
 * after tracking comes back on), or null when it asks for none; `lifetimeOf` turns the `lifetime`
 * it gives (months, or undefined for the page's) into minutes.
 */
export function promoRequest(prefs: unknown, lifetimeOf: (given: unknown) => number): ((read: (name: string) => string | null) => CookieWrite | null) | null {
  const given = isRecord(prefs) ? prefs : {};
  const range = promoRange(given.promocode);
  if (!range) return null;
  const minutes = lifetimeOf(given.lifetime);
  return (read) => promoWrite(range, read, minutes, Math.random);
}
