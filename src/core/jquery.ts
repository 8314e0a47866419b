import type { JQueryLike } from './events';
import type { Scope } from './scope';

/** jQuery, when the page has it (WordPress prints it for themes and other plugins). */
export function jquery(): JQueryLike | undefined {
  const candidate = (window as unknown as { jQuery?: JQueryLike }).jQuery;
  return typeof candidate === 'function' && typeof candidate.fn?.jquery === 'string' ? candidate : undefined;
}

/** What a handler of `onPageEvent` may read and do, whichever way the event came. */
export interface PageEvent {
  readonly target: EventTarget | null;
  readonly defaultPrevented: boolean;
  /** MouseEvent.detail: 0 on the browser's synthetic clicks (Enter); undefined on jQuery's trigger. */
  readonly detail?: number;
  preventDefault(): void;
}

interface JQueryEvent {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  originalEvent?: Event;
  preventDefault(): void;
  isDefaultPrevented(): boolean;
}
type JQueryHandler = (event: JQueryEvent) => void;
type JQueryBinding = {
  on(type: string, ...selectorAndHandler: [string, JQueryHandler] | [JQueryHandler]): unknown;
  off(type: string, ...selectorAndHandler: [string, JQueryHandler] | [JQueryHandler]): unknown;
};

function fromJQuery(event: JQueryEvent): PageEvent {
  const original = event.originalEvent;
  return {
    target: event.target,
    get defaultPrevented() {
      return event.isDefaultPrevented();
    },
    detail: original instanceof UIEvent ? original.detail : undefined,
    preventDefault: () => event.preventDefault(),
  };
}

/**
 * A DOM event that themes and plugins also fire with jQuery: `$('.reviews_tab a').trigger('click')`,
 * `$(select).val(x).trigger('change')`. jQuery's trigger runs only jQuery handlers (and never a
 * link's native click), so a native listener would miss it. With jQuery on the page the event is
 * heard through jQuery, whose handlers see native events too (binding both would run twice);
 * otherwise natively.
 */
export function onPageEvent(scope: Scope, target: Element | Document, type: string, handler: (event: PageEvent) => void): void {
  const $ = jquery();
  if (!$) {
    scope.on(target, type, handler);
    return;
  }
  const listener: JQueryHandler = (event) => handler(fromJQuery(event));
  const bound = $(target) as unknown as JQueryBinding;
  bound.on(type, listener);
  scope.add(() => void bound.off(type, listener));
}

/**
 * `onPageEvent` for the elements inside `root` matching `selector` (delegated); the handler also
 * gets the element that matched.
 */
export function onPageEventWithin(
  scope: Scope,
  root: Element,
  type: string,
  selector: string,
  handler: (event: PageEvent, element: HTMLElement) => void,
): void {
  const $ = jquery();
  if (!$) {
    scope.on(root, type, (event) => {
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
      if (element && root.contains(element)) handler(event, element);
    });
    return;
  }
  // jQuery sets currentTarget to the element that matched the selector.
  const listener: JQueryHandler = (event) => {
    if (event.currentTarget instanceof HTMLElement) handler(fromJQuery(event), event.currentTarget);
  };
  const bound = $(root) as unknown as JQueryBinding;
  bound.on(type, selector, listener);
  scope.add(() => void bound.off(type, selector, listener));
}
