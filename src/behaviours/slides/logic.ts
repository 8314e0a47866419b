import { motionOptions, type CarouselOptions } from '../../page-builder/carousel-logic';
import type { Settings } from '../../page-builder/settings';

export interface SlidesOptions {
  carousel: CarouselOptions;
  transition: 'slide' | 'fade';
}

/**
 * The slides widget's settings (elementor-widgets.md §2.3): one slide per view on every device,
 * `navigation` both | arrows | dots | none, `transition` slide | fade over `transition_speed`,
 * `infinite`, autoplay and its pauses. Pro checks `pause_on_hover` as truthy; Elementor prints
 * only "yes" or nothing, so it reads as every other switcher.
 */
export function slidesOptions(settings: Settings): SlidesOptions {
  const navigation = typeof settings.navigation === 'string' ? settings.navigation : 'both';
  const one = { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 };
  return {
    transition: settings.transition === 'fade' ? 'fade' : 'slide',
    carousel: {
      ...motionOptions(settings, { speed: 'transition_speed', loop: 'infinite' }),
      arrows: navigation === 'both' || navigation === 'arrows',
      pagination: navigation === 'both' || navigation === 'dots' ? 'bullets' : null,
      layout: { base: one, breakpoints: {} },
    },
  };
}

/** The content animation's class names (`data-animation`, e.g. fadeInUp), or none. */
export function animationClasses(value: string | null): string[] {
  const name = value?.trim() ?? '';
  return /^[A-Za-z][\w-]*$/.test(name) && name !== 'none' ? ['animated', name] : [];
}
