import { describe, expect, it } from 'vitest';
import { MISSING_ID_MESSAGE, MISSING_PROPS_MESSAGE } from './errors';
import { paymentOrAccount, validateComponentProps } from './rules';
import type { PaymentIdentity } from './types';

describe('validateComponentProps (spec §5)', () => {
  it.each<[string, PaymentIdentity]>([
    ['a payment alone', { paymentId: 'p' }],
    ['a payment with nothing else valid', { paymentId: 'p', accountId: '', amount: Number.NaN }],
    ['an account with amount and currency', { accountId: 'a', amount: 1999, currency: 'EUR' }],
    ['an account with a 0 amount (a card saved by a VERIF payment)', { accountId: 'a', amount: 0, currency: 'EUR' }],
  ])('passes with %s', (_, props) => {
    expect(() => validateComponentProps(props)).not.toThrow();
  });

  it.each<[string, PaymentIdentity]>([
    ['nothing', {}],
    ['an account alone', { accountId: 'a' }],
    ['an account without a currency', { accountId: 'a', amount: 10 }],
    ['an account without an amount', { accountId: 'a', currency: 'EUR' }],
    ['an account with an amount that is not a number', { accountId: 'a', amount: Number.NaN, currency: 'EUR' }],
    ['amount and currency without an account', { amount: 10, currency: 'EUR' }],
    ['empty ids', { paymentId: '', accountId: '', amount: 1, currency: 'EUR' }],
  ])('throws the spec’s message with %s', (_, props) => {
    expect(() => validateComponentProps(props)).toThrowError(new Error('You need to provide paymentId or accountId amount and currency'));
    expect(MISSING_PROPS_MESSAGE).toBe('You need to provide paymentId or accountId amount and currency');
  });
});

describe('paymentOrAccount', () => {
  it.each([
    [{ paymentId: 'p', accountId: 'a' }, { paymentId: 'p' }],
    [{ accountId: 'a' }, { accountId: 'a' }],
    [{ paymentId: '', accountId: 'a' }, { accountId: 'a' }],
  ])('%j → %j', (request, expected) => {
    expect(paymentOrAccount(request)).toEqual(expected);
  });

  it('neither: the spec’s message', () => {
    expect(() => paymentOrAccount({})).toThrowError(new Error(MISSING_ID_MESSAGE));
  });
});
