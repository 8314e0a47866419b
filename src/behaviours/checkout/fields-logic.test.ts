import { describe, expect, it } from 'vitest';
import { checkField, isEmail, isPhone, type FieldState } from './fields-logic';

const field = (state: Partial<FieldState>): FieldState => ({
  required: false,
  email: false,
  phone: false,
  value: '',
  checked: false,
  isCheckbox: false,
  ...state,
});

describe('email (checkout.md §3.12)', () => {
  it.each([
    ['a@b.c', true],
    ['ü@b.co', true],
    ['maria.lopez@correo.es', true],
    ['MARIA@CORREO.ES', true],
    ['a+etiqueta@b.co', true],
    ["o'brien@b.co", true],
    ['"a b"@b.co', true],
    ['a@sub.dominio.es', true],
    ['a@b.co.', true],
    ['a@b-c.co', true],
    ['a@ñandú.es', true],
    ['a@localhost', false],
    ['a@1.2.3.4', false],
    ['a@b.c1', false],
    ['a@-b.co', false],
    ['a@b..co', false],
    ['a..b@c.co', false],
    ['.a@b.co', false],
    ['a@', false],
    ['@b.co', false],
    ['a b@c.co', false],
    ['a@b.co x', false],
    ['a', false],
  ])('%s → %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });

});

describe('phone (checkout.md §3.12)', () => {
  it.each([
    ['', true],
    ['600 123 456', true],
    ['+34 600-123-456', true],
    ['(91) 123.45.67', true],
    ['#21_33/44', true],
    ['600\t123\n456', true],
    ['600 123 456 ext', false],
    ['6OO', false],
    ['600,123', false],
  ])('%j → %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });
});

describe('checkField', () => {
  it.each<[string, Partial<FieldState>, boolean, string[]]>([
    ['an unruled field passes', { value: '' }, true, ['woocommerce-validated']],
    ['required and empty', { required: true, value: '' }, false, ['woocommerce-invalid', 'woocommerce-invalid-required-field']],
    ['required and filled', { required: true, value: 'Ana' }, true, ['woocommerce-validated']],
    ['required white space counts as filled (as WooCommerce compares with "")', { required: true, value: ' ' }, true, ['woocommerce-validated']],
    ['required checkbox unchecked', { required: true, isCheckbox: true, value: '1', checked: false }, false, ['woocommerce-invalid', 'woocommerce-invalid-required-field']],
    ['required checkbox checked', { required: true, isCheckbox: true, value: '1', checked: true }, true, ['woocommerce-validated']],
    ['an optional unchecked checkbox passes', { isCheckbox: true, value: '1' }, true, ['woocommerce-validated']],
    ['email empty and optional passes', { email: true, value: '' }, true, ['woocommerce-validated']],
    ['email empty and required fails as required only', { email: true, required: true, value: '' }, false, ['woocommerce-invalid', 'woocommerce-invalid-required-field']],
    ['email malformed', { email: true, value: 'a@localhost' }, false, ['woocommerce-invalid', 'woocommerce-invalid-email']],
    ['email well formed', { email: true, required: true, value: 'ana@correo.es' }, true, ['woocommerce-validated']],
    ['phone with letters', { phone: true, value: '600 ABC' }, false, ['woocommerce-invalid', 'woocommerce-invalid-phone']],
    ['phone empty passes', { phone: true, value: '' }, true, ['woocommerce-validated']],
    ['phone required and empty', { phone: true, required: true, value: '' }, false, ['woocommerce-invalid', 'woocommerce-invalid-required-field']],
    ['email and phone both fail (one row with both rules)', { email: true, phone: true, value: 'x y' }, false, ['woocommerce-invalid', 'woocommerce-invalid-email', 'woocommerce-invalid-phone']],
  ])('%s', (_name, state, valid, classes) => {
    expect(checkField(field(state))).toEqual({ valid, classes });
  });
});
