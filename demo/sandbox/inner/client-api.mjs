// The inner pages' calls to the provider's client API, with fetch, timers and the page's props
// passed in, so node's tests drive the same code the browser runs. The card data handed to
// requestToken travels only in its one POST body and is never logged.

export const POLL_INTERVAL_MS = 1000;
export const CHALLENGE_ACTIONS = ['CHALLENGE', 'FRICTIONLESS_CHALLENGE'];
// Polling survives a few dropped requests in a row (a phone changing networks mid-challenge)
// before it gives up.
export const MAX_POLL_FAILURES = 3;

export const NETWORK_MESSAGES = {
  en: 'Could not reach the payment service. Check your connection and try again.',
  es: 'No se ha podido contactar con el servicio de pago. Comprueba tu conexión e inténtalo de nuevo.',
};

export const MISSING_IDENTITY = 'You need to provide paymentId or accountId';

/** The Client-Env header: base64 of colorDepth|screenHeight|screenWidth|timezoneOffset|lang. */
export function encodeClientEnv({ colorDepth, screenHeight, screenWidth, timezoneOffset, lang = '' }) {
  return btoa([colorDepth, screenHeight, screenWidth, timezoneOffset, lang].join('|'));
}

/** The language's first part ('es-ES' → 'es'), as the provider's i18n stores it; '' when unknown. */
export function languageCode(language) {
  if (typeof language !== 'string') return '';
  const code = language.trim().toLowerCase().split(/[-_]/)[0];
  return /^[a-z]{2,3}$/.test(code) ? code : '';
}

export function browserClientEnv(win, language) {
  return encodeClientEnv({
    colorDepth: win.screen.colorDepth,
    screenHeight: win.screen.height,
    screenWidth: win.screen.width,
    timezoneOffset: new Date().getTimezoneOffset(),
    lang: languageCode(language) || languageCode(win.navigator.language),
  });
}

async function callApi(fetchImpl, url, { method = 'GET', headers = {}, body, signal } = {}) {
  const response = await fetchImpl(url, {
    method,
    headers: method === 'POST' ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  let parsed;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  return { ok: response.ok, status: response.status, statusText: response.statusText, body: parsed };
}

/** What the parent receives for a non-OK answer: the provider's error body, or one like it. */
export function failureBody({ status, statusText, body }) {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  return { status: 'ERROR', statusCode: status, message: statusText || `HTTP ${status}` };
}

function dropUndefined(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** The body of POST /tokens for the card input's props, or null without a payment or an account. */
export function tokenRequestBody(props, card) {
  const paymentMethod = { card };
  if (props.paymentId) return { paymentId: props.paymentId, paymentMethod };
  if (props.accountId) {
    return dropUndefined({
      accountId: props.accountId,
      sessionId: props.sessionId ?? props.orderId,
      amount: props.amount,
      currency: props.currency,
      transactionType: props.transactionType,
      paymentMethod,
    });
  }
  return null;
}

/**
 * Tokenizes a card. Resolves what CREATE_TOKEN replies: { token } or { error: text }; it never
 * rejects, since post-robot would turn a rejection into a transport error for the parent.
 */
export async function requestToken({ fetch: fetchImpl, apiUrl, clientEnv, props, card, networkMessage }) {
  const body = tokenRequestBody(props, card);
  if (!body) return { error: MISSING_IDENTITY };
  let answer;
  try {
    answer = await callApi(fetchImpl, `${apiUrl}/tokens`, { method: 'POST', headers: { 'Client-Env': clientEnv }, body });
  } catch {
    return { error: networkMessage };
  }
  if (!answer.ok) {
    const failure = failureBody(answer);
    return { error: typeof failure.message === 'string' && failure.message ? failure.message : networkMessage };
  }
  const token = answer.body?.paymentToken;
  if (typeof token === 'string' && token !== '') return { token };
  const error = answer.body?.error;
  return { error: typeof error === 'string' && error ? error : networkMessage };
}

const CONFIRM_FIELDS = [
  'paymentToken', 'paymentMethod', 'generatePaymentToken', 'customer', 'billingDetails',
  'shippingDetails', 'language', 'fullscreen', 'allowedPaymentMethods', 'customDomain',
];

/** The body of client-confirm: the modal's data props, never its callbacks or zoid's helpers. */
export function confirmRequestBody(props) {
  const body = {};
  for (const field of CONFIRM_FIELDS) {
    const value = props[field];
    if (value !== undefined && value !== null && typeof value !== 'function') body[field] = value;
  }
  return body;
}

/** The 3-D Secure page to frame: http(s) only, with framed=1 added. */
export function challengeUrl(redirectUrl) {
  let url;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('framed', '1');
  return url.href;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function wait(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The payment modal's work: confirm, then (on a 3-D Secure action) show the bank's page and poll
 * until the payment leaves PENDING. Resolves { type: 'result', result }, { type: 'error', error },
 * or { type: 'aborted' } once `signal` aborts (the shopper cancelled: the page already told the
 * parent).
 */
export async function runConfirmation({
  fetch: fetchImpl,
  apiUrl,
  clientEnv,
  props,
  signal,
  networkMessage,
  onChallenge = () => {},
  sleep = wait,
  pollInterval = POLL_INTERVAL_MS,
}) {
  const aborted = { type: 'aborted' };
  const networkError = { type: 'error', error: { status: 'ERROR', message: networkMessage } };
  const paymentPath = `${apiUrl}/payments/${encodeURIComponent(props.paymentId ?? '')}`;

  let answer;
  try {
    answer = await callApi(fetchImpl, `${paymentPath}/client-confirm`, {
      method: 'POST',
      headers: { 'Client-Env': clientEnv },
      body: confirmRequestBody(props),
      signal,
    });
  } catch {
    return signal?.aborted ? aborted : networkError;
  }
  if (signal?.aborted) return aborted;
  if (!answer.ok) return { type: 'error', error: failureBody(answer) };

  const result = answer.body;
  const action = result?.nextAction;
  if (!(result?.status === 'PENDING' && CHALLENGE_ACTIONS.includes(action?.type))) return { type: 'result', result };

  const url = challengeUrl(action.redirectUrl);
  if (!url) return { type: 'error', error: { status: 'ERROR', message: 'The 3-D Secure address is not valid' } };
  onChallenge(url, action.type);

  let failures = 0;
  for (;;) {
    await sleep(pollInterval, signal);
    if (signal?.aborted) return aborted;
    let poll;
    try {
      poll = await callApi(fetchImpl, `${paymentPath}/client-get`, { signal });
    } catch {
      if (signal?.aborted) return aborted;
      if (++failures >= MAX_POLL_FAILURES) return networkError;
      continue;
    }
    if (signal?.aborted) return aborted;
    if (!poll.ok) return { type: 'error', error: failureBody(poll) };
    failures = 0;
    if (poll.body?.status !== 'PENDING') return { type: 'result', result: poll.body };
  }
}
