/**
 * The page builder's load-more handler (elementor-widgets.md §7.1, elementor.md §4.5), shared by
 * the posts widgets and the loop grid: a button (or the anchor scrolled into view) GETs the next
 * page of this site, whose same widget's items are appended through the HTML sink (their widgets
 * start), with the anchor's `data-page` and `data-next-page` moved on. The page's address stays as
 * it is, as the page builder leaves it.
 *
 * Beyond the page builder's: the items a shifted page repeats are left out; the count added is
 * announced (and the end, in the page's own words); focus on the button (or on the retry) moves
 * to the first new item, so it is never lost when the button goes at the end; a page that fails
 * or comes without the widget changes nothing but a message in Spanish, with the button back (in
 * infinite mode a retry button, where the page builder's spinner turned for ever).
 */
import { HttpError } from '../../core/http';
import { text } from '../../core/i18n';
import { announce } from '../../core/live-region';
import type { Restorer } from '../../core/restore';
import { isSpaceKey } from '../../core/keys';
import type { WidgetContext } from '../../core/types';
import { sameSiteUrl } from '../../core/urls';
import type { Parsed } from '../settings';
import { atLastPage, freshItems, itemKey, pagingAfter, readPaging, type LoadMoreMode, type Paging } from './logic';
import { fetchPage, ownPart, widgetIn } from './next-page';
import { appendServerHtml, removeServerNode } from './sink';

const ANCHOR = '.e-load-more-anchor';
const SPINNER = '.e-load-more-spinner';
const SPINNER_ICON = ':scope > i, :scope > svg';
const MESSAGE = '.e-load-more-message';
const LOADING_CLASS = 'e-load-more-pagination-loading';
const END_CLASS = 'e-load-more-pagination-end';
const NO_SPINNER_CLASS = 'e-load-more-no-spinner';
const SPIN_CLASS = 'eicon-animation-spin';
/** Ours: the failure's message (and, in infinite mode, its retry button). */
const ERROR_CLASS = 'storefront-load-more-error';

/** The listing's own markup (the posts widgets' or the loop grid's). */
export interface ListingParts {
  /** The items' container. */
  container: string;
  /** An item: a direct child of the container. */
  item: string;
  /** The load-more button, outside the container. */
  button: string;
  /** Style elements of the next page's widget that go with its items (the loop's per-item CSS). */
  styles?: string;
}

export interface LoadMoreSetup {
  element: HTMLElement;
  /** The widget's `data-id`, checked against ELEMENT_ID. */
  widgetId: string;
  mode: LoadMoreMode;
  /** Whether the settings name a spinner icon (`load_more_spinner.value`). */
  spinner: boolean;
  parts: ListingParts;
  ctx: WidgetContext;
  restorer: Restorer;
  /** Told of the items just put in (the sink has started their widgets). */
  inserted(items: HTMLElement[]): void;
}

export interface LoadMore {
  /** Reads the anchor and the button again (the loop grid's content was replaced). */
  sync(): void;
}

interface Parts {
  container: HTMLElement;
  anchor: HTMLElement;
  button: HTMLElement | null;
  paging: Paging;
}

/** The served parts and their paging, or why they cannot be used. Null: a single page, no anchor. */
function readParts(element: HTMLElement, setup: Pick<LoadMoreSetup, 'mode' | 'parts'>): Parsed<Parts | null> {
  const container = element.querySelector<HTMLElement>(setup.parts.container);
  const anchor = container ? ownPart(element, container, ANCHOR) : null;
  // The server prints no anchor when everything fits on one page.
  if (!container || !anchor) return { ok: true, value: null };
  const paging = readPaging(anchor.getAttribute('data-page'), anchor.getAttribute('data-max-page'), anchor.getAttribute('data-next-page'), sameSiteUrl);
  if (!paging.ok) return paging;
  const button = setup.mode === 'click' ? ownPart(element, container, setup.parts.button) : null;
  if (setup.mode === 'click' && !button && !atLastPage(paging.value)) return { ok: false, reason: `its load more button (${setup.parts.button}) is missing` };
  return { ok: true, value: { container, anchor, button, paging: paging.value } };
}

/** Checks the served markup before anything is changed; the reason goes to `ctx.report`. */
export function checkLoadMore(element: HTMLElement, setup: Pick<LoadMoreSetup, 'mode' | 'parts'>): string | null {
  const parts = readParts(element, setup);
  return parts.ok ? null : parts.reason;
}

