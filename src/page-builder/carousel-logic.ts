/**
 * The page builder's Swiper carousels (media, testimonial, slides, nested; elementor-widgets.md §2)
 * as rules: their settings turned into slider options, Elementor's breakpoints turned into
 * Swiper's, which slides are in view. Pure: no DOM, no Swiper.
 */
import type { Breakpoint } from './breakpoints';
import { deviceOrder } from './breakpoints';
import { isOn, responsiveValue, sliderSize, toNumber, type Settings } from './settings';

export type Pagination = 'bullets' | 'fraction' | 'progressbar';

/** What Swiper needs per breakpoint. */
export interface SlideLayout {
  slidesPerView: number;
  slidesPerGroup: number;
  spaceBetween: number;
}

/** A value for the smallest screens and Swiper's min-width breakpoints (px) above it. */
export interface ByWidth<T> {
  base: T;
  breakpoints: Record<number, T>;
}

export interface CarouselOptions {
  speed: number;
  /** `autoplay_speed` in ms, or null when autoplay is off. */
  autoplayDelay: number | null;
  pauseOnHover: boolean;
  /** Swiper's `disableOnInteraction`: a swipe or an arrow stops autoplay for good. */
  pauseOnInteraction: boolean;
  loop: boolean;
  arrows: boolean;
  pagination: Pagination | null;
  layout: ByWidth<SlideLayout>;
}

/**
 * Elementor's breakpoints are max-width (mobile ≤ 767), Swiper's min-width. Elementor's own Swiper
 * wrapper shifts each key down one device, so Swiper switched at 767 while the page's CSS switches
 * at 768; here a max-width breakpoint's next device starts at its value + 1, where the CSS does.
 * Widescreen (min-width) starts at its own value. The smallest device's value is the base.
 */
export function swiperBreakpoints<T>(breakpoints: readonly Breakpoint[], valueFor: (device: string) => T): ByWidth<T> {
  const max = breakpoints.filter((b) => b.direction === 'max').sort((a, b) => a.value - b.value);
  const base = valueFor(max[0]?.name ?? 'desktop');
  const byWidth: Record<number, T> = {};
  max.forEach((breakpoint, index) => {
    byWidth[breakpoint.value + 1] = valueFor(max[index + 1]?.name ?? 'desktop');
  });
  for (const wide of breakpoints.filter((b) => b.direction === 'min')) byWidth[wide.value] = valueFor(wide.name);
  return { base, breakpoints: byWidth };
}

/** A whole count ≥ 1 as Elementor's handlers read it (`+value || fallback`). */
function countOr(value: unknown, fallback: number): number {
  const number = Math.floor(toNumber(value, 0));
  return number >= 1 ? number : fallback;
}

const deviceKey = (key: string, device: string) => (device === 'desktop' ? key : `${key}_${device}`);

/**
 * Pro's carousels (media, testimonial): each device its own key, else the handler's default for
 * that device (no cascade from the larger device, as Pro's `getDeviceSlidesPerView`).
 */
export function ownOrDefault(settings: Settings, key: string, device: string, defaults: Readonly<Record<string, number>>, fallback: number): number {
  return countOr(settings[deviceKey(key, device)], defaults[device] ?? fallback);
}

/**
 * Core's carousel base (nested carousel): each device its own key, else the default for mobile and
 * tablet, else the next larger device's value.
 */
export function cascadingCounts(settings: Settings, key: string, breakpoints: readonly Breakpoint[], desktopDefault: number): Record<string, number> {
  const desktop = countOr(settings[key], desktopDefault);
  const defaults: Record<string, number> = { mobile: 1, tablet: desktop === 1 ? 1 : 2 };
  const values: Record<string, number> = { desktop };
  let larger = desktop;
  const order = deviceOrder(breakpoints);
  for (const device of order.slice(0, order.indexOf('desktop')).reverse()) {
    larger = values[device] = countOr(settings[deviceKey(key, device)], defaults[device] ?? larger);
  }
  for (const device of order.slice(order.indexOf('desktop') + 1)) values[device] = countOr(settings[deviceKey(key, device)], desktop);
  return values;
}

/** A slider control per device, cascading as Elementor's responsive controls do (elementor.md §1.3). */
export function spacing(settings: Settings, key: string, device: string, breakpoints: readonly Breakpoint[], fallback: number): number {
  const size = sliderSize(responsiveValue(settings, key, device, deviceOrder(breakpoints)), fallback);
  return size >= 0 ? size : fallback;
}

export function paginationOf(value: unknown): Pagination | null {
  return value === 'bullets' || value === 'fraction' || value === 'progressbar' ? value : null;
}

