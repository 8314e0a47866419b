import Swiper from 'swiper';
import swiperCss from 'swiper/css?inline';
import a11yCss from 'swiper/css/a11y?inline';
import paginationCss from 'swiper/css/pagination?inline';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';
import { text } from '../../core/i18n';
import type { Scope } from '../../core/scope';
import { createRestorer } from '../../core/restore';
import { adoptStyles } from '../../core/styles';
import { MOBILE_MAX, TABLET_MAX, type CarouselSettings } from './logic';

/** Swiper on the carousel's own markup, as Pro's loop-carousel handler builds it; destroyed on dispose. */
export function mountCarousel(element: HTMLElement, container: HTMLElement, settings: CarouselSettings, scope: Scope): void {
  const modules: SwiperModule[] = [A11y, Navigation, Pagination];
  if (settings.autoplayDelay !== null) modules.push(Autoplay);
  adoptStyles('loop-carousel-swiper', `${swiperCss}\n${a11yCss}\n${paginationCss}`);
  const prevEl = element.querySelector<HTMLElement>('.elementor-swiper-button-prev');
  const nextEl = element.querySelector<HTMLElement>('.elementor-swiper-button-next');
  const paginationEl = element.querySelector<HTMLElement>('.swiper-pagination');
  const { slidesPerView: view, slidesPerGroup: group } = settings;
  // Swiper's destroy() leaves its bullets and the controls' ARIA behind: put them back as served.
  const restorer = createRestorer();
  if (paginationEl) restorer.children(paginationEl);
  for (const control of [prevEl, nextEl]) if (control) restorer.attributes(control, 'class', 'role', 'tabindex', 'aria-label', 'aria-controls', 'aria-disabled');
  const wrapper = container.querySelector(':scope > .swiper-wrapper');
  if (wrapper) restorer.attributes(wrapper, 'id', 'aria-live', 'style');
  for (const slide of container.querySelectorAll(':scope > .swiper-wrapper > *')) restorer.attributes(slide, 'role', 'aria-label', 'aria-roledescription', 'style', 'class');
  restorer.attributes(container, 'class', 'style', 'aria-live');
  if (paginationEl) restorer.attributes(paginationEl, 'class', 'style');
  scope.add(() => restorer.restore());
  const swiper = new Swiper(container, {
    modules,
    speed: settings.speed,
    spaceBetween: settings.spaceBetween,
    rewind: settings.rewind,
    slidesPerView: view.mobile,
    slidesPerGroup: group.mobile,
    breakpoints: {
      [MOBILE_MAX + 1]: { slidesPerView: view.tablet, slidesPerGroup: group.tablet },
      [TABLET_MAX + 1]: { slidesPerView: view.desktop, slidesPerGroup: group.desktop },
    },
    ...(settings.arrows && prevEl && nextEl ? { navigation: { prevEl, nextEl } } : {}),
    ...(settings.pagination && paginationEl ? { pagination: { el: paginationEl, type: settings.pagination, clickable: true } } : {}),
    ...(settings.autoplayDelay !== null ? { autoplay: { delay: settings.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: true } } : {}),
    a11y: {
      prevSlideMessage: text('carousel_previous'),
      nextSlideMessage: text('carousel_next'),
      firstSlideMessage: text('carousel_first'),
      lastSlideMessage: text('carousel_last'),
      paginationBulletMessage: text('carousel_go_to'),
      slideRole: 'group',
    },
  });
  scope.add(() => swiper.destroy(true, true));
}
