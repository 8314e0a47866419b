/**
 * Elementor Pro's posts and archive posts widgets, every skin (elementor-widgets.md §7.1-§7.2):
 * the grid of the posts handler (thumbnails fitted to the item ratio, masonry) and its load more
 * on click or on scroll. Numbered pagination is plain links and stays the browser's.
 */
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { startGrid, type Grid } from '../../page-builder/listings/grid';
import { checkLoadMore, startLoadMore, type ListingParts } from '../../page-builder/listings/load-more';
import { columnsFor, ELEMENT_ID, loadMoreMode } from '../../page-builder/listings/logic';
import { isRecord } from '../../core/record';
import { readSettings, responsiveValue, sliderSize } from '../../page-builder/settings';
import { skinPrefix } from './logic';

const PARTS: ListingParts = {
  container: '.elementor-posts-container',
  item: 'article',
  button: '.elementor-button',
};
/** An archive with no posts prints this instead of the list. */
const NOTHING_FOUND = '.elementor-posts-nothing-found';

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const prefix = skinPrefix(element.getAttribute('data-widget_type') ?? '');
  if (prefix === null) return;
  const container = element.querySelector<HTMLElement>(PARTS.container);
  if (!container) {
    if (element.querySelector(NOTHING_FOUND)) return;
    return ctx.report(`its ${PARTS.container} list is missing`);
  }
  const mode = loadMoreMode(settings.value.pagination_type);
  const widgetId = element.getAttribute('data-id') ?? '';
  if (mode) {
    if (!ELEMENT_ID.test(widgetId)) return ctx.report(`its data-id (${JSON.stringify(widgetId)}) cannot name it in the next page`);
    const problem = checkLoadMore(element, { mode, parts: PARTS });
    if (problem) return ctx.report(problem);
  }

  const restorer = createRestorer();
  ctx.scope.add(() => restorer.restore());
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  const setting = (key: string) => responsiveValue(settings.value, `${prefix}${key}`, currentDevice(breakpoints), order);

  const grid: Grid = startGrid({
    element,
    scope: ctx.scope,
    restorer,
    container: () => (container.isConnected ? container : null),
    items: (list) => [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches('.elementor-post')),
    masonry: !!settings.value[`${prefix}masonry`],
    columns: () => columnsFor(settings.value, `${prefix}columns`, currentDevice(breakpoints), order),
    gap: () => sliderSize(setting('row_gap'), 0),
    fitImages: true,
  });

  if (!mode) return;
  const spinner = settings.value.load_more_spinner;
  startLoadMore({
    element,
    widgetId,
    mode,
    spinner: isRecord(spinner) && !!spinner.value,
    parts: PARTS,
    ctx,
    restorer,
    // The page builder left new posts unfitted and out of the masonry.
    inserted: () => grid.refresh(),
  });
}
