// The sandbox provider's model: payments and tokens in memory, the card scenarios, and every status
// rule of the client and server APIs. HTTP lives in api.mjs; this module only throws ProviderError,
// which api.mjs turns into the provider's error body.
import { randomBytes } from 'node:crypto';

import { SCENARIOS, cardFieldError, cardSummary, expirationSeconds } from './cards.mjs';

export const ACCOUNT_ID = 'sandbox-account';
export const MERCHANT_NAME = 'Sandbox Shop';
export const TOKEN_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;
export const BIZUM_TEST_PHONE = '+34500000000';
export const MISSING_ID_MESSAGE = 'You need to provide paymentId or accountId';

/** The provider's English texts for the codes the sandbox sends (MONEI's status-code table). */
export const STATUS_MESSAGES = Object.freeze({
  E000: 'Transaction approved',
  E150: 'Invalid or malformed request. Please check the message format',
  E151: 'Missing or malformed signature/auth',
  E201: 'Transaction declined by the card-issuing bank',
  E203: 'Payment method not allowed',
  E204: 'Wrong or not allowed currency',
  E205: 'Incorrect reference / transaction does not exist',
  E209: 'Duplicated operation',
  E210: 'Wrong or not allowed payment amount',
  E212: 'Transaction has already been captured',
  E213: 'Transaction has already been canceled',
  E214: 'The amount to be captured cannot exceed the pre-authorized amount',
  E215: 'The transaction to be captured has not been pre-authorized yet',
  E216: 'The transaction to be canceled has not been pre-authorized yet',
  E219: 'Refund declined due to exceeded amount',
  E220: 'Transaction has already been fully refunded',
  E221: 'Transaction declined due to insufficient funds',
  E303: 'Refund not allowed',
  E402: '3D Secure authentication failed',
  E506: 'Card is expired',
  E649: 'Bizum transaction failed, payer is not found',
  E999: 'Service internal error. Please contact support',
});

export class ProviderError extends Error {
  constructor(httpStatus, statusCode, message = STATUS_MESSAGES[statusCode] ?? 'Request failed') {
    super(message);
    this.name = 'ProviderError';
    this.httpStatus = httpStatus;
    this.statusCode = statusCode;
  }
}

export const TRANSACTION_TYPES = Object.freeze(['SALE', 'AUTH', 'VERIF']);
export const CANCELLATION_REASONS = Object.freeze(['duplicated', 'fraudulent', 'requested_by_customer']);
const TOKEN_METHODS = ['card', 'paypal', 'bizum', 'applePay', 'googlePay'];
const WALLET_LABELS = { applePay: 'Apple Pay', googlePay: 'Google Pay' };
const URL_FIELDS = ['callbackUrl', 'completeUrl', 'cancelUrl', 'failUrl'];

const hex = (bytes) => randomBytes(bytes).toString('hex');
export const newPaymentId = () => hex(16);
export const newToken = () => hex(20);
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomCode = (length) => Array.from(randomBytes(length), (b) => ALNUM[b % ALNUM.length]).join('');

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBase64 = (value) => typeof value === 'string' && value.length > 0 && value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);

