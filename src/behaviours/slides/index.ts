import { prefersReducedMotion } from '../../core/motion';
import { createRestorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { effectsAfterLoad, ownControls, sliderParts, mountWhenNeeded } from '../../page-builder/carousel';
import { withReducedMotion } from '../../page-builder/carousel-logic';
import { readSettings } from '../../page-builder/settings';
import { animationClasses, slidesOptions } from './logic';

const KEN_BURNS_ACTIVE = 'elementor-ken-burns--active';

/**
 * Elementor Pro's slides: full-width slides in a Swiper (elementor-widgets.md §2.3), sliding or
 * fading, the active slide's background zooming (Ken Burns) and its contents animating in after
 * each change (`data-animation` on the slider). With one slide there is no slider: its background
 * and contents get their classes at once, as Pro does. Under reduced motion neither animates.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const parts = sliderParts(element, '.elementor-slides-wrapper');
  if (!parts) return ctx.report('the .elementor-slides-wrapper container with its .swiper-wrapper of slides is missing');
  if (!parts.slides.length) return;
  const reduced = prefersReducedMotion();
  const animation = reduced ? [] : animationClasses(parts.container.getAttribute('data-animation'));
  const contents = parts.slides.flatMap((slide) => [...slide.querySelectorAll<HTMLElement>('.swiper-slide-contents')]);
  const backgrounds = reduced ? [] : parts.slides.flatMap((slide) => [...slide.querySelectorAll<HTMLElement>('.swiper-slide-bg.elementor-ken-burns')]);
  keepClasses(ctx.scope, contents, backgrounds, animation);

  if (parts.slides.length < 2) {
    for (const background of backgrounds) background.classList.add(KEN_BURNS_ACTIVE);
    for (const content of contents) content.classList.add(...animation);
    return;
  }

  const { carousel, transition } = slidesOptions(settings.value);
  const options = withReducedMotion(carousel, reduced);
  // The first slide is the one in view until the slider runs: its background zooms from the start.
  for (const background of backgrounds) background.classList.toggle(KEN_BURNS_ACTIVE, parts.slides[0]!.contains(background));
  mountWhenNeeded(element, ctx, { autoplayDelay: options.autoplayDelay }, async (wake) => {
    const effects = transition === 'fade' ? await effectsAfterLoad(ctx.scope) : undefined;
    if (effects === null) return;
    const slider = wake.module.mountSwiper({
      element,
      container: parts.container,
      scope: ctx.scope,
      options,
      ...ownControls(element),
      inertOutOfView: true,
      modules: effects ? [effects.effectModule('fade')] : [],
      extra: {
        ...(effects ? { effect: 'fade', fadeEffect: { crossFade: true } } : {}),
        ...(options.autoplayDelay !== null ? { autoplay: { delay: options.autoplayDelay, disableOnInteraction: options.pauseOnInteraction, stopOnLastSlide: true } } : {}),
      },
    });

    const kenBurns = () => {
      const active = slider.slides[slider.activeIndex];
      for (const background of backgrounds) background.classList.toggle(KEN_BURNS_ACTIVE, Boolean(active?.contains(background)));
    };
    slider.on('slideChange', kenBurns);
    kenBurns();

    if (animation.length) {
      // Hidden while the slides move, then the arriving slide's contents animate in.
      slider.on('slideChangeTransitionStart', () => {
        for (const content of contents) {
          content.classList.remove(...animation);
          content.style.display = 'none';
        }
      });
      slider.on('slideChangeTransitionEnd', () => {
        const active = slider.slides[slider.activeIndex];
        for (const content of contents) {
          content.style.removeProperty('display');
          if (active?.contains(content)) content.classList.add(...animation);
        }
      });
    }
    wake.replay(slider);
  });
}

/** The classes and inline display this widget writes on contents and backgrounds, put back as served. */
function keepClasses(scope: Scope, contents: readonly HTMLElement[], backgrounds: readonly HTMLElement[], animation: readonly string[]): void {
  const restorer = createRestorer();
  for (const content of contents) {
    restorer.classes(content, ...animation);
    restorer.attributes(content, 'style');
  }
  for (const background of backgrounds) restorer.classes(background, KEN_BURNS_ACTIVE);
  scope.add(() => restorer.restore());
}
