// The card input's `style` prop (alias `innerStyle`) turned into stylesheet rules. The rules are
// built here as data and applied through the CSSOM (insertRule, then style.setProperty per
// declaration), so a merchant's value can never become markup or another rule: a property the
// browser does not know, or a value it cannot parse, is simply dropped by setProperty.

// Which element each variant styles. The input variants carry two classes so that `invalid`,
// applied last, can still recolour the text of an input that a variant coloured.
const TARGETS = {
  base: '.card-field',
  input: '.card-field .card-input',
  cardNumber: '.card-field .card-number',
  expiryDate: '.card-field .expiry-date',
  cvc: '.card-field .cvc',
  icon: '.card-field .brand-icon',
  invalid: '.card-field.is-invalid',
};

// Variants styling the row as a whole: their state selectors describe what happens inside it.
const CONTAINER_VARIANTS = new Set(['base', 'invalid']);

const PSEUDO_KEYS = [':focus', ':focus-visible', ':hover', '::placeholder', '::selection', ':-webkit-autofill'];

// Numbers in these stay plain numbers (every other number is a length in px, as the provider does).
const UNITLESS = new Set(['font-weight', 'opacity', 'z-index', 'flex', 'flex-grow', 'flex-shrink', 'order']);

// The provider's documented shorthand; browsers only know the prefixed property.
const ALIASES = { 'font-smoothing': '-webkit-font-smoothing' };

function cssProperty(key) {
  const kebab = key
    .replace(/^(Webkit|Moz|ms)(?=[A-Z])/, (prefix) => `-${prefix.toLowerCase()}`)
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const name = ALIASES[kebab] ?? kebab;
  return /^-?[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name) ? name : null;
}

function cssValue(property, value) {
  if (typeof value === 'number' && Number.isFinite(value)) return UNITLESS.has(property) ? String(value) : `${value}px`;
  if (typeof value === 'string' && value.trim() !== '' && !/[\n\r]/.test(value)) return value.trim();
  return null;
}

function declarationsOf(object) {
  const declarations = [];
  for (const [key, value] of Object.entries(object)) {
    if (PSEUDO_KEYS.includes(key)) continue;
    const property = cssProperty(key);
    const text = property && cssValue(property, value);
    if (text !== null && property) declarations.push([property, text]);
  }
  return declarations;
}

function pseudoSelector(variant, pseudo) {
  const target = TARGETS[variant];
  if (!CONTAINER_VARIANTS.has(variant)) return `${target}${pseudo}`;
  if (pseudo === ':focus' || pseudo === ':focus-visible') return `${target}:focus-within`;
  if (pseudo === ':hover') return `${target}:hover`;
  return `${target} .card-input${pseudo}`;
}

/**
 * @param {unknown} style the prop as the parent sent it
 * @returns {{ selector: string, declarations: [string, string][] }[]}
 */
export function styleRules(style) {
  if (!style || typeof style !== 'object') return [];
  const rules = [];
  const add = (selector, declarations) => {
    if (declarations.length > 0) rules.push({ selector, declarations });
  };
  for (const variant of Object.keys(TARGETS)) {
    const object = style[variant];
    if (!object || typeof object !== 'object') continue;
    const declarations = declarationsOf(object);
    add(TARGETS[variant], declarations);
    if (variant === 'invalid') {
      add(`${TARGETS.invalid} .card-input`, declarations.filter(([property]) => property === 'color'));
    }
    for (const pseudo of PSEUDO_KEYS) {
      const nested = object[pseudo];
      if (nested && typeof nested === 'object') add(pseudoSelector(variant, pseudo), declarationsOf(nested));
    }
  }
  return rules;
}

/** Replaces the rules of `sheet` (a CSSStyleSheet) with those of `style`. */
export function applyStyleRules(sheet, style) {
  while (sheet.cssRules.length > 0) sheet.deleteRule(sheet.cssRules.length - 1);
  for (const { selector, declarations } of styleRules(style)) {
    let index;
    try {
      index = sheet.insertRule(`${selector} {}`, sheet.cssRules.length);
    } catch {
      // A state selector this browser does not know (:-webkit-autofill outside WebKit and Blink).
      continue;
    }
    const rule = /** @type {CSSStyleRule} */ (sheet.cssRules[index]);
    for (const [property, value] of declarations) rule.style.setProperty(property, value);
  }
}
