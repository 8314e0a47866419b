/**
 * Elementor Pro's table of contents (elementor-widgets.md §3.3, elementor.md §5): the list of the
 * page's headings built in place of the served spinner, nested or flat, numbered or bulleted; a
 * box that may start collapsed on small devices, its two toggle buttons a disclosure; the item
 * of the section in view marked while the page scrolls.
 *
 * Deliberate differences from the plugin:
 * - A heading without an id reuses its widget wrapper's id only when that widget wraps no other
 *   listed heading (the plugin gives every heading of such a widget the same anchor).
 * - Heading text goes in as text, never as HTML (the plugin builds the list as an HTML string and
 *   sanitises it); headings with no text are left out, an empty link names nothing.
 * - The scroll spy marks the first heading in view, else the last one scrolled past, and clears
 *   the mark above the first heading; the active link also gets aria-current.
 * - `collapse_subitems` opens the active top-level item's sub-list as the plugin does; its hover
 *   binding (jQuery's removed `hover` event) never fired there and is not reproduced.
 * - The box collapses at start without the slide, which would only be a shift the shopper sees.
 */
import { slideDown, slideUp, willBeHidden } from '../../core/motion';
import { text } from '../../core/i18n';
import { isSpaceKey } from '../../core/keys';
import { createRestorer } from '../../core/restore';
import { TOC_CLICK_LOCK_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { readSettings, responsiveValue } from '../../page-builder/settings';
import { isRecord } from '../../core/record';
import { ELEMENTOR_CONTENT, POPUP_DOCUMENT, WIDGET_CONTAINER } from '../../selectors';
import { activeIndex, buildTree, headingAnchors, headingDepths, startsCollapsed, tocSettings, type HeadingPlace, type TocNode } from './logic';

/** The page builder's content documents, without the theme's header, footer and popups. */
const POST_CONTENT = '.elementor:not([data-elementor-type="header"]):not([data-elementor-type="footer"]):not([data-elementor-type="popup"])';
const HEADER_TITLE = '.elementor-toc__header-title';
const COLLAPSED = 'elementor-toc--collapsed';
const ACTIVE = 'elementor-item-active';
const MINIMIZED_ON_PREFIX = 'elementor-toc--minimized-on-';
/** jQuery's default slide, as the plugin's slideUp/slideDown run. */
const SLIDE_MS = 400;

/**
 * The anchor spans inserted before headings, by how many running tables of contents link to each:
 * two tables over the same headings share one, removed when the last lets it go.
 */
const anchorUses = new WeakMap<HTMLElement, number>();

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const raw = readSettings(widget);
  if (!raw.ok) return ctx.report(raw.reason);
  const minimizedClass = [...widget.classList].find((name) => name.startsWith(MINIMIZED_ON_PREFIX))?.slice(MINIMIZED_ON_PREFIX.length) ?? null;
  const parsed = tocSettings(raw.value, minimizedClass);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const settings = parsed.value;
  const body = widget.querySelector<HTMLElement>('.elementor-toc__body');
  if (!body) return ctx.report('its .elementor-toc__body is missing');
  const areas = scanAreas(widget, settings.container);
  if (!areas) return ctx.report(`data-settings.container "${settings.container}" is not a valid CSS selector`);
  if (settings.exclude && !isSelector(settings.exclude)) {
    return ctx.report(`data-settings.exclude_headings_by_selector "${settings.exclude}" is not a valid CSS selector`);
  }

  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const container = widget.querySelector<HTMLElement>(WIDGET_CONTAINER) ?? widget;
  const expandButton = widget.querySelector<HTMLElement>('.elementor-toc__toggle-button--expand');
  const collapseButton = widget.querySelector<HTMLElement>('.elementor-toc__toggle-button--collapse');
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);

  const setExpanded = (expanded: boolean, moveFocus: boolean, animate: boolean) => {
    restorer.classes(widget, COLLAPSED);
    restorer.attributes(body, 'style');
    restorer.attributes(container, 'style');
    widget.classList.toggle(COLLAPSED, !expanded);
    for (const button of [expandButton, collapseButton]) {
      if (!button) continue;
      restorer.attributes(button, 'aria-expanded');
      button.setAttribute('aria-expanded', String(expanded));
    }
    if (expanded) {
      slideDown(body, animate ? SLIDE_MS : 0);
      const height = minHeight(responsiveValue(raw.value, 'min_height', currentDevice(breakpoints), order));
      if (height) container.style.minHeight = height;
      else container.style.removeProperty('min-height');
    } else {
      slideUp(body, animate ? SLIDE_MS : 0);
      container.style.minHeight = '0px';
    }
    // The pressed button is hidden by the page builder's CSS now: focus goes to its twin.
    if (moveFocus) (expanded ? collapseButton : expandButton)?.focus();
  };

  if (settings.minimizeBox) {
    const bind = (button: HTMLElement | null, expanded: boolean) => {
      if (!button) return;
      scope.on(button, 'click', () => setExpanded(expanded, true, true));
      scope.on(button, 'keydown', (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          button.click();
        } else if (isSpaceKey(event)) event.preventDefault();
      });
      // A button activates on Space's release (WAI-ARIA APG), as the plugin's keyup did.
      scope.on(button, 'keyup', (event) => {
        if (!isSpaceKey(event)) return;
        event.preventDefault();
        button.click();
      });
    };
    bind(expandButton, true);
    bind(collapseButton, false);
  }

  const headings = findHeadings(areas, settings.tags, settings.exclude);
  restorer.children(body);
  if (!headings.length) {
    body.replaceChildren(text('toc_no_headings', settings.noHeadingsMessage));
    return;
  }

  const anchors = headingAnchors(headings.map((heading) => ({ own: heading.id, wrapper: heading.closest('.elementor-widget')?.id ?? '' })));
  const ids = anchors.map((anchor, index) => (anchor.inserted ? insertAnchor(headings[index]!, anchor.id, scope.add.bind(scope)) : anchor.id));

  const depths = headingDepths(
    headings.map((heading) => Number(heading.localName.slice(1))),
    settings.hierarchical,
  );
  const links: HTMLAnchorElement[] = [];
  /** Each item's top-level branch: the sub-list `collapse_subitems` opens for it, if any. */
  const branches: Array<HTMLElement | null> = [];
  const newList = () => {
    const list = document.createElement(settings.markers === 'numbers' ? 'ol' : 'ul');
    list.className = 'elementor-toc__list-wrapper';
    return list;
  };
  const fill = (list: HTMLElement, nodes: TocNode[], branch: HTMLElement | null) => {
    for (const node of nodes) {
      const item = document.createElement('li');
      item.className = 'elementor-toc__list-item';
      const wrapper = document.createElement('div');
      wrapper.className = 'elementor-toc__list-item-text-wrapper';
      if (settings.markers === 'bullets' && settings.iconClass) {
        const icon = document.createElement('i');
        icon.className = settings.iconClass;
        icon.setAttribute('aria-hidden', 'true');
        wrapper.append(icon);
      }
      const link = document.createElement('a');
      link.href = `#${ids[node.index]}`;
      // As the plugin: only a nested list has top-level items.
      link.className = settings.hierarchical && depths[node.index] === 0 ? 'elementor-toc__list-item-text elementor-toc__top-level' : 'elementor-toc__list-item-text';
      link.textContent = headingText(headings[node.index]!);
      wrapper.append(link);
      item.append(wrapper);
      links[node.index] = link;
      const sub = node.children.length ? newList() : null;
      branches[node.index] = branch ?? sub;
      if (sub) {
        item.append(sub);
        fill(sub, node.children, branch ?? sub);
      }
      list.append(item);
    }
  };
  const list = newList();
  fill(list, buildTree(depths), null);
  body.replaceChildren(list);
  const indexOf = new Map<Element, number>(links.map((link, index) => [link, index]));

  let active = -1;
  let openBranch: HTMLElement | null = null;
  const activate = (index: number) => {
    if (index === active) return;
    if (active >= 0) {
      links[active]!.classList.remove(ACTIVE);
      links[active]!.removeAttribute('aria-current');
    }
    active = index;
    const branch = index >= 0 ? (branches[index] ?? null) : null;
    if (settings.collapseSubitems && openBranch && openBranch !== branch) slideUp(openBranch, SLIDE_MS);
    if (index < 0) return;
    links[index]!.classList.add(ACTIVE);
    links[index]!.setAttribute('aria-current', 'location');
    if (settings.collapseSubitems && branch) {
      slideDown(branch, SLIDE_MS);
      openBranch = branch;
    } else openBranch = null;
  };

  let locked = false;
  let unlock = () => {};
  scope.on(body, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a.elementor-toc__list-item-text') : null;
    const index = link ? indexOf.get(link) : undefined;
    if (index === undefined) return;
    // The page scrolls to the heading now: the headings it passes must not move the mark.
    locked = true;
    unlock();
    unlock = scope.timeout(() => (locked = false), TOC_CLICK_LOCK_MS);
    const branch = branches[index] ?? null;
    const wasOpen = settings.collapseSubitems && depths[index] === 0 && branch !== null && !willBeHidden(branch);
    activate(index);
    // A second click on an open top-level item folds its sub-list, as the plugin's did.
    if (wasOpen && branch) {
      slideUp(branch, SLIDE_MS);
      openBranch = null;
    }
  });

  if (typeof IntersectionObserver === 'function') {
    const places: Array<HeadingPlace | undefined> = [];
    const position = new Map<Element, number>(headings.map((heading, index) => [heading, index]));
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const index = position.get(entry.target);
        if (index === undefined) continue;
        const top = entry.rootBounds?.top ?? 0;
        places[index] = entry.isIntersecting ? 'in' : entry.boundingClientRect.top < top ? 'above' : 'below';
      }
      if (!locked && !scope.disposed) activate(activeIndex(places));
    });
    for (const heading of headings) observer.observe(heading);
    scope.add(() => observer.disconnect());
  }

  if (settings.minimizeBox && startsCollapsed(settings.minimizedOn, currentDevice(breakpoints), order)) setExpanded(false, false, false);
}

