import type { Scope } from '../scope';
import type { Strategy } from '../types';
import { holdActions } from './hold';

/** Bounded: a busy page still starts the widget within this long. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * After the load event, when the main thread is free: work scheduled here never competes with
 * the page's own loading, and never counts against what runs before `load`. Nothing runs once
 * `scope` is disposed.
 */
export function whenIdle(fn: () => void, scope: Scope): void {
  if (document.readyState !== 'complete') {
    scope.on(window, 'load', () => whenIdle(fn, scope), { once: true });
    return;
  }
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    scope.add(() => window.cancelIdleCallback(id));
  } else {
    scope.timeout(fn, 1);
  }
}

/** Starts when the page is idle; an action on its markup before then starts it at once. */
export const idle: Strategy = (input) => {
  const begin = holdActions(input);
  whenIdle(() => void begin(), input.scope);
};
