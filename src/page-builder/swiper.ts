import Swiper from 'swiper';
import swiperCss from 'swiper/css?inline';
import paginationCss from 'swiper/css/pagination?inline';
import { Autoplay, Navigation } from 'swiper/modules';
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { text } from '../core/i18n';
import { isRecord } from '../core/record';
import { createRestorer } from '../core/restore';
import type { Scope } from '../core/scope';
import { adoptStyles } from '../core/styles';
import { pressOnEnterOrSpace } from './carousel';
import { activePage, loopMode, pageCount, slidesInView, type CarouselOptions, type SlideLayout } from './carousel-logic';

/**
 * Swiper sets each slide's width in pixels from the container's; in a theme whose content is a grid
 * or flex item with an automatic minimum size (a `1fr` track), slides that wide would widen the
 * track, then the container, then the slides. Inline-size containment gives the slider an intrinsic
 * width of zero, so the page sizes as it did when served. The loop carousel's slides keep the row's
 * height, as served, rather than Swiper's `height: 100%` of an auto-height row.
 */
const CAROUSEL_CSS = `:is(.elementor-widget-media-carousel, .elementor-widget-testimonial-carousel, .elementor-widget-reviews, .elementor-widget-slides, .elementor-widget-n-carousel, .elementor-widget-loop-carousel) .swiper.swiper-initialized {
  contain: inline-size !important;
  min-width: 0 !important;
}
.elementor-widget-loop-carousel .swiper-initialized > .swiper-wrapper > .swiper-slide {
  height: auto;
}`;

/** What Swiper and this module write on the slider's elements; put back as served on dispose. */
const WRITTEN = ['class', 'style', 'aria-label', 'aria-hidden', 'aria-disabled', 'aria-current', 'aria-live', 'inert', 'tabindex', 'disabled', 'role', 'data-swiper-slide-index'];

export interface SwiperMount {
  /** The widget's wrapper: its focus pauses autoplay. */
  element: HTMLElement;
  /** The `.swiper` element. */
  container: HTMLElement;
  scope: Scope;
  options: CarouselOptions;
  prevEl: HTMLElement | null;
  nextEl: HTMLElement | null;
  paginationEl: HTMLElement | null;
  /** Off-screen slides inert and hidden from assistive technology while out of view. */
  inertOutOfView?: boolean;
  /** Swiper modules beyond Navigation and Autoplay (an effect, Thumbs), and their options. */
  modules?: SwiperModule[];
  extra?: SwiperOptions;
}

