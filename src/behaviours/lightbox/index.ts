/**
 * The page builder's lightbox (elementor-widgets.md §1.2, Elementor's LightboxManager): one
 * delegated click listener for the whole page. A link to an image file, or one carrying a video,
 * that asks for the lightbox (or that the kit's global lightbox takes) opens it instead of
 * navigating; links sharing a slideshow id open as one gallery of their visible members. Enter on
 * a focused link is the browser's own click. PhotoSwipe and its stylesheet load on the first open.
 */
import { closestTarget } from '../../core/delegate';
import type { WidgetContext } from '../../core/types';
import { kitLightbox, opensLightbox, slideshowFor } from './logic';
import { linkRecord, readKit, slideRecord } from './parse';
import { createViewer, type Viewer } from './viewer';

export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const kit = kitLightbox(readKit());
  let viewer: Viewer | null = null;

  ctx.scope.on(document, 'click', (event) => {
    const mouse = event as MouseEvent;
    // A new tab or window, a download: the shopper asked for the file itself.
    if (event.defaultPrevented || mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    const link = closestTarget<HTMLAnchorElement>(event, 'a');
    // The lightbox's own links (share, the error message's file link) are not page links.
    if (!link || link.closest('.pswp') || !opensLightbox(linkRecord(link), kit.global)) return;
    event.preventDefault();
    const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
    const links =
      slideshow === null
        ? [link]
        : [...document.querySelectorAll<HTMLAnchorElement>('a[data-elementor-lightbox-slideshow]')].filter(
            (candidate) => candidate.getAttribute('data-elementor-lightbox-slideshow') === slideshow,
          );
    const show = slideshowFor(links.map(slideRecord), Math.max(0, links.indexOf(link)), location.href);
    if (!show.slides) {
      ctx.report(`a lightbox link was not opened: ${show.problems.join('; ')}`);
      return;
    }
    if (show.problems.length) ctx.report(`left out of the lightbox's slideshow: ${show.problems.join('; ')}`);
    viewer ??= createViewer(ctx.scope, kit, ctx.report);
    viewer.open(show.slides, show.index, link);
  });
}
