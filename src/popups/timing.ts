/**
 * The popup timing rules (elementor.md §3.5, spec §5 "Popup display"): each enabled rule must
 * pass. Each rule is a function of the popup's timing settings and what the page knows (referrer,
 * host, roles, device, browser, the clock, the page builder's storage); only page views, sessions
 * and times write to that storage, as the plugin does.
 *
 * Deliberate differences from the plugin: the times rule runs last, so an impression is counted
 * only when every other rule passed (the plugin counted one for a popup another rule then kept
 * hidden); the persisting period does not bump the stray global `times` key nothing reads.
 */
import { toNumber } from '../page-builder/settings';
import { countImpression, impressions, popupKey, type BuilderStorage, type Period } from './storage';

type Raw = Record<string, unknown>;

export const BROWSERS = ['ie', 'chrome', 'edge', 'firefox', 'safari'] as const;
export type BrowserFlags = Readonly<Record<(typeof BROWSERS)[number], boolean>>;

export interface TimingContext {
  readonly id: string;
  readonly storage: BuilderStorage;
  /** `document.referrer`. */
  readonly referrer: string;
  /** `location.host`. */
  readonly host: string;
  /** The logged-in user's roles; null when logged out or without roles (no `user` in the config). */
  readonly roles: readonly string[] | null;
  /** The current device mode (`mobile`, `tablet`, `desktop`, …). */
  readonly device: string;
  /** Detected browsers; only read when the browsers rule is custom. */
  readonly browsers: BrowserFlags | null;
  /** The browser's clock, epoch ms. */
  readonly now: number;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Page views or sessions: the increase since this popup first checked must reach the number. */
function sinceFirstCheck(counter: 'pageViews' | 'sessions', initialName: string, wanted: number, ctx: TimingContext): boolean {
  const current = toNumber(ctx.storage.get(counter), 0);
  const key = popupKey(ctx.id, initialName);
  let initial = toNumber(ctx.storage.get(key), 0);
  if (!initial) {
    ctx.storage.set(key, current);
    initial = current;
  }
  return current - initial >= wanted;
}

export function pageViewsRule(raw: Raw, ctx: TimingContext): boolean {
  return sinceFirstCheck('pageViews', 'page_views_initialPageViews', toNumber(raw.page_views_views, 3), ctx);
}

export function sessionsRule(raw: Raw, ctx: TimingContext): boolean {
  return sinceFirstCheck('sessions', 'sessions_initialSessions', toNumber(raw.sessions_sessions, 2), ctx);
}

/** "Arriving from": `show` requires and `hide` excludes the text; `regex` must match (an invalid one fails). */
export function urlRule(raw: Raw, ctx: Pick<TimingContext, 'referrer'>): boolean {
  const url = textOf(raw.url_url);
  const action = raw.url_action === 'hide' || raw.url_action === 'regex' ? raw.url_action : 'show';
  if (action !== 'regex') return (action === 'hide') !== ctx.referrer.includes(url);
  try {
    return new RegExp(url).test(ctx.referrer);
  } catch {
    return false;
  }
}

const SEARCH_ENGINE = /^(google|yahoo|bing|yandex|baidu)\./;

/** Sources: all three pass; a referrer on this host is internal; anything else (no referrer too) is external. */
export function sourcesRule(raw: Raw, ctx: Pick<TimingContext, 'referrer' | 'host'>): boolean {
  const sources = raw.sources_sources === undefined ? ['search', 'external', 'internal'] : list(raw.sources_sources);
  if (['search', 'external', 'internal'].every((source) => sources.includes(source))) return true;
  const referrer = ctx.referrer.replace(/^https?:\/\/(?:www\.)?/, '');
  const host = ctx.host.replace(/^www\./, '');
  if (referrer !== '' && host !== '' && referrer.startsWith(host)) return sources.includes('internal');
  if (sources.includes('external')) return true;
  return sources.includes('search') && SEARCH_ENGINE.test(referrer);
}

/** "Hide for logged-in users": visitors always pass; users fail for `all`, or when one of their roles is listed. */
export function loggedInRule(raw: Raw, ctx: Pick<TimingContext, 'roles'>): boolean {
  if (!ctx.roles) return true;
  if (raw.logged_in_users !== 'custom') return false;
  const hidden = list(raw.logged_in_roles);
  return !ctx.roles.some((role) => hidden.includes(role));
}

export function devicesRule(raw: Raw, ctx: Pick<TimingContext, 'device'>): boolean {
  return list(raw.devices_devices).includes(ctx.device);
}

export function browsersRule(raw: Raw, ctx: Pick<TimingContext, 'browsers'>): boolean {
  if (raw.browsers_browsers !== 'custom') return true;
  const flags = ctx.browsers;
  return !!flags && list(raw.browsers_browsers_options).some((name) => (flags as Record<string, boolean>)[name] === true);
}

/** Whether the browsers rule needs the browser detected (a custom list). */
export const needsBrowsers = (raw: Raw) => raw.browsers === 'yes' && raw.browsers_browsers === 'custom';

export function periodOf(raw: Raw): Period {
  const period = raw.times_period;
  return period === 'session' || period === 'day' || period === 'week' || period === 'month' ? period : '';
}

/** Whether impressions count on close (`times_count: close`) rather than on open. */
export const countsOnClose = (raw: Raw) => raw.times_count === 'close';

/**
 * "Show up to X times": impressions below the limit. With a period and counting on open, the
 * check that passes counts the impression at once (the plugin counts at load, not at show).
 */
export function timesRule(raw: Raw, ctx: Pick<TimingContext, 'id' | 'storage'>): boolean {
  const limit = toNumber(raw.times_times, 3);
  const period = periodOf(raw);
  if (period === '') return toNumber(ctx.storage.get(popupKey(ctx.id, 'times')), 0) < limit;
  if (impressions(ctx.storage, ctx.id, period) >= limit) return false;
  if (!countsOnClose(raw)) countImpression(ctx.storage, ctx.id, period);
  return true;
}

/** `Y-m-d H:i[:s]` (or ISO) as a local time, the way `new Date(string)` reads it in browsers. NaN when unreadable. */
export function localTime(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return date.getMonth() === Number(mo) - 1 ? date.getTime() : Number.NaN;
}

/**
 * Schedule: no start and no end passes; otherwise now within [start, end], both ends included.
 * The site timezone uses the server's datetime printed at render time; an unreadable date fails.
 */
export function scheduleRule(raw: Raw, ctx: Pick<TimingContext, 'now'>): boolean {
  const start = textOf(raw.schedule_start_date);
  const end = textOf(raw.schedule_end_date);
  if (!start && !end) return true;
  const server = textOf(raw.schedule_server_datetime);
  const now = raw.schedule_timezone !== 'visitor' && server ? localTime(server) : ctx.now;
  if (start && !(now >= localTime(start))) return false;
  if (end && !(now <= localTime(end))) return false;
  return true;
}

/** The rules in the order they are checked; `times` last (see the module comment). */
export const RULES = {
  page_views: pageViewsRule,
  sessions: sessionsRule,
  url: urlRule,
  sources: sourcesRule,
  logged_in: loggedInRule,
  devices: devicesRule,
  browsers: browsersRule,
  schedule: scheduleRule,
  times: timesRule,
} as const;
export type RuleName = keyof typeof RULES;

export interface TimingResult {
  readonly pass: boolean;
  /** Each enabled rule's result, for the QA panel and tests; rules after a failure are not run. */
  readonly results: Partial<Record<RuleName, boolean>>;
}

/** Every enabled rule (its switch is `yes`) must pass; checking stops at the first that fails. */
export function checkTiming(raw: Raw, ctx: TimingContext): TimingResult {
  const results: Partial<Record<RuleName, boolean>> = {};
  for (const [name, rule] of Object.entries(RULES) as [RuleName, (raw: Raw, ctx: TimingContext) => boolean][]) {
    if (raw[name] !== 'yes') continue;
    const pass = rule(raw, ctx);
    results[name] = pass;
    if (!pass) return { pass: false, results };
  }
  return { pass: true, results };
}
