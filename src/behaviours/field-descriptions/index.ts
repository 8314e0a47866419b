import { finishSlide, slideDown, slideUp, willBeHidden } from '../../core/motion';
import type { WidgetContext } from '../../core/types';
import { INPUT_WRAPPER } from '../../selectors';
import { closestTarget } from '../../core/delegate';

/** Spec §9: field descriptions slide up (and down) in 250 ms. */
export const DESCRIPTION_SLIDE_MS = 250;
export const DESCRIPTION_SELECTOR = `${INPUT_WRAPPER} span.description`;
const WRAPPER = INPUT_WRAPPER;
const FIELD = 'input, select, textarea, button';

/**
 * Form field descriptions (woocommerce.js): the description of the field in use slides down and
 * the others slide up; a click outside every field wrapper, or Escape in the field, slides them up.
 * Shown or hidden is what the page computes (WooCommerce's stylesheet hides them until used).
 */
export function start(_body: HTMLElement, { scope }: WidgetContext): void {
  const all = () => [...document.querySelectorAll<HTMLElement>(DESCRIPTION_SELECTOR)];
  const fieldWrapper = (event: Event) => (closestTarget(event, FIELD) ? closestTarget(event, WRAPPER) : null);

  const use = (wrapper: Element) => {
    for (const description of all()) {
      if (wrapper.contains(description)) show(description);
      else hide(description);
    }
  };

  // Clicks inside a wrapper (its label text, its padding) keep every description as it is.
  scope.on(document.body, 'click', (event) => {
    const wrapper = fieldWrapper(event);
    if (wrapper) use(wrapper);
    else if (!closestTarget(event, WRAPPER)) for (const description of all()) hide(description);
  });
  scope.on(document.body, 'focusin', (event) => {
    const wrapper = fieldWrapper(event);
    if (wrapper) use(wrapper);
  });
  scope.on(document.body, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    const wrapper = fieldWrapper(event);
    const shown = wrapper ? all().filter((description) => wrapper.contains(description) && !willBeHidden(description)) : [];
    if (!shown.length) return;
    event.preventDefault();
    for (const description of shown) hide(description);
  });
  scope.add(() => {
    for (const description of all()) finishSlide(description);
  });

  // The focus that started this widget is not replayed: answer it now.
  const focused = document.activeElement;
  const wrapper = focused?.matches(FIELD) ? focused.closest(WRAPPER) : null;
  if (wrapper) use(wrapper);
}

function show(description: HTMLElement): void {
  if (!willBeHidden(description)) return;
  description.setAttribute('aria-hidden', 'false');
  slideDown(description, DESCRIPTION_SLIDE_MS);
}

function hide(description: HTMLElement): void {
  if (willBeHidden(description)) return;
  description.setAttribute('aria-hidden', 'true');
  slideUp(description, DESCRIPTION_SLIDE_MS);
}
