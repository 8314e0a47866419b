import Swiper from 'swiper';
import swiperCss from 'swiper/css?inline';
import paginationCss from 'swiper/css/pagination?inline';
import { Autoplay, Navigation } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';
import { text } from '../../core/i18n';
import { createRestorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import { pressOnEnterOrSpace } from '../../page-builder/carousel';
import { MOBILE_MAX, TABLET_MAX, type CarouselSettings } from './logic';

/**
 * Swiper sets each slide's width in pixels from the container's; in a theme whose content is a grid
 * or flex item with an automatic minimum size (a `1fr` track), slides that wide would widen the
 * track, then the container, then the slides. Inline-size containment gives the slider an intrinsic
 * width of zero, so the page sizes as it did when served (the served slides are percentage-wide).
 * Slides keep the row's height, as served, rather than Swiper's `height: 100%` of an auto-height row.
 */
const CAROUSEL_CSS = `.elementor-widget-loop-carousel .swiper.swiper-initialized {
  contain: inline-size !important;
  min-width: 0 !important;
}
.elementor-widget-loop-carousel .swiper-initialized > .swiper-wrapper > .swiper-slide {
  height: auto;
}`;

/**
 * Swiper on the carousel's own markup, as Pro's loop-carousel handler builds it; destroyed on
 * dispose. Swiper's Pagination and A11y modules write their markup with innerHTML through a
 * Trusted Types policy of their own, which a page allowing only ours refuses: the bullets, the
 * slides' labels and the keyboard path of the arrows are built here with DOM calls instead.
 */
export function mountCarousel(element: HTMLElement, container: HTMLElement, settings: CarouselSettings, scope: Scope): void {
  const modules: SwiperModule[] = [Navigation];
  if (settings.autoplayDelay !== null) modules.push(Autoplay);
  adoptStyles('loop-carousel-swiper', `${swiperCss}\n${paginationCss}\n${CAROUSEL_CSS}`);
  const prevEl = element.querySelector<HTMLElement>('.elementor-swiper-button-prev');
  const nextEl = element.querySelector<HTMLElement>('.elementor-swiper-button-next');
  const paginationEl = settings.pagination === 'bullets' ? element.querySelector<HTMLElement>('.swiper-pagination') : null;
  const slides = [...container.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > *')];
  const { slidesPerView: view, slidesPerGroup: group } = settings;

  // Swiper's destroy() leaves classes and attributes behind: put them back as served.
  const restorer = createRestorer();
  if (paginationEl) {
    restorer.children(paginationEl);
    restorer.attributes(paginationEl, 'class');
  }
  for (const control of [prevEl, nextEl]) if (control) restorer.attributes(control, 'class', 'aria-disabled', 'tabindex');
  for (const slide of slides) restorer.attributes(slide, 'aria-label', 'style', 'class');
  restorer.attributes(container, 'class', 'style');
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
    ...(settings.autoplayDelay !== null ? { autoplay: { delay: settings.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: true } } : {}),
  });
  scope.add(() => swiper.destroy(true, true));

  slides.forEach((slide, index) => slide.setAttribute('aria-label', `${index + 1} / ${slides.length}`));

  // The arrows are divs with role=button (Pro's markup): Enter and Space press them.
  for (const control of [prevEl, nextEl]) if (control && settings.arrows) pressOnEnterOrSpace(scope, control);

  // Focus moving into a slide out of view (tabbing through its links) brings it into view.
  scope.on(container, 'focusin', (event) => {
    const index = slides.findIndex((slide) => slide.contains(event.target as Node));
    if (index >= 0 && !slides[index]!.classList.contains('swiper-slide-visible') && !isInView(swiper, index)) swiper.slideTo(index);
  });

  if (paginationEl) {
    paginationEl.classList.add('swiper-pagination-bullets', 'swiper-pagination-horizontal');
    const bullets: HTMLButtonElement[] = [];
    const render = () => {
      const pages = Math.max(1, swiper.snapGrid.length);
      if (bullets.length !== pages) {
        bullets.length = 0;
        for (let page = 0; page < pages; page++) {
          const bullet = document.createElement('button');
          bullet.type = 'button';
          bullet.className = 'swiper-pagination-bullet';
          bullet.setAttribute('aria-label', text('carousel_go_to').replace('{{index}}', String(page + 1)));
          bullets.push(bullet);
        }
        paginationEl.replaceChildren(...bullets);
      }
      const active = Math.min(swiper.snapIndex, pages - 1);
      bullets.forEach((bullet, page) => {
        bullet.classList.toggle('swiper-pagination-bullet-active', page === active);
        if (page === active) bullet.setAttribute('aria-current', 'true');
        else bullet.removeAttribute('aria-current');
      });
    };
    scope.on(paginationEl, 'click', (event) => {
      const page = bullets.indexOf((event.target as Element).closest?.('button') as HTMLButtonElement);
      if (page >= 0) swiper.slideTo(Math.min(page * (swiper.params.slidesPerGroup ?? 1), slides.length - 1));
    });
    swiper.on('snapIndexChange', render);
    swiper.on('snapGridLengthChange', render);
    swiper.on('breakpoint', render);
    render();
  }
}

function isInView(swiper: Swiper, index: number): boolean {
  const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
  return index >= swiper.activeIndex && index < swiper.activeIndex + perView;
}
