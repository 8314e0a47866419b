import * as bus from '../../core/bus';
import type { Scope } from '../../core/scope';
import { imageUpdates, hasImage, IMAGE_TARGETS, type ImageTarget } from './image-rules';
import type { Variation } from './parse';
import type { Restorer } from '../../core/restore';

/** WooCommerce waits this long after a swap before it asks the gallery to re-measure and re-zoom. */
export const GALLERY_SETTLE_MS = 20;

/** `$.fn.wc_set_variation_attr`: the original is kept once in `data-o_{attr}`. */
export function setVariationAttr(element: Element, name: string, value: string | false | null | undefined, restorer?: Restorer): void {
  restorer?.attributes(element, name, `data-o_${name}`);
  if (!element.hasAttribute(`data-o_${name}`)) element.setAttribute(`data-o_${name}`, element.getAttribute(name) || '');
  // jQuery's attr(name, undefined) reads instead of writing: the attribute stays as it is.
  if (value === undefined) return;
  if (value === false || value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** `$.fn.wc_reset_variation_attr`. */
export function resetVariationAttr(element: Element, name: string): void {
  const original = element.getAttribute(`data-o_${name}`);
  if (original !== null) element.setAttribute(name, original);
}

function galleryParts(product: HTMLElement | null): { gallery: HTMLElement | null; targets: Record<ImageTarget, Element | null>; nav: Element[] } {
  const gallery = product?.querySelector<HTMLElement>('.images') ?? null;
  const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  const nav = product ? [...product.querySelectorAll('.flex-control-nav li img')] : [];
  return {
    gallery,
    nav,
    targets: {
      image: wrap?.querySelector('.wp-post-image') ?? null,
      wrap,
      thumbnail: nav[0] ?? null,
      link: wrap?.querySelector('a') ?? null,
    },
  };
}

export interface ImageSwap {
  /** `$.fn.wc_variations_image_update`; false resets. */
  update(variation: Variation | false): void;
  reset(): void;
  /** `$.fn.wc_maybe_trigger_slide_position_reset`. */
  maybeResetSlide(variation: Variation | false): void;
}

/** §4.9: the variation's image replaces the gallery's first image, originals kept in `data-o_*`. */
export function createImageSwap(form: HTMLElement, product: HTMLElement | null, scope: Scope, restorer: Restorer): ImageSwap {
  const reset = () => {
    const { targets } = galleryParts(product);
    for (const [target, names] of IMAGE_TARGETS) {
      const element = targets[target];
      if (element) for (const name of names) resetVariationAttr(element, name);
    }
  };

  const maybeResetSlide = (variation: Variation | false) => {
    const { gallery } = galleryParts(product);
    const next = variation && variation.image_id ? String(variation.image_id) : '';
    const current = form.getAttribute('current-image');
    restorer.attributes(form, 'current-image');
    form.setAttribute('current-image', next);
    if (current !== next && gallery) bus.emit('woocommerce_gallery_reset_slide_position', {}, gallery);
  };

  let pending: (() => void) | undefined;
  // A newer swap supersedes a pending one: its own settle re-measures, and its image id is the one to compare.
  const settle = (variation: Variation | false, resetSlide: boolean) => {
    pending?.();
    pending = scope.timeout(() => {
      pending = undefined;
      window.dispatchEvent(new Event('resize'));
      if (resetSlide) maybeResetSlide(variation);
      const { gallery } = galleryParts(product);
      if (gallery) bus.emit('woocommerce_gallery_init_zoom', {}, gallery);
    }, GALLERY_SETTLE_MS);
  };

  const update = (variation: Variation | false) => {
    if (!variation || !hasImage(variation)) {
      reset();
      settle(variation, true);
      return;
    }
    const image = variation.image as Record<string, unknown>;
    const thumbnailSrc = String(image.gallery_thumbnail_src ?? '');
    if (galleryParts(product).nav.some((img) => img.getAttribute('data-o_src') === thumbnailSrc)) reset();
    const { nav, targets } = galleryParts(product);
    // The image is already one of the gallery's slides: go to it rather than swapping.
    const slide = nav.find((img) => img.getAttribute('src') === thumbnailSrc);
    if (slide instanceof HTMLElement) {
      slide.click();
      restorer.attributes(form, 'current-image');
      form.setAttribute('current-image', String(variation.image_id ?? ''));
      settle(variation, false);
      return;
    }
    for (const { target, name, value } of imageUpdates(image)) {
      const element = targets[target];
      if (element) setVariationAttr(element, name, value, restorer);
    }
    settle(variation, true);
  };

  return { update, reset, maybeResetSlide };
}
