/**
 * The form's events, which Pro's handlers (and other scripts: the popup's form action, analytics)
 * use to talk to each other: jQuery events on the form.
 *
 * `submit_success` and `form_destruct` go through the bus: `storefront:<name>` natively, and the
 * bare name through jQuery's trigger with the answer as the one argument when jQuery is on the
 * page, otherwise as a bubbling CustomEvent whose `detail` is the answer (src/popups hears both).
 *
 * `error` and `reset` do not: the bus's own twin of `error` would be `storefront:error`, the
 * project's failure report. With jQuery they are triggered as Pro does (`reset` through jQuery
 * also resets the fields, natively, which fires the browser's own `reset` event); without it,
 * `error` is a plain event on the form that does not bubble (a bubbling one would reach the
 * window's error handlers, which take it for a script error) and `reset` is `form.reset()`.
 */
import { emit } from '../../core/bus';
import { jquery } from '../../core/jquery';
import { onPageEvent } from '../../core/page-events';
import type { Scope } from '../../core/scope';

export function fireSuccess(form: HTMLFormElement, payload: Record<string, unknown>): void {
  emit('submit_success', payload, form);
}

export function fireDestruct(form: HTMLFormElement, payload: Record<string, unknown>): void {
  emit('form_destruct', payload, form);
}

export function fireError(form: HTMLFormElement): void {
  const $ = jquery();
  if ($) isolated(() => $(form).trigger('error'));
  else form.dispatchEvent(new Event('error'));
}

export function fireReset(form: HTMLFormElement): void {
  const $ = jquery();
  if ($) isolated(() => $(form).trigger('reset'));
  else form.reset();
}

/** Hears the form's `error` or `reset`, whoever fired it (jQuery's trigger or the browser). */
export function onFormEvent(scope: Scope, form: HTMLFormElement, type: 'error' | 'reset', handler: () => void): void {
  onPageEvent(scope, form, type, (event) => {
    if (event.target === form) handler();
  });
}

/** A throwing jQuery handler of another script must not stop the form's own sequence. */
function isolated(trigger: () => void): void {
  try {
    trigger();
  } catch (error) {
    if (typeof reportError === 'function') reportError(error);
  }
}
