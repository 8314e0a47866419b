/**
 * Elementor Pro's sticky sections, containers and widgets (elementor-widgets.md §11.1), without
 * jQuery or its `jquery.sticky` library. `elementor-sticky` on start; when the element reaches its
 * trigger it is fixed at the offset (`elementor-sticky--active elementor-section--handles-inside`)
 * and a spacer keeps its place; past the effects offset `elementor-sticky--effects`; with
 * `sticky_parent` it is held at its container's bottom while that scrolls away.
 *
 * Decisions:
 * - The spacer is an empty `div.elementor-sticky__spacer` of the element's exact outer size (its
 *   border box, margins, and its place in a flex or grid parent), not the library's clone, which
 *   duplicated ids, `data-id` and `data-settings` (so every script keyed on them found the element
 *   twice).
 * - Scrolling only asks for a frame (passive listener); the frame reads every box first, then
 *   writes once. A resize while stuck measures the element afresh in a frame (the library did it
 *   on every resize event); 300 ms after the last resize (spec §9) the settings are read again
 *   for the new device and the sticky is made again only when they changed.
 * - Dispose puts back the served inline styles, classes and parent styles and removes the spacer.
 */
import { createRestorer } from '../../core/restore';
import { STICKY_RESIZE_DEBOUNCE_MS } from '../../core/timings';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { isRecord } from '../../core/record';
import {
  nextState,
  sameConfig,
  stickyConfig,
  UNSTUCK,
  type Box,
  type ParentBox,
  type StickyConfig,
  type StickyOptions,
  type StickyState,
} from './logic';
import { parseSticky } from './parse';

const STICKY = 'elementor-sticky';
const ACTIVE = ['elementor-sticky--active', 'elementor-section--handles-inside'];
const EFFECTS = 'elementor-sticky--effects';
const SPACER = 'elementor-sticky__spacer';
const PARENTS = '.e-con, .e-con-inner, .elementor-widget-wrap';
/** The inline properties sticking sets, put back as they were when it unsticks. */
const STUCK_PROPERTIES = ['position', 'width', 'margin-top', 'margin-bottom', 'top', 'bottom', 'inset-inline-start'];

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseSticky(element);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const options = parsed.value;
  if (!options) return;
  const { scope } = ctx;
  const restorer = createRestorer();
  const servedClass = element.getAttribute('class') ?? '';
  scope.add(() => {
    restorer.restore();
    // classList writes the list back normalized; the page builder prints some class twice.
    if (sameTokens(element.getAttribute('class') ?? '', servedClass)) element.setAttribute('class', servedClass);
  });
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  const topLevel = element.classList.contains('e-con') && !element.parentElement?.matches('.e-con, .e-con-inner');

  const readConfig = () => stickyConfig(options, currentDevice(breakpoints), order, adminBarHeight(options), topLevel);
  let config = readConfig();
  let running = config ? activate(element, config, scope.child(), restorer) : null;

  let cancelPending: (() => void) | null = null;
  scope.on(window, 'resize', () => {
    cancelPending?.();
    cancelPending = scope.timeout(() => {
      cancelPending = null;
      const next = readConfig();
      if (sameConfig(next, config)) return;
      config = next;
      running?.dispose();
      running = config ? activate(element, config, scope.child(), restorer) : null;
    }, STICKY_RESIZE_DEBOUNCE_MS);
  });
}

const sameTokens = (a: string, b: string) => {
  const tokens = (text: string) => [...new Set(text.split(/\s+/).filter(Boolean))].sort().join(' ');
  return tokens(a) === tokens(b);
};

/** The WordPress admin bar's height when it stays on screen (fixed), for a top offset. */
function adminBarHeight(options: StickyOptions): number {
  if (options.to !== 'top') return 0;
  const bar = document.getElementById('wpadminbar');
  if (!bar || getComputedStyle(bar).position !== 'fixed') return 0;
  return bar.getBoundingClientRect().height;
}