/** The areas to scan: the user's selector's matches, the popup the box is in, or the page's content. Null for a selector the browser refuses. */
function scanAreas(widget: HTMLElement, selector: string): Element[] | null {
  if (selector) {
    try {
      return [...document.querySelectorAll(selector)];
    } catch {
      return null;
    }
  }
  const document_ = widget.parentElement?.closest(ELEMENTOR_CONTENT);
  if (document_?.matches(POPUP_DOCUMENT)) return [document_];
  return [...document.querySelectorAll(POST_CONTENT)];
}

function isSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** The listed headings in page order, each once (areas may nest), without any box's own title or the excluded ones. */
function findHeadings(areas: Element[], tags: string[], exclude: string): HTMLElement[] {
  if (!tags.length) return [];
  const outer = areas.filter((area) => !areas.some((other) => other !== area && other.contains(area)));
  const headings: HTMLElement[] = [];
  for (const area of outer) {
    for (const heading of area.querySelectorAll<HTMLElement>(tags.join(','))) {
      if (heading.matches(HEADER_TITLE)) continue;
      if (exclude && heading.closest(exclude)) continue;
      if (!headingText(heading)) continue;
      headings.push(heading);
    }
  }
  return headings;
}

const headingText = (heading: Element) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The span the item links to, right before the heading: one already there from an earlier run of
 * a table over the same heading is shared. Its id is made unique if the page uses it elsewhere.
 */
