/**
 * Elementor Pro's loop grid, its own handlers beside the taxonomy filter's refresh
 * (elementor.md §4.5, elementor-widgets.md §7): the masonry of its `loop` handler, load more on
 * click and on scroll, and page links loaded in place (`pagination_load_type: ajax`): the linked
 * page is fetched whole, the grid's content is replaced with the same widget's from it (through
 * src/loop/refresh.ts, the filter's own path into the page), and the address records the page, so
 * Back, Forward, a reload and a shared link show it. The filter replaces the content too; the grid
 * and the load more then read the new content.
 */
import { LOOP_AFTER_INSERT_POSTS_EVENT, LAZYLOAD_OBSERVE_EVENT } from '../../core/events';
import { globalValue } from '../../core/config';
import { toFlag } from '../../core/flag';
import { HttpError } from '../../core/http';
import { text } from '../../core/i18n';
import { jquery } from '../../core/jquery';
import { announce } from '../../core/live-region';
import { prefersReducedMotion } from '../../core/motion';
import { isRecord } from '../../core/record';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { sameSiteUrl } from '../../core/urls';
import { LOADING_OVERLAY } from '../../loop/held';
import { replaceLoopContent } from '../../loop/refresh';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { startGrid } from '../../page-builder/listings/grid';
import { checkLoadMore, startLoadMore, type ListingParts } from '../../page-builder/listings/load-more';
import { columnsFor, ELEMENT_ID, loadMoreMode, pageIdentity, pageNumberOf, paginatesInPlace, urlForPageLink } from '../../page-builder/listings/logic';
import { fetchPage, ownPart, widgetIn } from '../../page-builder/listings/next-page';
import { LOOP_GRID_WIDGET } from '../../page-builder/selectors';
import { readSettings, responsiveValue, sliderSize } from '../../page-builder/settings';
import { WIDGET_CONTAINER } from '../../selectors';

const PARTS: ListingParts = {
  container: '.elementor-loop-container',
  item: '.e-loop-item',
  button: '.e-loop__load-more .elementor-button',
  styles: 'style[id^="loop-dynamic"]',
};
const PAGE_LINK = 'a.page-numbers';
const CURRENT_PAGE = '.page-numbers.current';
const PAGINATION = '.elementor-pagination';
const ERROR_CLASS = 'storefront-pagination-error';

/** The widget's content: its own `.elementor-widget-container` child, which the refresh replaces. */
const contentOf = (element: HTMLElement) => [...element.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.matches(WIDGET_CONTAINER)) ?? null;

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const mode = loadMoreMode(settings.value.pagination_type);
  const inPlace = paginatesInPlace(settings.value);
  const masonry = !!settings.value.masonry;
  // Page reloads and no masonry: the browser's links are all there is.
  if (!mode && !inPlace && !masonry) return;
  const widgetId = element.getAttribute('data-id') ?? '';
  if ((mode || inPlace) && !ELEMENT_ID.test(widgetId)) return ctx.report(`its data-id (${JSON.stringify(widgetId)}) cannot name it in another page`);
  if (inPlace && !contentOf(element)) return ctx.report(`its ${WIDGET_CONTAINER} is missing`);
  if (mode) {
    const problem = checkLoadMore(element, { mode, parts: PARTS });
    if (problem) return ctx.report(problem);
  }

  const { scope } = ctx;
  const restorer = createRestorer();
  // Registered first, so it runs last: the content as served goes back once every part of it
  // (margins, classes, the spinner, appended items) has been given back.
  if (inPlace) scope.add(() => pages?.giveBack());
  scope.add(() => restorer.restore());

  const list = () => element.querySelector<HTMLElement>(PARTS.container);
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  const grid = masonry
    ? startGrid({
      element,
      scope,
      restorer,
      container: list,
      items: (container) => [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(PARTS.item)),
      masonry,
      columns: () => columnsFor(settings.value, 'columns', currentDevice(breakpoints), order),
      gap: () => sliderSize(responsiveValue(settings.value, 'row_gap', currentDevice(breakpoints), order), 0),
      fitImages: false,
    })
    : null;

  const spinner = settings.value.load_more_spinner;
  const loadMore = mode
    ? startLoadMore({
      element,
      widgetId,
      mode,
      spinner: isRecord(spinner) && !!spinner.value,
      parts: PARTS,
      ctx,
      restorer,
      inserted: () => {
        grid?.refresh();
        observeLazyBackgrounds();
        // Other scripts' hook (the page builder's own loop handler re-ran its masonry on it).
        const $ = jquery();
        if ($) $(window).trigger(LOOP_AFTER_INSERT_POSTS_EVENT);
        else window.dispatchEvent(new Event(LOOP_AFTER_INSERT_POSTS_EVENT));
      },
    })
    : null;

  const pages = inPlace ? startPageLinks(element, widgetId, settings.value.auto_scroll === 'yes', ctx) : null;

  // The content replaced (a filter, a page, the editor): the grid and the load more read it again.
  let content = contentOf(element);
  const watcher = new MutationObserver(() => {
    const now = contentOf(element);
    if (now === content) return;
    content = now;
    grid?.refresh();
    loadMore?.sync();
    pages?.replaced();
  });
  watcher.observe(element, { childList: true });
  scope.add(() => watcher.disconnect());
}

