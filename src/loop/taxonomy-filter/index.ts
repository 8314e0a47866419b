import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { LOADING_OVERLAY } from '../held';
import { ALL_TERMS, filtersFromSearch, removeTerms, replaceFilter, setFilter, urlAfterFilter, type LoopFilters } from '../logic';
import { fetchLoop, replaceLoopContent } from '../refresh';
import { parseTaxonomyFilter, type TaxonomyFilter } from './parse';

/**
 * Elementor Pro's taxonomy filter (elementor.md §4.2): term buttons that filter a loop grid in
 * place. The filters of every filter widget on one loop live in that loop's entry below (several
 * filters can target one loop, as in the page builder's store); the URL records them, so Back,
 * Forward, reload and sharing show the same grid.
 */
interface Member {
  filter: TaxonomyFilter;
  ctx: WidgetContext;
  /** Shows the filter's terms as pressed buttons. */
  render(): void;
}

interface LoopEntry {
  state: LoopFilters;
  members: Set<Member>;
  /** The refresh in flight: a newer one aborts it, so a stale answer never lands. */
  inFlight?: AbortController;
  /** The query string the grid now shows; a popstate to the same one has nothing to do. */
  shown: string;
}

const loops = new Map<string, LoopEntry>();

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseTaxonomyFilter(element);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const filter = parsed.value;
  const { filterId, loopId, taxonomy, operator, bar, buttons } = filter;

  let entry = loops.get(loopId);
  if (!entry) loops.set(loopId, (entry = { state: { filters: {}, consolidatedFilters: {} }, members: new Set(), shown: location.search }));
  const loop = entry;

  const restorer = createRestorer();
  const member: Member = {
    filter,
    ctx,
    render() {
      const terms = loop.state.filters[filterId]?.filterData.terms ?? [];
      for (const button of buttons) {
        const term = button.dataset.filter;
        const pressed = term === ALL_TERMS ? terms.length === 0 : terms.includes(term ?? '');
        if (button.getAttribute('aria-pressed') === String(pressed)) continue;
        restorer.attributes(button, 'aria-pressed');
        button.setAttribute('aria-pressed', String(pressed));
      }
    },
  };
  loop.members.add(member);
  ctx.scope.add(() => {
    loop.members.delete(member);
    loop.state = removeTerms(loop.state, filterId);
    if (!loop.members.size) {
      loop.inFlight?.abort();
      loops.delete(loopId);
    }
    restorer.restore();
  });

  // A filter in the URL was applied by the server already: seed the store without a refresh.
  seedFromUrl(loop, member);

  ctx.scope.on(bar, 'click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button') : null;
    if (!button || !buttons.includes(button)) return;
    const term = button.dataset.filter ?? '';
    const pressed = button.getAttribute('aria-pressed') === 'true';
    if (term === ALL_TERMS && pressed) return;
    filter.loop.classList.remove('e-load-more-pagination-end');
    if (term === ALL_TERMS) loop.state = removeTerms(loop.state, filterId);
    else if (pressed) loop.state = removeTerms(loop.state, filterId, [term]);
    else loop.state = setFilter(loop.state, { filterId, taxonomy, terms: [term], operator });
    member.render();
    void refresh(loop, member, true);
  });

  // Back and Forward through the filters this page pushed: the URL's filters, and their grid.
  ctx.scope.on(window, 'popstate', () => {
    if (location.search === loop.shown) return;
    for (const other of loop.members) seedFromUrl(loop, other);
    void refresh(loop, member, false);
  });
}

function seedFromUrl(loop: LoopEntry, member: Member): void {
  const { filterId, loopId, taxonomy, operator } = member.filter;
  const fromUrl = filtersFromSearch(location.search, loopId).find((found) => found.taxonomy === taxonomy);
  loop.state = fromUrl
    ? replaceFilter(loop.state, { filterId, taxonomy, terms: operator === 'DISABLED' ? fromUrl.terms.slice(0, 1) : fromUrl.terms, operator })
    : removeTerms(loop.state, filterId);
  member.render();
}

/**
 * The refresh sequence (elementor.md §4.2): the URL, the loading overlay, the request, and the
 * new content through the HTML sink. Nothing changes on a failure; only the latest request's
 * answer is used (the page builder lets the last to arrive win, which can show stale results).
 */
async function refresh(loop: LoopEntry, member: Member, push: boolean): Promise<void> {
  const { loopId, baseUrl, pageNum } = member.filter;
  const consolidated = loop.state.consolidatedFilters;
  if (push) history.pushState(history.state, '', urlAfterFilter({ pathname: location.pathname, search: location.search, widgetId: loopId, consolidated, pageNum, baseUrl }));
  loop.shown = location.search;
  // Looked up afresh: the editor may have rendered the loop again since the filter started.
  const grid = document.querySelector<HTMLElement>(`.elementor-element-${loopId}`);
  if (!grid) return;
  loop.inFlight?.abort();
  const controller = new AbortController();
  loop.inFlight = controller;
  const release = member.ctx.scope.add(() => controller.abort());
  grid.classList.add(LOADING_OVERLAY);
  grid.setAttribute('aria-busy', 'true');
  try {
    const data = await fetchLoop({ loop: grid, loopId, consolidated, baseUrl, signal: controller.signal });
    if (data !== null && loop.inFlight === controller && !controller.signal.aborted) replaceLoopContent(grid, data);
  } finally {
    release();
    if (loop.inFlight === controller) {
      loop.inFlight = undefined;
      grid.classList.remove(LOADING_OVERLAY);
      grid.removeAttribute('aria-busy');
    }
  }
}
