/**
 * An `apply_coupon` answer (WooCommerce's notices HTML) that refuses the code: an error notice in
 * it, as WooCommerce's own checkout tests (checkout.md §3.13). The plugin also looks for the
 * English words "does not exist" (elementor-widgets.md §9.2), which a shop in another language
 * never prints and an error notice always carries anyway.
 */
export function couponRefused(html: string): boolean {
  return html.includes('woocommerce-error') || html.includes('is-error');
}

export interface LoginFields {
  readonly username: string;
  readonly password: string;
  readonly nonce: string;
  readonly remember: boolean;
}

/**
 * The body of `elementor_woocommerce_checkout_login_user`. The plugin posts `remember=false` for
 * an unticked box, which WordPress reads as a non-empty value and remembers the shopper anyway;
 * ours sends `remember` only when the box is ticked.
 */
export function loginBody({ username, password, nonce, remember }: LoginFields): URLSearchParams {
  const body = new URLSearchParams({ action: 'elementor_woocommerce_checkout_login_user', username, password, nonce });
  if (remember) body.append('remember', 'true');
  return body;
}
