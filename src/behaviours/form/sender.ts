/**
 * Pro's form-sender and form-redirect (elementor-widgets.md §4.1): on submit, the whole form as
 * multipart FormData plus `action=elementor_pro_forms_send_form` and `referrer=location.href`,
 * POSTed to `ElementorProFrontendConfig.ajaxurl`, one at a time.
 *
 * While it is sent: `elementor-form-waiting` on the form (and `aria-busy`), the form faded to 0.45
 * over 500 ms (at once under reduced motion), the submit button disabled with a spinner that says
 * what it is. A submit while one is on its way is ignored, so nothing is ever sent twice.
 *
 * The answer, in Pro's order. Success: `submit_success` then `form_destruct` with the answer's
 * `data`, the redirect when `data.redirect_url` is an http(s) address, `reset` (the fields, the
 * steps, the captcha), then the success message. Failure: each field's error inline, `error`, then
 * the general message. A transport failure, a timeout or an answer we cannot read: a general
 * message in Spanish, the button back, `error`. Every message is text.
 *
 * Decided otherwise than Pro: the browser's own validation also runs for a submit another script
 * triggers (`$(form).trigger('submit')` skipped it), and the first invalid field's step is shown
 * for it; a field error whose field is not in the form goes into the general message (Pro dropped
 * it); a field error is placed on its field group (Pro's `.parent()` put a select's inside the
 * select's wrapper); an answer without a message gets ours (Pro printed "undefined"); a transport
 * failure says so in Spanish (Pro printed jQuery's status text, "error") and keeps the button's
 * markup (Pro rewrote it as its text); focus goes to the first field in error, or back to the
 * button (or to the message, where the button is in a step now hidden) when disabling it lost it.
 */