function observeLazyBackgrounds(): void {
  if (toFlag(globalValue('ElementorProFrontendConfig')?.settings?.lazy_load_background_images)) document.dispatchEvent(new Event(LAZYLOAD_OBSERVE_EVENT));
}

interface PageLinks {
  /** The content changed under us: the address now says which page it is. */
  replaced(): void;
  /** On dispose: the served content back, if ours is still in its place. */
  giveBack(): void;
}

function startPageLinks(element: HTMLElement, widgetId: string, autoScroll: boolean, ctx: WidgetContext): PageLinks {
  const { scope } = ctx;
  let inFlight: AbortController | null = null;
  /** Which page the grid shows, as the address says it. */
  let shown = pageIdentity(location.href, widgetId);
  let served: HTMLElement | null = null;
  let ours: HTMLElement | null = null;
  let failure: HTMLElement | null = null;
  const removeFailure = () => {
    failure?.remove();
    failure = null;
  };
  const setBusy = (busy: boolean) => {
    element.classList.toggle(LOADING_OVERLAY, busy);
    if (busy) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
  };
  scope.add(() => {
    inFlight?.abort();
    removeFailure();
    if (inFlight) setBusy(false);
  });

  scope.on(element, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PAGE_LINK) : null;
    if (!link || link.classList.contains('current') || link.closest(LOOP_GRID_WIDGET) !== element) return;
    // A new tab or window is the browser's business.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = sameSiteUrl(link.getAttribute('href'));
    if (!href) return;
    event.preventDefault();
    void go(href, true);
  });
  // Back and Forward between the pages this grid pushed (the page builder left the old page up).
  scope.on(window, 'popstate', () => {
    if (pageIdentity(location.href, widgetId) !== shown) void go(location.href, false);
  });

  async function go(url: string, push: boolean): Promise<void> {
    // The latest click wins: the page asked for before it is dropped.
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const release = scope.add(() => controller.abort());
    removeFailure();
    setBusy(true);
    if (autoScroll) element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    let page: DocumentFragment | null = null;
    try {
      page = await fetchPage(url, controller.signal);
    } catch (error) {
      if (error instanceof HttpError && error.kind === 'aborted') return;
    } finally {
      release();
    }
    if (scope.disposed || inFlight !== controller) return;
    inFlight = null;
    setBusy(false);
    const source = page ? widgetIn(page, widgetId) : null;
    const next = source ? [...source.children].find((child) => child.matches(WIDGET_CONTAINER)) : null;
    const before = contentOf(element);
    if (!next || !before) {
      fail();
      return;
    }
    const hadFocus = element.contains(document.activeElement);
    served ??= before;
    replaceLoopContent(element, next.outerHTML);
    ours = contentOf(element);
    // The address moves only with the grid: a failed page leaves both where they were.
    if (push) history.pushState(null, '', urlForPageLink(location.href, url, widgetId));
    shown = pageIdentity(location.href, widgetId);
    const first = ours?.querySelector<HTMLElement>(`${PARTS.container} > ${PARTS.item}`);
    // The link that had focus is gone with the old content: the new page's first item takes it.
    if (hadFocus && first) {
      if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
      first.focus({ preventScroll: true });
    }
    const number = pageNumberOf(ours ? ownPart(ours, ours.querySelector(PARTS.container), CURRENT_PAGE)?.textContent : null);
    if (number) scope.add(announce(text('pagination_loaded', null, number)));
  }

  function fail(): void {
    const content = contentOf(element);
    if (!content) return;
    const box = document.createElement('p');
    box.className = ERROR_CLASS;
    box.setAttribute('role', 'alert');
    box.textContent = text('pagination_failed');
    const nav = ownPart(content, content.querySelector(PARTS.container), PAGINATION);
    if (nav) nav.after(box);
    else content.append(box);
    failure = box;
  }

  return {
    replaced() {
      shown = pageIdentity(location.href, widgetId);
    },
    giveBack() {
      const now = contentOf(element);
      if (served && ours && now === ours) replaceLoopContent(element, served.outerHTML);
    },
  };
}
