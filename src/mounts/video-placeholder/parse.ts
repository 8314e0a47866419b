import type { Parsed } from '../../core/config';
import { isVideoId, playerUrl } from '../../core/video-embed';
import { embeddableUrl, thumbnailUrl } from './logic';

export interface VideoPlaceholder {
  /** The thumbnail's address (480×360 from the video host, by id). */
  thumbnail: string;
  /** The iframe's address: the embed with autoplay on and the original query. */
  player: string;
  /** `data-alt`: the embedded iframe's title as the site printed it ('' when it had none). */
  alt: string;
}

/**
 * Reads `<div class="rll-youtube-player" data-src data-id data-query data-alt>` as
 * `Iframe::replaceYoutubeThumbnail` prints it. `data-id` and an embeddable `data-src` are required;
 * `data-query` and `data-alt` may be empty.
 */
export function parseVideoPlaceholder(element: HTMLElement, pageHref: string): Parsed<VideoPlaceholder> {
  const id = element.dataset.id;
  if (id === undefined || id.trim() === '') return { ok: false, reason: 'the placeholder has no data-id (the video id the thumbnail is loaded by)' };
  if (!isVideoId(id)) return { ok: false, reason: `data-id ${JSON.stringify(id)} is not a video id (letters, digits, "-" and "_" only)` };
  const src = element.dataset.src;
  if (src === undefined || src.trim() === '') return { ok: false, reason: 'the placeholder has no data-src (the embed address of the player)' };
  const embed = embeddableUrl(src, pageHref);
  if (!embed) {
    return { ok: false, reason: `data-src ${JSON.stringify(src)} is not an https or same-site address; the player is not embedded` };
  }
  return {
    ok: true,
    value: {
      thumbnail: thumbnailUrl(id, embed, pageHref),
      player: playerUrl(embed, element.dataset.query ?? ''),
      alt: (element.dataset.alt ?? '').trim(),
    },
  };
}
