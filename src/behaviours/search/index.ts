/**
 * Elementor Pro's Search widget (`search.default`, elementor-widgets.md §6.2): the form the server
 * hides until its script runs, shown with its icons measured into the input's padding; the clear
 * icon; and, with live results on, the REST call after a pause in typing whose answer (the loop
 * template's items, the pagination links) goes into the results box through the one HTML sink.
 *
 * The field is an APG combobox over those results: focus stays in the field while the arrow keys
 * move the active option (aria-activedescendant), Home and End go to the first and last, Enter
 * opens the active result, Escape closes the list (and, closed, empties the field). Each result is
 * one option: what the loop template put inside it is inert, so the option is read as one choice
 * and a click anywhere on it opens its link (axe's nested-interactive forbids links inside options).
 *
 * Deliberate differences from the plugin, each for the shopper: a newer term aborts the request
 * still in flight and a late answer never lands (the plugin lets the last to arrive win); a failed
 * or malformed answer says so in Spanish (the plugin swallows it and leaves its spinner); a term
 * under the minimum clears the results of a longer one; the results close when focus or a click
 * leaves the widget; answers are announced briefly ("3 resultados") instead of the container
 * reading every result aloud.
 */
import { loadChunk } from '../../core/chunk';
import { LAZYLOAD_OBSERVE_EVENT } from '../../core/events';
import { emptyElement, setServerHtml, trustServerHtml } from '../../core/html';
import { text } from '../../core/i18n';
import { announce } from '../../core/live-region';
import { nextFrame } from '../../core/paint';
import { createRestorer, type Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import type { WidgetContext } from '../../core/types';
import { collapseSpaces, createDebounce, createLedger, moveActive, nextStep, pageFromHref, searchTerm, SEARCH_DEBOUNCE_MS, type Ticket } from './logic';
import { parseSearch, SEARCH_WRAPPER, type SearchWidget } from './parse';
import type { SearchAnswer } from './request';

const HIDDEN = 'hidden';
const HIDE_LOADER = 'hide-loader';
const NO_RESULTS = 'no-results';
const FOCUS = 'e-focus';
const LIST_CLASS = 'e-search-results-list';
const NOTHING_FOUND = 'e-search-nothing-found-message';
const LOOP_ITEM = '.e-loop-item';
const PAGE_LINK = 'a.page-numbers:not(.current)';
const OPTION = '[role="option"]';

/** The active option must be seen: the theme's own focus style never reaches an option focus is not on. */
const STYLES = `
.elementor-widget-search .e-search-results ${OPTION} { cursor: pointer; }
.elementor-widget-search .e-search-results ${OPTION}[aria-selected="true"] { outline: 2px solid; outline-offset: -2px; }
`;

type RequestModule = typeof import('./request');
let requestModule: Promise<RequestModule> | undefined;
/** The REST call and its checks, asked for at the first focus or keystroke (a retry after a failed load). */
function loadRequest(): Promise<RequestModule> {
  requestModule ??= loadChunk('search-request', () => import('./request')).catch((error: unknown) => {
    requestModule = undefined;
    throw error;
  });
  return requestModule;
}

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  // Shown whatever else fails: the form still searches as a plain GET without us.
  reveal(widget, scope, restorer);
  const parsed = parseSearch(widget);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const parts = parsed.value;
  const { input, clearIcon } = parts;

  restorer.classes(widget, FOCUS);
  scope.on(input, 'focusin', () => widget.classList.add(FOCUS));
  scope.on(input, 'focusout', () => widget.classList.remove(FOCUS));
  if (document.activeElement === input) widget.classList.add(FOCUS);

  const live = parts.settings.live && parts.output && parts.results ? startLive(widget, parts, parts.output, parts.results, ctx, restorer) : null;

  if (clearIcon) {
    restorer.classes(clearIcon, HIDDEN);
    clearIcon.classList.toggle(HIDDEN, input.value === '');
    scope.on(input, 'input', () => clearIcon.classList.toggle(HIDDEN, input.value === ''));
    scope.on(clearIcon, 'click', (event) => {
      event.preventDefault();
      input.value = '';
      clearIcon.classList.add(HIDDEN);
      live?.clear();
      input.focus();
    });
  }
}

/**
 * `.e-search.hidden` keeps the form invisible until the icons are measured into the variables
 * the input's padding reads. A ResizeObserver measures them before the frame is painted, and
 * again whenever they change size (an icon font arriving, a hidden header shown), where the plugin
 * measures once, un-hiding hidden ancestors to do it.
 */
