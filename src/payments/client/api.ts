import { describeIssues } from '../../core/config';
import * as s from '../../core/schema';
import { clientEnv } from './client-env';
import { httpError, MISSING_ID_MESSAGE, ProviderError } from './errors';
import { paymentOrAccount } from './rules';
import {
  applePaySessionSchema,
  bizumPhoneSchema,
  createTokenSchema,
  financingSchema,
  paymentMethodsSchema,
  paymentResultSchema,
} from './schemas';
import type {
  ApplePaySession,
  CalculateFinancingRequest,
  CalculateFinancingResponse,
  ConfirmPaymentRequest,
  CreateApplePaySessionRequest,
  CreatePaymentRequest,
  CreateTokenRequest,
  CreateTokenResponse,
  GetPaymentMethodsRequest,
  GetPaymentMethodsResponse,
  PaymentResult,
  SendPaymentReceiptRequest,
  ValidateBizumPhoneRequest,
  ValidateBizumPhoneResponse,
} from './types';

/**
 * The provider's client API (spec §7, payments.md §2): the same paths, headers and bodies as the
 * provider's own client, with a timeout, failures told apart (errors.ts) and every answer checked.
 * No credentials: the API is public and authorised by the ids it is given.
 */

/** Ours: the provider's client waits forever; a checkout must be able to say the provider is not answering. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderClientOptions {
  /** The client API's base (`ProviderConfig.apiUrl`), e.g. `https://api.monei.com/v1`. */
  apiUrl: string;
  /** The page's fetch by default, looked up at each call. */
  fetch?: typeof fetch;
  /** Per request, from sending to the whole body read. */
  timeoutMs?: number;
  /** Aborts every request of this client (a disposed checkout): they reject with the signal's reason. */
  signal?: AbortSignal;
}

export interface ProviderClient {
  /** Cached per query while it succeeds; a failed answer is forgotten, so the next call asks again. */
  getPaymentMethods(request: GetPaymentMethodsRequest): Promise<GetPaymentMethodsResponse>;
  createToken(request: CreateTokenRequest): Promise<CreateTokenResponse>;
  getPayment(paymentId: string): Promise<PaymentResult>;
  confirmPayment(request: ConfirmPaymentRequest): Promise<PaymentResult>;
  createPayment(request: CreatePaymentRequest): Promise<PaymentResult>;
  sendPaymentReceipt(request: SendPaymentReceiptRequest): Promise<PaymentResult>;
  createApplePaySession(request: CreateApplePaySessionRequest): Promise<ApplePaySession>;
  calculateFinancing(request: CalculateFinancingRequest): Promise<CalculateFinancingResponse>;
  validateBizumPhone(request: ValidateBizumPhoneRequest): Promise<ValidateBizumPhoneResponse>;
}

interface Call {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: object;
}

/** JSON.stringify leaves undefined keys out of the wire anyway; dropping them here keeps bodies comparable. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/**
 * An id in a path. Encoded, unlike the provider's client: real ids are hex and come out unchanged,
 * while an id with `/`, `?` or `#` (a tampered page global) cannot reach another endpoint.
 */
function segment(id: string): string {
  if (typeof id !== 'string' || id === '') throw new TypeError('paymentId must be a non-empty string');
  return encodeURIComponent(id);
}

/**
 * `key=value` pairs as the provider builds them, with the values URL-encoded: its client pastes them
 * raw, so an id holding `&` or `#` would add a parameter or cut the query off. Ids are hex, for
 * which both agree, so cache keys and requests match the provider's.
 */
