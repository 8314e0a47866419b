import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, type Breakpoint } from './breakpoints';
import {
  activePage,
  cascadingCounts,
  loopMode,
  motionOptions,
  ownOrDefault,
  pageCount,
  paginationOf,
  slidesInView,
  spacing,
  swiperBreakpoints,
  withReducedMotion,
  type CarouselOptions,
} from './carousel-logic';

const ALL: Breakpoint[] = [
  { name: 'mobile', value: 767, direction: 'max' },
  { name: 'mobile_extra', value: 880, direction: 'max' },
  { name: 'tablet', value: 1024, direction: 'max' },
  { name: 'tablet_extra', value: 1200, direction: 'max' },
  { name: 'laptop', value: 1366, direction: 'max' },
  { name: 'widescreen', value: 2400, direction: 'min' },
];

describe('swiperBreakpoints (Elementor max-width → Swiper min-width)', () => {
  it.each<[string, Breakpoint[], { base: string; breakpoints: Record<number, string> }]>([
    ['the defaults: the tablet value from 768, where the CSS turns tablet', [...DEFAULT_BREAKPOINTS], { base: 'mobile', breakpoints: { 768: 'tablet', 1025: 'desktop' } }],
    ['every breakpoint active, widescreen at its own min-width', ALL, { base: 'mobile', breakpoints: { 768: 'mobile_extra', 881: 'tablet', 1025: 'tablet_extra', 1201: 'laptop', 1367: 'desktop', 2400: 'widescreen' } }],
    ['listed out of order', [ALL[2]!, ALL[0]!], { base: 'mobile', breakpoints: { 768: 'tablet', 1025: 'desktop' } }],
    ['tablet only', [ALL[2]!], { base: 'tablet', breakpoints: { 1025: 'desktop' } }],
    ['none: desktop everywhere', [], { base: 'desktop', breakpoints: {} }],
  ])('%s', (_name, breakpoints, expected) => {
    expect(swiperBreakpoints(breakpoints, (device) => device)).toEqual(expected);
  });
});

describe('per-device counts', () => {
  const PRO = { desktop: 3, tablet: 2, mobile: 1 };
  it.each<[Record<string, unknown>, string, number]>([
    [{}, 'desktop', 3],
    [{}, 'tablet', 2],
    [{}, 'mobile', 1],
    [{ slides_per_view: '4' }, 'tablet', 2],
    [{ slides_per_view: '4', slides_per_view_tablet: '3' }, 'tablet', 3],
    [{ slides_per_view: 'cuatro' }, 'desktop', 3],
    [{ slides_per_view: '0' }, 'desktop', 3],
    [{ slides_per_view: '2.7' }, 'desktop', 2],
    [{}, 'laptop', 4],
  ])('Pro: %j on %s → %d (own key, else the device default)', (settings, device, expected) => {
    expect(ownOrDefault(settings, 'slides_per_view', device, PRO, 4)).toBe(expected);
  });

  it.each<[Record<string, unknown>, Breakpoint[], Record<string, number>]>([
    [{}, [...DEFAULT_BREAKPOINTS], { desktop: 3, tablet: 2, mobile: 1 }],
    [{ slides_to_show: '1' }, [...DEFAULT_BREAKPOINTS], { desktop: 1, tablet: 1, mobile: 1 }],
    [{ slides_to_show: '5', slides_to_show_mobile: '2' }, [...DEFAULT_BREAKPOINTS], { desktop: 5, tablet: 2, mobile: 2 }],
    [{ slides_to_show: '5', slides_to_show_laptop: '4' }, ALL, { desktop: 5, laptop: 4, tablet_extra: 4, tablet: 2, mobile_extra: 2, mobile: 1, widescreen: 5 }],
  ])('core cascade: %j', (settings, breakpoints, expected) => {
    expect(cascadingCounts(settings, 'slides_to_show', breakpoints, 3)).toEqual(expected);
  });

  it.each<[Record<string, unknown>, string, number]>([
    [{}, 'mobile', 10],
    [{ space_between: { unit: 'px', size: 20, sizes: [] } }, 'mobile', 20],
    [{ space_between: { size: 20 }, space_between_tablet: { size: 0 } }, 'mobile', 0],
    [{ space_between: { size: '' } }, 'desktop', 10],
    [{ space_between: 15 }, 'desktop', 15],
  ])('spacing %j on %s → %d', (settings, device, expected) => {
    expect(spacing(settings, 'space_between', device, DEFAULT_BREAKPOINTS, 10)).toBe(expected);
  });
});

