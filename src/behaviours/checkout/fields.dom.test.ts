// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createScope, type Scope } from '../../core/scope';
import { installJQuery, render, usePage } from '../../../tests/dom/support/page';
import { clearInlineErrors, showInlineErrors, startFieldChecks, validateAll } from './fields';

usePage();

/** The billing rows as woocommerce_form_field prints them (checkout.md §2.2), plus the terms checkbox. */
const FORM = `
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="https://tienda.example/finalizar-compra/" enctype="multipart/form-data" aria-label="Finalizar compra">
  <div class="woocommerce-billing-fields__field-wrapper">
    <p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">Nombre&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_first_name" id="billing_first_name" placeholder="" value="" aria-required="true" autocomplete="given-name" /></span></p>
    <p class="form-row form-row-wide" id="billing_company_field" data-priority="30"><label for="billing_company" class="">Nombre de la empresa&nbsp;<span class="optional">(opcional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_company" id="billing_company" placeholder="" value="" autocomplete="organization" aria-describedby="billing_company-description" /><span class="description" id="billing_company-description" aria-hidden="true">Solo si necesitas factura.</span></span></p>
    <p class="form-row form-row-wide address-field validate-required validate-state" id="billing_state_field" data-priority="80"><label for="billing_state" class="required_field">Provincia&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="billing_state" id="billing_state" class="state_select" aria-required="true" autocomplete="address-level1" data-placeholder="Elige una opción…" data-input-classes="" data-label="Provincia"><option value="">Elige una opción…</option><option value="M">Madrid</option></select></span></p>
    <p class="form-row form-row-wide validate-phone" id="billing_phone_field" data-priority="100"><label for="billing_phone" class="">Teléfono&nbsp;<span class="optional">(opcional)</span></label><span class="woocommerce-input-wrapper"><input type="tel" class="input-text " name="billing_phone" id="billing_phone" placeholder="" value="" autocomplete="tel" /></span></p>
    <p class="form-row form-row-wide validate-required validate-email" id="billing_email_field" data-priority="110"><label for="billing_email" class="required_field">Dirección de correo electrónico&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="email" class="input-text " name="billing_email" id="billing_email" placeholder="" value="" aria-required="true" autocomplete="email username" /></span></p>
  </div>
  <p class="form-row validate-required" id="terms_field"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms" aria-required="true" /><span>He leído y estoy de acuerdo con los términos y condiciones</span>&nbsp;<span class="required" aria-hidden="true">*</span></label></p>
  <input type="hidden" name="billing_country" id="billing_country" value="ES" />
</form>`;

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const control = <E extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as E;
const row = (id: string) => document.getElementById(`${id}_field`)!;
const classesOf = (id: string) => [...row(id).classList].filter((name) => name.startsWith('woocommerce-')).sort();

let scope: Scope;
afterEach(() => scope?.dispose());

function serve(): HTMLFormElement {
  render(FORM);
  scope = createScope();
  startFieldChecks(form(), scope);
  return form();
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  fireEvent.input(input);
}

