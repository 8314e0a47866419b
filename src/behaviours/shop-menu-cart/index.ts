/**
 * Elementor Pro's menu cart (elementor-widgets.md §9.1): the header's cart button and the cart it
 * opens. The side cart is a dialog on the overlay layer (focus moved in and given back, Escape,
 * a click on the backdrop, the page inert and not scrolling); the mini cart is a disclosure
 * dropping down under the toggle. They open on click, or when the pointer rests on the toggle
 * (`open_cart: mouseover`), and after an add to cart with `automatically_open_cart`.
 *
 * The cart inside is the shop's mini cart, filled and kept by the cart fragments (WooCommerce's
 * answers and the cart-fragments widget): this widget asks the shop nothing while the toggle's
 * counter follows the cart signal, as it does whenever the shop's fragments carry the toggle
 * (Pro's fragment filter). Only a toggle left out of step sends the plugin's own fragments call.
 */
import * as bus from '../../core/bus';
import { loadChunk } from '../../core/chunk';
import { clickOnSpace, closestTarget } from '../../core/delegate';
import { MINI_CART_SELECTOR } from '../../core/events';
import { text } from '../../core/i18n';
import { openOverlay, type Overlay } from '../../core/overlay';
import { nextFrame } from '../../core/paint';
import { createRestorer } from '../../core/restore';
import { cart, openOverlays, type CartSnapshot } from '../../core/signals';
import type { WidgetContext } from '../../core/types';
import { sameSiteUrl } from '../../core/urls';
import { readShopConfig } from '../../page-builder/shop-widgets';
import { isCartOrCheckoutPage, productsMaxHeight, templateIds, toggleClick, toggleUpdate, type OpenedBy } from './logic';
import { CLOSE_BUTTON, COUNTER, MINI_CART_SUBTOTAL, parseMenuCart, PRODUCTS, SHOWN, SUBTOTAL, TOGGLE, TOGGLE_BUTTON } from './parse';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseMenuCart(widget);
  if (!parsed.ok) return ctx.report(parsed.reason);
  if (!parsed.value) return;
  const config = readShopConfig();
  if (!config.ok) return ctx.report(`${config.reason}: the cart is left as served`);
  const { settings, parts } = parsed.value;
  const { toggleWrapper, container, main } = parts;
  const { menuCart, ajaxUrl, productAddedToCart } = config.value;
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const side = settings.cartType === 'side-cart';
  const toggleButton = () => widget.querySelector<HTMLElement>(TOGGLE_BUTTON);
  const cartUrl = menuCart && isCartOrCheckoutPage(location.href, menuCart) ? sameSiteUrl(menuCart.cartPageUrl) : null;

  let openedBy: OpenedBy | null = null;
  let overlay: Overlay | null = null;

  // The toggle is replaced whenever a fragment carries it: what we say about it is said again.
  const decorateToggle = () => {
    const button = toggleButton();
    if (!button) return;
    restorer.attributes(button, 'href', 'role', 'aria-expanded', 'aria-controls', 'aria-haspopup');
    if (cartUrl) {
      button.setAttribute('href', cartUrl);
      button.removeAttribute('aria-expanded');
      return;
    }
    button.setAttribute('role', 'button');
    button.setAttribute('aria-expanded', String(openedBy !== null));
    if (main.id) button.setAttribute('aria-controls', main.id);
    if (side) button.setAttribute('aria-haspopup', 'dialog');
  };
  const watcher = new MutationObserver(decorateToggle);
  watcher.observe(toggleWrapper, { childList: true });
  scope.add(() => watcher.disconnect());

  startToggleSync(widget, main, { ajaxUrl, nonce: menuCart?.fragmentsNonce ?? null }, ctx, () => {
    if (openedBy && !side) governHeight();
  });

  if (cartUrl) {
    decorateToggle();
    return;
  }

  restorer.attributes(container, 'aria-hidden', 'inert');
  restorer.attributes(main, 'aria-hidden', 'id', 'role', 'aria-modal', 'aria-label');
  restorer.classes(widget, SHOWN);
  if (!main.id) main.id = `menu-cart-${widget.dataset.id ?? ''}`;
  if (side) {
    main.setAttribute('role', 'dialog');
    main.setAttribute('aria-modal', 'true');
    main.setAttribute('aria-label', toggleButton()?.querySelector('.elementor-screen-only')?.textContent?.trim() || text('menu_cart'));
  }
  // The plugin's close "button" is a bare div: a button for the keyboard and assistive technology.
  const closeButton = main.querySelector<HTMLElement>(CLOSE_BUTTON);
  if (closeButton) {
    restorer.attributes(closeButton, 'role', 'tabindex', 'aria-label');
    closeButton.setAttribute('role', 'button');
    closeButton.tabIndex = 0;
    closeButton.setAttribute('aria-label', text('close'));
  }

  const show = (shown: boolean) => {
    widget.classList.toggle(SHOWN, shown);
    container.setAttribute('aria-hidden', String(!shown));
    main.setAttribute('aria-hidden', String(!shown));
    // Closed, the cart is only scaled to nothing: its links would still take Tab.
    container.inert = !shown;
    toggleButton()?.setAttribute('aria-expanded', String(shown));
  };
  decorateToggle();
  show(false);

  // Before the shop's fragments have filled it (a first visit makes no cart request), the mini
  // cart is an empty box: an empty cart says so; a cart with items is asked for.
  let askedForCart = false;
  const fillEmptyCart = () => {
    const content = main.querySelector<HTMLElement>(MINI_CART_SELECTOR);
    if (!content || content.childElementCount > 0 || content.textContent?.trim()) return;
    if (widget.querySelector<HTMLElement>(COUNTER)?.dataset.counter === '0') {
      restorer.children(content);
      const message = document.createElement('div');
      message.className = 'woocommerce-mini-cart__empty-message';
      message.textContent = text('menu_cart_empty');
      content.append(message);
    } else if (!askedForCart) {
      askedForCart = true;
      bus.emit('wc_fragment_refresh', {});
    }
  };

  let heightPending = false;
  const governHeight = () => {
    if (side || heightPending) return;
    heightPending = true;
    void nextFrame(scope).then(() => {
      heightPending = false;
      if (scope.disposed || !openedBy) return;
      const products = main.querySelector<HTMLElement>(PRODUCTS);
      const toggle = widget.querySelector<HTMLElement>(TOGGLE);
      if (!products || !toggle) return;
      restorer.attributes(products, 'style');
      products.style.removeProperty('max-height');
      const toggleRect = toggle.getBoundingClientRect();
      products.style.maxHeight = `${productsMaxHeight({
        viewportHeight: document.documentElement.clientHeight,
        toggleTop: toggleRect.top,
        toggleHeight: toggleRect.height,
        mainMarginTop: Number.parseFloat(getComputedStyle(main).marginTop) || 0,
        mainScrollHeight: main.scrollHeight,
        productsHeight: products.getBoundingClientRect().height,
      })}px`;
    });
  };

  const open = (by: OpenedBy) => {
    if (openedBy) {
      if (by === 'click' && openedBy === 'hover') {
        openedBy = 'click';
        overlay?.focus();
      }
      return;
    }
    openedBy = by;
    show(true);
    fillEmptyCart();
    if (side) {
      overlay = openOverlay(scope, {
        name: 'menu-cart',
        container,
        dialog: main,
        // The pointer resting on the toggle is no reason to take the keyboard's place away.
        moveFocus: by !== 'hover',
        // After an add to cart, focus goes back to the product's button; otherwise to the toggle.
        ...(by === 'auto' ? {} : { returnFocus: toggleButton }),
        onDismiss: () => close(),
      });
    } else governHeight();
  };

  const close = () => {
    if (!openedBy) return;
    openedBy = null;
    if (overlay) {
      overlay.close();
      overlay = null;
    } else if (main.contains(document.activeElement)) toggleButton()?.focus();
    show(false);
  };

  scope.on(widget, 'click', (event) => {
    if (closestTarget(event, TOGGLE_BUTTON)) {
      event.preventDefault();
      const action = toggleClick(openedBy);
      if (action === 'close') close();
      else open('click');
      return;
    }
    if (closestTarget(event, CLOSE_BUTTON)) {
      event.preventDefault();
      close();
    }
  });
  clickOnSpace(scope, `${TOGGLE_BUTTON}, ${CLOSE_BUTTON}`, widget);
  scope.on(widget, 'keydown', (event) => {
    if (event.key === 'Enter' && closestTarget(event, CLOSE_BUTTON)) {
      event.preventDefault();
      close();
    }
  });

  if (settings.openOn === 'mouseover') {
    // A touch has no hover: it opens with its click, which a tap also sends.
    scope.on(widget, 'pointerover', (event) => {
      if (event.pointerType !== 'touch' && closestTarget(event, TOGGLE_BUTTON)) open('hover');
    });
    scope.on(toggleWrapper, 'pointerleave', () => {
      if (openedBy === 'hover' && !toggleWrapper.contains(document.activeElement)) close();
    });
  }

  if (!side) {
    // The side cart's Escape and backdrop clicks are the overlay layer's; the dropdown's are ours.
    scope.on(document, 'keydown', (event) => {
      if (openedBy && (event.key === 'Escape' || event.key === 'Esc') && !event.defaultPrevented) close();
    });
    scope.on(document, 'click', (event) => {
      if (!openedBy) return;
      const path = event.composedPath();
      const toggle = widget.querySelector(TOGGLE);
      if (!path.includes(main) && !(toggle && path.includes(toggle))) close();
    });
    scope.on(widget, 'focusout', (event) => {
      const next = event.relatedTarget;
      if (openedBy && next instanceof Node && !widget.contains(next)) close();
    });
    scope.on(window, 'resize', () => {
      if (openedBy) governHeight();
    });
  }

  const openAutomatically = () => {
    if (!settings.openAutomatically || openedBy) return;
    // A copy of the cart the layout hides (the desktop header's on a phone), or a second side
    // cart over the first, would take the keyboard to something the shopper cannot see.
    if (typeof widget.checkVisibility === 'function' && !widget.checkVisibility()) return;
    if (side && openOverlays.value.some((open) => open.name === 'menu-cart')) return;
    open('auto');
  };
  scope.add(bus.on('added_to_cart', openAutomatically));
  if (productAddedToCart) openAutomatically();
}

