/**
 * Elementor Pro's notices widget (elementor-widgets.md §9.4): the shop's notices, wherever
 * WooCommerce or a plugin puts them, are gathered at the top of the widget when it starts and
 * whenever the cart or the checkout says it showed some, and the page scrolls to them.
 *
 * Decided against the plugin: it scrolls at load whenever the page has a notice, and on every
 * checkout update while one is on the page (its `.form.checkout` fallback never matches, which
 * is the only reason it does not scroll with none). Ours gathers at load without scrolling (the
 * shopper has just arrived at the top of the page, where the widget usually is, and Back keeps
 * its own position), and scrolls only to notices an event brought that are out of view, instantly
 * under reduced motion. It moves a notice group whole: the plugin's selector also matches the
 * notices inside a group and pulls them out of it.
 */
import * as bus from '../../core/bus';
import { scrollWindowTo } from '../../core/motion';
import { onPageEvent } from '../../core/page-events';
import { createRestorer } from '../../core/restore';
import { SHOP_NOTICES_SCROLL_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { noticeScrollTop } from './logic';

const WRAPPER = '.e-woocommerce-notices-wrapper';
const LOADING = 'e-woocommerce-notices-wrapper-loading';
const GROUP = '.woocommerce-NoticeGroup';
const NOTICE = `${GROUP}, .wc-block-components-notice-banner, .woocommerce-error, .woocommerce-message, .woocommerce-info`;
/** The cart's and the checkout's events after which notices may have been shown (WooCommerce's cart.js and checkout.js). */
const BUS_EVENTS = ['updated_wc_div', 'updated_checkout', 'applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'checkout_error'] as const;
const CART_EVENTS = ['updated_cart_totals', 'applied_coupon', 'removed_coupon'] as const;

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const wrapper = widget.querySelector<HTMLElement>(WRAPPER);
  if (!wrapper) return ctx.report('its .e-woocommerce-notices-wrapper is missing: the notices are left where they are');
  const { scope } = ctx;
  const restorer = createRestorer();
  const moved: { notice: Element; parent: Node; next: Node | null }[] = [];
  // Notices go back where they were: the page as served, or as a script left it.
  scope.add(() => {
    for (const { notice, parent, next } of moved.reverse()) {
      if (notice.parentNode === wrapper && parent.isConnected) parent.insertBefore(notice, next?.parentNode === parent ? next : null);
    }
    restorer.restore();
  });

  const gather = (scroll: boolean) => {
    // Another notices widget's are its own; a notice inside a notice moves with it.
    const loose = [...document.querySelectorAll(NOTICE)].filter(
      (notice) => !notice.closest(WRAPPER) && !notice.parentElement?.closest(NOTICE),
    );
    if (!loose.length) return;
    const active = document.activeElement;
    for (const notice of loose) if (notice.parentNode) moved.push({ notice, parent: notice.parentNode, next: notice.nextSibling });
    wrapper.prepend(...loose);
    // Moving a node takes focus off it: a notice the page had focused (an alert) keeps it.
    if (active instanceof HTMLElement && loose.some((notice) => notice.contains(active))) active.focus({ preventScroll: true });
    if (!scroll) return;
    const top = noticeScrollTop(loose[0]!.getBoundingClientRect(), window.scrollY, document.documentElement.clientHeight);
    if (top !== null) scrollWindowTo(top, SHOP_NOTICES_SCROLL_MS, scope.signal);
  };

  gather(false);
  restorer.classes(wrapper, LOADING);
  wrapper.classList.remove(LOADING);
  for (const name of BUS_EVENTS) scope.add(bus.on(name, () => gather(true)));
  for (const name of CART_EVENTS) onPageEvent(scope, document.body, name, () => gather(true));
}
