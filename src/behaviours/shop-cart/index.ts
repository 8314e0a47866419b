/**
 * Elementor Pro's cart widget (elementor-widgets.md §9.3) around WooCommerce's cart: the cart's
 * own requests stay WooCommerce's (wc-cart), this adds what the plugin's handler adds. With
 * `update_cart_automatically`, the cart's own "Update cart" button is clicked 1.5 s after the last
 * quantity typed, so WooCommerce sends the update as if the shopper had; the hover-animation
 * classes and the `_wp_http_referer` rewrite are applied again whenever WooCommerce replaces the
 * cart's markup; the totals column sticks while the page scrolls.
 */
import * as bus from '../../core/bus';
import { onPageEvent, onPageEventWithin } from '../../core/page-events';
import { createRestorer } from '../../core/restore';
import type { Disposer } from '../../core/scope';
import { SHOP_CART_AUTO_UPDATE_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { isOn, readSettings } from '../../page-builder/settings';
import { applyHoverAnimation, readPageId, refererUrl, rewriteReferers, stickRightColumn, tagSelect2Dropdowns } from '../../page-builder/shop-widgets';
import { quantityReady } from './logic';

const QUANTITY = '.qty';
const UPDATE_BUTTON = 'button[name="update_cart"]';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const read = readSettings(widget);
  if (!read.ok) return ctx.report(read.reason);
  const settings = read.value;
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const pageId = readPageId();
  const widgetId = widget.dataset.id;

  // The plugin finds these buttons page-wide; a theme's own checkout button elsewhere on the page
  // is not the widget's to animate.
  const decorate = () => {
    applyHoverAnimation(widget, '.checkout-button', settings.checkout_button_hover_animation, restorer);
    applyHoverAnimation(widget, '.shop_table .button', settings.forms_buttons_hover_animation, restorer);
    if (pageId && widgetId) rewriteReferers(widget, refererUrl(location.href, pageId, widgetId), restorer);
  };
  decorate();
  // WooCommerce replaces the cart form after an update and the totals after a shipping change.
  for (const event of ['wc_fragments_loaded', 'wc_fragments_refreshed', 'updated_wc_div'] as const) scope.add(bus.on(event, decorate));
  onPageEvent(scope, document.body, 'updated_cart_totals', decorate);

  stickRightColumn(widget, settings, scope, restorer);
  tagSelect2Dropdowns(scope);

  if (!isOn(settings.update_cart_automatically)) return;
  let pending: Disposer | null = null;
  const cancel = () => {
    pending?.();
    pending = null;
  };
  const update = () => {
    pending = null;
    const fields = [...widget.querySelectorAll<HTMLInputElement>(`.woocommerce-cart-form input${QUANTITY}`)];
    if (!fields.every((field) => quantityReady({ value: field.value, min: field.getAttribute('min') ?? '', max: field.getAttribute('max') ?? '' }))) return;
    widget.querySelector<HTMLButtonElement>(UPDATE_BUTTON)?.click();
  };
  const schedule = () => {
    cancel();
    pending = scope.timeout(update, SHOP_CART_AUTO_UPDATE_MS);
  };
  // Typing, and a quantity plugin's +/- buttons, which trigger `change` through jQuery.
  onPageEventWithin(scope, widget, 'input', QUANTITY, schedule);
  onPageEventWithin(scope, widget, 'change', QUANTITY, schedule);
  // The shopper sent the form (Enter in a field, the button): a second update would be one too many.
  scope.on(widget, 'submit', cancel, { capture: true });
}
