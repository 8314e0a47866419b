/**
 * The page builder's lightbox (elementor-widgets.md §1.2, Elementor's LightboxManager): one
 * delegated click listener for the whole page. A link to an image file, or one carrying a video,
 * that asks for the lightbox (or that the kit's global lightbox takes) opens it instead of
 * navigating; links sharing a slideshow id open as one gallery of their visible members. Enter on
 * a focused link is the browser's own click. The page builder's `lightbox` URL action reaches it
 * through the shared `lightboxRequests` signal. PhotoSwipe and its stylesheet load on the first open.
 */
import { closestTarget } from '../../core/delegate';
import { lightboxRequests, type LightboxRequest } from '../../core/signals';
import type { WidgetContext } from '../../core/types';
import { kitLightbox, opensLightbox, slideshowFor, type SlideRecord } from './logic';
import { linkRecord, readKit, slideRecord } from './parse';
import { createViewer, type Viewer } from './viewer';

/** The page's links of a slideshow, in document order. */
function slideshowLinks(id: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-elementor-lightbox-slideshow]')].filter(
    (link) => link.getAttribute('data-elementor-lightbox-slideshow') === id,
  );
}

function resolved(url: string | null): string | null {
  try {
    return url === null ? null : new URL(url, location.href).href;
  } catch {
    return null;
  }
}

export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const kit = kitLightbox(readKit());
  let viewer: Viewer | null = null;
  const open = (records: readonly SlideRecord[], index: number, opener: HTMLElement | null, problem: string) => {
    const show = slideshowFor(records, index, location.href);
    if (!show.slides) {
      ctx.report(`${problem}: ${show.problems.join('; ')}`);
      return;
    }
    if (show.problems.length) ctx.report(`left out of the lightbox's slideshow: ${show.problems.join('; ')}`);
    viewer ??= createViewer(ctx.scope, kit, ctx.report);
    viewer.open(show.slides, show.index, opener ?? document.body);
  };

  ctx.scope.on(document, 'click', (event) => {
    const mouse = event as MouseEvent;
    // A new tab or window, a download: the shopper asked for the file itself.
    if (event.defaultPrevented || mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    const link = closestTarget<HTMLAnchorElement>(event, 'a');
    // The lightbox's own links (share, the error message's file link) are not page links.
    if (!link || link.closest('.pswp') || !opensLightbox(linkRecord(link), kit.global)) return;
    event.preventDefault();
    const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
    const links = slideshow === null ? [link] : slideshowLinks(slideshow);
    open(links.map(slideRecord), Math.max(0, links.indexOf(link)), link, 'a lightbox link was not opened');
  });

  // The `lightbox` URL action (a link's or the page URL's, run by the page builder's actions): a
  // slideshow opens at its link for the URL when the page has one; anything else as one slide.
  const take = (request: LightboxRequest) => {
    const links = request.slideshow === null ? [] : slideshowLinks(request.slideshow);
    const target = resolved(request.url);
    const at = links.findIndex((link) => resolved(link.getAttribute(request.video ? 'data-elementor-lightbox-video' : 'href')) === target);
    const opener = request.source instanceof HTMLElement ? request.source : null;
    if (at >= 0) return open(links.map(slideRecord), at, opener, 'a lightbox action was not run');
    const record: SlideRecord = {
      href: request.video ? null : request.url,
      download: false,
      open: 'yes',
      video: request.video ? request.url : null,
      slideshow: null,
      visible: true,
      title: request.title,
      description: request.description,
      shape: null,
      alt: null,
    };
    open([record], 0, opener, 'a lightbox action was not run');
  };
  ctx.scope.add(
    lightboxRequests.subscribe((requests) => {
      if (!requests.length) return;
      lightboxRequests.value = [];
      // One lightbox at a time: the last request wins.
      take(requests[requests.length - 1]!);
    }),
  );
}
