/**
 * The entry side of the page builder's Swiper carousels: what runs in a widget's own small chunk
 * before Swiper is asked for. Swiper (a long task to evaluate) comes only after `load`, so it
 * never adds to the page's own loading; the served markup shows the first slides until then.
 */
import { loadChunk } from '../core/chunk';
import { isSpaceKey } from '../core/keys';
import type { Scope } from '../core/scope';

/** Resolves at the window's `load` (at once if it has passed), or when the scope is disposed. */
export function afterLoad(scope: Scope): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    scope.on(window, 'load', () => resolve(), { once: true });
    scope.add(resolve);
  });
}

/** The shared Swiper module once the page has loaded; null when the widget was disposed meanwhile. */
export async function swiperAfterLoad(scope: Scope): Promise<typeof import('./swiper') | null> {
  await afterLoad(scope);
  if (scope.disposed) return null;
  const swiper = await loadChunk('page-builder-swiper', () => import('./swiper'));
  return scope.disposed ? null : swiper;
}

/** The slider's container and its slides, or null when the markup the handlers need is missing. */
export function sliderParts(root: Element, selector: string): { container: HTMLElement; slides: HTMLElement[] } | null {
  const container = root.querySelector<HTMLElement>(selector);
  const wrapper = container?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!container || !wrapper) return null;
  return { container, slides: [...wrapper.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('swiper-slide')) };
}

/**
 * The widget's own control (an arrow, the pagination): the first match whose closest widget is
 * this one, not a carousel nested in one of its slides.
 */
export function ownControl(element: HTMLElement, selector: string): HTMLElement | null {
  for (const match of element.querySelectorAll<HTMLElement>(selector)) if (match.closest('[data-widget_type]') === element) return match;
  return null;
}

/** The effects chunk (src/page-builder/swiper-effects.ts); null when the widget was disposed meanwhile. */
export async function effectsAfterLoad(scope: Scope): Promise<typeof import('./swiper-effects') | null> {
  const effects = await loadChunk('page-builder-swiper-effects', () => import('./swiper-effects'));
  return scope.disposed ? null : effects;
}

/** Elementor's arrows are divs with role=button and tabindex=0: Enter and Space press them. */
export function pressOnEnterOrSpace(scope: Scope, control: HTMLElement): void {
  scope.on(control, 'keydown', (event) => {
    if (event.key !== 'Enter' && !isSpaceKey(event)) return;
    event.preventDefault();
    control.click();
  });
}
