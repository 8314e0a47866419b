import { jquery } from '../../core/jquery';

/**
 * WooCommerce's vetoes (`triggerHandler` on the form, checkout.md §0.1, §3.9): jQuery handlers bound on
 * the form answer with the last value other than undefined; a native listener vetoes by calling
 * preventDefault on the cancelable `storefront:<name>` event, which is always dispatched, or on the
 * bare name, dispatched natively when there is no jQuery. False means "do not go on".
 */
export function askForm(form: HTMLElement, name: string, args: unknown[], detail: Record<string, unknown>): boolean {
  const own = new CustomEvent(`storefront:${name}`, { detail, cancelable: true });
  let allowed = form.dispatchEvent(own);
  const $ = jquery();
  if ($) {
    const answer = $(form).triggerHandler(name, args);
    if (answer === false) allowed = false;
  } else if (!form.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }))) allowed = false;
  return allowed;
}
