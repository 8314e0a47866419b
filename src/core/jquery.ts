import type { Disposer } from './scope';

/**
 * The one view of jQuery the project uses (WordPress prints jQuery for themes and other plugins;
 * we never load it), and the one place the plugins' jQuery functions (`$.fn.wc_variation_form`,
 * `$.fn.wc_set_content`, ...) are defined. Small on purpose: the loader imports it.
 */
export interface JQueryEvent {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  originalEvent?: Event;
  preventDefault(): void;
  isDefaultPrevented(): boolean;
}
export type JQueryHandler = (event: JQueryEvent, ...args: unknown[]) => unknown;

export interface JQueryCollection {
  trigger(name: string, args?: unknown[]): JQueryCollection;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, ...selectorAndHandler: [string, JQueryHandler] | [JQueryHandler]): JQueryCollection;
  off(name: string, ...selectorAndHandler: [string, JQueryHandler] | [JQueryHandler]): JQueryCollection;
  each(fn: (this: HTMLElement) => void): JQueryCollection;
  data(): Record<string, unknown>;
  [index: number]: Element | undefined;
}

/** A plugin function on `$.fn`: called on a set, returns it for chaining. */
export type JQueryFunction = (this: JQueryCollection, ...args: unknown[]) => unknown;

export interface JQueryLike {
  (target: unknown): JQueryCollection;
  fn: { jquery: string } & Record<string, unknown>;
  [key: string]: unknown;
}

/** jQuery, when the page has it. */
export function jquery(): JQueryLike | undefined {
  const candidate = (window as unknown as { jQuery?: JQueryLike }).jQuery;
  return typeof candidate === 'function' && typeof candidate.fn?.jquery === 'string' ? candidate : undefined;
}

/** A `$.fn` function that runs `fn` on each element of the set (with the call's arguments). */
export function perElement(fn: (element: HTMLElement, args: unknown[]) => void): JQueryFunction {
  return function (...args) {
    this.each(function () {
      fn(this, args);
    });
    return this;
  };
}

/**
 * Defines those of `functions` that the page's `$.fn` lacks (a plugin's own script, or a theme's
 * copy, keeps its own). Returns their removal: only ours, and only while they are still ours.
 */
export function defineJQueryFunctions(functions: Record<string, JQueryFunction>): Disposer {
  const fn = jquery()?.fn;
  if (!fn) return () => {};
  const ours = new Map<string, JQueryFunction>();
  for (const [name, plugin] of Object.entries(functions)) {
    if (typeof fn[name] === 'function') continue;
    fn[name] = plugin;
    ours.set(name, plugin);
  }
  return () => {
    for (const [name, plugin] of ours) if (fn[name] === plugin) delete fn[name];
  };
}
