/**
 * Sourcebuster's rules (WooCommerce's fork, v1.1.2; widgets.md §3.1-§3.2) as pure functions, so
 * the `sbjs_*` cookies we write are the bytes sourcebuster writes and WooCommerce reads server
 * side: a shop can switch scripts without visitors' sources or orders' attribution changing.
 * No DOM here: the page (URL, referrer, clock, cookies) comes in as a `Visit`.
 */
import { ATTRIBUTION_DAYS_PER_MONTH, ATTRIBUTION_LIFETIME_MONTHS, ATTRIBUTION_SESSION_MINUTES } from '../../core/timings';

export const NONE = '(none)';
const DELIMITER = '|||';
/** The one migration sourcebuster knows; a visitor without it gets it marked as done. */
const MIGRATION = '1418474375998=1';

export const COOKIES = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
} as const;
export const MIGRATIONS_COOKIE = 'sbjs_migrations';
/** WooCommerce's clean-up list when tracking is turned off (woocommerce.md §6.2). */
export const TRACKING_COOKIES = [
  COOKIES.current,
  COOKIES.current_add,
  COOKIES.first,
  COOKIES.first_add,
  COOKIES.session,
  COOKIES.udata,
  MIGRATIONS_COOKIE,
  COOKIES.promo,
] as const;

/** The main container's keys, in the order sourcebuster packs them. */
const MAIN_KEYS = ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'] as const;
type Main = Record<(typeof MAIN_KEYS)[number], string>;

/** Organic search engines after Google and Yandex: host, query parameter, the name recorded. */
export const ORGANICS: readonly (readonly [host: string, param: string, name: string])[] = [
  ['bing.com', 'q', 'bing'],
  ['yahoo.com', 'p', 'yahoo'],
  ['about.com', 'q', 'about'],
  ['aol.com', 'q', 'aol'],
  ['ask.com', 'q', 'ask'],
  ['globososo.com', 'q', 'globo'],
  ['go.mail.ru', 'q', 'go.mail.ru'],
  ['rambler.ru', 'query', 'rambler'],
  ['tut.by', 'query', 'tut.by'],
];
/** Referrers recorded under another name. */
const REFERRALS: readonly (readonly [host: string, name: string])[] = [
  ['t.co', 'twitter.com'],
  ['plus.url.google.com', 'plus.google.com'],
];

const escapeRegExp = (text: string) => text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
/** `(any subdomain.)host` exactly, as sourcebuster matches hosts. */
const hostPattern = (host: string) => new RegExp(`^(?:.*\\.)?${escapeRegExp(host)}$`, 'i');

// ---------------------------------------------------------------------------------------------
// Encoding

/** encodeURIComponent plus `! ~ * ' ( )`, as sourcebuster escapes names and values. */
export function encodeData(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function decodeData(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    try {
      return unescape(text);
    } catch {
      return '';
    }
  }
}

/** A raw cookie value as sourcebuster reads it: Base64 when it is only Base64 characters, then decoded. */
export function readValue(raw: string): string {
  let content = raw;
  if (/^[A-Za-z0-9+/]+$/.test(content)) {
    try {
      content = atob(content.padEnd(content.length + ((4 - (content.length % 4)) % 4), '='));
    } catch {
      // Not Base64 after all: the value as it is.
    }
  }
  return decodeData(content);
}

/** The first cookie of that name in a `document.cookie` string, read as sourcebuster reads it. */
export function getCookie(cookieString: string, name: string): string | null {
  const prefix = `${encodeData(name)}=`;
  for (const part of cookieString.split(';')) {
    const item = part.replace(/^ +/, '');
    if (item.startsWith(prefix)) return readValue(item.slice(prefix.length));
  }
  return null;
}

