/**
 * What the form shows: the messages under it, a field's inline error, and the spinner in the
 * submit button, each as Pro prints it (elementor-widgets.md §4.1), built with DOM calls and text
 * only, and each taken away again on dispose.
 */
import type { Scope } from '../../core/scope';

export const FIELD_GROUP = '.elementor-field-group';
const MESSAGE = 'elementor-message';
const HELP_INLINE = 'elementor-form-help-inline';
const FIELD_ERROR = 'elementor-error';
/** The controls a group's error is about: what the visitor fills in, not buttons or hidden values. */
const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea';

/** Lines of text as one element's content, a `<br>` between two. */
function setLines(element: HTMLElement, lines: readonly string[]): void {
  lines.forEach((line, index) => {
    if (index) element.append(document.createElement('br'));
    element.append(line);
  });
}

/**
 * `div.elementor-message.elementor-message-{success|danger}[role=alert]` at the end of the form
 * (`elementor-message-svg` on a success where the page uses SVG icons, as Pro adds it).
 */
export function appendMessage(form: HTMLFormElement, kind: 'success' | 'danger', lines: readonly string[], svgIcon = false): HTMLElement {
  const message = document.createElement('div');
  message.className = `${MESSAGE} ${MESSAGE}-${kind}${kind === 'success' && svgIcon ? ` ${MESSAGE}-svg` : ''}`;
  message.setAttribute('role', 'alert');
  setLines(message, lines);
  form.append(message);
  return message;
}

/** Every message under the form and in its fields (Pro clears them all before each send). */
export function removeMessages(form: HTMLFormElement): void {
  for (const message of form.querySelectorAll(`.${MESSAGE}`)) message.remove();
}

let errorIds = 0;

/**
 * Inline errors on field groups: the group gets `elementor-error`, an inline
 * `span.elementor-message.elementor-message-danger.elementor-help-inline.elementor-form-help-inline[role=alert]`,
 * and its controls `aria-invalid="true"` and `aria-describedby` naming the span. Clearing puts the
 * group's class and the controls' attributes back as they were.
 */
export interface FieldErrors {
  show(group: HTMLElement, lines: readonly string[]): void;
  clear(group?: HTMLElement): void;
  /** The first control marked invalid, in the form's order. */
  firstInvalid(): HTMLElement | null;
}

export function createFieldErrors(scope: Scope, form: HTMLFormElement): FieldErrors {
  interface Marked {
    readonly hadClass: boolean;
    readonly span: HTMLElement;
    readonly controls: ReadonlyArray<{ control: HTMLElement; invalid: string | null; describedBy: string | null }>;
  }
  const marked = new Map<HTMLElement, Marked>();

  const unmark = (group: HTMLElement) => {
    const mark = marked.get(group);
    if (!mark) return;
    marked.delete(group);
    mark.span.remove();
    if (!mark.hadClass) group.classList.remove(FIELD_ERROR);
    for (const { control, invalid, describedBy } of mark.controls) {
      setOrRemove(control, 'aria-invalid', invalid);
      setOrRemove(control, 'aria-describedby', describedBy);
    }
  };
  const clear = (group?: HTMLElement) => {
    if (group) return unmark(group);
    for (const each of [...marked.keys()]) unmark(each);
    // Another script's inline errors go too, as Pro's clearing takes every one in the form.
    for (const span of form.querySelectorAll(`${FIELD_GROUP} span.${HELP_INLINE}`)) span.remove();
  };
  scope.add(() => clear());

  return {
    show(group, lines) {
      unmark(group);
      const span = document.createElement('span');
      span.className = `${MESSAGE} ${MESSAGE}-danger elementor-help-inline ${HELP_INLINE}`;
      span.setAttribute('role', 'alert');
      span.id = `e-form-error-${++errorIds}`;
      setLines(span, lines);
      const controls = [...group.querySelectorAll<HTMLElement>(CONTROLS)].map((control) => ({
        control,
        invalid: control.getAttribute('aria-invalid'),
        describedBy: control.getAttribute('aria-describedby'),
      }));
      marked.set(group, { hadClass: group.classList.contains(FIELD_ERROR), span, controls });
      group.classList.add(FIELD_ERROR);
      group.append(span);
      for (const { control, describedBy } of controls) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', describedBy ? `${describedBy} ${span.id}` : span.id);
      }
    },
    clear,
    firstInvalid() {
      for (const control of form.querySelectorAll<HTMLElement>(CONTROLS)) {
        const group = control.closest<HTMLElement>(FIELD_GROUP);
        if (group && marked.has(group)) return control;
      }
      return null;
    },
  };
}

function setOrRemove(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Pro's spinner, prepended in the button's content wrapper: a Font Awesome spinner (hidden from
 * assistive technology) and a text for it, in the page builder's screen-reader-only class.
 */
export function addSpinner(button: HTMLElement, label: string): HTMLElement {
  const spinner = document.createElement('span');
  spinner.className = 'elementor-button-text elementor-form-spinner';
  const icon = document.createElement('i');
  icon.className = 'fa fa-spinner fa-spin';
  icon.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'elementor-screen-only';
  text.textContent = label;
  spinner.append(icon, '\u00a0', text);
  const wrapper = [...button.children].find((child) => child.localName === 'span');
  (wrapper ?? button).prepend(spinner);
  return spinner;
}
