/**
 * checkout.js's inline field checks (checkout.md §3.12), without the DOM: required, email and
 * phone, each only where its row asks for it (`validate-required`, `validate-email`,
 * `validate-phone`). Only classes come out: the shop's texts are the server's.
 */

export const INVALID_CLASSES = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone'] as const;
export const VALIDATED_CLASS = 'woocommerce-validated';

export interface FieldState {
  /** The row's `validate-required`, `validate-email`, `validate-phone`. */
  required: boolean;
  email: boolean;
  phone: boolean;
  value: string;
  checked: boolean;
  isCheckbox: boolean;
}

export interface FieldCheck {
  valid: boolean;
  /** The row's classes to add: the failed checks' (`woocommerce-invalid` plus one per check), or `woocommerce-validated`. */
  classes: string[];
}

// The email pattern WooCommerce checks with, as §3.12 describes it: more lenient than the
// server's is_email, so the client never refuses an address the server would take.
/** Letters beyond ASCII that the pattern takes like letters (as WooCommerce's does: the BMP only). */
const WIDE = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
/** A dot-atom character of the local part. */
const ATOM = `[a-z0-9!#$%&'*+\\-/=?^_\`{|}~${WIDE}]`;
/** A quoted local part: any character but a bare quote, backslash or line break; escaped pairs; folded white space. */
const QUOTED = `"(?:[^"\\\\\\r\\n]|\\\\[^\\r\\n]|\\r\\n[ \\t])*"`;
const LOCAL = `(?:${ATOM}+(?:\\.${ATOM}+)*|${QUOTED})`;
/** A domain label: letters, digits or wide letters at both ends, `-._~` also inside. */
const LABEL_END = `[a-z0-9${WIDE}]`;
const LABEL = `(?:${LABEL_END}(?:[a-z0-9\\-._~${WIDE}]*${LABEL_END})?)`;
/** The last label starts and ends with a letter (so no bare IP address and no `localhost`). */
const TOP_END = `[a-z${WIDE}]`;
const TOP = `(?:${TOP_END}(?:[a-z0-9\\-._~${WIDE}]*${TOP_END})?)`;
/**
 * "One or more labels, each followed by a dot" is written as one label and a dot: a label may
 * hold dots inside, so `(label.)+` says the same thing, but its nested choices make a failing
 * `a@1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1!` take a second to reject (exponential).
 */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@${LABEL}\\.${TOP}\\.?$`, 'i');

/** Every character a phone number may have (the server's own set): anything else is left over. */
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** An empty number passes: only a required row asks for one. */
export function isPhone(value: string): boolean {
  return value.replace(PHONE_CHARACTERS, '') === '';
}

/**
 * The checks in WooCommerce's order. A failed check adds its classes without taking away the
 * others' (typing clears them all); all passed (or none asked for) is `woocommerce-validated`.
 */
export function checkField({ required, email, phone, value, checked, isCheckbox }: FieldState): FieldCheck {
  const classes: string[] = [];
  const fail = (kind: string) => {
    if (!classes.length) classes.push('woocommerce-invalid');
    classes.push(`woocommerce-invalid-${kind}`);
  };
  if (required && ((isCheckbox && !checked) || value === '')) fail('required-field');
  if (email && value !== '' && !isEmail(value)) fail('email');
  if (phone && !isPhone(value)) fail('phone');
  return classes.length ? { valid: false, classes } : { valid: true, classes: [VALIDATED_CLASS] };
}
