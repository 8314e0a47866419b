import type Swiper from 'swiper';
import { loadChunk } from '../../core/chunk';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { afterLoad, ownControls } from '../../page-builder/carousel';
import { carouselOptions, carouselSettings } from './logic';

/**
 * Elementor Pro's loop carousel: its loop items in a Swiper with arrows and pagination, mounted by
 * the page builder's shared slider (src/page-builder/swiper.ts). The served markup already shows
 * the first slides in a row (the theme's CSS); Swiper (a long task to evaluate) is loaded only
 * after `load`, so it never adds to the page's own loading, and then at once (not on the page
 * builder's carousels' "when it must move" wait): the carousel is initialized after load.
 */
export async function start(element: HTMLElement, ctx: WidgetContext): Promise<void> {
  let raw: unknown;
  try {
    raw = JSON.parse(element.getAttribute('data-settings') ?? '{}');
  } catch {
    return ctx.report('its data-settings attribute is not JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ctx.report('its data-settings attribute is not an object');
  const settings = carouselSettings(raw as Record<string, unknown>);
  if (!settings.ok) return ctx.report(settings.reason);
  const container = element.querySelector<HTMLElement>('.swiper');
  const wrapper = container?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!container || !wrapper || !wrapper.children.length) return ctx.report('the .swiper container with its .swiper-wrapper of slides is missing');
  await afterLoad(ctx.scope);
  if (ctx.scope.disposed) return;
  const { mountSwiper } = await loadChunk('swiper', () => import('../../page-builder/swiper'));
  if (ctx.scope.disposed) return;
  const swiper = mountSwiper({
    element,
    container,
    scope: ctx.scope,
    options: carouselOptions(settings.value),
    ...ownControls(element),
    // `infinite` rewinds (the DOM order kept); no grab cursor, as the loop carousel has never had one.
    extra: { rewind: settings.value.rewind, grabCursor: false },
  });
  bringFocusedSlideIntoView(swiper, ctx.scope, container);
}

/** Focus moving into a slide out of view (tabbing through its links) brings it into view. */
function bringFocusedSlideIntoView(swiper: Swiper, scope: Scope, container: HTMLElement): void {
  scope.on(container, 'focusin', (event) => {
    const index = swiper.slides.findIndex((slide) => slide.contains(event.target as Node));
    if (index < 0 || swiper.slides[index]!.classList.contains('swiper-slide-visible')) return;
    const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
    if (index < swiper.activeIndex || index >= swiper.activeIndex + perView) swiper.slideTo(index);
  });
}
