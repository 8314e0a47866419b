import { emit } from '../../core/bus';
import { clickOnSpace } from '../../core/delegate';
import { finishSlide, slideDown, slideUp, willBeHidden } from '../../core/motion';
import { onPageEventWithin, triggerPageEvent } from '../../core/page-events';
import type { WidgetContext } from '../../core/types';
import { checkoutParams } from './params';
import { startFieldChecks } from './fields';
import { CHECKOUT_BOX_SLIDE_MS, startPaymentMethods } from './payment-methods';
import { startPlaceOrder } from './place-order';
import { startReview } from './review';
import { removeCoupon } from './coupon';

/** jQuery's default slide, which the account, shipping-address and terms toggles use (checkout.md §8). */
export const TOGGLE_SLIDE_MS = 400;
const SHIP_TO_DIFFERENT = '#ship-to-different-address input';
const CREATE_ACCOUNT = 'input#createaccount';
const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';
const REMOVE_COUPON = '.woocommerce-remove-coupon';

/**
 * WooCommerce's classic checkout without jQuery (checkout.js, checkout.md §3): the form's payment
 * methods, the order review kept in step, inline checks, the toggles, coupon removal and placing
 * the order. Starts as checkout.js does at DOM ready: one order review update is always sent
 * (gateways mount their fields on `updated_checkout`).
 */
export function start(form: HTMLElement, ctx: WidgetContext): void {
  if (!(form instanceof HTMLFormElement)) return;
  const params = checkoutParams(ctx);
  if (!params) return;
  const { scope } = ctx;
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  scope.add(() => void (form.noValidate = hadNoValidate));

  const payment = startPaymentMethods(form, scope, { slideMs: CHECKOUT_BOX_SLIDE_MS, buttonText: true, announce: true });
  startFieldChecks(form, scope);
  const review = startReview(form, scope, params, payment, ctx.report);
  startPlaceOrder(form, scope, params, payment, review, ctx.report);

  // Ship to a different address (§3.3): hidden at once, then slid open when checked.
  onPageEventWithin(scope, form, 'change', SHIP_TO_DIFFERENT, (_event, box) => {
    const address = document.querySelector<HTMLElement>('div.shipping_address');
    if (!address) return;
    finishSlide(address);
    address.style.display = 'none';
    if ((box as HTMLInputElement).checked) slideDown(address, TOGGLE_SLIDE_MS);
  });

  // Terms shown in place when the page printed them (§3.15); otherwise the link opens its page.
  scope.on(form, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(TERMS_LINK) : null;
    const terms = link && document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions');
    if (!link || !terms) return;
    event.preventDefault();
    const opening = willBeHidden(terms);
    if (opening) slideDown(terms, TOGGLE_SLIDE_MS);
    else slideUp(terms, TOGGLE_SLIDE_MS);
    link.classList.toggle('woocommerce-terms-and-conditions-link--open', opening);
    link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !opening);
  });

  // Coupon removal from the review (§3.13); Space too, as its role=button promises.
  scope.on(form, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE_COUPON) : null;
    if (!link) return;
    event.preventDefault();
    void removeCoupon(link, params, scope, ctx.report);
  });
  clickOnSpace(scope, REMOVE_COUPON, form);

  const shipToDifferent = form.querySelector(SHIP_TO_DIFFERENT);
  if (shipToDifferent) triggerPageEvent(shipToDifferent, 'change');
  payment.init();
  if (params.is_checkout) emit('init_checkout', {});

  // Create an account (§3.3), where guests may check out.
  if (params.option_guest_checkout) {
    onPageEventWithin(scope, form, 'change', CREATE_ACCOUNT, (_event, box) => {
      const fields = document.querySelector<HTMLElement>('div.create-account');
      if (!fields) return;
      finishSlide(fields);
      fields.style.display = 'none';
      if (!(box as HTMLInputElement).checked) return;
      const password = document.querySelector<HTMLInputElement>('#account_password');
      if (password) {
        password.value = '';
        triggerPageEvent(password, 'change');
      }
      slideDown(fields, TOGGLE_SLIDE_MS);
    });
    const createAccount = form.querySelector(CREATE_ACCOUNT);
    if (createAccount) triggerPageEvent(createAccount, 'change');
  }
}
