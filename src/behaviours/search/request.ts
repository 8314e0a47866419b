/**
 * The live search's REST call (elementor-widgets.md §6.2, search.js `renderLiveResults`), loaded
 * on the shopper's first focus or keystroke: it brings the schema checks, which the widget's start
 * (on every page with a search box in its header) does not need.
 *
 *   POST {ElementorProFrontendConfig.urls.rest}elementor-pro/v1/refresh-search
 *   Content-Type: application/json, no nonce on the front end
 *   {post_id, widget_id, search_term, page_number}  →  {data: "<loop items>", pagination: "<links>"}
 *
 * The REST base, the post id and the editor's fields are found as the loop grid's refresh finds
 * them (src/loop/refresh.ts): the same front-end config, the closest page-builder document, and in
 * the editor the same `wp_rest` nonce (Pro prints it as both `loopFilter.nonce` and `eSearch.nonce`).
 */
import { globalProblem, globalValue } from '../../core/config';
import { toFlag } from '../../core/flag';
import { DEFAULT_TIMEOUT_MS, HttpError, readJson } from '../../core/http';
import * as s from '../../core/schema';
import { isEditMode } from '../../loop/refresh';

export const REFRESH_SEARCH_ROUTE = 'elementor-pro/v1/refresh-search';

/** refresh-search.php `get_updated_search_widget_markup`: both are always printed, either may be empty. */
const answerSchema = s.object({ data: s.string(), pagination: s.optional(s.string()) });

export interface SearchQuery {
  widget: HTMLElement;
  widgetId: string;
  term: string;
  page: number;
}

export type SearchAnswer =
  | { kind: 'results'; data: string; pagination: string }
  /** The page cannot ask at all (its config): a reason for the site owner, once. */
  | { kind: 'unavailable'; reason: string }
  /** No usable answer: the network, the time limit, a status, or a body that is not the answer. */
  | { kind: 'failed'; reason: string; error?: unknown }
  | { kind: 'aborted' };

/** Why this page cannot reach the endpoint (its REST base), or null. */
export function configProblem(): string | null {
  const problem = globalProblem('ElementorProFrontendConfig', ['urls']);
  if (problem) return problem;
  return globalValue('ElementorProFrontendConfig') ? null : 'page global ElementorProFrontendConfig is missing (its urls.rest is the live search endpoint)';
}

/** The request as the plugin sends it, with the editor's fields when the page is its preview. */
export function searchRequest({ widget, widgetId, term, page }: SearchQuery): { url: string; init: RequestInit } | null {
  const rest = globalValue('ElementorProFrontendConfig')?.urls.rest;
  if (!rest) return null;
  const postId = widget.closest<HTMLElement>('[data-elementor-id]')?.dataset.elementorId ?? globalValue('elementorFrontendConfig')?.post?.id ?? '';
  const body: Record<string, unknown> = { post_id: postId, widget_id: widgetId, search_term: term, page_number: page };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (isEditMode()) {
    // A widget not saved yet is rendered from its model (the editor's own is out of our reach: its settings here).
    body.widget_model = { id: widgetId, elType: 'widget', widgetType: 'search', settings: settingsOf(widget) };
    body.is_edit_mode = true;
    const nonce = globalValue('elementorPro')?.config.loopFilter?.nonce ?? globalValue('ElementorProFrontendConfig')?.loopFilter?.nonce;
    if (nonce) headers['X-WP-Nonce'] = nonce;
  }
  return { url: `${rest}${REFRESH_SEARCH_ROUTE}`, init: { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) } };
}

function settingsOf(widget: HTMLElement): unknown {
  try {
    return JSON.parse(widget.getAttribute('data-settings') ?? '{}');
  } catch {
    return {};
  }
}

/** Asks for one page of results; never throws. `signal` aborts it (a newer term, the widget disposed). */
export async function fetchResults(query: SearchQuery, signal: AbortSignal): Promise<SearchAnswer> {
  const problem = configProblem();
  if (problem) return { kind: 'unavailable', reason: problem };
  const request = searchRequest(query);
  if (!request) return { kind: 'unavailable', reason: 'page global ElementorProFrontendConfig has no urls.rest' };
  if (signal.aborted) return { kind: 'aborted' };
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, { ...request.init, signal: controller.signal });
    if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
    const answer = readJson(await response.text(), answerSchema);
    return { kind: 'results', data: answer.data, pagination: answer.pagination ?? '' };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    if (timedOut) return { kind: 'failed', reason: `no answer within ${DEFAULT_TIMEOUT_MS} ms` };
    return { kind: 'failed', reason: error instanceof HttpError ? error.message : 'network error', error };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** Whether the page builder lazy-loads background images, so the new items must be observed (elementor.md §4.2 step 7). */
export function lazyBackgrounds(): boolean {
  return toFlag(globalValue('ElementorProFrontendConfig')?.settings?.lazy_load_background_images);
}
