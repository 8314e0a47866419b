import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../page-builder/breakpoints';
import { mediaCarouselOptions, nearSlides } from './logic';

const options = (settings: Record<string, unknown>, slides = 6) => mediaCarouselOptions(settings, DEFAULT_BREAKPOINTS, slides);

describe('media carousel settings', () => {
  it('defaults: carousel skin, sliding, 3 / 2 / 1 per view, 10 px apart, no thumbnails, no lazy images', () => {
    expect(options({})).toMatchObject({
      skin: 'carousel',
      effect: 'slide',
      thumbs: null,
      lazy: false,
      carousel: {
        speed: 500,
        autoplayDelay: null,
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
    [{ effect: 'fade', slides_per_view: '4' }, { effect: 'fade', carousel: { layout: { base: { slidesPerView: 1 }, breakpoints: { 1025: { slidesPerView: 1 } } } } }],
    [{ effect: 'cube' }, { effect: 'cube', carousel: { layout: { base: { slidesPerView: 1 }, breakpoints: {} } } }],
    [{ skin: 'coverflow', effect: 'cube', slides_per_view: '5' }, { skin: 'coverflow', effect: 'coverflow', carousel: { layout: { breakpoints: { 1025: { slidesPerView: 5 } } } } }],
    [{ skin: 'slideshow', pagination: 'bullets' }, { skin: 'slideshow', carousel: { pagination: null, layout: { base: { slidesPerView: 1 }, breakpoints: {} } } }],
    [{ effect: 'wobble', skin: 'grid' }, { skin: 'carousel', effect: 'slide' }],
    [{ lazyload: 'yes' }, { lazy: true }],
    [{ slides_per_view: '9' }, { carousel: { layout: { breakpoints: { 1025: { slidesPerView: 6 } } } } }],
  ])('%j → %j', (settings, expected) => {
    expect(options(settings)).toMatchObject(expected);
  });

  it('slideshow: the thumbnails slider has its own slides per view (5 / 4 / 3), never autoplays, and centres when asked', () => {
    const { thumbs } = options({ skin: 'slideshow', autoplay: 'yes', loop: 'yes', show_arrows: 'yes', slideshow_slides_per_view_mobile: '2', centered_slides: 'yes' });
    expect(thumbs).toMatchObject({
      centered: true,
      carousel: { autoplayDelay: null, loop: false, arrows: false, pagination: null, layout: { base: { slidesPerView: 2 }, breakpoints: { 768: { slidesPerView: 4 }, 1025: { slidesPerView: 5 } } } },
    });
  });

  it.each<[number[], number, boolean, number[]]>([
    [[0], 5, true, [0, 1, 4]],
    [[0], 5, false, [0, 1]],
    [[2, 3], 6, false, [1, 2, 3, 4]],
    [[4], 5, true, [0, 3, 4]],
  ])('in view %j of %d (loop %s): near %j', (inView, count, loop, expected) => {
    expect([...nearSlides(new Set(inView), count, loop)].sort()).toEqual(expected);
  });
});
