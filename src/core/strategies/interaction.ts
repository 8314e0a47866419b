import type { Strategy } from '../types';
import { holdActions, keyedOnBody } from './hold';
import { whenIdle } from './idle';

/** A shopper's first sign of life on the page (a click alone: assistive tech clicks without a pointer). */
const FIRST_ACTIONS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

/**
 * Starts on the first pointer, focus or key on the widget's markup (see hold.ts). The chunk is
 * fetched when the page is idle, so the hold before a replay is normally a microtask.
 */
export const interaction: Strategy = (input) => {
  const { def, scope } = input;
  const begin = holdActions(input);
  if (keyedOnBody(def)) {
    // Every action is on <body>: the first one anywhere starts the widget, and none is held (that
    // would delay every click on the page).
    const start = () => {
      stops.forEach((off) => off());
      void begin();
    };
    const stops = FIRST_ACTIONS.map((type) => scope.on(document, type, start, { capture: true }));
  }
  whenIdle(() => {
    // Page-level widgets are not looked up at boot; only prefetch what the page has.
    if (def.instance === 'element' || document.querySelector(def.selector)) void def.load().catch(() => undefined);
  }, scope.signal);
};
