import { block } from '../../core/block';
import { endpointUrl, HttpError, postForm } from '../../core/http';
import type { Scope } from '../../core/scope';
import { lookupBody, type ChosenAttributes } from './logic';
import { parseLookupAnswer, type LookupAnswer } from './parse';

/** Spec §9: the form is blocked only when the answer takes longer than this. */
export const BLOCK_AFTER_MS = 300;

export type LookupOutcome = LookupAnswer | { kind: 'failed'; reason: string; error: unknown };

export interface Lookup {
  run(chosen: ChosenAttributes): void;
  /** Forgets the request on its way, if any: its answer is never applied. */
  cancel(): void;
}

/**
 * AJAX mode (§4.5): one get_variation request at a time; a newer selection aborts the older one,
 * whose answer is then never applied, and so does a cancel.
 */
export function createLookup(
  form: HTMLElement,
  wcAjaxUrl: string,
  request: { productId: number; customData: unknown },
  scope: Scope,
  onOutcome: (outcome: LookupOutcome) => void,
): Lookup {
  let current: AbortController | undefined;
  let unblock: (() => void) | undefined;
  let stopTimer: (() => void) | undefined;

  const settle = () => {
    stopTimer?.();
    unblock?.();
    stopTimer = unblock = undefined;
  };
  const cancel = () => {
    current?.abort();
    current = undefined;
    settle();
  };
  scope.add(cancel);

  return {
    run(chosen) {
      cancel();
      const controller = new AbortController();
      current = controller;
      // blockUI's white overlay at 0.6 (the demo and themes style `.storefront-block-overlay`).
      stopTimer = scope.timeout(() => (unblock = blockKeepingFocus(form)), BLOCK_AFTER_MS);
      const url = endpointUrl(wcAjaxUrl, 'get_variation');
      postForm(url, lookupBody(chosen, request.productId, request.customData), { signal: controller.signal })
        .then(
          (body): LookupOutcome => parseLookupAnswer(body),
          (error: unknown): LookupOutcome => ({
            kind: 'failed',
            reason: `get_variation failed (${error instanceof Error ? error.message : String(error)})`,
            error,
          }),
        )
        .then((outcome) => {
          if (current !== controller || scope.disposed) return;
          current = undefined;
          settle();
          if (outcome.kind === 'failed' && outcome.error instanceof HttpError && outcome.error.kind === 'aborted') return;
          onOutcome(outcome);
        });
    },
    cancel,
  };
}

/**
 * block() makes the form inert, and the browser then takes focus away from the select the shopper
 * is using: it falls to <body>, and a keyboard or screen-reader user loses their place. On unblock
 * focus goes back to that control, unless the shopper has put it somewhere else meanwhile.
 */
function blockKeepingFocus(form: HTMLElement): () => void {
  const focused = document.activeElement;
  const unblock = block(form, null);
  return () => {
    unblock();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && focused instanceof HTMLElement && focused.isConnected && form.contains(focused)) focused.focus({ preventScroll: true });
  };
}
