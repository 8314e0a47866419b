import { text } from '../../core/i18n';
import { VIDEO_THUMBNAIL_HEIGHT, VIDEO_THUMBNAIL_WIDTH } from '../../core/timings';
import type { VideoPlaceholder } from './parse';

/**
 * The thumbnail and its play button, as plain nodes: the plugin's own structure (a div holding the
 * image and `button.play`), so the theme's `.rll-youtube-player img` / `.play` rules keep applying.
 * It is static markup, drawn without React: React (the player's view) is evaluated only once the
 * shopper shows intent on it, so a page with a video pays nothing for React until then.
 * Returns the play button and the undo that gives the placeholder back as served.
 */
export function drawThumbnail(element: HTMLElement, { thumbnail, alt }: VideoPlaceholder): { play: HTMLButtonElement; remove(): void } {
  const box = document.createElement('div');
  const image = document.createElement('img');
  image.src = thumbnail;
  image.alt = alt;
  image.width = VIDEO_THUMBNAIL_WIDTH;
  image.height = VIDEO_THUMBNAIL_HEIGHT;
  image.decoding = 'async';
  const play = document.createElement('button');
  play.type = 'button';
  play.className = 'play';
  play.setAttribute('aria-label', alt ? text('video_play_named', null, alt) : text('video_play'));
  box.append(image, play);
  element.prepend(box);
  return { play, remove: () => box.remove() };
}
