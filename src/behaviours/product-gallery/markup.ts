import { createRestorer } from '../../core/restore';
import type { Scope } from '../../core/scope';

/**
 * Remembers the named attributes of each element as the server printed them and puts them back,
 * exactly, when the scope is disposed. Swiper's destroy() drops whole `style` attributes (the
 * theme's inline opacity too), so the slider's elements are restored from here afterwards.
 * Registered before the slider, it runs after the slider's own cleanup (scopes dispose last in,
 * first out).
 */
export function keepAttributes(scope: Scope, elements: readonly Element[], names: readonly string[]): void {
  const restorer = createRestorer();
  for (const element of elements) restorer.attributes(element, ...names);
  scope.add(() => restorer.restore());
}

/** Inserts a node the widget owns and removes it on dispose. */
export function own<T extends Node>(scope: Scope, node: T): T {
  scope.add(() => node.parentNode?.removeChild(node));
  return node;
}

/**
 * Puts `box` around `element` where it stands, and takes it away on dispose. Focus inside
 * `element` stays where it was: moving a node would otherwise drop it to the page.
 */
export function wrapIn(scope: Scope, element: HTMLElement, box: HTMLElement): HTMLElement {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && element.contains(active) ? active : null;
  element.before(box);
  box.append(element);
  focused?.focus({ preventScroll: true });
  scope.add(() => {
    if (box.parentNode) box.replaceWith(element);
  });
  return box;
}
