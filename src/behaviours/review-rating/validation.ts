import { closestTarget } from '../../core/delegate';
import type { Scope } from '../../core/scope';
import { blocksSubmit } from './logic';

/**
 * Holds the review back while `#rating` is empty and the shop requires ratings (spec §5), and
 * calls `onMissing`; whatever was typed stays in the form.
 */
export function guardSubmit(scope: Scope, select: HTMLSelectElement, required: boolean, onMissing: () => void): void {
  const form = select.form;
  if (!form) return;
  const refuse = (event: Event) => {
    if (!blocksSubmit(select.value, required)) return;
    event.preventDefault();
    onMissing();
  };
  // A click on a submit button comes before the browser validates the hidden, required select
  // (which could only say it is "not focusable"); Enter in a field clicks the default button.
  scope.on(form, 'click', (event) => {
    const control = closestTarget(event, 'button, input');
    const submits =
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
      (control.type === 'submit' || control.type === 'image');
    if (submits && control.form === form) refuse(event);
  });
  // form.requestSubmit() and forms without a submit button.
  scope.on(form, 'submit', refuse);
  // The browser's own check of the hidden select could only say it is "not focusable".
  scope.on(select, 'invalid', (event) => {
    if (select.value !== '') return;
    event.preventDefault();
    onMissing();
  });
}
