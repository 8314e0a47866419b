/**
 * The countdown's rules (elementor-widgets.md §3.2), without the DOM: the parts of a remaining
 * time, their padding, the evergreen due date kept in the shopper's storage, and the expiry
 * actions the widget prints.
 */
import { isRecord } from '../../core/record';

/** The original ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export type PartName = 'days' | 'hours' | 'minutes' | 'seconds';
export const PART_NAMES: readonly PartName[] = ['days', 'hours', 'minutes', 'seconds'];
export type Parts = Readonly<Record<PartName, number>>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Remaining {
  /** Milliseconds left; zero or less means expired. */
  readonly total: number;
  readonly parts: Parts;
}

/**
 * Days are not folded into hours even when the days are not printed: the hours stay below 24, as
 * the original shows them. Past the due date every part is 0, never a negative count.
 */
export function remaining(dueMs: number, nowMs: number): Remaining {
  const total = dueMs - nowMs;
  if (total < 0) return { total, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } };
  return {
    total,
    parts: {
      days: Math.floor(total / DAY),
      hours: Math.floor((total % DAY) / HOUR),
      minutes: Math.floor((total % HOUR) / MINUTE),
      seconds: Math.floor((total % MINUTE) / SECOND),
    },
  };
}

/** A leading zero only for a single digit: 5 → "05", 123 days stays "123". */
export const padPart = (value: number): string => {
  const digits = String(value);
  return digits.length === 1 ? `0${digits}` : digits;
};

/** The two keys the original keeps per widget in localStorage (not in the `elementor` blob). */
export const evergreenKeys = (widgetId: string) => ({
  dueDate: `${widgetId}-evergreen_due_date`,
  interval: `${widgetId}-evergreen_interval`,
});

export interface EvergreenDecision {
  /** When this shopper's countdown ends, in ms since the epoch. */
  readonly dueMs: number;
  /** What to write back (both keys), or null when the stored values stand. */
  readonly store: { readonly dueDate: string; readonly interval: string } | null;
}

/**
 * The original's rules: a first visit starts a fresh interval from now; a return with the same
 * interval keeps the stored due date, even one already past (the offer has ended for this
 * shopper and does not start over); a changed interval starts over. Where the original finds
 * neither case (a due date without an interval, or a due date that is not a positive number) it
 * ends up with no date at all and shows "NaN" forever; here that counts as a first visit.
 * The due date is now plus the interval in milliseconds, so it is the same instant whatever the
 * shopper's time zone or a daylight-saving change in between.
 */
export function evergreenDueDate(
  stored: { readonly dueDate: string | null; readonly interval: string | null },
  intervalSeconds: number,
  nowMs: number,
): EvergreenDecision {
  const storedDue = stored.dueDate === null ? NaN : Number(stored.dueDate);
  const storedInterval = stored.interval === null ? NaN : Number.parseInt(stored.interval, 10);
  if (storedDue > 0 && storedInterval === intervalSeconds) return { dueMs: storedDue, store: null };
  const dueMs = nowMs + intervalSeconds * SECOND;
  return { dueMs, store: { dueDate: String(dueMs), interval: String(intervalSeconds) } };
}

export type ExpireAction =
  | { readonly type: 'hide' }
  | { readonly type: 'message' }
  | { readonly type: 'redirect'; readonly url: string | null };

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * `data-expire-actions` as Pro prints it: a JSON list of `{ type, redirect_url? }`. Absent (the
 * editor's preview prints none) is no actions. Types Pro may add later are skipped, as the
 * original's switch skips them.
 */
export function parseExpireActions(text: string | null): Parsed<ExpireAction[]> {
  if (text === null || text.trim() === '') return { ok: true, value: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'its data-expire-actions attribute is not JSON' };
  }
  if (!Array.isArray(raw)) return { ok: false, reason: 'its data-expire-actions attribute is not a JSON list of actions' };
  const actions: ExpireAction[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    if (entry.type === 'hide' || entry.type === 'message') actions.push({ type: entry.type });
    else if (entry.type === 'redirect')
      actions.push({ type: 'redirect', url: typeof entry.redirect_url === 'string' ? entry.redirect_url : null });
  }
  return { ok: true, value: actions };
}

/**
 * Where a redirect action may send the shopper: an http(s) URL (the original's check is that it
 * starts with "http"; the site owner may send them to another site), or a path on this one. Never
 * a `javascript:` or `data:` URL, whatever the attribute says.
 */
export function redirectTarget(url: string | null, base: string): string | null {
  if (!url || url.trim() === '') return null;
  try {
    const target = new URL(url.trim(), base);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : null;
  } catch {
    return null;
  }
}

/**
 * The timer's accessible name, to the minute: what is left in whole days, hours and minutes, in
 * the page's own labels when it prints them. Only the parts the widget shows are named, and the
 * seconds never are (the name would then change every second).
 */
export function timerLabel(parts: Parts, shown: readonly PartName[], unit: (part: PartName, value: number) => string): string {
  return shown
    .filter((part) => part !== 'seconds')
    .map((part) => unit(part, parts[part]))
    .join(', ');
}
