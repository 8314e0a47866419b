/**
 * How a provider call fails. The provider's own client throws the error body as a plain object (or
 * `new Error(statusText)`); ours throws one Error class that carries the same fields, so code
 * written for the provider's (`error.statusCode`, `error.message`) reads ours unchanged, while a
 * stack, `instanceof` and `kind` tell our four failures apart (spec §8: timeout, no response
 * status, invalid JSON; plus the provider's own refusal).
 */

/** Spec §5/§8, word for word: the provider's own messages for a call or component without its ids. */
export const MISSING_ID_MESSAGE = 'You need to provide paymentId or accountId';
export const MISSING_PROPS_MESSAGE = 'You need to provide paymentId or accountId amount and currency';

export type ProviderErrorKind =
  /** Our timer ran out (the caller's own abort is not this: it stays the AbortError fetch gives). */
  | 'timeout'
  /** fetch rejected: offline, DNS, refused, or blocked by CORS; no response, so no status. */
  | 'no-status'
  /** An OK answer whose body is not JSON, or not the shape the call promises. */
  | 'invalid-json'
  /** A non-OK answer: the provider's error body when it sent one, else the status text. */
  | 'http';

export interface ProviderErrorFields {
  httpStatus?: number;
  /** The error body's fields, as the provider names them. */
  status?: string;
  /** An E-code (`E201`) or a number, kept as given: the server's types say number, its bodies often carry E-codes. */
  statusCode?: string | number;
  requestId?: string;
  requestTime?: string;
  /** The parsed error body, whole, when there was one. */
  body?: unknown;
  cause?: unknown;
}

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly httpStatus?: number;
  readonly status?: string;
  readonly statusCode?: string | number;
  readonly requestId?: string;
  readonly requestTime?: string;
  readonly body?: unknown;

  constructor(kind: ProviderErrorKind, message: string, fields: ProviderErrorFields = {}) {
    super(message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    // Only the fields that are there, so a spread or a deep equality sees what the provider sent.
    if (fields.httpStatus !== undefined) this.httpStatus = fields.httpStatus;
    if (fields.status !== undefined) this.status = fields.status;
    if (fields.statusCode !== undefined) this.statusCode = fields.statusCode;
    if (fields.requestId !== undefined) this.requestId = fields.requestId;
    if (fields.requestTime !== undefined) this.requestTime = fields.requestTime;
    if (fields.body !== undefined) this.body = fields.body;
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The error for a non-OK answer. The body is whatever the provider sent, so each field is taken
 * only when it has the documented kind; a body that is not an object (or none) leaves the status
 * text as the message, as the provider's client does.
 */
export function httpError(httpStatus: number, statusText: string, body: unknown): ProviderError {
  const fallback = statusText || `HTTP ${httpStatus}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new ProviderError('http', fallback, body === undefined ? { httpStatus } : { httpStatus, body });
  }
  const fields = body as Record<string, unknown>;
  const statusCode = fields.statusCode;
  return new ProviderError('http', text(fields.message) || fallback, {
    httpStatus,
    status: text(fields.status),
    statusCode: typeof statusCode === 'string' || (typeof statusCode === 'number' && Number.isFinite(statusCode)) ? statusCode : undefined,
    requestId: text(fields.requestId),
    requestTime: text(fields.requestTime),
    body,
  });
}
