import { describe, expect, it } from 'vitest';
import { animationClasses, slidesOptions } from './logic';

describe('slides settings', () => {
  it('defaults: one slide per view, arrows and dots, sliding over 500 ms, no autoplay, no loop', () => {
    const one = { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 };
    expect(slidesOptions({})).toEqual({
      transition: 'slide',
      carousel: { speed: 500, autoplayDelay: null, pauseOnHover: false, pauseOnInteraction: false, loop: false, arrows: true, pagination: 'bullets', layout: { base: one, breakpoints: {} } },
    });
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ navigation: 'both' }, { arrows: true, pagination: 'bullets' }],
    [{ navigation: 'arrows' }, { arrows: true, pagination: null }],
    [{ navigation: 'dots' }, { arrows: false, pagination: 'bullets' }],
    [{ navigation: 'none' }, { arrows: false, pagination: null }],
    [{ transition_speed: 800, speed: 100 }, { speed: 800 }],
    [{ infinite: 'yes', loop: 'no' }, { loop: true }],
    [{ autoplay: 'yes', autoplay_speed: 7000, pause_on_hover: 'yes', pause_on_interaction: 'yes' }, { autoplayDelay: 7000, pauseOnHover: true, pauseOnInteraction: true }],
  ])('%j → %j', (settings, expected) => {
    expect(slidesOptions(settings).carousel).toMatchObject(expected);
  });

  it.each([['fade', 'fade'], ['slide', 'slide'], ['cube', 'slide'], [undefined, 'slide']])('transition %j → %s', (transition, expected) => {
    expect(slidesOptions({ transition }).transition).toBe(expected);
  });

  it.each<[string | null, string[]]>([
    ['fadeInUp', ['animated', 'fadeInUp']],
    [' zoomIn ', ['animated', 'zoomIn']],
    ['', []],
    [null, []],
    ['none', []],
    ['fade in"', []],
  ])('data-animation %j → %j', (value, expected) => {
    expect(animationClasses(value)).toEqual(expected);
  });
});
