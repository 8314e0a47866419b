import { prefersReducedMotion } from '../../core/motion';
import type { WidgetContext } from '../../core/types';
import { pageBreakpoints } from '../../page-builder/breakpoints';
import { ownControls, sliderParts, mountWhenNeeded } from '../../page-builder/carousel';
import { proCarouselOptions, withReducedMotion } from '../../page-builder/carousel-logic';
import { readSettings } from '../../page-builder/settings';
import { ONE_PER_VIEW } from './logic';

/**
 * Elementor Pro's testimonial carousel, and the reviews widget (the same handler): its slides in a
 * Swiper, one per view on every device unless the settings say otherwise, always sliding
 * (elementor-widgets.md §2.2). Nothing runs with fewer than two slides.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const parts = sliderParts(element, '.elementor-main-swiper');
  if (!parts) return ctx.report('the .elementor-main-swiper container with its .swiper-wrapper of slides is missing');
  if (parts.slides.length < 2) return;
  const options = withReducedMotion(
    proCarouselOptions(settings.value, pageBreakpoints(), parts.slides.length, { key: 'slides_per_view', defaults: ONE_PER_VIEW, single: false }),
    prefersReducedMotion(),
  );
  mountWhenNeeded(element, ctx, { autoplayDelay: options.autoplayDelay }, (wake) => {
    const slider = wake.module.mountSwiper({
      element,
      container: parts.container,
      scope: ctx.scope,
      options,
      ...ownControls(element),
      inertOutOfView: true,
    });
    wake.replay(slider);
  });
}
