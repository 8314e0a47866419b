/**
 * What Elementor Pro's WooCommerce widgets share (its `handlers/base.js` and the globals they read,
 * elementor-widgets.md §1.3, §9): the sticky right column of the cart and checkout, equal heights
 * of side-by-side boxes, the hover-animation classes, the row above a purchase note, the
 * `_wp_http_referer` rewrite that lets WooCommerce's own calls re-render a widget, select2's
 * dropdown class, and the few fields of Elementor's configs they need. Read by hand, without the
 * schemas chunk (as breakpoints.ts does): the account and order pages' widgets need nothing else
 * from it.
 */
import { jquery } from '../core/jquery';
import { nextFrame } from '../core/paint';
import { isRecord } from '../core/record';
import type { Restorer } from '../core/restore';
import type { Scope } from '../core/scope';
import { isOn, toNumber, type Settings } from './settings';

// ---------------------------------------------------------------------------------------------
// Elementor's configs

export interface MenuCartUrls {
  readonly cartPageUrl: string;
  readonly checkoutPageUrl: string;
  readonly fragmentsNonce: string;
}

export interface ShopConfig {
  /** `ElementorProFrontendConfig.ajaxurl`: the menu cart's fragments and the checkout's login post there. */
  readonly ajaxUrl: string | null;
  /** `ElementorProFrontendConfig.woocommerce.menu_cart`. */
  readonly menuCart: MenuCartUrls | null;
  /** `woocommerce.productAddedToCart`: printed on the request that follows an add without AJAX. */
  readonly productAddedToCart: boolean;
}

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The shop fields of `ElementorProFrontendConfig` (elementor.md §1.4). Absent fields are null (a
 * page without the Pro config still opens and closes its carts); a field of the wrong shape is a
 * problem the caller reports, naming it.
 */
export function parseShopConfig(raw: unknown): { ok: true; value: ShopConfig } | { ok: false; reason: string } {
  if (raw === undefined) return { ok: true, value: { ajaxUrl: null, menuCart: null, productAddedToCart: false } };
  if (!isRecord(raw)) return { ok: false, reason: 'page global ElementorProFrontendConfig is not an object' };
  if (raw.ajaxurl !== undefined && !nonEmptyText(raw.ajaxurl)) return { ok: false, reason: 'ElementorProFrontendConfig.ajaxurl is not a URL' };
  const shop = raw.woocommerce;
  if (shop !== undefined && !isRecord(shop)) return { ok: false, reason: 'ElementorProFrontendConfig.woocommerce is not an object' };
  let menuCart: MenuCartUrls | null = null;
  const urls = shop?.menu_cart;
  if (urls !== undefined) {
    if (!isRecord(urls) || !nonEmptyText(urls.cart_page_url) || !nonEmptyText(urls.checkout_page_url) || typeof urls.fragments_nonce !== 'string') {
      return { ok: false, reason: 'ElementorProFrontendConfig.woocommerce.menu_cart needs cart_page_url, checkout_page_url and fragments_nonce' };
    }
    menuCart = { cartPageUrl: urls.cart_page_url, checkoutPageUrl: urls.checkout_page_url, fragmentsNonce: urls.fragments_nonce };
  }
  return {
    ok: true,
    value: { ajaxUrl: nonEmptyText(raw.ajaxurl) ? raw.ajaxurl : null, menuCart, productAddedToCart: shop?.productAddedToCart === true },
  };
}

export function readShopConfig(): ReturnType<typeof parseShopConfig> {
  return parseShopConfig((window as unknown as Record<string, unknown>).ElementorProFrontendConfig);
}

/** `elementorFrontendConfig.post.id` (elementor.md §1.4): the page's id, or null off singular pages and when absent. */
export function parsePageId(raw: unknown): string | null {
  const post = isRecord(raw) ? raw.post : undefined;
  const id = isRecord(post) ? post.id : undefined;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return String(id);
  return typeof id === 'string' && /^[1-9]\d*$/.test(id) ? id : null;
}

export function readPageId(): string | null {
  return parsePageId((window as unknown as Record<string, unknown>).elementorFrontendConfig);
}

// ---------------------------------------------------------------------------------------------
// `_wp_http_referer`

const REFERER_INPUT = '[name="_wp_http_referer"]';

/**
 * The current URL with `elementorPageId` and `elementorWidgetId` (base.js `updateWpReferers`):
 * WooCommerce posts the form's `_wp_http_referer` in `update_order_review`, and Elementor's
 * server reads them back to render this widget's parts of the answer. The fragment never reaches
 * a server, so it is left out.
 */
export function refererUrl(current: string, pageId: string, widgetId: string): string {
  const url = new URL(current);
  url.hash = '';
  url.searchParams.set('elementorPageId', pageId);
  url.searchParams.set('elementorWidgetId', widgetId);
  return url.toString();
}

/** Every referer field inside the widget now (the forms it holds are replaced as the cart changes). */
export function rewriteReferers(widget: HTMLElement, url: string, restorer: Restorer): void {
  for (const input of widget.querySelectorAll<HTMLInputElement>(REFERER_INPUT)) {
    if (input.getAttribute('value') === url) continue;
    restorer.attributes(input, 'value');
    input.setAttribute('value', url);
  }
}

// ---------------------------------------------------------------------------------------------
// Hover animations, purchase notes

