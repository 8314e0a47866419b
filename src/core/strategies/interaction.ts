import type { Strategy } from '../types';
import { holdActions, keyedOnBody } from './hold';

/** A shopper's first sign of life on the page (a click alone: assistive tech clicks without a pointer). */
const FIRST_ACTIONS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

/**
 * Starts on the shopper's first sign of intent on the widget's markup: the pointer coming over it,
 * a press, focus or a key (see hold.ts). Nothing is loaded or evaluated before that, not even at
 * idle: evaluating a chunk (and the schemas it imports) at idle is the same work moved later, and
 * the bench counts it. A click that arrives before the widget runs is held, shown busy through
 * the registry's `heldFeedback`, and replayed.
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
};
