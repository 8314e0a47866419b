// The API origin: CORS, the client API and the server API under /v1, the 3-D Secure and hosted card
// pages, the QA page and the /__sandbox test switches. Payment rules live in store.mjs.
import { STATUS_CODES } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';

import { readBody, parseBody } from '../lib/http.mjs';
import {
  ACCOUNT_ID, BIZUM_TEST_PHONE, MERCHANT_NAME, MISSING_ID_MESSAGE, ProviderError, STATUS_MESSAGES,
  isAbsoluteHttpUrl, parseClientEnv, paymentResult, publicPayment, sandboxPayment,
} from './store.mjs';
import { donePage, htmlPage, messagePage, payPage, threeDsPage } from './pages.mjs';
import { qaPage } from './qa.mjs';

export const PAYMENT_METHODS = Object.freeze(['card', 'bizum', 'paypal', 'applePay', 'googlePay', 'cofidis', 'cofidisLoan']);
const METADATA = Object.freeze({
  card: { brands: ['visa', 'mastercard', 'amex', 'discover'] },
  bizum: { countries: ['ES'] },
  mbway: { countries: ['PT'] },
  paypal: { clientId: 'sb', merchantId: 'SANDBOXMERCHANT01' },
  googlePay: { merchantId: 'BCR2DN4TSANDBOX01' },
  applePay: { merchantId: 'merchant.com.monei.sandbox' },
});
const ALLOW_HEADERS = 'Content-Type, Client-Env, Client-Signature';
const FINANCING_MIN = 7500;
const FINANCING_MAX = 100000;
const LOAN_TIN = 8.99;
const LOAN_TERMS = [6, 12, 24];
const LEGAL_PHRASE = 'Sandbox figures, not an offer. Financing is subject to approval by Cofidis.';

// ---- fault switches ------------------------------------------------------------------------------

/** `*` stands for one path segment: `/v1/payments/*\/client-confirm`. */
function pathMatcher(pattern) {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+');
  return new RegExp(`^${source}$`);
}

export function createFaults() {
  let armed = [];
  return {
    /** Validates and arms one switch; throws ProviderError(400) on a bad request. */
    arm(body) {
      const { delayMs, hang, status, count = 1, path } = body && typeof body === 'object' ? body : {};
      const bad = (message) => new ProviderError(400, 'E150', message);
      if (delayMs !== undefined && !(Number.isInteger(delayMs) && delayMs >= 0 && delayMs <= 600_000)) throw bad('delayMs must be a whole number of milliseconds up to 600000');
      if (hang !== undefined && typeof hang !== 'boolean') throw bad('hang must be true or false');
      if (status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) throw bad('status must be an HTTP error status (400-599)');
      if (!(Number.isInteger(count) && count >= 1)) throw bad('count must be a whole number from 1');
      if (path !== undefined && !(typeof path === 'string' && path.startsWith('/'))) throw bad('path must start with /');
      if (!delayMs && !hang && !status) throw bad('Give delayMs, hang or status');
      const fault = { delayMs: delayMs || 0, hang: hang === true, status, remaining: count, path, matches: path ? pathMatcher(path) : null };
      armed.push(fault);
      return fault;
    },
    clear() {
      armed = [];
    },
    /** The switch this client-API request uses up, if one is armed for it. */
    take(pathname) {
      const fault = armed.find((f) => !f.matches || f.matches.test(pathname));
      if (!fault) return null;
      fault.remaining--;
      if (fault.remaining === 0) armed = armed.filter((f) => f !== fault);
      return fault;
    },
    list() {
      return armed.map(({ delayMs, hang, status, remaining, path }) => ({ delayMs, hang, status, remaining, path }));
    },
  };
}

// ---- answers -------------------------------------------------------------------------------------

export function errorBody(httpStatus, statusCode, message) {
  return { status: STATUS_CODES[httpStatus] ?? 'Error', statusCode, message, requestId: randomUUID(), requestTime: new Date().toISOString() };
}

