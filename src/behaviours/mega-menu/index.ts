import { BG_VIDEO_RECALC_EVENT, MEGA_MENU_DROPDOWN_OPEN_EVENT, MOTION_FX_RECALC_EVENT, NESTED_TABS_ACTIVATE_EVENT } from '../../core/events';
import { jquery } from '../../core/jquery';
import { prefersReducedMotion } from '../../core/motion';
import { focusables } from '../../core/overlay';
import { createRestorer } from '../../core/restore';
import { moveIndex } from '../../core/roving';
import type { Disposer, Scope } from '../../core/scope';
import { openOverlays } from '../../core/signals';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { readSettings, responsiveValue } from '../../page-builder/settings';
import {
  anchorRootMargin,
  CLOSED,
  GAP_GRACE_MS,
  headingScrollLeft,
  leaveOutcome,
  nextState,
  openMode,
  opensAbove,
  panelOffset,
  stickyHeightCap,
  stretchVars,
  titleKeyIntent,
  touchMode,
  type Layout,
  type MenuAction,
  type MenuState,
  type Part,
} from './logic';
import { pageConfig, parseParts, parseSettings, type Item } from './parse';

const ACTIVE = 'e-active';
const ABOVE = 'content-above';
const CURRENT = 'e-current';
const ANCHOR = 'e-anchor';
const HEADING_JUSTIFY = '--n-menu-heading-justify-content';
const DROPDOWN_HEIGHT = '--n-menu-dropdown-content-box-height';
/** Pro measures the sticky dropdown again 250 ms after scrolling (leading and trailing). */
const SCROLL_DEBOUNCE_MS = 250;
/** A phone's toolbar resizes the viewport while scrolling: the anchors are measured again once it settles. */
const ANCHOR_REMEASURE_MS = 200;
/** A press on the title row becomes a drag (and no click) past this distance. */
const DRAG_THRESHOLD_PX = 4;

type Point = { x: number; y: number };

