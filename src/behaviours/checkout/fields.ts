import { jquery } from '../../core/jquery';
import { onPageEventWithin } from '../../core/page-events';
import type { Scope } from '../../core/scope';
import { FORM_ROW, VALIDATED_CONTROL } from '../../selectors';
import { checkField, INVALID_CLASSES, VALIDATED_CLASS } from './fields-logic';

/** The message show_inline_errors appends to a field's row (checkout.md §2.8, §3.11). */
const INLINE_ERROR = 'checkout-inline-error-message';
/** A field error the server marks with the field's key: a classic notice's item, or a block notice banner holding one error. */
const FIELD_NOTICE = 'li[data-id], .wc-block-components-notice-banner[data-id]';
const BANNER_CONTENT = '.wc-block-components-notice-banner__content';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Delegated inline checks on the form: `input` clears, `validate` / `change` / `focusout` check (checkout.md §3.12). Heard through jQuery when present. */
export function startFieldChecks(form: HTMLFormElement, scope: Scope): void {
  onPageEventWithin(scope, form, 'input', VALIDATED_CONTROL, (_event, control) => clearField(control));
  for (const type of ['validate', 'change', 'focusout']) onPageEventWithin(scope, form, type, VALIDATED_CONTROL, (_event, control) => checkControl(control));
}

/** Fires `validate` then `blur` on every `.input-text, select, input:checkbox` of the form, through jQuery when present (WooCommerce's submit_error and failed update do). */
export function validateAll(form: HTMLFormElement): void {
  const controls = [...form.querySelectorAll<HTMLElement>(VALIDATED_CONTROL)];
  const $ = jquery();
  if ($) {
    // One set, as checkout.js triggers it: every field's `validate`, then every field's `blur`.
    $(controls).trigger('validate').trigger('blur');
    return;
  }
  for (const control of controls) control.dispatchEvent(new Event('validate', { bubbles: true }));
  // jQuery's `blur` trigger runs the fields' blur handlers; natively those hear this one.
  for (const control of controls) control.dispatchEvent(new FocusEvent('blur'));
}

/** §3.11 show_inline_errors: for each `li[data-id]` (or a block notice banner with data-id) in `notices` whose id matches exactly one element: append `p#<id>_description.checkout-inline-error-message` with the li's trimmed text to its `.form-row`, set `aria-describedby="<id>_description"` and `aria-invalid="true"` on the field. Text only, never HTML. */
export function showInlineErrors(_form: HTMLFormElement, notices: ParentNode): void {
  const items = [...notices.querySelectorAll<HTMLElement>(FIELD_NOTICE)];
  if (notices instanceof HTMLElement && notices.matches(FIELD_NOTICE)) items.unshift(notices);
  for (const item of items) {
    const id = item.getAttribute('data-id') ?? '';
    if (!id) continue;
    const fields = document.querySelectorAll<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
    if (fields.length !== 1) continue;
    const field = fields[0]!;
    const descriptionId = `${id}_description`;
    const row = field.closest(FORM_ROW);
    if (row) {
      // Once per field: a second answer's message replaces the first rather than doubling it.
      for (const stale of row.querySelectorAll(`.${INLINE_ERROR}`)) if (stale.id === descriptionId) stale.remove();
      const message = document.createElement('p');
      message.id = descriptionId;
      message.className = INLINE_ERROR;
      message.textContent = ((item.matches('li') ? item : item.querySelector(BANNER_CONTENT) ?? item).textContent ?? '').trim();
      row.append(message);
    }
    field.setAttribute('aria-describedby', descriptionId);
    field.setAttribute('aria-invalid', 'true');
  }
}

/** Removes every `.checkout-inline-error-message` under root. */
export function clearInlineErrors(root: ParentNode): void {
  for (const message of root.querySelectorAll(`.${INLINE_ERROR}`)) message.remove();
}

/** The `input` event: the field is being corrected, so every mark of a failed check goes. */
function clearField(control: HTMLElement): void {
  const row = control.closest(FORM_ROW);
  dropErrorMarks(control, row);
  row?.classList.remove(...INVALID_CLASSES, VALIDATED_CLASS);
}

function checkControl(control: HTMLElement): void {
  const row = control.closest(FORM_ROW);
  const input = control as Control;
  const result = checkField({
    required: !!row?.matches('.validate-required'),
    email: !!row?.matches('.validate-email'),
    phone: !!row?.matches('.validate-phone'),
    value: typeof input.value === 'string' ? input.value : '',
    checked: control instanceof HTMLInputElement && control.checked,
    isCheckbox: control instanceof HTMLInputElement && control.type === 'checkbox',
  });
  if (!result.valid) {
    control.setAttribute('aria-invalid', 'true');
    row?.classList.remove(VALIDATED_CLASS);
    row?.classList.add(...result.classes);
    return;
  }
  dropErrorMarks(control, row);
  row?.classList.remove(...INVALID_CLASSES);
  row?.classList.add(...result.classes);
}

/**
 * `aria-invalid`, the row's inline messages and the field's link to its inline message go.
 * WooCommerce drops `aria-describedby` whole; here only the inline message's link goes, and the
 * field's own description (`<id>-description`, which show_inline_errors had replaced) is linked
 * again, so a corrected field keeps its description for a screen reader.
 */
function dropErrorMarks(control: HTMLElement, row: Element | null): void {
  control.removeAttribute('aria-invalid');
  row?.querySelectorAll(`.${INLINE_ERROR}`).forEach((message) => message.remove());
  const described = control.getAttribute('aria-describedby');
  if (described === null) return;
  const links = described.split(/\s+/).filter((id) => id !== '' && id !== `${control.id}_description`);
  const description = control.id ? `${control.id}-description` : '';
  if (description && !links.includes(description) && row?.querySelector(`[id="${description.replace(/["\\]/g, '\\$&')}"]`)) links.push(description);
  if (links.length) control.setAttribute('aria-describedby', links.join(' '));
  else control.removeAttribute('aria-describedby');
}