/** The E-code a fault switch answers with, by HTTP status. */
function faultCode(httpStatus) {
  if (httpStatus >= 500) return 'E999';
  if (httpStatus === 401 || httpStatus === 403) return 'E151';
  if (httpStatus === 404) return 'E205';
  return 'E150';
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

function sendError(res, error) {
  sendJson(res, error.httpStatus, errorBody(error.httpStatus, error.statusCode, error.message));
}

function sendPage(res, status, { text, csp }) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(text);
}

function redirect(res, location) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  res.end();
}

async function readJson(req) {
  const buffer = await readBody(req);
  if (!buffer.length) return {};
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    throw new ProviderError(400, 'E150', 'The request body is not valid JSON');
  }
}

async function readForm(req) {
  return parseBody(await readBody(req), req.headers['content-type'] || '').form;
}

/** Where the shopper goes once a payment is decided: completeUrl or failUrl, with the provider's query. */
export function resultUrl(payment) {
  const ok = payment.status === 'SUCCEEDED' || payment.status === 'AUTHORIZED';
  const base = ok ? payment.completeUrl : payment.failUrl ?? payment.completeUrl;
  if (!isAbsoluteHttpUrl(base)) return null;
  const url = new URL(base);
  url.searchParams.set('id', payment.id);
  url.searchParams.set('orderId', payment.orderId);
  url.searchParams.set('status', payment.status);
  if (!ok && payment.statusMessage) url.searchParams.set('message', payment.statusMessage);
  return url.href;
}

/** French-amortization rows for the loan; one interest-free row for the 4-instalment product. */
export function financingRows(amount, product) {
  if (amount < FINANCING_MIN || amount > FINANCING_MAX) return [];
  const row = (fields) => ({ financingAmount: amount, legalPhrase: LEGAL_PHRASE, capEuros: 0, capPercent: 0, ...fields });
  if (product === 'cofidis') {
    return [row({ installments: 4, tin: 0, tae: 0, quote: Math.round(amount / 4), interestAmount: 0, totalAmount: amount })];
  }
  const monthly = LOAN_TIN / 100 / 12;
  const tae = Math.round(((1 + monthly) ** 12 - 1) * 10000) / 100;
  return LOAN_TERMS.map((installments) => {
    const quote = Math.round((amount * monthly) / (1 - (1 + monthly) ** -installments));
    const totalAmount = quote * installments;
    return row({ installments, tin: LOAN_TIN, tae, quote, interestAmount: totalAmount - amount, totalAmount });
  });
}

function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parseExpiry(value) {
  const text = String(value ?? '').trim();
  if (!text) return { expMonth: '', expYear: '' };
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return { expMonth: text, expYear: 'invalid' };
  return { expMonth: match[1].padStart(2, '0'), expYear: match[2].slice(-2) };
}

// ---- the handler ---------------------------------------------------------------------------------

/**
 * @param {{ store: ReturnType<import('./store.mjs').createStore>, webhooks: ReturnType<import('./webhooks.mjs').createWebhooks>,
 *   faults: ReturnType<typeof createFaults>, apiKey: string, apiOrigin: string, componentsOrigin: string,
 *   shopOrigins: string[], log?: (line: string) => void }} context  `shopOrigins` is read live.
 */
