import type { Scope } from '../../core/scope';

export interface RatingError {
  show(text: string): void;
  hide(): void;
}

/**
 * The missing-rating message (spec §8) as one inline `role=alert` after the stars, instead of
 * WooCommerce's blocking window.alert; the radio group points at it while it shows.
 */
export function trackError(scope: Scope, stars: HTMLElement, fieldId: string): RatingError {
  const group = stars.querySelector('[role="radiogroup"]')!;
  let message: HTMLElement | undefined;

  const hide = () => {
    message?.remove();
    message = undefined;
    group.removeAttribute('aria-invalid');
    group.removeAttribute('aria-describedby');
  };
  scope.add(hide);

  return {
    show(text) {
      // A fresh node each time: a second refused submit is announced again.
      hide();
      message = document.createElement('p');
      message.id = `${fieldId}-error`;
      message.className = 'comment-form-rating-error';
      message.setAttribute('role', 'alert');
      message.textContent = text;
      stars.after(message);
      group.setAttribute('aria-invalid', 'true');
      group.setAttribute('aria-describedby', message.id);
    },
    hide,
  };
}
