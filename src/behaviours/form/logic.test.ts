import { describe, expect, it } from 'vitest';
import { safeParse } from '../../core/schema';
import {
  appendSendFields,
  indicatorParts,
  indicatorState,
  isEnterAsNext,
  isSameOrigin,
  maxFileBytes,
  messageLines,
  progressValue,
  readOutcome,
  readRecaptcha,
  readStepSettings,
  redirectTarget,
  sendAnswer,
  stepButtonLabel,
  stepButtons,
  stepTransition,
  tooLarge,
  type SendAnswer,
  type StepAction,
  type StepState,
} from './logic';

const LABELS = { next: 'Siguiente', previous: 'Anterior' };
const PAGE = 'https://tienda.example/contacto/?utm=1';

describe('readStepSettings (the five keys Pro prints, with the controls’ defaults)', () => {
  it.each([
    ['Pro’s defaults as printed', { step_next_label: 'Next', step_previous_label: 'Previous', button_width: '100', step_type: 'number_text', step_icon_shape: 'circle' }, { type: 'number_text', shape: 'circle', nextLabel: 'Next', previousLabel: 'Previous', buttonWidth: '100' }],
    ['nothing printed', {}, { type: 'number_text', shape: 'circle', nextLabel: 'Siguiente', previousLabel: 'Anterior', buttonWidth: '100' }],
    ['each step type kept', { step_type: 'progress_bar', step_icon_shape: 'rounded', button_width: '50' }, { type: 'progress_bar', shape: 'rounded', nextLabel: 'Siguiente', previousLabel: 'Anterior', buttonWidth: '50' }],
    ['an unknown type and shape fall back', { step_type: 'stars', step_icon_shape: 'hexagon' }, { type: 'number_text', shape: 'circle', nextLabel: 'Siguiente', previousLabel: 'Anterior', buttonWidth: '100' }],
    ['a width that is not a number falls back', { button_width: '100"><script>' }, { type: 'number_text', shape: 'circle', nextLabel: 'Siguiente', previousLabel: 'Anterior', buttonWidth: '100' }],
    ['a numeric width as a number', { button_width: 33 }, { type: 'number_text', shape: 'circle', nextLabel: 'Siguiente', previousLabel: 'Anterior', buttonWidth: '33' }],
    ['blank labels fall back', { step_next_label: '  ', step_previous_label: '' }, { type: 'number_text', shape: 'circle', nextLabel: 'Siguiente', previousLabel: 'Anterior', buttonWidth: '100' }],
  ])('%s', (_, settings, expected) => {
    expect(readStepSettings(settings, LABELS)).toEqual(expected);
  });
});

describe('the indicator bar', () => {
  it.each([
    ['none', { icon: false, number: false, label: false }],
    ['text', { icon: false, number: false, label: true }],
    ['icon', { icon: true, number: false, label: false }],
    ['number', { icon: false, number: true, label: false }],
    ['icon_text', { icon: true, number: false, label: true }],
    ['number_text', { icon: false, number: true, label: true }],
    ['progress_bar', { icon: false, number: false, label: false }],
  ] as const)('%s shows %o', (type, parts) => {
    expect(indicatorParts(type)).toEqual(parts);
  });

  it.each([
    [0, 1, 'completed'],
    [1, 1, 'active'],
    [2, 1, 'inactive'],
    [0, 2, 'completed'],
    [1, 2, 'completed'],
    [2, 2, 'active'],
  ] as const)('step %i while on %i is %s', (index, current, state) => {
    expect(indicatorState(index, current)).toBe(state);
  });

  it.each([
    [0, 3, 33],
    [1, 3, 66],
    [2, 3, 100],
    [0, 4, 25],
    [3, 4, 100],
    [0, 1, 100],
    [0, 0, 0],
  ])('progress on step %i of %i is %i%% (floored, as Pro)', (current, total, percent) => {
    expect(progressValue(current, total)).toBe(percent);
  });
});