export function createApiHandler({ store, webhooks, faults, apiKey, apiOrigin, componentsOrigin, shopOrigins, log = () => {} }) {
  const timers = new Map();

  const isAllowedOrigin = (origin) => typeof origin === 'string' && (origin === componentsOrigin || shopOrigins.includes(origin));
  // frame-ancestors is checked against every ancestor: the modal frame (components origin) sits in a shop page.
  const frameAncestors = () => [componentsOrigin, ...shopOrigins];

  function delay(ms, res) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(true);
      }, ms);
      timers.set(timer, resolve);
      res.once('close', () => {
        if (!timers.has(timer)) return;
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      });
    });
  }

  function requireClientEnv(req) {
    const header = req.headers['client-env'];
    if (!header) throw new ProviderError(400, 'E150', 'Client-Env header is required');
    return parseClientEnv(header);
  }

  // -- client API --

  const clientRoutes = [
    ['GET', /^\/v1\/payment-methods$/, async (req, res, url) => {
      const paymentId = url.searchParams.get('paymentId');
      const accountId = url.searchParams.get('accountId');
      let payment;
      if (paymentId) payment = store.require(paymentId);
      else if (accountId) {
        if (accountId !== ACCOUNT_ID) throw new ProviderError(404, 'E150', 'Account not found');
      } else throw new ProviderError(400, 'E150', MISSING_ID_MESSAGE);
      const allowed = payment?.allowedPaymentMethods;
      const paymentMethods = allowed?.length ? PAYMENT_METHODS.filter((m) => allowed.includes(m)) : [...PAYMENT_METHODS];
      sendJson(res, 200, {
        paymentMethods,
        livemode: false,
        accountId: ACCOUNT_ID,
        ...(payment ? { amount: payment.amount, currency: payment.currency } : {}),
        merchantName: MERCHANT_NAME,
        merchantUrl: shopOrigins[0] ?? apiOrigin,
        countryCode: 'ES',
        metadata: structuredClone(METADATA),
      });
    }],
    ['POST', /^\/v1\/tokens$/, async (req, res) => {
      requireClientEnv(req);
      sendJson(res, 200, store.createToken(await readJson(req)));
    }],
    ['GET', /^\/v1\/payments\/([^/]+)\/client-get$/, async (req, res, url, id) => {
      sendJson(res, 200, paymentResult(store.require(id)));
    }],
    ['POST', /^\/v1\/payments\/([^/]+)\/client-confirm$/, async (req, res, url, id) => {
      const clientEnv = requireClientEnv(req);
      const body = await readJson(req);
      sendJson(res, 200, paymentResult(store.confirmPayment(id, body, { mustRedirect: false, clientEnv })));
    }],
    ['POST', /^\/v1\/payments\/([^/]+)\/client-receipt$/, async (req, res, url, id) => {
      const body = await readJson(req);
      if (typeof body?.signature !== 'string' || !body.signature) throw new ProviderError(401, 'E151');
      sendJson(res, 200, paymentResult(store.sendReceipt(id, body)));
    }],
    ['POST', /^\/v1\/client-payments$/, async (req, res) => {
      if (!req.headers['client-signature']) throw new ProviderError(401, 'E151');
      sendJson(res, 200, paymentResult(store.createClientPayment(await readJson(req))));
    }],
    ['POST', /^\/v1\/apple-pay\/sessions$/, async (req, res) => {
      const { accountId, validationUrl, domainName, displayName } = await readJson(req);
      if (!accountId) throw new ProviderError(400, 'E150', MISSING_ID_MESSAGE);
      if (accountId !== ACCOUNT_ID) throw new ProviderError(404, 'E150', 'Account not found');
      if (!isAbsoluteHttpUrl(validationUrl)) throw new ProviderError(400, 'E150', 'validationUrl must be an absolute URL');
      const merchantIdentifier = randomBytes(32).toString('hex').toUpperCase();
      const epochTimestamp = Date.now();
      sendJson(res, 200, {
        epochTimestamp,
        expiresAt: epochTimestamp + 60 * 60 * 1000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier,
        domainName: typeof domainName === 'string' ? domainName : new URL(shopOrigins[0] ?? apiOrigin).hostname,
        displayName: typeof displayName === 'string' ? displayName : MERCHANT_NAME,
        signature: randomBytes(96).toString('base64'),
        operationalAnalyticsIdentifier: `${MERCHANT_NAME}:${merchantIdentifier}`,
        retries: 0,
      });
    }],
    ['POST', /^\/v1\/cofidis\/calculate-financing$/, async (req, res) => {
      const { amount, accountId, paymentMethod = 'cofidis' } = await readJson(req);
      if (accountId !== ACCOUNT_ID) throw accountId ? new ProviderError(404, 'E150', 'Account not found') : new ProviderError(400, 'E150', 'accountId is required');
      if (!Number.isInteger(amount) || amount < 0) throw new ProviderError(400, 'E210', 'amount must be a whole number of cents');
      if (paymentMethod !== 'cofidis' && paymentMethod !== 'cofidisLoan') throw new ProviderError(400, 'E203');
      sendJson(res, 200, financingRows(amount, paymentMethod));
    }],
    ['POST', /^\/v1\/bizum\/validate-phone$/, async (req, res) => {
      const body = await readJson(req);
      if (typeof body?.phoneNumber !== 'string' || !body.phoneNumber) throw new ProviderError(400, 'E150', 'phoneNumber is required');
      const amount = body.paymentId ? store.require(body.paymentId).amount : body.amount;
      // Above 15 EUR the test phone counts as not registered (the provider's Bizum test matrix).
      sendJson(res, 200, { isValid: body.phoneNumber === BIZUM_TEST_PHONE && !(Number(amount) > 1500) });
    }],
  ];

  // -- server API --

  const serverRoutes = [
    ['POST', /^\/v1\/payments$/, async (req, res) => {
      sendJson(res, 200, publicPayment(store.createPayment(await readJson(req))));
    }],
    ['GET', /^\/v1\/payments\/([^/]+)$/, async (req, res, url, id) => {
      sendJson(res, 200, publicPayment(store.require(id)));
    }],
    ['POST', /^\/v1\/payments\/([^/]+)\/(confirm|capture|cancel|refund)$/, async (req, res, url, id, action) => {
      const body = await readJson(req);
      const payment = action === 'confirm' ? store.confirmPayment(id, body, { mustRedirect: true }) : store[action](id, body);
      sendJson(res, 200, publicPayment(payment));
    }],
  ];

  // -- pages --

  async function threeDs(req, res, url, id) {
    const framed = url.searchParams.get('framed') === '1';
    const payment = store.get(id);
    const page = (status, body) => sendPage(res, status, htmlPage({ title: '3-D Secure', body, frameAncestors: frameAncestors() }));
    if (!payment) return page(404, messagePage('Payment not found', 'There is no payment with this reference.'));
    const finish = () => {
      const target = framed ? null : resultUrl(payment);
      return target ? redirect(res, target) : page(200, donePage(payment));
    };
    if (payment.stage === 'done') return finish();
    if (payment.stage !== '3ds') return page(409, messagePage('Nothing to authenticate', 'This payment is not waiting for 3-D Secure authentication.'));
    if (payment.authentication === 'FRICTIONLESS_CHALLENGE') {
      // The bank's frictionless step needs nothing from the shopper: visiting it decides.
      store.authenticate(id);
      return finish();
    }
    if (req.method === 'GET') return page(200, threeDsPage(payment));
    const { decision } = await readForm(req);
    if (decision !== 'complete' && decision !== 'fail') return page(400, threeDsPage(payment));
    store.authenticate(id, decision);
    return finish();
  }

  async function hostedPage(req, res, url, id) {
    const payment = store.get(id);
    const page = (status, body) => sendPage(res, status, htmlPage({ title: 'Pay by card', body, frameAncestors: frameAncestors() }));
    if (!payment) return page(404, messagePage('Payment not found', 'There is no payment with this reference.'));
    // Once confirmed, the page sends the shopper on: to the 3-D Secure page, or back to the shop.
    const moveOn = () => {
      if (payment.stage === '3ds') return redirect(res, `/3ds/${payment.id}`);
      const target = resultUrl(payment);
      return target ? redirect(res, target) : page(200, donePage(payment));
    };
    if (payment.stage !== 'confirm' || payment.status !== 'PENDING') return moveOn();
    if (req.method === 'GET') return page(200, payPage(payment));
    const form = await readForm(req);
    const answer = store.payWithCard(id, { number: form.number, cvc: form.cvc, cardholderName: form.cardholderName || undefined, ...parseExpiry(form.expiry) });
    if (answer.error) return page(422, payPage(payment, { error: answer.error, cardholderName: form.cardholderName }));
    return moveOn();
  }

  function qa(req, res) {
    const payments = store.list().map((p) => ({ ...sandboxPayment(p), webhookDeliveries: webhooks.deliveries(p.id) }));
    sendPage(res, 200, qaPage({ payments, faults: faults.list(), apiOrigin, componentsOrigin }));
  }

  const pageRoutes = [
    ['GET', /^\/$/, qa],
    ['GET', /^\/3ds\/([^/]+)$/, threeDs],
    ['POST', /^\/3ds\/([^/]+)$/, threeDs],
    ['GET', /^\/pay\/([^/]+)$/, hostedPage],
    ['POST', /^\/pay\/([^/]+)$/, hostedPage],
    ['GET', /^\/__sandbox\/health$/, (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('ok');
    }],
    ['GET', /^\/__sandbox\/payments$/, (req, res) => {
      sendJson(res, 200, store.list().map((p) => ({ ...sandboxPayment(p), webhookDeliveries: webhooks.deliveries(p.id) })));
    }],
    ['GET', /^\/__sandbox\/faults$/, (req, res) => sendJson(res, 200, faults.list())],
    ['POST', /^\/__sandbox\/faults$/, async (req, res) => {
      faults.arm(await readJson(req));
      sendJson(res, 200, faults.list());
    }],
    ['DELETE', /^\/__sandbox\/faults$/, (req, res) => {
      faults.clear();
      res.writeHead(204);
      res.end();
    }],
  ];

  const find = (routes, method, pathname) => {
    for (const [m, pattern, handler] of routes) {
      if (m !== method) continue;
      const match = pattern.exec(pathname);
      if (match) return { handler, params: match.slice(1).map(safeDecode) };
    }
    return null;
  };

  async function route(req, res, url) {
    const { pathname } = url;
    const client = find(clientRoutes, req.method, pathname);
    if (client) {
      const fault = faults.take(pathname);
      if (fault) {
        if (fault.delayMs && !(await delay(fault.delayMs, res))) return;
        // Never answered: the socket stays open until the client gives up or the sandbox closes.
        if (fault.hang) return;
        if (fault.status) return sendJson(res, fault.status, errorBody(fault.status, faultCode(fault.status), STATUS_MESSAGES[faultCode(fault.status)]));
      }
      return client.handler(req, res, url, ...client.params);
    }
    const server = find(serverRoutes, req.method, pathname);
    if (server) {
      if (req.headers.authorization !== apiKey) throw new ProviderError(401, 'E151');
      return server.handler(req, res, url, ...server.params);
    }
    const page = find(pageRoutes, req.method, pathname);
    if (page) return page.handler(req, res, url, ...page.params);
    throw new ProviderError(404, 'E150', `No route for ${req.method} ${pathname}`);
  }

  return {
    async handle(req, res) {
      const origin = req.headers.origin;
      res.setHeader('Vary', 'Origin');
      if (isAllowedOrigin(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
      res.on('finish', () => log(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`));
      if (req.method === 'OPTIONS') {
        if (isAllowedOrigin(origin)) {
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
          res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
          res.setHeader('Access-Control-Max-Age', '600');
        }
        res.writeHead(204);
        res.end();
        return;
      }
      let url;
      try {
        url = new URL(req.url, apiOrigin);
      } catch {
        sendError(res, new ProviderError(400, 'E150', 'Malformed request URL'));
        return;
      }
      try {
        await route(req, res, url);
      } catch (error) {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof ProviderError) sendError(res, error);
        else if (error?.status === 413) sendError(res, new ProviderError(413, 'E150', 'The request body is too large'));
        else {
          log(`error ${req.method} ${url.pathname}: ${error?.stack ?? error}`);
          sendError(res, new ProviderError(500, 'E999'));
        }
      }
    },
    /** Ends the fault delays still waiting (their sockets are closed by the server). */
    close() {
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve(false);
      }
      timers.clear();
    },
  };
}
