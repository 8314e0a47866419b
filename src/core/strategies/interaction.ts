import type { Strategy } from '../types';
import { holdActions } from './hold';
import { whenIdle } from './idle';

/**
 * Starts on the first pointer, focus or key on the widget's markup (see hold.ts). The chunk is
 * fetched when the page is idle, so the hold before a replay is normally a microtask.
 */
export const interaction: Strategy = (input) => {
  holdActions(input);
  const { def } = input;
  whenIdle(() => {
    // Page-level widgets are not looked up at boot; only prefetch what the page has.
    if (def.instance === 'element' || document.querySelector(def.selector)) void def.load().catch(() => undefined);
  }, input.scope.signal);
};
