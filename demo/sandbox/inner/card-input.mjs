// The sandbox's hosted card input: the zoid child `monei-card-input`. The parent (the provider's
// official library, or the storefront's own) renders this page in an iframe, receives onChange /
// onFocus / onBlur / onEnter / onLoad / onError, and asks for a token with post-robot's
// CREATE_TOKEN. The card's number, expiry and CVC stay in this document: they leave it only in the
// body of POST {apiUrl}/tokens, and nothing here logs them.

import {
  FIELDS,
  BRANDS,
  caretAfterDigits,
  cardPayload,
  checkCard,
  checkExpiry,
  cvcLengths,
  detectBrand,
  digitsOnly,
  errorMessages,
  formatCardNumber,
  formatExpiryInput,
  isCardNumberComplete,
  languageOf,
} from './card-rules.mjs';
import { applyStyleRules } from './merchant-style.mjs';
import { NETWORK_MESSAGES, browserClientEnv, requestToken } from './client-api.mjs';
import { callParent, pageApiUrl, pageUrl, registerChild, reportFailures } from './frame.mjs';

const CREATE_TOKEN = 'CREATE_TOKEN';

const TEXTS = {
  en: {
    group: 'Card details',
    labels: { cardNumber: 'Card number', expiryDate: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)' },
    placeholders: { cardNumber: 'Card number', expiryDate: 'MM/YY', cvc: 'CVC' },
  },
  es: {
    group: 'Datos de la tarjeta',
    labels: { cardNumber: 'Número de tarjeta', expiryDate: 'Fecha de caducidad (MM/AA)', cvc: 'Código de seguridad (CVC)' },
    placeholders: { cardNumber: 'Número de tarjeta', expiryDate: 'MM/AA', cvc: 'CVC' },
  },
};

const { zoid, postRobot } = window;

/** The component as the provider's library defines it (cardInput/index.ts), seen from the child. */
function cardInputComponent() {
  const { PROP_TYPE } = zoid;
  const optional = (type, extra = {}) => ({ type, required: false, ...extra });
  return {
    tag: 'monei-card-input',
    url: pageUrl(),
    dimensions: { width: '100%', height: 'auto' },
    autoResize: { width: false, height: true },
    props: {
      accountId: optional(PROP_TYPE.STRING),
      sessionId: optional(PROP_TYPE.STRING, { alias: 'orderId' }),
      paymentId: optional(PROP_TYPE.STRING),
      onBlur: optional(PROP_TYPE.FUNCTION),
      onEnter: optional(PROP_TYPE.FUNCTION),
      onChange: optional(PROP_TYPE.FUNCTION),
      onFocus: optional(PROP_TYPE.FUNCTION),
      onError: optional(PROP_TYPE.FUNCTION),
      onLoad: optional(PROP_TYPE.FUNCTION),
      language: optional(PROP_TYPE.STRING),
      placeholders: optional(PROP_TYPE.OBJECT),
      errorMessages: optional(PROP_TYPE.OBJECT),
      style: optional(PROP_TYPE.OBJECT, { alias: 'innerStyle' }),
      // The parent binds this to its payment-methods lookup (its `value` runs in the parent only);
      // the child just calls it.
      __getConfig: optional(PROP_TYPE.FUNCTION),
    },
  };
}

const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const inputs = {
  cardNumber: /** @type {HTMLInputElement} */ (byId('card-number')),
  expiryDate: /** @type {HTMLInputElement} */ (byId('expiry-date')),
  cvc: /** @type {HTMLInputElement} */ (byId('cvc')),
};
const labels = { cardNumber: byId('card-number-label'), expiryDate: byId('expiry-date-label'), cvc: byId('cvc-label') };
const group = byId('card-field');
const groupLabel = byId('group-label');
const brandImage = /** @type {HTMLImageElement} */ (byId('brand-image'));
const errorLine = byId('card-error');

// The merchant's style goes in a sheet of its own after the page's, so it wins at equal specificity.
const merchantStyle = document.createElement('style');
document.head.append(merchantStyle);

const apiUrl = pageApiUrl();

let props = null;
try {
  props = registerChild(zoid, cardInputComponent());
} catch {
  // Not rendered by a zoid parent this page can serve (opened directly, or a foreign zoid): the
  // fields still work, there is just no one to tell.
  props = null;
}

