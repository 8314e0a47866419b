import type PhotoSwipe from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { Scope } from '../../core/scope';
import { canFocus, trapTab } from './focus';
import { trackIdle, type IdleControls } from './idle';
import { safeHttpUrl, type LightboxSettings } from './logic';
import { readItems } from './parse';
import { registerShare } from './share';
import { TEXTS } from './texts';

export interface LightboxHooks {
  /** The first picture shown, then every change; `first` tells which. */
  onChange(index: number, first: boolean, fromUrl: boolean): void;
  /** Closed by the shopper (Escape, the close button, a tap), not by the page going back. */
  onClose(): void;
}

export interface Lightbox {
  /** False when the images' data is unusable now: the link then opens the image file. */
  open(index: number, opener: HTMLElement | null, fromUrl?: boolean): boolean;
  goTo(index: number): void;
  close(): void;
  isOpen(): boolean;
}

interface Session {
  opener: HTMLElement | null;
  fromUrl: boolean;
  shown: boolean;
  /** Its closing animation has begun: as far as the URL is concerned it is closed. */
  closing: boolean;
  scope: Scope;
  idle?: IdleControls;
}

/** Spec §8: "The image could not be loaded.", where "The image" links to the image file. */
function errorMessage(src: unknown): HTMLElement {
  const message = document.createElement('div');
  message.className = 'pswp__error-msg';
  const href = safeHttpUrl(String(src ?? ''), location.href);
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = TEXTS.errorLink;
    message.append(link, TEXTS.errorRest);
  } else message.textContent = TEXTS.errorLink + TEXTS.errorRest;
  return message;
}

function registerCaption(pswp: PhotoSwipe): void {
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
  // A chunk that fails to load: resolving (not rejecting) with shouldOpen off makes PhotoSwipe drop
  // this open quietly, and the next click tries again.
  const failed = (error: unknown) => {
    lightbox.shouldOpen = false;
    endSession();
    report(`the lightbox could not be loaded (${error instanceof Error ? error.message : String(error)})`);
  };
  const lightbox = new PhotoSwipeLightbox({
    ...settings.core,
    pswpModule: () =>
      import('photoswipe').catch((error: unknown) => {
        failed(error);
        return { default: PhotoSwipeLightbox } as never;
      }),
    openPromise: () =>
      import('./lightbox-styles').then(
        ({ adoptLightboxStyles }) => adoptLightboxStyles(),
        (error: unknown) => failed(error),
      ),
    mainClass: 'sf-pswp',
    // We return focus ourselves: the opener may sit in a slide the lightbox paged away from.
    returnFocus: false,
    trapFocus: true,
    closeTitle: TEXTS.close,
    zoomTitle: TEXTS.zoom,
    arrowPrevTitle: TEXTS.previous,
    arrowNextTitle: TEXTS.next,
  });
  let session: Session | null = null;
  const current = () => lightbox.pswp;
  const endSession = () => {
    const ended = session;
    session = null;
    ended?.scope.dispose();
    return ended;
  };

  lightbox.addFilter('contentErrorElement', (_element, content) => errorMessage(content.data.src));
  lightbox.on('uiRegister', () => {
    const pswp = current();
    if (!pswp || !session) return;
    registerCaption(pswp);
    if (settings.share) registerShare(pswp, session.scope, (open) => session?.idle?.hold(open));
  });
  lightbox.on('change', () => {
    const pswp = current();
    if (!pswp || !session) return;
    hooks.onChange(pswp.currIndex, !session.shown, session.fromUrl);
    session.shown = true;
  });
  lightbox.on('afterInit', () => {
    const root = current()?.element;
    if (!root || !session) return;
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', TEXTS.dialog);
    session.idle = trackIdle(root, session.scope, settings);
    trapTab(root, session.scope);
  });
  lightbox.on('close', () => {
    if (!session) return;
    session.closing = true;
    if (session.shown) hooks.onClose();
  });
  lightbox.on('destroy', () => {
    const ended = endSession();
    const opener = ended?.opener;
    if (opener && !scope.disposed) {
      const links = slides.map((slide) => slide.querySelector<HTMLElement>('a[href]'));
      const target = canFocus(opener) ? opener : links.find((link) => link && canFocus(link));
      target?.focus();
    }
  });
  scope.add(() => lightbox.destroy());

  return {
    open(index, opener, fromUrl = false) {
      if (session || lightbox.pswp) return true;
      const items = readItems(slides);
      if (!items.ok) {
        report(`the lightbox cannot open: ${items.reason}`);
        return false;
      }
      const dataSource = items.items.map((item, i) => ({ ...item, element: slides[i] }));
      session = { opener, fromUrl, shown: false, closing: false, scope: scope.child() };
      // No initial point: PhotoSwipe then moves focus into the dialog at once (keyboard path).
      if (!lightbox.loadAndOpen(index, dataSource)) endSession();
      return true;
    },
    goTo: (index) => current()?.goTo(index),
    close: () => current()?.close(),
    isOpen: () => !!session && !session.closing,
  };
}
