import * as storage from '../../core/storage';
import type { WidgetContext } from '../../core/types';
import { STORE_NOTICE } from '../../selectors';
import { clickOnSpace, closestTarget } from '../../core/delegate';

const DISMISS_SELECTOR = '.woocommerce-store-notice__dismiss-link';

/** The cookie is named from the first notice's id, so a new notice text shows again (WC #21963). */
export function noticeCookieName(noticeId: string | undefined): string {
  return `store_notice${noticeId ?? ''}`;
}

/**
 * Site-wide store notice: shown until dismissed, then hidden for the session through a cookie at
 * the site root (spec §3, §9).
 */
export async function start(_body: HTMLElement, ctx: WidgetContext): Promise<void> {
  const { scope } = ctx;
  const notices = findNotices();
  const cookieName = noticeCookieName(notices[0]?.dataset.noticeId);

  const setShown = (shown: boolean) => {
    for (const notice of notices) {
      // The server hides it with an inline style; dropping that shows it with the theme's own
      // display. (No computed-style check: on a long listing it forces a full style recalc.)
      if (shown) notice.style.removeProperty('display');
      else notice.style.display = 'none';
    }
    // The theme pads the page for the notice; a dismissed notice must not leave the gap (WC #25331).
    if (!shown) document.body.classList.remove('woocommerce-demo-store');
  };

  // The server printed it hidden, so nothing flashes while the cookie is read.
  const dismissed = (await storage.readCookieAsync(cookieName)) === 'hidden';
  if (scope.disposed) return;
  if (dismissed) {
    setShown(false);
    return;
  }
  setShown(true);

  const dismiss = (event: Event) => {
    const link = closestTarget(event, DISMISS_SELECTOR);
    if (!link) return;
    event.preventDefault();
    storage.writeCookie(cookieName, 'hidden', { path: '/' });
    setShown(false);
    scope.dispose();
  };
  scope.on(document.body, 'click', dismiss);
  // The link has role=button: Space must activate it too (Enter already clicks a link).
  clickOnSpace(scope, DISMISS_SELECTOR);
}

/**
 * WooCommerce prints the notice in wp_footer, as a child of <body>: looking there first spares a
 * walk of the whole document on a long listing. Themes that move it are still found.
 */
function findNotices(): HTMLElement[] {
  const isNotice = (element: Element): element is HTMLElement => element.matches(STORE_NOTICE);
  const atTop = [...document.body.children].filter(isNotice);
  return atTop.length ? atTop : [...document.querySelectorAll<HTMLElement>(STORE_NOTICE)];
}
