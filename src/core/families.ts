import { loadChunk } from './chunk';
import type { Family, WidgetDef } from './types';

/**
 * The loader's side of the families (types.ts `Family`): which of them a part of the page calls
 * for, and their tables, each fetched once per page whoever asks first.
 */
const tables = new WeakMap<Family, Promise<readonly WidgetDef[]>>();

export function loadFamily(family: Family): Promise<readonly WidgetDef[]> {
  let table = tables.get(family);
  if (!table) tables.set(family, (table = loadChunk(`family-${family.name}`, family.load)));
  return table;
}

/**
 * The families among `candidates` that `root` calls for: by a page global (no DOM query), else by
 * their markers. Each selector of a marker is queried on its own: the browser has a fast path for
 * a lone class, id or tag and none for a list, so over the 1000-product listing (26,000 elements)
 * with nothing to find, a list's query took 2-3 times as long as its selectors' queries together.
 */
export function familiesIn(root: ParentNode, candidates: readonly Family[]): Family[] {
  return candidates.filter(
    (family) =>
      family.globals?.some((name) => (window as unknown as Record<string, unknown>)[name] !== undefined) ||
      (family.marker && matchesWithin(root, family.marker)),
  );
}

/** Whether `root` is or holds an element matching the selector list, one query per selector. */
export function matchesWithin(root: ParentNode, list: string): boolean {
  // Our lists are plain selectors with no comma inside one (src/selectors.ts).
  return list.split(',').some((selector) => (root instanceof Element && root.matches(selector)) || root.querySelector(selector) !== null);
}
