/**
 * Elementor Pro's form widget (`form.default`) and the legacy subscribe widget
 * (`subscribe.default`, the same handlers without date, time or reCAPTCHA; no PHP widget prints it
 * in Pro 3.34), in place of Pro's form chunk (elementor-widgets.md §4.1): the multi-step form
 * (steps.ts), the AJAX send and its answer (sender.ts), the file fields' size check, reCAPTCHA
 * (recaptcha.ts). The popup's form action (src/popups) listens for the `submit_success` this
 * sends.
 *
 * Validation is the browser's constraint API, as Pro's: the browser checks the fields before it
 * submits, unless the form has `novalidate` (the widget's "custom" validation: then the server's
 * messages, the widget's own, come back per field and are shown inline); each step's Next checks
 * its fields in either case, as Pro's does. A file over its `data-maxsize` gets the field's
 * `data-maxsize-message` inline and as its custom validity, so the constraint API holds the send
 * back too (Pro only showed it and sent the file to be refused).
 *
 * Date and time fields stay the browser's own `type=date` / `type=time` inputs, with the `min`,
 * `max` and `pattern` Pro prints (its flatpickr is not loaded; `elementor-use-native` is what
 * every field gets): the browser's pickers are accessible and localised, cost no bytes, and the
 * constraint API checks their range.
 *
 * The honeypot field is the server's: left as served, never filled. Bad markup (no
 * `form.elementor-form`, no hidden `post_id`/`form_id` the server finds the form by, settings
 * that are not JSON, steps without the submit group) or no `ajaxurl` to send to: reported once,
 * the form left as served. Dispose gives the form back as served.
 */
import { globalProblem, globalValue } from '../../core/config';
import { text } from '../../core/i18n';
import { onPageEvent } from '../../core/page-events';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { readSettings } from '../../page-builder/settings';
import { createFieldErrors, FIELD_GROUP } from './feedback';
import { fireError, onFormEvent } from './form-events';
import { maxFileBytes, readStepSettings, tooLarge } from './logic';
import { setupRecaptcha } from './recaptcha';
import { createSender } from './sender';
import { FIELDS_WRAPPER, NO_STEPS, setupSteps, STEP_WRAPPER, SUBMIT_WRAPPER, type Steps } from './steps';

const FORM = 'form.elementor-form';
const FILE_FIELD = 'input[type="file"]';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(widget);
  if (!settings.ok) return ctx.report(settings.reason);
  const form = widget.querySelector<HTMLFormElement>(FORM);
  if (!form) return ctx.report(`it has no ${FORM}`);
  if (!form.querySelector('input[name="post_id"]') || !form.querySelector('input[name="form_id"]')) {
    return ctx.report('its form lacks the hidden post_id or form_id field the server finds the form by');
  }
  const configProblem = globalProblem('ElementorProFrontendConfig', ['ajaxurl']);
  if (configProblem) return ctx.report(configProblem);
  const ajaxUrl = globalValue('ElementorProFrontendConfig')?.ajaxurl;
  if (!ajaxUrl) return ctx.report('page global ElementorProFrontendConfig has no ajaxurl to send the form to');

  const fieldsWrapper = [...form.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.matches(FIELDS_WRAPPER));
  const children = fieldsWrapper ? [...fieldsWrapper.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : [];
  const stepWrappers = children.filter((child) => child.matches(STEP_WRAPPER));
  const submitWrapper = children.find((child) => child.matches(SUBMIT_WRAPPER));
  const submitButton = (submitWrapper ?? form).querySelector<HTMLElement>('[type="submit"]') ?? undefined;
  if (stepWrappers.length && (!fieldsWrapper || !submitWrapper || !submitButton)) {
    return ctx.report(`its steps have no ${SUBMIT_WRAPPER} group with the submit button to end them`);
  }

  const { scope } = ctx;
  const served = createRestorer();
  scope.add(() => served.restore());

  /** Our own validity checks fire `invalid` too; only the browser's submit's are the steps' business. */
  let checking = 0;
  const ownCheck = <T>(check: () => T): T => {
    checking++;
    try {
      return check();
    } finally {
      checking--;
    }
  };

  const steps: Steps =
    stepWrappers.length && fieldsWrapper && submitWrapper && submitButton
      ? setupSteps({
          widget,
          form,
          fieldsWrapper,
          stepWrappers,
          submitWrapper,
          submitButton,
          settings: readStepSettings(settings.value, { next: text('form_step_next'), previous: text('form_step_previous') }),
          scope,
          served,
          ownCheck,
        })
      : NO_STEPS;
  const errors = createFieldErrors(scope, form);
  const recaptcha = setupRecaptcha({ form, scope, served, report: ctx.report });
  const sender = createSender({
    form,
    submitButton: submitButton instanceof HTMLButtonElement || submitButton instanceof HTMLInputElement ? submitButton : null,
    ajaxUrl,
    scope,
    served,
    errors,
    steps,
    recaptcha,
    ownCheck,
    report: ctx.report,
  });

  // Through jQuery where the page has it: `$(form).trigger('submit')` from another script (Pro's
  // own reCAPTCHA did it) must reach us, and jQuery must then not submit the form natively.
  onPageEvent(scope, form, 'submit', (event) => {
    event.preventDefault();
    void sender.submit();
  });

  // The browser's validation of its own submit found a field in a step not shown: show that step
  // and report the field there (the browser cannot show its message on a hidden field).
  let revealing = false;
  scope.on(
    form,
    'invalid',
    (event) => {
      const control = event.target;
      if (checking || revealing || !(control instanceof HTMLElement) || !steps.isHidden(control)) return;
      revealing = true;
      scope.timeout(() => {
        revealing = false;
        steps.reveal(control);
        ownCheck(() => (control as HTMLInputElement).reportValidity());
        control.focus();
      }, 0);
    },
    { capture: true },
  );

  // Pro's steps show the step of the first inline error on `error`, whoever fired it.
  onFormEvent(scope, form, 'error', () => {
    const first = form.querySelector(`${FIELD_GROUP} .elementor-form-help-inline`);
    if (first) steps.reveal(first);
  });
  onFormEvent(scope, form, 'reset', () => steps.reset());

  const sized = new Set<HTMLInputElement>();
  scope.add(() => {
    for (const input of sized) input.setCustomValidity('');
  });
  scope.on(form, 'change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(FILE_FIELD)) return;
    const limit = maxFileBytes(input.getAttribute('data-maxsize'));
    const group = input.closest<HTMLElement>(FIELD_GROUP);
    if (limit === null || !group) return;
    if (sized.has(input)) {
      errors.clear(group);
      input.setCustomValidity('');
    }
    if (!tooLarge([...(input.files ?? [])].map((file) => file.size), limit)) return;
    const message = input.getAttribute('data-maxsize-message')?.trim() || text('form_file_too_large', null, String(limit / 1024 / 1024));
    sized.add(input);
    errors.show(group, [message]);
    input.setCustomValidity(message);
    fireError(form);
  });
}
