/**
 * The page builder's post listings (elementor-widgets.md §7, elementor.md §4.5): posts, archive
 * posts, the portfolio and the loop grid share the posts handler's grid (columns, masonry, fitted
 * thumbnails) and the load-more handler's paging. Their rules as numbers and strings; no DOM.
 */
import { responsiveValue, toNumber, type Parsed, type Settings } from '../settings';

export type LoadMoreMode = 'click' | 'infinite';

/** `pagination_type`: only its two load-more values start the load-more handler. */
export function loadMoreMode(paginationType: unknown): LoadMoreMode | null {
  if (paginationType === 'load_more_on_click') return 'click';
  if (paginationType === 'load_more_infinite_scroll') return 'infinite';
  return null;
}

/** The numbered types whose links the loop grid can load in place (`pagination_load_type: ajax`). */
export function paginatesInPlace(settings: Settings): boolean {
  const type = settings.pagination_type;
  return settings.pagination_load_type === 'ajax' && (type === 'numbers' || type === 'prev_next' || type === 'numbers_and_prev_next');
}

/** An Elementor element id as the server validates it (elementor.md §4.4): letters and digits. */
export const ELEMENT_ID = /^[a-z0-9]{1,20}$/i;

/**
 * The columns for a device: a whole number of at least 1, or null where the settings have none
 * (the full-content skin reads the classic skin's keys, which its widget never prints).
 */
export function columnsFor(settings: Settings, key: string, device: string, order: readonly string[]): number | null {
  const value = toNumber(responsiveValue(settings, key, device, order), Number.NaN);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : null;
}

/** The posts handler runs its masonry only with the switch on and at least two columns. */
export function masonryRuns(on: boolean, columns: number | null): boolean {
  return on && columns !== null && columns >= 2;
}

/**
 * The masonry as the page builder's Masonry util leaves it, computed instead of measured item by
 * item: each item after the first row is pulled up (a negative margin-top) to sit `gap` under the
 * item above it in its column. `heights` are the items' outer heights in order, as the grid
 * places them (one per cell, row by row). The grid's row tracks follow the margins: a track is as
 * tall as its lowest item reaches below the row's top (never less than nothing), and the next row
 * starts `gap` under it, which is where the util would have read each item's position.
 */
export function masonryMargins(heights: readonly number[], columns: number, gap: number): number[] {
  const count = Math.floor(columns);
  const margins = heights.map(() => 0);
  if (!(count >= 2)) return margins;
  const columnBottom: number[] = [];
  let rowTop = 0;
  for (let start = 0; start < heights.length; start += count) {
    let rowBottom = rowTop;
    for (let column = 0; column < count && start + column < heights.length; column++) {
      const height = heights[start + column]!;
      const top = start === 0 ? 0 : columnBottom[column]!;
      margins[start + column] = top - rowTop;
      columnBottom[column] = top + height + gap;
      rowBottom = Math.max(rowBottom, top + height);
    }
    rowTop = rowBottom + gap;
  }
  return margins;
}

/** The item ratio control writes its number as the widget's `::after` content; any digit means a ratio. */
export function hasItemRatio(afterContent: string): boolean {
  return /\d/.test(afterContent);
}

export interface Size {
  width: number;
  height: number;
}

/**
 * `elementor-fit-height` on a thumbnail: the image is relatively wider than its box, so it is
 * fitted by height. Null while either size is unknown (an image not loaded yet).
 */
export function fitsHeight(box: Size, natural: Size): boolean | null {
  if (!(box.width > 0 && box.height > 0 && natural.width > 0 && natural.height > 0)) return null;
  return natural.height / natural.width < box.height / box.width;
}

// ---- paging ---------------------------------------------------------------------------------

/** The load-more anchor's state: `data-page`, `data-max-page` and `data-next-page`. */
export interface Paging {
  page: number;
  maxPage: number;
  /** The next page's address on this site; null at the end. */
  next: string | null;
}

const WHOLE = /^\s*\d{1,6}\s*$/;

