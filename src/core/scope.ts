/**
 * A scope owns everything a widget sets up — listeners, timers, observers, child scopes, React
 * portals — so that `dispose()` is the one cleanup path and nothing outlives its widget.
 */
export type Disposer = () => void;

export interface Scope {
  readonly disposed: boolean;
  /** Abort signal that fires on dispose; hand it to fetch or addEventListener. */
  readonly signal: AbortSignal;
  on<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): Disposer;
  on(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): Disposer;
  timeout(fn: () => void, ms: number): Disposer;
  add(disposer: Disposer): Disposer;
  child(): Scope;
  dispose(): void;
}

export function createScope(): Scope {
  const disposers = new Set<Disposer>();
  // Made on first use: an AbortController is a DOM object, and most scopes (every widget's, from
  // the first scan on) never hand out a signal.
  let controller: AbortController | undefined;
  let disposed = false;

  const scope: Scope = {
    get disposed() {
      return disposed;
    },
    get signal() {
      if (!controller) {
        controller = new AbortController();
        if (disposed) controller.abort();
      }
      return controller.signal;
    },
    on(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) {
      if (disposed) return noop;
      target.addEventListener(type, handler, options);
      return scope.add(() => target.removeEventListener(type, handler, options));
    },
    timeout(fn, ms) {
      if (disposed) return noop;
      let remove: Disposer = noop;
      const id = setTimeout(() => {
        remove();
        fn();
      }, ms);
      remove = scope.add(() => clearTimeout(id));
      return remove;
    },
    add(disposer) {
      if (disposed) {
        disposer();
        return noop;
      }
      disposers.add(disposer);
      return () => {
        if (disposers.delete(disposer)) disposer();
      };
    },
    child() {
      const inner = createScope();
      const detach = scope.add(() => inner.dispose());
      inner.add(() => disposers.delete(detach));
      return inner;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      controller?.abort();
      // Last in, first out: later setup may depend on earlier setup.
      const pending = [...disposers].reverse();
      disposers.clear();
      for (const dispose of pending) {
        try {
          dispose();
        } catch (error) {
          console.warn('[storefront] cleanup failed', error);
        }
      }
    },
  };
  return scope;
}

function noop(): void {}
