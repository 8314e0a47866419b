// The sandbox's test cards and the checks a card goes through when it is tokenized. The table is the
// one in the brief (payments-common.md); the field messages are the provider's English defaults for
// its card input (payments.md §4.1), so a shopper sees the same words from the API as from the frame.

import { detectBrand, luhnValid, MESSAGES } from './card-rules.mjs';

/** Every scenario a card can run. Numbers outside the table that pass Luhn run `success`. */
export const SCENARIOS = Object.freeze({
  success: { threeDSecure: false, flow: 'DIRECT' },
  frictionless: { threeDSecure: true, flow: 'FRICTIONLESS', nextAction: 'FRICTIONLESS_CHALLENGE' },
  challenge: { threeDSecure: true, flow: 'CHALLENGE', nextAction: 'CHALLENGE' },
  declined: { threeDSecure: false, flow: 'DIRECT', decline: 'E201' },
  'insufficient-funds': { threeDSecure: false, flow: 'DIRECT', decline: 'E221' },
  'expired-card': { threeDSecure: false, flow: 'DIRECT', decline: 'E506' },
});

export const TEST_CARDS = Object.freeze([
  { number: '4444444444444414', brand: 'visa', scenario: 'success', label: 'Visa, no 3-D Secure: paid' },
  { number: '5555555555555524', brand: 'mastercard', scenario: 'success', label: 'Mastercard, no 3-D Secure: paid' },
  { number: '4444444444444422', brand: 'visa', scenario: 'frictionless', label: 'Visa, frictionless 3-D Secure: paid' },
  { number: '5555555555555532', brand: 'mastercard', scenario: 'frictionless', label: 'Mastercard, frictionless 3-D Secure: paid' },
  { number: '4444444444444406', brand: 'visa', scenario: 'challenge', label: 'Visa, 3-D Secure challenge (Complete or Fail)' },
  { number: '5555555555555508', brand: 'mastercard', scenario: 'challenge', label: 'Mastercard, 3-D Secure challenge (Complete or Fail)' },
  { number: '4444444444444505', brand: 'visa', scenario: 'declined', label: 'Visa, declined by the issuer (E201)' },
  { number: '5555555555555607', brand: 'mastercard', scenario: 'declined', label: 'Mastercard, declined by the issuer (E201)' },
  { number: '4000000000009995', brand: 'visa', scenario: 'insufficient-funds', label: 'Visa, insufficient funds (E221)' },
  { number: '4000000000000069', brand: 'visa', scenario: 'expired-card', label: 'Visa, reported expired by the issuer (E506)' },
].map((card) => Object.freeze(card)));

/** The provider's default field messages (CardInput `errorMessages`), the inner page's own. */
export const CARD_ERRORS = MESSAGES.en;

export { luhnValid };

/** The brand as the provider names it (the frame's own detection), or 'unknown' outside the known ranges. */
export function cardBrand(number) {
  return detectBrand(number) ?? 'unknown';
}

export function cardScenario(number) {
  return TEST_CARDS.find((card) => card.number === number)?.scenario ?? 'success';
}

/** Epoch seconds of the last second of the expiry month (the provider's `card.expiration`). */
export function expirationSeconds(expMonth, expYear) {
  const year = 2000 + Number(expYear);
  return Date.UTC(year, Number(expMonth), 1) / 1000 - 1;
}

/**
 * Checks the fields of `paymentMethod.card` as the client API receives them (strings: digits only,
 * two-digit month and year). Returns the first field message, or null when the card is acceptable.
 * Separators are tolerated in the number, since a hand-typed hosted form sends them.
 */
export function cardFieldError(card, now = Date.now()) {
  const number = String(card?.number ?? '').replace(/[\s-]/g, '');
  const expMonth = String(card?.expMonth ?? '').trim();
  const expYear = String(card?.expYear ?? '').trim();
  const cvc = String(card?.cvc ?? '').trim();

  if (!number) return CARD_ERRORS.emptyCardNumber;
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return CARD_ERRORS.invalidCardNumber;

  if (!expMonth && !expYear) return CARD_ERRORS.emptyExpiryDate;
  if (!/^\d{2}$/.test(expMonth) || !/^\d{2}$/.test(expYear)) return CARD_ERRORS.invalidExpiryDate;
  const month = Number(expMonth);
  if (month < 1 || month > 12) return CARD_ERRORS.monthOutOfRange;
  const today = new Date(now);
  const thisYear = today.getUTCFullYear() % 100;
  const year = Number(expYear);
  if (year < thisYear) return CARD_ERRORS.yearOutOfRange;
  if (year === thisYear && month < today.getUTCMonth() + 1) return CARD_ERRORS.dateOutOfRange;

  if (!cvc) return CARD_ERRORS.emptyCVC;
  if (!/^\d{3,4}$/.test(cvc)) return CARD_ERRORS.invalidCVC;
  return null;
}

/**
 * What the sandbox keeps of a card once it is tokenized: never the number or the CVC.
 * The caller has already passed the card through cardFieldError.
 */
export function cardSummary(card) {
  const number = String(card.number).replace(/[\s-]/g, '');
  return {
    brand: cardBrand(number),
    last4: number.slice(-4),
    expMonth: String(card.expMonth).trim(),
    expYear: String(card.expYear).trim(),
    scenario: cardScenario(number),
  };
}
