import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import served from '../../../fixtures/markup/form.html?raw';
import servedMalformed from '../../../fixtures/markup/form.malformed.html?raw';
import servedSteps from '../../../fixtures/markup/form-steps.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { json, type Answer } from '../../../tests/dom/support/shop';
import { readFormPopupAction } from '../../page-builder/actions';
import { FORM_WIDGET } from '../../page-builder/selectors';
import { FORM_DONE_FADE_MS, FORM_SEND_TIMEOUT_MS, FORM_UPLOAD_TIMEOUT_MS, RECAPTCHA_POLL_MS, RECAPTCHA_TIMEOUT_MS } from '../../core/timings';
import type { WidgetDef } from '../../core/types';

const page = usePage({ fakeTimers: true });

const AJAX = '/wp-admin/admin-ajax.php';
const PRO = { urls: { rest: '/wp-json/' }, ajaxurl: AJAX };
/** The entry recommended to the registry: on the visitor's first intent in the form. */
const DEF: WidgetDef = {
  name: 'form',
  selector: FORM_WIDGET,
  strategy: 'interaction',
  instance: 'element',
  requires: ['ElementorProFrontendConfig'],
  reads: ['ajaxurl'],
  replaces: 'pro-elements-handlers',
  // Only the submit is held while the code loads: a label or a checkbox works at once.
  takes: (target) => target.closest('[type="submit"]') !== null,
  load: () => import('./index'),
};