const state = {
  edited: { cardNumber: false, expiryDate: false, cvc: false },
  touched: { cardNumber: false, expiryDate: false, cvc: false },
  submitted: false,
  /** @type {string | undefined} */ focused: undefined,
  /** @type {string | undefined} */ brand: undefined,
  /** @type {string[] | undefined} */ allowedBrands: undefined,
};
let messages = errorMessages('en');
/** @type {{ key: string, promise: Promise<{ token?: string, error?: string }> } | null} */
let tokenInFlight = null;

const values = () => ({ cardNumber: inputs.cardNumber.value, expiryDate: inputs.expiryDate.value, cvc: inputs.cvc.value });

/** Errors a shopper should see now: a field's full check once it was left after an edit or the
 * card was submitted; before that, only what is already certain while typing. */
function visibleErrors() {
  const partial = {};
  for (const field of FIELDS) partial[field] = !(state.touched[field] || state.submitted);
  return checkCard(values(), { allowedBrands: state.allowedBrands, partial });
}

function firstError(errors) {
  const field = FIELDS.find((name) => errors[name]);
  return field ? { field, key: errors[field] } : null;
}

function render() {
  const errors = visibleErrors();
  const first = firstError(errors);
  const brand = state.brand;
  if (brandImage.dataset.brand !== (brand ?? '')) {
    brandImage.dataset.brand = brand ?? '';
    brandImage.src = `/inner/brands/${brand ?? 'card'}.svg`;
    brandImage.alt = brand ? BRANDS[brand].label : '';
  }
  group.classList.toggle('is-invalid', Boolean(first));
  for (const field of FIELDS) {
    const input = inputs[field];
    if (errors[field]) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', 'card-error');
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
  const text = first ? messages[first.key] : '';
  if (errorLine.textContent !== text) errorLine.textContent = text;
  return first;
}

function emitChange() {
  const first = render();
  const event = {
    isTouched: FIELDS.some((field) => state.edited[field]),
    isSubmitted: state.submitted,
  };
  if (first) event.error = messages[first.key];
  if (state.brand) event.cardType = state.brand;
  if (state.focused) event.focused = state.focused;
  callParent(props, 'onChange', event);
}

function applyProps() {
  const language = languageOf(props?.language);
  document.documentElement.lang = language;
  const texts = TEXTS[language];
  messages = errorMessages(language, props?.errorMessages);
  const own = props?.placeholders && typeof props.placeholders === 'object' ? props.placeholders : {};
  for (const field of FIELDS) {
    const text = typeof own[field] === 'string' && own[field].trim() !== '' ? own[field] : null;
    inputs[field].placeholder = text ?? texts.placeholders[field];
    labels[field].textContent = text ?? texts.labels[field];
  }
  groupLabel.textContent = texts.group;
  if (merchantStyle.sheet) applyStyleRules(merchantStyle.sheet, props?.style ?? props?.innerStyle);
  render();
}

/** Puts `formatted` in the input, the caret after the same digits as before (or at the end if it was). */
function replaceValue(input, formatted, caretDigits, caretAtEnd) {
  if (input.value === formatted) return;
  input.value = formatted;
  if (document.activeElement !== input) return;
  const position = caretAtEnd ? formatted.length : caretAfterDigits(formatted, caretDigits);
  input.setSelectionRange(position, position);
}

function caretInfo(input) {
  const caret = input.selectionStart ?? input.value.length;
  return { caretDigits: digitsOnly(input.value.slice(0, caret)).length, caretAtEnd: caret >= input.value.length };
}

function onCardNumberInput(deleting) {
  const input = inputs.cardNumber;
  const { caretDigits, caretAtEnd } = caretInfo(input);
  state.brand = detectBrand(input.value);
  replaceValue(input, formatCardNumber(input.value, state.brand), caretDigits, caretAtEnd);
  capCvc();
  if (!deleting && caretAtEnd && isCardNumberComplete(input.value, { allowedBrands: state.allowedBrands })) {
    inputs.expiryDate.focus();
  }
}

function onExpiryInput(deleting) {
  const input = inputs.expiryDate;
  const { caretDigits, caretAtEnd } = caretInfo(input);
  replaceValue(input, formatExpiryInput(input.value, { deleting }), caretDigits, caretAtEnd);
  if (!deleting && caretAtEnd && digitsOnly(input.value).length === 4 && checkExpiry(input.value) === null) {
    inputs.cvc.focus();
  }
}

function capCvc() {
  const input = inputs.cvc;
  const { caretDigits, caretAtEnd } = caretInfo(input);
  replaceValue(input, digitsOnly(input.value).slice(0, Math.max(...cvcLengths(state.brand))), caretDigits, caretAtEnd);
}

const INPUT_HANDLERS = { cardNumber: onCardNumberInput, expiryDate: onExpiryInput, cvc: () => capCvc() };

for (const field of FIELDS) {
  const input = inputs[field];
  input.addEventListener('input', (event) => {
    const deleting = /** @type {InputEvent} */ (event).inputType?.startsWith('delete') ?? false;
    state.edited[field] = true;
    INPUT_HANDLERS[field](deleting);
    emitChange();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      callParent(props, 'onEnter');
      return;
    }
    // Backspace in an empty field goes back to the end of the previous one.
    if (event.key === 'Backspace' && input.value === '' && field !== 'cardNumber') {
      event.preventDefault();
      const previous = inputs[FIELDS[FIELDS.indexOf(field) - 1]];
      previous.focus();
      previous.setSelectionRange(previous.value.length, previous.value.length);
    }
  });
}

