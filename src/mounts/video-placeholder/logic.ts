/**
 * The rules of WP Rocket's lazy-load YouTube placeholder (rocket-lazy-load, `Assets::
 * getYoutubeThumbnailScript`): which addresses may be embedded, the player's address, and where the
 * thumbnail comes from. Pure: the page's address is an argument.
 */

/** The video host's image server: `/vi/{id}/hqdefault.jpg` is its 480×360 thumbnail. */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** A video id as the plugin extracts it (`[\w-]{11}` for YouTube), kept to characters safe in a path. */
const VIDEO_ID = /^[\w-]{1,64}$/;

export function isVideoId(id: string): boolean {
  return VIDEO_ID.test(id);
}

/**
 * The embed address `data-src` names, resolved against the page, when it may go into an iframe:
 * https anywhere, or this site's own origin (a self-hosted player, http on an http site). Anything
 * else (`javascript:`, `data:`, plain http elsewhere, a malformed URL) is refused.
 */
export function embeddableUrl(src: string, pageHref: string): URL | null {
  const trimmed = src.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, pageHref);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && url.origin === new URL(pageHref).origin) return url;
  return null;
}

/**
 * The player's address: the embed address with `autoplay=1` and then the original query, as the
 * plugin builds it (`src?autoplay=1&{query}`, `&` when the address already has a query). An
 * `autoplay` the query carries is dropped (the spec's autoplay is on), and a fragment (Vimeo's
 * `#t=`) stays last.
 */
export function playerUrl(embed: URL, query: string): string {
  const keep = (part: string) => part !== '' && !/^autoplay(=|$)/i.test(part);
  const own = embed.search.slice(1).split('&').filter(keep);
  const extra = query.trim().replace(/^[?&]+/, '').split('&').filter(keep);
  const search = [...own, 'autoplay=1', ...extra].join('&');
  return `${embed.origin}${embed.pathname}?${search}${embed.hash}`;
}

/**
 * The thumbnail, by video id. The plugin takes it from YouTube's image server whatever the embed
 * host; a player on this site's own origin (a self-hosted video, the demo's offline player) serves
 * its thumbnails the way that server does, at `/vi/{id}/hqdefault.jpg` on the same origin, so the
 * page never asks a third party for an image of a video it does not host there.
 */
export function thumbnailUrl(id: string, embed: URL, pageHref: string): string {
  const origin = embed.origin === new URL(pageHref).origin ? embed.origin : YOUTUBE_THUMBNAIL_ORIGIN;
  return `${origin}/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
}
