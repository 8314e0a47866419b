import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { Overlay } from '../../core/overlay';
import type { Scope } from '../../core/scope';
import { errorMessage } from '../../lightbox/error-message';
import type { IdleControls } from '../../lightbox/idle';
import { destroyNow, lightboxLoaders, openDialog, registerCaption, returnFocus, SHARED_OPTIONS } from '../../lightbox/photoswipe';
import { adoptNaturalSizes } from '../../lightbox/natural-size';
import { registerShare } from '../../lightbox/share';
import { describeProblems, type LightboxSettings, type Size } from './logic';
import { readItems } from './parse';

/**
 * What opened the lightbox: the shopper on the page (the trigger, an image), the URL the page
 * loaded with (a shared `#&gid=&pid=` link), or Back/Forward onto an entry that names a picture.
 */
export type OpenedVia = 'page' | 'url' | 'history';

export interface LightboxHooks {
  /** The first picture shown, then every change; `first` tells which. */
  onChange(index: number, first: boolean, via: OpenedVia): void;
  /** Closed by the shopper (Escape, the close button, a tap), not by the page going back. */
  onClose(): void;
}

export interface Lightbox {
  /** Every image opens, bad attributes or not: such an image is sized from its file (natural-size.ts). */
  open(index: number, opener: HTMLElement | null, via?: OpenedVia): void;
  goTo(index: number): void;
  close(): void;
  isOpen(): boolean;
}

interface Session {
  opener: HTMLElement | null;
  via: OpenedVia;
  shown: boolean;
  /** Its closing animation has begun: as far as the URL is concerned it is closed. */
  closing: boolean;
  scope: Scope;
  idle?: IdleControls;
  overlay?: Overlay;
}

/**
 * PhotoSwipe 5 over the gallery's images. Items are read from the slides' attributes each time it
 * opens (a variation may have swapped the first image), the core and its stylesheet load on the
 * first open, and what v5 dropped from v4 (caption, idle controls, share) is rebuilt on its UI API.
 */
export function createLightbox(
  scope: Scope,
  slides: readonly HTMLElement[],
  settings: LightboxSettings,
  report: (reason: string) => void,
  hooks: LightboxHooks,
): Lightbox {
  const failed = (error: unknown) => {
    lightbox.shouldOpen = false;
    endSession();
    report(`the lightbox could not be loaded (${error instanceof Error ? error.message : String(error)})`);
  };
  const lightbox = new PhotoSwipeLightbox({
    ...settings.core,
    ...lightboxLoaders(PhotoSwipeLightbox, failed),
    ...SHARED_OPTIONS,
  });
  let session: Session | null = null;
  const learned = new Map<string, Size>();
  const current = () => lightbox.pswp;
  const endSession = () => {
    const ended = session;
    session = null;
    ended?.scope.dispose();
    return ended;
  };

  lightbox.addFilter('contentErrorElement', (_element, content) => errorMessage(content.data.src));
  adoptNaturalSizes(lightbox, learned, scope.signal);
  lightbox.on('uiRegister', () => {
    const pswp = current();
    if (!pswp || !session) return;
    registerCaption(pswp);
    if (settings.share) registerShare(pswp, session.scope, (open) => session?.idle?.hold(open));
  });
  lightbox.on('change', () => {
    const pswp = current();
    if (!pswp || !session) return;
    hooks.onChange(pswp.currIndex, !session.shown, session.via);
    session.shown = true;
  });
  lightbox.on('afterInit', () => {
    const root = current()?.element;
    if (!root || !session) return;
    const dialog = openDialog(root, session.scope, 'product-gallery', settings);
    session.idle = dialog.idle;
    session.overlay = dialog.overlay;
  });
  lightbox.on('close', () => {
    if (!session) return;
    session.closing = true;
    // Its closing animation runs on a page that is usable again.
    session.overlay?.close({ returnFocus: false });
    if (session.shown) hooks.onClose();
  });
  lightbox.on('destroy', () => {
    const ended = endSession();
    const opener = ended?.opener;
    if (opener && !scope.disposed) returnFocus(opener, slides.map((slide) => slide.querySelector<HTMLElement>('a[href]')));
  });
  scope.add(() => destroyNow(lightbox));

  return {
    open(index, opener, via = 'page') {
      if (session || lightbox.pswp) return;
      // Read now: a variation may have swapped the first image's attributes since the last open.
      const { items, problems } = readItems(slides, (src) => learned.get(src));
      // The same problems give the same words, which are reported once.
      if (problems.length) report(describeProblems(problems));
      const dataSource = items.map((item, i) => ({ ...item, element: slides[i] }));
      session = { opener, via, shown: false, closing: false, scope: scope.child() };
      // No initial point: PhotoSwipe then moves focus into the dialog at once (keyboard path).
      if (!lightbox.loadAndOpen(index, dataSource)) endSession();
    },
    goTo: (index) => current()?.goTo(index),
    close: () => current()?.close(),
    isOpen: () => !!session && !session.closing,
  };
}