export function startLoadMore(setup: LoadMoreSetup): LoadMore {
  const { element, ctx, restorer, mode, parts: selectors } = setup;
  const { scope } = ctx;
  let current: Parts | null = null;
  let inFlight: AbortController | null = null;
  let failure: HTMLElement | null = null;
  /** The spinner as served, to go back there on dispose. */
  let spinnerHome: { spinner: Element; parent: Node; next: Node | null; button: Element } | null = null;
  const appended = new Set<Element>();

  restorer.classes(element, LOADING_CLASS, END_CLASS, NO_SPINNER_CLASS);
  // The button's text stays visible where there is no spinner to take its place.
  if (!setup.spinner) element.classList.add(NO_SPINNER_CLASS);

  const observer =
    mode === 'infinite' && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load('scroll');
      })
      : null;
  if (observer) scope.add(() => observer.disconnect());

  scope.add(() => {
    inFlight?.abort();
    removeFailure();
    // Also out of content replaced meanwhile (the loop grid's page 1, kept to be put back).
    for (const node of appended) {
      if (node.isConnected) removeServerNode(node);
      else node.remove();
    }
    appended.clear();
    if (spinnerHome && spinnerHome.spinner.parentNode === spinnerHome.button) {
      const { spinner, parent, next } = spinnerHome;
      parent.insertBefore(spinner, next && next.parentNode === parent ? next : null);
    }
  });

  const spinnerIcon = () => ownPart(element, current?.container ?? null, SPINNER)?.querySelector(SPINNER_ICON) ?? null;

  const setLoading = (loading: boolean) => {
    element.classList.toggle(LOADING_CLASS, loading);
    const icon = spinnerIcon();
    if (icon) {
      restorer.classes(icon, SPIN_CLASS);
      icon.classList.toggle(SPIN_CLASS, loading);
    }
    const button = current?.button;
    if (button) {
      restorer.attributes(button, 'aria-disabled');
      if (loading) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
    // Not `disabled`: a focused button that is disabled drops the focus to the page.
    for (const retry of failure?.querySelectorAll('button') ?? []) {
      if (loading) retry.setAttribute('aria-disabled', 'true');
      else retry.removeAttribute('aria-disabled');
    }
  };

  const showEnd = (paging: Paging) => element.classList.toggle(END_CLASS, atLastPage(paging));

  function sync(): void {
    inFlight?.abort();
    inFlight = null;
    removeFailure();
    setLoading(false);
    observer?.disconnect();
    const read = readParts(element, setup);
    current = read.ok ? read.value : null;
    if (!current) {
      element.classList.remove(END_CLASS);
      return;
    }
    showEnd(current.paging);
    const { button, container } = current;
    if (button) {
      // A link to `#` that loads more: a button to assistive technology, Space included.
      restorer.attributes(button, 'role');
      button.setAttribute('role', 'button');
      // One spinner for both modes: in click mode it turns inside the button.
      const spinner = ownPart(element, container, SPINNER);
      if (spinner && spinner.parentNode && !button.contains(spinner)) {
        spinnerHome ??= { spinner, parent: spinner.parentNode, next: spinner.nextSibling, button };
        button.append(spinner);
      }
    }
    if (observer && !atLastPage(current.paging)) observer.observe(current.anchor);
  }

  scope.on(element, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !current) return;
    if (current.button && current.button.contains(target)) {
      event.preventDefault();
      void load('button');
    } else if (failure && target.closest('button') && failure.contains(target)) {
      void load('retry');
    }
  });
  scope.on(element, 'keydown', (event) => {
    if (!isSpaceKey(event) || !current?.button || event.target !== current.button) return;
    event.preventDefault();
    current.button.click();
  });

  async function load(trigger: 'button' | 'scroll' | 'retry'): Promise<void> {
    const parts = current;
    if (!parts || inFlight || atLastPage(parts.paging) || !parts.paging.next) return;
    const controller = new AbortController();
    inFlight = controller;
    const release = scope.add(() => controller.abort());
    observer?.unobserve(parts.anchor);
    setLoading(true);
    let page: DocumentFragment | null = null;
    try {
      page = await fetchPage(parts.paging.next, controller.signal);
    } catch (error) {
      if (!(error instanceof HttpError) || error.kind !== 'aborted') page = null;
      else return;
    } finally {
      release();
    }
    // Disposed, or the content was replaced meanwhile (sync aborted this one).
    if (scope.disposed || inFlight !== controller) return;
    inFlight = null;
    const taken = page ? takeItems(page, parts) : null;
    const paging = taken ? pagingAfter(parts.paging, taken.next) : null;
    if (!taken || !paging?.ok) {
      setLoading(false);
      fail(trigger);
      return;
    }
    const focusOnControl = hasFocus(parts.button) || hasFocus(failure);
    const added = appendServerHtml(parts.container, taken.items.join('')).filter((node): node is HTMLElement => node instanceof HTMLElement);
    for (const node of added) appended.add(node);
    if (taken.styles.length) for (const node of appendServerHtml(element, taken.styles.join(''))) appended.add(node);

    restorer.attributes(parts.anchor, 'data-page', 'data-next-page');
    parts.anchor.setAttribute('data-page', String(paging.value.page));
    if (paging.value.next) parts.anchor.setAttribute('data-next-page', paging.value.next);
    parts.paging = paging.value;
    setLoading(false);
    showEnd(paging.value);
    const end = atLastPage(paging.value);
    if (focusOnControl) focusAfter(parts, added, end);
    removeFailure();
    scope.add(announce(loadedMessage(added.length, end ? endMessage(parts) : null)));
    setup.inserted(added);
    if (observer && !end && current === parts) observer.observe(parts.anchor);
  }

  /** The new items' markup and the next address, or null when the page has no such widget. */
  function takeItems(page: DocumentFragment, parts: Parts): { items: string[]; styles: string[]; next: string | null } | null {
    const source = widgetIn(page, setup.widgetId);
    const list = source?.querySelector(selectors.container);
    if (!source || !list) return null;
    const incoming = [...list.children].filter((child) => child.matches(selectors.item));
    const listed = [...parts.container.children].map((child) => itemKey(child.classList)).filter((key): key is string => key !== null);
    const fresh = freshItems(listed, incoming.map((item) => itemKey(item.classList)));
    const anchor = ownPart(source, list, ANCHOR);
    return {
      items: incoming.filter((_, index) => fresh[index]).map((item) => item.outerHTML),
      styles: selectors.styles ? [...source.querySelectorAll(selectors.styles)].map((style) => style.outerHTML) : [],
      next: sameSiteUrl(anchor?.getAttribute('data-next-page')),
    };
  }

  /** Focus that was on the button or the retry goes to the first new item (or the last one). */
  function focusAfter(parts: Parts, added: HTMLElement[], end: boolean): void {
    const items = [...parts.container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(selectors.item));
    const target = added.find((node) => node.matches(selectors.item)) ?? (end ? items[items.length - 1] : null);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }

  function fail(trigger: 'button' | 'scroll' | 'retry'): void {
    const parts = current;
    if (!parts) return;
    const hadFocus = hasFocus(failure);
    removeFailure();
    const box = document.createElement('div');
    box.className = ERROR_CLASS;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = text('load_more_failed');
    box.append(message);
    // In infinite mode there is no button to try again with: the anchor would only fire again
    // once scrolled out and back, so the shopper gets one.
    let retry: HTMLButtonElement | null = null;
    if (mode === 'infinite') {
      retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'elementor-button';
      retry.textContent = text('load_more_retry');
      box.append(retry);
    }
    const after = parts.button?.closest('.elementor-button-wrapper') ?? parts.button ?? parts.anchor;
    after.after(box);
    failure = box;
    if (retry && (hadFocus || trigger === 'retry')) retry.focus();
  }

  function removeFailure(): void {
    failure?.remove();
    failure = null;
  }

  sync();
  return { sync };
}

function hasFocus(element: Element | null | undefined): boolean {
  const active = document.activeElement;
  return !!element && !!active && element.contains(active);
}

function loadedMessage(count: number, end: string | null): string {
  const added = count === 1 ? text('load_more_added_one') : text('load_more_added', null, String(count));
  return end ? `${added} ${end}` : added;
}

/** The page's own end message (its `load_more_no_posts_custom_message`), else ours. */
function endMessage(parts: Parts): string {
  const root = parts.container.parentElement;
  const own = root ? ownPart(root, parts.container, MESSAGE)?.textContent?.trim() : '';
  return text('load_more_end', own);
}
