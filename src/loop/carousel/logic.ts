/**
 * The loop carousel's settings (Elementor Pro's loop carousel `data-settings`, elementor.md §1.2:
 * empty values are left out, switchers are "yes" or absent, responsive keys per device) turned
 * into the shared slider's options (src/page-builder/swiper.ts). Pure.
 */
import type { CarouselOptions, SlideLayout } from '../../page-builder/carousel-logic';

export interface CarouselSettings {
  /** Slides in view and per move, from desktop down: Elementor's default breakpoints (§1.3). */
  slidesPerView: { desktop: number; tablet: number; mobile: number };
  slidesPerGroup: { desktop: number; tablet: number; mobile: number };
  spaceBetween: number;
  speed: number;
  /** `autoplay_speed` in ms, or null when autoplay is off. */
  autoplayDelay: number | null;
  /** `infinite`: back to the first slide after the last (rewind, which keeps the DOM order). */
  rewind: boolean;
  arrows: boolean;
  pagination: 'bullets' | 'fraction' | 'progressbar' | null;
}

/** Elementor's default breakpoints: mobile ≤ 767 px, tablet ≤ 1024 px (elementor.md §1.3). */
export const MOBILE_MAX = 767;
export const TABLET_MAX = 1024;

type Result = { ok: true; value: CarouselSettings } | { ok: false; reason: string };

function count(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= 12 ? number : null;
}

export function carouselSettings(raw: Record<string, unknown>): Result {
  const desktop = count(raw.slides_to_show, 3);
  const tablet = count(raw.slides_to_show_tablet, Math.min(desktop ?? 3, 2));
  const mobile = count(raw.slides_to_show_mobile, 1);
  if (desktop === null || tablet === null || mobile === null) return { ok: false, reason: 'data-settings.slides_to_show (and its _tablet, _mobile) must be a whole number from 1 to 12' };
  const scroll = count(raw.slides_to_scroll, 1);
  const scrollTablet = count(raw.slides_to_scroll_tablet, scroll ?? 1);
  const scrollMobile = count(raw.slides_to_scroll_mobile, scrollTablet ?? 1);
  if (scroll === null || scrollTablet === null || scrollMobile === null) return { ok: false, reason: 'data-settings.slides_to_scroll must be a whole number from 1 to 12' };
  const spacing = raw.image_spacing_custom;
  const size = typeof spacing === 'object' && spacing !== null ? Number((spacing as { size?: unknown }).size ?? 10) : 10;
  const speed = raw.speed === undefined ? 500 : Number(raw.speed);
  const autoplaySpeed = raw.autoplay_speed === undefined ? 5000 : Number(raw.autoplay_speed);
  if (!Number.isFinite(size) || size < 0 || !Number.isFinite(speed) || speed < 0 || !Number.isFinite(autoplaySpeed) || autoplaySpeed <= 0) {
    return { ok: false, reason: 'data-settings.image_spacing_custom, speed and autoplay_speed must be non-negative numbers' };
  }
  const pagination = raw.pagination;
  return {
    ok: true,
    value: {
      slidesPerView: { desktop, tablet, mobile },
      slidesPerGroup: { desktop: scroll, tablet: scrollTablet, mobile: scrollMobile },
      spaceBetween: size,
      speed,
      autoplayDelay: raw.autoplay === 'yes' ? autoplaySpeed : null,
      rewind: raw.infinite === 'yes',
      arrows: raw.arrows === 'yes',
      pagination: pagination === 'bullets' || pagination === 'fraction' || pagination === 'progressbar' ? pagination : null,
    },
  };
}

/**
 * The shared mount's options: Swiper's min-width breakpoints from Elementor's max-width ones (the
 * tablet's from 768 px, the desktop's from 1025 px, mobile the base), the one spacing at every
 * width. Autoplay pauses while the pointer is over the slider and stops for good once the shopper
 * moves it. Only bullets are drawn, as the loop carousel always has (with a fraction or a progress
 * bar the served pagination is left alone). `loop` stays off: `infinite` is Swiper's rewind (the DOM order
 * kept), passed to the mount on its own (`extra`), not the shared mount's loop.
 */
export function carouselOptions(settings: CarouselSettings): CarouselOptions {
  const layout = (device: 'desktop' | 'tablet' | 'mobile'): SlideLayout => ({
    slidesPerView: settings.slidesPerView[device],
    slidesPerGroup: settings.slidesPerGroup[device],
    spaceBetween: settings.spaceBetween,
  });
  return {
    speed: settings.speed,
    autoplayDelay: settings.autoplayDelay,
    pauseOnHover: true,
    pauseOnInteraction: true,
    loop: false,
    arrows: settings.arrows,
    pagination: settings.pagination === 'bullets' ? 'bullets' : null,
    layout: { base: layout('mobile'), breakpoints: { [MOBILE_MAX + 1]: layout('tablet'), [TABLET_MAX + 1]: layout('desktop') } },
  };
}
