import type { Schema } from './schema';
import { parseWith } from './config';

/**
 * Shop calls: endpoint URLs from `wc_ajax_url`, fetch with a timeout, and responses checked by a
 * schema before anyone reads them. (The one-at-a-time queue is in queue.ts: widgets take their
 * place in it at the click, before this module and the schemas it needs have loaded.)
 */
export type HttpFailure = 'timeout' | 'network' | 'status' | 'empty' | 'invalid-json' | 'invalid-shape' | 'aborted';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A plain string replace, as WooCommerce does: the URL may already carry other query args. */
export function endpointUrl(wcAjaxUrl: string, endpoint: string): string {
  return wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type FormBody = Record<string, unknown> | URLSearchParams;

export function formBody(data: FormBody): URLSearchParams {
  if (data instanceof URLSearchParams) return data;
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body;
}

/** POSTs form data and returns the response text, or throws an HttpError. */
export async function postForm(url: string, data: FormBody, options: RequestOptions = {}): Promise<string> {
  // A request queued behind others whose widget was disposed meanwhile is never sent.
  if (options.signal?.aborted) throw new HttpError('aborted', 'request aborted');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', ...options.headers },
        body: formBody(data),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new HttpError('timeout', `no answer within ${timeoutMs} ms`);
      if (controller.signal.aborted) throw new HttpError('aborted', 'request aborted');
      throw new HttpError('network', error instanceof Error ? error.message : 'network error');
    }
    if (!response.ok) throw new HttpError('status', `HTTP ${response.status}`, response.status);
    try {
      return await response.text();
    } catch {
      throw new HttpError(timedOut ? 'timeout' : 'network', 'the response body could not be read');
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** Parses JSON text against a schema; an empty body is its own failure (WooCommerce sends one). */
export function readJson<T>(textBody: string, schema: Schema<T>): T {
  if (textBody.trim() === '') throw new HttpError('empty', 'empty response');
  let json: unknown;
  try {
    json = JSON.parse(textBody);
  } catch {
    throw new HttpError('invalid-json', 'the response is not JSON');
  }
  const parsed = parseWith(schema, json);
  if (!parsed.ok) throw new HttpError('invalid-shape', `unexpected response (${parsed.reason})`);
  return parsed.value;
}

export async function postForJson<T>(url: string, data: FormBody, schema: Schema<T>, options?: RequestOptions): Promise<T> {
  return readJson(await postForm(url, data, options), schema);
}
