import { jquery, type JQueryCollection, type JQueryEvent, type JQueryHandler } from './jquery';
import type { Scope } from './scope';

/** What a handler of `onPageEvent` may read and do, whichever way the event came. */
export interface PageEvent {
  readonly target: EventTarget | null;
  readonly defaultPrevented: boolean;
  /** MouseEvent.detail: 0 on the browser's synthetic clicks (Enter); undefined on jQuery's trigger. */
  readonly detail?: number;
  preventDefault(): void;
}

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
  const bound: JQueryCollection = $(target);
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
  const bound: JQueryCollection = $(root);
  bound.on(type, selector, listener);
  scope.add(() => void bound.off(type, selector, listener));
}

/**
 * Fires a DOM event as WooCommerce's scripts do with jQuery's `trigger` (`$(select).trigger('change')`,
 * `validate` and `blur` on every checkout field): through jQuery when it is on the page, so
 * handlers bound with jQuery run and the element's own default follows; natively otherwise.
 */
export function triggerPageEvent(element: Element, type: string): void {
  const $ = jquery();
  if ($) {
    $(element).trigger(type);
    return;
  }
  element.dispatchEvent(new Event(type, { bubbles: type !== 'blur' && type !== 'focus' }));
}