const widget = () => document.querySelector<HTMLElement>('[data-widget_type]')!;
const form = () => widget().querySelector<HTMLFormElement>('form')!;
const field = (id: string) => document.getElementById(`form-field-${id}`) as HTMLInputElement;
const group = (id: string) => field(id).closest<HTMLElement>('.elementor-field-group')!;
const submitButton = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const messages = () => [...form().querySelectorAll<HTMLElement>(':scope > .elementor-message')].map((message) => `${message.className} [${message.getAttribute('role')}] ${message.textContent}`);
const requests = () => page.shop.fetch.mock.calls.map(([url, init]) => ({ url: String(url), init: init! }));
const bodyOf = (index = 0) => [...(requests()[index]!.init.body as FormData).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${(value as File).name}`]);

const ok = (message: string, data: unknown = {}): Answer => json(JSON.stringify({ success: true, data: { message, data } }));
const rejected = (message: string | undefined, errors?: unknown): Answer => json(JSON.stringify({ success: false, data: { message, errors, data: [] } }));

/** Listens until the test ends. */
function listen(target: EventTarget, type: string, handler: (event: Event) => void): void {
  target.addEventListener(type, handler);
  onTestFinished(() => target.removeEventListener(type, handler));
}

/** The markup arrives, the scanner runs, and the visitor's pointer comes over the form (the entry's intent). */
async function start(html = served, globals: Record<string, unknown> = { ElementorProFrontendConfig: PRO }) {
  render(html);
  setGlobals(globals);
  const asServed = widget().outerHTML;
  await boot(['form'], [DEF]);
  widget().dispatchEvent(new Event('pointerover', { bubbles: true }));
  await settle();
  return { asServed };
}

function fillContact(): void {
  field('name').value = 'Ana';
  field('email').value = 'ana@example.com';
  field('message').value = 'Hola';
}

/** Every form event in the order the page hears it, and where the visitor is sent. */
function eventLog(): string[] {
  const log: string[] = [];
  for (const type of ['storefront:submit_success', 'submit_success', 'storefront:form_destruct', 'form_destruct']) listen(document, type, () => log.push(type));
  listen(form(), 'reset', () => log.push('reset'));
  listen(form(), 'error', () => log.push('error'));
  page.assign.mockImplementation((url) => void log.push(`assign ${String(url)}`));
  return log;
}

describe('form: nothing before the visitor reaches for it', () => {
  it('the served form is untouched until the first intent, then it is sent by AJAX', async () => {
    render(served);
    setGlobals({ ElementorProFrontendConfig: PRO });
    const asServed = widget().outerHTML;
    await boot(['form'], [DEF]);
    expect(widget().outerHTML).toBe(asServed);
    widget().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    // Starting changes nothing the visitor sees.
    expect(widget().outerHTML).toBe(asServed);
    page.shop.reply(AJAX, ok('Gracias'));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toHaveLength(1);
  });
});

describe('form: a submit before the code is in', () => {
  it('is held and replayed once the form is running: sent by AJAX, never natively', async () => {
    render(served);
    setGlobals({ ElementorProFrontendConfig: PRO });
    await boot(['form'], [DEF]);
    page.shop.reply(AJAX, ok('Gracias'));
    fillContact();
    let submits = 0;
    listen(form(), 'submit', () => submits++);
    fireEvent.click(submitButton());
    await settle();
    await flush();
    // The click held while loading never submitted; its replay did, once.
    expect(submits).toBe(1);
    expect(requests()).toHaveLength(1);
    expect(messages()).toEqual(['elementor-message elementor-message-success [alert] Gracias']);
  });
});

describe('form: sending', () => {
  it('posts the whole form as multipart FormData with action and referrer to ElementorProFrontendConfig.ajaxurl, the honeypot as served', async () => {
    await start();
    page.shop.reply(AJAX, ok('Gracias'));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    const [request] = requests();
    expect(request!.url).toBe(AJAX);
    expect(request!.init.method).toBe('POST');
    expect(request!.init.credentials).toBe('same-origin');
    expect(request!.init.body).toBeInstanceOf(FormData);
    expect(new Headers(request!.init.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(new Headers(request!.init.headers).has('Content-Type')).toBe(false);
    expect(bodyOf()).toEqual([
      ['post_id', '111'],
      ['form_id', 'aa61263'],
      ['referer_title', 'Contacto'],
      ['queried_id', '111'],
      ['form_fields[name]', 'Ana'],
      ['form_fields[email]', 'ana@example.com'],
      ['form_fields[topic]', 'Pedido'],
      ['form_fields[day]', ''],
      ['form_fields[hour]', ''],
      // An empty file field sends an empty file, as browsers do.
      ['form_fields[file][]', 'file:'],
      ['form_fields[message]', 'Hola'],
      ['form_fields[field_hp]', ''],
      ['action', 'elementor_pro_forms_send_form'],
      ['referrer', location.href],
    ]);
    expect(field('field_hp').value).toBe('');
    expect(field('field_hp').getAttribute('style')).toBe('display:none !important;');
  });

  it('waits visibly: elementor-form-waiting, aria-busy, faded to 0.45 over 500 ms, the button disabled with a spinner that says what it is; then all back', async () => {
    await start();
    const answer = page.shop.defer(AJAX);
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(form().classList.contains('elementor-form-waiting')).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(form().style.opacity).toBe('0.45');
    expect(form().style.transition).toBe('opacity 500ms');
    expect(submitButton().disabled).toBe(true);
    const spinner = submitButton().querySelector('.elementor-button-content-wrapper > .elementor-form-spinner')!;
    expect(spinner.className).toBe('elementor-button-text elementor-form-spinner');
    expect(spinner.querySelector('i')!.className).toBe('fa fa-spinner fa-spin');
    expect(spinner.querySelector('i')!.getAttribute('aria-hidden')).toBe('true');
    expect(spinner.querySelector('.elementor-screen-only')!.textContent).toBe('Enviando…');
    expect(spinner.parentElement!.firstElementChild).toBe(spinner);

    answer.answer(ok('Gracias'));
    await flush();
    expect(form().classList.contains('elementor-form-waiting')).toBe(false);
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().querySelector('.elementor-form-spinner')).toBeNull();
    expect(submitButton().querySelector('.elementor-button-text')!.textContent).toBe('Enviar');
    expect(form().style.opacity).toBe('1');
    expect(form().style.transition).toBe('opacity 100ms');
    await flush(FORM_DONE_FADE_MS);
    expect(form().hasAttribute('style')).toBe(false);
  });

  it('under reduced motion the fade is instant', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    await start();
    page.shop.defer(AJAX);
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(form().style.opacity).toBe('0.45');
    expect(form().style.transition).toBe('none');
  });

  it('never sends twice: a second click, Enter or a script’s submit while waiting is ignored', async () => {
    const $ = installJQuery();
    await start();
    const answer = page.shop.defer(AJAX);
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    fireEvent.click(submitButton());
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form().requestSubmit();
    $(form()).trigger('submit');
    await flush();
    expect(requests()).toHaveLength(1);
    answer.answer(ok('Gracias'));
    await flush();
    page.shop.reply(AJAX, ok('Otra vez'));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toHaveLength(2);
  });
});

describe('form: a successful answer', () => {
  const data = { redirect_url: 'https://tienda.example/gracias/', popup: { action: 'close', do_not_show_again: 'yes' } };

  it('without jQuery: submit_success and form_destruct with the answer’s data (and their storefront: twins), the redirect, reset, then the message as text', async () => {
    await start();
    const log = eventLog();
    const details: unknown[] = [];
    listen(document, 'submit_success', (event) => details.push((event as CustomEvent).detail));
    listen(document, 'form_destruct', (event) => details.push((event as CustomEvent).detail));
    page.shop.reply(AJAX, ok('¡Gracias! <b>Te</b> respondemos pronto &amp; sin falta.', data));
    fillContact();
    fireEvent.click(submitButton());
    await flush();

    expect(log).toEqual(['storefront:submit_success', 'submit_success', 'storefront:form_destruct', 'form_destruct', 'assign https://tienda.example/gracias/', 'reset']);
    const payload = { message: '¡Gracias! <b>Te</b> respondemos pronto &amp; sin falta.', data };
    expect(details).toEqual([payload, payload]);
    // The popup's form action reads the same detail (src/popups).
    expect(readFormPopupAction(details[0])).toEqual({ action: 'popup:close', doNotShowAgain: true });
    expect(messages()).toEqual(['elementor-message elementor-message-success [alert] ¡Gracias! Te respondemos pronto & sin falta.']);
    expect(form().querySelector('.elementor-message b')).toBeNull();
    expect(field('name').value).toBe('');
    expect(field('email').value).toBe('');
  });

  it('with jQuery: each event once through jQuery with the answer as its argument, as Pro triggers them; reset clears the fields', async () => {
    const $ = installJQuery();
    await start();
    const log = eventLog();
    const heard: unknown[] = [];
    $(document).on('submit_success form_destruct', (event: JQuery.TriggeredEvent, response: unknown) => void heard.push([event.type, response]));
    $(form()).on('reset', () => void heard.push(['reset (jQuery)']));
    page.shop.reply(AJAX, ok('Gracias', data));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    const payload = { message: 'Gracias', data };
    expect(heard).toEqual([['submit_success', payload], ['form_destruct', payload], ['reset (jQuery)']]);
    // jQuery's trigger('reset') also resets natively, which fires the browser's own reset event.
    expect(log).toEqual(['storefront:submit_success', 'storefront:form_destruct', 'assign https://tienda.example/gracias/', 'reset']);
    expect(field('email').value).toBe('');
    expect(messages()).toEqual(['elementor-message elementor-message-success [alert] Gracias']);
  });

  it('a redirect that is not http(s) is never followed; no redirect, no navigation', async () => {
    await start();
    page.shop.reply(AJAX, ok('Gracias', { redirect_url: 'javascript:alert(1)' }), ok('Gracias', {}), ok('Gracias', { redirect_url: '/gracias/' }));
    for (let i = 0; i < 3; i++) {
      fillContact();
      fireEvent.click(submitButton());
      await flush();
    }
    expect(page.assign.mock.calls).toEqual([[new URL('/gracias/', location.href).href]]);
  });

  it('the success message gets elementor-message-svg where the page uses SVG icons; none without a message', async () => {
    await start(served, { ElementorProFrontendConfig: PRO, elementorFrontendConfig: { experimentalFeatures: { e_font_icon_svg: true } } });
    page.shop.reply(AJAX, ok('Gracias'), ok(''));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(messages()).toEqual(['elementor-message elementor-message-success elementor-message-svg [alert] Gracias']);
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(messages()).toEqual([]);
  });

  it('focus that the disabled button lost comes back to it', async () => {
    await start();
    const answer = page.shop.defer(AJAX);
    fillContact();
    submitButton().focus();
    fireEvent.click(submitButton());
    await flush();
    // As a browser does when the focused button is disabled.
    submitButton().blur();
    answer.answer(ok('Gracias'));
    await flush();
    expect(document.activeElement).toBe(submitButton());
  });
});

describe('form: a refused answer', () => {
  it('each field’s error inline (class, role=alert span, aria-invalid, aria-describedby), error, then the general message; the first field in error focused', async () => {
    await start();
    const log = eventLog();
    page.shop.reply(AJAX, rejected('Revisa el formulario.', { email: 'El correo no es válido.', topic: 'Elige un asunto.', lost: 'Un campo que ya no está.' }));
    fillContact();
    fireEvent.click(submitButton());
    await flush();

    expect(log).toEqual(['error']);
    expect(group('email').classList.contains('elementor-error')).toBe(true);
    const span = group('email').querySelector<HTMLElement>(':scope > span.elementor-message')!;
    expect(span.className).toBe('elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline');
    expect(span.getAttribute('role')).toBe('alert');
    expect(span.textContent).toBe('El correo no es válido.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-describedby')).toBe(span.id);
    // A select's error goes on its field group, not inside the select's wrapper.
    expect(group('topic').querySelector(':scope > .elementor-form-help-inline')!.textContent).toBe('Elige un asunto.');
    expect(field('topic').getAttribute('aria-invalid')).toBe('true');
    expect(field('name').hasAttribute('aria-invalid')).toBe(false);
    expect(messages()).toEqual(['elementor-message elementor-message-danger [alert] Revisa el formulario.Un campo que ya no está.']);
    expect([...form().querySelectorAll(':scope > .elementor-message br')]).toHaveLength(1);
    expect(document.activeElement).toBe(field('email'));
    expect(submitButton().disabled).toBe(false);

    // The next send starts clean: errors and messages go, the attributes as served.
    page.shop.defer(AJAX);
    fireEvent.click(submitButton());
    await flush();
    expect(form().querySelectorAll('.elementor-message, .elementor-error')).toHaveLength(0);
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('an errors list that is empty (PHP’s []) still fires error, as Pro; no errors object does not; an answer without a message gets ours', async () => {
    await start();
    const log = eventLog();
    page.shop.reply(AJAX, rejected('Ya está suscrito.', []), json(JSON.stringify({ success: false })));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(log).toEqual(['error']);
    expect(messages()).toEqual(['elementor-message elementor-message-danger [alert] Ya está suscrito.']);
    fireEvent.click(submitButton());
    await flush();
    expect(log).toEqual(['error']);
    expect(messages()).toEqual(['elementor-message elementor-message-danger [alert] No se ha podido enviar el formulario. Revisa los datos e inténtalo de nuevo.']);
  });

  it('with jQuery, error is triggered through jQuery once; natively it does not bubble to the window', async () => {
    const $ = installJQuery();
    await start();
    const heard: string[] = [];
    $(form()).on('error', () => void heard.push('jQuery'));
    listen(window, 'error', () => heard.push('window'));
    page.shop.reply(AJAX, rejected('No', { email: 'Mal' }));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(heard).toEqual(['jQuery']);
  });
});

describe('form: the request fails', () => {
  it.each<[string, Answer, number, RegExp]>([
    ['the network', { network: 'error' }, 0, /^\[storefront\] form: the form could not be sent \(Failed to fetch\)$/],
    ['a server error', { status: 500, body: '<html>Error</html>' }, 0, /\(HTTP 500\)$/],
    ['admin-ajax’s 0', json('0'), 0, /\(unexpected response \(\(root\): .*\)\)$/],
    ['an answer that is not JSON', { status: 200, body: '<br />Fatal error' }, 0, /\(the response is not JSON\)$/],
    ['an empty answer', { status: 200, body: '' }, 0, /\(empty response\)$/],
    ['no answer within 30 s', { network: 'hang' }, FORM_SEND_TIMEOUT_MS, /\(no answer within 30 s\)$/],
  ])('%s: a Spanish message, the button back as it was, error; reported once', async (_, reply, wait, warning) => {
    await start();
    const log = eventLog();
    page.shop.reply(AJAX, reply);
    const button = submitButton().innerHTML;
    fillContact();
    fireEvent.click(submitButton());
    await flush(wait);
    expect(messages()).toEqual(['elementor-message elementor-message-danger [alert] No se ha podido enviar el formulario. Revisa tu conexión e inténtalo de nuevo.']);
    expect(log).toEqual(['error']);
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().innerHTML).toBe(button);
    expect(form().classList.contains('elementor-form-waiting')).toBe(false);
    expect(field('email').value).toBe('ana@example.com');
    const warnings = warningsFor(page, 'form');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
    expect(page.errors).toHaveLength(1);
  });

  it('a form carrying a file waits 120 s, not 30', async () => {
    await start();
    page.shop.reply(AJAX, { network: 'hang' });
    fillContact();
    field('file').files = [new File(['x'], 'foto.jpg', { type: 'image/jpeg' })] as unknown as FileList;
    fireEvent.click(submitButton());
    await flush(FORM_SEND_TIMEOUT_MS);
    expect(form().classList.contains('elementor-form-waiting')).toBe(true);
    expect(bodyOf()).toContainEqual(['form_fields[file][]', 'file:foto.jpg']);
    await flush(FORM_UPLOAD_TIMEOUT_MS - FORM_SEND_TIMEOUT_MS);
    expect(form().classList.contains('elementor-form-waiting')).toBe(false);
    expect(warningsFor(page, 'form')).toEqual(['[storefront] form: the form could not be sent (no answer within 120 s)']);
  });
});

describe('form: the constraint API', () => {
  it('a required field left empty stops the browser’s submit: nothing is sent', async () => {
    await start();
    field('name').value = 'Ana';
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toEqual([]);
  });

  it('a submit another script triggers is checked too: the first invalid field reported and focused, nothing sent', async () => {
    const $ = installJQuery();
    await start();
    const invalid: string[] = [];
    listen(form(), 'invalid', (event) => invalid.push((event.target as HTMLElement).id));
    field('name').value = 'Ana';
    $(form()).trigger('submit');
    await flush();
    expect(requests()).toEqual([]);
    expect(document.activeElement).toBe(field('email'));
    expect(invalid.at(-1)).toBe('form-field-email');
    page.shop.reply(AJAX, ok('Gracias'));
    fillContact();
    $(form()).trigger('submit');
    await flush();
    expect(requests()).toHaveLength(1);
  });

  it('novalidate (the widget’s custom validation) sends unchecked: the server’s messages come back per field', async () => {
    await start(served.replace('<form class="elementor-form" method="post"', '<form class="elementor-form" method="post" novalidate'));
    page.shop.reply(AJAX, rejected('Revisa el formulario.', { name: 'Este campo es obligatorio.' }));
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toHaveLength(1);
    expect(group('name').querySelector('.elementor-form-help-inline')!.textContent).toBe('Este campo es obligatorio.');
    expect(document.activeElement).toBe(field('name'));
  });

  it('date and time stay the browser’s own inputs, their range and pattern as served', async () => {
    const { asServed } = await start();
    expect(widget().outerHTML).toBe(asServed);
    expect(field('day').type).toBe('date');
    expect([field('day').min, field('day').max, field('day').pattern]).toEqual(['2026-01-01', '2026-12-31', '[0-9]{4}-[0-9]{2}-[0-9]{2}']);
    expect(field('hour').type).toBe('time');
    expect(document.querySelector('.flatpickr-calendar, .flatpickr-input')).toBeNull();
  });
});

describe('form: file fields', () => {
  const choose = (...files: File[]) => {
    field('file').files = files as unknown as FileList;
    fireEvent.change(field('file'));
  };
  const big = () => new File([new Uint8Array(1024 * 1024 + 1)], 'grande.jpg');
  const small = () => new File(['x'], 'foto.jpg');

  it('a file over data-maxsize MB: the field’s own message inline and as its validity, error; a smaller one clears it', async () => {
    await start();
    const log = eventLog();
    choose(small(), big());
    expect(log).toEqual(['error']);
    const spans = group('file').querySelectorAll('.elementor-form-help-inline');
    expect([...spans].map((span) => span.textContent)).toEqual(['Este archivo supera el tamaño máximo.']);
    expect(field('file').getAttribute('aria-invalid')).toBe('true');
    expect(field('file').validationMessage).toBe('Este archivo supera el tamaño máximo.');
    // Chosen again: one message, not two.
    choose(big());
    expect(group('file').querySelectorAll('.elementor-form-help-inline')).toHaveLength(1);
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toEqual([]);

    choose(small());
    expect(group('file').querySelector('.elementor-form-help-inline')).toBeNull();
    expect(group('file').classList.contains('elementor-error')).toBe(false);
    expect(field('file').hasAttribute('aria-invalid')).toBe(false);
    expect(field('file').validationMessage).toBe('');
    expect(log).toEqual(['error', 'error']);
  });

  it('without data-maxsize-message, ours with the limit', async () => {
    await start(served.replace(' data-maxsize-message="Este archivo supera el tamaño máximo."', ''));
    choose(big());
    expect(group('file').querySelector('.elementor-form-help-inline')!.textContent).toBe('El archivo supera el tamaño máximo permitido (1 MB).');
  });
});

describe('form: subscribe.default', () => {
  it('is the same form: sent, succeeded, announced', async () => {
    await start(served.replace('data-widget_type="form.default"', 'data-widget_type="subscribe.default"').replace('elementor-widget-form"', 'elementor-widget-subscribe"'));
    page.shop.reply(AJAX, ok('¡Suscrito!'));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(bodyOf()).toContainEqual(['action', 'elementor_pro_forms_send_form']);
    expect(messages()).toEqual(['elementor-message elementor-message-success [alert] ¡Suscrito!']);
  });
});

describe('form: multi-step', () => {
  const steps = () => [...form().querySelectorAll<HTMLElement>('.e-form__step')];
  const shown = () => steps().map((step, index) => (step.classList.contains('elementor-hidden') ? null : index)).filter((index) => index !== null);
  const indicators = () => [...form().querySelectorAll<HTMLElement>('.e-form__indicators__indicator')];
  const states = () => indicators().map((item) => item.className.replace('e-form__indicators__indicator e-form__indicators__indicator--state-', ''));
  const stepButton = (step: number, direction: 'next' | 'previous') => steps()[step]!.querySelector<HTMLButtonElement>(`.e-form__buttons__wrapper__button-${direction}`)!;
  const withSettings = (settings: string) => servedSteps.replace(/data-settings="[^"]*"/, `data-settings="${settings.replace(/"/g, '&quot;')}"`);
  const fillStep = (step: number) => {
    if (step === 0) [field('name').value, field('email').value] = ['Ana', 'ana@example.com'];
    if (step === 1) field('units').value = '12';
    if (step === 2) field('message').value = 'Para el lunes';
  };
  const toLastStep = () => {
    fillStep(0);
    fireEvent.click(stepButton(0, 'next'));
    fillStep(1);
    fireEvent.click(stepButton(1, 'next'));
    fillStep(2);
  };

  it('wraps the fields after each step field into its step, only the first shown', async () => {
    await start(servedSteps);
    expect(steps()).toHaveLength(3);
    expect(shown()).toEqual([0]);
    expect(steps()[0]!.className).toBe('elementor-field-type-step elementor-column elementor-field-group-step_you elementor-col-100 e-form__step');
    const groupsOf = (step: HTMLElement) => [...step.querySelectorAll(':scope > .elementor-field-group')].map((group) => group.className.match(/elementor-field-group-(\w+)/)?.[1]);
    expect(steps().map(groupsOf)).toEqual([
      ['name', 'email'],
      ['field_hp', 'units', 'day'],
      ['message'],
    ]);
    expect(form().querySelector('.elementor-form-fields-wrapper')!.children).toHaveLength(3);
  });

  it('the indicator bar (number_text) before the fields: numbers in their shape, labels, separators, states, the current step named', async () => {
    await start(servedSteps);
    const bar = form().querySelector<HTMLElement>('.e-form__indicators')!;
    expect(bar.nextElementSibling!.classList.contains('elementor-form-fields-wrapper')).toBe(true);
    expect(bar.className).toBe('e-form__indicators e-form__indicators--type-number_text');
    expect([...bar.children].map((child) => child.className.split(' ')[0])).toEqual([
      'e-form__indicators__indicator',
      'e-form__indicators__indicator__separator',
      'e-form__indicators__indicator',
      'e-form__indicators__indicator__separator',
      'e-form__indicators__indicator',
    ]);
    expect(indicators()[0]!.innerHTML).toBe(
      '<div class="e-form__indicators__indicator__number e-form__indicators__indicator--shape-circle">1</div><label class="e-form__indicators__indicator__label">Tus datos</label>',
    );
    expect(states()).toEqual(['active', 'inactive', 'inactive']);
    expect(indicators().map((item) => item.getAttribute('aria-current'))).toEqual(['step', null, null]);
  });

  it('Previous and Next in each step (the step’s own labels first), the last step ends in the form’s submit button', async () => {
    await start(servedSteps);
    const containers = steps().map((step) => step.querySelector<HTMLElement>(':scope > .e-form__buttons')!);
    expect(containers.map((container) => container.className)).toEqual(Array(3).fill('e-form__buttons elementor-column elementor-col-50 elementor-sm-100'));
    expect(containers.map((container) => [...container.querySelectorAll('button')].map((button) => `${button.type}:${button.textContent!.trim()}`))).toEqual([
      ['button:Siguiente'],
      ['button:Volver', 'button:Continuar'],
      ['button:Anterior', 'submit:Enviar'],
    ]);
    expect(stepButton(0, 'next').className).toBe('elementor-button elementor-size-md e-form__buttons__wrapper__button e-form__buttons__wrapper__button-next');
    expect(stepButton(0, 'next').parentElement!.className).toBe('elementor-field-group e-form__buttons__wrapper elementor-field-type-next');
    const submitGroup = submitButton().parentElement!;
    expect(submitGroup.parentElement).toBe(containers[2]);
    expect(submitGroup.className).toBe('elementor-field-group elementor-field-type-submit e-form__buttons__wrapper');
    expect(submitButton().className).toBe('elementor-button elementor-size-md e-form__buttons__wrapper__button');
  });

  it('Next checks the step with the constraint API: the first invalid field reported and focused; a valid step moves on, focus to its first field (not the honeypot)', async () => {
    await start(servedSteps);
    const invalid: string[] = [];
    listen(form(), 'invalid', (event) => invalid.push((event.target as HTMLElement).id));
    fireEvent.click(stepButton(0, 'next'));
    expect(shown()).toEqual([0]);
    expect(document.activeElement).toBe(field('name'));
    expect(invalid).toEqual(['form-field-name', 'form-field-name']);
    field('name').value = 'Ana';
    fireEvent.click(stepButton(0, 'next'));
    expect(document.activeElement).toBe(field('email'));
    field('email').value = 'ana@example.com';
    fireEvent.click(stepButton(0, 'next'));
    expect(shown()).toEqual([1]);
    expect(document.activeElement).toBe(field('units'));
    expect(states()).toEqual(['completed', 'active', 'inactive']);
    expect(indicators().map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(requests()).toEqual([]);
  });

  it('Previous goes back, focus to that step’s first field', async () => {
    await start(servedSteps);
    fillStep(0);
    fireEvent.click(stepButton(0, 'next'));
    fireEvent.click(stepButton(1, 'previous'));
    expect(shown()).toEqual([0]);
    expect(states()).toEqual(['active', 'inactive', 'inactive']);
    expect(document.activeElement).toBe(field('name'));
  });

  it('Enter in a field acts as Next; not in a textarea, not on a button, not on the last step', async () => {
    await start(servedSteps);
    fillStep(0);
    const enter = (target: Element) => fireEvent.keyDown(target, { key: 'Enter' });
    expect(enter(field('email'))).toBe(false);
    expect(shown()).toEqual([1]);
    expect(enter(field('units'))).toBe(false);
    expect(shown()).toEqual([1]);
    expect(document.activeElement).toBe(field('units'));
    expect(enter(stepButton(1, 'previous'))).toBe(true);
    expect(shown()).toEqual([1]);
    fillStep(1);
    enter(field('units'));
    expect(shown()).toEqual([2]);
    expect(enter(field('message'))).toBe(true);
    expect(shown()).toEqual([2]);
  });

  it('progress_bar: the share of steps as text, as the widget’s CSS variable and as a progress bar', async () => {
    await start(withSettings('{"step_type":"progress_bar","step_icon_shape":"circle","step_next_label":"Siguiente","step_previous_label":"Anterior","button_width":"100"}'));
    const bar = form().querySelector('.e-form__indicators')!;
    expect(bar.className).toBe('e-form__indicators e-form__indicators--type-progress_bar');
    const progress = bar.querySelector('.e-form__indicators__indicator__progress')!;
    const meter = progress.querySelector('.e-form__indicators__indicator__progress__meter')!;
    expect([progress.getAttribute('role'), progress.getAttribute('aria-label'), progress.getAttribute('aria-valuenow')]).toEqual(['progressbar', 'Progreso del formulario', '33']);
    expect(meter.textContent).toBe('33%');
    expect(widget().style.getPropertyValue('--e-form-steps-indicator-progress-meter-width')).toBe('33%');
    fillStep(0);
    fireEvent.click(stepButton(0, 'next'));
    expect(meter.textContent).toBe('66%');
    expect(progress.getAttribute('aria-valuenow')).toBe('66');
    expect(widget().style.getPropertyValue('--e-form-steps-indicator-progress-meter-width')).toBe('66%');
  });

  it.each([
    ['none', null],
    ['text', ['label']],
    ['number', ['number']],
    ['icon', ['icon']],
    ['icon_text', ['icon', 'label']],
    ['number_text', ['number', 'label']],
  ])('step_type %s: each indicator shows %o', async (type, parts) => {
    await start(withSettings(`{"step_type":"${type}","step_icon_shape":"square"}`));
    const bar = form().querySelector('.e-form__indicators');
    if (!parts) {
      expect(bar).toBeNull();
      return;
    }
    expect(bar!.className).toBe(`e-form__indicators e-form__indicators--type-${type}`);
    expect(indicators().map((item) => [...item.children].map((child) => child.className.replace(/^e-form__indicators__indicator__(\w+).*/, '$1')))).toEqual(Array(3).fill(parts));
    if (parts.includes('icon')) {
      expect(indicators()[0]!.querySelector('.e-form__indicators__indicator__icon')!.outerHTML).toBe(
        '<div class="e-form__indicators__indicator__icon e-form__indicators__indicator--shape-square" aria-hidden="true"><i class="fas fa-user"></i></div>',
      );
    }
  });

  it('a step’s inline SVG icon goes in through the one HTML sink; an SVG file as an object', async () => {
    const svg = '<svg viewBox="0 0 10 10"><path d="M0 0h10v10z"></path></svg>';
    await start(
      withSettings('{"step_type":"icon"}')
        .replace('data-iconLibrary="fas fa-user" data-icon=""', `data-iconLibrary="" data-icon="${svg.replace(/"/g, '&quot;')}"`)
        .replace('data-iconUrl="" data-iconLibrary="fas fa-box"', 'data-iconUrl="https://tienda.example/caja.svg" data-iconLibrary=""'),
    );
    const icons = indicators().map((item) => item.querySelector('.e-form__indicators__indicator__icon')!.innerHTML);
    expect(icons[0]).toBe(svg);
    expect(icons[1]).toBe('<object type="image/svg+xml" data="https://tienda.example/caja.svg"></object>');
    expect(icons[2]).toBe('<i class="fas fa-pen"></i>');
  });

  it('a server error on a field of an earlier step shows that step (state and indicators with it), focus on the field', async () => {
    await start(servedSteps);
    page.shop.reply(AJAX, rejected('Revisa el formulario.', { email: 'Ese correo no existe.' }));
    toLastStep();
    fireEvent.click(submitButton());
    await flush();
    expect(shown()).toEqual([0]);
    expect(states()).toEqual(['active', 'inactive', 'inactive']);
    expect(document.activeElement).toBe(field('email'));
    expect(messages()).toEqual(['elementor-message elementor-message-danger [alert] Revisa el formulario.']);
    // Next from there goes to the second step, not past it.
    fireEvent.click(stepButton(0, 'next'));
    expect(shown()).toEqual([1]);
  });

  it('stays on the last step while it is sent; after a success, back to the first step, focus on its first field where it was on the button', async () => {
    await start(servedSteps);
    const answer = page.shop.defer(AJAX);
    toLastStep();
    submitButton().focus();
    fireEvent.click(submitButton());
    await flush();
    expect(shown()).toEqual([2]);
    answer.answer(ok('Recibido.'));
    await flush();
    expect(shown()).toEqual([0]);
    expect(states()).toEqual(['active', 'inactive', 'inactive']);
    expect(field('name').value).toBe('');
    expect(messages()).toEqual(['elementor-message elementor-message-success [alert] Recibido.']);
    expect(document.activeElement).toBe(field('name'));
  });

  it('after a success whose send lost the focus, the message takes it (the button’s step is hidden now)', async () => {
    await start(servedSteps);
    const answer = page.shop.defer(AJAX);
    toLastStep();
    field('message').focus();
    form().requestSubmit();
    await flush();
    field('message').blur();
    answer.answer(ok('Recibido.'));
    await flush();
    const message = form().querySelector<HTMLElement>(':scope > .elementor-message-success')!;
    expect(document.activeElement).toBe(message);
    expect(message.tabIndex).toBe(-1);
  });

  it('the browser’s submit finding an invalid field in a hidden step shows that step and reports the field there', async () => {
    await start(servedSteps);
    toLastStep();
    field('name').value = '';
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toEqual([]);
    expect(shown()).toEqual([0]);
    expect(document.activeElement).toBe(field('name'));
  });

  it('a form of one step ends in its submit button, no Next', async () => {
    const one = servedSteps.replace(/<div class="elementor-field-type-step elementor-field-group elementor-column elementor-field-group-step_(order|note)[\s\S]*?<\/div>\s*<\/div>/g, '');
    await start(one);
    expect(steps()).toHaveLength(1);
    expect([...steps()[0]!.querySelectorAll('button')].map((button) => button.type)).toEqual(['submit']);
  });
});

