import { jquery } from '../../core/bus';
import type { Scope } from '../../core/scope';
import type { ServerRow } from './layout';
import { indexForKey } from './logic';
import { own } from './markup';
import { readThumb, type ThumbRecord } from './parse';
import { trackTaps } from './taps';
import { TEXTS } from './texts';

export interface ThumbStrip {
  /** The thumbnail swiper's container; the strip itself is the list inside it. */
  container: HTMLElement;
  list: HTMLOListElement;
  buttons: HTMLButtonElement[];
}

/**
 * FlexSlider's `controlNav: 'thumbnails'` list, `ol.flex-control-nav.flex-control-thumbs` of
 * `li > img` built from each slide's `data-thumb*`, so themes' CSS and the variation form (which
 * reads and swaps the first `.flex-control-nav img`, and may click one) keep working. Each image
 * sits in a button so the strip is keyboard-operable.
 */
export function buildThumbStrip(slides: readonly HTMLElement[]): ThumbStrip {
  const container = document.createElement('div');
  container.className = 'sf-gallery-thumbs swiper';
  const list = document.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs swiper-wrapper';
  const buttons = slides.map((slide, index) => {
    const thumb = readThumb(slide);
    const item = document.createElement('li');
    item.className = 'swiper-slide';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sf-gallery-thumb';
    button.setAttribute('aria-label', TEXTS.thumb(thumb.alt.trim(), index + 1, slides.length));
    const img = document.createElement('img');
    img.src = thumb.src;
    if (thumb.srcset) img.srcset = thumb.srcset;
    if (thumb.sizes) img.sizes = thumb.sizes;
    // The button names the image; the thumbnail itself would only repeat it.
    img.alt = '';
    img.draggable = false;
    img.decoding = 'async';
    button.append(img);
    item.append(button);
    list.append(item);
    return button;
  });
  container.append(list);
  return { container, list, buttons };
}

export function thumbImage(button: HTMLButtonElement): HTMLImageElement | null {
  return button.querySelector('img');
}

/** The strip goes after `viewport`, where the server printed its row of images, the same size and distance. */
export function insertStrip(scope: Scope, viewport: HTMLElement, slides: readonly HTMLElement[], row: ServerRow, columns: number): ThumbStrip {
  const strip = buildThumbStrip(slides);
  strip.container.style.setProperty('--sf-thumb-ratio', String(row.ratio));
  // Until Swiper sizes the thumbnails, gallery.css does, with Swiper's own arithmetic.
  strip.container.style.setProperty('--sf-thumb-gap', `${row.gap}px`);
  strip.container.style.setProperty('--sf-thumb-columns', String(columns));
  // Where the server put its row of images, whatever margin the theme gives the list.
  strip.list.style.margin = `${row.offset}px 0 0`;
  // Padding, not margin: it must stay inside the gallery as the served space did, never collapse out of it.
  if (row.tail > 0) strip.container.style.paddingBottom = `${row.tail}px`;
  viewport.after(own(scope, strip.container));
  dropSrcsetOnSwap(scope, strip, slides.map(readThumb));
  return strip;
}

/**
 * The variation form swaps a thumbnail's `src` only (woocommerce.md §4.9), and a `srcset` with
 * width descriptors would keep the browser on its own candidates, the parent product's picture. A
 * thumbnail keeps its srcset while it shows the image it was built from, and loses it otherwise.
 */
function dropSrcsetOnSwap(scope: Scope, strip: ThumbStrip, thumbs: readonly ThumbRecord[]): void {
  const images = strip.buttons.map(thumbImage);
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      const index = images.indexOf(target as HTMLImageElement);
      const img = images[index];
      const thumb = thumbs[index];
      if (!img || !thumb?.srcset) continue;
      if (img.getAttribute('src') === thumb.src) {
        if (thumb.sizes) img.sizes = thumb.sizes;
        img.srcset = thumb.srcset;
      } else {
        img.removeAttribute('srcset');
        img.removeAttribute('sizes');
      }
    }
  });
  observer.observe(strip.list, { subtree: true, attributes: true, attributeFilter: ['src'] });
  scope.add(() => observer.disconnect());
}

export function bindStrip(
  scope: Scope,
  strip: ThumbStrip,
  slideTo: (index: number) => void,
  rtl: boolean,
  loop: boolean,
): void {
  const tapped = trackTaps(scope, strip.list);
  // Also a synthetic `img.click()`: the variation form clicks the thumbnail that shows its image.
  scope.on(strip.list, 'click', (event) => {
    const button = (event.target as Element).closest?.('button.sf-gallery-thumb');
    const index = strip.buttons.indexOf(button as HTMLButtonElement);
    if (index === -1 || !tapped(event)) return;
    slideTo(index);
  });
  // WooCommerce's own variation script, where a site still runs it, triggers FlexSlider's
  // `flexslider-click` through jQuery on the thumbnail showing the variation's image.
  const $ = jquery();
  if ($) {
    strip.buttons.forEach((button, index) => {
      const img = thumbImage(button);
      if (!img) return;
      const go = () => slideTo(index);
      $(img).on('flexslider-click', go);
      scope.add(() => void $(img).off('flexslider-click', go));
    });
  }
  scope.on(strip.list, 'keydown', (event) => {
    const index = strip.buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = indexForKey(event.key, index, strip.buttons.length, rtl, loop);
    if (next === null) return;
    event.preventDefault();
    slideTo(next);
    strip.buttons[next]?.focus();
  });
}