/** Elementor's page setting: with scroll snap the body scrolls, not the window. */
function scrollTarget(): EventTarget {
  const config = (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  const page = isRecord(config) && isRecord(config.settings) ? config.settings.page : undefined;
  return isRecord(page) && page.scroll_snap === 'yes' ? document.body : window;
}

const px = (value: string) => {
  const number = parseFloat(value);
  return Number.isFinite(number) ? number : 0;
};

interface Measure {
  /** The border box's size, from the computed style where it is laid out (transforms leave it alone). */
  width: number;
  height: number;
  left: number;
  right: number;
  rtl: boolean;
  style: CSSStyleDeclaration;
}

function measure(element: HTMLElement, rect: DOMRect): Measure {
  const style = getComputedStyle(element);
  const sides = (a: string, b: string) => px(style.getPropertyValue(a)) + px(style.getPropertyValue(b));
  const contentBox = style.boxSizing !== 'border-box';
  const size = (dimension: 'width' | 'height', fallback: number) => {
    const value = parseFloat(style.getPropertyValue(dimension));
    if (!Number.isFinite(value)) return fallback;
    if (!contentBox) return value;
    return dimension === 'width'
      ? value + sides('padding-left', 'padding-right') + sides('border-left-width', 'border-right-width')
      : value + sides('padding-top', 'padding-bottom') + sides('border-top-width', 'border-bottom-width');
  };
  return { width: size('width', rect.width), height: size('height', rect.height), left: rect.left, right: rect.right, rtl: style.direction === 'rtl', style };
}

/** An empty box holding the element's place: its size, margins and its place among flex or grid siblings. */
function makeSpacer(m: Measure): HTMLElement {
  const spacer = document.createElement('div');
  spacer.className = SPACER;
  const display = m.style.display;
  const style: Record<string, string> = {
    display: display.startsWith('inline') ? 'inline-block' : 'block',
    'box-sizing': 'border-box',
    width: `${m.width}px`,
    height: `${m.height}px`,
    flex: '0 0 auto',
  };
  for (const name of ['margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'order', 'align-self', 'grid-column', 'grid-row']) {
    const value = m.style.getPropertyValue(name);
    if (value) style[name] = value;
  }
  for (const [name, value] of Object.entries(style)) spacer.style.setProperty(name, value);
  return spacer;
}

/** Saves some inline properties (value and priority) to put them back later. */
function saveInline(element: HTMLElement, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.style.getPropertyValue(name), element.style.getPropertyPriority(name)] as const);
  return () => {
    for (const [name, value, priority] of saved) {
      if (value) element.style.setProperty(name, value, priority);
      else element.style.removeProperty(name);
    }
  };
}