/**
 * Reads the anchor's attributes. `resolve` turns an address into one on this site (null for
 * anything else); an address is needed only while pages are left.
 */
export function readPaging(page: string | null, maxPage: string | null, next: string | null, resolve: (url: string | null) => string | null): Parsed<Paging> {
  if (!page || !maxPage || !WHOLE.test(page) || !WHOLE.test(maxPage) || Number(page) < 1) {
    return { ok: false, reason: `its .e-load-more-anchor needs whole page numbers in data-page and data-max-page (they are ${JSON.stringify(page)} and ${JSON.stringify(maxPage)})` };
  }
  const paging: Paging = { page: Number(page), maxPage: Number(maxPage), next: resolve(next) };
  if (!atLastPage(paging) && !paging.next) {
    return { ok: false, reason: `its .e-load-more-anchor data-next-page is not a page of this site (it is ${JSON.stringify(next)})` };
  }
  return { ok: true, value: paging };
}

/** The page builder stops at `data-page == data-max-page`; a page past the last is the end too. */
export function atLastPage(paging: Paging): boolean {
  return paging.page >= paging.maxPage;
}

/**
 * The state after a page came in: one page on, with the address that page's anchor gives for the
 * next. A page that leaves pages to come without saying where the next is cannot be followed.
 */
export function pagingAfter(paging: Paging, next: string | null): Parsed<Paging> {
  const after: Paging = { page: paging.page + 1, maxPage: paging.maxPage, next };
  if (!atLastPage(after) && !next) return { ok: false, reason: 'the next page names no page after it' };
  return { ok: true, value: after };
}

/**
 * What identifies a listed item across pages: the loop item's `e-loop-item-{id}`, else WordPress's
 * `post-{id}` class. A post published while the shopper reads shifts every page by one, so the
 * next page starts with the last item already listed.
 */
export function itemKey(classes: Iterable<string>): string | null {
  let post: string | null = null;
  for (const name of classes) {
    if (/^e-loop-item-\d+$/.test(name)) return name;
    if (post === null && /^post-\d+$/.test(name)) post = name;
  }
  return post;
}

/** Which of the incoming items are new to the listing (and not repeated among themselves). */
export function freshItems(listed: Iterable<string>, incoming: readonly (string | null)[]): boolean[] {
  const seen = new Set(listed);
  return incoming.map((key) => {
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---- the loop grid's page links ----------------------------------------------------------------

/** WordPress's own page variables, read by the archive and the singular page's links. */
const PAGE_VARIABLES = ['paged', 'page'] as const;

/**
 * The address after a page link loaded in place (elementor.md §4.5 step 2): the page's address
 * with the link's parameters set over it, and the grid's `e-page-{id}` (or WordPress's `paged` and
 * `page`) dropped when the link has none (page 1). The page builder kept the page's own path, so a
 * path-style link (`/blog/page/2/`, `/about/2/`) left no trace in the address; the link's path is
 * kept here, so Back, a reload and a shared link show the same page.
 */
export function urlForPageLink(current: string, link: string, widgetId: string): string {
  const url = new URL(current);
  const target = new URL(link, current);
  url.pathname = target.pathname;
  for (const [key, value] of target.searchParams) url.searchParams.set(key, value);
  for (const key of [`e-page-${widgetId}`, ...PAGE_VARIABLES]) {
    if (!target.searchParams.has(key)) url.searchParams.delete(key);
  }
  return url.href;
}

/** The part of an address that says which page of the grid it shows (Back restores that page). */
export function pageIdentity(address: string, widgetId: string): string {
  const url = new URL(address);
  const page = [`e-page-${widgetId}`, ...PAGE_VARIABLES].map((key) => `${key}=${url.searchParams.get(key) ?? ''}`);
  return `${url.pathname}?${page.join('&')}`;
}

/** The page number a pagination's current item shows (its screen-reader prefix aside). */
export function pageNumberOf(text: string | null | undefined): string | null {
  const numbers = text?.match(/\d+/g);
  return numbers ? numbers[numbers.length - 1]! : null;
}
