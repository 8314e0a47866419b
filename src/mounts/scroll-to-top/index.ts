import { loadChunk } from '../../core/chunk';
import { describeError } from '../../core/errors';
import { prefersReducedMotion } from '../../core/motion';
import { whenIdle } from '../../core/strategies/idle';
import { SCROLL_TOP_FADE_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { loadView } from '../load-view';
import { createController, readTrigger, wideEnoughQuery, type Controller } from './logic';
import { findSource, rawSettings } from './source';

/**
 * Every page of a shop with the plugin has the button, and most visits never scroll far enough to
 * see it. So this entry, which runs at first idle (from the shared `start` chunk), only listens to
 * scroll: a passive listener that reads `scrollY` and nothing else. The settings' validation (the
 * schemas chunk), React and the view load once the page is first scrolled past the offset, and off
 * the scroll's critical path: at the scroll's end or the next idle moment, whichever comes first.
 * Settings it cannot even read load the validation at once, which reports what is wrong.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const source = findSource();
  if (!source) return;
  const trigger = readTrigger(rawSettings(source));
  if (trigger?.hideIframe && window.self !== window.top) return;
  const { scope } = ctx;
  let controller: Controller | null = null;
  let activation: Promise<void> | undefined;
  const activate = () => void (activation ??= run());
  if (!trigger) {
    activate();
    return;
  }

  let waiting = false;
  const onScroll = () => {
    const y = window.scrollY;
    if (controller) controller.send({ type: 'scroll', y });
    else if (y > trigger.offset && !waiting) {
      waiting = true;
      scope.on(window, 'scrollend', activate, { once: true });
      whenIdle(activate, scope);
    }
  };

  let listening: ReturnType<typeof scope.child> | null = null;
  const listen = (on: boolean) => {
    if (on === !!listening) return;
    if (on) {
      listening = scope.child();
      listening.on(window, 'scroll', onScroll, { passive: true });
      // The page may open scrolled (a reload, the back button).
      onScroll();
    } else {
      listening?.dispose();
      listening = null;
      controller?.send({ type: 'off' });
    }
  };

  if (trigger.smallDeviceMaxWidth === null) listen(true);
  else {
    // Spec §4: with small-device hiding on, scroll is listened to only in wider windows.
    const wide = matchMedia(wideEnoughQuery(trigger.smallDeviceMaxWidth));
    scope.on(wide, 'change', () => listen(wide.matches));
    listen(wide.matches);
  }

  async function run(): Promise<void> {
    try {
      const { parse } = await loadChunk('scroll-to-top-parse', () => import('./parse'));
      if (scope.disposed) return;
      const parsed = parse(source!);
      if (!parsed.ok) {
        ctx.report(parsed.reason);
        scope.dispose();
        return;
      }
      const { settings } = parsed.value;
      const timers = { after: (fn: () => void, ms: number) => scope.timeout(fn, ms) };
      const next = createController({ ...settings, fadeMs: prefersReducedMotion() ? 0 : SCROLL_TOP_FADE_MS }, timers);
      const { mount } = await loadView(() => loadChunk('scroll-to-top-view', () => import('./view')));
      if (scope.disposed) return;
      controller = next;
      mount(ctx, parsed.value, next);
      if (listening) next.send({ type: 'scroll', y: window.scrollY });
    } catch (error) {
      ctx.report(`its view could not be loaded (${describeError(error)})`, error);
      scope.dispose();
    }
  }
}
