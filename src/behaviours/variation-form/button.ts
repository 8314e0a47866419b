import { adoptStyles } from '../../core/styles';
import { VARIATION_BUTTON, VARIATION_BUTTON_WRAPPER } from '../../selectors';
import { BUTTON_CLASSES, WRAPPER_CLASSES, clickVerdict, type ButtonState } from './logic';
import type { Restorer } from '../../core/restore';
import css from './variation-form.css?inline';

export const NOTICE_CLASS = 'storefront-variation-notice';

export interface ButtonTexts {
  makeSelection: string;
  unavailable: string;
}

export interface ButtonControl {
  setState(state: ButtonState): void;
  /** The click handler's verdict: true when the click was stopped (and explained). */
  intercept(event: { preventDefault(): void }, button: HTMLElement): boolean;
  removeNotice(): void;
}

/**
 * §4.8: the add-to-cart button is disabled by class, as WooCommerce does, so a click can say
 * why. The reason shows as an inline alert beside the button instead of a blocking window.alert.
 */
export function createButtonControl(form: HTMLElement, restorer: Restorer, texts: ButtonTexts): ButtonControl {
  const buttons = () => [...form.querySelectorAll<HTMLElement>(VARIATION_BUTTON)];
  const wrappers = () => [...form.querySelectorAll<HTMLElement>(VARIATION_BUTTON_WRAPPER)];
  let current: ButtonState | undefined;
  let notice: HTMLElement | null = null;

  const removeNotice = () => {
    notice?.remove();
    notice = null;
  };

  return {
    setState(state) {
      if (state !== current) removeNotice();
      current = state;
      const { add, remove } = BUTTON_CLASSES[state];
      for (const button of buttons()) {
        restorer.classes(button, ...BUTTON_CLASSES['selection-needed'].add, ...BUTTON_CLASSES.unavailable.add);
        restorer.attributes(button, 'aria-disabled');
        button.classList.remove(...remove);
        button.classList.add(...add);
        if (state === 'purchasable') button.removeAttribute('aria-disabled');
        else button.setAttribute('aria-disabled', 'true');
      }
      const wrapperClasses = WRAPPER_CLASSES[state];
      for (const wrapper of wrappers()) {
        restorer.classes(wrapper, wrapperClasses.add, wrapperClasses.remove);
        wrapper.classList.remove(wrapperClasses.remove);
        wrapper.classList.add(wrapperClasses.add);
      }
    },
    intercept(event, button) {
      const verdict = clickVerdict(button.classList);
      if (verdict === 'submit') return false;
      event.preventDefault();
      removeNotice();
      if (verdict === 'blocked') return true;
      adoptStyles('variation-form', css);
      notice = document.createElement('p');
      notice.className = NOTICE_CLASS;
      notice.setAttribute('role', 'alert');
      notice.textContent = verdict === 'unavailable' ? texts.unavailable : texts.makeSelection;
      button.after(notice);
      return true;
    },
    removeNotice,
  };
}
