/**
 * Elementor Pro's portfolio (elementor-widgets.md §7.3): the posts handler's grid (fitted
 * thumbnails, masonry) and the filter bar. A filter hides the items without its term: they shrink
 * and fade where they stand while the items that stay slide to their new cells (measured, then
 * moved back and let go: FLIP, one layout read before and one after the change), the entering ones
 * growing in; ghost cells fill the last row. Under reduced motion, with masonry, or when nothing
 * moves, the change is applied at once.
 *
 * The filters are `li[tabindex=0]` that the page builder answers on click only: here they are
 * buttons to assistive technology (pressed or not, in a labelled group) and answer Enter and
 * Space; the count shown is announced.
 */
import { isSpaceKey } from '../../core/keys';
import { text } from '../../core/i18n';
import { announce } from '../../core/live-region';
import { prefersReducedMotion } from '../../core/motion';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { startGrid } from '../../page-builder/listings/grid';
import { columnsFor } from '../../page-builder/listings/logic';
import { readSettings, responsiveValue, sliderSize } from '../../page-builder/settings';
import { ALL, AWAY_TRANSFORM, changesAnything, FILTER_TRANSITION_MS, ghostCount, invert, isFilterValue, itemTerms, planFilter, type Point } from './logic';

const CONTAINER = '.elementor-portfolio';
const FILTER_BAR = '.elementor-portfolio__filters';
const FILTER = '.elementor-portfolio__filter';
const ITEM_CLASS = 'elementor-portfolio-item';
const GHOST_CLASS = 'elementor-portfolio-ghost-item';
const ACTIVE_CLASS = 'elementor-active';
/** Inline properties the animation sets; cleared when it ends. */
const MOTION = ['transition', 'transform', 'opacity'] as const;
const OUT_OF_FLOW = ['position', 'left', 'top', 'width', 'height', 'margin'] as const;

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const container = element.querySelector<HTMLElement>(CONTAINER);
  // No list (nothing found): the page builder's handler is not active either.
  if (!container) return;
  const bar = element.querySelector<HTMLElement>(FILTER_BAR);
  const filters = bar ? [...bar.querySelectorAll<HTMLElement>(FILTER)] : [];
  const unnamed = filters.findIndex((filter) => !isFilterValue(filter.getAttribute('data-filter')));
  if (unnamed >= 0) return ctx.report(`its filter ${unnamed + 1} has no data-filter of "${ALL}" or a term id (it has ${JSON.stringify(filters[unnamed]!.getAttribute('data-filter'))})`);

  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const items = [...container.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(ITEM_CLASS) && !child.classList.contains(GHOST_CLASS),
  );
  const terms = items.map((item) => itemTerms(item.classList));
  for (const item of items) restorer.attributes(item, 'class', 'style');
  restorer.attributes(container, 'style');
  const isShown = (item: HTMLElement) => item.style.display !== 'none';

  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  const columns = () => columnsFor(settings.value, 'columns', currentDevice(breakpoints), order);
  const masonry = !!settings.value.masonry;

  /** The filter animation under way: its timer's cancel and its end state. */
  let running: { timer: () => void; end: () => void } | null = null;

  // ---- ghost cells ----------------------------------------------------------------------------
  const ghosts: HTMLElement[] = [];
  scope.add(() => {
    for (const ghost of ghosts.splice(0)) ghost.remove();
  });
  const fillLastRow = (shown: number, count: number | null = columns()) => {
    const wanted = ghostCount(shown, count);
    while (ghosts.length > wanted) ghosts.pop()!.remove();
    while (ghosts.length < wanted) {
      const ghost = document.createElement('div');
      ghost.className = `${ITEM_CLASS} ${GHOST_CLASS}`;
      ghost.setAttribute('aria-hidden', 'true');
      container.append(ghost);
      ghosts.push(ghost);
    }
  };

  const grid = startGrid({
    element,
    scope,
    restorer,
    container: () => (container.isConnected ? container : null),
    items: () => items,
    shown: isShown,
    masonry,
    columns,
    gap: () => {
      const device = currentDevice(breakpoints);
      return sliderSize(responsiveValue(settings.value, 'row_gap', device, order), sliderSize(settings.value.item_gap, 0));
    },
    fitImages: true,
    // Another column count (a resize) needs another number of ghosts; none while a filter animates.
    laidOut: (count) => {
      if (!running) fillLastRow(items.filter(isShown).length, count);
    },
  });

  // ---- the filter -----------------------------------------------------------------------------
  if (bar) {
    restorer.attributes(bar, 'role', 'aria-label');
    bar.setAttribute('role', 'group');
    if (!bar.hasAttribute('aria-label')) bar.setAttribute('aria-label', text('portfolio_filters'));
  }
  for (const filter of filters) {
    restorer.attributes(filter, 'class', 'role', 'aria-pressed');
    filter.setAttribute('role', 'button');
  }

  const finish = () => {
    const animation = running;
    if (!animation) return;
    running = null;
    animation.timer();
    animation.end();
  };
  scope.add(finish);

  const setFilter = (value: string, announceCount: boolean) => {
    finish();
    for (const filter of filters) {
      const pressed = filter.getAttribute('data-filter') === value;
      filter.classList.toggle(ACTIVE_CLASS, pressed);
      filter.setAttribute('aria-pressed', String(pressed));
    }
    const plan = planFilter(terms, items.map(isShown), value);
    items.forEach((item, index) => item.classList.toggle(ACTIVE_CLASS, plan.active[index]));
    const count = plan.active.filter(Boolean).length;
    if (announceCount) scope.add(announce(count === 1 ? text('portfolio_shown_one') : text('portfolio_shown', null, String(count))));
    if (!changesAnything(plan)) return;
    if (masonry || prefersReducedMotion()) {
      for (const index of plan.entering) items[index]!.style.removeProperty('display');
      for (const index of plan.leaving) items[index]!.style.display = 'none';
      fillLastRow(count);
      grid.now();
      return;
    }
    animate(plan.entering.map((i) => items[i]!), plan.leaving.map((i) => items[i]!), plan.staying.map((i) => items[i]!), count);
  };

  /** First, Last, Invert, Play: each item's box read before and after the change, one read each. */
  const animate = (entering: HTMLElement[], leaving: HTMLElement[], staying: HTMLElement[], count: number): void => {
    // First.
    const box = container.getBoundingClientRect();
    const origin = { x: box.left + container.clientLeft, y: box.top + container.clientTop };
    const first = new Map<HTMLElement, DOMRect>();
    for (const item of [...staying, ...leaving]) first.set(item, item.getBoundingClientRect());
    const height = container.offsetHeight;
    const positioned = getComputedStyle(container).position !== 'static';

    // The change: leaving items out of the flow where they stand (so they can fade there), entering
    // ones in their cells at their starting point; the container keeps its height until the end,
    // so the page under it does not jump while the items move.
    if (!positioned) container.style.position = 'relative';
    container.style.minHeight = `${height}px`;
    for (const item of leaving) {
      const rect = first.get(item)!;
      Object.assign(item.style, {
        transition: 'none',
        position: 'absolute',
        left: `${rect.left - origin.x}px`,
        top: `${rect.top - origin.y}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        margin: '0',
      });
    }
    for (const item of entering) {
      item.style.removeProperty('display');
      Object.assign(item.style, { transition: 'none', opacity: '0', transform: AWAY_TRANSFORM });
    }
    fillLastRow(count);

    // Last, then Invert.
    const last = new Map<HTMLElement, Point>();
    for (const item of staying) {
      const rect = item.getBoundingClientRect();
      last.set(item, { x: rect.left, y: rect.top });
    }
    for (const item of staying) {
      const from = first.get(item)!;
      item.style.transition = 'none';
      item.style.transform = invert({ x: from.left, y: from.top }, last.get(item)!);
    }
    // The inverted state must be the style the transition starts from.
    void getComputedStyle(container).opacity;

    // Play.
    const transition = `transform ${FILTER_TRANSITION_MS}ms ease-in-out, opacity ${FILTER_TRANSITION_MS}ms ease-in-out`;
    for (const item of [...staying, ...entering]) {
      item.style.transition = transition;
      item.style.removeProperty('transform');
      item.style.removeProperty('opacity');
    }
    for (const item of leaving) {
      item.style.transition = transition;
      item.style.opacity = '0';
      item.style.transform = AWAY_TRANSFORM;
    }

    const end = () => {
      for (const item of leaving) {
        for (const name of [...MOTION, ...OUT_OF_FLOW]) item.style.removeProperty(name);
        item.style.display = 'none';
      }
      for (const item of [...staying, ...entering]) for (const name of MOTION) item.style.removeProperty(name);
      if (!positioned) container.style.removeProperty('position');
      container.style.removeProperty('min-height');
      grid.refresh();
    };
    running = { timer: scope.timeout(() => {
      running = null;
      end();
    }, FILTER_TRANSITION_MS), end };
  };

  const filterOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(FILTER) : null;
    return target && filters.includes(target) ? target : null;
  };
  if (bar) {
    scope.on(bar, 'click', (event) => {
      const filter = filterOf(event);
      if (filter) setFilter(filter.getAttribute('data-filter')!, true);
    });
    scope.on(bar, 'keydown', (event) => {
      const filter = filterOf(event);
      if (!filter || (event.key !== 'Enter' && !isSpaceKey(event))) return;
      // Space would scroll the page; Enter on a list item does nothing by itself.
      event.preventDefault();
      setFilter(filter.getAttribute('data-filter')!, true);
    });
  }

  // As the handler does at init: every item active, "All" pressed, the last row filled.
  setFilter(ALL, false);
  fillLastRow(items.filter(isShown).length);
}