/** One container's `key=value|||…` text as an object, each value decoded once more (as `sbjs.get` has them). */
export function unpack(text: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text) return out;
  for (const item of text.split(DELIMITER)) {
    const [key = '', ...rest] = item.split('=');
    out[key] = decodeData(rest.join('='));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Options

export interface SbjsOptions {
  /** Cookie lifetime in minutes (0: session cookies). */
  lifetime: number;
  /** Session length in minutes. */
  session: number;
  base64: boolean;
}

/**
 * WooCommerce's `params` as sourcebuster reads them: months × 30 days in whole minutes (parsed
 * from the number's text, as `parseInt` does; WooCommerce's 0.00001 months gives 0, session
 * cookies), a missing or zero value taking the defaults (6 months, 30 minutes).
 */
export function sbjsOptions(params: { lifetime?: unknown; session?: unknown; base64?: unknown }): SbjsOptions {
  const months = Number.parseFloat(String(params.lifetime ?? ''));
  const minutes = Number.parseInt(String(params.session ?? ''), 10);
  const lifetimeMonths = params.lifetime && !Number.isNaN(months) && months ? months : ATTRIBUTION_LIFETIME_MONTHS;
  return {
    lifetime: Number.parseInt(String(lifetimeMonths * ATTRIBUTION_DAYS_PER_MONTH * 24 * 60), 10),
    session: params.session && !Number.isNaN(minutes) && minutes ? minutes : ATTRIBUTION_SESSION_MINUTES,
    base64: !!params.base64 && params.base64 !== '0',
  };
}

// ---------------------------------------------------------------------------------------------
// One page view

export interface Visit {
  /** location.href */
  href: string;
  /** location.search */
  search: string;
  /** document.referrer ('' when none) */
  referrer: string;
  /** location.hostname */
  hostname: string;
  userAgent: string;
  now: Date;
  /** A cookie's value as sourcebuster reads it, or null. */
  read(name: string): string | null;
}

export interface CookieWrite {
  name: string;
  value: string;
  /** Minutes until it expires; 0 writes a session cookie. */
  minutes: number;
}

/** The raw query's parameters, as sourcebuster splits them (values not decoded; `?a` has none). */
export function queryParams(query: string): Map<string, string | undefined> {
  const params = new Map<string, string | undefined>();
  for (const pair of query.split('&')) {
    const [key = '', value] = pair.split('=');
    // A repeated parameter became an array, packed as its comma-joined text.
    params.set(key, params.has(key) ? `${params.get(key)},${value ?? ''}` : value);
  }
  return params;
}

interface ParsedUrl {
  host: string;
  path: string;
  query: string;
}
function parseUrl(url: string): ParsedUrl {
  // A typed-in visit has no referrer: no exception thrown and caught on every such page view.
  if (!url) return { host: '', path: '', query: '' };
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, path: parsed.pathname, query: parsed.search.slice(1) };
  } catch {
    return { host: '', path: '', query: '' };
  }
}
/** The host without its first `www.`, as sourcebuster names a site. */
export const siteHost = (host: string) => host.replace('www.', '');

/** `YYYY-MM-DD HH:MM:SS` in UTC (WooCommerce passes timezone offset 0). */
export function fireDate(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'gclid',
  'yclid',
];

const packMain = (main: Main) => MAIN_KEYS.map((key) => `${key}=${main[key]}`).join(DELIMITER);
const source = (typ: string, src: string, mdm: string, extra: Partial<Main> = {}): Main => ({
  typ,
  src,
  mdm,
  cmp: NONE,
  cnt: NONE,
  trm: NONE,
  id: NONE,
  plt: NONE,
  fmt: NONE,
  tct: NONE,
  ...extra,
});

/** The organic engine a referrer comes from, or null (the query must name the engine's parameter). */
export function organicSource(referrer: ParsedUrl): string | null {
  const { host, query } = referrer;
  if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && /.*text=.*/.test(query)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!query) return null;
  for (const [engine, param, name] of ORGANICS) {
    if (hostPattern(engine).test(host) && new RegExp(`.*${escapeRegExp(param)}=.*`, 'i').test(query)) return name;
  }
  return null;
}

/** The traffic source of this page view, or null when the current one is kept (sbjs `mainData`). */
export function detectSource(visit: Pick<Visit, 'search' | 'referrer' | 'hostname' | 'read'>): Main | null {
  const params = queryParams(visit.search.slice(1));
  const param = (name: string) => params.get(name);
  const has = (name: string) => param(name) !== undefined;
  const referrer = parseUrl(visit.referrer);
  const external = !!visit.referrer && !hostPattern(siteHost(visit.hostname)).test(siteHost(referrer.host));

  if (UTM_PARAMS.some(has)) {
    const google = has('gclid');
    const yandex = has('yclid');
    // A Yandex search's words stand in for a missing term.
    const yandexWords = /^(?:.*\.)?yandex\..{2,9}$/i.test(referrer.host) ? queryParams(referrer.query).get('text') : undefined;
    return source('utm', param('utm_source') ?? (google ? 'google' : yandex ? 'yandex' : NONE), param('utm_medium') ?? (google || yandex ? 'cpc' : NONE), {
      cmp: param('utm_campaign') ?? (google ? 'google_cpc' : yandex ? 'yandex_cpc' : NONE),
      cnt: param('utm_content') ?? NONE,
      trm: param('utm_term') ?? (yandexWords || NONE),
      id: param('utm_id') || NONE,
      plt: param('utm_source_platform') || NONE,
      fmt: param('utm_creative_format') || NONE,
      tct: param('utm_marketing_tactic') || NONE,
    });
  }
  const organic = external ? organicSource(referrer) : null;
  if (organic) return source('organic', organic, 'organic');
  if (external && !visit.read(COOKIES.session)) {
    const named = REFERRALS.find(([host]) => hostPattern(host).test(referrer.host));
    return source('referral', named?.[1] ?? siteHost(referrer.host), 'referral', { cnt: referrer.path });
  }
  if (!visit.read(COOKIES.first) && !visit.read(COOKIES.current)) return source('typein', '(direct)', NONE);
  return null;
}

