/**
 * The rules of Elementor Pro's Facebook widgets (elementor-widgets.md §8.2, §1.3): which social
 * plugin a widget prints, which addresses it may point at, and the SDK's locale, app id and
 * address from `ElementorProFrontendConfig.facebook_sdk = {lang, app_id}`.
 */
import { isRecord } from '../../core/record';
import type { Parsed } from '../../page-builder/settings';

/**
 * Pro initialises the SDK with Graph API v2.10, retired in November 2019. v26.0 is the newest
 * version Meta lists (released 29 July 2026); every version is kept at least two years from its
 * release, so this one holds until July 2028 at the earliest, later than any older one. The social
 * plugins these widgets draw barely depend on it; the SDK only warns about a retired one.
 */
export const GRAPH_API_VERSION = 'v26.0';

/** The locale when the page's is missing or is one Facebook has no SDK for: the shop's own. */
export const FALLBACK_LOCALE = 'es_ES';

/** The class of each social plugin a widget prints, and its kind. */
const PLUGIN_CLASSES = {
  'fb-like': 'like',
  'fb-comments': 'comments',
  'fb-page': 'page',
  'fb-post': 'post',
  'fb-video': 'video',
  'fb-comment-embed': 'comment-embed',
} as const;
export type PluginKind = (typeof PLUGIN_CLASSES)[keyof typeof PLUGIN_CLASSES];
export const PLUGIN_SELECTOR = Object.keys(PLUGIN_CLASSES)
  .map((name) => `.elementor-facebook-widget.${name}`)
  .join(', ');

export function pluginKind(classes: Iterable<string>): PluginKind | null {
  for (const name of classes) if (Object.hasOwn(PLUGIN_CLASSES, name)) return PLUGIN_CLASSES[name as keyof typeof PLUGIN_CLASSES];
  return null;
}

/**
 * Why a plugin's `data-href` cannot be used, or '' when it can. The page plugin and the embeds
 * show something of Facebook's, so only an https facebook.com address. The like button and the
 * comments are about any page, by default the site's own (Pro's "Current Page" prints the post's
 * permalink), so any http or https address.
 */
export function hrefProblem(kind: PluginKind, href: string): string {
  if (!href) return 'it has no data-href';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    url = new URL('about:blank');
  }
  if (kind === 'like' || kind === 'comments') {
    return url.protocol === 'https:' || url.protocol === 'http:' ? '' : `its data-href "${href}" is not a web address (http or https)`;
  }
  const host = url.hostname;
  const facebook = url.protocol === 'https:' && !url.username && !url.password && !url.port && (host === 'facebook.com' || host.endsWith('.facebook.com'));
  return facebook ? '' : `its data-href "${href}" is not an https facebook.com address`;
}

const LOCALE = /^([a-z]{2,3}_[A-Z]{2})(?:_[a-z0-9]+)?$/;

/**
 * The SDK's locale from WordPress's `get_locale()`. A variant WordPress adds after the region
 * (`de_DE_formal`, `pt_PT_ao90`) is dropped, since Facebook's locales have none; a locale without
 * a region (`fi`, `ja`) or anything else is not one of Facebook's, so the shop's own is used.
 */
export function sdkLocale(lang: unknown): string {
  const match = typeof lang === 'string' ? LOCALE.exec(lang) : null;
  return match ? match[1]! : FALLBACK_LOCALE;
}

/** The SDK's address in a locale `sdkLocale` gave. */
export function sdkUrl(locale: string): string {
  return `https://connect.facebook.net/${locale}/sdk.js`;
}

const SDK_PATH = /^\/[a-z]{2,3}_[A-Z]{2}\/sdk(?:\/debug)?\.js$/;

/** Whether a script on the page is Facebook's SDK, in any locale, the site's own included. */
export function isSdkScriptUrl(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.host === 'connect.facebook.net' && SDK_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

export interface SdkSettings {
  locale: string;
  /** Facebook app id, digits; absent when the site set none (Pro prints ''). */
  appId?: string;
}

const APP_ID = /^\d{1,20}$/;

/**
 * `ElementorProFrontendConfig.facebook_sdk` read as the SDK needs it. A missing object or lang is
 * not a fault (an older Pro, a site without the setting): the shop's locale and no app id. An app
 * id that is not digits is, since it would go to Facebook as the site's identity.
 */
export function sdkSettings(proConfig: unknown): Parsed<SdkSettings> {
  const sdk = isRecord(proConfig) ? proConfig.facebook_sdk : undefined;
  if (sdk === undefined || sdk === null) return { ok: true, value: { locale: FALLBACK_LOCALE } };
  if (!isRecord(sdk)) return { ok: false, reason: 'ElementorProFrontendConfig.facebook_sdk is not an object ({lang, app_id})' };
  const locale = sdkLocale(sdk.lang);
  const raw = sdk.app_id;
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: { locale } };
  const appId = typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? String(raw) : raw;
  if (typeof appId !== 'string' || !APP_ID.test(appId)) {
    return { ok: false, reason: `ElementorProFrontendConfig.facebook_sdk.app_id ${JSON.stringify(raw)} is not a Facebook app id (digits)` };
  }
  return { ok: true, value: { locale, appId } };
}
