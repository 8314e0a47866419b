import type PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { Size } from './logic';

/**
 * A picture whose size the page did not print opens at a guess (the product gallery's `guessSize`, the page builder's `guessedSize`). Once its
 * file has loaded, the file's own size replaces the guess: on the content, on its slide if it has
 * one yet (a preloaded picture's slide reads the content's size when it is made), and in `learned`
 * for the next open. An SVG with no size of its own reports none and keeps the guess.
 */
export function adoptNaturalSizes(lightbox: PhotoSwipeLightbox, learned: Map<string, Size>, signal: AbortSignal): void {
  lightbox.on('contentLoadImage', ({ content }) => {
    const img = content.element;
    if (!content.data.sizeGuessed || !(img instanceof HTMLImageElement)) return;
    const adopt = () => {
      const size = { width: img.naturalWidth, height: img.naturalHeight };
      if (!(size.width > 0 && size.height > 0)) return;
      learned.set(String(content.data.src), size);
      Object.assign(content.data, size);
      content.width = size.width;
      content.height = size.height;
      const slide = content.slide;
      if (!slide) return;
      slide.width = size.width;
      slide.height = size.height;
      const { pswp } = slide;
      // Resizing under the opening zoom animation would make it jump: after it, then.
      if (!pswp.opener.isOpening) return slide.resize();
      const afterOpening = () => {
        pswp.off('openingAnimationEnd', afterOpening);
        slide.resize();
      };
      pswp.on('openingAnimationEnd', afterOpening);
    };
    img.addEventListener('load', adopt, { once: true, signal });
  });
}
