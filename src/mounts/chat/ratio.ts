import type { Scope } from '../../core/scope';

/**
 * Calls `onChange` each time the device pixel ratio changes (browser zoom, a window moved to
 * another screen): a `(resolution: Xdppx)` query for the current ratio stops matching, and a new
 * one is armed for the next change. Its listeners go through `scope`.
 */
export function onPixelRatioChange(scope: Scope, onChange: () => void): void {
  if (typeof matchMedia !== 'function') return;
  const arm = () => {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const off = scope.on(query, 'change', () => {
      off();
      onChange();
      arm();
    });
  };
  arm();
}