function insertAnchor(heading: HTMLElement, id: string, onDispose: (disposer: () => void) => void): string {
  const before = heading.previousElementSibling;
  if (before instanceof HTMLElement && before.localName === 'span' && before.classList.contains('elementor-menu-anchor') && before.id.startsWith('elementor-toc__heading-anchor-')) {
    const uses = anchorUses.get(before);
    // A span the server printed is the page's own: used, never removed.
    if (uses !== undefined) {
      anchorUses.set(before, uses + 1);
      onDispose(() => release(before));
    }
    return before.id;
  }
  let unique = id;
  for (let n = 2; document.getElementById(unique); n++) unique = `${id}-${n}`;
  const span = document.createElement('span');
  span.id = unique;
  span.className = 'elementor-menu-anchor';
  heading.before(span);
  anchorUses.set(span, 1);
  onDispose(() => release(span));
  return unique;
}

function release(span: HTMLElement): void {
  const uses = (anchorUses.get(span) ?? 1) - 1;
  if (uses > 0) {
    anchorUses.set(span, uses);
    return;
  }
  anchorUses.delete(span);
  span.remove();
}

/** A slider's CSS length (`{ size: 300, unit: 'px' }`), or '' when it has no size. */
function minHeight(value: unknown): string {
  if (!isRecord(value)) return '';
  const size = value.size;
  if (size === '' || size === null || size === undefined || !Number.isFinite(Number(size))) return '';
  return `${Number(size)}${typeof value.unit === 'string' && value.unit ? value.unit : 'px'}`;
}
