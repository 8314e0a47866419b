import type { Parsed } from '../../core/config';
import { TAXONOMY_FILTER_BAR, TAXONOMY_FILTER_ITEM } from '../../selectors';
import { filterOperator, TAXONOMY, WIDGET_ID, type FilterOperator } from '../logic';

export interface TaxonomyFilter {
  /** The filter widget's own id: its key in the loop's filters. */
  filterId: string;
  /** The loop widget it filters (`selected_element`). */
  loopId: string;
  loop: HTMLElement;
  taxonomy: string;
  operator: FilterOperator;
  bar: HTMLElement;
  buttons: HTMLButtonElement[];
  baseUrl: string;
  pageNum: number;
}

/**
 * The taxonomy filter's markup (elementor.md §4.1): `data-settings` JSON naming the loop widget and
 * the taxonomy, and the `.e-filter` bar of term buttons. The loop must be on the page.
 */
export function parseTaxonomyFilter(element: HTMLElement, root: ParentNode = document): Parsed<TaxonomyFilter> {
  const filterId = element.dataset.id ?? '';
  if (!filterId) return { ok: false, reason: 'the widget has no data-id' };
  let settings: unknown;
  try {
    settings = JSON.parse(element.getAttribute('data-settings') ?? '');
  } catch {
    return { ok: false, reason: 'its data-settings attribute is not JSON' };
  }
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return { ok: false, reason: 'its data-settings attribute is not an object' };
  const { selected_element: loopId, taxonomy, multiple_selection: multiple, logical_combination: combination } = settings as Record<string, unknown>;
  if (typeof loopId !== 'string' || !WIDGET_ID.test(loopId)) return { ok: false, reason: 'data-settings.selected_element must be the loop widget\'s 7-character id' };
  if (typeof taxonomy !== 'string' || !TAXONOMY.test(taxonomy)) return { ok: false, reason: 'data-settings.taxonomy must be a taxonomy slug' };
  const loop = root.querySelector<HTMLElement>(`.elementor-element-${loopId}`);
  if (!loop) return { ok: false, reason: `its selected_element "${loopId}" names no loop widget on this page` };
  const bar = element.querySelector<HTMLElement>(TAXONOMY_FILTER_BAR);
  if (!bar) return { ok: false, reason: 'the .e-filter bar is missing' };
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>(TAXONOMY_FILTER_ITEM)];
  if (!buttons.length || buttons.some((button) => !(button instanceof HTMLButtonElement) || !button.dataset.filter)) {
    return { ok: false, reason: 'every .e-filter-item must be a button with data-filter' };
  }
  const pageNum = Number(bar.dataset.pageNum ?? '1');
  return {
    ok: true,
    value: {
      filterId,
      loopId,
      loop,
      taxonomy,
      operator: filterOperator(multiple === 'yes', combination),
      bar,
      buttons,
      baseUrl: bar.dataset.baseUrl ?? location.href,
      pageNum: Number.isFinite(pageNum) && pageNum > 0 ? pageNum : 1,
    },
  };
}
