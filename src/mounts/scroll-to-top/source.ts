import { SCROLL_TOP_CONTAINER, SCROLL_TOP_SETTINGS_ATTRIBUTE } from '../../selectors';

/** The page global WPFront Scroll Top v3 localizes (widgets.md §2.2). */
export const SCROLL_TOP_GLOBAL = 'wpfront_scroll_top_data';

/**
 * Where the page gives the button's settings: a v2-style container with its settings in a data
 * attribute (the plugin's own inline `wpfront_scroll_top({…})` call is a script we cannot read),
 * or v3's global, which has no markup at all. The container wins: it is the markup the theme styles.
 */
export type Source = { kind: 'v2'; container: HTMLElement } | { kind: 'v3'; global: unknown };

export function findSource(): Source | null {
  const container = document.querySelector<HTMLElement>(SCROLL_TOP_CONTAINER);
  if (container) return { kind: 'v2', container };
  const global = (window as unknown as Record<string, unknown>)[SCROLL_TOP_GLOBAL];
  return global === undefined ? null : { kind: 'v3', global };
}

/** The raw settings object, unchecked (undefined when it cannot even be read). */
export function rawSettings(source: Source): unknown {
  if (source.kind === 'v3') {
    const data = (source.global as { data?: { data?: unknown } } | null)?.data;
    return typeof data === 'object' && data !== null ? data.data : undefined;
  }
  const json = source.container.getAttribute(SCROLL_TOP_SETTINGS_ATTRIBUTE);
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
