/**
 * Elementor Pro's checkout page widget (elementor-widgets.md §9.2) around WooCommerce's checkout
 * form. The form itself is the page's checkout runtime's (ours when it replaced wc-checkout, else
 * WooCommerce's jQuery one): this widget speaks to either through the events both hear
 * (`update_checkout`, `applied_coupon_in_checkout`, `checkout_error`, `updated_checkout`).
 *
 * What it adds, as the plugin's handler does: the login and coupon panels it prints inside the
 * form (slid open by their links, announced as disclosures), the coupon applied through
 * WooCommerce's `apply_coupon` endpoint and nonce, the plugin's own login, the purchase button's
 * hover animation after each order review update, `_wp_http_referer` naming the page and the
 * widget, the sticky order column and equal address boxes.
 *
 * Its Apply and Login buttons are submit buttons inside the checkout form, so the plugin's page
 * answers Enter in any billing field by logging in with empty fields (or applying an empty
 * coupon) instead of placing the order. Ours makes them plain buttons while it runs: Enter in the
 * coupon field applies it, in the login fields logs in, and elsewhere places the order as
 * WooCommerce's form does.
 */
import { block } from '../../core/block';
import * as bus from '../../core/bus';
import { loadChunk } from '../../core/chunk';
import { clickOnSpace } from '../../core/delegate';
import { setServerHtml, trustServerHtml } from '../../core/html';
import { text } from '../../core/i18n';
import { slideDown, slideUp, willBeHidden } from '../../core/motion';
import { onPageEventWithin } from '../../core/page-events';
import { createRestorer, type Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { readSettings } from '../../page-builder/settings';
import { PLACE_ORDER_BUTTON } from '../../selectors';
import { applyHoverAnimation, equalHeights, readPageId, readShopConfig, refererUrl, rewriteReferers, stickRightColumn, tagSelect2Dropdowns } from '../../page-builder/shop-widgets';
import { couponRefused, loginBody } from './logic';
import type { LoginAnswer, Requests } from './requests';

/** jQuery's `slideToggle()` default, which the plugin's links use. */
const PANEL_SLIDE_MS = 400;
const CHECKOUT_FORM = 'form.woocommerce-checkout';
const COUPON_BOX = '.e-coupon-box';
const COUPON_INPUT = 'input[name="coupon_code"]';
const APPLY_COUPON = '.e-apply-coupon';
const LOGIN_SECTION = '.e-woocommerce-login-section';
const LOGIN_SUBMIT = '.e-woocommerce-form-login-submit';
/** What WooCommerce's checkout clears page-wide before it shows a coupon's answer (checkout.md §3.13). */
const PAGE_NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';
const ERROR_ID = 'coupon-error-notice';
const PANELS = [
  { link: '.e-show-login', panel: '.e-woocommerce-login-anchor', suffix: 'login' },
  { link: '.e-show-coupon-form', panel: '.e-coupon-anchor', suffix: 'coupon' },
] as const;

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const read = readSettings(widget);
  if (!read.ok) return ctx.report(read.reason);
  const config = readShopConfig();
  if (!config.ok) return ctx.report(config.reason);
  const settings = read.value;
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const pageId = readPageId();
  const widgetId = widget.dataset.id ?? '';

  const afterUpdate = () => {
    // The payment section, the button with it, is replaced by every order review update.
    applyHoverAnimation(widget, PLACE_ORDER_BUTTON, settings.purchase_button_hover_animation, restorer);
    if (pageId && widgetId) rewriteReferers(widget, refererUrl(location.href, pageId, widgetId), restorer);
  };
  afterUpdate();
  scope.add(bus.on('updated_checkout', afterUpdate));
  stickRightColumn(widget, settings, scope, restorer);
  tagSelect2Dropdowns(scope);
  const equalAddresses = equalHeights(() => [...widget.querySelectorAll<HTMLElement>('address')], scope, restorer);
  equalAddresses();
  scope.on(window, 'resize', equalAddresses);

  startPanels(widget, widgetId, scope, restorer);

  for (const button of widget.querySelectorAll<HTMLButtonElement>(`${APPLY_COUPON}, ${LOGIN_SUBMIT}`)) {
    restorer.attributes(button, 'type');
    button.type = 'button';
  }

  let requests: Promise<Requests | null> | undefined;
  const loadRequests = () =>
    (requests ??= loadChunk('shop-checkout-requests', () => import('./requests')).then(
      (module) => {
        const made = module.checkoutRequests(config.value.ajaxUrl);
        if ('problem' in made) {
          ctx.report(made.problem);
          return null;
        }
        return made;
      },
      (error: unknown) => {
        ctx.report('its request code could not be loaded', error);
        return null;
      },
    ));

  /** While a request runs its part is blocked (inert): focus goes back where it was once it is free. */
  const busy = (part: HTMLElement) => {
    const focused = document.activeElement instanceof HTMLElement && part.contains(document.activeElement) ? document.activeElement : null;
    part.classList.add('processing');
    const unblock = scope.add(block(part, null));
    return () => {
      part.classList.remove('processing');
      unblock();
      if (focused?.isConnected) focused.focus();
    };
  };

  const applyCoupon = async () => {
    const box = widget.querySelector<HTMLElement>(COUPON_BOX);
    const input = box?.querySelector<HTMLInputElement>(COUPON_INPUT);
    if (!box || !input || box.classList.contains('processing')) return;
    clearCouponError(input);
    const done = busy(box);
    const code = input.value;
    const email = widget.querySelector<HTMLInputElement>(`${CHECKOUT_FORM} input[name="billing_email"]`)?.value ?? '';
    const made = await loadRequests();
    if (scope.disposed) return;
    let answer: string | null = null;
    try {
      if (made) answer = await made.applyCoupon(code, email, scope.signal);
    } catch (error) {
      if (scope.disposed) return;
      ctx.report('apply_coupon failed', error);
    }
    if (scope.disposed) return;
    if (answer === null) {
      done();
      showCouponError(input, text('coupon_failed'));
      return;
    }
    removePageNotices();
    done();
    if (!answer) return;
    if (couponRefused(answer)) {
      const holder = document.createElement('div');
      setServerHtml(holder, trustServerHtml(answer));
      showCouponError(input, holder.textContent?.trim() || text('coupon_failed'));
    } else {
      insertBeforeForm(widget, answer);
      input.value = '';
      closePanel(widget, '.e-show-coupon-form', '.e-coupon-anchor');
    }
    bus.emit('applied_coupon_in_checkout', { code });
    bus.emit('update_checkout', { args: { update_shipping_method: false } });
  };

  const logIn = async () => {
    const section = widget.querySelector<HTMLElement>(LOGIN_SECTION);
    if (!section || section.classList.contains('processing')) return;
    const field = (name: string) => section.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
    const body = loginBody({
      username: field('username'),
      password: field('password'),
      nonce: field('woocommerce-login-nonce'),
      remember: section.querySelector<HTMLInputElement>('input#rememberme')?.checked ?? false,
    });
    const done = busy(section);
    const made = await loadRequests();
    if (scope.disposed) return;
    let answer: LoginAnswer | null = null;
    try {
      if (made) answer = await made.logIn(body, scope.signal);
    } catch (error) {
      if (scope.disposed) return;
      ctx.report('elementor_woocommerce_checkout_login_user failed', error);
    }
    if (scope.disposed) return;
    if (answer?.logged_in) {
      location.reload();
      return;
    }
    removePageNotices('.woocommerce-error, .woocommerce-message');
    if (answer) {
      const message = answer.message ?? '';
      if (message) insertBeforeForm(widget, message);
      done();
      bus.emit('checkout_error', { html: message });
      return;
    }
    const notice = document.createElement('div');
    notice.className = 'woocommerce-error';
    notice.setAttribute('role', 'alert');
    notice.textContent = text('checkout_login_failed');
    insertBeforeForm(widget, notice);
    done();
  };

  onPageEventWithin(scope, widget, 'click', APPLY_COUPON, (event) => {
    event.preventDefault();
    void applyCoupon();
  });
  onPageEventWithin(scope, widget, 'click', LOGIN_SUBMIT, (event) => {
    event.preventDefault();
    void logIn();
  });
  scope.on(widget, 'keydown', (event) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    if (event.target.matches(`${COUPON_BOX} ${COUPON_INPUT}`)) {
      event.preventDefault();
      void applyCoupon();
    } else if (event.target.closest(LOGIN_SECTION) && event.target.type !== 'checkbox') {
      event.preventDefault();
      void logIn();
    }
  });
  onPageEventWithin(scope, widget, 'input', COUPON_INPUT, (_event, input) => clearCouponError(input as HTMLInputElement));
  scope.add(() => {
    const input = widget.querySelector<HTMLInputElement>(`${COUPON_BOX} ${COUPON_INPUT}`);
    if (input) clearCouponError(input);
  });
}