describe('form: reCAPTCHA', () => {
  const KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
  const withCaptcha = (attributes: string) =>
    served.replace(
      '<div class="elementor-field-group elementor-column elementor-field-type-submit',
      `<div class="elementor-field-type-recaptcha elementor-field-group elementor-column elementor-field-group-field_rc elementor-col-100"><div class="elementor-field" id="form-field-field_rc"><div class="elementor-g-recaptcha" data-sitekey="${KEY}" ${attributes}></div></div></div>
        <div class="elementor-field-group elementor-column elementor-field-type-submit`,
    );
  const v2 = withCaptcha('data-type="v2" data-theme="dark" data-size="normal"');
  const v3 = withCaptcha('data-type="v3" data-action="Form" data-badge="bottomright" data-size="invisible"');
  const apiScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.includes('recaptcha'));

  function fakeApi() {
    const api = {
      render: vi.fn((container: HTMLElement, _params: Record<string, string>) => {
        const response = document.createElement('textarea');
        response.name = 'g-recaptcha-response';
        response.value = 'v2-token';
        container.append(response);
        return 7;
      }),
      reset: vi.fn(),
      execute: vi.fn(() => Promise.resolve('v3-token')),
      ready: vi.fn((callback: () => void) => callback()),
    };
    return {
      api,
      /** Google's script ran and defined the API. */
      async arrives() {
        (window as unknown as { grecaptcha: unknown }).grecaptcha = api;
        await flush(RECAPTCHA_POLL_MS);
      },
    };
  }
  function inViewOnDemand() {
    const observed = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.set(target, this.callback);
        }
        unobserve() {}
        disconnect() {
          for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target);
        }
      },
    );
    return (target: Element) => observed.get(target)?.([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
  afterEach(() => {
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
  });

  it('v2: Google’s script only once the form is reached, then the checkbox rendered with the site key and look; its response goes with the form', async () => {
    const reveal = inViewOnDemand();
    await start(v2);
    expect(apiScripts()).toEqual([]);
    reveal(form());
    await flush();
    expect(apiScripts()).toHaveLength(1);
    expect(apiScripts()[0]!.getAttribute('src')).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    expect(apiScripts()[0]!.async).toBe(true);
    const { api, arrives } = fakeApi();
    await arrives();
    expect(api.render.mock.calls).toEqual([[form().querySelector('.elementor-g-recaptcha'), { sitekey: KEY, theme: 'dark', size: 'normal' }]]);
    page.shop.reply(AJAX, rejected('reCAPTCHA no válido.', { field_rc: 'Marca la casilla.' }));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(bodyOf()).toContainEqual(['g-recaptcha-response', 'v2-token']);
    // Its token is spent: the failed send resets the widget.
    expect(api.reset.mock.calls).toEqual([[7]]);
    expect(group('field_rc').querySelector('.elementor-form-help-inline')!.textContent).toBe('Marca la casilla.');
  });

  it('v2: touching the form loads it too; an error before any send (a file too large) keeps the ticked box; a reset resets it', async () => {
    await start(v2);
    expect(apiScripts()).toEqual([]);
    fireEvent.focusIn(field('name'));
    expect(apiScripts()).toHaveLength(1);
    const { api, arrives } = fakeApi();
    await arrives();
    field('file').files = [new File([new Uint8Array(2 * 1024 * 1024)], 'grande.jpg')] as unknown as FileList;
    fireEvent.change(field('file'));
    expect(api.reset).not.toHaveBeenCalled();
    form().reset();
    expect(api.reset.mock.calls).toEqual([[7]]);
  });

  it('v3: each submit (click or Enter) asks for a token first and sends it as the hidden g-recaptcha-response', async () => {
    await start(v3);
    fireEvent.pointerDown(field('name'));
    const { api, arrives } = fakeApi();
    await arrives();
    expect(api.render.mock.calls[0]![1]).toEqual({ sitekey: KEY, size: 'invisible', badge: 'bottomright' });
    page.shop.reply(AJAX, ok('Gracias'));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(api.execute.mock.calls).toEqual([[7, { action: 'Form' }]]);
    expect(bodyOf()).toContainEqual(['g-recaptcha-response', 'v3-token']);
    expect(form().querySelectorAll('input[type="hidden"][name="g-recaptcha-response"]')).toHaveLength(1);
    api.execute.mockImplementation(() => Promise.resolve('second-token'));
    fillContact();
    form().requestSubmit();
    await flush();
    // The widget's own field (emptied by the form's reset) comes first; ours, last, carries the new token.
    expect(bodyOf(1).filter(([name]) => name === 'g-recaptcha-response')).toEqual([
      ['g-recaptcha-response', ''],
      ['g-recaptcha-response', 'second-token'],
    ]);
  });

  it('the site’s own copy of the script is used, not a second one', async () => {
    document.head.innerHTML = '<script id="elementor-recaptcha-api-js" src="https://www.google.com/recaptcha/api.js?render=explicit&amp;ver=3.34.1"></script>';
    await start(v2);
    fireEvent.focusIn(field('name'));
    expect(apiScripts()).toHaveLength(1);
    const { api, arrives } = fakeApi();
    await arrives();
    expect(api.render).toHaveBeenCalledTimes(1);
  });

  it('an API that never comes is reported after 10 s; the form still sends, the server says why', async () => {
    await start(v3);
    fireEvent.focusIn(field('name'));
    await flush(RECAPTCHA_TIMEOUT_MS);
    expect(warningsFor(page, 'form')).toEqual(['[storefront] form: reCAPTCHA\'s API was not ready within 10 s']);
    page.shop.reply(AJAX, rejected('Validación reCAPTCHA fallida.', { field_rc: 'Validación reCAPTCHA fallida.' }));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toHaveLength(1);
    expect(bodyOf().some(([name]) => name === 'g-recaptcha-response')).toBe(false);
  });

  it('a script that fails to load is reported at once', async () => {
    await start(v2);
    fireEvent.focusIn(field('name'));
    apiScripts()[0]!.dispatchEvent(new Event('error'));
    expect(warningsFor(page, 'form')).toEqual(['[storefront] form: reCAPTCHA\'s API could not be loaded from https://www.google.com/recaptcha/api.js?render=explicit']);
  });

  it('a field without a usable site key is reported; the rest of the form works', async () => {
    await start(v2.replace(`data-sitekey="${KEY}"`, 'data-sitekey=""'));
    expect(warningsFor(page, 'form')).toEqual(['[storefront] form: its reCAPTCHA has no usable data-sitekey']);
    fireEvent.focusIn(field('name'));
    expect(apiScripts()).toEqual([]);
    page.shop.reply(AJAX, ok('Gracias'));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(requests()).toHaveLength(1);
  });
});

