import type { Scope } from '../../core/scope';
import { measureServerRow, type ServerRow } from './layout';
import type { SliderSettings } from './logic';
import { keepAttributes, wrapIn } from './markup';
import type { GalleryMarkup } from './parse';
import { TEXTS } from './texts';
import { bindStrip, insertStrip, thumbImage, type ThumbStrip } from './thumbs';

/** The slider's markup, built without Swiper: what the shopper sees until the first intent. */
export interface PreparedSlider {
  region: HTMLElement;
  /** FlexSlider's `div.flex-viewport` around the wrapper figure: Swiper's container once it runs. */
  viewport: HTMLElement;
  strip: ThumbStrip | null;
  row: ServerRow;
  rtl: boolean;
  /** Marks the shown slide and its thumbnail (classes, inert, aria-current, roving tabindex). */
  sync(index: number): void;
}

export const SLIDE_ATTRIBUTES = ['class', 'style', 'role', 'aria-roledescription', 'aria-label', 'inert', 'data-swiper-slide-index'];

/**
 * FlexSlider's markup on WooCommerce's own, as the served layout shows it: the first image in a
 * `div.flex-viewport` and the other images replaced by the thumbnail strip, the same size and in the
 * same place (gallery.css lays both out until Swiper takes over). Built on the shopper's first
 * intent, in that event's task, so the click that follows lands on the strip; Swiper (slider.ts)
 * follows once that task's answer has painted. Reads come first, then only writes: by an intent the
 * page has settled, so the reads force little. `go` answers a thumbnail before Swiper runs.
 */
export function prepareSlider(
  gallery: HTMLElement,
  markup: GalleryMarkup,
  settings: SliderSettings,
  scope: Scope,
  go: (index: number) => void,
): PreparedSlider {
  const { wrapper, slides } = markup;
  const region = wrapper.parentElement ?? gallery;
  const row = measureServerRow(markup);
  const servedRtl = getComputedStyle(region).direction === 'rtl';

  keepAttributes(scope, [region], ['class', 'style', 'dir', 'role', 'aria-roledescription', 'aria-label']);
  keepAttributes(scope, [wrapper], ['class', 'style', 'id', 'aria-live']);
  keepAttributes(scope, slides, SLIDE_ATTRIBUTES);
  // Swiper reads the direction from the container, inside the region; FlexSlider's `rtl` option said it outright.
  if (settings.rtl && !servedRtl) region.setAttribute('dir', 'rtl');
  const rtl = settings.rtl || servedRtl;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-roledescription', TEXTS.carousel);
  region.setAttribute('aria-label', TEXTS.region);
  // Themes style it and plugins add to it; unstyled, a block around the figure moves nothing.
  const viewport = document.createElement('div');
  viewport.className = 'flex-viewport sf-gallery-viewport';
  wrapIn(scope, wrapper, viewport);
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', TEXTS.slide);
    slide.setAttribute('aria-label', TEXTS.position(i + 1, slides.length));
  });
  const strip = settings.thumbnails ? insertStrip(scope, viewport, slides, row, markup.columns) : null;

  const sync = (index: number) => {
    slides.forEach((slide, i) => {
      slide.toggleAttribute('inert', i !== index);
      // FlexSlider's state class, which themes style (and gallery.css shows until Swiper runs),
      // and Swiper's, which it keeps itself once it runs.
      slide.classList.toggle('flex-active-slide', i === index);
      slide.classList.toggle('swiper-slide-active', i === index);
    });
    strip?.buttons.forEach((button, i) => {
      const active = i === index;
      if (active) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
      button.tabIndex = active ? 0 : -1;
      thumbImage(button)?.classList.toggle('flex-active', active);
    });
  };
  sync(0);
  if (strip) bindStrip(scope, strip, go, rtl, settings.rewind);
  return { region, viewport, strip, row, rtl, sync };
}
