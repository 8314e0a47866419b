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
 * their markers, one query per family found plus one: each query looks for every marker still
 * unmatched and ends at its first match, so a long listing is walked in full only where a family
 * is absent, and once for all of those.
 */
export function familiesIn(root: ParentNode, candidates: readonly Family[]): Family[] {
  const found: Family[] = [];
  let rest: Family[] = [];
  for (const family of candidates) {
    if (family.globals?.some((name) => (window as unknown as Record<string, unknown>)[name] !== undefined)) found.push(family);
    else if (family.marker) rest.push(family);
  }
  while (rest.length) {
    const markers = rest.map((family) => family.marker).join(', ');
    const first = root instanceof Element && root.matches(markers) ? root : root.querySelector(markers);
    if (!first) break;
    const hit = rest.filter((family) => first.matches(family.marker!));
    found.push(...hit);
    rest = rest.filter((family) => !hit.includes(family));
  }
  return found;
}
