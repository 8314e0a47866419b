import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../page-builder/breakpoints';
import { nestedCarouselOptions } from './logic';

const options = (settings: Record<string, unknown>) => nestedCarouselOptions(settings, DEFAULT_BREAKPOINTS);

describe('nested carousel settings', () => {
  it('defaults: 3 / 2 / 1 slides, one per move, 10 px apart, nothing else on', () => {
    expect(options({})).toEqual({
      offsetSides: 'none',
      carousel: {
        speed: 500,
        autoplayDelay: null,
        pauseOnHover: false,
        pauseOnInteraction: false,
        loop: false,
        arrows: false,
        pagination: null,
        layout: {
          base: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 10 },
          breakpoints: { 768: { slidesPerView: 2, slidesPerGroup: 1, spaceBetween: 10 }, 1025: { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 10 } },
        },
      },
    });
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ slides_to_show: '1' }, { breakpoints: { 768: { slidesPerView: 1 }, 1025: { slidesPerView: 1 } } }],
    [{ slides_to_show: '4', slides_to_show_mobile: '2', slides_to_scroll: '2', slides_to_scroll_mobile: '1' }, { base: { slidesPerView: 2, slidesPerGroup: 1 }, breakpoints: { 768: { slidesPerView: 2, slidesPerGroup: 1 }, 1025: { slidesPerView: 4, slidesPerGroup: 2 } } }],
    [{ offset_sides: 'right' }, { base: { slidesPerView: 1.001 }, breakpoints: { 1025: { slidesPerView: 3.001 } } }],
    [{ offset_sides: 'left' }, { base: { slidesPerView: 1 } }],
    [{ image_spacing_custom: { size: 20 }, image_spacing_custom_mobile: { size: 0 } }, { base: { spaceBetween: 0 }, breakpoints: { 768: { spaceBetween: 20 } } }],
  ])('%j → layout %j', (settings, layout) => {
    expect(options(settings).carousel.layout).toMatchObject(layout);
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ infinite: 'yes', speed: 300, autoplay: 'yes', autoplay_speed: 4000 }, { loop: true, speed: 300, autoplayDelay: 4000 }],
    [{ arrows: 'yes', pagination: 'fraction' }, { arrows: true, pagination: 'fraction' }],
  ])('%j → %j', (settings, expected) => {
    expect(options(settings).carousel).toMatchObject(expected);
  });

  it.each([['both', 'both'], ['left', 'left'], ['right', 'right'], ['none', 'none'], ['arriba', 'none'], [undefined, 'none']])('offset_sides %j → %s', (value, expected) => {
    expect(options({ offset_sides: value }).offsetSides).toBe(expected);
  });
});