/**
 * Elementor Pro's mega menu (`mega-menu.default`, elementor-widgets.md §6.1) as a WAI-ARIA
 * disclosure navigation: each title's dropdown button discloses its panel (aria-expanded,
 * aria-controls), the title link stays a link, one panel is open at a time. Panels open on hover
 * (with room for the pointer to cross from a title to its panel) or on click per `open_on`, and on
 * click in the dropdown layout, on phones and tablets, and for touch and the keyboard everywhere.
 * Escape closes and returns focus to the button, focus leaving the menu closes it, a click outside
 * closes it; Home, End and the arrow keys move between titles. The panels are page-builder content
 * the page scan already started (those waiting to be seen start as their panel shows); opening one
 * sends the window events Pro sends for them. `fit_to_content` panels are placed under their title
 * within the page, a panel that only fits above opens above, a sticky header's panel and dropdown
 * stay within the viewport. The toggle's dropdown follows the toggle's display (`data-layout`);
 * anchor items are current while their section is in view.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const read = readSettings(element);
  if (!read.ok) return ctx.report(read.reason);
  const parsed = parseParts(element);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const settings = parseSettings(read.value);
  const { nav, toggle, wrapper, heading, items } = parsed.value;
  const { edit, rtl, stretchContainer } = pageConfig();
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());

  const setAttr = (target: Element, name: string, value: string | null) => {
    if (target.getAttribute(name) === value) return;
    restorer.attributes(target, name);
    if (value === null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  };
  const setClass = (target: Element, name: string, on: boolean) => {
    if (target.classList.contains(name) === on) return;
    restorer.classes(target, name);
    target.classList.toggle(name, on);
  };
  const servedStyle = new Map<HTMLElement, string | null>();
  /** Before any inline style of ours: the served one comes back on close and on dispose. */
  const ownStyle = (target: HTMLElement) => {
    if (servedStyle.has(target)) return;
    servedStyle.set(target, target.getAttribute('style'));
    restorer.attributes(target, 'style');
  };
  const resetStyle = (target: HTMLElement) => {
    if (!servedStyle.has(target)) return;
    const served = servedStyle.get(target) ?? null;
    if (served === null) target.removeAttribute('style');
    else target.setAttribute('style', served);
  };

  // ---- layout, modes, served attributes -------------------------------------------------------
  const readLayout = (): Layout => (toggle && getComputedStyle(toggle).display !== 'none' ? 'dropdown' : 'horizontal');
  let layout = readLayout();
  setAttr(nav, 'data-layout', layout);
  const device = () => currentDevice(breakpoints);
  const mode = () => openMode({ openOn: settings.openOn, itemLayout: settings.itemLayout, layout, device: device(), edit });
  const hasTouch = 'ontouchstart' in window;
  const writeTouchMode = () => setAttr(nav, 'data-touch-mode', String(touchMode(hasTouch, device())));
  writeTouchMode();
  // Disclosure buttons, not menu buttons: aria-haspopup promises a menu of menuitems. Set to
  // false rather than removed, so dispose puts the served value back in its place.
  for (const button of [toggle, ...items.map((item) => item.button)]) if (button?.hasAttribute('aria-haspopup')) setAttr(button, 'aria-haspopup', 'false');
  const isSticky = () => element.closest('.elementor-sticky') !== null;
  const stops = items.flatMap((item) => item.stops);
  const openable = (item: Item) => !!item.button && !!item.panel;

  /** A modal overlay (an off-canvas panel) is open over the page and the menu is under it. */
  const frozen = () => openOverlays.value.some((overlay) => overlay.modal) && element.closest('[inert]') !== null;

  // ---- measuring ------------------------------------------------------------------------------
  /** What the panels' row and the dropdown are stretched to: the kit's stretch container, else the body. */
  const frame = () => {
    let box: HTMLElement = document.body;
    if (stretchContainer) {
      try {
        box = document.querySelector<HTMLElement>(stretchContainer) ?? box;
      } catch {
        // A selector the browser rejects: the body, as Pro falls back to the window.
      }
    }
    const rect = box.getBoundingClientRect();
    return { left: rect.left + box.clientLeft, width: box.clientWidth };
  };
  /** Read before the writes that show a panel or the dropdown: the nav's box does not depend on them. */
  const measureStretch = () => {
    const rect = nav.getBoundingClientRect();
    const left = rect.left + nav.clientLeft;
    return stretchVars({ frame: frame(), anchor: { left, right: left + nav.clientWidth }, rtl });
  };
  const writeStretch = (vars: ReturnType<typeof stretchVars>) => {
    ownStyle(wrapper);
    wrapper.style.setProperty('--stretch-width', `${vars.width}px`);
    wrapper.style.setProperty(`--stretch-${vars.side}`, `${vars.offset}px`);
  };

  /** Reads every box once, then writes the panel's place: under its title, above it, or capped. */
  const place = (item: Item) => {
    const panel = item.panel!;
    const title = item.title.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    const headingHeight = heading.getBoundingClientRect().height;
    const row = settings.fitToContent ? frame() : null;
    const panelWidth = panel.clientWidth;
    const viewportHeight = window.innerHeight;
    const above = opensAbove({ panel: box, headingHeight, viewportHeight });
    const cap = !above && isSticky() ? stickyHeightCap({ top: box.top, height: box.height, viewportHeight }) : null;
    const offset = row
      ? panelOffset({ title: { left: title.left - row.left, right: title.right - row.left }, panelWidth, rowWidth: row.width, position: settings.position, rtl })
      : null;
    if (offset === null && !above && cap === null) return;
    ownStyle(panel);
    if (offset !== null) panel.style.setProperty(rtl ? 'right' : 'left', `${offset}px`);
    if (above) {
      if (settings.fitToContent) panel.style.width = 'max-content';
      panel.style.maxWidth = `${box.width}px`;
      setClass(nav, ABOVE, true);
    }
    if (cap !== null) {
      panel.style.height = `${cap}px`;
      panel.style.overflowY = 'auto';
    }
  };
  const unplace = (item: Item) => {
    if (item.panel) resetStyle(item.panel);
    setClass(nav, ABOVE, false);
  };

  // ---- the state and its effects ----------------------------------------------------------------
  let state: MenuState = CLOSED;
  let grace: Disposer | null = null;
  const cancelGrace = () => {
    grace?.();
    grace = null;
  };

  const showPanel = (item: Item) => {
    const { button, panel, content } = item;
    if (!button || !panel) return;
    const stretch = measureStretch();
    setAttr(button, 'aria-expanded', 'true');
    setClass(panel, ACTIVE, true);
    if (content) setClass(content, ACTIVE, true);
    if (settings.animation && !prefersReducedMotion()) {
      setClass(panel, 'animated', true);
      setClass(panel, settings.animation, true);
    }
    writeStretch(stretch);
    if (layout === 'horizontal') place(item);
    announceShown(panel);
  };
  const hidePanel = (item: Item) => {
    const { button, panel, content } = item;
    if (!button || !panel) return;
    const hadFocus = panel.contains(document.activeElement);
    setAttr(button, 'aria-expanded', 'false');
    setClass(panel, ACTIVE, false);
    if (content) setClass(content, ACTIVE, false);
    if (settings.animation) {
      setClass(panel, 'animated', false);
      setClass(panel, settings.animation, false);
    }
    unplace(item);
    // Focus in a panel that closed under it (the pointer wandered off) goes back to its button.
    if (hadFocus) button.focus();
  };

  let dropdownScope: Scope | null = null;
  const fitDropdown = () => {
    if (!isSticky()) return;
    const top = wrapper.getBoundingClientRect().top;
    ownStyle(wrapper);
    wrapper.style.setProperty(DROPDOWN_HEIGHT, `${Math.max(0, window.innerHeight - top)}px`);
  };
  const showDropdown = (open: boolean) => {
    if (!toggle) return;
    dropdownScope?.dispose();
    dropdownScope = null;
    if (open) {
      const stretch = measureStretch();
      setAttr(toggle, 'aria-expanded', 'true');
      writeStretch(stretch);
      fitDropdown();
      // A sticky header's dropdown keeps to the viewport as the page scrolls under it.
      const own = (dropdownScope = scope.child());
      let settle: Disposer | null = null;
      let again = false;
      own.on(
        window,
        'scroll',
        () => {
          if (settle) again = true;
          else fitDropdown();
          settle?.();
          settle = own.timeout(() => {
            settle = null;
            if (again) fitDropdown();
            again = false;
          }, SCROLL_DEBOUNCE_MS);
        },
        { passive: true },
      );
    } else {
      const hadFocus = wrapper.contains(document.activeElement);
      setAttr(toggle, 'aria-expanded', 'false');
      wrapper.style.removeProperty(DROPDOWN_HEIGHT);
      if (hadFocus) toggle.focus();
    }
    window.dispatchEvent(new CustomEvent(MEGA_MENU_DROPDOWN_OPEN_EVENT));
  };

  const itemAt = (index: number | null) => (index === null ? null : (items[index] ?? null));
  const dispatch = (action: MenuAction) => {
    cancelGrace();
    const before = state;
    state = nextState(state, action);
    if (before.open !== state.open) {
      const closing = itemAt(before.open);
      if (closing) hidePanel(closing);
      const opening = itemAt(state.open);
      if (opening) showPanel(opening);
    }
    if (before.dropdown !== state.dropdown) showDropdown(state.dropdown);
  };
  const isOpen = () => state.open !== null || state.dropdown;

  // ---- the pointer ----------------------------------------------------------------------------
  const zoneOf = (target: EventTarget | null): { item: Item; index: number; part: Part } | null => {
    if (!(target instanceof Node)) return null;
    for (const [index, item] of items.entries()) {
      if (item.panel?.contains(target)) return { item, index, part: 'panel' };
      if (item.title.contains(target)) return { item, index, part: 'title' };
      if (item.content?.contains(target)) return { item, index, part: 'content' };
    }
    return null;
  };
  let pointer: Point | null = null;
  let before: Point | null = null;
  /** Until the first pointer event after start: a pointer resting on a title opens it when it moves. */
  let restingAtStart = true;
  const hoverOver = (target: EventTarget | null) => {
    if (mode() !== 'hover') return;
    const zone = zoneOf(target);
    if (!zone) return;
    if (state.open === zone.index) cancelGrace();
    else if (zone.part === 'title' && openable(zone.item)) dispatch({ type: 'open', item: zone.index });
  };
  scope.on(nav, 'pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    restingAtStart = false;
    hoverOver(event.target);
  });
  scope.on(
    nav,
    'pointermove',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      if (!pointer || pointer.x !== event.clientX || pointer.y !== event.clientY) {
        before = pointer;
        pointer = { x: event.clientX, y: event.clientY };
      }
      if (!restingAtStart) return;
      restingAtStart = false;
      hoverOver(event.target);
    },
    { passive: true },
  );
  scope.on(nav, 'pointerout', (event) => {
    if (event.pointerType !== 'mouse' || state.open === null || mode() !== 'hover' || frozen()) return;
    const item = items[state.open]!;
    const from = zoneOf(event.target);
    if (!from || from.item !== item) return;
    const to = zoneOf(event.relatedTarget);
    const part = to && to.item === item ? to.part : null;
    if (part === from.part) return;
    const point = { x: event.clientX, y: event.clientY };
    // The last move usually ends where the pointer leaves: the direction is from the one before.
    const previous = pointer && (pointer.x !== point.x || pointer.y !== point.y) ? pointer : before;
    const outcome = leaveOutcome({ from: from.part, to: part, point, previous, title: item.title.getBoundingClientRect(), panel: item.panel?.getBoundingClientRect() ?? null });
    if (outcome === 'close') dispatch({ type: 'close', item: from.index });
    else if (outcome === 'wait') {
      cancelGrace();
      const index = from.index;
      grace = scope.timeout(() => {
        grace = null;
        dispatch({ type: 'close', item: index });
      }, GAP_GRACE_MS);
    }
  });

  // ---- clicks ---------------------------------------------------------------------------------
  let pressedWith = '';
  scope.on(nav, 'pointerdown', (event) => void (pressedWith = event.pointerType), { capture: true });
  /** The keyboard's clicks (and a held click replayed) have no pointer and no count. */
  const clickedWith = (event: MouseEvent) => (event as PointerEvent).pointerType || (event.detail === 0 ? 'keyboard' : pressedWith || 'mouse');
  scope.on(nav, 'click', (event) => {
    // Under a modal overlay the menu is inert: a script's click on its toggle opens nothing there.
    if (event.defaultPrevented || !(event.target instanceof Element) || frozen()) return;
    const target = event.target;
    if (toggle?.contains(target)) {
      dispatch({ type: 'toggle-dropdown' });
      return;
    }
    const zone = zoneOf(target);
    if (!zone) return;
    // The panels' row around a narrower panel is its backdrop.
    if (zone.part === 'content' && target === zone.item.content) {
      dispatch({ type: 'close', item: zone.index });
      return;
    }
    if (zone.part !== 'title' || !openable(zone.item)) return;
    // The editor's preview never follows the title's link.
    if (edit) event.preventDefault();
    // A title that is a link goes to its page; its button opens the panel.
    if (zone.item.link?.contains(target)) return;
    // The mouse already opened it by coming over it; a click must not close it under the pointer.
    if (mode() === 'hover' && clickedWith(event) === 'mouse') {
      if (state.open !== zone.index) dispatch({ type: 'open', item: zone.index });
      return;
    }
    dispatch({ type: 'toggle', item: zone.index });
  });
  scope.on(document, 'click', (event) => {
    if (!isOpen() || frozen() || (event.target instanceof Node && nav.contains(event.target))) return;
    dispatch({ type: 'close-dropdown' });
  });

  // ---- keys and focus -------------------------------------------------------------------------
  const escape = (target: Element): boolean => {
    const zone = zoneOf(target);
    if (zone && state.open === zone.index) {
      dispatch({ type: 'close', item: zone.index });
      zone.item.button?.focus();
      return true;
    }
    if (state.open !== null) {
      dispatch({ type: 'close-all' });
      return true;
    }
    if (state.dropdown && toggle) {
      dispatch({ type: 'close-dropdown' });
      toggle.focus();
      return true;
    }
    return false;
  };
  scope.on(nav, 'keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const target = event.target;
    if (event.key === 'Escape' || event.key === 'Esc') {
      if (!event.isComposing && escape(target)) event.preventDefault();
      return;
    }
    const index = stops.indexOf(target);
    if (index === -1) return;
    const own = items.findIndex((item) => item.button === target);
    if (event.key === 'ArrowDown' && own !== -1 && state.open === own) {
      const first = focusables(items[own]!.panel!)[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    const intent = titleKeyIntent(event.key, layout, rtl);
    if (!intent) return;
    event.preventDefault();
    stops[moveIndex(intent, index, stops.length, false)]!.focus();
  });
  // Escape with the focus elsewhere (a panel the pointer opened) closes what is open.
  scope.on(window, 'keydown', (event) => {
    if ((event.key !== 'Escape' && event.key !== 'Esc') || event.defaultPrevented || event.isComposing || !isOpen() || frozen()) return;
    if (event.target instanceof Node && nav.contains(event.target)) return;
    event.preventDefault();
    dispatch({ type: 'close-dropdown' });
  });
  // Focus moving to another title closes the open panel (Tab out of its last control); focus
  // leaving the menu closes everything (APG disclosure navigation).
  scope.on(nav, 'focusin', (event) => {
    if (state.open !== null && zoneOf(event.target)?.index !== state.open) dispatch({ type: 'close-all' });
  });
  scope.on(nav, 'focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || nav.contains(next) || !isOpen() || frozen()) return;
    dispatch({ type: 'close-dropdown' });
  });

  // ---- an overlay over the menu -----------------------------------------------------------------
  // A link in a panel may open an off-canvas panel: the menu stays as it is under it (the focus
  // returns to that link when it closes), then closes if the shopper has moved on by then.
  let wasFrozen = frozen();
  scope.add(
    openOverlays.subscribe(() => {
      const now = frozen();
      if (wasFrozen && !now && isOpen()) {
        scope.timeout(() => {
          if (!isOpen() || nav.contains(document.activeElement) || matchesSafely(nav, ':hover')) return;
          dispatch({ type: 'close-dropdown' });
        }, 0);
      }
      wasFrozen = now;
    }),
  );

  // ---- the toggle's display -------------------------------------------------------------------
  if (toggle && typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(() => {
      const next = readLayout();
      if (next === layout) return;
      const hadFocus = wrapper.contains(document.activeElement);
      layout = next;
      setAttr(nav, 'data-layout', layout);
      dispatch({ type: 'layout' });
      if (hadFocus && layout === 'dropdown') toggle.focus();
    });
    observer.observe(toggle);
    scope.add(() => observer.disconnect());
  }

  // ---- the title row's horizontal scroll ----------------------------------------------------------
  let scrolling = false;
  const alignHeading = () => {
    const enabled = responsiveValue(settings.raw, 'horizontal_scroll', device(), order) === 'enable';
    if (!enabled) {
      if (scrolling) resetStyle(heading);
      scrolling = false;
      return;
    }
    ownStyle(heading);
    heading.style.setProperty(HEADING_JUSTIFY, 'start');
    const { scrollWidth, clientWidth } = heading;
    scrolling = scrollWidth > clientWidth;
    if (!scrolling) {
      resetStyle(heading);
      return;
    }
    heading.scrollLeft = headingScrollLeft(responsiveValue(settings.raw, 'item_position_horizontal', device(), order), scrollWidth, clientWidth, rtl);
  };
  alignHeading();
  scope.on(heading, 'pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !scrolling) return;
    const startX = event.clientX;
    const startLeft = heading.scrollLeft;
    let dragged = false;
    const drag = scope.child();
    setClass(heading, 'e-scroll', true);
    drag.on(window, 'pointermove', (move) => {
      const distance = move.clientX - startX;
      if (!dragged && Math.abs(distance) < DRAG_THRESHOLD_PX) return;
      dragged = true;
      setClass(heading, 'e-scroll-active', true);
      heading.scrollLeft = startLeft - distance;
    });
    const end = () => {
      drag.dispose();
      setClass(heading, 'e-scroll', false);
      setClass(heading, 'e-scroll-active', false);
      if (!dragged) return;
      // The click that ends a drag is not a click on the title under it.
      const swallow = scope.child();
      swallow.on(heading, 'click', (click) => {
        click.preventDefault();
        click.stopPropagation();
        swallow.dispose();
      }, { capture: true });
      swallow.timeout(() => swallow.dispose(), 0);
    };
    drag.on(window, 'pointerup', end);
    drag.on(window, 'pointercancel', end);
  });

  // ---- anchors ----------------------------------------------------------------------------------
  const anchors = items.flatMap((item) => {
    const marked = item.link && (item.link.classList.contains(ANCHOR) ? item.link : item.link.closest(`.${ANCHOR}`));
    return item.link && marked && item.title.contains(marked) ? [{ link: item.link, marked }] : [];
  });
  let anchorScope: Scope | null = null;
  const followAnchors = () => {
    anchorScope?.dispose();
    const own = (anchorScope = scope.child());
    if (typeof IntersectionObserver !== 'function') return;
    const viewportHeight = window.innerHeight;
    for (const { link, marked } of anchors) {
      if (link.pathname !== location.pathname || !link.hash) continue;
      const target = anchorTarget(link.hash);
      if (!target) continue;
      const observer = new IntersectionObserver(
        (entries) => {
          if (own.disposed) return;
          for (const entry of entries) {
            setClass(marked, CURRENT, entry.isIntersecting);
            setAttr(link, 'aria-current', entry.isIntersecting ? 'location' : null);
          }
        },
        { rootMargin: anchorRootMargin(target.offsetHeight, viewportHeight) },
      );
      observer.observe(target);
      own.add(() => observer.disconnect());
    }
  };
  if (anchors.length) followAnchors();

  // ---- the window's size ----------------------------------------------------------------------
  let viewportHeight = window.innerHeight;
  let remeasure: Disposer | null = null;
  scope.on(window, 'resize', () => {
    writeTouchMode();
    alignHeading();
    const open = itemAt(state.open);
    if (open) {
      unplace(open);
      writeStretch(measureStretch());
      if (layout === 'horizontal') place(open);
    }
    if (state.dropdown) {
      writeStretch(measureStretch());
      fitDropdown();
    }
    if (anchors.length && window.innerHeight !== viewportHeight) {
      viewportHeight = window.innerHeight;
      remeasure?.();
      remeasure = scope.timeout(() => {
        remeasure = null;
        followAnchors();
      }, ANCHOR_REMEASURE_MS);
    }
  });
}

/**
 * Pro's window events for the panel just shown. jQuery's trigger hands the panel to jQuery
 * handlers as Pro's does (a native event would not give it to them); without jQuery, a native
 * event with the panel as detail. A broken third-party handler does not stop the menu.
 */
function announceShown(panel: HTMLElement): void {
  window.dispatchEvent(new CustomEvent(MOTION_FX_RECALC_EVENT));
  const $ = jquery();
  if ($) {
    try {
      $(window).trigger(NESTED_TABS_ACTIVATE_EVENT, [panel]);
    } catch (error) {
      if (typeof reportError === 'function') reportError(error);
    }
  } else window.dispatchEvent(new CustomEvent(NESTED_TABS_ACTIVATE_EVENT, { detail: panel }));
  window.dispatchEvent(new CustomEvent(BG_VIDEO_RECALC_EVENT));
}

/** The section an anchor item points to (an id may start with a digit, which a selector may not). */
function anchorTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
