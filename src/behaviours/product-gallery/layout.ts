import type Swiper from 'swiper';
import type { GalleryMarkup } from './parse';

/** The server layout the slider must occupy exactly: the row of images under the main one. */
export interface ServerRow {
  gap: number;
  /** From the main image's bottom to the row's top. */
  offset: number;
  /** Width / height of one image in the row. */
  ratio: number;
  /**
   * From the last image's bottom to the wrapper's: the line box's descender space under a theme's
   * inline-block images (WooCommerce's own stylesheet), which the strip's floatless row lacks.
   */
  tail: number;
}

export function measureServerRow({ wrapper, slides }: GalleryMarkup): ServerRow {
  const [first, second, third] = slides.slice(0, 3).map((slide) => slide.getBoundingClientRect());
  const cssGap = Number.parseFloat(getComputedStyle(wrapper).columnGap) || 0;
  if (!first || !second) return { gap: cssGap, offset: 0, ratio: 1, tail: 0 };
  const last = slides.at(-1)!.getBoundingClientRect();
  const sameRow = third && Math.abs(third.top - second.top) < 1;
  const gap = sameRow ? Math.max(0, Math.abs(third.left - second.left) - second.width) : cssGap;
  return {
    gap,
    offset: Math.max(0, second.top - first.bottom),
    ratio: second.width > 0 && second.height > 0 ? second.width / second.height : 1,
    tail: Math.max(0, wrapper.getBoundingClientRect().bottom - last.bottom),
  };
}

/**
 * Swiper sizes slides from the container's clientWidth, a whole number; the server layout is often
 * a fraction wider, and the main image would shrink by it. The width option, read on every update,
 * gives Swiper the exact content width instead.
 */
export function initExact(swiper: Swiper): Swiper {
  const el = swiper.el;
  Object.defineProperty(swiper.params, 'width', {
    configurable: true,
    enumerable: true,
    get: () => {
      const width = el.getBoundingClientRect().width;
      return width > 0 ? width - (el.offsetWidth - el.clientWidth) : el.clientWidth;
    },
  });
  swiper.init();
  return swiper;
}
