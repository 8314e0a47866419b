import { describe, expect, it } from 'vitest';
import { completeUrl, confirmDetails, DECLINED_DEFAULT, declineMessage, missingBillingFields, validCardholderName, type BillingField } from './logic';

describe('the cardholder name (the plugin’s rule)', () => {
  it.each([
    ['Lucía Martín', true],
    ['Jean-Luc Picard', true],
    ['  Ana López  ', true],
    ['Ana', false],
    ['J@n Pérez', false],
    ['Juan 2º', false],
    ['', false],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
  ])('%j → %s', (name, valid) => {
    expect(validCardholderName(name)).toBe(valid);
  });
});

describe('the billing fields a payment waits for', () => {
  const all = (overrides: Record<string, Partial<BillingField>> = {}): BillingField[] =>
    ['billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_postcode', 'billing_city', 'billing_email', 'billing_phone', 'billing_address_2'].map(
      (name) => ({ name, value: 'x', required: !['billing_phone', 'billing_address_2'].includes(name), ...overrides[name] }),
    );

  it('none missing when every required field has a value', () => {
    expect(missingBillingFields(all())).toEqual([]);
  });

  it('lists the empty required ones in the form’s order; optional and absent fields do not count', () => {
    const fields = all({ billing_city: { value: ' ' }, billing_email: { value: '' }, billing_phone: { value: '' } }).filter((f) => f.name !== 'billing_postcode');
    expect(missingBillingFields(fields)).toEqual(['billing_city', 'billing_email']);
  });

  it('a field the page prints optional is not required', () => {
    expect(missingBillingFields(all({ billing_postcode: { value: '', required: false } }))).toEqual([]);
  });

  it('either name suffices, as WooCommerce accepts', () => {
    expect(missingBillingFields(all({ billing_first_name: { value: '' } }))).toEqual([]);
    expect(missingBillingFields(all({ billing_first_name: { value: '' }, billing_last_name: { value: '' } }))).toEqual(['billing_first_name', 'billing_last_name']);
  });
});

describe('the two-step answer', () => {
  const answer = {
    result: 'success',
    redirect: false,
    paymentId: 'a'.repeat(32),
    token: 'b'.repeat(40),
    completeUrl: 'https://tienda.example/finalizar-compra/order-received/42/?key=k&orderId=42',
    failUrl: '/finalizar-compra/order-pay/42/?pay_for_order=true&key=k',
    orderId: 42,
  };

  it('is read with the order id as text', () => {
    expect(confirmDetails(answer)).toEqual({ paymentId: answer.paymentId, token: answer.token, completeUrl: answer.completeUrl, failUrl: answer.failUrl, orderId: '42' });
  });

  it.each([
    ['no payment id', { ...answer, paymentId: '' }],
    ['no token', { ...answer, token: undefined }],
    ['a script URL', { ...answer, completeUrl: 'javascript:alert(1)' }],
    ['a protocol-relative URL', { ...answer, failUrl: '//evil.example/' }],
    ['a plain redirect answer', { result: 'success', redirect: '/gracias/' }],
    ['nothing', null],
  ])('is not ours with %s', (_case, value) => {
    expect(confirmDetails(value)).toBeNull();
  });
});

describe('where the shopper goes after the modal', () => {
  const details = confirmDetails({
    paymentId: 'p1',
    token: 't1',
    completeUrl: '/finalizar-compra/order-received/42/?key=k&utm_nooverride=1&orderId=42',
    failUrl: '/finalizar-compra/order-pay/42/',
    orderId: '42',
  })!;

  it.each(['SUCCEEDED', 'AUTHORIZED', 'PENDING'])('%s: the complete URL with id, order and status, its own query kept', (status) => {
    const url = new URL(completeUrl(details, { id: 'p1', status }, 'https://tienda.example/finalizar-compra/')!);
    expect(url.origin + url.pathname).toBe('https://tienda.example/finalizar-compra/order-received/42/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'k', utm_nooverride: '1', orderId: '42', id: 'p1', status });
  });

  it.each(['FAILED', 'CANCELED', 'EXPIRED', undefined])('%s: nowhere (the checkout says why)', (status) => {
    expect(completeUrl(details, { status }, 'https://tienda.example/')).toBeNull();
  });
});

describe('what a decline says', () => {
  it.each([
    ['E201', 'Tu banco ha rechazado el pago'],
    ['E221', 'fondos suficientes'],
    ['E402', 'autenticación 3-D Secure fallida'],
    ['E506', 'ha caducado'],
  ])('%s', (code, words) => {
    expect(declineMessage(code)).toContain(words);
  });

  it('an E-code without its own text gets the general decline; anything else is not a decline', () => {
    expect(declineMessage('E999')).toBe(DECLINED_DEFAULT);
    expect(declineMessage(500)).toBeNull();
    expect(declineMessage('500')).toBeNull();
    expect(declineMessage(undefined)).toBeNull();
  });
});