describe('form: bad input', () => {
  it('the malformed twin (data-settings that is not JSON) stays as served, says why once', async () => {
    const { asServed } = await start(servedMalformed);
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'form')).toEqual(['[storefront] form: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ['no form', served.replace(/<form [\s\S]*<\/form>/, '<p>Formulario</p>'), { ElementorProFrontendConfig: PRO }, 'it has no form.elementor-form'],
    ['no form_id', served.replace('<input type="hidden" name="form_id" value="aa61263"/>', ''), { ElementorProFrontendConfig: PRO }, 'its form lacks the hidden post_id or form_id field the server finds the form by'],
    ['no ajaxurl', served, { ElementorProFrontendConfig: { urls: { rest: '/wp-json/' } } }, 'page global ElementorProFrontendConfig has no ajaxurl to send the form to'],
    ['an ajaxurl that is not text', served, { ElementorProFrontendConfig: { urls: { rest: '/wp-json/' }, ajaxurl: 7 } }, 'page global ElementorProFrontendConfig is malformed (ajaxurl: expected string, got number)'],
    ['steps without the submit group', servedSteps.replace('elementor-field-type-submit', 'elementor-field-type-html'), { ElementorProFrontendConfig: PRO }, 'its steps have no .elementor-field-type-submit group with the submit button to end them'],
  ])('%s: as served, one warning', async (_, html, globals, reason) => {
    const { asServed } = await start(html, globals);
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'form')).toEqual([`[storefront] form: ${reason}`]);
    expect(page.errors).toHaveLength(1);
  });
});

