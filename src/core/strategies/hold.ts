import { isSpaceKey } from '../keys';
import type { StrategyInput, WidgetDef } from '../types';

/** What one waiting widget does with an action on the page. */
interface Hold {
  /** The pointer came over, or pressed, or focus came in, on `target`: start loading. */
  warm(target: EventTarget | null): void;
  /** A click or key: true when it was held for the widget (nothing else may see it). */
  hold(event: Event): boolean;
  change(event: Event): void;
}

/**
 * Every waiting widget shares one set of listeners on the document, added with the first and
 * removed with the last: the first scan of a listing adds six listeners, not six per waiting
 * widget, and a pointer moving over the page runs one of them.
 */
const holds = new Set<Hold>();
const HOLD_EVENTS = ['change', 'pointerover', 'pointerdown', 'focusin', 'click', 'keydown'] as const;
const CAPTURE = { capture: true };

function dispatch(event: Event): void {
  // A Set's iteration skips members deleted on the way (a widget that starts and stops holding).
  for (const hold of holds) {
    if (event.type === 'change') hold.change(event);
    else if (event.type === 'click' || event.type === 'keydown') {
      if (hold.hold(event)) return;
    } else hold.warm(event.target);
  }
}

/**
 * An intent the waiting widgets missed, seen again: the shopper's pointer or focus came into
 * markup whose family's table was still on its way (core/scanner.ts), and no new event comes
 * while the pointer rests or the focus stays there.
 */
export function warmHolds(target: Element): void {
  for (const hold of holds) hold.warm(target);
}

function addHold(hold: Hold): () => void {
  if (!holds.size) for (const type of HOLD_EVENTS) document.addEventListener(type, dispatch, CAPTURE);
  holds.add(hold);
  return () => {
    if (!holds.delete(hold) || holds.size) return;
    for (const type of HOLD_EVENTS) document.removeEventListener(type, dispatch, CAPTURE);
  };
}

/**
 * Until the widget runs, the first pointer, focus or key on its markup starts it, and a click or
 * activating key is held and replayed once it runs, so the shopper's first action is never lost.
 * Page-level widgets delegate, so any element matching their selector counts.
 */
export function holdActions({ def, element, scope, run }: StrategyInput): () => Promise<boolean> {
  // A page-wide widget keyed on <body> has no markup of its own to hold actions on.
  if (keyedOnBody(def)) return run;
  const matchTarget = (origin: EventTarget | null): HTMLElement | null => {
    const target = origin instanceof Element ? origin : null;
    if (!target) return null;
    if (def.instance === 'element') return element.contains(target) ? (target as HTMLElement) : null;
    return target.closest<HTMLElement>(def.selector);
  };
  const nearTarget = (target: EventTarget | null): boolean => {
    if (!def.warmNear || def.instance !== 'page' || !(target instanceof Element)) return false;
    return target.closest(def.warmNear)?.querySelector(def.selector) != null;
  };
  let started: Promise<boolean> | undefined;
  const begin = () => (started ??= run().finally(stop));
  const stop = scope.add(
    addHold({
      warm(target) {
        if (matchTarget(target) || nearTarget(target)) void begin();
      },
      hold(event) {
        const target = matchTarget(event.target);
        if (!target) return false;
        // Replay on what was actually clicked or focused (a checkbox in a wrapper, a span in a link).
        const origin = event.target instanceof HTMLElement ? event.target : target;
        if (isNonActivatingKey(event, origin)) {
          void begin();
          return false;
        }
        // One it will leave to the browser anyway: no reason to hold it back.
        if (def.takes && !def.takes(target)) {
          void begin();
          return false;
        }
        event.preventDefault();
        event.stopImmediatePropagation();
        const undoFeedback = def.heldFeedback?.(target);
        void begin().then(() => {
          undoFeedback?.();
          replay(origin);
        });
        return true;
      },
      // A change (a select moved by the arrow keys) cannot be cancelled: let it land, then tell
      // the widget once it runs, as if it had happened now.
      change({ target }) {
        // Only an element inside the widget's markup matches.
        if (matchTarget(target)) void begin().then(() => target!.dispatchEvent(new Event('change', { bubbles: true })));
      },
    }),
  );
  return begin;
}

export function keyedOnBody(def: WidgetDef): boolean {
  return def.instance === 'page' && document.body.matches(def.selector);
}

/**
 * A key that would not activate `target`: never held. Enter and Space activate links and buttons;
 * in a text field they are typing, not actions.
 */
export function isNonActivatingKey(event: Event, target: Element): boolean {
  return (
    event instanceof KeyboardEvent &&
    !((event.key === 'Enter' || isSpaceKey(event)) && target.matches('a[href], button, [role="button"], input[type="submit"], input[type="button"]'))
  );
}

/** A held click, Enter or Space is replayed as the activation it would have been. */
export function replay(target: HTMLElement): void {
  if (target.isConnected) target.click();
}
