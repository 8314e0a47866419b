import type PhotoSwipe from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { describeError } from '../../core/errors';
import { emptyElement } from '../../core/html';
import { prefersReducedMotion } from '../../core/motion';
import type { Scope } from '../../core/scope';
import { errorMessage } from '../../lightbox/error-message';
import type { IdleControls } from '../../lightbox/idle';
import { LIGHTBOX_DEFAULTS, type Size } from '../../lightbox/logic';
import { adoptNaturalSizes } from '../../lightbox/natural-size';
import { destroyNow, lightboxLoaders, openDialog, registerCaption, returnFocus, SHARED_OPTIONS } from '../../lightbox/photoswipe';
import { registerShare } from '../../lightbox/share';
import type { KitLightbox, Slide, Video } from './logic';

export interface Viewer {
  open(slides: readonly Slide[], index: number, opener: HTMLElement): void;
}

const VIDEO_CLASS = 'sf-pswp-video';

/** The player, built node by node: a frame for YouTube and Vimeo, the browser's own for a file. */
function player(video: Video, label: string): HTMLElement {
  if (video.kind === 'hosted') {
    const element = document.createElement('video');
    element.src = video.src;
    element.controls = true;
    element.autoplay = true;
    element.playsInline = true;
    if (label) element.setAttribute('aria-label', label);
    return element;
  }
  const frame = document.createElement('iframe');
  frame.src = video.src;
  frame.title = label || (video.kind === 'youtube' ? 'YouTube' : 'Vimeo');
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  return frame;
}

/**
 * PhotoSwipe 5 for the page builder's links, one for the page. Images open at a guessed size and
 * take their file's own once loaded (as the product gallery's do); a video is a slide type of its
 * own whose player exists only while it is the current slide, so a preloaded neighbour never plays
 * and paging away stops it.
 */
export function createViewer(scope: Scope, kit: KitLightbox, report: (reason: string) => void): Viewer {
  const duration = prefersReducedMotion() ? 0 : LIGHTBOX_DEFAULTS.animationMs;
  interface Session {
    opener: HTMLElement;
    scope: Scope;
    idle?: IdleControls;
  }
  let session: Session | null = null;
  const endSession = () => {
    const ended = session;
    session = null;
    ended?.scope.dispose();
    return ended;
  };
  const failed = (error: unknown) => {
    lightbox.shouldOpen = false;
    endSession();
    report(`the lightbox could not be loaded (${describeError(error)})`);
  };
  const lightbox = new PhotoSwipeLightbox({
    ...lightboxLoaders(PhotoSwipeLightbox, failed),
    ...SHARED_OPTIONS,
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    // The page builder's links have no thumbnail PhotoSwipe could zoom from.
    showHideAnimationType: 'fade',
    spacing: LIGHTBOX_DEFAULTS.spacing,
    preload: LIGHTBOX_DEFAULTS.preload,
    preloaderDelay: LIGHTBOX_DEFAULTS.preloaderDelay,
    counter: kit.counter,
    zoom: kit.zoom,
  });
  const learned = new Map<string, Size>();
  const current = (): PhotoSwipe | undefined => lightbox.pswp;

  lightbox.addFilter('contentErrorElement', (_element, content) => errorMessage(content.data.src));
  adoptNaturalSizes(lightbox, learned, scope.signal);
  lightbox.on('contentLoad', (event) => {
    const { content } = event;
    if (content.type !== 'sf-video') return;
    event.preventDefault();
    const box = document.createElement('div');
    box.className = `pswp__content ${VIDEO_CLASS}`;
    content.element = box;
  });
  lightbox.on('contentActivate', ({ content }) => {
    const { element, data } = content;
    if (content.type !== 'sf-video' || !element || element.firstChild) return;
    element.append(player(data.video as Video, String(data.alt ?? '')));
  });
  lightbox.on('contentDeactivate', ({ content }) => {
    if (content.type === 'sf-video' && content.element) emptyElement(content.element);
  });
  lightbox.on('uiRegister', () => {
    const pswp = current();
    if (!pswp || !session) return;
    registerCaption(pswp);
    if (kit.share) registerShare(pswp, session.scope, (open) => session?.idle?.hold(open));
    // A video's own controls take the pointer: no drag or tap-to-close from PhotoSwipe's gestures.
    pswp.on('pointerDown', (event) => {
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest(`.${VIDEO_CLASS}`)) event.preventDefault();
    });
  });
  lightbox.on('afterInit', () => {
    const root = current()?.element;
    if (!root || !session) return;
    session.idle = openDialog(root, session.scope, 'lightbox', LIGHTBOX_DEFAULTS).idle;
  });
  lightbox.on('close', () => {
    // Its closing animation runs on a page that is usable again.
    if (session) session.scope.dispose();
  });
  lightbox.on('destroy', () => {
    const ended = endSession();
    if (ended && !scope.disposed) returnFocus(ended.opener);
  });
  scope.add(() => destroyNow(lightbox));

  return {
    open(slides, index, opener) {
      if (session || lightbox.pswp) return;
      session = { opener, scope: scope.child() };
      const dataSource = slides.map((slide) => (slide.type === 'image' && learned.has(slide.src) ? { ...slide, ...learned.get(slide.src), sizeGuessed: undefined } : { ...slide }));
      // No initial point: PhotoSwipe then moves focus into the dialog at once (keyboard path).
      if (!lightbox.loadAndOpen(index, dataSource)) endSession();
    },
  };
}
