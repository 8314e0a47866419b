import Swiper from 'swiper';
import { EffectFade, Thumbs } from 'swiper/modules';
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import type { Scope } from '../../core/scope';
import { keepSlideOnTaps } from './flicks';
import { indexForKey, type SliderSettings } from './logic';
import { initExact, measureServerRow } from './layout';
import { keepAttributes, wrapIn } from './markup';
import type { GalleryMarkup } from './parse';
import { TEXTS } from './texts';
import { bindStrip, insertStrip, thumbImage, type ThumbStrip } from './thumbs';

export interface Slider {
  readonly index: number;
  slideTo(index: number, instant?: boolean): void;
  /** Follow a swapped image's height (variations). */
  refresh(): void;
}

const SLIDE_ATTRIBUTES = ['class', 'style', 'role', 'aria-roledescription', 'aria-label', 'inert', 'data-swiper-slide-index'];

/**
 * Swiper on WooCommerce's markup in place: as under FlexSlider, a `div.flex-viewport` around the
 * wrapper figure is the container, the figure and its image divs get Swiper's classes, one slide
 * shows at a time with a cross-fade, and a strip of thumbnails (Thumbs) sits where the server
 * printed the other images. The gallery (the figure's parent) is the carousel region.
 */
export async function mountSlider(
  gallery: HTMLElement,
  markup: GalleryMarkup,
  settings: SliderSettings,
  scope: Scope,
  onChange: (index: number) => void,
): Promise<Slider> {
  const { wrapper, slides, columns } = markup;
  const region = wrapper.parentElement ?? gallery;
  const row = measureServerRow(markup);
  const modules: SwiperModule[] = [EffectFade, Thumbs];
  if (settings.autoplayDelay !== null) modules.push((await import('./autoplay')).Autoplay);
  if (scope.disposed) throw new Error('disposed while loading');

  keepAttributes(scope, [region], ['class', 'style', 'dir', 'role', 'aria-roledescription', 'aria-label']);
  keepAttributes(scope, [wrapper], ['class', 'style', 'id', 'aria-live']);
  keepAttributes(scope, slides, SLIDE_ATTRIBUTES);
  // Swiper reads the direction from the container, inside the region; FlexSlider's `rtl` option said it outright.
  if (settings.rtl && getComputedStyle(region).direction !== 'rtl') region.setAttribute('dir', 'rtl');
  const rtl = settings.rtl || getComputedStyle(region).direction === 'rtl';
  region.setAttribute('role', 'region');
  region.setAttribute('aria-roledescription', TEXTS.carousel);
  region.setAttribute('aria-label', TEXTS.region);
  // Themes style it and plugins add to it; unstyled, a block around the figure moves nothing.
  const viewport = document.createElement('div');
  viewport.className = 'flex-viewport sf-gallery-viewport';
  const container = wrapIn(scope, wrapper, viewport);
  wrapper.classList.add('swiper-wrapper');
  slides.forEach((slide, i) => {
    slide.classList.add('swiper-slide');
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', TEXTS.slide);
    slide.setAttribute('aria-label', TEXTS.position(i + 1, slides.length));
  });

  let strip: ThumbStrip | null = null;
  let thumbsSwiper: Swiper | null = null;
  if (settings.thumbnails) strip = insertStrip(scope, container, slides, row);
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

  const sync = (index: number) => {
    slides.forEach((slide, i) => {
      slide.toggleAttribute('inert', i !== index);
      // FlexSlider's state class, which themes style.
      slide.classList.toggle('flex-active-slide', i === index);
    });
    strip?.buttons.forEach((button, i) => {
      const active = i === index;
      if (active) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
      button.tabIndex = active ? 0 : -1;
      thumbImage(button)?.classList.toggle('flex-active', active);
    });
  };
  main.on('slideChange', () => {
    sync(main.activeIndex);
    onChange(main.activeIndex);
  });
  sync(main.activeIndex);

  const slideTo = (index: number, instant = false) => {
    if (index < 0 || index >= slides.length) return;
    main.slideTo(index, instant ? 0 : settings.speed);
  };

  if (strip) bindStrip(scope, strip, slideTo, rtl, settings.rewind);
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
