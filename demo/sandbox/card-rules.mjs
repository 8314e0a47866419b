// Card field rules of the sandbox's card input: pure, loaded by the inner page as a module and by
// node's tests. Brand prefixes follow the card networks' published IIN ranges (the brands of the
// provider's CardBrand list); a longer matching prefix wins, so co-branded ranges (Elo inside Visa's
// 4, Hipercard inside Diners' 38) resolve to the narrower network once enough digits are typed.

/** @typedef {'visa'|'mastercard'|'amex'|'discover'|'diners'|'jcb'|'maestro'|'unionpay'|'elo'|'hipercard'} CardBrand */

const range = (low, high) => [low, high];

/** Each brand: its prefixes (a string, or an inclusive [low, high] of equal length), the lengths a
 * number may have, where the groups break, and the CVC length. */
export const BRANDS = {
  visa: { label: 'Visa', prefixes: ['4'], lengths: [13, 16, 18, 19], gaps: [4, 8, 12, 16], cvc: 3 },
  mastercard: {
    label: 'Mastercard',
    prefixes: [range('51', '55'), range('2221', '2229'), range('223', '229'), range('23', '26'), range('270', '271'), '2720'],
    lengths: [16],
    gaps: [4, 8, 12],
    cvc: 3,
  },
  amex: { label: 'American Express', prefixes: ['34', '37'], lengths: [15], gaps: [4, 10], cvc: 4 },
  discover: { label: 'Discover', prefixes: ['6011', range('644', '649'), '65'], lengths: [16, 19], gaps: [4, 8, 12, 16], cvc: 3 },
  diners: { label: 'Diners Club', prefixes: [range('300', '305'), '36', '38', '39'], lengths: [14, 16, 19], gaps: [4, 10], cvc: 3 },
  jcb: { label: 'JCB', prefixes: ['2131', '1800', range('3528', '3589')], lengths: [16, 17, 18, 19], gaps: [4, 8, 12, 16], cvc: 3 },
  maestro: {
    label: 'Maestro',
    prefixes: ['493698', range('500000', '504174'), range('504176', '506698'), range('506779', '508999'), range('56', '59'), '63', '67'],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    gaps: [4, 8, 12, 16],
    cvc: 3,
  },
  unionpay: {
    label: 'UnionPay',
    prefixes: [
      '620', range('621', '626'), '6270', '6272', '6276', range('627700', '627779'),
      range('627781', '627799'), range('6282', '6289'), '6291', '6292', '810', range('8110', '8171'),
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    gaps: [4, 8, 12, 16],
    cvc: 3,
  },
  elo: {
    label: 'Elo',
    prefixes: [
      '401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632', '504175',
      range('506699', '506778'), range('509000', '509999'), '627780', '636297', '636368',
      range('650031', '650033'), range('650035', '650051'), range('650405', '650439'),
      range('650485', '650538'), range('650541', '650598'), range('650700', '650718'),
      range('650720', '650727'), range('650901', '650978'), range('651652', '651679'),
      range('655000', '655019'), range('655021', '655058'),
    ],
    lengths: [16],
    gaps: [4, 8, 12],
    cvc: 3,
  },
  hipercard: { label: 'Hipercard', prefixes: ['606282', '384100', '384140', '384160'], lengths: [16], gaps: [4, 8, 12], cvc: 3 },
};

/** The provider's CardBrand list, in its order. */
export const CARD_BRANDS = /** @type {CardBrand[]} */ (Object.keys(BRANDS));

// An unknown brand: the ISO/IEC 7812 bounds, groups of four, and a CVC of either length.
const UNKNOWN = { lengths: [12, 13, 14, 15, 16, 17, 18, 19], gaps: [4, 8, 12, 16], cvc: null };

export const ERROR_KEYS = [
  'emptyCardNumber', 'invalidCardNumber', 'emptyExpiryDate', 'monthOutOfRange', 'yearOutOfRange',
  'dateOutOfRange', 'invalidExpiryDate', 'invalidCardType', 'emptyCVC', 'invalidCVC',
];

export const MESSAGES = {
  en: {
    emptyCardNumber: 'Enter a card number',
    invalidCardNumber: 'Card number is invalid',
    emptyExpiryDate: 'Enter an expiry date',
    monthOutOfRange: 'Expiry month must be between 01 and 12',
    yearOutOfRange: 'Expiry year cannot be in the past',
    dateOutOfRange: 'Expiry date cannot be in the past',
    invalidExpiryDate: 'Expiry date is invalid',
    invalidCardType: 'This card type is not accepted',
    emptyCVC: 'Enter a CVC',
    invalidCVC: 'CVC is invalid',
  },
  es: {
    emptyCardNumber: 'Introduce un número de tarjeta',
    invalidCardNumber: 'El número de tarjeta no es válido',
    emptyExpiryDate: 'Introduce una fecha de caducidad',
    monthOutOfRange: 'El mes de caducidad debe estar entre 01 y 12',
    yearOutOfRange: 'El año de caducidad no puede estar en el pasado',
    dateOutOfRange: 'La fecha de caducidad no puede estar en el pasado',
    invalidExpiryDate: 'La fecha de caducidad no es válida',
    invalidCardType: 'Este tipo de tarjeta no se acepta',
    emptyCVC: 'Introduce el CVC',
    invalidCVC: 'El CVC no es válido',
  },
};

// A card lasts at most this many years in practice; a later year is a typing slip, not a card.
const MAX_YEARS_AHEAD = 20;

/** 'es', 'es-ES', 'ES' → 'es'; anything else → 'en' (the provider's default texts). */
export function languageOf(language) {
  return typeof language === 'string' && language.trim().toLowerCase().split(/[-_]/)[0] === 'es' ? 'es' : 'en';
}

/** The texts for a language with the merchant's `errorMessages` laid over them (known keys, text only). */
export function errorMessages(language, overrides) {
  const texts = { ...MESSAGES[languageOf(language)] };
  if (overrides && typeof overrides === 'object') {
    for (const key of ERROR_KEYS) {
      const text = overrides[key];
      if (typeof text === 'string' && text.trim() !== '') texts[key] = text;
    }
  }
  return texts;
}

export function digitsOnly(text) {
  return String(text ?? '').replace(/\D/g, '');
}

export function luhnValid(digits) {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** How many digits of `prefix` the number matches in full (0: none), and whether the number, still
 * shorter than the prefix, could yet match it. */
function matchPrefix(digits, prefix) {
  const [low, high] = typeof prefix === 'string' ? [prefix, prefix] : prefix;
  if (digits.length >= low.length) {
    const head = digits.slice(0, low.length);
    return { full: head >= low && head <= high ? low.length : 0, partial: false };
  }
  const n = digits.length;
  return { full: 0, partial: n > 0 && digits >= low.slice(0, n) && digits <= high.slice(0, n) };
}

/**
 * The brand a number (or its first digits) belongs to, or undefined while it cannot tell. A full
 * prefix match wins, the longest first; before any prefix is complete, the digits name a brand only
 * when a single brand's prefixes could still follow them (5018 is Maestro, 6 could be five brands).
 */
export function detectBrand(number) {
  const digits = digitsOnly(number);
  let best;
  let bestStrength = 0;
  const possible = new Set();
  for (const brand of CARD_BRANDS) {
    for (const prefix of BRANDS[brand].prefixes) {
      const { full, partial } = matchPrefix(digits, prefix);
      if (full > bestStrength) {
        best = brand;
        bestStrength = full;
      }
      if (partial) possible.add(brand);
    }
  }
  if (best) return best;
  return possible.size === 1 ? [...possible][0] : undefined;
}

function rulesOf(brand) {
  return (brand && BRANDS[brand]) || UNKNOWN;
}

export function maxCardLength(brand) {
  const { lengths } = rulesOf(brand);
  return lengths[lengths.length - 1];
}

/** Digits in the brand's groups, capped at the brand's longest number. */
export function formatCardNumber(number, brand = detectBrand(number)) {
  const { gaps } = rulesOf(brand);
  const digits = digitsOnly(number).slice(0, maxCardLength(brand));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** Where the caret belongs in `formatted` to stay after the same count of digits. */
export function caretAfterDigits(formatted, digitCount) {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === digitCount) return i + 1;
  }
  return formatted.length;
}

// The length most of a brand's cards have: a valid number of that length moves the shopper on.
const TYPICAL_LENGTH = { amex: 15, diners: 14 };

/** The number is complete enough to move on: valid (for the account's brands when known), at its
 * brand's usual or longest length. */
export function isCardNumberComplete(number, { allowedBrands } = {}) {
  const digits = digitsOnly(number);
  const brand = detectBrand(digits);
  if (checkCardNumber(digits, { allowedBrands }) !== null) return false;
  return digits.length === (TYPICAL_LENGTH[brand] ?? 16) || digits.length === maxCardLength(brand);
}

/**
 * The card number's error key, or null. `partial`: only what is already certain while the shopper
 * is still typing (the number can take no more digits, or its brand is refused).
 */
export function checkCardNumber(number, { allowedBrands, partial = false } = {}) {
  const text = String(number ?? '').replace(/[\s-]/g, '');
  const brand = detectBrand(text);
  if (Array.isArray(allowedBrands) && allowedBrands.length > 0 && brand && !allowedBrands.includes(brand)) {
    return 'invalidCardType';
  }
  if (text === '') return partial ? null : 'emptyCardNumber';
  if (!/^\d+$/.test(text)) return 'invalidCardNumber';
  const { lengths } = rulesOf(brand);
  if (partial && text.length < maxCardLength(brand)) return null;
  if (!lengths.includes(text.length) || !luhnValid(text)) return 'invalidCardNumber';
  return null;
}

/**
 * What the expiry input should show after the shopper's edit `raw`: digits as MM/YY, the slash
 * added after the month unless they are deleting it, a lone 2–9 read as that month, and a pasted or
 * autofilled MM/YYYY kept as MM/YY.
 */
export function formatExpiryInput(raw, { deleting = false } = {}) {
  const text = String(raw ?? '');
  let digits = digitsOnly(text);
  const longYear = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{4})\s*$/.exec(text);
  if (longYear) digits = longYear[1].padStart(2, '0') + longYear[2].slice(2);
  else if (/^\s*\d\s*[/\-.\s]\s*$/.test(text)) digits = '0' + digits;
  if (digits.length === 1 && digits > '1') digits = '0' + digits;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/** 'MM/YY' (spaces allowed around the slash) → { month, year } with year as a full year; else null. */
export function parseExpiry(text) {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(String(text ?? ''));
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The expiry's error key, or null. A card is valid through the last day of its month. */
export function checkExpiry(text, { now = new Date(), partial = false } = {}) {
  const value = String(text ?? '').trim();
  const digits = digitsOnly(value);
  if (partial) {
    if (digits.length >= 2) {
      const month = Number(digits.slice(0, 2));
      if (month < 1 || month > 12) return 'monthOutOfRange';
    }
    if (digits.length < 4) return null;
  }
  if (value === '') return 'emptyExpiryDate';
  const parsed = parseExpiry(value);
  if (!parsed) return 'invalidExpiryDate';
  const { month, year } = parsed;
  if (month < 1 || month > 12) return 'monthOutOfRange';
  const thisYear = now.getFullYear();
  if (year < thisYear) return 'yearOutOfRange';
  if (year === thisYear && month < now.getMonth() + 1) return 'dateOutOfRange';
  if (year > thisYear + MAX_YEARS_AHEAD) return 'invalidExpiryDate';
  return null;
}

/** The CVC lengths a brand takes: 4 for American Express, 3 for the others, either while unknown. */
export function cvcLengths(brand) {
  const { cvc } = rulesOf(brand);
  return cvc === null ? [3, 4] : [cvc];
}

export function checkCvc(text, brand, { partial = false } = {}) {
  const value = String(text ?? '').trim();
  if (value === '') return partial ? null : 'emptyCVC';
  if (!/^\d+$/.test(value)) return 'invalidCVC';
  const lengths = cvcLengths(brand);
  if (partial && value.length < Math.max(...lengths)) return null;
  return lengths.includes(value.length) ? null : 'invalidCVC';
}

export const FIELDS = ['cardNumber', 'expiryDate', 'cvc'];

/** Every field's error key (or null), the card's brand deciding the CVC length. */
export function checkCard({ cardNumber, expiryDate, cvc }, { now, allowedBrands, partial = {} } = {}) {
  const brand = detectBrand(cardNumber);
  return {
    cardNumber: checkCardNumber(cardNumber, { allowedBrands, partial: Boolean(partial.cardNumber) }),
    expiryDate: checkExpiry(expiryDate, { now, partial: Boolean(partial.expiryDate) }),
    cvc: checkCvc(cvc, brand, { partial: Boolean(partial.cvc) }),
  };
}

/** The tokenization request's card: the bare number, two-digit month and year, the CVC. */
export function cardPayload({ cardNumber, expiryDate, cvc }) {
  const parsed = parseExpiry(expiryDate);
  if (!parsed) throw new Error('Expiry date is invalid');
  return {
    number: digitsOnly(cardNumber),
    expMonth: String(parsed.month).padStart(2, '0'),
    expYear: String(parsed.year % 100).padStart(2, '0'),
    cvc: String(cvc).trim(),
  };
}
