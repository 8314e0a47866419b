import type { ReactNode } from 'react';
import { describeError } from '../core/errors';
import type { Disposer } from '../core/scope';
import type { WidgetContext } from '../core/types';
import { Deferred, mountPortal } from './host';

/**
 * Takes over `element`, which holds the plugin's server-rendered markup, with the React view that
 * `render` returns, through a portal of the shared root.
 *
 * - The server markup stays in place until the view commits content (not while it suspends), then
 *   goes in the same commit, before paint: no blank frame, no layout shift.
 * - If the view throws (render, effect or cleanup), the widget reports once through `ctx.report`
 *   (one warning naming it + `storefront:error`), its scope is disposed and its server markup is
 *   back; other widgets keep rendering.
 * - `ctx.scope.dispose()` is the one cleanup path: it puts the server nodes back at once and
 *   unmounts the portal (React removes its own nodes in the next microtask, before any paint).
 *
 * The view's nodes are children of `element` itself (no wrapper), so the theme's CSS keeps
 * matching. The view must not render markup that matches its own registry selector.
 * Returns a disposer that unmounts early (also registered with the scope).
 */
export function mountWidget(element: HTMLElement, ctx: WidgetContext, render: () => ReactNode): Disposer {
  if (ctx.scope.disposed) return () => {};
  const server = [...element.childNodes];
  let taken: Node[] | null = null;
  let done = false;

  function restore(): void {
    if (!taken) return;
    // Only what is still detached: a node someone else has since moved stays where it is.
    const nodes = taken.filter((node) => node.parentNode === null);
    taken = null;
    element.prepend(...nodes);
  }

  function show(): () => void {
    if (!done && !taken) {
      taken = server.filter((node) => node.parentNode === element);
      for (const node of taken) element.removeChild(node);
    }
    return restore;
  }

  const unmount = mountPortal(element, <Deferred render={render} />, {
    name: ctx.name,
    onShow: show,
    onError(error) {
      ctx.report(`its view failed (${describeError(error)})`, error);
      ctx.scope.dispose();
    },
  });

  return ctx.scope.add(() => {
    done = true;
    restore();
    unmount();
  });
}