import { globalValue } from '../../core/config';
import { describeError } from '../../core/errors';
import { HttpError, readJson } from '../../core/http';
import { text } from '../../core/i18n';
import { clearFade, fadeTo } from '../../core/motion';
import type { Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { FORM_DONE_FADE_MS, FORM_SEND_TIMEOUT_MS, FORM_UPLOAD_TIMEOUT_MS, FORM_WAITING_FADE_MS } from '../../core/timings';
import { addSpinner, appendMessage, FIELD_GROUP, removeMessages, type FieldErrors } from './feedback';
import { fireDestruct, fireError, fireReset, fireSuccess } from './form-events';
import { appendSendFields, isSameOrigin, readOutcome, sendAnswer } from './logic';
import type { Recaptcha } from './recaptcha';
import type { Steps } from './steps';

export const WAITING = 'elementor-form-waiting';

export interface SenderInput {
  readonly form: HTMLFormElement;
  readonly submitButton: HTMLButtonElement | HTMLInputElement | null;
  readonly ajaxUrl: string;
  readonly scope: Scope;
  readonly served: Restorer;
  readonly errors: FieldErrors;
  readonly steps: Steps;
  readonly recaptcha: Recaptcha | null;
  readonly ownCheck: <T>(check: () => T) => T;
  readonly report: (reason: string, error?: unknown) => void;
}

export function createSender(input: SenderInput): { submit(): Promise<void> } {
  const { form, submitButton, ajaxUrl, scope, served, errors, steps, recaptcha, ownCheck, report } = input;
  let waiting = false;
  let spinner: HTMLElement | null = null;
  served.attributes(form, 'class', 'style', 'aria-busy');
  if (submitButton) served.attributes(submitButton, 'disabled');
  const buttonWasDisabled = submitButton?.hasAttribute('disabled') ?? false;
  scope.add(() => {
    spinner?.remove();
    removeMessages(form);
  });

  return { submit };

  async function submit(): Promise<void> {
    if (waiting || form.classList.contains(WAITING)) return;
    if (!form.noValidate && !valid()) return;
    waiting = true;
    const focusWasInside = form.contains(document.activeElement);
    beforeSend();
    let outcome: ReturnType<typeof readOutcome>;
    try {
      if (recaptcha) await recaptcha.prepare();
      if (scope.disposed) return;
      const body = appendSendFields(new FormData(form), location.href);
      recaptcha?.sent();
      const answer = await send(ajaxUrl, body, scope.signal, hasFiles(form) ? FORM_UPLOAD_TIMEOUT_MS : FORM_SEND_TIMEOUT_MS);
      outcome = readOutcome(readJson(answer, sendAnswer), location.href);
    } catch (error) {
      if (scope.disposed) return;
      report(`the form could not be sent (${describeError(error)})`, error);
      const message = appendMessage(form, 'danger', [text('form_send_failed')]);
      done();
      fireError(form);
      if (!scope.disposed) restoreFocus(focusWasInside, message);
      return;
    }
    if (scope.disposed) return;
    done();

    if (outcome.ok) {
      fireSuccess(form, outcome.payload);
      if (scope.disposed) return;
      fireDestruct(form, outcome.payload);
      if (scope.disposed) return;
      if (outcome.redirect) window.location.assign(outcome.redirect);
      fireReset(form);
      if (scope.disposed) return;
      const message = outcome.message.length ? appendMessage(form, 'success', outcome.message, svgIcons()) : null;
      restoreFocus(focusWasInside, message);
      return;
    }

    const unplaced: string[] = [];
    for (const [field, lines] of outcome.fieldErrors) {
      const group = groupOf(field);
      if (group) errors.show(group, lines);
      else unplaced.push(...lines);
    }
    if (outcome.hasErrors) fireError(form);
    if (scope.disposed) return;
    const lines = [...outcome.message, ...unplaced];
    const message = appendMessage(form, 'danger', lines.length ? lines : [text('form_rejected')]);
    const invalid = errors.firstInvalid();
    if (invalid) {
      steps.reveal(invalid);
      invalid.focus();
    } else restoreFocus(focusWasInside, message);
  }

  /**
   * The constraint API's check before sending (the browser already made it for its own submit;
   * one from a script comes here unchecked): the first invalid field's step shown, the field
   * reported and focused.
   */
  function valid(): boolean {
    for (const control of form.elements) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
      if (ownCheck(() => control.checkValidity())) continue;
      steps.reveal(control);
      ownCheck(() => control.reportValidity());
      control.focus();
      return false;
    }
    return true;
  }

  function beforeSend(): void {
    form.classList.add(WAITING);
    form.setAttribute('aria-busy', 'true');
    fadeTo(form, 0.45, FORM_WAITING_FADE_MS);
    removeMessages(form);
    errors.clear();
    if (submitButton) {
      submitButton.disabled = true;
      // An input button cannot hold one.
      if (submitButton instanceof HTMLButtonElement) spinner = addSpinner(submitButton, text('form_sending'));
    }
  }

  function done(): void {
    waiting = false;
    spinner?.remove();
    spinner = null;
    if (submitButton) submitButton.disabled = buttonWasDisabled;
    form.classList.remove(WAITING);
    form.removeAttribute('aria-busy');
    fadeTo(form, 1, FORM_DONE_FADE_MS);
    scope.timeout(() => {
      if (!waiting) clearFade(form);
    }, FORM_DONE_FADE_MS);
  }

  /** A field id's group: its control's (`#form-field-{id}`), or the group named after it. */
  function groupOf(field: string): HTMLElement | null {
    const escaped = CSS.escape(field);
    const control = form.querySelector(`#form-field-${escaped}`);
    return control?.closest<HTMLElement>(FIELD_GROUP) ?? form.querySelector<HTMLElement>(`${FIELD_GROUP}-${escaped}`);
  }

  /** Focus that disabling the button (or hiding its step) took away comes back to the form. */
  function restoreFocus(wasInside: boolean, message: HTMLElement | null): void {
    const active = document.activeElement;
    if (!wasInside || (active && active !== document.body && form.contains(active))) return;
    if (submitButton && !submitButton.disabled && !steps.isHidden(submitButton)) {
      submitButton.focus();
      return;
    }
    if (message) {
      message.tabIndex = -1;
      message.focus();
    }
  }
}

function hasFiles(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].some((input) => (input.files?.length ?? 0) > 0);
}

/** Whether the page uses SVG icons (`e_font_icon_svg`): the success message's icon follows it. */
function svgIcons(): boolean {
  return globalValue('elementorFrontendConfig')?.experimentalFeatures?.e_font_icon_svg === true;
}

/**
 * The POST, bounded by `timeoutMs` and ended by the widget's dispose. jQuery sent
 * `X-Requested-With` with same-origin requests; so do we (some security plugins look for it).
 */
async function send(url: string, body: FormData, signal: AbortSignal, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        body,
        signal: controller.signal,
        ...(isSameOrigin(url, location.href) ? { headers: { 'X-Requested-With': 'XMLHttpRequest' } } : {}),
      });
    } catch (error) {
      if (timedOut) throw new HttpError('timeout', `no answer within ${timeoutMs / 1000} s`);
      if (controller.signal.aborted) throw new HttpError('aborted', 'request aborted');
      throw new HttpError('network', error instanceof Error ? error.message : 'network error');
    }
    if (!response.ok) throw new HttpError('status', `HTTP ${response.status}`, response.status);
    try {
      return await response.text();
    } catch {
      throw new HttpError(timedOut ? 'timeout' : 'network', 'the answer could not be read');
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
