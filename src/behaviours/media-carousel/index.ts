import type Swiper from 'swiper';
import { prefersReducedMotion } from '../../core/motion';
import { createRestorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { pageBreakpoints } from '../../page-builder/breakpoints';
import { effectsAfterLoad, ownControls, sliderParts, mountWhenNeeded } from '../../page-builder/carousel';
import { slidesInView, withReducedMotion } from '../../page-builder/carousel-logic';
import { readSettings } from '../../page-builder/settings';
import { mediaCarouselOptions, nearSlides } from './logic';

/**
 * Elementor Pro's media carousel (elementor-widgets.md §2.1): its images in a Swiper, as a
 * carousel, a coverflow or a slideshow with a thumbnails slider linked both ways; sliding, fading
 * or turning as a cube; lazy images set as their slide comes near. The links in the slides (the
 * lightbox, custom links) are left as served. Nothing runs with fewer than two slides.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const main = sliderParts(element, '.elementor-main-swiper');
  if (!main) return ctx.report('the .elementor-main-swiper container with its .swiper-wrapper of slides is missing');
  if (main.slides.length < 2) return;
  const options = mediaCarouselOptions(settings.value, pageBreakpoints(), main.slides.length);
  const thumbs = options.thumbs ? sliderParts(element, '.elementor-thumbnails-swiper') : null;
  if (options.thumbs && !thumbs) return ctx.report('the slideshow skin’s .elementor-thumbnails-swiper slider is missing');
  const reduced = prefersReducedMotion();

  // Lazy pictures are set by the slider: a carousel that has them needs it as soon as it is seen.
  mountWhenNeeded(element, ctx, { autoplayDelay: reduced ? null : options.carousel.autoplayDelay, eager: options.lazy }, async (wake) => {
    const effects = options.effect !== 'slide' || thumbs ? await effectsAfterLoad(ctx.scope) : undefined;
    if (effects === null) return;

    let thumbsSlider: Swiper | undefined;
    if (thumbs && options.thumbs) {
      thumbsSlider = wake.module.mountSwiper({
        element,
        container: thumbs.container,
        scope: ctx.scope,
        options: withReducedMotion(options.thumbs.carousel, reduced),
        prevEl: null,
        nextEl: null,
        paginationEl: null,
        extra: { centeredSlides: options.thumbs.centered, slideToClickedSlide: true, watchSlidesProgress: true },
      });
      if (options.lazy) loadWhenNear(thumbsSlider, ctx.scope, false);
    }
    const effect = options.effect === 'slide' ? undefined : effects?.effectModule(options.effect);
    const slider = wake.module.mountSwiper({
      element,
      container: main.container,
      scope: ctx.scope,
      options: withReducedMotion(options.carousel, reduced),
      ...ownControls(element),
      inertOutOfView: options.effect !== 'coverflow',
      modules: [...(effect ? [effect] : []), ...(thumbsSlider && effects ? [effects.Thumbs] : [])],
      extra: {
        preventClicksPropagation: false,
        slideToClickedSlide: true,
        ...(effect ? { effect: options.effect } : {}),
        ...(options.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
        ...(thumbsSlider ? { thumbs: { swiper: thumbsSlider } } : {}),
      },
    });
    if (options.lazy) loadWhenNear(slider, ctx.scope, options.carousel.loop);
    wake.replay(slider);
  });
}

/**
 * Lazy images (`lazyload`): a slide's `data-background` becomes its background once the slide is
 * in view or next to it, and its spinner goes, as Swiper 8's Lazy module did.
 */
function loadWhenNear(slider: Swiper, scope: Scope, loop: boolean): void {
  const restorer = createRestorer();
  // Swiper's destroy, which comes after this, moves a loop back to its first slide.
  let stopped = false;
  scope.add(() => {
    stopped = true;
    restorer.restore();
  });
  const update = () => {
    if (stopped || slider.destroyed) return;
    const perView = typeof slider.params.slidesPerView === 'number' ? slider.params.slidesPerView : 1;
    const count = slider.slides.length;
    for (const index of nearSlides(slidesInView(slider.activeIndex, perView, count), count, loop)) {
      for (const image of slider.slides[index]?.querySelectorAll<HTMLElement>('.swiper-lazy[data-background]') ?? []) {
        if (image.classList.contains('swiper-lazy-loaded')) continue;
        restorer.attributes(image, 'style', 'class');
        image.style.backgroundImage = `url(${JSON.stringify(image.getAttribute('data-background'))})`;
        image.classList.add('swiper-lazy-loaded');
        for (const spinner of image.parentElement?.querySelectorAll<HTMLElement>('.swiper-lazy-preloader') ?? []) {
          restorer.attributes(spinner, 'hidden');
          spinner.hidden = true;
        }
      }
    }
  };
  for (const event of ['slideChange', 'breakpoint', 'resize'] as const) slider.on(event, update);
  update();
}
