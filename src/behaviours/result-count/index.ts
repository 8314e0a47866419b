import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { RESULT_COUNT } from '../../selectors';

/** Spec §9: the result count live region is refreshed after 2 s. */
export const RESULT_COUNT_DELAY_MS = 2000;

/**
 * The listing's result count is hidden from screen readers, then shown again with fresh nodes,
 * so it is announced once the page has settled (woocommerce.js).
 */
export function start(_body: HTMLElement, { scope }: WidgetContext): void {
  const counts = [...document.querySelectorAll<HTMLElement>(RESULT_COUNT)];
  const served = createRestorer();
  for (const count of counts) {
    served.attributes(count, 'aria-hidden');
    count.setAttribute('aria-hidden', 'true');
  }
  // Disposed before the 2 s: never leave the count hidden from screen readers.
  const restore = scope.add(() => served.restore());
  scope.timeout(() => {
    restore();
    for (const count of counts) {
      count.setAttribute('aria-hidden', 'false');
      count.replaceChildren(...[...count.childNodes].map((node) => node.cloneNode(true)));
    }
  }, RESULT_COUNT_DELAY_MS);
}
