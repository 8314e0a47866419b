/**
 * Elementor Pro's product add to cart widget in a loop item (elementor-widgets.md §9.5): its
 * quantity field is carried by the button's `data-quantity`, so the shop's add to cart (ours,
 * or WooCommerce's own) sends it; once added, WooCommerce's "View cart" link is moved out of the
 * row of field and button to the end of the form's box. On a single product the widget prints
 * WooCommerce's own form, which posts itself: nothing to do there.
 *
 * The plugin copies the field on `change` only, so a quantity typed and sent with Enter or a
 * click that came before the field lost focus, or set by a script without an event, went as the
 * old one; ours also copies on `input`, when it starts, and as the button is pressed.
 */
import * as bus from '../../core/bus';
import { onPageEventWithin } from '../../core/page-events';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { ADD_TO_CART_BUTTON, QUANTITY_INPUT } from '../../selectors';
import { buttonQuantity } from './logic';

const FORM = '.e-loop-add-to-cart-form';
const CONTAINER = '.e-loop-add-to-cart-form-container';
const VIEW_CART = '.added_to_cart';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const form = widget.querySelector<HTMLElement>(FORM);
  if (!form) return;
  const field = form.querySelector<HTMLInputElement>(QUANTITY_INPUT);
  const anyButton = form.querySelector<HTMLElement>(ADD_TO_CART_BUTTON);
  if (field && !anyButton) return ctx.report('its loop form has a quantity field but no add-to-cart button (.add_to_cart_button) to carry it');
  const { scope } = ctx;
  const restorer = createRestorer();
  const moved: { link: Element; button: HTMLElement }[] = [];
  scope.add(() => {
    // The link goes back beside its button, where WooCommerce put it.
    for (const { link, button } of moved) if (link.isConnected && button.isConnected) button.after(link);
    restorer.restore();
  });

  // Without AJAX the button is a link that carries no quantity: nothing to copy into.
  const button = anyButton?.classList.contains('ajax_add_to_cart') ? anyButton : null;
  if (field && button) {
    const copy = () => {
      const quantity = buttonQuantity(field.value, field.getAttribute('min'));
      if (button.dataset.quantity === quantity) return;
      restorer.attributes(button, 'data-quantity');
      button.dataset.quantity = quantity;
    };
    copy();
    onPageEventWithin(scope, form, 'input', QUANTITY_INPUT, copy);
    onPageEventWithin(scope, form, 'change', QUANTITY_INPUT, copy);
    // Before the add to cart's own click handler (on body) reads the button.
    scope.on(button, 'click', copy);
  }

  const moveViewCart = ({ button: added }: { button: HTMLElement | undefined }) => {
    if (!added || !form.contains(added)) return;
    const link = [...(added.parentElement?.children ?? [])].find((sibling) => sibling !== added && sibling.matches(VIEW_CART));
    const container = added.closest(CONTAINER);
    if (!link || !container) return;
    for (const old of container.querySelectorAll(`:scope > ${VIEW_CART}`)) old.remove();
    container.append(link);
    moved.push({ link, button: added });
  };
  // WooCommerce's add to cart (and ours) puts the link in before it says the button was updated.
  scope.add(bus.on('wc_cart_button_updated', moveViewCart));
  scope.add(bus.on('added_to_cart', moveViewCart));
}
