/**
 * Elementor Pro's purchase summary widget (elementor-widgets.md §9, §9.6): WooCommerce's
 * order-received page inside the widget. Its handler only adjusts the page: the billing and
 * shipping address boxes of one height while they stand side by side (again on resize), the order
 * row above a purchase note, and the hover-animation class of the order's buttons.
 */
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { readSettings } from '../../page-builder/settings';
import { applyHoverAnimation, equalHeights, markRowsAbovePurchaseNotes } from '../../page-builder/shop-widgets';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const read = readSettings(widget);
  if (!read.ok) return ctx.report(read.reason);
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());

  applyHoverAnimation(widget, '.order-again .button, td .button', read.value.order_details_button_hover_animation, restorer);
  markRowsAbovePurchaseNotes(widget, '.product-purchase-note', restorer);
  const equalAddresses = equalHeights(() => [...widget.querySelectorAll<HTMLElement>('address')], scope, restorer);
  equalAddresses();
  scope.on(window, 'resize', equalAddresses);
}
