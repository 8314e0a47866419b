import type { Breakpoint } from '../../page-builder/breakpoints';
import { PRO_SLIDES_PER_VIEW, proCarouselOptions, type CarouselOptions } from '../../page-builder/carousel-logic';
import { isOn, type Settings } from '../../page-builder/settings';

export type Skin = 'carousel' | 'slideshow' | 'coverflow';
export type Effect = 'slide' | 'fade' | 'cube' | 'coverflow';

export interface MediaCarouselOptions {
  skin: Skin;
  effect: Effect;
  carousel: CarouselOptions;
  /** The slideshow skin's thumbnails slider: its own slides per view, never autoplaying. */
  thumbs: { carousel: CarouselOptions; centered: boolean } | null;
  lazy: boolean;
}

/** The slideshow skin's thumbnails per view when a device has none (Pro's defaults). */
export const SLIDESHOW_THUMBS_PER_VIEW: Readonly<Record<string, number>> = { widescreen: 5, desktop: 5, laptop: 5, tablet_extra: 5, tablet: 4, mobile_extra: 4, mobile: 3 };

/**
 * The media carousel's settings (elementor-widgets.md §2.1): the coverflow skin forces its effect;
 * fade, cube and the slideshow's main slider show one slide at a time; the cube and the slideshow
 * ignore breakpoints; the slideshow has no pagination, its thumbnails slider is linked to it.
 */
export function mediaCarouselOptions(settings: Settings, breakpoints: readonly Breakpoint[], slideCount: number): MediaCarouselOptions {
  const skin: Skin = settings.skin === 'slideshow' || settings.skin === 'coverflow' ? settings.skin : 'carousel';
  const chosen = settings.effect === 'fade' || settings.effect === 'cube' ? settings.effect : 'slide';
  const effect: Effect = skin === 'coverflow' ? 'coverflow' : chosen;
  const single = skin === 'slideshow' || effect === 'fade' || effect === 'cube';
  const carousel = proCarouselOptions(settings, breakpoints, slideCount, { key: 'slides_per_view', defaults: PRO_SLIDES_PER_VIEW, single });
  if (effect === 'cube' || skin === 'slideshow') carousel.layout = { base: carousel.layout.base, breakpoints: {} };
  if (skin === 'slideshow') carousel.pagination = null;
  const thumbs =
    skin === 'slideshow'
      ? {
          carousel: {
            ...proCarouselOptions(settings, breakpoints, slideCount, { key: 'slideshow_slides_per_view', defaults: SLIDESHOW_THUMBS_PER_VIEW, single: false }),
            autoplayDelay: null,
            arrows: false,
            pagination: null,
            loop: false,
          },
          centered: isOn(settings.centered_slides),
        }
      : null;
  return { skin, effect, carousel, thumbs, lazy: isOn(settings.lazyload) };
}

/** Slides whose lazy image is due: those in view and one either side (Swiper 8's `loadPrevNext`, amount 1), wrapping in a loop. */
export function nearSlides(inView: ReadonlySet<number>, count: number, loop: boolean): Set<number> {
  const near = new Set<number>();
  for (const index of inView) {
    for (const step of [index - 1, index, index + 1]) {
      if (step >= 0 && step < count) near.add(step);
      else if (loop && count > 0) near.add((step + count) % count);
    }
  }
  return near;
}
