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
}

/**
 * AJAX mode (§4.5): one get_variation request at a time; a newer selection aborts the older one,
 * whose answer is then never applied.
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
  scope.add(() => {
    current?.abort();
    settle();
  });

  return {
    run(chosen) {
      current?.abort();
      settle();
      const controller = new AbortController();
      current = controller;
      // blockUI's white overlay at 0.6 (the demo and themes style `.storefront-block-overlay`).
      stopTimer = scope.timeout(() => (unblock = block(form, null)), BLOCK_AFTER_MS);
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
  };
}
