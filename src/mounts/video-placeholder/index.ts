import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { parseVideoPlaceholder } from './parse';

/**
 * WP Rocket's lazy-load YouTube placeholder: a thumbnail with a play button in the plugin's
 * reserved box, replaced on a click by the autoplaying player. Parses first (a bad placeholder
 * costs no React), then waits for `load` before the view's chunk (and React) is evaluated.
 */
export async function start(element: HTMLElement, ctx: WidgetContext): Promise<void> {
  // The plugin's own script fills the placeholder with its thumbnail when it runs on the page
  // (its inline script has no handle to detect): it already owns this one.
  if (element.childElementCount > 0) return;
  const parsed = parseVideoPlaceholder(element, location.href);
  if (!parsed.ok) return ctx.report(parsed.reason);
  await loaded(ctx.scope);
  if (ctx.scope.disposed) return;
  const { mount } = await import('./view');
  if (ctx.scope.disposed) return;
  mount(element, ctx, parsed.value);
}

/** Resolves once the document's `load` has fired (at once if it has), or when the scope ends. */
function loaded(scope: Scope): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    scope.on(window, 'load', () => resolve(), { once: true });
    scope.add(resolve);
  });
}
