/**
 * The overlay layer for a React view: one hook instead of the same layout effect in every view.
 *
 * The overlay opens in the commit that makes `openWhile` truthy and closes in the one that makes it
 * falsy or different (a new value is a new opening: the quick view's next product), or when the
 * view unmounts, or when `scope` is disposed. It opens in a layout effect, so inertness, focus and
 * Escape arrive in the same frame as the content; effects declared after this hook in the same
 * view run after it opened, and on close their cleanups run after it closed.
 *
 * `options` is read when the overlay opens (elements from refs are there by then); `onDismiss` is
 * always the latest render's, so a view need not reopen its overlay when its callbacks change.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { openOverlay, type Overlay, type OverlayOptions } from '../core/overlay';
import type { Scope } from '../core/scope';

export function useOverlay(scope: Scope, openWhile: unknown, options: () => OverlayOptions | null): RefObject<Overlay | null> {
  const overlay = useRef<Overlay | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    if (!openWhile) return;
    const chosen = latest.current();
    if (!chosen) return;
    const opened = openOverlay(scope, {
      ...chosen,
      onDismiss: chosen.onDismiss && ((reason, event) => latest.current()?.onDismiss?.(reason, event)),
    });
    overlay.current = opened;
    return () => {
      opened.close();
      if (overlay.current === opened) overlay.current = null;
    };
  }, [scope, openWhile]);
  return overlay;
}
