import type { Strategy } from '../types';
import { holdActions } from './hold';

/** Bounded: a busy page still starts the widget within this long. */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(fn: () => void, signal: AbortSignal): void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    signal.addEventListener('abort', () => window.cancelIdleCallback(id));
  } else {
    const id = setTimeout(fn, 1);
    signal.addEventListener('abort', () => clearTimeout(id));
  }
}

/** Starts when the page is idle; an action on its markup before then starts it at once. */
export const idle: Strategy = (input) => {
  const begin = holdActions(input);
  whenIdle(() => void begin(), input.scope.signal);
};