describe('form: dispose', () => {
  it('gives the form back as served (steps, indicators, errors, messages, waiting state) and removes every listener', async () => {
    render(servedSteps);
    setGlobals({ ElementorProFrontendConfig: PRO });
    const asServed = widget().outerHTML;
    const listeners = trackListeners();
    await boot(['form'], [DEF]);
    widget().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    page.shop.reply(AJAX, rejected('Revisa.', { units: 'Demasiadas unidades.' }));
    toLastStepOf();
    fireEvent.click(submitButton());
    await flush();
    expect(form().querySelector('.elementor-form-help-inline')).not.toBeNull();
    page.shop.defer(AJAX);
    fireEvent.click(submitButton());
    await flush();
    expect(form().classList.contains('elementor-form-waiting')).toBe(true);

    page.scanner!.stop();
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(widget().outerHTML).toBe(asServed);
    expect(field('units').value).toBe('12');
  });

  it('nothing after dispose: an answer that comes later changes nothing and fires nothing; the fade’s timer neither', async () => {
    const { asServed } = await start();
    const log = eventLog();
    const answer = page.shop.defer(AJAX);
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    page.scanner!.stop();
    answer.answer(ok('Gracias', { redirect_url: '/gracias/' }));
    await flush(FORM_SEND_TIMEOUT_MS);
    expect(log).toEqual([]);
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'form')).toEqual([]);
  });

  it('disposed during the fade back: the style stays as served', async () => {
    const { asServed } = await start();
    page.shop.reply(AJAX, ok(''));
    fillContact();
    fireEvent.click(submitButton());
    await flush();
    expect(form().style.opacity).toBe('1');
    page.scanner!.stop();
    await flush(FORM_DONE_FADE_MS);
    expect(widget().outerHTML).toBe(asServed);
  });

  it('disposed while reCAPTCHA’s API is awaited: no render once it comes, the field as served', async () => {
    const html = served.replace(
      '<div class="elementor-field-group elementor-column elementor-field-type-submit',
      '<div class="elementor-field-group elementor-field-group-field_rc"><div class="elementor-field" id="form-field-field_rc"><div class="elementor-g-recaptcha" data-sitekey="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" data-type="v2"></div></div></div><div class="elementor-field-group elementor-column elementor-field-type-submit',
    );
    const { asServed } = await start(html);
    fireEvent.focusIn(field('name'));
    page.scanner!.stop();
    const render = vi.fn(() => 1);
    (window as unknown as { grecaptcha: unknown }).grecaptcha = { render, reset: vi.fn(), execute: vi.fn() };
    onTestFinished(() => {
      delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    });
    await flush(RECAPTCHA_TIMEOUT_MS);
    expect(render).not.toHaveBeenCalled();
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'form')).toEqual([]);
  });
});

function toLastStepOf(): void {
  const next = (step: number) => form().querySelectorAll<HTMLElement>('.e-form__step')[step]!.querySelector<HTMLButtonElement>('.e-form__buttons__wrapper__button-next')!;
  [field('name').value, field('email').value] = ['Ana', 'ana@example.com'];
  fireEvent.click(next(0));
  field('units').value = '12';
  fireEvent.click(next(1));
  field('message').value = 'Para el lunes';
}