/** Speed, autoplay and its pauses, as every carousel prints them (switchers "yes" or absent). */
export function motionOptions(settings: Settings, keys: { speed: string; loop: string }): Pick<CarouselOptions, 'speed' | 'autoplayDelay' | 'pauseOnHover' | 'pauseOnInteraction' | 'loop'> {
  const speed = toNumber(settings[keys.speed], 500);
  const delay = toNumber(settings.autoplay_speed, 5000);
  return {
    speed: speed >= 0 ? speed : 500,
    autoplayDelay: isOn(settings.autoplay) ? (delay > 0 ? delay : 5000) : null,
    pauseOnHover: isOn(settings.pause_on_hover),
    pauseOnInteraction: isOn(settings.pause_on_interaction),
    loop: isOn(settings[keys.loop]),
  };
}

/**
 * Under reduced motion nothing moves by itself and nothing glides: autoplay off (content that
 * moves on its own is what the preference asks to stop), every move instant.
 */
export function withReducedMotion(options: CarouselOptions, reduced: boolean): CarouselOptions {
  return reduced ? { ...options, speed: 0, autoplayDelay: null } : options;
}

/**
 * Slides in view (indices in the wrapper's current order) when `active` is the first one shown:
 * a peeking sliver (`offset_sides` adds 0.001 to slidesPerView) does not count as in view.
 */
export function slidesInView(active: number, slidesPerView: number, count: number): Set<number> {
  const shown = Math.max(1, Math.min(count, Math.floor(slidesPerView + 0.01)));
  const first = Math.max(0, Math.min(active, count - shown));
  const inView = new Set<number>();
  for (let index = first; index < first + shown; index++) inView.add(index);
  return inView;
}

/** Pagination pages: bullets, the fraction's total, the progress bar's steps. */
export function pageCount(slideCount: number, slidesPerGroup: number, snapCount: number, loop: boolean): number {
  if (loop) return Math.max(1, Math.ceil(slideCount / Math.max(1, slidesPerGroup)));
  return Math.max(1, snapCount);
}

/** The page the slider is on: in a loop from the first slide's real index, else Swiper's snap index. */
export function activePage(realIndex: number, snapIndex: number, slidesPerGroup: number, pages: number, loop: boolean): number {
  const page = loop ? Math.floor(realIndex / Math.max(1, slidesPerGroup)) : snapIndex;
  return Math.max(0, Math.min(page, pages - 1));
}

/**
 * Swiper's loop needs a view and a group more slides than it shows (with fewer it warns and
 * misbehaves): an infinite carousel with fewer slides rewinds from the last to the first instead.
 */
export function loopMode(count: number, layout: ByWidth<SlideLayout>): 'loop' | 'rewind' {
  const layouts = [layout.base, ...Object.values(layout.breakpoints)];
  return layouts.every((each) => count >= Math.ceil(each.slidesPerView) + each.slidesPerGroup) ? 'loop' : 'rewind';
}

/** Pro's carousels' slides per view when a device has none (`CarouselBase` defaults). */
export const PRO_SLIDES_PER_VIEW: Readonly<Record<string, number>> = { widescreen: 3, desktop: 3, laptop: 3, tablet_extra: 3, tablet: 2, mobile_extra: 2, mobile: 1 };

/**
 * Pro's `CarouselBase` settings (media carousel, testimonial carousel, reviews;
 * elementor-widgets.md §2.1-§2.2): slides per view and per move per device (never more than the
 * slides), `space_between` cascading, arrows, pagination, speed, autoplay, loop. `single`: an
 * effect that shows one slide at a time (fade, cube).
 */
export function proCarouselOptions(
  settings: Settings,
  breakpoints: readonly Breakpoint[],
  slideCount: number,
  view: { key: string; defaults: Readonly<Record<string, number>>; single: boolean },
): CarouselOptions {
  const layoutFor = (device: string): SlideLayout => ({
    slidesPerView: view.single ? 1 : Math.min(slideCount, ownOrDefault(settings, view.key, device, view.defaults, view.defaults.desktop ?? 3)),
    slidesPerGroup: view.single ? 1 : Math.min(slideCount, ownOrDefault(settings, 'slides_to_scroll', device, {}, 1)),
    spaceBetween: spacing(settings, 'space_between', device, breakpoints, 10),
  });
  return {
    ...motionOptions(settings, { speed: 'speed', loop: 'loop' }),
    arrows: isOn(settings.show_arrows),
    pagination: paginationOf(settings.pagination),
    layout: swiperBreakpoints(breakpoints, layoutFor),
  };
}
