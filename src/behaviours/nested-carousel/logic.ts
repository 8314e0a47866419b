import type { Breakpoint } from '../../page-builder/breakpoints';
import { cascadingCounts, motionOptions, ownOrDefault, paginationOf, spacing, swiperBreakpoints, type CarouselOptions } from '../../page-builder/carousel-logic';
import { isOn, type Settings } from '../../page-builder/settings';

export type OffsetSides = 'none' | 'both' | 'left' | 'right';

export interface NestedCarouselOptions {
  carousel: CarouselOptions;
  offsetSides: OffsetSides;
}

/**
 * The nested carousel's settings as core's `CarouselBase` reads them (elementor-widgets.md §2.4):
 * `slides_to_show` 3, tablet 2 (1 when desktop shows 1), mobile 1, each device else the next
 * larger one; `slides_to_scroll` per device or 1; `image_spacing_custom` cascading (10); a side
 * offset that peeks at the next slide adds a sliver to the slides in view so Swiper shows it.
 */
export function nestedCarouselOptions(settings: Settings, breakpoints: readonly Breakpoint[]): NestedCarouselOptions {
  const shown = cascadingCounts(settings, 'slides_to_show', breakpoints, 3);
  const side = settings.offset_sides;
  const offsetSides: OffsetSides = side === 'both' || side === 'left' || side === 'right' ? side : 'none';
  const sliver = offsetSides === 'right' || offsetSides === 'both' ? 0.001 : 0;
  return {
    offsetSides,
    carousel: {
      ...motionOptions(settings, { speed: 'speed', loop: 'infinite' }),
      arrows: isOn(settings.arrows),
      pagination: paginationOf(settings.pagination),
      layout: swiperBreakpoints(breakpoints, (device) => ({
        slidesPerView: (shown[device] ?? shown.desktop ?? 3) + sliver,
        slidesPerGroup: ownOrDefault(settings, 'slides_to_scroll', device, {}, 1),
        spaceBetween: spacing(settings, 'image_spacing_custom', device, breakpoints, 10),
      })),
    },
  };
}