/** `elementor-animation-{name}` for a hover-animation setting; null when none or not a class name. */
export function hoverAnimationClass(name: unknown): string | null {
  return typeof name === 'string' && /^[a-z][a-z0-9-]*$/i.test(name) ? `elementor-animation-${name}` : null;
}

/** Adds the class to every match inside `root` (the plugin's markup is replaced as carts change: call again then). */
export function applyHoverAnimation(root: ParentNode, selector: string, animation: unknown, restorer: Restorer): void {
  const className = hoverAnimationClass(animation);
  if (!className) return;
  for (const element of root.querySelectorAll(selector)) {
    if (element.classList.contains(className)) continue;
    restorer.classes(element, className);
    element.classList.add(className);
  }
}

export const PURCHASE_NOTE_BELOW = 'product-purchase-note-is-below';

/**
 * The order table's row above a purchase note loses its bottom padding (base.js
 * `removePaddingBetweenPurchaseNote`): the note reads as part of its product.
 */
export function markRowsAbovePurchaseNotes(root: ParentNode, noteSelector: string, restorer: Restorer): void {
  for (const note of root.querySelectorAll(noteSelector)) {
    const row = note.previousElementSibling;
    if (!row) continue;
    for (const cell of row.children) {
      if (cell.tagName !== 'TD' || cell.classList.contains(PURCHASE_NOTE_BELOW)) continue;
      restorer.classes(cell, PURCHASE_NOTE_BELOW);
      cell.classList.add(PURCHASE_NOTE_BELOW);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sticky right column

const STICKY_COLUMN = '.e-sticky-right-column';
export const STICKY_COLUMN_ACTIVE = 'e-sticky-right-column--active';

/** The column's `top`: the widget's offset, plus WordPress's admin bar while it is fixed. */
export function stickyTop(offset: number, adminBar: { fixed: boolean; height: number } | null): number {
  return offset + (adminBar?.fixed ? adminBar.height : 0);
}

/**
 * base.js `activateStickyRightColumn`, with `sticky_right_column` on. The admin bar is measured in
 * the next frame, where its layout is computed anyway; sticky positioning moves nothing until the
 * shopper scrolls.
 */
export function stickRightColumn(widget: HTMLElement, settings: Settings, scope: Scope, restorer: Restorer): void {
  if (!isOn(settings.sticky_right_column)) return;
  const columns = [...widget.querySelectorAll<HTMLElement>(STICKY_COLUMN)];
  if (!columns.length) return;
  const offset = toNumber(settings.sticky_right_column_offset, 0);
  void nextFrame(scope).then(() => {
    if (scope.disposed) return;
    const bar = document.getElementById('wpadminbar');
    const top = stickyTop(offset, bar ? { fixed: getComputedStyle(bar).position === 'fixed', height: bar.offsetHeight } : null);
    for (const column of columns) {
      restorer.classes(column, STICKY_COLUMN_ACTIVE);
      restorer.attributes(column, 'style');
      column.classList.add(STICKY_COLUMN_ACTIVE);
      column.style.top = `${top}px`;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Equal heights

/**
 * The height each box is given: the tallest of the boxes that share its row (the same top), or
 * null for a box alone in its row. base.js equalises every box, also when they are stacked (one
 * column on a phone), which only adds empty space under the shorter ones and pushes the page down.
 */
export function rowHeights(boxes: readonly { top: number; height: number }[]): (number | null)[] {
  return boxes.map((box) => {
    const row = boxes.filter((other) => Math.abs(other.top - box.top) < 1);
    if (row.length < 2) return null;
    const tallest = Math.max(...row.map((other) => other.height));
    return tallest > 0 ? tallest : null;
  });
}

/**
 * Equal heights for the boxes `find` returns, at most once a frame however often it is asked
 * (a resize, each keystroke in a field that grows a box): our own heights are dropped, every box
 * is measured in one pass, then written in one. A `min-height` rather than base.js's `height`, so a
 * box whose content grows later (a validation message) is never cut off.
 */
export function equalHeights(find: () => HTMLElement[], scope: Scope, restorer: Restorer): () => void {
  let pending = false;
  const ours = new Set<HTMLElement>();
  const run = () => {
    pending = false;
    if (scope.disposed) return;
    const boxes = find();
    for (const box of ours) box.style.removeProperty('min-height');
    ours.clear();
    const measured = boxes.map((box) => ({ top: box.getBoundingClientRect().top, height: box.offsetHeight }));
    const heights = rowHeights(measured);
    boxes.forEach((box, index) => {
      const height = heights[index];
      if (height === null || height === undefined || height <= measured[index]!.height) return;
      restorer.attributes(box, 'style');
      box.style.minHeight = `${height}px`;
      ours.add(box);
    });
  };
  return () => {
    if (pending || scope.disposed) return;
    pending = true;
    void nextFrame(scope).then(run);
  };
}

// ---------------------------------------------------------------------------------------------
// select2

/**
 * base.js tags select2's dropdown (appended to body, outside the widget) so the widget's styles
 * reach it. Only where the page runs select2, which is jQuery's.
 */
export function tagSelect2Dropdowns(scope: Scope): void {
  const $ = jquery();
  if (!$) return;
  const handler = (event: { target: EventTarget | null }) => {
    const select2 = $(event.target).data().select2 as { $dropdown?: { addClass?: (name: string) => unknown } } | undefined;
    select2?.$dropdown?.addClass?.('e-woo-select2-wrapper');
  };
  const bound = $(document);
  bound.on('select2:open', handler);
  scope.add(() => void bound.off('select2:open', handler));
}