/**
 * Every cookie sourcebuster writes for this page view, in its order, with the values it writes
 * (before encoding). Reads see the writes made before them, as they do in sourcebuster.
 */
export function visitCookies(visit: Visit, options: SbjsOptions): CookieWrite[] {
  const writes: CookieWrite[] = [];
  const written = new Map<string, string>();
  const read = (name: string) => (written.has(name) ? written.get(name)! : visit.read(name));
  const write = (name: string, value: string, minutes = options.lifetime) => {
    writes.push({ name, value, minutes });
    written.set(name, value);
  };

  // Sourcebuster marks its one (2014) migration done on a first visit, and after running it on an
  // older visitor's cookies; those pre-2014 cookies are not converted here.
  if (!read(MIGRATIONS_COOKIE)) write(MIGRATIONS_COOKIE, MIGRATION);

  const detected = detectSource({ ...visit, read });
  if (detected) {
    const extra = `fd=${fireDate(visit.now)}${DELIMITER}ep=${visit.href}${DELIMITER}rf=${visit.referrer || NONE}`;
    write(COOKIES.current_add, extra);
    if (!read(COOKIES.first_add)) write(COOKIES.first_add, extra);
  }
  // Kept: the same value written again, which renews its expiry (`null` when only the first is left, as sourcebuster writes it).
  write(COOKIES.current, detected ? packMain(detected) : String(read(COOKIES.current)));
  if (!read(COOKIES.first)) write(COOKIES.first, String(read(COOKIES.current)));

  const inSession = !!read(COOKIES.session);
  const udata = read(COOKIES.udata);
  const visits = udata ? (Number.parseInt(unpack(udata).vst ?? '', 10) || 1) + (inSession ? 0 : 1) : 1;
  write(COOKIES.udata, `vst=${visits}${DELIMITER}uip=${NONE}${DELIMITER}uag=${visit.userAgent}`);

  const pages = inSession ? (Number.parseInt(unpack(read(COOKIES.session)).pgs ?? '', 10) || 1) + 1 : 1;
  write(COOKIES.session, `pgs=${pages}${DELIMITER}cpg=${visit.href}`, options.session);
  return writes;
}

/**
 * The `document.cookie` assignment sourcebuster makes, byte for byte: the name and the escaped
 * value (Base64 without padding when asked), `expires` unless a session cookie, the site-wide
 * domain, and the path.
 */
export function cookieAssignment(write: CookieWrite, domain: string, options: Pick<SbjsOptions, 'base64'>, now: Date): string {
  let content = encodeData(write.value);
  if (options.base64) content = btoa(content).replace(/=+$/, '');
  const expires = write.minutes ? `; expires=${new Date(now.getTime() + write.minutes * 60_000).toUTCString()}` : '';
  return `${encodeData(write.name)}=${content}${expires}${domain ? `;domain=.${domain}` : ''}; path=/`;
}

/**
 * The assignments that delete a tracking cookie: WooCommerce's (on `.hostname`) and, because
 * sourcebuster wrote them on the host without `www.` (which WooCommerce's misses), that one and a
 * host-only one too, so off really means gone.
 */
export function deletionAssignments(name: string, hostname: string): string[] {
  const domains = [...new Set([hostname, siteHost(hostname)])];
  return [...domains.map((domain) => `${name}=; path=/; max-age=-999; domain=.${domain}`), `${name}=; path=/; max-age=-999`];
}

// ---------------------------------------------------------------------------------------------
// WooCommerce's fields

export type SbjsData = Record<string, Record<string, string>>;

/** `sbjs.get`: every container, by its name without `sbjs_`. */
export function sbjsData(read: (name: string) => string | null): SbjsData {
  const data: SbjsData = {};
  for (const name of Object.values(COOKIES)) data[name.slice(5)] = unpack(read(name));
  return data;
}

/**
 * `getAttributionData()`: each field's value from its dotted `sbjs.get` path (`current.typ`), or
 * null for every field when tracking is off. Only text: a value is never markup to us.
 */
export function attributionValues(fields: Record<string, string>, data: SbjsData | null): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [container = '', key = ''] = path.split('.');
    const value = data?.[container]?.[key];
    values[field] = typeof value === 'string' ? value : null;
  }
  return values;
}