describe('the step buttons', () => {
  const settings = readStepSettings({ step_next_label: 'Next', step_previous_label: 'Previous' }, LABELS);
  it.each([
    [0, 3, { previous: false, next: 'next' }],
    [1, 3, { previous: true, next: 'next' }],
    [2, 3, { previous: true, next: 'submit' }],
    [0, 1, { previous: false, next: 'submit' }],
  ] as const)('step %i of %i', (index, total, buttons) => {
    expect(stepButtons(index, total)).toEqual(buttons);
  });

  it.each([
    ['next', {}, 'Next'],
    ['previous', {}, 'Previous'],
    ['next', { nextButton: 'Continuar' }, 'Continuar'],
    ['previous', { previousButton: 'Volver' }, 'Volver'],
    ['next', { nextButton: '   ', previousButton: 'Volver' }, 'Next'],
  ] as const)('%s with the step’s %o is "%s"', (direction, step, label) => {
    expect(stepButtonLabel(direction, step, settings)).toBe(label);
  });
});

describe('stepTransition (the steps’ state machine)', () => {
  const at = (current: number, total = 3): StepState => ({ current, total });
  it.each<[string, StepState, StepAction, number]>([
    ['next from a valid step', at(0), { type: 'next', valid: true }, 1],
    ['next from an invalid step stays', at(0), { type: 'next', valid: false }, 0],
    ['next on the last step stays', at(2), { type: 'next', valid: true }, 2],
    ['previous', at(2), { type: 'previous' }, 1],
    ['previous on the first step stays', at(0), { type: 'previous' }, 0],
    ['to the step of an error', at(2), { type: 'go', index: 0 }, 0],
    ['to a step past the end: the last', at(0), { type: 'go', index: 9 }, 2],
    ['to a negative step: the first', at(1), { type: 'go', index: -4 }, 0],
    ['to NaN stays', at(1), { type: 'go', index: Number.NaN }, 1],
    ['reset', at(2), { type: 'reset' }, 0],
  ])('%s', (_, state, action, current) => {
    expect(stepTransition(state, action)).toEqual({ current, total: 3 });
  });

  it('returns the same state when nothing moves, so no one re-renders for nothing', () => {
    const state = at(1);
    expect(stepTransition(state, { type: 'go', index: 1 })).toBe(state);
    expect(stepTransition(state, { type: 'next', valid: false })).toBe(state);
  });
});

describe('isEnterAsNext (Pro’s Enter as Next, in fields only)', () => {
  const enter = { key: 'Enter' };
  it.each([
    ['a text field', enter, { localName: 'input', type: 'text' }, false, true],
    ['an email field', enter, { localName: 'input', type: 'email' }, false, true],
    ['a date field', enter, { localName: 'input', type: 'date' }, false, true],
    ['a checkbox', enter, { localName: 'input', type: 'checkbox' }, false, true],
    ['a select (it may be choosing an option)', enter, { localName: 'select' }, false, false],
    ['a textarea (a new line)', enter, { localName: 'textarea' }, false, false],
    ['the Previous button', enter, { localName: 'button', type: 'button' }, false, false],
    ['a submit input', enter, { localName: 'input', type: 'submit' }, false, false],
    ['a file field', enter, { localName: 'input', type: 'file' }, false, false],
    ['the last step (Enter submits)', enter, { localName: 'input', type: 'text' }, true, false],
    ['another key', { key: 'a' }, { localName: 'input', type: 'text' }, false, false],
    ['while composing', { key: 'Enter', isComposing: true }, { localName: 'input', type: 'text' }, false, false],
    ['with Shift', { key: 'Enter', shiftKey: true }, { localName: 'input', type: 'text' }, false, false],
  ])('%s', (_, key, target, last, expected) => {
    expect(isEnterAsNext(key, target, last)).toBe(expected);
  });
});

