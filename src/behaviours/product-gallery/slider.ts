import Swiper from 'swiper';
import swiperCss from 'swiper/css?inline';
import fadeCss from 'swiper/css/effect-fade?inline';
import { EffectFade, Thumbs } from 'swiper/modules';
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { loadChunk } from '../../core/chunk';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import { keepSlideOnTaps } from './flicks';
import { indexForKey, type SliderSettings } from './logic';
import { initExact } from './layout';
import type { GalleryMarkup } from './parse';
import type { PreparedSlider } from './prepare';

export interface Slider {
  readonly index: number;
  slideTo(index: number, instant?: boolean): void;
  /** Follow a swapped image's height (variations). */
  refresh(): void;
}

/**
 * Swiper on the prepared markup (prepare.ts), loaded on the shopper's first intent: the viewport is
 * the container, the figure and its image divs get Swiper's classes, one slide shows at a time with
 * a cross-fade, and the thumbnail strip becomes a Thumbs swiper. The gallery (the figure's parent)
 * is the carousel region.
 */
export async function mountSlider(
  markup: GalleryMarkup,
  prepared: PreparedSlider,
  settings: SliderSettings,
  scope: Scope,
  onChange: (index: number) => void,
): Promise<Slider> {
  const { wrapper, slides, columns } = markup;
  const { region, viewport: container, strip, row, rtl, sync } = prepared;
  const modules: SwiperModule[] = [EffectFade, Thumbs];
  if (settings.autoplayDelay !== null) modules.push((await loadChunk('autoplay', () => import('./autoplay'))).Autoplay);
  if (scope.disposed) throw new Error('disposed while loading');
  adoptStyles('product-gallery-swiper', `${swiperCss}\n${fadeCss}`);

  wrapper.classList.add('swiper-wrapper');
  slides.forEach((slide) => slide.classList.add('swiper-slide'));
  let thumbsSwiper: Swiper | null = null;
  const common: SwiperOptions = {
    speed: settings.speed,
    threshold: settings.threshold,
    // Clicks are ours to judge (taps.ts): a short swipe is still a click, a long one never is.
    preventClicks: false,
    preventClicksPropagation: false,
  };
  if (strip) {
    thumbsSwiper = initExact(
      new Swiper(strip.container, {
        ...common,
        init: false,
        slidesPerView: columns,
        spaceBetween: row.gap,
        watchSlidesProgress: true,
      }),
    );
    scope.add(() => thumbsSwiper?.destroy(true, true));
    keepSlideOnTaps(thumbsSwiper, scope);
  }
  const main = new Swiper(container, {
    ...common,
    init: false,
    modules,
    effect: 'fade',
    fadeEffect: { crossFade: true },
    slidesPerView: 1,
    autoHeight: true,
    rewind: settings.rewind,
    ...(thumbsSwiper ? { thumbs: { swiper: thumbsSwiper } } : {}),
    ...(settings.autoplayDelay !== null
      ? { autoplay: { delay: settings.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: false } }
      : {}),
  });
  initExact(main);
  // The strip changes the slide on click (bindStrip), the same for a mouse, a key or the variation
  // form's synthetic click; Thumbs' own handler would do it earlier, on pointer up, for a mouse only.
  thumbsSwiper?.off('tap');
  scope.add(() => {
    main.destroy(true, true);
    delete (container as { swiper?: unknown }).swiper;
  });
  keepSlideOnTaps(main, scope);

  main.on('slideChange', () => {
    sync(main.activeIndex);
    onChange(main.activeIndex);
  });
  sync(main.activeIndex);

  const slideTo = (index: number, instant = false) => {
    if (index < 0 || index >= slides.length) return;
    main.slideTo(index, instant ? 0 : settings.speed);
  };

  // Arrow keys on the main image page through the slides; focus follows to the new image link.
  scope.on(wrapper, 'keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = indexForKey(event.key, main.activeIndex, slides.length, rtl, settings.rewind);
    if (next === null || next === main.activeIndex) return;
    event.preventDefault();
    slideTo(next);
    slides[next]?.querySelector<HTMLElement>('a[href]')?.focus();
  });
  if (settings.autoplayDelay !== null) {
    // A shopper reading or tabbing through the gallery must not have it move under them.
    scope.on(region, 'focusin', () => main.autoplay?.stop());
    scope.on(region, 'focusout', (event) => {
      if (!region.contains(event.relatedTarget as Node | null)) main.autoplay?.start();
    });
  }
  // Lazy images below the fold get their size when they load; the slide's height follows.
  scope.on(wrapper, 'load', () => main.updateAutoHeight(), { capture: true });

  return {
    get index() {
      return main.activeIndex;
    },
    slideTo,
    refresh: () => {
      main.update();
      thumbsSwiper?.update();
    },
  };
}
