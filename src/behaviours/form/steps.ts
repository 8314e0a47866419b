/**
 * Pro's multi-step form (form-steps, elementor-widgets.md §4.1), only where the form has a
 * `.elementor-field-type-step` field: each step field becomes a step wrapping the fields after
 * it, an indicator bar of the widget's `step_type` goes before the fields, and each step ends in
 * Previous / Next buttons, the last one in the form's own submit button. Next checks the step's
 * fields with the constraint API first; Enter in a field acts as Next; the new step's first field
 * gets the focus. An `error` on the form shows the step of the first inline error; a `reset`
 * (after a successful send) goes back to the first step.
 *
 * Decided otherwise than Pro: the steps do not go back to the first on every submit attempt
 * (before the answer: a failed send left the visitor on step 1 with the message under it); a
 * step shown for an error updates the state and the indicators (Pro showed it and kept the old
 * state, so Next then skipped a step); Enter on a button or a select is that control's, not Next; a form of one
 * step ends in its submit button (Pro gave it a Next button to nowhere).
 */
import { setServerHtml, trustServerHtml } from '../../core/html';
import { text } from '../../core/i18n';
import type { Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { FIELD_GROUP } from './feedback';
import {
  indicatorParts,
  indicatorState,
  isEnterAsNext,
  progressValue,
  STEP_DATA_KEYS,
  stepButtonLabel,
  stepButtons,
  stepTransition,
  type StepData,
  type StepSettings,
  type StepState,
} from './logic';

export const FIELDS_WRAPPER = '.elementor-form-fields-wrapper';
export const STEP_WRAPPER = '.elementor-field-type-step';
export const SUBMIT_WRAPPER = '.elementor-field-type-submit';
const STEP_FIELD = '.e-field-step';
const HIDDEN = 'elementor-hidden';
const INDICATORS = 'e-form__indicators';
const INDICATOR = `${INDICATORS}__indicator`;
const BUTTON = 'e-form__buttons__wrapper__button';
const PROGRESS_VARIABLE = '--e-form-steps-indicator-progress-meter-width';
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

export interface Steps {
  /** The step holding `element`, or -1 outside any. */
  stepOf(element: Element): number;
  /** Shows the step holding `element` (a field with an error), if it is not the current one. */
  reveal(element: Element): void;
  /** Whether `element` is inside a step that is not shown. */
  isHidden(element: Element): boolean;
  /** Back to the first step. */
  reset(): void;
}

/** A form without steps: every field is always shown. */
export const NO_STEPS: Steps = { stepOf: () => -1, reveal: () => {}, isHidden: () => false, reset: () => {} };

export interface StepsInput {
  readonly widget: HTMLElement;
  readonly form: HTMLFormElement;
  readonly fieldsWrapper: HTMLElement;
  readonly stepWrappers: readonly HTMLElement[];
  readonly submitWrapper: HTMLElement;
  readonly submitButton: HTMLElement;
  readonly settings: StepSettings;
  readonly scope: Scope;
  readonly served: Restorer;
  /** Runs a validity check of ours: the `invalid` events it fires are not the browser's submit. */
  readonly ownCheck: <T>(check: () => T) => T;
}

export function setupSteps(input: StepsInput): Steps {
  const { widget, form, fieldsWrapper, stepWrappers: steps, submitWrapper, submitButton, settings, scope, served, ownCheck } = input;
  const total = steps.length;
  const parts = indicatorParts(settings.type);
  const data = steps.map(readStepData);

  // Dispose puts the served nodes back in their order (the fields leave the steps with it), then
  // the served classes; what we built goes with its parent or on its own.
  const servedNodes = [...fieldsWrapper.childNodes];
  const ours: Element[] = [];
  scope.add(() => {
    fieldsWrapper.replaceChildren(...servedNodes);
    for (const element of ours) element.remove();
  });
  for (const step of steps) served.attributes(step, 'class');
  served.attributes(submitWrapper, 'class');
  served.attributes(submitButton, 'class');
  served.attributes(widget, 'style');

  steps.forEach((step, index) => {
    step.classList.add('e-form__step');
    // Pro's removeClass was given two names and took only the first: the column class stays.
    step.classList.remove('elementor-field-group');
    if (index) step.classList.add(HIDDEN);
    let next = step.nextElementSibling;
    while (next && !steps.includes(next as HTMLElement)) {
      const following = next.nextElementSibling;
      if (next !== submitWrapper) step.append(next);
      next = following;
    }
  });

  const indicators = buildIndicators();
  if (indicators.wrapper) {
    fieldsWrapper.before(indicators.wrapper);
    ours.push(indicators.wrapper);
  }
  const containers = steps.map((step, index) => {
    const container = buttonsContainer(index);
    step.append(container);
    ours.push(container);
    return container;
  });
  // The submit group's responsive widths move to every step's buttons (Pro's
  // extractResponsiveSizeFromSubmitWrapper), after it lost its column classes.
  const responsive = [...submitWrapper.classList].filter((name) => /^elementor-(sm|md)-\d+$/.test(name));
  submitWrapper.classList.remove(...responsive);
  for (const container of containers) container.classList.add(...responsive);

  let state: StepState = { current: 0, total };
  render();

  const isLast = () => state.current === total - 1;

  scope.on(form, 'keydown', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || steps[state.current]?.contains(target) !== true) return;
    if (!isEnterAsNext(event, target as HTMLInputElement, isLast())) return;
    event.preventDefault();
    next();
  });

  return {
    stepOf,
    reveal(element) {
      const index = stepOf(element);
      if (index >= 0 && index !== state.current) go(stepTransition(state, { type: 'go', index }), 'none');
    },
    isHidden: (element) => {
      const index = stepOf(element);
      return index >= 0 && index !== state.current;
    },
    reset: () => go(stepTransition(state, { type: 'reset' }), 'none'),
  };

  function stepOf(element: Element): number {
    return steps.findIndex((step) => step.contains(element));
  }

  function next(): void {
    go(stepTransition(state, { type: 'next', valid: stepIsValid() }), 'first');
  }

  /** Pro's check: each field of the step in turn, the first invalid one reported (and focused). */
  function stepIsValid(): boolean {
    const step = steps[state.current];
    if (!step) return true;
    for (const control of step.querySelectorAll<HTMLInputElement>(`${FIELD_GROUP} input, ${FIELD_GROUP} select, ${FIELD_GROUP} textarea`)) {
      if (ownCheck(() => control.checkValidity())) continue;
      ownCheck(() => control.reportValidity());
      control.focus();
      return false;
    }
    return true;
  }

  function go(to: StepState, focus: 'first' | 'none'): void {
    if (to === state) return;
    const left = steps[state.current];
    const hadFocus = left?.contains(document.activeElement) === true;
    state = to;
    render();
    if (focus === 'first' || hadFocus) focusFirst(steps[state.current]!);
  }

  function render(): void {
    steps.forEach((step, index) => step.classList.toggle(HIDDEN, index !== state.current));
    indicators.update(state.current);
  }

  function buildIndicators(): { wrapper: HTMLElement | null; update(current: number): void } {
    if (settings.type === 'none') return { wrapper: null, update: () => {} };
    const wrapper = element('div', `${INDICATORS} ${INDICATORS}--type-${settings.type}`);
    if (settings.type === 'progress_bar') {
      const progress = element('div', `${INDICATOR}__progress`);
      const meter = element('div', `${INDICATOR}__progress__meter`);
      progress.setAttribute('role', 'progressbar');
      progress.setAttribute('aria-valuemin', '0');
      progress.setAttribute('aria-valuemax', '100');
      progress.setAttribute('aria-label', text('form_progress'));
      progress.append(meter);
      wrapper.append(progress);
      return {
        wrapper,
        update(current) {
          const value = `${progressValue(current, total)}%`;
          widget.style.setProperty(PROGRESS_VARIABLE, value);
          meter.textContent = value;
          progress.setAttribute('aria-valuenow', String(progressValue(current, total)));
        },
      };
    }
    wrapper.setAttribute('role', 'list');
    const items = data.map((step, index) => {
      if (index) {
        const separator = element('div', `${INDICATOR}__separator`);
        separator.setAttribute('aria-hidden', 'true');
        wrapper.append(separator);
      }
      const item = element('div', INDICATOR);
      item.setAttribute('role', 'listitem');
      if (parts.icon) item.append(icon(step));
      if (parts.number) item.append(element('div', `${INDICATOR}__number ${INDICATOR}--shape-${settings.shape}`, String(index + 1)));
      if (parts.label && step.label) item.append(element('label', `${INDICATOR}__label`, step.label));
      wrapper.append(item);
      return item;
    });
    const objects = [...wrapper.querySelectorAll<HTMLObjectElement>('object')];
    return {
      wrapper,
      update(current) {
        items.forEach((item, index) => {
          const now = indicatorState(index, current);
          for (const name of ['inactive', 'active', 'completed']) item.classList.toggle(`${INDICATOR}--state-${name}`, name === now);
          if (now === 'active') item.setAttribute('aria-current', 'step');
          else item.removeAttribute('aria-current');
        });
        for (const object of objects) paintObjectIcon(object);
      },
    };
  }

  /** The step's icon: its inline SVG (server markup, through the one HTML sink), its font icon, or its SVG file. */
  function icon(step: StepData): HTMLElement {
    const box = element('div', `${INDICATOR}__icon ${INDICATOR}--shape-${settings.shape}`);
    box.setAttribute('aria-hidden', 'true');
    if (step.icon) setServerHtml(box, trustServerHtml(step.icon));
    else if (step.iconLibrary) box.append(element('i', step.iconLibrary));
    else if (step.iconUrl && /^(https?:)?\/\//i.test(step.iconUrl)) {
      const object = document.createElement('object');
      object.type = 'image/svg+xml';
      object.data = step.iconUrl;
      scope.on(object, 'load', () => paintObjectIcon(object));
      box.append(object);
    }
    return box;
  }

  function buttonsContainer(index: number): HTMLElement {
    const container = element('div', `e-form__buttons elementor-column elementor-col-${settings.buttonWidth}`);
    const which = stepButtons(index, total);
    if (which.previous) container.append(stepButton('previous', index));
    if (which.next === 'next') container.append(stepButton('next', index));
    else {
      submitButton.classList.add(BUTTON);
      for (const name of [...submitWrapper.classList]) if (/^elementor-col-\d+$/.test(name)) submitWrapper.classList.remove(name);
      submitWrapper.classList.remove('elementor-column', 'e-form__buttons');
      submitWrapper.classList.add('e-form__buttons__wrapper');
      container.append(submitWrapper);
    }
    return container;
  }

  function stepButton(direction: 'next' | 'previous', index: number): HTMLElement {
    const size = submitButton.className.match(/\belementor-size-[^\W\d]+/)?.[0];
    const button = element('button', ['elementor-button', size, BUTTON, `${BUTTON}-${direction}`].filter(Boolean).join(' '), stepButtonLabel(direction, data[index]!, settings));
    button.setAttribute('type', 'button');
    button.dataset.direction = direction;
    scope.on(button, 'click', () => (direction === 'next' ? next() : go(stepTransition(state, { type: 'previous' }), 'first')));
    const group = element('div', `elementor-field-group e-form__buttons__wrapper elementor-field-type-${direction}`);
    group.append(button);
    return group;
  }
}