/** The login and coupon links slide their panels, and say so as disclosures do. */
function startPanels(widget: HTMLElement, widgetId: string, scope: Scope, restorer: Restorer): void {
  for (const { link: linkSelector, panel: panelSelector, suffix } of PANELS) {
    const link = widget.querySelector<HTMLElement>(linkSelector);
    const panel = widget.querySelector<HTMLElement>(panelSelector);
    if (!link || !panel) continue;
    restorer.attributes(link, 'role', 'aria-expanded', 'aria-controls');
    restorer.attributes(panel, 'id', 'style');
    if (!panel.id) panel.id = `e-checkout-${suffix}-${widgetId}`;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-controls', panel.id);
    link.setAttribute('aria-expanded', String(!willBeHidden(panel)));
    onPageEventWithin(scope, widget, 'click', linkSelector, (event) => {
      event.preventDefault();
      const opening = willBeHidden(panel);
      if (opening) {
        slideDown(panel, PANEL_SLIDE_MS);
        panel.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
      } else {
        if (panel.contains(document.activeElement)) link.focus();
        slideUp(panel, PANEL_SLIDE_MS);
      }
      link.setAttribute('aria-expanded', String(opening));
    });
  }
  clickOnSpace(scope, PANELS.map(({ link }) => link).join(', '), widget);
}

