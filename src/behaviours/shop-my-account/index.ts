/**
 * Elementor Pro's my account widget (elementor-widgets.md §9, §9.6) around WooCommerce's account
 * pages. Its tabs are links WooCommerce answers with a page each; the plugin's handler switches
 * tabs in place only in the editor. On the shop it adds: the hover-animation classes of the
 * forms' and tables' buttons, side-by-side address boxes and login/register forms of one height
 * (again when the password strength meter grows the register form, and on resize, which the
 * plugin leaves to a box that may then cut its text), and the order row above a purchase note.
 */
import { onPageEventWithin } from '../../core/page-events';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { readSettings } from '../../page-builder/settings';
import { applyHoverAnimation, equalHeights, markRowsAbovePurchaseNotes, tagSelect2Dropdowns } from '../../page-builder/shop-widgets';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const read = readSettings(widget);
  if (!read.ok) return ctx.report(read.reason);
  const settings = read.value;
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());

  applyHoverAnimation(widget, '.woocommerce button.button, #add_payment_method #payment #place_order', settings.forms_buttons_hover_animation, restorer);
  applyHoverAnimation(widget, '.order-again .button, td .button, .woocommerce-pagination .button', settings.tables_button_hover_animation, restorer);
  markRowsAbovePurchaseNotes(widget, 'tr.product-purchase-note', restorer);
  tagSelect2Dropdowns(scope);

  const equalAddresses = equalHeights(() => [...widget.querySelectorAll<HTMLElement>('address')], scope, restorer);
  const equalForms = equalHeights(() => [...widget.querySelectorAll<HTMLElement>('form.login, form.register')], scope, restorer);
  const equalise = () => {
    equalAddresses();
    equalForms();
  };
  equalise();
  scope.on(window, 'resize', equalise);
  for (const type of ['keyup', 'change']) onPageEventWithin(scope, widget, type, '.register #reg_password', equalForms);
}
