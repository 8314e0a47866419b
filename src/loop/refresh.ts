import { globalValue } from '../core/config';
import { toFlag } from '../core/flag';
import { emptyElement, replaceWithServerHtml, trustServerHtml } from '../core/html';
import { LAZYLOAD_OBSERVE_EVENT } from '../core/events';
import { DEFAULT_TIMEOUT_MS } from '../core/http';
import { WIDGET_CONTAINER } from '../selectors';
import type { ConsolidatedFilters } from './logic';

/** Spec §7 "Page builder": `{rest}` + the pro namespace + `v1/refresh-loop`. */
export const REFRESH_ROUTE = 'elementor-pro/v1/refresh-loop';

export interface RefreshInput {
  loop: HTMLElement;
  loopId: string;
  consolidated: ConsolidatedFilters;
  baseUrl: string;
  signal: AbortSignal;
}

/** Whether the page builder says this is the editor's preview (elementor.md §1.4). */
export function isEditMode(): boolean {
  return globalValue('elementorFrontendConfig')?.environmentMode?.edit === true;
}

/** The loop's settings as the editor's widget model carries them (the element's own `data-settings`). */
function widgetModel(loop: HTMLElement, loopId: string): Record<string, unknown> {
  let settings: unknown = {};
  try {
    settings = JSON.parse(loop.getAttribute('data-settings') ?? '{}');
  } catch {
    settings = {};
  }
  return { id: loopId, elType: 'widget', widgetType: 'loop-grid', settings };
}

/** The request of spec §3 "Refresh-loop request" and §7, with the edit-mode fields and nonce. */
export function refreshRequest({ loop, loopId, consolidated, baseUrl }: Omit<RefreshInput, 'signal'>): { url: string; init: RequestInit } | null {
  const rest = globalValue('ElementorProFrontendConfig')?.urls.rest;
  if (!rest) return null;
  const postId = loop.closest<HTMLElement>('[data-elementor-id]')?.dataset.elementorId ?? globalValue('elementorFrontendConfig')?.post?.id ?? '';
  const edit = isEditMode();
  const body: Record<string, unknown> = { post_id: postId, widget_filters: consolidated, widget_id: loopId, pagination_base_url: baseUrl };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (edit) {
    body.widget_model = widgetModel(loop, loopId);
    body.is_edit_mode = true;
    const nonce = globalValue('elementorPro')?.config.loopFilter?.nonce ?? globalValue('ElementorProFrontendConfig')?.loopFilter?.nonce;
    if (nonce) headers['X-WP-Nonce'] = nonce;
  }
  return { url: `${rest}${REFRESH_ROUTE}`, init: { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) } };
}

/** The loop widget's content: `<div class="elementor-widget-container">…` (elementor.md §4.4). */
const CONTAINER_MARKUP = /^\s*<div\b[^>]*\bclass\s*=\s*["'][^"']*\belementor-widget-container\b/i;

/**
 * Asks for the filtered grid and resolves with its markup, or null when there is nothing to put in
 * the page: a network failure, a timeout, a status of 400 or above, or a body without a `data`
 * string of the loop's content (spec §8: swallowed, the grid stays). Throws only on abort.
 */
export async function fetchLoop(input: RefreshInput): Promise<string | null> {
  const request = refreshRequest(input);
  if (!request) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  input.signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, { ...request.init, signal: controller.signal });
    if (!response.ok) return null;
    const json: unknown = await response.json();
    const data = typeof json === 'object' && json !== null ? (json as { data?: unknown }).data : undefined;
    if (typeof data !== 'string') return null;
    return data.trim() === '' || CONTAINER_MARKUP.test(data) ? data : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    input.signal.removeEventListener('abort', abort);
  }
}

/**
 * Puts the answer in place of the loop's content through the one HTML sink, which disposes the
 * widgets of the old cards and starts those of the new. An empty answer empties the content.
 */
export function replaceLoopContent(loop: HTMLElement, data: string): void {
  const container = [...loop.children].find((child) => child.matches(WIDGET_CONTAINER));
  if (!container) return;
  if (data.trim() === '') emptyElement(container);
  else replaceWithServerHtml(container, trustServerHtml(data.trim()));
  // Lazy background images in the new items (elementor.md §4.2 step 7).
  if (toFlag(globalValue('ElementorProFrontendConfig')?.settings?.lazy_load_background_images)) document.dispatchEvent(new Event(LAZYLOAD_OBSERVE_EVENT));
}
