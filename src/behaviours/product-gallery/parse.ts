import { buildItems, thumbnailColumns, type BuiltItems, type ImageRecord, type Size } from './logic';

/** WooCommerce's gallery markup (woocommerce.md §3.4), selected by class, never by tag. */
export interface GalleryMarkup {
  wrapper: HTMLElement;
  /** `.woocommerce-product-gallery__image`, in order; the first is the one variations swap. */
  slides: HTMLElement[];
  columns: number;
}

export const WRAPPER = '.woocommerce-product-gallery__wrapper';
export const SLIDE = '.woocommerce-product-gallery__image';

/** Null when there is no image (the placeholder): single-product.js then only reveals the gallery. */
export function readGallery(gallery: HTMLElement): GalleryMarkup | null {
  const wrapper = gallery.querySelector<HTMLElement>(WRAPPER);
  if (!wrapper) return null;
  const slides = [...wrapper.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(SLIDE));
  if (slides.length === 0) return null;
  return { wrapper, slides, columns: thumbnailColumns(gallery.getAttribute('data-columns')) };
}

export function slideImage(slide: Element): HTMLImageElement | null {
  return slide.querySelector('img');
}

/** Read at use time: the variation form swaps the first image's attributes at any moment. */
export function readImage(slide: Element): ImageRecord {
  const img = slideImage(slide);
  return {
    large_image: img?.getAttribute('data-large_image') ?? null,
    large_image_width: img?.getAttribute('data-large_image_width') ?? null,
    large_image_height: img?.getAttribute('data-large_image_height') ?? null,
    alt: img?.getAttribute('alt') ?? null,
    caption: img?.getAttribute('data-caption') ?? null,
    title: img?.getAttribute('title') ?? null,
    src: img ? img.currentSrc || img.getAttribute('src') : null,
    href: slide.querySelector('a[href]')?.getAttribute('href') ?? null,
    width: img?.getAttribute('width') ?? null,
    height: img?.getAttribute('height') ?? null,
    natural_width: img?.complete ? img.naturalWidth : 0,
    natural_height: img?.complete ? img.naturalHeight : 0,
  };
}

/** `known`: sizes the lightbox learnt from files whose size the page did not print. */
export function readItems(slides: readonly Element[], known?: (src: string) => Size | undefined): BuiltItems {
  return buildItems(slides.map(readImage), known);
}

/** What the thumbnail strip is built from: each slide's `data-thumb*` attributes. */
export interface ThumbRecord {
  src: string;
  alt: string;
  srcset: string;
  sizes: string;
}

export function readThumb(slide: Element): ThumbRecord {
  return {
    src: slide.getAttribute('data-thumb') ?? '',
    alt: slide.getAttribute('data-thumb-alt') ?? '',
    srcset: slide.getAttribute('data-thumb-srcset') ?? '',
    sizes: slide.getAttribute('data-thumb-sizes') ?? '',
  };
}
