/**
 * Page-builder URL actions (elementor.md §2): `#elementor-action:action={name}&settings={base64
 * JSON}`, percent-encoded as a whole by PHP. Decoded twice (`decodeURI`, then
 * `decodeURIComponent`), the name taken lazily up to the first `&` (an action without
 * `&settings=` is ignored), the settings read as base64 JSON. What comes out is validated data for
 * the known actions only: ids are post ids, flags are booleans, nothing is ever markup or script.
 */
import { toFlag } from '../core/flag';
import { isRecord } from '../core/record';

export type UrlAction =
  | { action: 'reload-page' }
  | { action: 'popup:open'; id: string; toggle: boolean }
  | { action: 'popup:close'; doNotShowAgain: boolean }
  | { action: 'off_canvas:open' | 'off_canvas:close' | 'off_canvas:toggle'; id: string; displayMode: 'open' | 'close' | 'toggle' }
  | { action: 'lightbox'; url: string; slideshow: string | null; video: boolean; title: string; description: string };

export const ACTION_PREFIX = '#elementor-action';

/** Whether an href or hash carries an action, literal or percent-encoded. */
export function isActionHref(href: string): boolean {
  return /^(#|%23)elementor-action/i.test(href);
}

function decodeTwice(href: string): string | null {
  try {
    return decodeURIComponent(decodeURI(href));
  } catch {
    return null;
  }
}

/** base64 (standard or URL-safe, padding optional) to text, as UTF-8; null when it is not base64. */
export function fromBase64(value: string): string | null {
  const normal = value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normal)) return null;
  try {
    const binary = atob(normal);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Post ids are digits; the off-canvas widget's id is Elementor's 7-character element id (or a filtered one). */
const POST_ID = /^\d{1,20}$/;
const ELEMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const idOf = (value: unknown, pattern: RegExp) => {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof text === 'string' && pattern.test(text) ? text : null;
};

export type Decoded = { ok: true; value: UrlAction } | { ok: false; reason: string };

/** An href or hash to a validated action. Unknown actions and bad payloads come back as reasons. */
export function decodeAction(href: string): Decoded {
  const text = decodeTwice(href);
  if (text === null) return { ok: false, reason: 'its percent-encoding is broken' };
  const match = /action=(.+?)&settings=(.*)$/.exec(text);
  if (!match) return { ok: false, reason: 'it has no action and settings' };
  const name = match[1] ?? '';
  const encoded = match[2] ?? '';
  let settings: unknown = {};
  if (encoded) {
    const json = fromBase64(encoded);
    if (json === null) return { ok: false, reason: `the settings of ${name} are not base64` };
    try {
      settings = JSON.parse(json);
    } catch {
      return { ok: false, reason: `the settings of ${name} are not JSON` };
    }
  }
  if (!isRecord(settings)) settings = {};
  const s = settings as Record<string, unknown>;
  switch (name) {
    case 'reload-page':
      return { ok: true, value: { action: 'reload-page' } };
    case 'popup:open': {
      const id = idOf(s.id, POST_ID);
      return id ? { ok: true, value: { action: 'popup:open', id, toggle: toFlag(s.toggle) } } : { ok: false, reason: 'popup:open has no popup id' };
    }
    case 'popup:close':
      return { ok: true, value: { action: 'popup:close', doNotShowAgain: toFlag(s.do_not_show_again) } };
    case 'off_canvas:open':
    case 'off_canvas:close':
    case 'off_canvas:toggle': {
      const id = idOf(s.id, ELEMENT_ID);
      const mode = name.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle';
      return id ? { ok: true, value: { action: name, id, displayMode: mode } } : { ok: false, reason: `${name} has no off-canvas id` };
    }
    case 'lightbox': {
      // `{type?, url, id?, slideshow?}`: the URL is checked by the lightbox before anything loads it.
      const url = typeof s.url === 'string' ? s.url.trim() : '';
      if (!url || url.length > 2048) return { ok: false, reason: 'lightbox has no url' };
      const slideshow = idOf(s.slideshow, ELEMENT_ID);
      const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');
      return { ok: true, value: { action: 'lightbox', url, slideshow, video: s.type === 'video', title: text(s.title), description: text(s.description) } };
    }
    default:
      return { ok: false, reason: `the action "${name.slice(0, 40)}" is not one this page runs` };
  }
}

/** The href PHP prints for an action (`rawurlencode` of the whole hash), for the demo and tests. */
export function createActionHash(action: string, settings: Record<string, unknown>): string {
  const json = JSON.stringify(settings);
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return encodeURIComponent(`${ACTION_PREFIX}:action=${action}&settings=${base64}`);
}

/**
 * The popup form action (elementor.md §3.3): a form's `submit_success` carries the AJAX answer's
 * `data`, whose `data.popup` is `{action: 'open', id}` or, for any other action, a close of the
 * popup holding the form (`do_not_show_again` to disable it). Null when the answer asks nothing of
 * popups or names no popup id: validated like the URL actions, never markup or script.
 */
export function readFormPopupAction(response: unknown): Extract<UrlAction, { action: 'popup:open' | 'popup:close' }> | null {
  const popup = isRecord(response) && isRecord(response.data) ? response.data.popup : undefined;
  if (!isRecord(popup)) return null;
  if (popup.action === 'open') {
    const id = idOf(popup.id, POST_ID);
    return id ? { action: 'popup:open', id, toggle: false } : null;
  }
  return { action: 'popup:close', doNotShowAgain: toFlag(popup.do_not_show_again) };
}
