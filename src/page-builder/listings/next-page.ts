import { parseServerHtml, trustServerHtml } from '../../core/html';
import { DEFAULT_TIMEOUT_MS, HttpError } from '../../core/http';

/**
 * Another page of this site, whole (elementor-widgets.md §7.1, elementor.md §4.5: the load-more and
 * page-link handlers GET the page and take the widget out of it), parsed inert: its scripts do not
 * run and its images do not load until the items picked from it go in through the HTML sink.
 * Throws an HttpError: `aborted` when the signal fires, `timeout`, `network`, `status` (400 and
 * above), `empty`, or `invalid-shape` for an answer that is not HTML.
 */
export async function fetchPage(url: string, signal: AbortSignal, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<DocumentFragment> {
  if (signal.aborted) throw new HttpError('aborted', 'request aborted');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  try {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' }, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new HttpError('timeout', `no answer within ${timeoutMs} ms`);
      if (controller.signal.aborted) throw new HttpError('aborted', 'request aborted');
      throw new HttpError('network', error instanceof Error ? error.message : 'network error');
    }
    if (!response.ok) throw new HttpError('status', `HTTP ${response.status}`, response.status);
    const type = response.headers.get('Content-Type');
    if (type && !/html/i.test(type)) throw new HttpError('invalid-shape', `the page came as ${type}`);
    let body: string;
    try {
      body = await response.text();
    } catch {
      throw new HttpError(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network', 'the page could not be read');
    }
    if (body.trim() === '') throw new HttpError('empty', 'empty page');
    return parseServerHtml(trustServerHtml(body));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** The widget `[data-id="{id}"]` in a fetched page (the first, as the page builder takes it). */
export function widgetIn(page: ParentNode, widgetId: string): Element | null {
  return page.querySelector(`[data-id="${widgetId}"]`);
}

/** The first match of `selector` inside `root` that is not inside `list` (nested widgets have their own). */
export function ownPart<E extends Element = HTMLElement>(root: ParentNode, list: Element | null, selector: string): E | null {
  for (const match of root.querySelectorAll<E>(selector)) if (!list?.contains(match)) return match;
  return null;
}
