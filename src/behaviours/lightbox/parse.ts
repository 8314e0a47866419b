import { isRecord } from '../../core/record';
import type { Size } from '../../lightbox/logic';
import type { LinkRecord, SlideRecord } from './logic';

/** The kit's frontend settings (`elementorFrontendConfig.kit`), read by hand: a missing or odd one counts as none. */
export function readKit(): Record<string, unknown> | null {
  const config = (window as unknown as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  return isRecord(config) && isRecord(config.kit) ? config.kit : null;
}

export function linkRecord(link: HTMLAnchorElement): LinkRecord {
  return {
    href: link.getAttribute('href'),
    download: link.hasAttribute('download'),
    open: link.getAttribute('data-elementor-open-lightbox'),
    video: link.getAttribute('data-elementor-lightbox-video'),
  };
}

function pixels(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isFinite(n) && n > 0 ? n : 0;
}

/** The shape the link's picture has on the page: a gallery's `data-width`/`data-height`, else its img's size. */
function shapeOf(link: Element): Size | null {
  const sized = link.querySelector('[data-width][data-height]');
  if (sized) {
    const size = { width: pixels(sized.getAttribute('data-width')), height: pixels(sized.getAttribute('data-height')) };
    if (size.width && size.height) return size;
  }
  const img = link.querySelector('img');
  if (!img) return null;
  const size = { width: pixels(img.getAttribute('width')) || img.naturalWidth, height: pixels(img.getAttribute('height')) || img.naturalHeight };
  return size.width && size.height ? size : null;
}

/**
 * Hidden links are left out of a slideshow: a gallery's filtered-out items, anything not rendered,
 * and the copies a looping carousel makes of its slides.
 */
export function isShown(link: HTMLElement): boolean {
  if (link.closest('[hidden], .e-gallery-item--hidden, .swiper-slide-duplicate')) return false;
  return typeof link.checkVisibility !== 'function' || link.checkVisibility();
}

export function slideRecord(link: HTMLAnchorElement): SlideRecord {
  const described = link.querySelector('img[alt], [role="img"][aria-label]');
  return {
    ...linkRecord(link),
    slideshow: link.getAttribute('data-elementor-lightbox-slideshow'),
    visible: isShown(link),
    title: link.getAttribute('data-elementor-lightbox-title'),
    description: link.getAttribute('data-elementor-lightbox-description'),
    shape: shapeOf(link),
    alt: described?.getAttribute('alt') ?? described?.getAttribute('aria-label') ?? null,
  };
}
