/**
 * The `Client-Env` header: the browser data a 3-D Secure authentication needs (the payment's
 * sessionDetails show them as browserColorDepth, browserScreenHeight, browserScreenWidth,
 * browserTimezoneOffset), as base64 of `colorDepth|screenHeight|screenWidth|timezoneOffset|lang`.
 */

/** The language the provider's hosted pages remember (i18next's key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export interface ClientEnvSource {
  screen?: Pick<Screen, 'colorDepth' | 'height' | 'width'>;
  localStorage?: Pick<Storage, 'getItem'>;
}

/**
 * Only a language subtag goes in: the value is base64'd by `btoa`, which throws on anything beyond
 * Latin-1, and a `|` would shift the fields. i18next writes `es` or `es-ES`; anything else stored
 * under its key is not a language.
 */
function storedLanguage(source: ClientEnvSource): string {
  try {
    // Reading `localStorage` itself throws where storage is blocked (sandboxed frames, some privacy modes).
    const stored = source.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    const lang = stored?.split('-')[0] ?? '';
    return /^[A-Za-z]{1,8}$/.test(lang) ? lang : '';
  } catch {
    return '';
  }
}

export function clientEnv(source: ClientEnvSource = globalThis, date: Date = new Date()): string {
  const screen = source.screen;
  const fields = [screen?.colorDepth ?? '', screen?.height ?? '', screen?.width ?? '', date.getTimezoneOffset(), storedLanguage(source)];
  return btoa(fields.join('|'));
}