/** The step field's `data-*` attributes that are set (Pro skipped empty ones). */
function readStepData(step: HTMLElement): StepData {
  const field = [...step.children].find((child) => child.matches(STEP_FIELD));
  const data: Record<string, string> = {};
  for (const key of STEP_DATA_KEYS) {
    const value = field?.getAttribute(`data-${key}`);
    if (value) data[key] = value;
  }
  return data;
}

/**
 * The first field of a step the visitor can type in: not hidden, not disabled, not the
 * honeypot; where none takes the focus, the step's own buttons.
 */
function focusFirst(step: HTMLElement): void {
  const candidates = [...step.querySelectorAll<HTMLElement>(`${FIELD_GROUP} :is(${FOCUSABLE})`)].filter(
    (control) => !(control as HTMLInputElement).disabled && !control.closest('.elementor-field-type-honeypot') && control.tabIndex >= 0,
  );
  const fields = candidates.filter((control) => !control.classList.contains(BUTTON));
  for (const control of [...fields, ...candidates.filter((control) => control.classList.contains(BUTTON))]) {
    control.focus();
    if (document.activeElement === control) return;
  }
}

/** An SVG indicator in an `<object>` takes the indicator's fill (its own document does not inherit it). */
function paintObjectIcon(object: HTMLObjectElement): void {
  try {
    const svg = object.contentDocument?.querySelector('svg');
    if (svg) svg.style.fill = getComputedStyle(object).fill;
  } catch {
    // Another origin's file: it keeps its own colours.
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}
