import type { MenuCartUrls } from '../../page-builder/shop-widgets';

/**
 * The cart or the checkout page, where the toggle is a plain link to the cart (the shopper is
 * already looking at the cart, or paying for it) instead of opening a second copy of it. The
 * plugin means this too but tests `isCart && isCheckout` (elementor-widgets.md §9.1), true only
 * on a page that is both, so it never happens; ours tests either. URLs compare as the plugin
 * compares them: without the query unless the cart's own URL has one; never with the fragment.
 */
export function isCartOrCheckoutPage(href: string, urls: Pick<MenuCartUrls, 'cartPageUrl' | 'checkoutPageUrl'>): boolean {
  const current = new URL(href);
  current.hash = '';
  const compared = urls.cartPageUrl.includes('?') ? current.href : current.origin + current.pathname;
  return compared === urls.cartPageUrl || compared === urls.checkoutPageUrl;
}

/** How the cart was opened: a click or key, the pointer resting on the toggle, or an add to cart. */
export type OpenedBy = 'click' | 'hover' | 'auto';

/**
 * A click on the toggle. The plugin's hover mode only ever opens on click, so a touch that opened
 * it cannot close it and a key press does nothing more; ours: a click closes a cart a click or an
 * add opened, and pins one the pointer opened (the mouse user who clicks expects it to stay, and
 * a keyboard user gets focus moved in).
 */
export function toggleClick(openedBy: OpenedBy | null): 'open' | 'pin' | 'close' {
  if (!openedBy) return 'open';
  return openedBy === 'hover' ? 'pin' : 'close';
}

/**
 * The toggle against the cart the shop's fragments just showed (the cart signal). In step when
 * its counter says the cart's count; WooCommerce's fragments carry the toggle's subtotal and
 * counter (Pro's `woocommerce_add_to_cart_fragments` filter), so that is the usual case and
 * nothing is asked. Otherwise the counter is written from the cart, and the subtotal from the mini
 * cart's subtotal row when it has one (a cart with items); else only the plugin's own fragments
 * call can say it (an emptied cart shows no subtotal row).
 */
export function toggleUpdate(counter: string | undefined, count: number, miniCartHasSubtotal: boolean): 'in-step' | 'from-mini-cart' | 'ask-server' {
  if (counter === String(count)) return 'in-step';
  return count > 0 && miniCartHasSubtotal ? 'from-mini-cart' : 'ask-server';
}

/** The mini cart dropdown's least and bottom room (menu-cart.js `governDropdownHeight`). */
export const PRODUCTS_MIN_HEIGHT = 120;
export const DROPDOWN_BOTTOM_SPACE = 30;

export interface DropdownMetrics {
  readonly viewportHeight: number;
  readonly toggleTop: number;
  readonly toggleHeight: number;
  readonly mainMarginTop: number;
  readonly mainScrollHeight: number;
  readonly productsHeight: number;
}

/** The product list's `max-height`: what fits under the toggle once the rest of the dropdown is counted. */
export function productsMaxHeight(m: DropdownMetrics): number {
  const rest = m.mainScrollHeight - m.productsHeight;
  return Math.max(PRODUCTS_MIN_HEIGHT, m.viewportHeight - m.toggleTop - m.toggleHeight - m.mainMarginTop - rest - DROPDOWN_BOTTOM_SPACE);
}

/**
 * The documents on the page, as Elementor's documents manager lists them (`templates[]` of the
 * fragments call): each id once, in page order.
 */
export function templateIds(ids: readonly (string | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => !!id && /^\d+$/.test(id)))];
}