function activate(element: HTMLElement, config: StickyConfig, scope: Scope, restorer: ReturnType<typeof createRestorer>): Scope {
  const isTop = config.to === 'top';
  const parent = config.parent ? (element.parentElement?.closest<HTMLElement>(PARENTS) ?? null) : null;
  restorer.classes(element, STICKY, EFFECTS, ...ACTIVE);
  element.classList.add(STICKY);
  scope.add(() => element.classList.remove(STICKY));

  let state: StickyState = UNSTUCK;
  let spacer: HTMLElement | null = null;
  let unstickStyles: (() => void) | null = null;
  let unfollowStyles: (() => void) | null = null;
  let stuckAt: Measure | null = null;

  const parentBox = (): ParentBox | null => {
    if (!parent) return null;
    const rect = parent.getBoundingClientRect();
    const style = getComputedStyle(parent);
    return { top: rect.top, bottom: rect.bottom, borderTop: px(style.borderTopWidth), borderBottom: px(style.borderBottomWidth) };
  };

  const fix = (m: Measure) => {
    element.style.setProperty('position', 'fixed');
    element.style.setProperty('width', `${m.width}px`);
    element.style.setProperty('margin-top', '0');
    element.style.setProperty('margin-bottom', '0');
    element.style.setProperty(config.to, `${config.offset}px`);
    element.style.removeProperty(isTop ? 'bottom' : 'top');
    // Fixed boxes are placed against the viewport; the start edge is the right one in RTL.
    const start = m.rtl ? document.documentElement.clientWidth - m.right : m.left;
    element.style.setProperty('inset-inline-start', `${Math.max(0, start)}px`);
  };

  const stick = (m: Measure) => {
    restorer.attributes(element, 'style');
    unstickStyles = saveInline(element, STUCK_PROPERTIES);
    spacer = makeSpacer(m);
    element.after(spacer);
    fix(m);
    element.classList.add(...ACTIVE);
    stuckAt = m;
  };

  const unstick = () => {
    unfollow();
    unstickStyles?.();
    unstickStyles = null;
    spacer?.remove();
    spacer = null;
    stuckAt = null;
    element.classList.remove(...ACTIVE);
  };

  /** `anchor` is the spacer's box (or the element's in the frame it sticks), measured before any write. */
  const follow = (anchor: DOMRect, parentRect: DOMRect, parentStyle: CSSStyleDeclaration, m: Measure) => {
    if (!parent) return;
    restorer.attributes(parent, 'style');
    const restoreParent = saveInline(parent, ['position']);
    parent.style.setProperty('position', 'relative');
    const margin = (side: string) => px(m.style.getPropertyValue(`margin-${side}`));
    const start = m.rtl
      ? parentRect.right - px(parentStyle.borderRightWidth) - anchor.right - margin('right')
      : anchor.left - parentRect.left - px(parentStyle.borderLeftWidth) - margin('left');
    element.style.setProperty('position', 'absolute');
    element.style.setProperty('inset-inline-start', `${start}px`);
    element.style.removeProperty(config.to);
    element.style.setProperty(isTop ? 'bottom' : 'top', '0');
    unfollowStyles = () => {
      restoreParent();
      if (stuckAt) fix(stuckAt);
    };
  };

  const unfollow = () => {
    unfollowStyles?.();
    unfollowStyles = null;
  };

  const check = () => {
    // Reads first.
    const viewportHeight = window.innerHeight;
    const anchorRect = (spacer ?? element).getBoundingClientRect();
    const elementRect = spacer ? element.getBoundingClientRect() : anchorRect;
    const parentNow = parentBox();
    const next = nextState(config, state, {
      anchor: anchorRect,
      element: elementRect as Box,
      parent: parentNow,
      viewportHeight,
    });
    const sticking = next.stuck && !state.stuck;
    const m = sticking ? measure(element, anchorRect) : stuckAt;
    const following = next.following && !state.following && parent && m;
    const parentRect = following ? parent.getBoundingClientRect() : null;
    const parentStyle = following ? getComputedStyle(parent) : null;
    // Then writes.
    if (!next.stuck && state.stuck) unstick();
    if (sticking && m) stick(m);
    if (state.following && !next.following && next.stuck) unfollow();
    if (following && parentRect && parentStyle) follow(anchorRect, parentRect, parentStyle, m);
    if (next.effects !== state.effects) element.classList.toggle(EFFECTS, next.effects);
    state = next;
  };

  let frame = 0;
  const schedule = (work: () => void) => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      work();
    });
  };
  scope.add(() => cancelAnimationFrame(frame));
  scope.on(scrollTarget(), 'scroll', () => schedule(check), { passive: true });
  // The element's width follows the window while it is fixed: measured again in the flow.
  scope.on(window, 'resize', () => {
    if (!state.stuck) return;
    schedule(() => {
      if (state.stuck) {
        unstick();
        state = { ...UNSTUCK, effects: state.effects };
      }
      check();
    });
  });
  scope.add(() => {
    unstick();
    element.classList.remove(EFFECTS);
  });
  check();
  return scope;
}
