import { prefersReducedMotion } from '../../core/motion';
import type { WidgetContext } from '../../core/types';
import { pageBreakpoints } from '../../page-builder/breakpoints';
import { ownControls, sliderParts, mountWhenNeeded } from '../../page-builder/carousel';
import { withReducedMotion } from '../../page-builder/carousel-logic';
import { readSettings } from '../../page-builder/settings';
import { nestedCarouselOptions } from './logic';

/**
 * Elementor Pro's nested carousel: its slides (containers with widgets of their own) in a Swiper
 * (elementor-widgets.md §2.4). Slides out of view are inert and hidden from assistive technology;
 * autoplay stops while the focus is inside and starts again when it leaves; the arrows (divs with
 * role=button) answer Enter and Space. Nothing runs with fewer than two slides.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const parts = sliderParts(element, '.e-n-carousel');
  if (!parts) return ctx.report('the .e-n-carousel container with its .swiper-wrapper of slides is missing');
  if (parts.slides.length < 2) return;
  const { carousel, offsetSides } = nestedCarouselOptions(settings.value, pageBreakpoints());
  const options = withReducedMotion(carousel, prefersReducedMotion());
  mountWhenNeeded(element, ctx, { autoplayDelay: options.autoplayDelay }, (wake) => {
    const slider = wake.module.mountSwiper({
      element,
      container: parts.container,
      scope: ctx.scope,
      options,
      ...ownControls(element),
      inertOutOfView: true,
    });
    // The theme's CSS pads the peeking side by `offset_width` from this class.
    if (offsetSides !== 'none') parts.container.classList.add(`offset-${offsetSides}`);
    wake.replay(slider);
  });
}