describe('file size (data-maxsize in whole MB, as Pro’s parseInt)', () => {
  it.each([
    ['1', 1_048_576],
    ['5', 5_242_880],
    ['2.9', 2_097_152],
    ['0', null],
    ['-1', null],
    ['', null],
    ['lots', null],
    [null, null],
  ])('%s → %s bytes', (attribute, bytes) => {
    expect(maxFileBytes(attribute)).toBe(bytes);
  });

  it.each([
    [[10, 1_048_576], 1_048_576, false],
    [[10, 1_048_577], 1_048_576, true],
    [[], 1_048_576, false],
    [[99_999_999], null, false],
  ] as const)('%o against %s: too large %s', (sizes, limit, expected) => {
    expect(tooLarge(sizes, limit)).toBe(expected);
  });
});

describe('the payload', () => {
  it('is the form’s fields, then action and referrer, as Pro appends them', () => {
    const body = new FormData();
    body.append('post_id', '111');
    body.append('form_id', 'aa61263');
    body.append('referer_title', 'Contacto');
    body.append('queried_id', '111');
    body.append('form_fields[email]', 'ana@example.com');
    body.append('form_fields[field_hp]', '');
    expect(appendSendFields(body, PAGE)).toBe(body);
    expect([...body.entries()]).toEqual([
      ['post_id', '111'],
      ['form_id', 'aa61263'],
      ['referer_title', 'Contacto'],
      ['queried_id', '111'],
      ['form_fields[email]', 'ana@example.com'],
      ['form_fields[field_hp]', ''],
      ['action', 'elementor_pro_forms_send_form'],
      ['referrer', PAGE],
    ]);
  });

  it.each([
    ['/wp-admin/admin-ajax.php', true],
    ['https://tienda.example/wp-admin/admin-ajax.php', true],
    ['https://admin.tienda.example/wp-admin/admin-ajax.php', false],
    ['http://tienda.example/wp-admin/admin-ajax.php', false],
  ])('%s is same-origin: %s (jQuery’s X-Requested-With)', (url, same) => {
    expect(isSameOrigin(url, PAGE)).toBe(same);
  });
});

describe('the answer', () => {
  const parse = (value: unknown) => safeParse(sendAnswer, value);

  it.each([
    ['a success', { success: true, data: { message: 'Gracias', data: {} } }],
    ['a success with PHP’s empty data', { success: true, data: { message: 'Gracias', data: [] } }],
    ['a failure with field errors', { success: false, data: { message: 'Revisa', errors: { email: 'Obligatorio' }, data: [] } }],
    ['a failure with no errors (PHP’s [])', { success: false, data: { message: 'Error', errors: [] } }],
    ['wp_send_json_error() with nothing', { success: false }],
    ['a failure whose data is a string', { success: false, data: 'nope' }],
  ])('%s is read', (_, value) => {
    expect(parse(value).ok).toBe(true);
  });

  it.each([
    ['admin-ajax’s "0"', 0],
    ['no success flag', { data: { message: 'x' } }],
    ['success as text', { success: 'true', data: {} }],
    ['a list', [1, 2]],
    ['a message that is an object', { success: true, data: { message: { html: '<b>' } } }],
  ])('%s is refused', (_, value) => {
    expect(parse(value).ok).toBe(false);
  });

  const outcome = (answer: SendAnswer) => readOutcome(answer, PAGE);

  it('a success carries the answer’s data for submit_success, its message and its redirect', () => {
    const data = { message: 'Gracias', data: { redirect_url: '/gracias/', popup: { action: 'close' } } };
    expect(outcome({ success: true, data })).toEqual({ ok: true, payload: data, message: ['Gracias'], redirect: 'https://tienda.example/gracias/' });
  });

  it('a success without data or message', () => {
    expect(outcome({ success: true })).toEqual({ ok: true, payload: {}, message: [], redirect: null });
  });

  it('a failure lists the field errors in the server’s order; errors: [] still fires error, no errors object does not', () => {
    expect(outcome({ success: false, data: { message: 'Revisa el formulario', errors: { name: 'Falta el nombre', email: 'Correo no válido', '': 'x', blank: '' } } })).toEqual({
      ok: false,
      message: ['Revisa el formulario'],
      fieldErrors: [
        ['name', ['Falta el nombre']],
        ['email', ['Correo no válido']],
      ],
      hasErrors: true,
    });
    expect(outcome({ success: false, data: { message: 'x', errors: [] } })).toMatchObject({ fieldErrors: [], hasErrors: true });
    expect(outcome({ success: false, data: { message: 'x' } })).toMatchObject({ fieldErrors: [], hasErrors: false });
    expect(outcome({ success: false })).toEqual({ ok: false, message: [], fieldErrors: [], hasErrors: false });
  });
});

