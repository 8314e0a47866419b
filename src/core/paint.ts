import type { Scope } from './scope';

/**
 * Resolves at the next frame, before it is rendered: layout read there is the layout that frame
 * computes anyway, so reading it forces nothing. Resolves at once if the scope is disposed.
 */
export function nextFrame(scope: Scope): Promise<void> {
  return new Promise((resolve) => {
    const id = requestAnimationFrame(() => resolve());
    scope.add(() => {
      cancelAnimationFrame(id);
      resolve();
    });
  });
}

/**
 * Runs `fn` once the next frame has been painted (a frame callback, then a task): what the shopper
 * must see first (a click's answer, the page itself) is on screen before `fn`'s work begins.
 */
export function afterPaint(scope: Scope, fn: () => void): void {
  const id = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (!scope.disposed) fn();
    });
    scope.add(() => clearTimeout(timer));
  });
  scope.add(() => cancelAnimationFrame(id));
}
