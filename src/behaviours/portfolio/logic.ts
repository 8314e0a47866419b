/**
 * Elementor Pro's portfolio filter (elementor-widgets.md §7.3): which items a term keeps, which
 * enter and which leave, the ghost cells that fill the last row, and the FLIP step that slides an
 * item from where it was to where it lands. Numbers only; the widget measures and writes.
 */

/** The "All" filter's `data-filter`. */
export const ALL = '__all';
/** The handler's `transitionDuration`. */
export const FILTER_TRANSITION_MS = 450;
/** How a leaving item shrinks away (and an entering one grows from). */
export const AWAY_TRANSFORM = 'scale3d(0.2, 0.2, 1)';

/** An item's terms from its `elementor-filter-{term_id}` classes. */
export function itemTerms(classes: Iterable<string>): string[] {
  const terms: string[] = [];
  for (const name of classes) {
    const match = /^elementor-filter-(.+)$/.exec(name);
    if (match) terms.push(match[1]!);
  }
  return terms;
}

/** A filter's `data-filter`: "All" or a term id. */
export function isFilterValue(value: string | null): value is string {
  return value === ALL || (value !== null && /^\d+$/.test(value));
}

export interface FilterPlan {
  /** Per item: whether it matches the filter (its `elementor-active`). */
  active: boolean[];
  /** Hidden now, shown after. */
  entering: number[];
  /** Shown now, hidden after. */
  leaving: number[];
  /** Shown now and after (they may move). */
  staying: number[];
}

export function planFilter(terms: readonly (readonly string[])[], shown: readonly boolean[], filter: string): FilterPlan {
  const plan: FilterPlan = { active: [], entering: [], leaving: [], staying: [] };
  terms.forEach((itemTerms, index) => {
    const active = filter === ALL || itemTerms.includes(filter);
    plan.active.push(active);
    if (active && !shown[index]) plan.entering.push(index);
    else if (!active && shown[index]) plan.leaving.push(index);
    else if (active) plan.staying.push(index);
  });
  return plan;
}

/** The ghost cells that complete the last row of `shown` items. */
export function ghostCount(shown: number, columns: number | null): number {
  if (columns === null || columns < 1) return 0;
  return (columns - (shown % columns)) % columns;
}

export interface Point {
  x: number;
  y: number;
}

/** The transform that puts an item laid out at `last` back where it was (`first`), to slide from. */
export function invert(first: Point, last: Point): string {
  return `translate3d(${first.x - last.x}px, ${first.y - last.y}px, 0)`;
}

/** Whether a filter's change moves anything at all (a plan with nothing to animate is applied at once). */
export function changesAnything(plan: FilterPlan): boolean {
  return plan.entering.length > 0 || plan.leaving.length > 0;
}
