import { describe, expect, it } from 'vitest';
import { carouselOptions, carouselSettings, type CarouselSettings } from './logic';

describe('carouselSettings (loop carousel data-settings)', () => {
  it('reads Pro’s settings as printed (strings, switchers "yes" or absent)', () => {
    expect(
      carouselSettings({ slides_to_show: '4', slides_to_show_tablet: '2', slides_to_show_mobile: '1', slides_to_scroll: '2', arrows: 'yes', pagination: 'bullets', speed: 300, image_spacing_custom: { unit: 'px', size: 16 } }),
    ).toEqual({
      ok: true,
      value: {
        slidesPerView: { desktop: 4, tablet: 2, mobile: 1 },
        slidesPerGroup: { desktop: 2, tablet: 2, mobile: 2 },
        spaceBetween: 16,
        speed: 300,
        autoplayDelay: null,
        rewind: false,
        arrows: true,
        pagination: 'bullets',
      },
    });
  });

  it.each([
    [{}, { slidesPerView: { desktop: 3, tablet: 2, mobile: 1 }, spaceBetween: 10, speed: 500, arrows: false, pagination: null }],
    [{ autoplay: 'yes', autoplay_speed: 3000, infinite: 'yes' }, { autoplayDelay: 3000, rewind: true }],
    [{ autoplay: 'yes' }, { autoplayDelay: 5000 }],
    [{ pagination: 'fraction' }, { pagination: 'fraction' }],
    [{ pagination: 'puntos' }, { pagination: null }],
  ])('%j → %j', (raw, expected) => {
    expect(carouselSettings(raw)).toMatchObject({ ok: true, value: expected });
  });

  it.each([[{ slides_to_show: 'cuatro' }], [{ slides_to_show: 0 }], [{ slides_to_show_mobile: '1.5' }], [{ slides_to_scroll: -1 }], [{ speed: 'rápido' }], [{ image_spacing_custom: { size: -4 } }]])(
    '%j is refused with a reason',
    (raw) => {
      const result = carouselSettings(raw);
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.reason).toMatch(/data-settings\./);
    },
  );
});

describe('carouselOptions (the shared mount’s options)', () => {
  const settings = (raw: Record<string, unknown>): CarouselSettings => {
    const result = carouselSettings(raw);
    if (!result.ok) throw new Error(result.reason);
    return result.value;
  };

  it('maps Elementor’s max-width devices onto Swiper’s min-width breakpoints, the spacing at each', () => {
    expect(
      carouselOptions(settings({ slides_to_show: '4', slides_to_show_tablet: '2', slides_to_show_mobile: '1', slides_to_scroll: '2', slides_to_scroll_mobile: '1', arrows: 'yes', pagination: 'bullets', speed: 300, image_spacing_custom: { size: 16 } })),
    ).toEqual({
      speed: 300,
      autoplayDelay: null,
      pauseOnHover: true,
      pauseOnInteraction: true,
      loop: false,
      arrows: true,
      pagination: 'bullets',
      layout: {
        base: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 16 },
        breakpoints: { 768: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 16 }, 1025: { slidesPerView: 4, slidesPerGroup: 2, spaceBetween: 16 } },
      },
    });
  });

  it.each([
    [{ autoplay: 'yes', autoplay_speed: 3000 }, { autoplayDelay: 3000 }],
    // `infinite` rewinds, passed beside the options: never the shared mount's loop (which moves slides).
    [{ infinite: 'yes' }, { loop: false }],
    [{ pagination: 'fraction' }, { pagination: null }],
    [{ pagination: 'progressbar' }, { pagination: null }],
  ])('%j → %j', (raw, expected) => {
    expect(carouselOptions(settings(raw))).toMatchObject(expected);
  });
});