function reveal(widget: HTMLElement, scope: Scope, restorer: Restorer): void {
  const wrapper = widget.querySelector<HTMLElement>(SEARCH_WRAPPER);
  if (!wrapper) return;
  const input = wrapper.querySelector<HTMLElement>('.e-search-input');
  if (input) {
    restorer.attributes(widget, 'style');
    followIconWidth(widget, input, wrapper.querySelector('.e-search-label > svg, .e-search-label > i'), 'label', scope, restorer);
    followIconWidth(widget, input, wrapper.querySelector('.e-search-input-wrapper > svg, .e-search-input-wrapper > i'), 'clear', scope, restorer);
  }
  restorer.classes(wrapper, HIDDEN);
  wrapper.classList.remove(HIDDEN);
}

function followIconWidth(widget: HTMLElement, input: HTMLElement, icon: Element | null, name: 'label' | 'clear', scope: Scope, restorer: Restorer): void {
  const noIcon = `no-icon-${name}`;
  restorer.classes(input, noIcon);
  const apply = (width: number) => {
    widget.style.setProperty(`--e-search-icon-${name}-absolute-width`, `${width}px`);
    input.classList.toggle(noIcon, width === 0);
  };
  // Until measured (an icon hidden with its header has no size yet), as the plugin sets a missing icon.
  apply(0);
  if (!icon) return;
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) apply(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(icon);
    scope.add(() => observer.disconnect());
  } else {
    void nextFrame(scope).then(() => {
      if (!scope.disposed) apply(icon.getBoundingClientRect().width);
    });
  }
}

interface Live {
  /** The field was emptied by the clear icon: no results, nothing in flight. */
  clear(): void;
}