function closePanel(widget: HTMLElement, linkSelector: string, panelSelector: string): void {
  const link = widget.querySelector<HTMLElement>(linkSelector);
  const panel = widget.querySelector<HTMLElement>(panelSelector);
  if (!panel) return;
  // Apply had focus, and it is about to be hidden: the link that opened the panel takes it.
  if (panel.contains(document.activeElement) || document.activeElement === document.body) link?.focus();
  slideUp(panel, PANEL_SLIDE_MS);
  link?.setAttribute('aria-expanded', 'false');
}

function removePageNotices(selector = PAGE_NOTICES): void {
  for (const notice of document.querySelectorAll(selector)) notice.remove();
}

/** The server's notices (through the one HTML sink), or one we wrote, where the plugin puts them: before the checkout form. */
function insertBeforeForm(widget: HTMLElement, content: string | HTMLElement): void {
  const form = widget.querySelector(CHECKOUT_FORM);
  if (!form) return;
  if (typeof content !== 'string') {
    form.before(content);
    return;
  }
  const holder = document.createElement('div');
  form.before(holder);
  setServerHtml(holder, trustServerHtml(content));
  holder.replaceWith(...holder.childNodes);
}

/** WooCommerce's inline coupon error (checkout.md §3.13), by the field, which takes focus. */
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

function clearCouponError(input: HTMLInputElement): void {
  document.getElementById(ERROR_ID)?.remove();
  input.classList.remove('has-error');
  input.removeAttribute('aria-invalid');
  if (input.getAttribute('aria-describedby') === ERROR_ID) input.removeAttribute('aria-describedby');
}
