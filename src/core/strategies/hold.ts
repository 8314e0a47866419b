import { isSpaceKey } from '../keys';
import type { StrategyInput, WidgetDef } from '../types';


/**
 * Until the widget runs, the first pointer, focus or key on its markup starts it, and a click or
 * activating key is held and replayed once it runs, so the shopper's first action is never lost.
 * Page-level widgets delegate, so they listen on the document for their selector.
 */
export function holdActions({ def, element, scope, run }: StrategyInput): () => Promise<boolean> {
  // A page-wide widget keyed on <body> has no markup of its own to hold actions on.
  if (keyedOnBody(def)) return run;
  const root: EventTarget = def.instance === 'page' ? document : element;
  const matchTarget = (event: Event): HTMLElement | null => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return null;
    if (def.instance === 'element') return element.contains(target) ? (target as HTMLElement) : null;
    return target.closest<HTMLElement>(def.selector);
  };
  let started: Promise<boolean> | undefined;
  const begin = () => (started ??= run().finally(() => stops.forEach((off) => off())));
  const warm = (event: Event) => {
    if (matchTarget(event)) void begin();
  };
  const hold = (event: Event) => {
    const target = matchTarget(event);
    if (!target) return;
    // Replay on what was actually clicked or focused (a checkbox in a wrapper, a span in a link).
    const origin = event.target instanceof HTMLElement ? event.target : target;
    if (event instanceof KeyboardEvent && !((event.key === 'Enter' || isSpaceKey(event)) && isActivatable(origin))) {
      return void begin();
    }
    // One it will leave to the browser anyway: no reason to hold it back.
    if (def.takes && !def.takes(target)) return void begin();
    event.preventDefault();
    event.stopImmediatePropagation();
    const undoFeedback = def.heldFeedback?.(target);
    void begin().then(() => {
      undoFeedback?.();
      replay(origin);
    });
  };
  // A change (a select moved by the arrow keys) cannot be cancelled: let it land, then tell the
  // widget once it runs, as if it had happened now.
  const heldChange = (event: Event) => {
    const target = matchTarget(event);
    if (!target || !(event.target instanceof HTMLElement)) return;
    const origin = event.target;
    void begin().then(() => origin.dispatchEvent(new Event('change', { bubbles: true })));
  };
  const options = { capture: true };
  const stops = [
    scope.on(root, 'change', heldChange, options),
    // The pointer coming over the markup is the earliest intent a mouse gives: usually a few
    // hundred ms before its click, time to load and start the widget.
    scope.on(root, 'pointerover', warm, options),
    scope.on(root, 'pointerdown', warm, options),
    scope.on(root, 'focusin', warm, options),
    scope.on(root, 'click', hold, options),
    scope.on(root, 'keydown', hold, options),
  ];
  return begin;
}

export function keyedOnBody(def: WidgetDef): boolean {
  return def.instance === 'page' && document.body.matches(def.selector);
}

/** Enter and Space activate links and buttons; in a text field they are typing, not actions. */
function isActivatable(target: HTMLElement): boolean {
  return target.matches('a[href], button, [role="button"], input[type="submit"], input[type="button"]');
}

/** A held click, Enter or Space is replayed as the activation it would have been. */
function replay(target: HTMLElement): void {
  if (target.isConnected) target.click();
}
