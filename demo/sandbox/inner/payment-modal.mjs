// The sandbox's hosted payment modal: the zoid child `monei-payment-modal`. The parent renders it
// full screen over its own backdrop; this page confirms the payment with the token it was given,
// frames the bank's 3-D Secure page when the payment asks for it, polls until the payment leaves
// PENDING, and answers with onResult(payment) or onError(error).

import { languageOf } from './card-rules.mjs';
import { NETWORK_MESSAGES, browserClientEnv, runConfirmation } from './client-api.mjs';
import { callParent, pageApiUrl, pageUrl, registerChild, reportFailures } from './frame.mjs';

const TEXTS = {
  en: {
    heading: 'Confirming your payment',
    connecting: 'Contacting your bank…',
    challenge: 'Complete the check from your bank below.',
    frictionless: 'Your bank is checking the payment…',
    done: 'Payment processed.',
    failed: 'The payment could not be confirmed.',
    canceled: 'Payment canceled.',
    cancel: 'Cancel',
    frameTitle: 'Secure authentication from your bank',
  },
  es: {
    heading: 'Confirmando el pago',
    connecting: 'Conectando con tu banco…',
    challenge: 'Completa la verificación de tu banco a continuación.',
    frictionless: 'Tu banco está comprobando el pago…',
    done: 'Pago procesado.',
    failed: 'No se ha podido confirmar el pago.',
    canceled: 'Pago cancelado.',
    cancel: 'Cancelar',
    frameTitle: 'Autenticación segura de tu banco',
  },
};

/** What the parent's onError receives when the shopper closes the modal (the provider's E300). */
const CANCELED = Object.freeze({ status: 'CANCELED', statusCode: 'E300', message: 'Payment canceled by the customer' });

const { zoid } = window;

/** The component as the provider's library defines it (paymentModal/index.ts), plus the
 * paymentToken its confirmPayment passes through, seen from the child. */
function paymentModalComponent() {
  const { PROP_TYPE } = zoid;
  const optional = (type, extra = {}) => ({ type, required: false, ...extra });
  return {
    tag: 'monei-payment-modal',
    url: pageUrl(),
    dimensions: { width: '100%', height: '100%' },
    autoResize: { width: false, height: false },
    props: {
      paymentId: { type: PROP_TYPE.STRING, required: true },
      isOpen: { type: PROP_TYPE.BOOLEAN, required: true },
      language: optional(PROP_TYPE.STRING),
      generatePaymentToken: optional(PROP_TYPE.BOOLEAN),
      fullscreen: optional(PROP_TYPE.BOOLEAN),
      customer: optional(PROP_TYPE.OBJECT),
      paymentMethod: optional(PROP_TYPE.OBJECT),
      allowedPaymentMethods: optional(PROP_TYPE.ARRAY),
      customDomain: optional(PROP_TYPE.STRING),
      billingDetails: optional(PROP_TYPE.OBJECT),
      shippingDetails: optional(PROP_TYPE.OBJECT),
      onResult: optional(PROP_TYPE.FUNCTION),
      onError: optional(PROP_TYPE.FUNCTION),
      onLoad: optional(PROP_TYPE.FUNCTION),
      onOpen: optional(PROP_TYPE.FUNCTION),
      style: optional(PROP_TYPE.OBJECT, { alias: 'innerStyle' }),
      paymentToken: optional(PROP_TYPE.STRING),
    },
  };
}

const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const layer = /** @type {HTMLElement} */ (document.querySelector('.modal-layer'));
const panel = byId('panel');
const heading = byId('modal-heading');
const spinner = byId('spinner');
const status = byId('modal-status');
const challenge = byId('challenge');
const cancelButton = /** @type {HTMLButtonElement} */ (byId('cancel'));

let props = null;
try {
  props = registerChild(zoid, paymentModalComponent());
} catch {
  // Opened by anything but a zoid parent: the panel shows, with no payment to confirm.
  props = null;
}

let texts = TEXTS.en;
/** @type {'idle' | 'running' | 'finished'} */
let phase = 'idle';
const controller = new AbortController();

function setStatus(text) {
  if (status.textContent !== text) status.textContent = text;
}

function applyProps() {
  const language = languageOf(props?.language);
  document.documentElement.lang = language;
  texts = TEXTS[language];
  heading.textContent = texts.heading;
  cancelButton.textContent = texts.cancel;
  const frame = challenge.querySelector('iframe');
  if (frame) frame.title = texts.frameTitle;
  layer.classList.toggle('is-fullscreen', props?.fullscreen === true);
}

function focusables() {
  return /** @type {HTMLElement[]} */ ([...panel.querySelectorAll('iframe, button')]).filter(
    (element) => !element.closest('[hidden]') && !(element instanceof HTMLButtonElement && element.disabled),
  );
}

function showChallenge(url, actionType) {
  const frame = document.createElement('iframe');
  frame.className = 'challenge-frame';
  frame.title = texts.frameTitle;
  frame.src = url;
  const isChallenge = actionType === 'CHALLENGE';
  // A challenge waits for the shopper: the keyboard goes straight to the bank's page.
  if (isChallenge) {
    frame.addEventListener('load', () => {
      if (phase === 'running' && document.hasFocus()) frame.focus();
    }, { once: true });
  }
  challenge.replaceChildren(frame);
  challenge.hidden = false;
  spinner.hidden = isChallenge;
  setStatus(isChallenge ? texts.challenge : texts.frictionless);
}

function closeChallenge() {
  challenge.replaceChildren();
  challenge.hidden = true;
  spinner.hidden = true;
}

function cancel() {
  if (phase === 'finished') return;
  phase = 'finished';
  controller.abort();
  closeChallenge();
  setStatus(texts.canceled);
  callParent(props, 'onError', { ...CANCELED });
}

async function start() {
  if (phase !== 'idle' || !props) return;
  phase = 'running';
  setStatus(texts.connecting);
  callParent(props, 'onOpen');
  panel.focus();
  const outcome = await runConfirmation({
    fetch: window.fetch.bind(window),
    apiUrl: pageApiUrl(),
    clientEnv: browserClientEnv(window, props.language),
    props,
    signal: controller.signal,
    networkMessage: NETWORK_MESSAGES[languageOf(props.language)],
    onChallenge: showChallenge,
  });
  if (outcome.type === 'aborted' || phase !== 'running') return;
  phase = 'finished';
  closeChallenge();
  if (outcome.type === 'result') {
    setStatus(texts.done);
    callParent(props, 'onResult', outcome.result);
  } else {
    setStatus(texts.failed);
    callParent(props, 'onError', outcome.error);
  }
}

cancelButton.addEventListener('click', cancel);

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && phase !== 'finished') {
    event.preventDefault();
    cancel();
  }
});

// Focus stays in the panel: stepping past either end lands on an edge, which wraps to the other end.
for (const edge of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.focus-edge'))) {
  edge.addEventListener('focus', () => {
    const items = focusables();
    const target = edge.dataset.edge === 'start' ? items[items.length - 1] : items[0];
    (target ?? panel).focus();
  });
}

applyProps();

if (props) {
  reportFailures(props);
  props.onProps?.(() => {
    applyProps();
    if (props.isOpen !== false) start();
  });
  callParent(props, 'onLoad');
  if (props.isOpen !== false) start();
} else {
  cancelButton.disabled = true;
}