// Backspace just after a group's space removes the digit before it, not only the space (which the
// formatting would put straight back).
inputs.cardNumber.addEventListener('beforeinput', (event) => {
  const input = inputs.cardNumber;
  const start = input.selectionStart ?? 0;
  if (event.inputType !== 'deleteContentBackward' || start !== input.selectionEnd || start < 2) return;
  if (input.value[start - 1] !== ' ') return;
  event.preventDefault();
  input.value = input.value.slice(0, start - 2) + input.value.slice(start);
  input.setSelectionRange(start - 2, start - 2);
  state.edited.cardNumber = true;
  onCardNumberInput(true);
  emitChange();
});

group.addEventListener('focusin', (event) => {
  const from = /** @type {Node | null} */ (event.relatedTarget);
  state.focused = /** @type {HTMLElement} */ (event.target).dataset.field;
  if (!from || !group.contains(from)) callParent(props, 'onFocus');
});

group.addEventListener('focusout', (event) => {
  const field = /** @type {HTMLElement} */ (event.target).dataset.field;
  const to = /** @type {HTMLElement | null} */ (event.relatedTarget);
  if (field && state.edited[field]) state.touched[field] = true;
  const staysInside = Boolean(to && group.contains(to));
  state.focused = staysInside ? to?.dataset.field : undefined;
  if (!staysInside) callParent(props, 'onBlur');
  emitChange();
});

async function createToken() {
  state.submitted = true;
  emitChange();
  const errors = checkCard(values(), { allowedBrands: state.allowedBrands });
  const first = firstError(errors);
  if (first) return { error: messages[first.key] };
  const card = cardPayload(values());
  const key = `${card.number}|${card.expMonth}|${card.expYear}|${card.cvc}`;
  // A second request for the same card while the first is answered shares its token.
  if (tokenInFlight?.key !== key) {
    const promise = requestToken({
      fetch: window.fetch.bind(window),
      apiUrl,
      clientEnv: browserClientEnv(window, props?.language),
      props: props ?? {},
      card,
      networkMessage: NETWORK_MESSAGES[languageOf(props?.language)],
    }).finally(() => {
      if (tokenInFlight?.promise === promise) tokenInFlight = null;
    });
    tokenInFlight = { key, promise };
  }
  return tokenInFlight.promise;
}

function loadAllowedBrands() {
  if (typeof props?.__getConfig !== 'function') return;
  Promise.resolve()
    .then(() => props.__getConfig())
    .then((config) => {
      const brands = config?.metadata?.card?.brands;
      if (!Array.isArray(brands)) return;
      state.allowedBrands = brands.filter((brand) => typeof brand === 'string');
      render();
    })
    .catch(() => {
      // Without the account's brands every brand is offered; the API still refuses one it does not take.
    });
}

applyProps();

if (props) {
  reportFailures(props);
  props.onProps?.(() => applyProps());
  const parentDomain = typeof props.getParentDomain === 'function' ? props.getParentDomain() : undefined;
  // Only the window that rendered this frame, from its own origin, may ask for a token.
  postRobot.on(CREATE_TOKEN, { window: window.parent, domain: parentDomain || '*' }, async () => {
    try {
      return await createToken();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unexpected error';
      callParent(props, 'onError', { message });
      return { error: message };
    }
  });
  loadAllowedBrands();
  callParent(props, 'onLoad');
}