/** The page's own carousel texts (`elementorFrontendConfig.i18n`), read by hand: a few strings, no schema. */
function pageText(key: string): string | undefined {
  const config = (window as unknown as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  const i18n = isRecord(config) ? config.i18n : undefined;
  const value = isRecord(i18n) ? i18n[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function bulletLabel(page: number): string {
  const own = pageText('a11yCarouselPaginationBulletMessage');
  return own ? `${own} ${page}` : text('carousel_go_to').replace('{{index}}', String(page));
}

const layoutOptions = (layout: SlideLayout): SwiperOptions => ({ ...layout });

/**
 * Every element Swiper touches: its served attributes (class, style, aria, tabindex…) and the order
 * of its children (a loop moves slides, effects add shadows, a lazy slide drops its preloader) come
 * back as served. Children are put back as the same nodes, so widgets inside slides keep running.
 */
export function keepAsServed(scope: Scope, elements: readonly (Element | null)[], childrenOf: readonly Element[]): void {
  const restorer = createRestorer();
  const order = new Map<Element, Node[]>();
  for (const element of elements) {
    if (!element) continue;
    restorer.attributes(element, ...new Set([...element.getAttributeNames(), ...WRITTEN]));
  }
  for (const parent of childrenOf) order.set(parent, [...parent.childNodes]);
  scope.add(() => {
    for (const [parent, nodes] of order) {
      const now = parent.childNodes;
      if (now.length !== nodes.length || nodes.some((node, index) => now[index] !== node)) parent.replaceChildren(...nodes);
    }
    restorer.restore();
  });
}

/**
 * Swiper on a page-builder carousel (and Pro's loop carousel, src/loop/carousel), as Elementor's
 * handlers configure it, destroyed on dispose with the markup put back as served. Swiper's
 * Pagination and A11y modules write their markup with innerHTML through a Trusted Types policy of
 * their own, which a page allowing only ours refuses: the bullets, fraction and progress bar, the
 * slides' labels and the arrows' keyboard path are built here with DOM calls instead.
 */
export function mountSwiper(mount: SwiperMount): Swiper {
  const { element, container, scope, options, prevEl, nextEl } = mount;
  const wrapper = container.querySelector<HTMLElement>(':scope > .swiper-wrapper')!;
  const slides = [...wrapper.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('swiper-slide'));
  const arrows = options.arrows && prevEl && nextEl ? { prevEl, nextEl } : null;
  const paginationEl = options.pagination ? mount.paginationEl : null;
  adoptStyles('page-builder-swiper', `${swiperCss}\n${paginationCss}\n${CAROUSEL_CSS}`);

  keepAsServed(scope, [container, wrapper, ...slides, prevEl, nextEl, paginationEl], [wrapper, ...slides]);
  if (paginationEl) {
    const restorer = createRestorer();
    restorer.children(paginationEl);
    scope.add(() => restorer.restore());
  }

  const modules: SwiperModule[] = [Navigation, ...(mount.modules ?? [])];
  if (options.autoplayDelay !== null) modules.push(Autoplay);
  const swiper = new Swiper(container, {
    modules,
    speed: options.speed,
    loop: options.loop && loopMode(slides.length, options.layout) === 'loop',
    rewind: options.loop && loopMode(slides.length, options.layout) === 'rewind',
    grabCursor: true,
    ...layoutOptions(options.layout.base),
    breakpoints: Object.fromEntries(Object.entries(options.layout.breakpoints).map(([width, layout]) => [width, layoutOptions(layout)])),
    navigation: arrows ? { ...arrows, addIcons: false } : false,
    ...(options.autoplayDelay !== null ? { autoplay: { delay: options.autoplayDelay, disableOnInteraction: options.pauseOnInteraction } } : {}),
    ...mount.extra,
  });
  scope.add(() => swiper.destroy(true, true));

  slides.forEach((slide, index) => {
    if (!slide.hasAttribute('aria-label')) slide.setAttribute('aria-label', `${index + 1} / ${slides.length}`);
  });
  if (arrows) for (const control of [arrows.prevEl, arrows.nextEl]) pressOnEnterOrSpace(scope, control);
  if (paginationEl && options.pagination) paginate(swiper, scope, paginationEl, options.pagination, slides.length, options.loop);
  if (mount.inertOutOfView) keepOutOfViewInert(swiper, scope, container);
  if (options.autoplayDelay !== null) holdAutoplay(swiper, scope, element, container, options);
  return swiper;
}

/** Bullets (buttons with labels), a fraction or a progress bar, kept in step with the slider. */
function paginate(swiper: Swiper, scope: Scope, paginationEl: HTMLElement, type: NonNullable<CarouselOptions['pagination']>, slideCount: number, loop: boolean): void {
  paginationEl.classList.add(`swiper-pagination-${type}`, 'swiper-pagination-horizontal');
  const group = () => (typeof swiper.params.slidesPerGroup === 'number' ? swiper.params.slidesPerGroup : 1);
  const pages = () => pageCount(slideCount, group(), swiper.snapGrid.length, loop && Boolean(swiper.params.loop));
  const current = (total: number) => activePage(swiper.realIndex, swiper.snapIndex, group(), total, loop && Boolean(swiper.params.loop));

  let render: () => void;
  if (type === 'bullets') {
    const bullets: HTMLButtonElement[] = [];
    render = () => {
      const total = pages();
      if (bullets.length !== total) {
        bullets.length = 0;
        for (let page = 0; page < total; page++) {
          const bullet = document.createElement('button');
          bullet.type = 'button';
          bullet.className = 'swiper-pagination-bullet';
          bullet.setAttribute('aria-label', bulletLabel(page + 1));
          bullets.push(bullet);
        }
        paginationEl.replaceChildren(...bullets);
      }
      const active = current(total);
      bullets.forEach((bullet, page) => {
        bullet.classList.toggle('swiper-pagination-bullet-active', page === active);
        if (page === active) bullet.setAttribute('aria-current', 'true');
        else bullet.removeAttribute('aria-current');
      });
    };
    scope.on(paginationEl, 'click', (event) => {
      const page = bullets.indexOf((event.target as Element).closest?.('button') as HTMLButtonElement);
      if (page < 0) return;
      const index = Math.min(page * group(), slideCount - 1);
      if (swiper.params.loop) swiper.slideToLoop(index);
      else swiper.slideTo(index);
    });
  } else if (type === 'fraction') {
    const now = document.createElement('span');
    now.className = 'swiper-pagination-current';
    const total = document.createElement('span');
    total.className = 'swiper-pagination-total';
    paginationEl.replaceChildren(now, ' / ', total);
    render = () => {
      const count = pages();
      now.textContent = String(current(count) + 1);
      total.textContent = String(count);
    };
  } else {
    const fill = document.createElement('span');
    fill.className = 'swiper-pagination-progressbar-fill';
    paginationEl.replaceChildren(fill);
    render = () => {
      const count = pages();
      fill.style.transform = `translate3d(0, 0, 0) scaleX(${(current(count) + 1) / count}) scaleY(1)`;
      fill.style.transitionDuration = `${swiper.params.speed ?? 0}ms`;
    };
  }
  for (const event of ['slideChange', 'snapIndexChange', 'snapGridLengthChange', 'breakpoint'] as const) swiper.on(event, render);
  render();
}

/**
 * Slides out of view are inert and hidden from assistive technology, so Tab and a screen reader
 * stay on what is shown (Pro's nested carousel does the same from each slide's offset). A slide
 * holding the focus stays reachable until the focus leaves it.
 */
function keepOutOfViewInert(swiper: Swiper, scope: Scope, container: HTMLElement): void {
  const update = () => {
    if (swiper.destroyed) return;
    const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
    const inView = slidesInView(swiper.activeIndex, perView, swiper.slides.length);
    swiper.slides.forEach((slide, index) => {
      const hidden = !inView.has(index) && !slide.contains(document.activeElement);
      slide.toggleAttribute('inert', hidden);
      if (hidden) slide.setAttribute('aria-hidden', 'true');
      else slide.removeAttribute('aria-hidden');
    });
  };
  for (const event of ['slideChange', 'activeIndexChange', 'breakpoint', 'resize', 'loopFix'] as const) swiper.on(event, update);
  scope.on(container, 'focusout', () => queueMicrotask(update));
  update();
}

/**
 * Autoplay stops while the pointer is over the slider (`pause_on_hover`) and while the focus is
 * inside the widget (a shopper reading or tabbing through a slide), and starts again when both
 * have left, unless the shopper moved the slider with `pause_on_interaction` on: then it stays
 * stopped, as Swiper's `disableOnInteraction` does.
 */
function holdAutoplay(swiper: Swiper, scope: Scope, element: HTMLElement, container: HTMLElement, options: CarouselOptions): void {
  const holds = new Set<'hover' | 'focus'>();
  let ours = false;
  let stoppedForGood = false;
  swiper.on('autoplayStop', () => {
    if (!ours && !swiper.destroyed) stoppedForGood = true;
  });
  if (options.pauseOnInteraction) {
    swiper.on('beforeTransitionStart', (_swiper, _speed, internal) => {
      if (!internal) stoppedForGood = true;
    });
    swiper.on('sliderFirstMove', () => void (stoppedForGood = true));
  }
  const apply = () => {
    if (stoppedForGood || swiper.destroyed) return;
    ours = true;
    try {
      if (holds.size && swiper.autoplay.running) swiper.autoplay.stop();
      else if (!holds.size && !swiper.autoplay.running) swiper.autoplay.start();
    } finally {
      ours = false;
    }
  };
  const hold = (reason: 'hover' | 'focus', on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    apply();
  };
  if (options.pauseOnHover) {
    scope.on(container, 'mouseenter', () => hold('hover', true));
    scope.on(container, 'mouseleave', () => hold('hover', false));
  }
  scope.on(element, 'focusin', () => hold('focus', true));
  scope.on(element, 'focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) hold('focus', false);
  });
  if (element.contains(document.activeElement)) hold('focus', true);
}