function startLive(widget: HTMLElement, parts: SearchWidget, output: HTMLElement, results: HTMLElement, ctx: WidgetContext, restorer: Restorer): Live {
  const { scope } = ctx;
  const { input, form, settings } = parts;
  const listId = `${output.id || `results-${parts.id}`}-list`;
  const servedControls = input.getAttribute('aria-controls');
  // The container's own name, as the page printed it (translated by WordPress), names the list.
  const listLabel = text('search_results_label', output.getAttribute('aria-label'));

  restorer.attributes(input, 'aria-expanded', 'aria-activedescendant', 'aria-controls');
  restorer.attributes(output, 'aria-live', 'aria-busy');
  restorer.classes(output, HIDDEN, HIDE_LOADER);
  restorer.classes(results, NO_RESULTS);
  restorer.children(results);
  // As an atomic live region the box would read every result aloud at each answer: announced briefly instead.
  output.setAttribute('aria-live', 'off');
  adoptStyles('search', STYLES);

  let options: HTMLElement[] = [];
  let active = -1;
  /** The term and page whose answer the box shows. */
  let shown: { term: string; page: number } | null = null;
  /** False once the page turned out unable to ask (its config): the form then searches as a plain GET. */
  let available = true;
  let inFlight: AbortController | null = null;
  let cancelAnnouncement: (() => void) | null = null;
  scope.add(() => cancelAnnouncement?.());
  const ledger = createLedger();
  const debounce = createDebounce(SEARCH_DEBOUNCE_MS, (run, ms) => scope.timeout(run, ms));

  const currentTerm = () => searchTerm(input.value);
  const hasContent = () => results.childElementCount > 0;
  const loading = () => ledger.pending() !== null;
  /** The box is shown with something in it: results, a message, or the loader. */
  const visible = () => !output.classList.contains(HIDDEN) && (hasContent() || loading());
  const syncExpanded = () => input.setAttribute('aria-expanded', String(visible() && !loading() && options.length > 0));

  const setActive = (index: number) => {
    const option = options[index];
    active = option ? index : -1;
    options.forEach((each, i) => each.setAttribute('aria-selected', String(i === active)));
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const setLoading = (on: boolean) => {
    // The plugin's loading state: its CSS hides the results and shows the loader while `hide-loader` is off.
    output.classList.toggle(HIDE_LOADER, !on);
    if (on) {
      output.setAttribute('aria-busy', 'true');
      setActive(-1);
    } else output.removeAttribute('aria-busy');
    syncExpanded();
  };

  const say = (message: string) => {
    cancelAnnouncement?.();
    cancelAnnouncement = announce(message);
  };

  const abortRequest = () => {
    inFlight?.abort();
    inFlight = null;
    if (!loading()) return;
    ledger.cancel();
    setLoading(false);
  };

  const open = () => {
    output.classList.remove(HIDDEN);
    syncExpanded();
  };

  /** Nothing of ours may answer a list the shopper closed: a late answer would open it again. */
  const close = () => {
    debounce.cancel();
    abortRequest();
    output.classList.add(HIDDEN);
    setActive(-1);
    syncExpanded();
  };

  const setControls = (id: string | null) => {
    if (id) input.setAttribute('aria-controls', id);
    else if (servedControls === null) input.removeAttribute('aria-controls');
    else input.setAttribute('aria-controls', servedControls);
  };

  const clearResults = () => {
    debounce.cancel();
    abortRequest();
    emptyElement(results);
    options = [];
    shown = null;
    results.classList.remove(NO_RESULTS);
    setControls(null);
    setActive(-1);
    syncExpanded();
  };

  /** The answer's HTML through the sink (the widgets inside start), each loop item made an option. */
  const showResults = (data: string, pagination: string, ticket: Ticket, lazyBackgrounds: boolean) => {
    emptyElement(results);
    const list = document.createElement('div');
    list.className = LIST_CLASS;
    results.append(list);
    if (data.trim() !== '') setServerHtml(list, trustServerHtml(data));
    if (pagination.trim() !== '') {
      const nav = document.createElement('nav');
      nav.className = 'elementor-pagination';
      nav.setAttribute('aria-label', text('search_pagination'));
      results.append(nav);
      setServerHtml(nav, trustServerHtml(pagination));
    }
    options = makeOptions(list, listId);
    let nothingFound = list.querySelector<HTMLElement>(`.${NOTHING_FOUND}`);
    if (!options.length && !nothingFound) {
      nothingFound = document.createElement('p');
      nothingFound.className = NOTHING_FOUND;
      nothingFound.textContent = text('search_no_results');
      list.append(nothingFound);
    }
    if (options.length) {
      list.id = listId;
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', listLabel);
    }
    setControls(options.length ? listId : null);
    results.classList.toggle(NO_RESULTS, !options.length);
    shown = { term: ticket.term, page: ticket.page };
    setActive(-1);
    open();
    say(options.length ? resultsCount(options.length) : collapseSpaces(nothingFound?.textContent ?? '') || text('search_no_results'));
    if (lazyBackgrounds) document.dispatchEvent(new Event(LAZYLOAD_OBSERVE_EVENT));
  };

  /** The list closes; the message stays in the box and is announced; the next keystroke asks again. */
  const showFailure = () => {
    emptyElement(results);
    const message = document.createElement('p');
    message.className = `${NOTHING_FOUND} e-search-error`;
    message.textContent = text('search_failed');
    results.append(message);
    options = [];
    shown = null;
    results.classList.remove(NO_RESULTS);
    setControls(null);
    setActive(-1);
    open();
    say(text('search_failed'));
  };

  const ask = async (term: string, page: number): Promise<void> => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const release = scope.add(() => controller.abort());
    const ticket = ledger.begin(term, page);
    setLoading(true);
    open();
    const wanted = () => !scope.disposed && !controller.signal.aborted && ledger.wanted(ticket, currentTerm());
    let answer: SearchAnswer | { kind: 'unloaded'; error: unknown };
    let lazyBackgrounds = false;
    try {
      const request = await loadRequest();
      answer = wanted() ? await request.fetchResults({ widget, widgetId: parts.id, term, page }, controller.signal) : { kind: 'aborted' };
      lazyBackgrounds = answer.kind === 'results' && request.lazyBackgrounds();
    } catch (error) {
      answer = { kind: 'unloaded', error };
    }
    const keep = wanted();
    // Releasing aborts the controller: asked only once its answer is judged.
    release();
    if (!keep || answer.kind === 'aborted') return;
    ledger.end(ticket);
    inFlight = null;
    setLoading(false);
    switch (answer.kind) {
      case 'results':
        return showResults(answer.data, answer.pagination, ticket, lazyBackgrounds);
      case 'unavailable':
        available = false;
        ctx.report(answer.reason);
        return clearResults();
      case 'failed':
        ctx.report(`refresh-search failed: ${answer.reason}`, answer.error);
        return showFailure();
      case 'unloaded':
        ctx.report('its request code could not be loaded', answer.error);
        return showFailure();
    }
  };

  /** What the field asks for now: cleared under the minimum, reopened when shown, else asked. */
  const search = (page?: number) => {
    const term = currentTerm();
    if (nextStep(term, settings.minimum) !== 'search') return clearResults();
    if (!available) return;
    const wantedPage = page ?? (shown?.term === term ? shown.page : 1);
    const pending = ledger.pending();
    if (pending) {
      if (pending.term === term && pending.page === wantedPage) return;
    } else if (shown && shown.term === term && shown.page === wantedPage) return open();
    void ask(term, wantedPage);
  };

  const warm = () => void loadRequest().catch(() => {});

  scope.on(input, 'input', () => {
    warm();
    // The answer on its way is for a term the field no longer holds.
    const pending = ledger.pending();
    if (pending && pending.term !== currentTerm()) abortRequest();
    debounce.call(() => search(1));
  });

  scope.on(input, 'focus', () => {
    warm();
    search();
  });

  scope.on(input, 'keydown', (event) => {
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!options.length || loading()) return;
        event.preventDefault();
        if (!visible()) {
          open();
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        } else setActive(moveActive(active, options.length, event.key));
        return;
      case 'Home':
      case 'End':
        // With no option active they move the caret in the field, as in any text field.
        if (!visible() || active < 0) return;
        event.preventDefault();
        setActive(moveActive(active, options.length, event.key));
        return;
      case 'Enter': {
        const option = visible() ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          primaryLink(option)?.click();
          return;
        }
        // The form is sent as typed (GET ?s=): the list goes with nothing left to answer it.
        close();
        return;
      }
      case 'Escape':
      case 'Esc':
        if (visible()) {
          event.preventDefault();
          close();
        } else if (input.value !== '') {
          event.preventDefault();
          input.value = '';
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        return;
    }
  });

  // A press in the box keeps focus in the field, where the keys work (the box itself is a tab stop).
  scope.on(output, 'mousedown', (event) => event.preventDefault());

  scope.on(output, 'keydown', (event) => {
    if ((event.key !== 'Escape' && event.key !== 'Esc') || event.target === input) return;
    event.preventDefault();
    // Focus first: the box it is in is about to be hidden.
    input.focus();
    close();
  });

  scope.on(output, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const pageLink = target.closest<HTMLAnchorElement>(PAGE_LINK);
    if (pageLink && output.contains(pageLink)) {
      event.preventDefault();
      // The link is about to be replaced: focus goes to the field, where the keys reach the new page.
      if (output.contains(document.activeElement)) input.focus();
      search(pageFromHref(pageLink.getAttribute('href') ?? '', location.href));
      return;
    }
    const option = target.closest<HTMLElement>(OPTION);
    if (!option || !options.includes(option)) return;
    const link = primaryLink(option);
    if (!link || link.contains(target)) return;
    event.preventDefault();
    link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: event.button, ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey, metaKey: event.metaKey }),
    );
  });

  scope.on(widget, 'focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (next instanceof Node && !widget.contains(next)) close();
  });

  scope.on(document, 'click', (event) => {
    if (!(event.target instanceof Node) || !widget.contains(event.target)) close();
  });

  if (form) scope.on(form, 'submit', () => close());

  return { clear: clearResults };
}

