import { scrollWindowTo, slideDown, slideUp, willBeHidden } from '../../core/motion';
import { onPageEvent, onPageEventWithin } from '../../core/page-events';
import type { WidgetContext } from '../../core/types';
import { checkoutParams } from './params';
import { applyCoupon, clearCouponError, COUPON_SLIDE_MS } from './coupon';

const LOGIN_FORM = 'form.login, form.woocommerce-form--login';
/** checkout.js scrolls to the opened login form, 50 px above it, over 300 ms (checkout.md §3.14). */
const LOGIN_SCROLL_OFFSET = 50;
const LOGIN_SCROLL_MS = 300;

/**
 * The checkout's prompts printed before its form (checkout.md §2.6, §3.13-§3.14): "¿Tienes un
 * cupón?" opens the coupon form and applies the code in place; "¿Ya eres cliente?" opens the
 * login form (which posts as a page). Also the "Please log in" link inside an "email exists" error.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const params = checkoutParams(ctx);
  if (!params) return;
  const { scope } = ctx;

  onPageEventWithin(scope, document.body, 'click', 'a.showcoupon', (event, toggle) => {
    event.preventDefault();
    const couponForm = document.querySelector<HTMLElement>('form.checkout_coupon');
    if (!couponForm) return;
    const opening = willBeHidden(couponForm);
    if (opening) slideDown(couponForm, COUPON_SLIDE_MS);
    else slideUp(couponForm, COUPON_SLIDE_MS);
    toggle.setAttribute('aria-expanded', String(opening));
    // WooCommerce focuses it once the slide ends; focusing now keeps the keyboard path in one step.
    if (opening) couponForm.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  });

  onPageEventWithin(scope, document.body, 'click', 'a.showlogin', (event) => {
    event.preventDefault();
    const login = document.querySelector<HTMLElement>(LOGIN_FORM);
    if (!login) return;
    if (!willBeHidden(login)) {
      slideUp(login, COUPON_SLIDE_MS);
      return;
    }
    slideDown(login, COUPON_SLIDE_MS);
    scrollWindowTo(login.getBoundingClientRect().top + window.scrollY - LOGIN_SCROLL_OFFSET, LOGIN_SCROLL_MS, scope.signal);
    login.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus({ preventScroll: true });
  });

  for (const couponForm of document.querySelectorAll<HTMLFormElement>('form.checkout_coupon')) {
    onPageEvent(scope, couponForm, 'submit', (event) => {
      event.preventDefault();
      void applyCoupon(couponForm, params, scope, ctx.report);
    });
  }
  onPageEventWithin(scope, document.body, 'input', '#coupon_code', () => clearCouponError());
  onPageEventWithin(scope, document.body, 'change', '#coupon_code', () => clearCouponError());
}
