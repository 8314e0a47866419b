/** Visual change by CSS transitions, honouring the shopper's reduced-motion preference. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** jQuery's fadeTo: a transition on opacity (instant under reduced motion). */
export function fadeTo(element: HTMLElement, opacity: number, durationMs: number): void {
  element.style.transition = prefersReducedMotion() ? 'none' : `opacity ${durationMs}ms`;
  element.style.opacity = String(opacity);
}

export function clearFade(element: HTMLElement): void {
  element.style.removeProperty('transition');
  element.style.removeProperty('opacity');
}

/** Spec §9: scroll-to-notices uses a 100 px offset over 1 s. */
export const NOTICE_SCROLL_OFFSET = 100;
export const NOTICE_SCROLL_MS = 1000;

/** Animates the window to a y position (WooCommerce animates html/body scrollTop); the signal stops it. */
export function scrollWindowTo(top: number, durationMs: number, signal?: AbortSignal): void {
  const from = window.scrollY;
  const distance = Math.max(0, top) - from;
  if (prefersReducedMotion() || durationMs <= 0 || distance === 0) {
    window.scrollTo(0, from + distance);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    if (signal?.aborted) return;
    const t = Math.min(1, (now - began) / durationMs);
    // jQuery's default "swing" easing.
    const eased = 0.5 - Math.cos(t * Math.PI) / 2;
    window.scrollTo(0, from + distance * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function scrollToNotices(element: Element | null | undefined, signal?: AbortSignal): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - NOTICE_SCROLL_OFFSET;
  scrollWindowTo(top, NOTICE_SCROLL_MS, signal);
}

/** One running slide per element, so a new slide (or a widget's dispose) can finish it at once. */
const slides = new WeakMap<
  HTMLElement,
  { direction: 'down' | 'up'; animation: Animation; timer: ReturnType<typeof setTimeout>; done: () => void }
>();

/**
 * Hidden by the page's styles or ours, like jQuery's `:hidden` for display. Its own inline
 * `display: none` (as a slide up leaves it) says so without asking for the computed style, a
 * forced style pass over everything the caller's handler just changed.
 */
const isHidden = (element: HTMLElement) => element.style.display === 'none' || getComputedStyle(element).display === 'none';

/** Hidden once any running slide ends: a slide up counts as hidden, a slide down as shown. */
export function willBeHidden(element: HTMLElement): boolean {
  const direction = slides.get(element)?.direction;
  return direction ? direction === 'up' : isHidden(element);
}

/** jQuery's slideDown: shows a hidden element, growing its height (a no-op if already shown). */
export function slideDown(element: HTMLElement, durationMs: number): void {
  // Already on its way in: let it finish, as jQuery's queue would.
  if (slides.get(element)?.direction === 'down') return;
  finishSlide(element);
  if (!isHidden(element)) return;
  // Shown by dropping our own inline `display: none` where the page's styles allow it.
  const hiddenInline = element.style.display === 'none';
  if (hiddenInline) element.style.removeProperty('display');
  if (!hiddenInline || isHidden(element)) element.style.display = 'block';
  slideHeight(element, 'down', durationMs, () => {});
}

/** jQuery's slideUp: shrinks an element's height, then hides it (a no-op if already hidden). */
export function slideUp(element: HTMLElement, durationMs: number): void {
  if (slides.get(element)?.direction === 'up') return;
  finishSlide(element);
  if (isHidden(element)) return;
  const hide = () => void (element.style.display = 'none');
  // Nothing to slide (an empty block): animating it would only stop its margins collapsing for
  // the duration, a layout shift for nothing.
  const empty = element.childElementCount === 0 && !element.textContent?.trim();
  if (empty || !slideHeight(element, 'up', durationMs, hide)) hide();
}

/** Jumps a running slide to its end state. */
export function finishSlide(element: HTMLElement): void {
  const slide = slides.get(element);
  if (!slide) return;
  slides.delete(element);
  clearTimeout(slide.timer);
  slide.animation.finish();
  slide.done();
}

/**
 * The element's own height as a keyframe the browser resolves while it lays the frame out
 * (`calc-size(auto, size)`), or null where CSS cannot say it. Reading `scrollHeight` instead would
 * force a layout of the whole changed page inside the shopper's input handler, then again for the
 * frame: the variation form's first answer spent a fifth of its time there.
 */
function intrinsicHeightKeyframe(): string | null {
  // Asked once per CSS object: the answer cannot change, and a slide runs inside the shopper's
  // input handler.
  const css = typeof CSS === 'undefined' ? undefined : CSS;
  if (!intrinsicHeight || intrinsicHeight.css !== css) {
    intrinsicHeight = { css, keyframe: css?.supports?.('height', 'calc-size(auto, size)') ? 'calc-size(auto, size)' : null };
  }
  return intrinsicHeight.keyframe;
}
let intrinsicHeight: { css: typeof CSS | undefined; keyframe: string | null } | undefined;

/** Web Animations leave no inline height or overflow behind; false when nothing was animated. */
function slideHeight(element: HTMLElement, direction: 'down' | 'up', durationMs: number, done: () => void): boolean {
  if (durationMs <= 0 || prefersReducedMotion() || typeof element.animate !== 'function') return false;
  const frames: Keyframe[] = [
    { height: '0px', overflow: 'hidden' },
    { height: intrinsicHeightKeyframe() ?? `${element.scrollHeight}px`, overflow: 'hidden' },
  ];
  const animation = element.animate(direction === 'down' ? frames : frames.reverse(), { duration: durationMs, easing: 'ease' });
  // A timer rather than onfinish: the end state lands on time even where animations are paused.
  const timer = setTimeout(() => finishSlide(element), durationMs);
  slides.set(element, { direction, animation, timer, done });
  return true;
}