describe('motion options', () => {
  it.each<[Record<string, unknown>, Partial<CarouselOptions>]>([
    [{}, { speed: 500, autoplayDelay: null, pauseOnHover: false, pauseOnInteraction: false, loop: false }],
    [{ autoplay: 'yes' }, { autoplayDelay: 5000 }],
    [{ autoplay: 'yes', autoplay_speed: '3000', speed: 300, loop: 'yes' }, { autoplayDelay: 3000, speed: 300, loop: true }],
    [{ autoplay: 'yes', autoplay_speed: 0 }, { autoplayDelay: 5000 }],
    [{ speed: -1, pause_on_hover: 'yes', pause_on_interaction: 'yes' }, { speed: 500, pauseOnHover: true, pauseOnInteraction: true }],
  ])('%j', (settings, expected) => {
    expect(motionOptions(settings, { speed: 'speed', loop: 'loop' })).toMatchObject(expected);
  });

  it('reduced motion: no autoplay, instant moves', () => {
    const options = { speed: 500, autoplayDelay: 5000 } as CarouselOptions;
    expect(withReducedMotion(options, true)).toMatchObject({ speed: 0, autoplayDelay: null });
    expect(withReducedMotion(options, false)).toBe(options);
  });

  it.each([['bullets', 'bullets'], ['fraction', 'fraction'], ['progressbar', 'progressbar'], ['', null], ['puntos', null], [undefined, null]])('pagination %j → %j', (value, expected) => {
    expect(paginationOf(value)).toBe(expected);
  });
});

describe('slides in view, pages, loop', () => {
  it.each<[number, number, number, number[]]>([
    [0, 3, 5, [0, 1, 2]],
    [2, 3, 5, [2, 3, 4]],
    [4, 3, 5, [2, 3, 4]],
    [0, 3.001, 5, [0, 1, 2]],
    [0, 3, 2, [0, 1]],
    [1, 1, 3, [1]],
    [0, 0, 3, [0]],
  ])('active %d, %d per view, %d slides → %j', (active, perView, count, expected) => {
    expect([...slidesInView(active, perView, count)]).toEqual(expected);
  });

  it.each<[number, number, number, boolean, number]>([
    [5, 1, 5, true, 5],
    [5, 2, 1, true, 3],
    [5, 1, 3, false, 3],
    [0, 1, 0, false, 1],
  ])('%d slides by %d, %d snaps, loop %s → %d pages', (count, group, snaps, loop, expected) => {
    expect(pageCount(count, group, snaps, loop)).toBe(expected);
  });

  it.each<[number, number, number, number, boolean, number]>([
    [3, 0, 1, 5, true, 3],
    [3, 0, 2, 3, true, 1],
    [3, 2, 1, 5, false, 2],
    [9, 9, 1, 5, false, 4],
  ])('real %d, snap %d, group %d, %d pages, loop %s → page %d', (real, snap, group, pages, loop, expected) => {
    expect(activePage(real, snap, group, pages, loop)).toBe(expected);
  });

  it.each<[number, number, number, 'loop' | 'rewind']>([
    [2, 1, 1, 'loop'],
    [2, 3, 1, 'rewind'],
    [4, 3, 1, 'loop'],
    [4, 3, 2, 'rewind'],
    [5, 3.001, 1, 'loop'],
  ])('%d slides, %d per view by %d → %s', (count, perView, group, expected) => {
    const layout = { slidesPerView: perView, slidesPerGroup: group, spaceBetween: 0 };
    expect(loopMode(count, { base: { ...layout, slidesPerView: 1 }, breakpoints: { 1025: layout } })).toBe(expected);
  });
});
