import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  ERROR_KEYS,
  MESSAGES,
  caretAfterDigits,
  cardPayload,
  checkCard,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLengths,
  detectBrand,
  errorMessages,
  formatCardNumber,
  formatExpiryInput,
  isCardNumberComplete,
  languageOf,
  luhnValid,
  parseExpiry,
} from './card-rules.mjs';

// The brief's sandbox cards: every one must pass Luhn and be read as its brand.
const SANDBOX_CARDS = [
  ['4444444444444414', 'visa'],
  ['5555555555555524', 'mastercard'],
  ['4444444444444422', 'visa'],
  ['5555555555555532', 'mastercard'],
  ['4444444444444406', 'visa'],
  ['5555555555555508', 'mastercard'],
  ['4444444444444505', 'visa'],
  ['5555555555555607', 'mastercard'],
  ['4000000000009995', 'visa'],
  ['4000000000000069', 'visa'],
];

describe('luhnValid', () => {
  it.each([
    ...SANDBOX_CARDS.map(([number]) => [number, true]),
    ['4444444444444415', false],
    ['5555555555555525', false],
    ['378282246310005', true],
    ['378282246310006', false],
    ['0', true],
    ['18', true],
    ['', false],
    ['4444 4444', false],
    ['abcd', false],
  ])('%s → %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });
});

describe('detectBrand', () => {
  it.each([
    ...SANDBOX_CARDS,
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', undefined],
    ['34', 'amex'],
    ['37', 'amex'],
    ['378282246310005', 'amex'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['65', 'discover'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['306', undefined],
    ['36', 'diners'],
    ['3530111333300000', 'jcb'],
    ['2131', 'jcb'],
    ['6759649826438453', 'maestro'],
    ['5018', 'maestro'],
    ['620', 'unionpay'],
    ['6200000000000005', 'unionpay'],
    ['8110', 'unionpay'],
    // Co-branded ranges: the narrower network wins over the broad prefix it sits in.
    ['4011780000000000', 'elo'],
    ['6362970000457013', 'elo'],
    ['6500310000000000', 'elo'],
    ['6062826786276634', 'hipercard'],
    ['3841000000000000', 'hipercard'],
    ['38', 'diners'],
    ['3841', 'diners'],
    // Before any prefix is complete: a brand only when no other could follow.
    ['50', undefined],
    ['5020', 'maestro'],
    ['5041', undefined],
    ['6', undefined],
    ['2', undefined],
    ['22', 'mastercard'],
    ['30', 'diners'],
    ['35', 'jcb'],
    ['3', undefined],
    ['', undefined],
    ['9', undefined],
    ['1', 'jcb'],
    ['7', undefined],
    ['4444 4444', 'visa'],
  ])('%s → %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('covers exactly the provider\'s CardBrand list', () => {
    expect(CARD_BRANDS).toEqual(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'maestro', 'unionpay', 'elo', 'hipercard']);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4444444444444414', '4444 4444 4444 4414'],
    ['4444', '4444'],
    ['44444', '4444 4'],
    ['4444 4444-4444', '4444 4444 4444'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059999', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['4444444444444444444999', '4444 4444 4444 4444 444'],
    ['', ''],
    ['abc', ''],
  ])('%s → "%s"', (raw, formatted) => {
    expect(formatCardNumber(raw)).toBe(formatted);
  });

  it.each([
    ['4444 4444', 0, 0],
    ['4444 4444', 4, 4],
    ['4444 4444', 5, 6],
    ['4444 4444', 8, 9],
    ['4444 4444', 12, 9],
  ])('caret after %i digits of "%s"', (formatted, digits, position) => {
    expect(caretAfterDigits(formatted, digits)).toBe(position);
  });
});

describe('checkCardNumber', () => {
  it.each([
    ['', {}, 'emptyCardNumber'],
    ['   ', {}, 'emptyCardNumber'],
    ['4444 4444 4444 4414', {}, null],
    ['4444444444444415', {}, 'invalidCardNumber'],
    ['444444444444441', {}, 'invalidCardNumber'],
    ['4444-4444-4444-4414', {}, null],
    ['4444x444444444414', {}, 'invalidCardNumber'],
    ['378282246310005', {}, null],
    ['37828224631000', {}, 'invalidCardNumber'],
    // An unknown brand is judged by Luhn and the general 12–19 digits.
    ['9000000000000001', {}, null],
    ['90000000008', {}, 'invalidCardNumber'],
    // While typing, only what is certain.
    ['', { partial: true }, null],
    ['4444', { partial: true }, null],
    ['4444444444444415', { partial: true }, null],
    ['4444444444444444449', { partial: true }, 'invalidCardNumber'],
    ['378282246310006', { partial: true }, 'invalidCardNumber'],
    // The account's brands.
    ['378282246310005', { allowedBrands: ['visa', 'mastercard'] }, 'invalidCardType'],
    ['37', { allowedBrands: ['visa', 'mastercard'], partial: true }, 'invalidCardType'],
    ['4444444444444414', { allowedBrands: ['visa', 'mastercard'] }, null],
    ['378282246310005', { allowedBrands: [] }, null],
  ])('"%s" %o → %s', (number, options, key) => {
    expect(checkCardNumber(number, options)).toBe(key);
  });

  it.each([
    ['4444444444444414', true],
    ['4444444444444415', false],
    ['444444444444', false],
    ['378282246310005', true],
    ['30569309025904', true],
  ])('%s is complete: %s', (number, complete) => {
    expect(isCardNumberComplete(number)).toBe(complete);
  });

  it('a number of a brand the account refuses is never complete', () => {
    expect(isCardNumberComplete('378282246310005', { allowedBrands: ['visa'] })).toBe(false);
    expect(isCardNumberComplete('4444444444444414', { allowedBrands: ['visa'] })).toBe(true);
  });
});

describe('expiry', () => {
  // 15 June 2026, local time: "this month" is 06/26.
  const now = new Date(2026, 5, 15);

  it.each([
    ['', 'emptyExpiryDate'],
    ['  ', 'emptyExpiryDate'],
    ['12/34', null],
    ['12 / 34', null],
    ['06/26', null],
    ['05/26', 'dateOutOfRange'],
    ['01/26', 'dateOutOfRange'],
    ['07/26', null],
    ['12/25', 'yearOutOfRange'],
    ['00/30', 'monthOutOfRange'],
    ['13/30', 'monthOutOfRange'],
    ['06/46', null],
    ['07/46', null],
    ['01/47', 'invalidExpiryDate'],
    ['1/30', 'invalidExpiryDate'],
    ['12/3', 'invalidExpiryDate'],
    ['1230', 'invalidExpiryDate'],
    ['12/2034', 'invalidExpiryDate'],
    ['ab/cd', 'invalidExpiryDate'],
  ])('"%s" → %s', (text, key) => {
    expect(checkExpiry(text, { now })).toBe(key);
  });

  it('is valid through the last day of its month', () => {
    expect(checkExpiry('06/26', { now: new Date(2026, 5, 30, 23, 59) })).toBe(null);
    expect(checkExpiry('06/26', { now: new Date(2026, 6, 1, 0, 0) })).toBe('dateOutOfRange');
  });

  it.each([
    ['', null],
    ['1', null],
    ['13', 'monthOutOfRange'],
    ['00/', 'monthOutOfRange'],
    ['12/', null],
    ['12/3', null],
    ['12/25', 'yearOutOfRange'],
    ['12/34', null],
  ])('while typing "%s" → %s', (text, key) => {
    expect(checkExpiry(text, { now, partial: true })).toBe(key);
  });

  it.each([
    ['1', false, '1'],
    ['2', false, '02/'],
    ['9', false, '09/'],
    ['0', false, '0'],
    ['12', false, '12/'],
    ['12', true, '12'],
    ['123', false, '12/3'],
    ['12/34', false, '12/34'],
    ['12/345', false, '12/34'],
    ['1234', false, '12/34'],
    ['1/', false, '01/'],
    ['12/2034', false, '12/34'],
    ['1/2034', false, '01/34'],
    ['12 - 34', false, '12/34'],
    ['', true, ''],
    ['ab', false, ''],
  ])('typing "%s" (deleting %s) shows "%s"', (raw, deleting, shown) => {
    expect(formatExpiryInput(raw, { deleting })).toBe(shown);
  });

  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['01/26', { month: 1, year: 2026 }],
    ['1/26', null],
    ['', null],
  ])('parses "%s"', (text, parsed) => {
    expect(parseExpiry(text)).toEqual(parsed);
  });
});

describe('checkCvc', () => {
  it.each([
    ['', 'visa', {}, 'emptyCVC'],
    ['123', 'visa', {}, null],
    ['1234', 'visa', {}, 'invalidCVC'],
    ['12', 'visa', {}, 'invalidCVC'],
    ['1234', 'amex', {}, null],
    ['123', 'amex', {}, 'invalidCVC'],
    ['123', undefined, {}, null],
    ['1234', undefined, {}, null],
    ['12a', 'visa', {}, 'invalidCVC'],
    ['', 'visa', { partial: true }, null],
    ['12', 'visa', { partial: true }, null],
    ['123', 'amex', { partial: true }, null],
    ['123', 'visa', { partial: true }, null],
  ])('"%s" for %s %o → %s', (cvc, brand, options, key) => {
    expect(checkCvc(cvc, brand, options)).toBe(key);
  });

  it.each(CARD_BRANDS.map((brand) => [brand, brand === 'amex' ? [4] : [3]]))('%s takes %o', (brand, lengths) => {
    expect(cvcLengths(brand)).toEqual(lengths);
  });
});

describe('checkCard and cardPayload', () => {
  const now = new Date(2026, 5, 15);

  it('checks every field, the number\'s brand deciding the CVC', () => {
    expect(checkCard({ cardNumber: '3782 822463 10005', expiryDate: '12/34', cvc: '123' }, { now })).toEqual({
      cardNumber: null,
      expiryDate: null,
      cvc: 'invalidCVC',
    });
    expect(checkCard({ cardNumber: '', expiryDate: '', cvc: '' }, { now })).toEqual({
      cardNumber: 'emptyCardNumber',
      expiryDate: 'emptyExpiryDate',
      cvc: 'emptyCVC',
    });
    expect(
      checkCard({ cardNumber: '', expiryDate: '1', cvc: '' }, { now, partial: { cardNumber: true, expiryDate: true, cvc: false } }),
    ).toEqual({ cardNumber: null, expiryDate: null, cvc: 'emptyCVC' });
  });

  it('sends the bare number and two-digit month and year', () => {
    expect(cardPayload({ cardNumber: '4444 4444 4444 4414', expiryDate: '01/34', cvc: ' 123 ' })).toEqual({
      number: '4444444444444414',
      expMonth: '01',
      expYear: '34',
      cvc: '123',
    });
  });
});

describe('messages', () => {
  it('has every key in English and Spanish', () => {
    for (const language of ['en', 'es']) {
      expect(Object.keys(MESSAGES[language]).sort()).toEqual([...ERROR_KEYS].sort());
    }
  });

  it('keeps the provider\'s English defaults', () => {
    expect(errorMessages('en')).toMatchObject({
      emptyCardNumber: 'Enter a card number',
      invalidCardNumber: 'Card number is invalid',
      emptyExpiryDate: 'Enter an expiry date',
      monthOutOfRange: 'Expiry month must be between 01 and 12',
      yearOutOfRange: 'Expiry year cannot be in the past',
      dateOutOfRange: 'Expiry date cannot be in the past',
      invalidExpiryDate: 'Expiry date is invalid',
      emptyCVC: 'Enter a CVC',
      invalidCVC: 'CVC is invalid',
    });
  });

  it.each([
    ['es', 'es'],
    ['es-ES', 'es'],
    ['ES', 'es'],
    ['en', 'en'],
    ['ca', 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('language %s reads as %s', (language, read) => {
    expect(languageOf(language)).toBe(read);
    expect(errorMessages(language).emptyCVC).toBe(MESSAGES[read].emptyCVC);
  });

  it.each([
    [{ emptyCVC: 'Falta el código' }, 'emptyCVC', 'Falta el código'],
    [{ emptyCVC: '' }, 'emptyCVC', 'Introduce el CVC'],
    [{ emptyCVC: 7 }, 'emptyCVC', 'Introduce el CVC'],
    [{ notAKey: 'x' }, 'notAKey', undefined],
    [null, 'invalidCVC', 'El CVC no es válido'],
    [{ invalidCardType: 'Solo Visa' }, 'invalidCardType', 'Solo Visa'],
  ])('Spanish with overrides %o: %s is %s', (overrides, key, text) => {
    expect(errorMessages('es', overrides)[key]).toBe(text);
  });
});
