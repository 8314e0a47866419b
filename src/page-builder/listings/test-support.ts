/**
 * DOM-tier helpers for the post listings' tests (posts, portfolio, the loop grid): happy-dom lays
 * nothing out and never reports an element in view or resized, so the tests say what the browser
 * would: which elements are in view, what size the observed boxes have, what the CSS computes.
 */
import { onTestFinished, vi } from 'vitest';

interface Observer {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
}

/**
 * An IntersectionObserver whose view the test controls: everything is in view except the elements
 * matching `outside` (the load-more anchor, until the test scrolls to it). Observing an element
 * reports its state at once, as browsers do.
 */
export function controlledViewport(outside = '.e-load-more-anchor'): { scrollTo(target: Element, inView?: boolean): void; observing(target: Element): boolean } {
  const observers: Observer[] = [];
  const inView = new Set<Element>();
  const visible = (target: Element) => inView.has(target) || !target.matches(outside);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: Observer;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: new Set() };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.add(target);
        queueMicrotask(() => {
          if (this.record.targets.has(target)) this.record.callback([{ isIntersecting: visible(target), target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        });
      }
      unobserve(target: Element) {
        this.record.targets.delete(target);
      }
      disconnect() {
        this.record.targets.clear();
      }
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    scrollTo(target, into = true) {
      if (into) inView.add(target);
      else inView.delete(target);
      for (const observer of observers) {
        if (observer.targets.has(target)) observer.callback([{ isIntersecting: into, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
    observing: (target) => observers.some((observer) => observer.targets.has(target)),
  };
}

/** A ResizeObserver the test drives: `resize()` reports every observed box at its size now. */
export function controlledResizes(size: (target: Element) => { width: number; height: number }): { resize(): void; observed(): Element[] } {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly record: { callback: ResizeObserverCallback; targets: Set<Element> };
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, targets: new Set() };
        observers.add(this.record);
      }
      observe(target: Element) {
        this.record.targets.add(target);
      }
      unobserve(target: Element) {
        this.record.targets.delete(target);
      }
      disconnect() {
        this.record.targets.clear();
        observers.delete(this.record);
      }
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    resize() {
      for (const observer of observers) {
        const entries = [...observer.targets].map((target) => ({ target, contentRect: size(target) }) as unknown as ResizeObserverEntry);
        if (entries.length) observer.callback(entries, {} as ResizeObserver);
      }
    },
    observed: () => [...observers].flatMap((observer) => [...observer.targets]),
  };
}

/** Computed styles as the page's CSS would give them (happy-dom computes no layout values). */
export function computedStyles(override: (element: Element, pseudo: string | null | undefined) => Record<string, string> | undefined): void {
  const original = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element: Element, pseudo?: string | null) => {
    const style = original(element, pseudo);
    const values = override(element, pseudo);
    if (!values) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (typeof key === 'string' && key in values) return values[key];
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
}

/** Boxes as a layout would give them: `box(element)` or nothing (0 × 0 at 0, 0). */
export function layout(box: (element: HTMLElement) => Partial<DOMRect> | undefined): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rect = { x: 0, y: 0, top: 0, left: 0, width: 0, height: 0, right: 0, bottom: 0, ...box(this) };
    return { ...rect, toJSON: () => rect } as DOMRect;
  });
}

/** The page's address (the fixtures' links are absolute, on https://site.example). */
export function atAddress(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}