export function isAbsoluteHttpUrl(value) {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function withoutUndefined(object) {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}

/**
 * @param {{ apiOrigin: string, now?: () => number, onStatusChange?: (payment: object, record: object) => void }} options
 *   `onStatusChange` receives the public payment JSON after each status entry (creation included).
 */
export function createStore({ apiOrigin, now = Date.now, onStatusChange = () => {} }) {
  const payments = new Map();
  const tokens = new Map();

  const nowSeconds = () => Math.floor(now() / 1000);
  const threeDsUrl = (id) => `${apiOrigin}/3ds/${id}`;
  const hostedPageUrl = (id) => `${apiOrigin}/pay/${id}`;

  function requirePayment(id) {
    const payment = typeof id === 'string' ? payments.get(id) : undefined;
    if (!payment) throw new ProviderError(404, 'E205', 'Payment not found');
    return payment;
  }

  function requireAccount(accountId) {
    if (accountId !== ACCOUNT_ID) throw new ProviderError(404, 'E150', 'Account not found');
  }

  function setStatus(payment, status, { statusCode, statusMessage } = {}) {
    payment.status = status;
    payment.statusCode = statusCode;
    payment.statusMessage = statusMessage;
    payment.updatedAt = nowSeconds();
    payment.history.push(withoutUndefined({ status, statusCode, at: new Date(now()).toISOString() }));
    onStatusChange(publicPayment(payment), payment);
  }

  function completeAction(url) {
    return url ? { type: 'COMPLETE', mustRedirect: true, redirectUrl: url } : { type: 'COMPLETE', mustRedirect: false };
  }

  // ---- tokens ----------------------------------------------------------------------------------

  /** POST /tokens. Resolves to the client API's answer: `{paymentToken}`, `{paymentToken, paypal}` or `{error}`. */
  function createToken(body) {
    const { paymentId, accountId, sessionId, amount, currency, paymentMethod, transactionType } = isPlainObject(body) ? body : {};
    let binding;
    if (paymentId) {
      binding = { paymentId: requirePayment(paymentId).id };
    } else if (accountId) {
      requireAccount(accountId);
      if (amount != null && !(Number.isInteger(amount) && amount >= 0)) throw new ProviderError(400, 'E210');
      if (currency != null && !/^[A-Z]{3}$/.test(currency)) throw new ProviderError(400, 'E204');
      binding = { accountId, sessionId: sessionId ?? null, amount: amount ?? null, currency: currency ?? null };
    } else {
      throw new ProviderError(400, 'E150', MISSING_ID_MESSAGE);
    }
    const keys = isPlainObject(paymentMethod) ? Object.keys(paymentMethod) : [];
    if (keys.length !== 1) throw new ProviderError(400, 'E150', 'paymentMethod must name exactly one payment method');
    const [kind] = keys;
    if (!TOKEN_METHODS.includes(kind)) throw new ProviderError(400, 'E203');
    const details = isPlainObject(paymentMethod[kind]) ? paymentMethod[kind] : {};

    const record = {
      token: newToken(),
      kind,
      binding,
      permanent: false,
      used: false,
      createdAt: now(),
      expiresAt: now() + TOKEN_LIFETIME_MS,
      transactionType: typeof transactionType === 'string' ? transactionType : undefined,
    };
    if (kind === 'card') {
      const error = cardFieldError(details, now());
      if (error) return { error };
      record.card = cardSummary(details);
    } else if (kind === 'bizum') {
      if (typeof details.phoneNumber !== 'string' || !/^\+\d{8,15}$/.test(details.phoneNumber)) return { error: 'Phone number is invalid' };
      record.bizum = { phoneNumber: details.phoneNumber };
    } else if (kind === 'applePay' || kind === 'googlePay') {
      if (!isBase64(details.token)) return { error: `${WALLET_LABELS[kind]} token is invalid` };
    } else if (kind === 'paypal') {
      record.paypal = { orderId: randomCode(17) };
    }
    tokens.set(record.token, record);
    return kind === 'paypal' ? { paymentToken: record.token, paypal: { orderId: record.paypal.orderId } } : { paymentToken: record.token };
  }

  /** The token record a payment may use, or the provider's refusal. Does not consume it. */
  function checkToken(payment, paymentToken) {
    if (typeof paymentToken !== 'string' || !paymentToken) throw new ProviderError(400, 'E150', 'paymentToken is required');
    const record = tokens.get(paymentToken);
    if (!record) throw new ProviderError(422, 'E150', 'Payment token not found');
    if (!record.permanent) {
      if (record.used) throw new ProviderError(422, 'E209', 'Payment token has already been used');
      if (now() >= record.expiresAt) throw new ProviderError(422, 'E150', 'Payment token has expired');
      const b = record.binding;
      const bound = b.paymentId
        ? b.paymentId === payment.id
        : b.accountId === payment.accountId &&
          b.sessionId === (payment.sessionId ?? null) &&
          (b.amount === null || b.amount === payment.amount) &&
          (b.currency === null || b.currency === payment.currency);
      if (!bound) throw new ProviderError(422, 'E150', 'Payment token does not belong to this payment');
    } else if (record.accountId !== payment.accountId) {
      throw new ProviderError(422, 'E150', 'Payment token does not belong to this payment');
    }
    const family = record.kind === 'applePay' || record.kind === 'googlePay' ? 'card' : record.kind;
    const allowed = payment.allowedPaymentMethods;
    if (allowed?.length && !allowed.includes(family) && !allowed.includes(record.kind)) throw new ProviderError(422, 'E203');
    return record;
  }

  // ---- payments --------------------------------------------------------------------------------

  function validatePayload(payload) {
    if (!isPlainObject(payload)) throw new ProviderError(400, 'E150', 'The request body must be a JSON object');
    const transactionType = payload.transactionType ?? 'SALE';
    if (!TRANSACTION_TYPES.includes(transactionType)) throw new ProviderError(400, 'E150', `transactionType must be one of ${TRANSACTION_TYPES.join(', ')}`);
    const { amount, currency } = payload;
    if (!Number.isInteger(amount) || amount < 0) throw new ProviderError(400, 'E210', 'amount must be a whole number of cents');
    if (amount === 0 && transactionType !== 'VERIF') throw new ProviderError(400, 'E210', 'amount must be greater than 0 unless transactionType is VERIF');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw new ProviderError(400, 'E204');
    if (payload.orderId == null || String(payload.orderId) === '') throw new ProviderError(400, 'E150', 'orderId is required');
    for (const field of URL_FIELDS) {
      if (payload[field] != null && !isAbsoluteHttpUrl(payload[field])) throw new ProviderError(400, 'E150', `${field} must be an absolute http(s) URL`);
    }
    if (payload.allowedPaymentMethods != null && !(Array.isArray(payload.allowedPaymentMethods) && payload.allowedPaymentMethods.every((m) => typeof m === 'string'))) {
      throw new ProviderError(400, 'E150', 'allowedPaymentMethods must be a list of payment method names');
    }
    return transactionType;
  }

  function newPayment(fields) {
    const at = nowSeconds();
    return {
      id: newPaymentId(),
      accountId: ACCOUNT_ID,
      livemode: false,
      status: 'PENDING',
      stage: 'confirm',
      history: [],
      receipts: [],
      createdAt: at,
      updatedAt: at,
      ...fields,
    };
  }

  /** Server API POST /payments (the plugin's create payload, payments-plugin.md §1.8). */
  function createPayment(payload, { clientEnv } = {}) {
    const transactionType = validatePayload(payload);
    const payment = newPayment({
      amount: payload.amount,
      currency: payload.currency,
      orderId: String(payload.orderId),
      description: payload.description ?? undefined,
      customer: payload.customer ?? undefined,
      billingDetails: payload.billingDetails ?? undefined,
      shippingDetails: payload.shippingDetails ?? undefined,
      sessionDetails: mergeSessionDetails(payload.sessionDetails, clientEnv),
      metadata: payload.metadata ?? undefined,
      sessionId: payload.sessionId == null ? undefined : String(payload.sessionId),
      transactionType,
      allowedPaymentMethods: payload.allowedPaymentMethods ?? undefined,
      generatePaymentToken: payload.generatePaymentToken === true,
      callbackUrl: payload.callbackUrl ?? undefined,
      completeUrl: payload.completeUrl ?? undefined,
      cancelUrl: payload.cancelUrl ?? undefined,
      failUrl: payload.failUrl ?? undefined,
      nextAction: undefined,
    });
    // A refused token refuses the whole request: no payment is left behind.
    const record = payload.paymentToken == null ? null : checkToken(payment, payload.paymentToken);
    payment.nextAction = { type: 'CONFIRM', mustRedirect: true, redirectUrl: hostedPageUrl(payment.id) };
    payments.set(payment.id, payment);
    setStatus(payment, 'PENDING');
    if (record) run(payment, record, { mustRedirect: true, cardholderName: payload.paymentMethod?.card?.cardholderName });
    return payment;
  }

  /** Client API POST /client-payments (point-of-sale and QR flows). */
  function createClientPayment(body) {
    const { accountId, pointOfSaleId, amount, currency } = isPlainObject(body) ? body : {};
    requireAccount(accountId);
    if (!Number.isInteger(amount) || amount <= 0) throw new ProviderError(400, 'E210');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw new ProviderError(400, 'E204');
    const payment = newPayment({
      amount,
      currency,
      orderId: `POS-${randomCode(10)}`,
      description: 'Point of sale payment',
      pointOfSaleId: pointOfSaleId == null ? undefined : String(pointOfSaleId),
      transactionType: 'SALE',
      generatePaymentToken: false,
    });
    payment.nextAction = { type: 'CONFIRM', mustRedirect: true, redirectUrl: hostedPageUrl(payment.id) };
    payments.set(payment.id, payment);
    setStatus(payment, 'PENDING');
    return payment;
  }

  function assertConfirmable(payment) {
    if (payment.status !== 'PENDING') throw new ProviderError(422, 'E209', `Payment is ${payment.status} and cannot be confirmed`);
    if (payment.stage !== 'confirm') throw new ProviderError(422, 'E209', 'Payment is waiting for 3-D Secure authentication');
  }

  /**
   * Server API POST /payments/{id}/confirm (`mustRedirect: true`, the classic full-page flow) and
   * client API client-confirm (`mustRedirect: false`: the modal frames the 3-D Secure page).
   */
  function confirmPayment(id, body, { mustRedirect = true, clientEnv } = {}) {
    const payment = requirePayment(id);
    const fields = isPlainObject(body) ? body : {};
    assertConfirmable(payment);
    const record = checkToken(payment, fields.paymentToken);
    if (fields.generatePaymentToken === true) payment.generatePaymentToken = true;
    for (const key of ['customer', 'billingDetails', 'shippingDetails', 'metadata']) {
      if (isPlainObject(fields[key])) payment[key] = fields[key];
    }
    payment.sessionDetails = mergeSessionDetails(isPlainObject(fields.sessionDetails) ? { ...payment.sessionDetails, ...fields.sessionDetails } : payment.sessionDetails, clientEnv);
    run(payment, record, { mustRedirect, cardholderName: fields.paymentMethod?.card?.cardholderName, cardholderEmail: fields.paymentMethod?.card?.cardholderEmail });
    return payment;
  }

  /** The hosted page's form: tokenizes the typed card against this payment and confirms it. */
  function payWithCard(id, card) {
    const payment = requirePayment(id);
    assertConfirmable(payment);
    const answer = createToken({ paymentId: id, paymentMethod: { card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc } } });
    if (answer.error) return { error: answer.error };
    return { payment: confirmPayment(id, { paymentToken: answer.paymentToken, paymentMethod: { card: { cardholderName: card.cardholderName } } }, { mustRedirect: true }) };
  }

  function run(payment, record, { mustRedirect, cardholderName, cardholderEmail }) {
    if (!record.permanent) record.used = true;
    payment.tokenRecord = record;
    payment.paymentMethod = paymentMethodOf(record, payment, { cardholderName, cardholderEmail });

    if (record.kind === 'card') {
      const scenario = SCENARIOS[record.card.scenario];
      if (scenario.decline) return decline(payment, scenario.decline);
      if (scenario.nextAction) {
        payment.stage = '3ds';
        payment.authentication = scenario.nextAction;
        payment.nextAction = { type: scenario.nextAction, mustRedirect, redirectUrl: threeDsUrl(payment.id) };
        payment.updatedAt = nowSeconds();
        return undefined;
      }
      return approve(payment);
    }
    if (record.kind === 'bizum') {
      // The Bizum test matrix (payments.md §9), by amount in cents; the redirect variant (10-15 EUR)
      // approves at once, as the sandbox has no Bizum page.
      if (record.bizum.phoneNumber !== BIZUM_TEST_PHONE || payment.amount > 1500) return decline(payment, 'E649');
      if (payment.amount >= 500 && payment.amount < 1000) return decline(payment, 'E506', 'Error during payment authorization');
    }
    return approve(payment);
  }

  function paymentMethodOf(record, payment, { cardholderName, cardholderEmail }) {
    if (record.kind === 'card') {
      const scenario = SCENARIOS[record.card.scenario];
      return {
        method: 'card',
        card: withoutUndefined({
          brand: record.card.brand,
          last4: record.card.last4,
          expiration: expirationSeconds(record.card.expMonth, record.card.expYear),
          type: 'credit',
          country: 'ES',
          threeDSecure: scenario.threeDSecure,
          threeDSecureVersion: scenario.threeDSecure ? '2.2.0' : undefined,
          threeDSecureFlow: scenario.flow,
          cardholderName: typeof cardholderName === 'string' ? cardholderName : record.card.cardholderName,
          cardholderEmail: typeof cardholderEmail === 'string' ? cardholderEmail : undefined,
        }),
      };
    }
    if (record.kind === 'applePay' || record.kind === 'googlePay') {
      return { method: 'card', card: { type: 'credit', country: 'ES', threeDSecure: false, threeDSecureFlow: 'DIRECT', tokenizationMethod: record.kind } };
    }
    if (record.kind === 'bizum') return { method: 'bizum', bizum: { phoneNumber: record.bizum.phoneNumber } };
    return { method: 'paypal', paypal: { orderId: record.paypal.orderId } };
  }

  function approve(payment) {
    payment.stage = 'done';
    payment.authentication = undefined;
    payment.authorizationCode = randomCode(6);
    payment.nextAction = completeAction(payment.completeUrl);
    const record = payment.tokenRecord;
    if (payment.generatePaymentToken && record?.kind === 'card') payment.paymentToken = record.permanent ? record.token : mintPermanentToken(payment, record);
    setStatus(payment, payment.transactionType === 'AUTH' ? 'AUTHORIZED' : 'SUCCEEDED', { statusCode: 'E000', statusMessage: STATUS_MESSAGES.E000 });
  }

  function decline(payment, statusCode, statusMessage = STATUS_MESSAGES[statusCode]) {
    payment.stage = 'done';
    payment.authentication = undefined;
    payment.nextAction = completeAction(payment.failUrl ?? payment.completeUrl);
    setStatus(payment, 'FAILED', { statusCode, statusMessage });
  }

  function mintPermanentToken(payment, record) {
    const permanent = {
      token: newToken(),
      kind: 'card',
      permanent: true,
      accountId: payment.accountId,
      createdAt: now(),
      card: { ...record.card, cardholderName: payment.paymentMethod?.card?.cardholderName },
    };
    tokens.set(permanent.token, permanent);
    return permanent.token;
  }

  /** The 3-D Secure page's decision: 'complete' or 'fail' for a challenge; a frictionless page completes. */
  function authenticate(id, decision) {
    const payment = requirePayment(id);
    if (payment.stage !== '3ds') throw new ProviderError(422, 'E209', 'Payment is not waiting for 3-D Secure authentication');
    if (payment.authentication === 'CHALLENGE' && decision === 'fail') decline(payment, 'E402');
    else approve(payment);
    return payment;
  }

  function capture(id, body) {
    const payment = requirePayment(id);
    if (payment.status !== 'AUTHORIZED') {
      if (payment.status === 'SUCCEEDED') throw new ProviderError(422, 'E212');
      if (payment.status === 'CANCELED') throw new ProviderError(422, 'E213');
      throw new ProviderError(422, 'E215');
    }
    const amount = body?.amount ?? payment.amount;
    if (!Number.isInteger(amount) || amount <= 0) throw new ProviderError(400, 'E210');
    if (amount > payment.amount) throw new ProviderError(422, 'E214');
    payment.amount = amount;
    payment.nextAction = undefined;
    setStatus(payment, 'SUCCEEDED', { statusCode: 'E000', statusMessage: STATUS_MESSAGES.E000 });
    return payment;
  }

  function cancel(id, body) {
    const payment = requirePayment(id);
    const reason = body?.cancellationReason;
    if (reason != null && !CANCELLATION_REASONS.includes(reason)) throw new ProviderError(400, 'E150', `cancellationReason must be one of ${CANCELLATION_REASONS.join(', ')}`);
    if (payment.status === 'CANCELED') throw new ProviderError(422, 'E213');
    if (['SUCCEEDED', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(payment.status)) throw new ProviderError(422, 'E212');
    if (payment.status !== 'AUTHORIZED' && payment.status !== 'PENDING') throw new ProviderError(422, 'E216');
    payment.stage = 'done';
    payment.authentication = undefined;
    payment.cancellationReason = reason ?? undefined;
    payment.nextAction = undefined;
    setStatus(payment, 'CANCELED');
    return payment;
  }

  function refund(id, body) {
    const payment = requirePayment(id);
    if (payment.status === 'REFUNDED') throw new ProviderError(422, 'E220');
    if (!['SUCCEEDED', 'PARTIALLY_REFUNDED'].includes(payment.status) || payment.amount === 0) throw new ProviderError(422, 'E303');
    const reason = body?.refundReason;
    if (reason != null && !CANCELLATION_REASONS.includes(reason)) throw new ProviderError(400, 'E150', `refundReason must be one of ${CANCELLATION_REASONS.join(', ')}`);
    const refunded = payment.refundedAmount ?? 0;
    const remaining = payment.amount - refunded;
    const amount = body?.amount ?? remaining;
    if (!Number.isInteger(amount) || amount <= 0) throw new ProviderError(400, 'E210');
    if (amount > remaining) throw new ProviderError(422, 'E219');
    payment.refundedAmount = refunded + amount;
    payment.lastRefundAmount = amount;
    payment.lastRefundReason = reason ?? undefined;
    setStatus(payment, payment.refundedAmount === payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED', { statusCode: 'E000', statusMessage: STATUS_MESSAGES.E000 });
    return payment;
  }

  /** Client API POST /payments/{id}/client-receipt: the sandbox records the request. */
  function sendReceipt(id, body) {
    const payment = requirePayment(id);
    const { customerEmail, language } = isPlainObject(body) ? body : {};
    const email = customerEmail ?? payment.customer?.email;
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ProviderError(400, 'E150', 'customerEmail is invalid');
    payment.receipts.push(withoutUndefined({ customerEmail: email, language: typeof language === 'string' ? language : undefined, at: new Date(now()).toISOString() }));
    return payment;
  }

  return {
    createToken,
    createPayment,
    createClientPayment,
    confirmPayment,
    payWithCard,
    authenticate,
    capture,
    cancel,
    refund,
    sendReceipt,
    get: (id) => payments.get(id),
    require: requirePayment,
    list: () => [...payments.values()],
    /** Read-only look at a token, for tests: no card number or CVC is ever in it. */
    token: (value) => {
      const record = tokens.get(value);
      return record && structuredClone(record);
    },
  };
}

/** `colorDepth|screenHeight|screenWidth|timezoneOffset|lang`, base64 (the Client-Env header). */
export function parseClientEnv(header) {
  if (typeof header !== 'string' || !header) return undefined;
  const decoded = Buffer.from(header, 'base64').toString('utf8');
  const [colorDepth, height, width, offset, lang] = decoded.split('|');
  const number = (v) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
  return withoutUndefined({
    browserColorDepth: number(colorDepth),
    browserScreenHeight: number(height),
    browserScreenWidth: number(width),
    browserTimezoneOffset: number(offset),
    lang: lang || undefined,
  });
}

function mergeSessionDetails(sessionDetails, clientEnv) {
  const base = isPlainObject(sessionDetails) ? sessionDetails : undefined;
  if (!clientEnv) return base;
  return { ...base, ...clientEnv };
}

/** The payment as the server API and the webhooks send it. */
export function publicPayment(p) {
  return withoutUndefined({
    id: p.id,
    accountId: p.accountId,
    livemode: p.livemode,
    amount: p.amount,
    currency: p.currency,
    orderId: p.orderId,
    description: p.description,
    authorizationCode: p.authorizationCode,
    status: p.status,
    statusCode: p.statusCode,
    statusMessage: p.statusMessage,
    customer: p.customer,
    billingDetails: p.billingDetails,
    shippingDetails: p.shippingDetails,
    sessionDetails: p.sessionDetails,
    refundedAmount: p.refundedAmount,
    lastRefundAmount: p.lastRefundAmount,
    lastRefundReason: p.lastRefundReason,
    cancellationReason: p.cancellationReason,
    paymentToken: p.paymentToken,
    paymentMethod: p.paymentMethod,
    pointOfSaleId: p.pointOfSaleId,
    metadata: p.metadata,
    nextAction: p.nextAction,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  });
}

/** The PaymentResult the client API answers (the components' view). */
export function paymentResult(p) {
  return withoutUndefined({
    id: p.id,
    status: p.status,
    orderId: p.orderId,
    amount: p.amount,
    currency: p.currency,
    accountId: p.accountId,
    statusCode: p.statusCode,
    statusMessage: p.statusMessage,
    nextAction: p.nextAction,
  });
}

/** Everything the sandbox knows of a payment, for the QA page and /__sandbox/payments. */
export function sandboxPayment(p) {
  return {
    ...publicPayment(p),
    ...withoutUndefined({
      transactionType: p.transactionType,
      sessionId: p.sessionId,
      allowedPaymentMethods: p.allowedPaymentMethods,
      generatePaymentToken: p.generatePaymentToken,
      callbackUrl: p.callbackUrl,
      completeUrl: p.completeUrl,
      cancelUrl: p.cancelUrl,
      failUrl: p.failUrl,
    }),
    history: p.history.map((entry) => ({ ...entry })),
    receipts: p.receipts.map((entry) => ({ ...entry })),
  };
}
