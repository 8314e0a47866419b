/**
 * Elementor Pro's menu cart as `render_menu_cart` prints it (elementor-widgets.md §9.1): its
 * settings and the parts its handler drives. The empty mini cart inside is filled by the shop's
 * cart fragments, not by this widget.
 */
import { isOn, readSettings, type Parsed } from '../../page-builder/settings';

export interface MenuCartSettings {
  /** A side cart slides in over the page; a mini cart drops down under the toggle. */
  readonly cartType: 'side-cart' | 'mini-cart';
  readonly openOn: 'click' | 'mouseover';
  readonly openAutomatically: boolean;
}

export interface MenuCartParts {
  readonly toggleWrapper: HTMLElement;
  /** The full-page backdrop of the side cart; the dropdown's box for the mini cart. */
  readonly container: HTMLElement;
  readonly main: HTMLElement;
}

export const TOGGLE = '.elementor-menu-cart__toggle';
export const TOGGLE_BUTTON = '.elementor-menu-cart__toggle_button';
export const CLOSE_BUTTON = '.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom';
export const PRODUCTS = '.elementor-menu-cart__products';
export const COUNTER = `${TOGGLE_BUTTON} .elementor-button-icon-qty`;
export const SUBTOTAL = `${TOGGLE_BUTTON} .elementor-button-text`;
/** The subtotal row of the mini cart: Elementor's own template, or WooCommerce's. */
export const MINI_CART_SUBTOTAL = '.elementor-menu-cart__subtotal .woocommerce-Price-amount, .woocommerce-mini-cart__total .woocommerce-Price-amount';
export const SHOWN = 'elementor-menu-cart--shown';

/**
 * Null when the page hides the cart (`woocommerce_widget_cart_is_hidden` leaves the wrapper
 * empty): nothing to drive, and nothing wrong.
 */
export function parseMenuCart(widget: HTMLElement): Parsed<{ settings: MenuCartSettings; parts: MenuCartParts } | null> {
  const read = readSettings(widget);
  if (!read.ok) return read;
  const toggleWrapper = widget.querySelector<HTMLElement>('.elementor-menu-cart__toggle_wrapper');
  if (!toggleWrapper) return { ok: true, value: null };
  const container = toggleWrapper.querySelector<HTMLElement>('.elementor-menu-cart__container');
  const main = container?.querySelector<HTMLElement>('.elementor-menu-cart__main');
  if (!container || !main) return { ok: false, reason: 'its .elementor-menu-cart__container or .elementor-menu-cart__main is missing: the cart is left as served' };
  if (!toggleWrapper.querySelector(TOGGLE_BUTTON)) return { ok: false, reason: 'its toggle button (.elementor-menu-cart__toggle_button) is missing: the cart is left as served' };
  const settings = read.value;
  const typeClass = widget.classList.contains('elementor-menu-cart--cart-type-mini-cart');
  return {
    ok: true,
    value: {
      settings: {
        cartType: settings.cart_type === 'mini-cart' || (settings.cart_type === undefined && typeClass) ? 'mini-cart' : 'side-cart',
        openOn: settings.open_cart === 'mouseover' ? 'mouseover' : 'click',
        openAutomatically: isOn(settings.automatically_open_cart),
      },
      parts: { toggleWrapper, container, main },
    },
  };
}
