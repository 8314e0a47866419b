import { prefersReducedMotion } from '../../core/motion';
import type { WidgetContext } from '../../core/types';
import { INPUT_WRAPPER } from '../../selectors';
import { closestTarget } from '../../core/delegate';

/** Spec §9: field descriptions slide up in 250 ms. */
export const DESCRIPTION_SLIDE_MS = 250;
export const DESCRIPTION_SELECTOR = `${INPUT_WRAPPER} span.description`;

/**
 * Form field descriptions (woocommerce.js): a field's description shows while the field is in
 * use; a click elsewhere or Escape hides them.
 */
export function start(_body: HTMLElement, { scope }: WidgetContext): void {
  const all = () => [...document.querySelectorAll<HTMLElement>(DESCRIPTION_SELECTOR)];
  scope.on(document.body, 'click', (event) => {
    const wrapper = closestTarget(event, INPUT_WRAPPER);
    for (const description of all()) if (!wrapper?.contains(description)) setShown(description, false);
  });
  scope.on(document.body, 'focusin', (event) => {
    const field = event.target as Element | null;
    const wrapper = field?.matches?.('input, select, textarea') ? field.closest(INPUT_WRAPPER) : null;
    if (!wrapper) return;
    for (const description of all()) setShown(description, wrapper.contains(description));
  });
  scope.on(document.body, 'keydown', (event) => {
    if (event.key === 'Escape') for (const description of all()) setShown(description, false);
  });
}

function setShown(description: HTMLElement, shown: boolean): void {
  if (shown === !description.hidden) return;
  description.setAttribute('aria-hidden', String(!shown));
  if (shown) description.hidden = false;
  if (prefersReducedMotion() || typeof description.animate !== 'function') {
    description.hidden = !shown;
    return;
  }
  const frames = shown ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }];
  const animation = description.animate(frames, DESCRIPTION_SLIDE_MS);
  if (!shown) animation.onfinish = () => (description.hidden = true);
}
