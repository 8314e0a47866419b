/**
 * Rules shared by the widgets that embed a video host's player (WP Rocket's YouTube placeholder,
 * the page builder's video widget): which ids may go into an address, and the player's address
 * with autoplay on. Pure: no DOM.
 */

/** The YouTube IFrame API's script (developers.google.com/youtube/iframe_api_reference). */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';

/** A video id as the hosts print them (`[\w-]{11}` for YouTube), kept to characters safe in a path. */
const VIDEO_ID = /^[\w-]{1,64}$/;

export function isVideoId(id: string): boolean {
  return VIDEO_ID.test(id);
}

/**
 * YouTube's watch, short, share, embed and legacy addresses (the page builder's
 * `getURLRegex`, plus the privacy host): the video id, or null when the address names none.
 */
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:www\.)?(?:m\.)?(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:(?:watch)?\?(?:.*&)?vi?=|(?:embed|v|vi|user|shorts|live)\/))([^?&#/"'>]+)/;

export function youtubeVideoId(url: string): string | null {
  const id = YOUTUBE_URL.exec(url.trim())?.[1];
  return id && isVideoId(id) ? id : null;
}

/**
 * The player's address: the embed address with `autoplay=1` and then `query`, as the plugins build
 * it (`src?autoplay=1&{query}`, `&` when the address already has a query). An `autoplay` either
 * carries is dropped (the player is asked to play), and a fragment (Vimeo's `#t=`) stays last.
 */
export function playerUrl(embed: URL, query = ''): string {
  const keep = (part: string) => part !== '' && !/^autoplay(=|$)/i.test(part);
  const own = embed.search.slice(1).split('&').filter(keep);
  const extra = query.trim().replace(/^[?&]+/, '').split('&').filter(keep);
  const search = [...own, 'autoplay=1', ...extra].join('&');
  return `${embed.origin}${embed.pathname}?${search}${embed.hash}`;
}