describe('messageLines (the server’s messages as text, never HTML)', () => {
  it.each([
    ['plain text', 'Gracias por escribirnos.', ['Gracias por escribirnos.']],
    ['several joined by <br>', 'Uno<br>Dos<br />Tres', ['Uno', 'Dos', 'Tres']],
    ['markup dropped', '<strong>Ojo</strong>: <img src=x onerror=alert(1)>revisa', ['Ojo : revisa']],
    ['the admin’s block', 'Error<div class="elementor-forms-admin-errors"><strong>Admin Message:</strong><ul><li>SMTP caído</li><li>Otra</li></ul></div>', ['Error', 'Admin Message:', 'SMTP caído', 'Otra']],
    ['PHP’s entities', 'Tom &amp; Jerry &quot;dijo&quot; &#039;hola&#039; &lt;b&gt;', ['Tom & Jerry "dijo" \'hola\' <b>']],
    ['a script stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', ['<script>alert(1)</script>']],
    ['blank', '   ', []],
    ['a number', 42, ['42']],
    ['nothing', undefined, []],
    ['an object', { a: 1 }, []],
  ])('%s', (_, value, lines) => {
    expect(messageLines(value)).toEqual(lines);
  });
});

describe('redirectTarget (only http(s))', () => {
  it.each([
    ['https://tienda.example/gracias/', 'https://tienda.example/gracias/'],
    ['/gracias/?ok=1', 'https://tienda.example/gracias/?ok=1'],
    ['http://otra.example/', 'http://otra.example/'],
    ['  https://tienda.example/x  ', 'https://tienda.example/x'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox', null],
    ['', null],
    [42, null],
    [undefined, null],
    ['http://[::1', null],
  ])('%s → %s', (value, target) => {
    expect(redirectTarget(value, PAGE)).toBe(target);
  });
});

describe('readRecaptcha (what grecaptcha.render is given)', () => {
  const read = (attributes: Record<string, string>) => readRecaptcha((name) => attributes[name] ?? null);
  const KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

  it('v2: the site key and its look', () => {
    expect(read({ 'data-sitekey': KEY, 'data-type': 'v2', 'data-theme': 'dark', 'data-size': 'compact' })).toEqual({
      ok: true,
      value: { version: 'v2', params: { sitekey: KEY, theme: 'dark', size: 'compact' }, action: 'Form' },
    });
  });

  it('v3: invisible, its badge and action', () => {
    expect(read({ 'data-sitekey': KEY, 'data-type': 'v3', 'data-action': 'Contacto', 'data-badge': 'inline', 'data-size': 'normal' })).toEqual({
      ok: true,
      value: { version: 'v3', params: { sitekey: KEY, size: 'invisible', badge: 'inline' }, action: 'Contacto' },
    });
  });

  it.each([[{}], [{ 'data-sitekey': '' }], [{ 'data-sitekey': 'short' }], [{ 'data-sitekey': `${KEY}"><script>` }]])('no usable site key: %o', (attributes) => {
    expect(read(attributes)).toEqual({ ok: false, reason: 'its reCAPTCHA has no usable data-sitekey' });
  });
});