/**
 * The toggle's counter and subtotal follow the cart signal (see logic.ts `toggleUpdate`). They are
 * the shop's content, like the fragments that usually write them: never put back on dispose.
 */
function startToggleSync(
  widget: HTMLElement,
  main: HTMLElement,
  call: { ajaxUrl: string | null; nonce: string | null },
  ctx: WidgetContext,
  changed: () => void,
): void {
  const { scope } = ctx;
  const askServer = () => {
    const ajaxUrl = sameSiteUrl(call.ajaxUrl);
    const { nonce } = call;
    if (!ajaxUrl || nonce === null) return;
    const templates = templateIds([...document.querySelectorAll<HTMLElement>('.elementor[data-elementor-id]')].map((element) => element.dataset.elementorId));
    loadChunk('menu-cart-fragments', () => import('./fragments'))
      .then(async ({ applyMenuCartFragments, fetchMenuCartFragments }) => {
        if (scope.disposed) return;
        const fragments = await fetchMenuCartFragments({ ajaxUrl, nonce, templates }, scope.signal);
        if (scope.disposed) return;
        if (!fragments) return ctx.report('elementor_menu_cart_fragments refused its nonce (ElementorProFrontendConfig.woocommerce.menu_cart.fragments_nonce): the cart button may show an old total');
        applyMenuCartFragments(fragments, ctx.report);
      })
      .catch((error: unknown) => {
        if (!scope.disposed) ctx.report('the menu cart fragments could not be loaded: the cart button may show an old total', error);
      });
  };

  const follow = (snapshot: CartSnapshot | null) => {
    if (!snapshot || scope.disposed) return;
    changed();
    const counter = widget.querySelector<HTMLElement>(COUNTER);
    if (!counter) return;
    const subtotal = main.querySelector(MINI_CART_SELECTOR)?.querySelector(MINI_CART_SUBTOTAL);
    const update = toggleUpdate(counter.dataset.counter, snapshot.count, !!subtotal);
    if (update === 'in-step') return;
    counter.dataset.counter = String(snapshot.count);
    counter.textContent = String(snapshot.count);
    const label = widget.querySelector(SUBTOTAL);
    if (update === 'from-mini-cart' && subtotal && label) label.replaceChildren(subtotal.cloneNode(true));
    else askServer();
  };
  scope.add(cart.subscribe(follow));
}
