import { loadChunk } from '../core/chunk';
import { canFocus, openOverlay, type Overlay } from '../core/overlay';
import type PhotoSwipe from 'photoswipe';
import type PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { Scope } from '../core/scope';
import { trackIdle, type IdleControls } from './idle';
import { LIGHTBOX_TEXTS } from './texts';

/**
 * PhotoSwipe's core, one chunk for every lightbox on the page, fetched on the first open only (the
 * product gallery's and the page builder's lightboxes share it, and its stylesheet).
 */
export const loadPhotoSwipe = () => loadChunk('photoswipe', () => import('photoswipe'));

export const loadLightboxStyles = () =>
  loadChunk('lightbox-styles', () => import('./styles')).then(({ adoptLightboxStyles }) => adoptLightboxStyles());

/**
 * A lightbox's loaders, for its options: PhotoSwipe's core and our stylesheet on its first open.
 * A chunk that fails to load is `failed`'s, which turns the lightbox's `shouldOpen` off: resolving
 * (not rejecting) with `fallback` (any class PhotoSwipe accepts, the lightbox's own) then makes
 * PhotoSwipe drop this open quietly, and the next click tries again.
 */
export function lightboxLoaders(fallback: unknown, failed: (error: unknown) => void) {
  return {
    pswpModule: () =>
      loadPhotoSwipe().catch((error: unknown) => {
        failed(error);
        return { default: fallback } as never;
      }),
    openPromise: () => loadLightboxStyles().catch((error: unknown) => failed(error)),
  };
}

/** PhotoSwipe's options that every lightbox of ours sets alike. */
export const SHARED_OPTIONS = {
  mainClass: 'sf-pswp',
  // We return focus ourselves: the opener may sit in a slide the lightbox paged away from.
  returnFocus: false,
  // The overlay layer traps Tab; PhotoSwipe's trap on top of it fought it for focus.
  trapFocus: false,
  closeTitle: LIGHTBOX_TEXTS.close,
  zoomTitle: LIGHTBOX_TEXTS.zoom,
  arrowPrevTitle: LIGHTBOX_TEXTS.previous,
  arrowNextTitle: LIGHTBOX_TEXTS.next,
} as const;

/** v4's caption, which v5 dropped: the current item's `caption`, written as text. */
export function registerCaption(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: 'sf-caption',
    className: 'sf-pswp-caption',
    appendTo: 'root',
    onInit: (element) => {
      const update = () => {
        const data = pswp.currSlide?.data ?? pswp.getItemData(pswp.currIndex);
        const caption = typeof data.caption === 'string' ? data.caption : '';
        element.textContent = caption;
        element.hidden = caption === '';
      };
      pswp.on('change', update);
    },
  });
}

/**
 * PhotoSwipe's root as a dialog on the page's overlay layer: the page under it inert, Tab kept
 * inside (PhotoSwipe's own trap is off: one trap, the layer's), focus moved onto the dialog at once
 * as PhotoSwipe does for an open with no initial point, and a dialog opened over it (or under it,
 * the quick view) stacks. PhotoSwipe closes on Escape and fills the window, so the layer does
 * neither; focus return is the caller's (see `returnFocus` above). The controls hide when idle.
 */
export function openDialog(
  root: HTMLElement,
  scope: Scope,
  name: string,
  delays: { idleMs: number; idleOutsideMs: number },
): { idle: IdleControls; overlay: Overlay } {
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', LIGHTBOX_TEXTS.dialog);
  const idle = trackIdle(root, scope, delays);
  const overlay = openOverlay(scope, { name, container: root, initialFocus: root, lockScroll: false, returnFocus: null });
  return { idle, overlay };
}

/** Focus back on the opener after close, or on the first of `fallbacks` that can take it. */
export function returnFocus(opener: HTMLElement | null, fallbacks: readonly (HTMLElement | null)[] = []): void {
  const target = opener && canFocus(opener) ? opener : fallbacks.find((element) => element && canFocus(element));
  target?.focus();
}

/**
 * Tears a lightbox down now, for a disposed widget. PhotoSwipe ignores a close while its opening
 * animation runs, and its destroy is only a close until then: the dialog would stay open over a
 * page whose widget is gone. Marked as destroying, it goes at once.
 */
export function destroyNow(lightbox: PhotoSwipeLightbox): void {
  const pswp = lightbox.pswp;
  if (pswp && !pswp.opener.isOpen) pswp.isDestroying = true;
  lightbox.destroy();
}
