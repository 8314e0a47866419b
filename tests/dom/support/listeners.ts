/**
 * Counts live event listeners on DOM nodes and the window through spies on addEventListener /
 * removeEventListener, so a test can say "no listener outlives its widget".
 *
 * happy-dom's nodes inherit addEventListener from its own EventTarget (not the global one under
 * vitest), and the window carries its own copy; both are spied. AbortSignal listeners are left out:
 * an aborted signal never fires again.
 */
import { vi } from 'vitest';

interface Registration {
  target: EventTarget;
  type: string;
  listener: unknown;
  capture: boolean;
}

type Add = (type: string, listener: unknown, options?: boolean | AddEventListenerOptions) => void;

function ownerOf(object: object, key: string): Record<string, unknown> {
  let proto: object | null = object;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, key)) proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto) throw new Error(`no ${key} on the prototype chain`);
  return proto as Record<string, unknown>;
}

const captureOf = (options?: boolean | EventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

export interface ListenerTracker {
  /** Listeners currently registered on nodes or the window since tracking began. */
  live(filter?: (registration: Registration) => boolean): Registration[];
  stop(): void;
}

export function trackListeners(): ListenerTracker {
  const registrations: Registration[] = [];
  const owners = new Set([ownerOf(document.body, 'addEventListener'), ownerOf(window, 'addEventListener')]);
  const spies: Array<{ mockRestore(): void }> = [];

  for (const owner of owners) {
    const add = owner.addEventListener as Add;
    const remove = owner.removeEventListener as Add;
    spies.push(
      vi.spyOn(owner as { addEventListener: Add }, 'addEventListener').mockImplementation(function (
        this: EventTarget,
        type,
        listener,
        options,
      ) {
        const isNodeOrWindow = this instanceof window.Node || this === window;
        const capture = captureOf(options);
        const signal = typeof options === 'object' ? options.signal : undefined;
        const known = registrations.some(
          (r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture,
        );
        if (isNodeOrWindow && listener && !known && !signal?.aborted) {
          const registration = { target: this, type, listener, capture };
          registrations.push(registration);
          signal?.addEventListener('abort', () => drop(registration));
        }
        return add.call(this, type, listener, options);
      }),
      vi.spyOn(owner as { removeEventListener: Add }, 'removeEventListener').mockImplementation(function (
        this: EventTarget,
        type,
        listener,
        options,
      ) {
        const capture = captureOf(options);
        const found = registrations.find(
          (r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture,
        );
        if (found) drop(found);
        return remove.call(this, type, listener, options);
      }),
    );
  }

  function drop(registration: Registration): void {
    const index = registrations.indexOf(registration);
    if (index !== -1) registrations.splice(index, 1);
  }

  return {
    live: (filter) => (filter ? registrations.filter(filter) : [...registrations]),
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
