/**
 * The entry side of the page builder's Swiper carousels: what runs in a widget's own small chunk
 * before Swiper is asked for. Swiper (a long task to evaluate: 70-100 ms at 4x CPU) comes after
 * `load`, and then only when the carousel must move: the shopper's intent on it (the pointer over
 * it, a touch, focus, a key), or its autoplay's first move. The served markup shows the first
 * slides until then, which is what Swiper would show; a hero slider in the first view no longer
 * costs the page's first seconds.
 */
import type Swiper from 'swiper';
import { loadChunk } from '../core/chunk';
import { isSpaceKey } from '../core/keys';
import type { Scope } from '../core/scope';
import type { WidgetContext } from '../core/types';

/** Resolves at the window's `load` (at once if it has passed), or when the scope is disposed. */
export function afterLoad(scope: Scope): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    scope.on(window, 'load', () => resolve(), { once: true });
    scope.add(resolve);
  });
}

// A pointer already resting on the carousel when it starts tells us by moving.
const INTENT = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const ARROWS = '.elementor-swiper-button-prev, .elementor-swiper-button-next';

export interface SwiperWake {
  /** The shared Swiper module (src/page-builder/swiper.ts). */
  module: typeof import('./swiper');
  /** What woke it, done on the mounted slider: the autoplay's first move, or an arrow pressed meanwhile. */
  replay(slider: Swiper): void;
}

export interface Need {
  /** The autoplay's delay (its first move wakes the slider), or null without autoplay. */
  autoplayDelay: number | null;
  /** The slider is needed as soon as the page has loaded (it sets the lazy pictures in view). */
  eager?: boolean;
}

/**
 * Resolves when the carousel must move (after `load`: the shopper's intent on `element`, or
 * `autoplayDelay` ms, its autoplay's first move; at `load` when `eager`) with the shared Swiper
 * module; null when the widget was disposed meanwhile. An arrow pressed while Swiper loads (a
 * click, Enter or Space) is held and pressed again once the slider is mounted (`replay`), so the
 * first press is not lost.
 */
export async function swiperWhenNeeded(element: HTMLElement, scope: Scope, { autoplayDelay, eager = false }: Need): Promise<SwiperWake | null> {
  await afterLoad(scope);
  if (scope.disposed) return null;
  const waiting = scope.child();
  let pressed: HTMLElement | null = null;
  let autoplayDue = false;
  await new Promise<void>((resolve) => {
    if (eager) return resolve();
    // A press with no pointer before it (a screen reader's click) wakes it too.
    const hold = (event: Event) => {
      const arrow = event.target instanceof Element ? event.target.closest<HTMLElement>(ARROWS) : null;
      if (!arrow || !element.contains(arrow)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && !isSpaceKey(event)) return;
      event.preventDefault();
      pressed = arrow;
      resolve();
    };
    waiting.on(element, 'click', hold, { capture: true });
    waiting.on(element, 'keydown', hold, { capture: true });
    for (const type of INTENT) waiting.on(element, type, () => resolve(), { passive: true });
    if (autoplayDelay !== null) {
      waiting.timeout(() => {
        autoplayDue = true;
        resolve();
      }, autoplayDelay);
    }
    waiting.add(resolve);
  });
  if (scope.disposed) return null;
  const module = await loadChunk('page-builder-swiper', () => import('./swiper'));
  waiting.dispose();
  if (scope.disposed) return null;
  return {
    module,
    replay(slider) {
      if (pressed) pressed.click();
      else if (autoplayDue) slider.slideNext();
    },
  };
}

/**
 * Mounts the slider when it is needed (`swiperWhenNeeded`), in the background: the widget's start
 * returns at once, as a carousel that is never reached never finishes waiting. A failure (Swiper's
 * chunk not loading) is the widget's report, its markup left as served.
 */
export function mountWhenNeeded(element: HTMLElement, ctx: WidgetContext, need: Need, mount: (wake: SwiperWake) => void | Promise<void>): void {
  swiperWhenNeeded(element, ctx.scope, need)
    .then((wake) => (wake && !ctx.scope.disposed ? mount(wake) : undefined))
    .catch((error: unknown) => {
      if (!ctx.scope.disposed) ctx.report(`its slider could not be started (${error instanceof Error ? error.message : String(error)})`, error);
    });
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
function ownControl(element: HTMLElement, selector: string): HTMLElement | null {
  for (const match of element.querySelectorAll<HTMLElement>(selector)) if (match.closest('[data-widget_type]') === element) return match;
  return null;
}

/** The widget's own arrows and pagination, for `mountSwiper`. */
export function ownControls(element: HTMLElement): { prevEl: HTMLElement | null; nextEl: HTMLElement | null; paginationEl: HTMLElement | null } {
  return {
    prevEl: ownControl(element, '.elementor-swiper-button-prev'),
    nextEl: ownControl(element, '.elementor-swiper-button-next'),
    paginationEl: ownControl(element, '.swiper-pagination'),
  };
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
