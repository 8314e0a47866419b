/**
 * The table of contents' rules (elementor-widgets.md §3.3), without the DOM: its settings, the
 * nesting of the headings, their anchors, when the box starts collapsed and which item the scroll
 * spy marks.
 */
import { isRecord } from '../../core/record';
import { isOn, textSetting, type Parsed, type Settings } from '../../page-builder/settings';

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const DEFAULT_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

export interface TocSettings {
  /** Lower-case heading tags to list. */
  tags: string[];
  /** The user's CSS selector for the area to scan, '' for the page builder's content. */
  container: string;
  /** Headings inside a match of this selector are left out; '' for none. */
  exclude: string;
  markers: 'numbers' | 'bullets';
  /** The bullet icon's classes (`fas fa-circle`), '' for none. */
  iconClass: string;
  /** The site's own text, or null for our fallback. */
  noHeadingsMessage: string | null;
  minimizeBox: boolean;
  minimizedOn: string;
  hierarchical: boolean;
  collapseSubitems: boolean;
}

/** The widget's settings; a reason naming the field when one cannot be used. */
export function tocSettings(settings: Settings, minimizedOnClass: string | null): Parsed<TocSettings> {
  const rawTags = settings.headings_by_tags;
  let tags = DEFAULT_TAGS;
  if (rawTags !== undefined) {
    if (!Array.isArray(rawTags) || !rawTags.every((tag) => typeof tag === 'string' && (HEADING_TAGS as readonly string[]).includes(tag.toLowerCase()))) {
      return { ok: false, reason: 'data-settings.headings_by_tags must be a list of heading tags (h1 to h6)' };
    }
    tags = rawTags.map((tag: string) => tag.toLowerCase());
  }
  const rawExclude = settings.exclude_headings_by_selector;
  // A text control whose default is an empty list: `[]` when untouched, a comma-separated string otherwise.
  let exclude = '';
  if (typeof rawExclude === 'string') exclude = rawExclude.trim();
  else if (Array.isArray(rawExclude) && rawExclude.every((part) => typeof part === 'string')) exclude = rawExclude.map((part: string) => part.trim()).filter(Boolean).join(', ');
  else if (rawExclude !== undefined) return { ok: false, reason: 'data-settings.exclude_headings_by_selector must be a CSS selector list' };
  if (settings.container !== undefined && typeof settings.container !== 'string') {
    return { ok: false, reason: 'data-settings.container must be a CSS selector' };
  }
  const icon = settings.icon;
  const message = settings.no_headings_message;
  return {
    ok: true,
    value: {
      tags,
      container: textSetting(settings.container).trim(),
      exclude,
      markers: settings.marker_view === 'bullets' ? 'bullets' : 'numbers',
      iconClass: isRecord(icon) && typeof icon.value === 'string' ? icon.value.trim() : '',
      noHeadingsMessage: typeof message === 'string' && message.trim() !== '' ? message : null,
      minimizeBox: isOn(settings.minimize_box),
      minimizedOn: textSetting(settings.minimized_on) || minimizedOnClass || 'tablet',
      hierarchical: isOn(settings.hierarchical_view),
      collapseSubitems: isOn(settings.hierarchical_view) && isOn(settings.collapse_subitems),
    },
  };
}

/**
 * Each heading's depth in the nested list, from its tag's number (2 for h2): under the nearest
 * earlier heading of a higher rank, one deeper; beside the nearest one of the same rank. So a
 * depth grows by one step at most from one item to the next, whatever ranks the page skips.
 * A flat list has every item at depth 0.
 */
export function headingDepths(ranks: readonly number[], hierarchical: boolean): number[] {
  const depths: number[] = [];
  ranks.forEach((rank, index) => {
    let depth = 0;
    if (hierarchical) {
      for (let before = index - 1; before >= 0; before--) {
        if (ranks[before]! <= rank) {
          depth = depths[before]! + (ranks[before]! < rank ? 1 : 0);
          break;
        }
      }
    }
    depths.push(depth);
  });
  return depths;
}

export interface TocNode {
  /** The heading's position in the scanned list. */
  index: number;
  children: TocNode[];
}

/** The nested list for those depths: each item holds the deeper items that follow it. */
export function buildTree(depths: readonly number[]): TocNode[] {
  const roots: TocNode[] = [];
  const path: TocNode[] = [];
  depths.forEach((depth, index) => {
    const node: TocNode = { index, children: [] };
    path.length = Math.min(depth, path.length);
    const parent = path[path.length - 1];
    (parent ? parent.children : roots).push(node);
    path.push(node);
  });
  return roots;
}

export const anchorId = (index: number) => `elementor-toc__heading-anchor-${index}`;

export interface HeadingIds {
  /** The heading's own id, '' when it has none. */
  own: string;
  /** The id of the page-builder widget wrapping it, '' when none. */
  wrapper: string;
}

/**
 * Where each item links to: the heading's own id; else its widget's id (the site owner's custom
 * anchor for a heading widget) when that widget wraps no other listed heading, so two items never
 * share an anchor; else a span we insert, `elementor-toc__heading-anchor-{index}`.
 */
export function headingAnchors(headings: readonly HeadingIds[]): Array<{ id: string; inserted: boolean }> {
  const wrappers = new Map<string, number>();
  for (const { own, wrapper } of headings) if (!own && wrapper) wrappers.set(wrapper, (wrappers.get(wrapper) ?? 0) + 1);
  return headings.map(({ own, wrapper }, index) => {
    if (own) return { id: own, inserted: false };
    if (wrapper && wrappers.get(wrapper) === 1) return { id: wrapper, inserted: false };
    return { id: anchorId(index), inserted: true };
  });
}

/**
 * Whether the box starts collapsed on this device: at or below `minimizedOn` in the page's active
 * devices (smallest first, desktop included); `desktop` collapses it everywhere, widescreen too.
 */
export function startsCollapsed(minimizedOn: string, device: string, order: readonly string[]): boolean {
  if (minimizedOn === 'desktop') return true;
  const limit = order.indexOf(minimizedOn);
  const at = order.indexOf(device);
  return limit >= 0 && at >= 0 && at <= limit;
}

/** Where a heading was in the last observation: in the viewport, above it or below it. */
export type HeadingPlace = 'in' | 'above' | 'below';

/**
 * The item the scroll spy marks: the first heading in view; with none in view, the last one
 * scrolled past (its section fills the screen); before the first heading, none (-1).
 */
export function activeIndex(places: ReadonlyArray<HeadingPlace | undefined>): number {
  const first = places.indexOf('in');
  if (first >= 0) return first;
  return places.lastIndexOf('above');
}
