import { describe, expect, it } from 'vitest';
import { couponRefused, loginBody } from './logic';

describe('an apply_coupon answer that refuses the code', () => {
  it.each([
    ['<ul class="woocommerce-error" role="alert"><li>El cupón «X» no existe.</li></ul>', true],
    ['<div class="wc-block-components-notice-banner is-error" role="alert">No válido</div>', true],
    ['<div class="woocommerce-message" role="alert">Código de cupón aplicado correctamente.</div>', false],
    // The plugin's English test: a shop's success message that happens to say it is not a refusal.
    ['<div class="woocommerce-message" role="alert">Your old code does not exist any more: we applied the new one.</div>', false],
    ['', false],
  ])('%s → %s', (html, expected) => {
    expect(couponRefused(html)).toBe(expected);
  });
});

describe('the login’s body', () => {
  const fields = { username: 'lucia@example.com', password: 'p&ss=1', nonce: '4b5ec04f66' };
  it('names the plugin’s action and carries the fields as typed', () => {
    const body = loginBody({ ...fields, remember: false });
    expect(body.get('action')).toBe('elementor_woocommerce_checkout_login_user');
    expect(body.get('username')).toBe('lucia@example.com');
    expect(body.get('password')).toBe('p&ss=1');
    expect(body.get('nonce')).toBe('4b5ec04f66');
  });
  it.each([
    [true, 'true'],
    [false, null],
  ])('remember ticked %s → remember=%s (WordPress remembers any non-empty value)', (remember, expected) => {
    expect(loginBody({ ...fields, remember }).get('remember')).toBe(expected);
  });
});
