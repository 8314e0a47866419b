import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../page-builder/breakpoints';
import { proCarouselOptions } from '../../page-builder/carousel-logic';
import { ONE_PER_VIEW } from './logic';

const options = (settings: Record<string, unknown>, slides = 5) => proCarouselOptions(settings, DEFAULT_BREAKPOINTS, slides, { key: 'slides_per_view', defaults: ONE_PER_VIEW, single: false });

describe('testimonial carousel settings', () => {
  it('defaults: one per view on every device, 10 px apart, no arrows, no pagination, no autoplay', () => {
    const one = { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 10 };
    expect(options({})).toEqual({
      speed: 500,
      autoplayDelay: null,
      pauseOnHover: false,
      pauseOnInteraction: false,
      loop: false,
      arrows: false,
      pagination: null,
      layout: { base: one, breakpoints: { 768: one, 1025: one } },
    });
  });

  it.each<[Record<string, unknown>, number, Record<string, unknown>]>([
    [{ slides_per_view: '2' }, 5, { base: { slidesPerView: 1 }, breakpoints: { 768: { slidesPerView: 1 }, 1025: { slidesPerView: 2 } } }],
    [{ slides_per_view: '4', slides_per_view_tablet: '3', slides_to_scroll: '2' }, 5, { breakpoints: { 768: { slidesPerView: 3, slidesPerGroup: 1 }, 1025: { slidesPerView: 4, slidesPerGroup: 2 } } }],
    [{ slides_per_view: '4' }, 2, { breakpoints: { 1025: { slidesPerView: 2 } } }],
    [{ space_between: { size: 24 }, space_between_mobile: { size: 8 } }, 5, { base: { spaceBetween: 8 }, breakpoints: { 768: { spaceBetween: 24 } } }],
  ])('%j with %d slides → layout %j', (settings, slides, layout) => {
    expect(options(settings, slides).layout).toMatchObject(layout);
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ show_arrows: 'yes', pagination: 'bullets' }, { arrows: true, pagination: 'bullets' }],
    [{ autoplay: 'yes', autoplay_speed: 3000, pause_on_hover: 'yes', loop: 'yes' }, { autoplayDelay: 3000, pauseOnHover: true, loop: true }],
  ])('%j → %j', (settings, expected) => {
    expect(options(settings)).toMatchObject(expected);
  });
});
