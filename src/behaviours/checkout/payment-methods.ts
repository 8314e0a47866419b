import { emit } from '../../core/bus';
import { finishSlide, slideDown, slideUp, willBeHidden } from '../../core/motion';
import { onPageEventWithin } from '../../core/page-events';
import type { Scope } from '../../core/scope';
import { PAYMENT_BOX, PAYMENT_METHOD_RADIO, PLACE_ORDER_BUTTON } from '../../selectors';

/** checkout.js's payment box slide (checkout.md §8); add-payment-method.js uses 250. */
export const CHECKOUT_BOX_SLIDE_MS = 230;
export const ACCOUNT_BOX_SLIDE_MS = 250;

export interface PaymentMethods {
  /** init_payment_methods (checkout.md §3.2): at start and after every order review answer. */
  init(): void;
  checked(): HTMLInputElement | null;
}

/**
 * The payment method list of the checkout, the order-pay form and the account's add-payment-method
 * form: one box open at a time, the place-order button's text from the chosen gateway, and
 * `payment_method_selected` when the choice changes (checkout.md §3.2, §4.2, §4.5). Arrow keys
 * move a radio group's choice with a click, so the keyboard goes through the same handler.
 */
export function startPaymentMethods(
  root: HTMLElement,
  scope: Scope,
  options: { slideMs: number; buttonText: boolean; announce: boolean },
): PaymentMethods {
  let selectedId: string | undefined;
  const radios = () => [...root.querySelectorAll<HTMLInputElement>(PAYMENT_METHOD_RADIO)];
  const boxOf = (radio: HTMLInputElement) => (radio.id ? root.querySelector<HTMLElement>(`${PAYMENT_BOX}.${CSS.escape(radio.id)}`) : null);
  const boxes = () => [...root.querySelectorAll<HTMLElement>(PAYMENT_BOX)];

  function chosen(radio: HTMLInputElement): void {
    if (radios().length > 1) {
      const box = boxOf(radio);
      if (radio.checked && box && willBeHidden(box)) {
        for (const other of boxes()) if (other !== box && !willBeHidden(other)) slideUp(other, options.slideMs);
        slideDown(box, options.slideMs);
      }
    } else {
      for (const box of boxes()) box.style.removeProperty('display');
    }
    if (options.buttonText) {
      const button = document.querySelector<HTMLElement>(PLACE_ORDER_BUTTON);
      const text = radio.dataset.order_button_text || button?.dataset.value;
      if (button && text !== undefined) button.textContent = text;
    }
    const checked = radios().find((r) => r.checked);
    if (options.announce && checked && checked.id !== selectedId) {
      selectedId = checked.id;
      emit('payment_method_selected', {});
    }
  }

  onPageEventWithin(scope, root, 'click', PAYMENT_METHOD_RADIO, (_event, radio) => chosen(radio as HTMLInputElement));

  return {
    init() {
      const all = radios();
      const [first] = all;
      if (first && all.length === 1) first.style.display = 'none';
      if (selectedId) {
        const before = all.find((radio) => radio.id === selectedId);
        if (before) before.checked = true;
      }
      if (first && !all.some((radio) => radio.checked)) first.checked = true;
      const checked = all.find((radio) => radio.checked);
      if (all.length > 1) {
        for (const box of boxes()) {
          if (checked?.id && box.classList.contains(checked.id)) continue;
          finishSlide(box);
          box.style.display = 'none';
        }
      }
      if (checked) chosen(checked);
    },
    checked: () => radios().find((radio) => radio.checked) ?? null,
  };
}
