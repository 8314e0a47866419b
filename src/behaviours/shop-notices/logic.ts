/**
 * Where the window scrolls to show notices the widget just gathered: the first of them in the
 * middle of the window, as the plugin puts it (elementor-widgets.md §9.4). Null when it is in view
 * already: the plugin scrolls on every checkout update while any notice is on the page, which
 * pulls a shopper typing an address back up to an old notice on each pause.
 */
export function noticeScrollTop(rect: { top: number; bottom: number }, scrollY: number, viewportHeight: number): number | null {
  if (rect.top >= 0 && rect.bottom <= viewportHeight) return null;
  return Math.max(0, rect.top + scrollY - viewportHeight / 2);
}
