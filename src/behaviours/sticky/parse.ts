import { isOn, readSettings, type Parsed } from '../../page-builder/settings';
import type { StickyOptions } from './logic';

/**
 * The element's sticky settings: null when `sticky` is empty (the editor's "None", which the
 * plugin's handler treats as not sticky).
 */
export function parseSticky(element: Element): Parsed<StickyOptions | null> {
  const read = readSettings(element);
  if (!read.ok) return read;
  const settings = read.value;
  const to = settings.sticky;
  if (to === undefined || to === '') return { ok: true, value: null };
  if (to !== 'top' && to !== 'bottom') return { ok: false, reason: 'data-settings.sticky must be "top" or "bottom"' };
  const on = settings.sticky_on;
  if (on !== undefined && !(Array.isArray(on) && on.every((device) => typeof device === 'string'))) {
    return { ok: false, reason: 'data-settings.sticky_on must be a list of device names' };
  }
  return { ok: true, value: { to, on: on === undefined ? null : (on as string[]), parent: isOn(settings.sticky_parent), settings } };
}
