import { isSpaceKey } from './keys';
import type { Scope } from './scope';

/** The closest element matching `selector` from an event's target, if any. */
export function closestTarget<E extends Element = HTMLElement>(event: { target: EventTarget | null }, selector: string): E | null {
  const target = event.target;
  return target instanceof Element ? target.closest<E>(selector as never) : null;
}

/**
 * WooCommerce's links styled as buttons carry role=button, which promises Space activation; a
 * link only activates on Enter by itself. Space on a match of `selector` inside `root` clicks it.
 */
export function clickOnSpace(scope: Scope, selector: string, root: Element = document.body): void {
  scope.on(root, 'keydown', (event) => {
    if (!isSpaceKey(event)) return;
    const element = closestTarget(event, selector);
    if (!element) return;
    event.preventDefault();
    element.click();
  });
}
