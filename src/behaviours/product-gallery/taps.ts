import type { Scope } from '../../core/scope';
import { isTap } from './logic';

/**
 * Spec §9: a swipe under 10 px counts as a click. Swiper starts dragging after its 5 px threshold
 * and would swallow the click; we let every click through and decide here. A click with no pointer
 * down before it (a keyboard activation, `element.click()`, a replayed held click) is a tap.
 */
export function trackTaps(scope: Scope, element: HTMLElement): (click: MouseEvent) => boolean {
  let down: { x: number; y: number } | null = null;
  scope.on(element, 'pointerdown', (event) => (down = { x: event.clientX, y: event.clientY }), { capture: true });
  return (click) => {
    const start = down;
    down = null;
    if (!start || click.detail === 0) return true;
    return isTap(click.clientX - start.x, click.clientY - start.y);
  };
}
