import type { Strategy } from '../types';
import { holdActions } from './hold';

/** Bounded: a busy page still starts the widget within this long. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * After the load event, when the main thread is free: work scheduled here never competes with
 * the page's own loading, and never counts against what runs before `load`.
 */
export function whenIdle(fn: () => void, signal: AbortSignal): void {
  if (document.readyState !== 'complete') {
    const afterLoad = () => whenIdle(fn, signal);
    window.addEventListener('load', afterLoad, { once: true, signal });
    return;
  }
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
