/**
 * The popup triggers (elementor.md §3.6, spec §9): all enabled ones are armed at once, and the
 * first to fire removes every one of them before the popup opens, so a page view opens a popup
 * automatically at most once. Plain DOM, no React: a popup whose triggers never fire costs a few
 * listeners and timers.
 */
import type { Scope } from '../core/scope';
import type { TriggerSettings } from './settings';

export type TriggerName = 'page_load' | 'scrolling' | 'scrolling_to' | 'click' | 'inactivity' | 'exit_intent' | 'adblock_detection';

/** Six characters of [a-z0-9], as the plugin's adblock bait id carries. */
export function randomId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** Scrolled past `offset` percent of what the page can scroll. */
export function scrolledPast(scrollY: number, documentHeight: number, viewportHeight: number, offset: number): boolean {
  const room = documentHeight - viewportHeight;
  if (room <= 0) return offset <= 100;
  return (scrollY / room) * 100 >= offset;
}

/** Arms the triggers; `fire` is called once, with the one that fired, after all are removed. */
export function armTriggers(triggers: TriggerSettings, parent: Scope, fire: (name: TriggerName) => void): Scope {
  const scope = parent.child();
  const fired = (name: TriggerName) => {
    if (scope.disposed) return;
    scope.dispose();
    fire(name);
  };

  if (triggers.pageLoadDelay !== undefined) scope.timeout(() => fired('page_load'), triggers.pageLoadDelay * 1000);

  if (triggers.scrolling) {
    const { direction, offset } = triggers.scrolling;
    let last = window.scrollY;
    scope.on(
      window,
      'scroll',
      () => {
        const y = window.scrollY;
        const previous = last;
        last = y;
        if (direction === 'up' ? y < previous : y > previous && scrolledPast(y, document.documentElement.scrollHeight, window.innerHeight, offset)) {
          fired('scrolling');
        }
      },
      { passive: true },
    );
  }

  if (triggers.scrollingTo !== undefined) {
    let target: Element | null = null;
    try {
      target = document.querySelector(triggers.scrollingTo);
    } catch {
      // An invalid selector: this trigger does nothing (spec §5).
    }
    if (target && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fired('scrolling_to');
      });
      observer.observe(target);
      scope.add(() => observer.disconnect());
    }
  }

  if (triggers.click !== undefined) {
    const times = triggers.click;
    let clicks = 0;
    scope.on(document.body, 'click', () => {
      clicks += 1;
      if (clicks === times) fired('click');
    });
  }

  if (triggers.inactivity !== undefined) {
    const ms = triggers.inactivity * 1000;
    let stop = scope.timeout(() => fired('inactivity'), ms);
    // Only keys and the pointer's moves count as activity, as in the plugin: scrolling does not.
    const reset = () => {
      stop();
      stop = scope.timeout(() => fired('inactivity'), ms);
    };
    scope.on(document, 'keypress', reset);
    scope.on(document, 'mousemove', reset, { passive: true });
  }

  if (triggers.exitIntent) {
    // The pointer leaving the page through its top edge.
    scope.on(document, 'mouseout', (event) => {
      const { relatedTarget, clientY } = event as MouseEvent;
      if (relatedTarget === null && clientY <= 0) fired('exit_intent');
    });
  }

  if (triggers.adblockDelay !== undefined) {
    scope.timeout(() => {
      const bait = document.createElement('div');
      bait.id = `elementor-adblock-detection-${randomId()}`;
      bait.className = 'ad-box';
      bait.setAttribute('aria-hidden', 'true');
      bait.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none';
      document.body.append(bait);
      const blocked = !bait.isConnected || getComputedStyle(bait).display === 'none';
      bait.remove();
      if (blocked) fired('adblock_detection');
    }, triggers.adblockDelay * 1000);
  }

  return scope;
}

