/**
 * The rules of WP Rocket's lazy-load YouTube placeholder (rocket-lazy-load, `Assets::
 * getYoutubeThumbnailScript`): which addresses may be embedded and where the thumbnail comes from
 * (the video id and the player's address are `core/video-embed.ts`'s). Pure: the page's address
 * is an argument.
 */

/** The video host's image server: `/vi/{id}/hqdefault.jpg` is its 480×360 thumbnail. */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

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
 * The thumbnail, by video id. The plugin takes it from YouTube's image server whatever the embed
 * host; a player on this site's own origin (a self-hosted video, the demo's offline player) serves
 * its thumbnails the way that server does, at `/vi/{id}/hqdefault.jpg` on the same origin, so the
 * page never asks a third party for an image of a video it does not host there.
 */
export function thumbnailUrl(id: string, embed: URL, pageHref: string): string {
  const origin = embed.origin === new URL(pageHref).origin ? embed.origin : YOUTUBE_THUMBNAIL_ORIGIN;
  return `${origin}/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
}
