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

/** Animates the window to a y position (WooCommerce animates html/body scrollTop). */
export function scrollWindowTo(top: number, durationMs: number): void {
  const from = window.scrollY;
  const distance = Math.max(0, top) - from;
  if (prefersReducedMotion() || durationMs <= 0 || distance === 0) {
    window.scrollTo(0, from + distance);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    // jQuery's default "swing" easing.
    const eased = 0.5 - Math.cos(t * Math.PI) / 2;
    window.scrollTo(0, from + distance * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function scrollToNotices(element: Element | null | undefined): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - NOTICE_SCROLL_OFFSET;
  scrollWindowTo(top, NOTICE_SCROLL_MS);
}