/** Each loop item an option of the list: the items' own content inert, their text its name. */
function makeOptions(list: HTMLElement, listId: string): HTMLElement[] {
  const items = [...list.querySelectorAll<HTMLElement>(LOOP_ITEM)].filter((item) => !item.parentElement?.closest(LOOP_ITEM));
  items.forEach((item, index) => {
    for (let parent = item.parentElement; parent && parent !== list; parent = parent.parentElement) parent.setAttribute('role', 'none');
    if (!item.id) item.id = `${listId}-${index + 1}`;
    const name = collapseSpaces(readableText(item));
    item.setAttribute('role', 'option');
    item.setAttribute('aria-selected', 'false');
    if (!item.hasAttribute('aria-label') && name) item.setAttribute('aria-label', name);
    for (const child of item.children) child.setAttribute('inert', '');
  });
  return items;
}

/** The link a result stands for: its first. */
function primaryLink(option: HTMLElement): HTMLAnchorElement | null {
  return option.querySelector<HTMLAnchorElement>('a[href]');
}

const UNREAD = /^(style|script|template|noscript)$/;

/** The text a screen reader would read in `node` (hidden parts left out). */
function readableText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (!(node instanceof Element) || UNREAD.test(node.localName) || node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(readableText).join('');
}

function resultsCount(count: number): string {
  return count === 1 ? text('search_result_one') : text('search_results_count', null, String(count));
}
