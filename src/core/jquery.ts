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
  preventDefault(): void;
}

interface JQueryEvent {
  target: EventTarget | null;
  preventDefault(): void;
  isDefaultPrevented(): boolean;
}
type JQueryDelegating = { on(type: string, handler: (event: JQueryEvent) => void): unknown; off(type: string, handler: (event: JQueryEvent) => void): unknown };

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
  const listener = (event: JQueryEvent) =>
    handler({
      target: event.target,
      get defaultPrevented() {
        return event.isDefaultPrevented();
      },
      preventDefault: () => event.preventDefault(),
    });
  const bound = $(target) as unknown as JQueryDelegating;
  bound.on(type, listener);
  scope.add(() => void bound.off(type, listener));
}
