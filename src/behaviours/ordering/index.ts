import type { WidgetContext } from '../../core/types';
import { ORDERBY_SELECT } from '../../selectors';

/**
 * Listing sort order: changing `select.orderby` submits its form (WooCommerce woocommerce.js).
 * requestSubmit() fires the submit event, so a theme's own submit handler still runs first.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  ctx.scope.on(document.body, 'change', (event) => {
    const select = event.target as Element | null;
    if (!select?.matches?.(ORDERBY_SELECT)) return;
    const form = select.closest('form');
    if (form) form.requestSubmit();
  });
}
