/**
 * The video's lightbox (`lightbox: yes`): a modal dialog on the overlay layer with the player
 * inside, in place of the page builder's Dialogs lightbox. Plain DOM: it only frames a player.
 * Focus moves in (to "Cerrar"), stays in, and goes back to the overlay's control on close;
 * Escape, the close button and a click on the backdrop close it. Nothing animates, so there is
 * nothing for reduced motion to turn off.
 */
import { text } from '../../core/i18n';
import { openOverlay } from '../../core/overlay';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import { playerUrl } from '../../core/video-embed';
import type { LightboxSource } from './parse';

const STYLES = `
.storefront-video-lightbox{position:fixed;inset:0;z-index:99999;display:flex;align-items:center;justify-content:center;padding:3.5rem 1rem 1rem;background:rgba(0,0,0,.87);box-sizing:border-box}
.storefront-video-lightbox__box{position:relative;width:min(100%,calc((100vh - 4.5rem) * var(--storefront-video-ratio-number, 1.7778)),1200px)}
.storefront-video-lightbox__player{display:block;width:100%;height:auto;border:0;background:#000}
.storefront-video-lightbox__close{position:absolute;bottom:100%;right:0;margin-bottom:.5rem;min-width:2.75rem;min-height:2.75rem;padding:.25rem .75rem;border:0;border-radius:4px;background:transparent;color:#fff;font:inherit;font-size:1rem;cursor:pointer}
.storefront-video-lightbox__close:focus-visible{outline:2px solid #fff;outline-offset:2px}
`;

/** `16 / 9` → 1.7778, to size the box so the whole player fits the viewport's height. */
function ratioNumber(ratio: string): number {
  const [width, height] = ratio.split('/').map((part) => Number(part.trim()));
  return width && height ? width / height : 16 / 9;
}

function player(source: LightboxSource, name: string): HTMLIFrameElement | HTMLVideoElement {
  if (source.kind === 'frame') {
    const frame = document.createElement('iframe');
    frame.className = 'storefront-video-lightbox__player';
    frame.src = playerUrl(source.url);
    frame.title = name;
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.style.aspectRatio = source.ratio;
    return frame;
  }
  const { params } = source;
  const video = document.createElement('video');
  video.className = 'storefront-video-lightbox__player';
  video.src = source.src;
  video.autoplay = params.autoplay;
  video.loop = params.loop;
  video.controls = params.controls;
  video.muted = params.muted;
  video.playsInline = params.playsinline;
  if (params.noDownload) video.setAttribute('controlslist', 'nodownload');
  if (params.preload) video.preload = params.preload;
  if (params.poster) video.poster = params.poster;
  video.setAttribute('aria-label', name);
  video.style.aspectRatio = source.ratio;
  return video;
}

/**
 * Opens the lightbox for as long as `scope` lives: disposing it (the close button, Escape, the
 * backdrop, or the widget's own dispose) closes the dialog, removes it and returns focus to `opener`.
 */
export function openVideoLightbox(scope: Scope, source: LightboxSource, options: { name: string; opener: HTMLElement }): void {
  adoptStyles('video-lightbox', STYLES);
  const backdrop = document.createElement('div');
  backdrop.className = 'storefront-video-lightbox';
  backdrop.style.setProperty('--storefront-video-ratio-number', String(ratioNumber(source.ratio)));
  const box = document.createElement('div');
  box.className = 'storefront-video-lightbox__box';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', options.name);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'storefront-video-lightbox__close';
  close.textContent = text('close');
  box.append(close, player(source, options.name));
  backdrop.append(box);

  const done = () => scope.dispose();
  scope.add(() => backdrop.remove());
  document.body.append(backdrop);
  scope.on(close, 'click', done);
  openOverlay(scope, {
    name: 'video',
    container: backdrop,
    dialog: box,
    initialFocus: close,
    returnFocus: options.opener,
    onDismiss: done,
  });
}