describe('inline checks (checkout.md §3.12)', () => {
  it('marks an empty required field invalid on focusout, with aria-invalid; a filled one validated', () => {
    serve();
    const name = control('billing_first_name');
    fireEvent.focusOut(name);
    expect(classesOf('billing_first_name')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    name.value = 'Ana';
    fireEvent.change(name);
    expect(classesOf('billing_first_name')).toEqual(['woocommerce-validated']);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it('typing clears every mark without checking (an empty required field is not marked while typed in)', () => {
    serve();
    const email = control('billing_email');
    email.value = 'a@localhost';
    fireEvent.change(email);
    expect(classesOf('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);

    type(email, '');
    expect(classesOf('billing_email')).toEqual([]);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks the email only when there is one: a malformed address is invalid-email, a good one validated', () => {
    serve();
    const email = control('billing_email');
    for (const [value, expected] of [
      ['a@1.2.3.4', ['woocommerce-invalid', 'woocommerce-invalid-email']],
      ['ü@b.co', ['woocommerce-validated']],
      ['', ['woocommerce-invalid', 'woocommerce-invalid-required-field']],
    ] as const) {
      type(email, value);
      fireEvent.focusOut(email);
      expect(classesOf('billing_email'), value).toEqual([...expected].sort());
    }
  });

  it('checks the phone against the whitelist; an empty optional phone is validated', () => {
    serve();
    const phone = control('billing_phone');
    type(phone, '600 12 34 AB');
    fireEvent.focusOut(phone);
    expect(classesOf('billing_phone')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-phone']);
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    type(phone, '+34 (600) 12-34-56');
    fireEvent.focusOut(phone);
    expect(classesOf('billing_phone')).toEqual(['woocommerce-validated']);

    type(phone, '');
    fireEvent.focusOut(phone);
    expect(classesOf('billing_phone')).toEqual(['woocommerce-validated']);
  });

  it('a failed check keeps the other failures’ classes until typing clears them', () => {
    serve();
    const email = control('billing_email');
    email.value = 'ana@correo.es';
    fireEvent.change(email);
    expect(classesOf('billing_email')).toEqual(['woocommerce-validated']);
    // A value set by a script (autofill) with no `input`: the failure takes `validated` away.
    email.value = '';
    fireEvent.focusOut(email);
    expect(classesOf('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    email.value = 'x@localhost';
    fireEvent.change(email);
    expect(classesOf('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email', 'woocommerce-invalid-required-field']);
  });

  it('a required checkbox is invalid unchecked and validated checked; a required select with no choice is invalid', () => {
    serve();
    const terms = control('terms');
    fireEvent.change(terms);
    expect(classesOf('terms')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    terms.checked = true;
    fireEvent.change(terms);
    expect(classesOf('terms')).toEqual(['woocommerce-validated']);

    const state = control<HTMLSelectElement>('billing_state');
    fireEvent.change(state);
    expect(classesOf('billing_state')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    state.value = 'M';
    fireEvent.change(state);
    expect(classesOf('billing_state')).toEqual(['woocommerce-validated']);
  });

  it('answers a native `validate` event; hidden inputs are never checked', () => {
    serve();
    control('billing_first_name').dispatchEvent(new Event('validate', { bubbles: true }));
    expect(classesOf('billing_first_name')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    control('billing_country').value = '';
    fireEvent.change(control('billing_country'));
    expect(control('billing_country').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a corrected field loses its inline error and its link to it, and gets its own description linked again', () => {
    serve();
    const notices = document.createElement('ul');
    notices.innerHTML = '<li data-id="billing_company">El nombre de la empresa no es válido.</li>';
    showInlineErrors(form(), notices);
    const company = control('billing_company');
    expect(company.getAttribute('aria-describedby')).toBe('billing_company_description');

    type(company, 'Lino S.L.');
    expect(row('billing_company').querySelector('.checkout-inline-error-message')).toBeNull();
    expect(company.getAttribute('aria-describedby')).toBe('billing_company-description');
    expect(company.hasAttribute('aria-invalid')).toBe(false);
  });

  it('a validated field loses the inline error too; a field with no description loses aria-describedby', () => {
    serve();
    const notices = document.createElement('ul');
    notices.innerHTML = '<li data-id="billing_first_name">Falta el nombre.</li>';
    showInlineErrors(form(), notices);
    const name = control('billing_first_name');
    name.value = 'Ana';
    fireEvent.focusOut(name);
    expect(row('billing_first_name').querySelector('.checkout-inline-error-message')).toBeNull();
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it('stops checking once its scope is disposed', () => {
    serve();
    scope.dispose();
    fireEvent.focusOut(control('billing_first_name'));
    expect(classesOf('billing_first_name')).toEqual([]);
  });
});

describe('validateAll', () => {
  it('fires validate on every checked control, then blur, natively when the page has no jQuery', () => {
    serve();
    const seen: string[] = [];
    for (const type of ['validate', 'blur']) form().addEventListener(type, (event) => seen.push(`${event.type}:${(event.target as Element).id}`), true);
    validateAll(form());
    const ids = ['billing_first_name', 'billing_company', 'billing_state', 'billing_phone', 'billing_email', 'terms'];
    expect(seen).toEqual([...ids.map((id) => `validate:${id}`), ...ids.map((id) => `blur:${id}`)]);
    expect(classesOf('billing_first_name')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(classesOf('billing_company')).toEqual(['woocommerce-validated']);
    expect(classesOf('terms')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
  });
});

describe('with jQuery on the page', () => {
  it('hears validate and change that scripts trigger through jQuery (native listeners never would)', () => {
    const $ = installJQuery();
    serve();
    $('#billing_email').val('no es correo').trigger('validate');
    expect(classesOf('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);
    $('#billing_state').val('M').trigger('change');
    expect(classesOf('billing_state')).toEqual(['woocommerce-validated']);
    $('#billing_email').trigger('input');
    expect(classesOf('billing_email')).toEqual([]);
  });

  it('validateAll triggers validate then blur through jQuery, so the fields’ jQuery handlers hear them', () => {
    const $ = installJQuery();
    serve();
    const seen: string[] = [];
    // jQuery's blur reaches the field's own blur handlers and bubbles as focusout.
    $(form()).on('validate focusout', (event: JQuery.TriggeredEvent) => void seen.push(`${event.type}:${(event.target as Element).id}`));
    $('#billing_first_name').on('blur', (event: JQuery.TriggeredEvent) => void seen.push(`${event.type}:own`));
    validateAll(form());
    expect(seen.slice(0, 2)).toEqual(['validate:billing_first_name', 'validate:billing_company']);
    expect(seen.filter((entry) => entry.startsWith('validate:'))).toHaveLength(6);
    expect(seen.slice(6)).toEqual(['blur:own', 'focusout:billing_first_name', 'focusout:billing_company', 'focusout:billing_state', 'focusout:billing_phone', 'focusout:billing_email', 'focusout:terms']);
    expect(classesOf('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
  });

  it('stops hearing jQuery triggers once disposed', () => {
    const $ = installJQuery();
    serve();
    scope.dispose();
    $('#billing_first_name').trigger('validate');
    expect(classesOf('billing_first_name')).toEqual([]);
  });
});

describe('showInlineErrors / clearInlineErrors (checkout.md §3.11)', () => {
  const notices = (html: string) => {
    const group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    group.innerHTML = html;
    form().prepend(group);
    return group;
  };

  it('appends the li’s trimmed text to its field’s row and links the field to it', () => {
    serve();
    showInlineErrors(form(), notices('<ul class="woocommerce-error" tabindex="-1"><li data-id="billing_email"><a href="#billing_email">\n  <strong>Correo electrónico</strong> no es válido.  </a></li><li>Sin campo.</li></ul>'));
    const message = row('billing_email').lastElementChild!;
    expect(message.outerHTML).toBe('<p id="billing_email_description" class="checkout-inline-error-message">Correo electrónico no es válido.</p>');
    expect(control('billing_email').getAttribute('aria-describedby')).toBe('billing_email_description');
    expect(control('billing_email').getAttribute('aria-invalid')).toBe('true');
    // Server errors do not add WooCommerce's invalid classes (§0.7).
    expect(classesOf('billing_email')).toEqual([]);
  });

  it('writes the message as text: markup-looking text in a notice stays text', () => {
    serve();
    showInlineErrors(form(), notices('<ul class="woocommerce-error"><li data-id="billing_first_name">&lt;img src=x onerror=alert(1)&gt; falta</li></ul>'));
    const message = document.getElementById('billing_first_name_description')!;
    expect(message.textContent).toBe('<img src=x onerror=alert(1)> falta');
    expect(message.children).toHaveLength(0);
  });

  it('links only an id that matches exactly one element', () => {
    serve();
    const extra = document.createElement('span');
    extra.id = 'billing_phone';
    document.body.append(extra);
    showInlineErrors(form(), notices('<ul class="woocommerce-error"><li data-id="billing_phone">Teléfono no válido.</li><li data-id="nadie">Nadie.</li><li data-id="">Vacío.</li></ul>'));
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(0);
    expect(control('billing_phone').hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes a block notice banner that carries the data-id itself (a single error), with its content’s text', () => {
    serve();
    const group = notices(
      '<div class="wc-block-components-notice-banner is-error" role="alert" data-id="billing_first_name"><svg aria-hidden="true"><path d=""></path></svg><div class="wc-block-components-notice-banner__content"> Falta el <strong>nombre</strong>. </div></div>',
    );
    showInlineErrors(form(), group);
    expect(document.getElementById('billing_first_name_description')!.textContent).toBe('Falta el nombre.');
    // And when the banner itself is what is passed.
    clearInlineErrors(document);
    showInlineErrors(form(), group.firstElementChild!);
    expect(document.getElementById('billing_first_name_description')!.textContent).toBe('Falta el nombre.');
  });

  it('a second answer replaces a field’s message rather than doubling it', () => {
    serve();
    showInlineErrors(form(), notices('<ul class="woocommerce-error"><li data-id="billing_email">Uno.</li></ul>'));
    showInlineErrors(form(), notices('<ul class="woocommerce-error"><li data-id="billing_email">Dos.</li></ul>'));
    expect([...document.querySelectorAll('#billing_email_description')].map((node) => node.textContent)).toEqual(['Dos.']);
  });

  it('clearInlineErrors removes every inline message under the root, and only those', () => {
    serve();
    showInlineErrors(form(), notices('<ul class="woocommerce-error"><li data-id="billing_email">Uno.</li><li data-id="billing_first_name">Dos.</li></ul>'));
    clearInlineErrors(row('billing_email'));
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(1);
    clearInlineErrors(document);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(0);
    expect(document.querySelector('.woocommerce-error')).not.toBeNull();
  });
});
