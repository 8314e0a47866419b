import type { Parsed } from '../../core/config';
import { MENU_HIDE_TIMEOUT_MS, MENU_SHOW_TIMEOUT_MS, MENU_SUB_MAX_WIDTH, MENU_SUB_MIN_WIDTH } from '../../core/timings';

/** The SmartMenus options this menu honours (jquery.smartmenus.js `$.fn.smartmenus.defaults`). */
export interface MenuOptions {
  showTimeout: number;
  hideTimeout: number;
  /** '' for none: SmartMenus skips a falsy width. */
  subMenusMinWidth: string;
  subMenusMaxWidth: string;
  /** First-level submenus open on click only, not on hover. */
  showOnClick: boolean;
  /** A click outside the menu closes it. */
  hideOnClick: boolean;
  /** The root menu is itself a popup, shown by `popupShow(left, top)`. */
  isPopup: boolean;
}

export const DEFAULT_MENU_OPTIONS: Readonly<MenuOptions> = {
  showTimeout: MENU_SHOW_TIMEOUT_MS,
  hideTimeout: MENU_HIDE_TIMEOUT_MS,
  subMenusMinWidth: MENU_SUB_MIN_WIDTH,
  subMenusMaxWidth: MENU_SUB_MAX_WIDTH,
  showOnClick: false,
  hideOnClick: true,
  isPopup: false,
};

const TIMES = ['showTimeout', 'hideTimeout'] as const;
const WIDTHS = ['subMenusMinWidth', 'subMenusMaxWidth'] as const;
const FLAGS = ['showOnClick', 'hideOnClick', 'isPopup'] as const;

/**
 * Reads a root menu's `data-sm-options` over the defaults. SmartMenus evals the attribute and
 * alerts when that throws; we take JSON only (a page's CSP forbids eval) and give a reason instead.
 * Options this menu does not use (subIndicators, markCurrentItem, ...) are left alone.
 */
export function parseMenuOptions(raw: string | null): Parsed<MenuOptions> {
  if (raw === null || raw.trim() === '') return { ok: true, value: { ...DEFAULT_MENU_OPTIONS } };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: `data-sm-options is not valid JSON (${JSON.stringify(raw.slice(0, 80))})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reason: `data-sm-options must be a JSON object of SmartMenus options (got ${JSON.stringify(data)})` };
  }
  const given = data as Record<string, unknown>;
  const value: MenuOptions = { ...DEFAULT_MENU_OPTIONS };
  for (const key of TIMES) {
    if (!(key in given)) continue;
    const ms = given[key];
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      return { ok: false, reason: `data-sm-options ${key} must be a number of milliseconds (got ${JSON.stringify(ms)})` };
    }
    value[key] = ms;
  }
  for (const key of WIDTHS) {
    if (!(key in given)) continue;
    const width = given[key];
    if (width === false || width === 0 || width === '' || width === null) value[key] = '';
    else if (typeof width === 'string') value[key] = width;
    else return { ok: false, reason: `data-sm-options ${key} must be a CSS length such as "10em" (got ${JSON.stringify(width)})` };
  }
  for (const key of FLAGS) {
    if (!(key in given)) continue;
    if (typeof given[key] !== 'boolean') {
      return { ok: false, reason: `data-sm-options ${key} must be true or false (got ${JSON.stringify(given[key])})` };
    }
    value[key] = given[key];
  }
  return { ok: true, value };
}

/**
 * Which open submenus close when `item` opens: every open one that is not `item` itself or one of
 * the submenus it sits in (its siblings, their descendants, other branches). `parentOf` gives the
 * submenu item an item sits in, or null at the top level.
 */
export function closedByOpening<T>(open: ReadonlySet<T>, item: T, parentOf: (item: T) => T | null): T[] {
  const keep = new Set<T>();
  for (let at: T | null = item; at !== null; at = parentOf(at)) keep.add(at);
  return [...open].filter((other) => !keep.has(other));
}

/** Which open submenus close with `item`: it and every open one inside it. */
export function closedWith<T>(open: ReadonlySet<T>, item: T, parentOf: (item: T) => T | null): T[] {
  return [...open].filter((other) => {
    for (let at: T | null = other; at !== null; at = parentOf(at)) if (at === item) return true;
    return false;
  });
}

/** What a call of `$(menu).smartmenus(method, …)` does here; SmartMenus alerts on a popup call without isPopup. */
export type MethodCall = { do: 'popupShow'; left: unknown; top: unknown } | { do: 'popupHide' } | { do: 'hideAll' } | { do: 'nothing' } | { do: 'report'; reason: string };

export function smartMenusCall(method: string, args: readonly unknown[], options: MenuOptions): MethodCall {
  switch (method) {
    case 'popupShow':
      if (!options.isPopup) {
        return { do: 'report', reason: 'popupShow was called on a menu without the isPopup option (set "isPopup": true in data-sm-options)' };
      }
      return { do: 'popupShow', left: args[0], top: args[1] };
    case 'popupHide':
      return options.isPopup ? { do: 'popupHide' } : { do: 'nothing' };
    case 'menuHideAll':
      return { do: 'hideAll' };
    default:
      return { do: 'nothing' };
  }
}
