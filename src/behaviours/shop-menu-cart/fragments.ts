/**
 * The menu cart's own fragments call (elementor-widgets.md §9.1): `elementor_menu_cart_fragments`
 * answers every menu cart toggle of the page's documents, keyed
 * `div.elementor-element-{id} div.elementor-menu-cart__toggle`. Loaded only when the shop's own
 * fragments left a toggle out of step with the cart (see logic.ts `toggleUpdate`).
 */
import { describeError } from '../../core/errors';
import type { Fragments } from '../../core/events';
import { replaceWithServerHtml, trustServerHtml } from '../../core/html';
import { postForJson } from '../../core/http';
import { fragmentsMap } from '../../core/responses';
import * as s from '../../core/schema';

/** `{fragments}`, or `[]` when the nonce was refused (`wp_send_json([])`). */
const menuCartFragmentsAnswer = s.union([s.object({ fragments: s.optional(fragmentsMap) }), s.array(s.unknown())]);

export interface FragmentsRequest {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly templates: readonly string[];
}

let pending: { promise: Promise<Fragments | null>; signal: AbortSignal } | null = null;

/**
 * One request for all the menu carts that ask at once (a header's desktop and mobile carts): the
 * answer holds every one of them. Null when the nonce was refused.
 */
export function fetchMenuCartFragments(request: FragmentsRequest, signal: AbortSignal): Promise<Fragments | null> {
  if (pending && !pending.signal.aborted) return pending.promise;
  const body = new URLSearchParams({ action: 'elementor_menu_cart_fragments' });
  for (const id of request.templates) body.append('templates[]', id);
  body.append('_nonce', request.nonce);
  body.append('is_editor', 'false');
  const promise = postForJson(request.ajaxUrl, body, menuCartFragmentsAnswer, { signal })
    .then((answer) => (Array.isArray(answer) ? null : (answer.fragments ?? {})))
    .finally(() => {
      if (pending?.promise === promise) pending = null;
    });
  pending = { promise, signal };
  return promise;
}

/** jQuery's `$(key).replaceWith(html)` for each key, through the one HTML sink. */
export function applyMenuCartFragments(fragments: Fragments, report: (reason: string, error?: unknown) => void): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch (error) {
      report(`fragment selector "${selector}" is not a valid CSS selector`, error);
      continue;
    }
    for (const target of targets) {
      try {
        replaceWithServerHtml(target, trustServerHtml(html));
      } catch (error) {
        report(`fragment "${selector}" could not be applied (${describeError(error)})`, error);
      }
    }
  }
}
