import type { Scope } from '../core/scope';
import { IDLE_START, idleStep, type IdleEvent } from './logic';

export interface IdleControls {
  /** While held (the share menu is open) the controls never hide. */
  hold(on: boolean): void;
}

export const IDLE_CLASS = 'sf-pswp--idle';

/**
 * PhotoSwipe v4's timeToIdle / timeToIdleOutside, which v5 dropped: with no pointer or key activity
 * the controls hide after `idleMs`, `idleOutsideMs` once the pointer has left the window.
 */
export function trackIdle(root: HTMLElement, scope: Scope, delays: { idleMs: number; idleOutsideMs: number }): IdleControls {
  let state = IDLE_START;
  let stopTimer = () => {};
  const step = (event: IdleEvent) => {
    const next = idleStep(state, event, delays);
    state = next.state;
    root.classList.toggle(IDLE_CLASS, state.idle);
    stopTimer();
    stopTimer = next.timerMs === null ? () => {} : scope.timeout(() => step('timeout'), next.timerMs);
  };
  const activity = () => step('activity');
  for (const type of ['pointermove', 'pointerdown', 'wheel', 'focusin'] as const) scope.on(root, type, activity, { passive: true });
  scope.on(document, 'keydown', activity, { capture: true });
  // The pointer left the browser window: nothing is under it any more.
  scope.on(document, 'mouseout', (event) => {
    if (!(event as MouseEvent).relatedTarget) step('leave');
  });
  scope.add(() => root.classList.remove(IDLE_CLASS));
  activity();
  return { hold: (on) => step(on ? 'hold' : 'release') };
}