function queryOf(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Settles with `promise`, or rejects with the signal's reason once it aborts (a fetch stand-in may not listen). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const callerSignal = options.signal;
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const methodsCache = new Map<string, Promise<GetPaymentMethodsResponse>>();

  async function request<T>(path: string, schema: s.Schema<T>, { method = 'GET', headers = {}, body }: Call = {}): Promise<T> {
    callerSignal?.throwIfAborted();
    const what = `${method} ${path.split('?')[0]}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    /** Why the exchange stopped: our timer, the caller (its own reason, an AbortError by default), or the network. */
    const stopped = (error: unknown): unknown => {
      if (timedOut) return new ProviderError('timeout', `The payment provider did not answer ${what} within ${timeoutMs} ms`, { cause: error });
      if (callerSignal?.aborted) return callerSignal.reason;
      return new ProviderError('no-status', `No answer from the payment provider to ${what} (network error, or blocked by CORS)`, { cause: error });
    };

    try {
      const init: RequestInit = { method, headers: method === 'POST' ? { 'Content-Type': 'application/json', ...headers } : headers, signal: controller.signal };
      if (method === 'POST') init.body = JSON.stringify(body ?? {});
      let response: Response;
      try {
        response = await unlessAborted(send(`${apiUrl}${path}`, init), controller.signal);
      } catch (error) {
        throw stopped(error);
      }
      let text: string | null;
      try {
        text = await unlessAborted(response.text(), controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw stopped(error);
        // A body cut off mid-way: an OK answer without its JSON, or a refusal without its body.
        text = null;
      }
      let json: unknown;
      let isJson = false;
      if (text !== null && text.trim() !== '') {
        try {
          json = JSON.parse(text);
          isJson = true;
        } catch {
          // Told apart below: an error page's HTML is still an HTTP failure, an OK answer's is not JSON.
        }
      }
      const httpStatus = response.status;
      if (!response.ok) throw httpError(httpStatus, response.statusText, isJson ? json : undefined);
      if (!isJson) throw new ProviderError('invalid-json', `The payment provider's answer to ${what} is not JSON`, { httpStatus });
      const parsed = s.safeParse(schema, json);
      if (!parsed.ok) {
        throw new ProviderError('invalid-json', `The payment provider's answer to ${what} is not what was expected (${describeIssues(parsed.issues)})`, {
          httpStatus,
          body: json,
        });
      }
      return parsed.value;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  const withClientEnv = (headers: Record<string, string> = {}) => ({ 'Client-Env': clientEnv(), ...headers });

  return {
    async getPaymentMethods(req) {
      const query = queryOf(paymentOrAccount(req ?? {}));
      const cached = methodsCache.get(query);
      if (cached) return cached;
      const pending = request(`/payment-methods?${query}`, paymentMethodsSchema);
      methodsCache.set(query, pending);
      pending.catch(() => {
        if (methodsCache.get(query) === pending) methodsCache.delete(query);
      });
      return pending;
    },

    async createToken(req) {
      const { paymentId, accountId, paymentMethod, sessionId, amount, currency, transactionType } = req;
      // The provider binds a token to its payment, or to the account and session it was made for.
      const body = paymentId
        ? { paymentId, paymentMethod }
        : accountId
          ? defined({ accountId, paymentMethod, sessionId, amount, currency, transactionType })
          : null;
      if (!body) throw new Error(MISSING_ID_MESSAGE);
      return request('/tokens', createTokenSchema, { method: 'POST', headers: withClientEnv(), body });
    },

    async getPayment(paymentId) {
      return request(`/payments/${segment(paymentId)}/client-get`, paymentResultSchema);
    },

    async confirmPayment({ paymentId, ...body }) {
      return request(`/payments/${segment(paymentId)}/client-confirm`, paymentResultSchema, {
        method: 'POST',
        headers: withClientEnv(),
        body: defined(body),
      });
    },

    async createPayment({ signature, ...body }) {
      return request('/client-payments', paymentResultSchema, {
        method: 'POST',
        headers: withClientEnv({ 'Client-Signature': signature }),
        body: defined(body),
      });
    },

    async sendPaymentReceipt({ paymentId, customerEmail, signature, language }) {
      return request(`/payments/${segment(paymentId)}/client-receipt`, paymentResultSchema, {
        method: 'POST',
        body: defined({ customerEmail, signature, language }),
      });
    },

    async createApplePaySession(body) {
      return request('/apple-pay/sessions', applePaySessionSchema, { method: 'POST', body });
    },

    async calculateFinancing(body) {
      return request('/cofidis/calculate-financing', financingSchema, { method: 'POST', body });
    },

    async validateBizumPhone(body) {
      return request('/bizum/validate-phone', bizumPhoneSchema, { method: 'POST', body });
    },
  };
}
