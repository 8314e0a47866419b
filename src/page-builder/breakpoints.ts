/**
 * The page builder's breakpoints (elementor.md §1.3): all max-width but widescreen (min-width);
 * only those `is_enabled` are active. Sites that never touched them have mobile ≤ 767 and
 * tablet ≤ 1024. Read by hand from `elementorFrontendConfig.responsive.breakpoints`, without the
 * schemas chunk: widgets that run when visible need only these few fields.
 */
import { isRecord } from '../core/record';

export interface Breakpoint {
  readonly name: string;
  readonly value: number;
  readonly direction: 'max' | 'min';
}

export const DEFAULT_BREAKPOINTS: readonly Breakpoint[] = [
  { name: 'mobile', value: 767, direction: 'max' },
  { name: 'tablet', value: 1024, direction: 'max' },
];

/** The active breakpoints from the config's `responsive` field; a problem when it is malformed (the defaults then hold). */
export function parseBreakpoints(responsive: unknown): { breakpoints: Breakpoint[]; problem: string | null } {
  if (!isRecord(responsive) || responsive.breakpoints === undefined) return { breakpoints: [...DEFAULT_BREAKPOINTS], problem: null };
  const map = responsive.breakpoints;
  if (!isRecord(map)) return { breakpoints: [...DEFAULT_BREAKPOINTS], problem: 'elementorFrontendConfig.responsive.breakpoints is not an object' };
  const breakpoints: Breakpoint[] = [];
  for (const [name, entry] of Object.entries(map)) {
    if (!isRecord(entry)) continue;
    const value = typeof entry.value === 'number' ? entry.value : Number(entry.value);
    if (entry.is_enabled === false || !Number.isFinite(value)) continue;
    breakpoints.push({ name, value, direction: entry.direction === 'min' ? 'min' : 'max' });
  }
  return { breakpoints, problem: null };
}

/** The page's active breakpoints (the defaults where the config has none or a malformed one). */
export function pageBreakpoints(win: Record<string, unknown> = window as unknown as Record<string, unknown>): Breakpoint[] {
  const config = win.elementorFrontendConfig;
  return parseBreakpoints(isRecord(config) ? config.responsive : undefined).breakpoints;
}

/**
 * The device mode for a width: the smallest active max-width breakpoint that holds it, widescreen
 * at or above its min-width, else desktop.
 */
export function deviceFor(width: number, breakpoints: readonly Breakpoint[]): string {
  const wide = breakpoints.find((b) => b.direction === 'min');
  if (wide && width >= wide.value) return wide.name;
  const fitting = breakpoints.filter((b) => b.direction === 'max' && width <= b.value).sort((a, b) => a.value - b.value);
  return fitting[0]?.name ?? 'desktop';
}

/** Devices from smallest to largest, desktop included, for responsive settings. */
export function deviceOrder(breakpoints: readonly Breakpoint[]): string[] {
  const max = breakpoints.filter((b) => b.direction === 'max').sort((a, b) => a.value - b.value).map((b) => b.name);
  const min = breakpoints.filter((b) => b.direction === 'min').map((b) => b.name);
  return [...max, 'desktop', ...min];
}

/** The window's device now, as the page builder's CSS sees it (media queries count the scrollbar, as `innerWidth` does). */
export function currentDevice(breakpoints: readonly Breakpoint[] = pageBreakpoints()): string {
  return deviceFor(window.innerWidth, breakpoints);
}
