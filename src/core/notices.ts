import { scrollToNotices } from './motion';
import type { Scope } from './scope';
import { FOCUS_ALERT_DELAY_MS } from './timings';

/**
 * Shop notices built from text (never HTML), in WooCommerce's markup so theme CSS applies:
 * `div.woocommerce-error[role=alert]` or `div.woocommerce-message[role=alert]`, placed in the
 * first `.woocommerce-notices-wrapper`. Spec §9: scroll 100 px above it over 1 s, focus after 500 ms.
 */

export type NoticeKind = 'error' | 'message' | 'info';

export function noticesWrapper(): HTMLElement {
  let wrapper = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper');
  if (!wrapper) {
    wrapper = document.createElement('div');
    wrapper.className = 'woocommerce-notices-wrapper';
    const main = document.querySelector('main, #main, .site-main, .woocommerce') ?? document.body;
    main.prepend(wrapper);
  }
  return wrapper;
}

/** The scroll and the delayed focus belong to the widget's `scope`: they stop with it. */
export function showNotice(kind: NoticeKind, message: string, scope: Scope): HTMLElement {
  const wrapper = noticesWrapper();
  // A div even for errors: WooCommerce's `ul[role=alert] > li` fails axe (a list cannot be an
  // alert); the class is what themes style.
  const notice = document.createElement('div');
  notice.className = kind === 'error' ? 'woocommerce-error' : kind === 'info' ? 'woocommerce-info' : 'woocommerce-message';
  notice.textContent = message;
  notice.setAttribute('role', 'alert');
  notice.tabIndex = -1;
  // One notice of ours at a time: a second failure replaces the first instead of stacking.
  wrapper.querySelector('[data-storefront-notice]')?.remove();
  notice.dataset.storefrontNotice = '';
  wrapper.prepend(notice);
  scrollToNotices(notice, scope.signal);
  scope.timeout(() => {
    if (notice.isConnected) notice.focus({ preventScroll: true });
  }, FOCUS_ALERT_DELAY_MS);
  return notice;
}
