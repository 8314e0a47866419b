/**
 * The checkout page widget's two calls, loaded with the schemas when the shopper first applies a
 * coupon or logs in: `apply_coupon` through WooCommerce's endpoint and nonce
 * (`wc_checkout_params`), and the plugin's own login (elementor-widgets.md §9.2).
 */
import { globalProblem, globalValue } from '../../core/config';
import { endpointUrl, postForm, readJson } from '../../core/http';
import * as s from '../../core/schema';
import { sameSiteUrl } from '../../core/urls';

export type Requests = {
  applyCoupon(code: string, billingEmail: string, signal: AbortSignal): Promise<string>;
  logIn(body: URLSearchParams, signal: AbortSignal): Promise<LoginAnswer>;
};

/** `{logged_in: true}`, or `{logged_in: false, message: "<WooCommerce's notices>"}`, printed as JSON text. */
const loginAnswer = s.object({ logged_in: s.boolean(), message: s.optional(s.string()) });
export type LoginAnswer = s.Output<typeof loginAnswer>;

/** The calls, or why they cannot be made (a malformed or missing `wc_checkout_params`). */
export function checkoutRequests(proAjaxUrl: string | null): Requests | { problem: string } {
  const problem = globalProblem('wc_checkout_params', ['wc_ajax_url', 'apply_coupon_nonce', 'ajax_url']);
  const params = globalValue('wc_checkout_params');
  if (problem || !params) return { problem: problem ?? 'page global wc_checkout_params is missing' };
  const loginUrl = sameSiteUrl(proAjaxUrl) ?? sameSiteUrl(params.ajax_url);
  return {
    applyCoupon: (code, billingEmail, signal) =>
      postForm(endpointUrl(params.wc_ajax_url, 'apply_coupon'), { security: params.apply_coupon_nonce ?? '', coupon_code: code, billing_email: billingEmail }, { signal }),
    logIn: async (body, signal) => {
      if (!loginUrl) throw new Error('no admin-ajax URL (ElementorProFrontendConfig.ajaxurl, wc_checkout_params.ajax_url)');
      return readJson(await postForm(loginUrl, body, { signal }), loginAnswer);
    },
  };
}
