import { globalProblem, globalValue, type AddToCartParams } from '../../core/config';
import { DEFAULT_TIMEOUT_MS, endpointUrl, postForJson } from '../../core/http';
import { addToCartResponse } from '../../core/responses';
import type { AddAnswer } from './logic';

/**
 * What add-to-cart needs once a shopper has clicked, and not before: its validated params and the
 * request with its answer's schema. Loaded after the busy button has painted, so the schemas'
 * evaluation never delays the click's feedback.
 */
export interface Sender {
  params: AddToCartParams;
  /** Rejects with an HttpError (named 'HttpError') when the shop cannot be asked or answers badly. */
  post(data: Record<string, unknown>, signal: AbortSignal): Promise<AddAnswer>;
}

export function createSender(): Sender | { problem: string } {
  const problem = globalProblem('wc_add_to_cart_params');
  const params = globalValue('wc_add_to_cart_params');
  if (problem || !params) return { problem: problem ?? 'page global wc_add_to_cart_params is missing' };
  const timeoutMs = globalValue('wc_cart_fragments_params')?.request_timeout ?? DEFAULT_TIMEOUT_MS;
  const url = endpointUrl(params.wc_ajax_url, 'add_to_cart');
  return {
    params,
    post: (data, signal) => postForJson(url, data, addToCartResponse, { timeoutMs, signal }),
  };
}
