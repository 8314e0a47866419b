import { jquery } from '../../core/bus';
import { scrollToNotices } from '../../core/motion';
import type { WidgetContext } from '../../core/types';

/**
 * `jQuery.scroll_to_notices(el)` is a global helper cart.js, checkout.js and payment plugins
 * call; it must keep working once woocommerce.js is dequeued (100 px offset, 1 s).
 */
export function start(_body: HTMLElement, { scope }: WidgetContext): void {
  const $ = jquery();
  if (!$ || typeof $.scroll_to_notices === 'function') return;
  const scrollTo = (target: unknown) => {
    const element = target instanceof Element ? target : (target as { 0?: Element } | null)?.[0];
    scrollToNotices(element, scope.signal);
  };
  $.scroll_to_notices = scrollTo;
  scope.add(() => {
    if ($.scroll_to_notices === scrollTo) delete $.scroll_to_notices;
  });
}
