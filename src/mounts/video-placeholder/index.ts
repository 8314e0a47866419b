import { loadChunk } from '../../core/chunk';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { loadView } from '../load-view';
import { parseVideoPlaceholder } from './parse';
import { drawThumbnail } from './thumbnail';

/** The shopper's first signs of intent on the box: React and the player's view load then. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * WP Rocket's lazy-load YouTube placeholder: a thumbnail with a play button in the plugin's
 * reserved box, replaced on a click by the autoplaying player. Parses first (a bad placeholder
 * costs nothing), draws the thumbnail once the page has loaded (plain nodes: its image never
 * delays `load`), and loads the player's view (React) on intent: the pointer over the box or
 * focus in it, or the click itself, which shows the box busy until the player is in.
 */
export async function start(element: HTMLElement, ctx: WidgetContext): Promise<void> {
  const { scope } = ctx;
  // The plugin's own script fills the placeholder with its thumbnail when it runs on the page
  // (its inline script has no handle to detect): it already owns this one.
  if (element.childElementCount > 0) return;
  const parsed = parseVideoPlaceholder(element, location.href);
  if (!parsed.ok) return ctx.report(parsed.reason);
  await loaded(scope);
  if (scope.disposed) return;

  const thumbnail = drawThumbnail(element, parsed.value);
  scope.add(thumbnail.remove);
  let view: ReturnType<typeof importView> | undefined;
  const warm = () => {
    if (!view) {
      view = importView();
      // A failure on intent alone is reported if the shopper then clicks.
      view.catch(() => {});
    }
    return view;
  };
  const stopWarming = INTENT_EVENTS.map((type) => scope.on(element, type, warm, { once: true }));

  const stopClick = scope.on(thumbnail.play, 'click', () => {
    stopClick();
    stopWarming.forEach((off) => off());
    element.setAttribute('aria-busy', 'true');
    scope.add(() => element.removeAttribute('aria-busy'));
    warm().then(
      ({ mount }) => {
        if (scope.disposed) return;
        element.removeAttribute('aria-busy');
        mount(element, ctx, parsed.value);
      },
      (error: unknown) => {
        element.removeAttribute('aria-busy');
        ctx.report('its player could not be loaded: the video stays a thumbnail', error);
      },
    );
  });
}

function importView() {
  return loadView(() => loadChunk('video-placeholder-view', () => import('./view')));
}

/** Resolves once the document's `load` has fired (at once if it has), or when the scope ends. */
function loaded(scope: Scope): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    scope.on(window, 'load', () => resolve(), { once: true });
    scope.add(resolve);
  });
}
