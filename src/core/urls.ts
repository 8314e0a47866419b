/** Only http(s) URLs on this site may be navigated to or posted to from server data. */
export function sameSiteUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin !== location.origin) return null;
    return url.href;
  } catch {
    return null;
  }
}
