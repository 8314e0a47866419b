import { block, unblock } from '../../core/block';
import { emit } from '../../core/bus';
import type { CheckoutParams } from '../../core/config';
import { describeError } from '../../core/errors';
import { setServerHtml, trustServerHtml } from '../../core/html';
import { endpointUrl, postForm } from '../../core/http';
import { text } from '../../core/i18n';
import { slideUp } from '../../core/motion';
import type { Scope } from '../../core/scope';
import { clearInlineErrors } from './fields';
import { removePageNotices } from './notices';

/** The coupon form's slides (checkout.md §8). */
export const COUPON_SLIDE_MS = 400;
const COUPON_FORM = 'form.checkout_coupon';
const ERROR_ID = 'coupon-error-notice';

/** The answer is notices HTML; an error notice in it means the code was refused (checkout.md §3.13). */
const isError = (html: string) => html.includes('woocommerce-error') || html.includes('is-error');

function insertNotices(before: Element, html: string): void {
  const holder = document.createElement('div');
  before.before(holder);
  setServerHtml(holder, trustServerHtml(html));
  holder.replaceWith(...holder.childNodes);
}

export function clearCouponError(): void {
  document.getElementById(ERROR_ID)?.remove();
  const input = document.querySelector<HTMLInputElement>('#coupon_code');
  if (!input) return;
  input.classList.remove('has-error');
  input.removeAttribute('aria-invalid');
  if (input.getAttribute('aria-describedby') === ERROR_ID) input.removeAttribute('aria-describedby');
}

function showCouponError(input: HTMLInputElement, message: string): void {
  const notice = document.createElement('span');
  notice.id = ERROR_ID;
  notice.className = 'coupon-error-notice';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  input.parentElement?.append(notice);
  input.classList.add('has-error');
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', ERROR_ID);
  input.focus();
}

const collapse = () => {
  const couponForm = document.querySelector<HTMLElement>(COUPON_FORM);
  if (couponForm) slideUp(couponForm, COUPON_SLIDE_MS);
  for (const toggle of document.querySelectorAll('a.showcoupon')) toggle.setAttribute('aria-expanded', 'false');
};

/** Apply (the coupon form's submit): `apply_coupon`, its notices, `applied_coupon_in_checkout`, then an update without the shipping methods. */
export async function applyCoupon(couponForm: HTMLFormElement, params: CheckoutParams, scope: Scope, report: (reason: string, error?: unknown) => void): Promise<void> {
  clearCouponError();
  if (couponForm.classList.contains('processing')) return;
  couponForm.classList.add('processing');
  block(couponForm, null);
  const input = couponForm.querySelector<HTMLInputElement>('#coupon_code') ?? couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]');
  const code = input?.value ?? '';
  let answer: string;
  try {
    answer = await postForm(endpointUrl(params.wc_ajax_url, 'apply_coupon'), {
      security: params.apply_coupon_nonce ?? '',
      coupon_code: code,
      billing_email: document.querySelector<HTMLInputElement>('form.checkout input[name="billing_email"]')?.value ?? '',
    }, { signal: scope.signal });
  } catch (error) {
    if (scope.disposed) return;
    // WooCommerce has no error handler: the coupon form stayed blocked. Ours is freed and says so.
    couponForm.classList.remove('processing');
    unblock(couponForm);
    report(`apply_coupon failed: ${describeError(error)}`, error);
    if (input) showCouponError(input, text('coupon_failed'));
    return;
  }
  if (scope.disposed) return;
  removePageNotices('.checkout-inline-error-message');
  couponForm.classList.remove('processing');
  unblock(couponForm);
  if (!answer) return;
  if (!isError(answer)) {
    collapse();
    insertNotices(couponForm, answer);
    if (input) input.value = '';
  } else if (input) {
    const holder = document.createElement('div');
    setServerHtml(holder, trustServerHtml(answer));
    showCouponError(input, holder.textContent?.trim() ?? '');
  }
  emit('applied_coupon_in_checkout', { code });
  emit('update_checkout', { args: { update_shipping_method: false } });
}

/** Remove (a review's `[Quitar]` link): `remove_coupon`, its notices before the form, `removed_coupon_in_checkout`, an update. */
export async function removeCoupon(link: HTMLElement, params: CheckoutParams, scope: Scope, report: (reason: string, error?: unknown) => void): Promise<void> {
  const review = link.closest<HTMLElement>('.woocommerce-checkout-review-order');
  review?.classList.add('processing');
  if (review) block(review, null);
  const code = link.dataset.coupon ?? '';
  const free = () => {
    review?.classList.remove('processing');
    if (review) unblock(review);
  };
  let answer: string;
  try {
    answer = await postForm(endpointUrl(params.wc_ajax_url, 'remove_coupon'), { security: params.remove_coupon_nonce ?? '', coupon: code }, { signal: scope.signal });
  } catch (error) {
    if (scope.disposed) return;
    free();
    report(`remove_coupon failed: ${describeError(error)}`, error);
    const notice = document.createElement('div');
    notice.className = 'woocommerce-error';
    notice.setAttribute('role', 'alert');
    notice.textContent = text('coupon_remove_failed');
    document.querySelector('form.woocommerce-checkout')?.before(notice);
    return;
  }
  if (scope.disposed) return;
  removePageNotices();
  free();
  clearInlineErrors(document);
  if (!answer) return;
  const form = document.querySelector('form.woocommerce-checkout');
  if (form) insertNotices(form, answer);
  emit('removed_coupon_in_checkout', { code });
  emit('update_checkout', { args: { update_shipping_method: false } });
  const input = document.querySelector<HTMLInputElement>('#coupon_code');
  if (input) input.value = '';
  collapse();
}
