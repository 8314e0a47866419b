import { detailFromArgs, jqueryArgs, type BusEventName, type BusEvents } from './events';
import { jquery } from './jquery';
import type { Disposer } from './scope';

export { jquery };

/** `ajax_request_not_sent.adding_to_cart` → `ajax_request_not_sent`. */
export function baseName(name: string): string {
  const dot = name.indexOf('.');
  return dot === -1 ? name : name.slice(0, dot);
}

export const ownEventName = (name: BusEventName): string => `storefront:${baseName(name)}`;

/** Names we are emitting right now: our own bare-name echo must not come back in as "external". */
const emitting = new Map<string, number>();

/**
 * The bus speaks the plugins' own event names. Every event goes out once as a native
 * `storefront:<name>` event with a typed `detail`, and once under the plugin's bare name: through
 * jQuery's trigger with the plugin's argument list when jQuery is on the page, otherwise as a
 * native CustomEvent. Never both for the bare name — jQuery's `.on()` also receives native events,
 * so both would run every jQuery handler twice.
 */
export function emit<K extends BusEventName>(name: K, detail: BusEvents[K], target: Element = document.body): void {
  emitting.set(name, (emitting.get(name) ?? 0) + 1);
  try {
    target.dispatchEvent(new CustomEvent(ownEventName(name), { detail, bubbles: true }));
    const $ = jquery();
    if ($) triggerIsolated(() => $(target).trigger(name, jqueryArgs[name](detail, $)));
    else target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
  } finally {
    const left = (emitting.get(name) ?? 1) - 1;
    if (left) emitting.set(name, left);
    else emitting.delete(name);
  }
}

/**
 * jQuery rethrows a handler's exception out of trigger(); a native dispatch reports it and goes
 * on. Do the same, so a broken third-party handler never turns a successful add into a failure.
 */
function triggerIsolated(trigger: () => void): void {
  try {
    trigger();
  } catch (error) {
    if (typeof reportError === 'function') reportError(error);
    else setTimeout(() => {
      throw error;
    });
  }
}

/**
 * Hears an event from us (native `storefront:<name>`) and from third parties (the bare name,
 * through jQuery when present since that sees both jQuery and native triggers). Each occurrence is
 * delivered once. `at` narrows it to events dispatched on or inside one element (a variation
 * form, a gallery); the handler also gets the element the event was dispatched on.
 */
export function on<K extends BusEventName>(
  name: K,
  handler: (detail: BusEvents[K], target: Element) => void,
  at: Element | Document = document,
): Disposer {
  const targetOf = (target: EventTarget | null | undefined) =>
    target instanceof Element ? target : at instanceof Element ? at : document.body;
  const own = (event: Event) => handler((event as CustomEvent<BusEvents[K]>).detail, targetOf(event.target));
  at.addEventListener(ownEventName(name), own);
  const fromOutside = (args: unknown[], nativeDetail: unknown, target: EventTarget | null | undefined) => {
    if (emitting.has(name)) return;
    handler(readDetail(name, args, nativeDetail), targetOf(target));
  };
  const $ = jquery();
  let offExternal: Disposer;
  if ($) {
    const jqTarget = at instanceof Document ? document.body : at;
    const jqHandler = (event: unknown, ...args: unknown[]) => {
      const { originalEvent, target } = event as { originalEvent?: Event; target?: EventTarget };
      fromOutside(args, originalEvent instanceof CustomEvent ? originalEvent.detail : undefined, target);
    };
    $(jqTarget).on(name, jqHandler);
    offExternal = () => void $(jqTarget).off(name, jqHandler);
  } else {
    const nativeHandler = (event: Event) => fromOutside([], (event as CustomEvent).detail, event.target);
    at.addEventListener(name, nativeHandler);
    offExternal = () => at.removeEventListener(name, nativeHandler);
  }
  return () => {
    at.removeEventListener(ownEventName(name), own);
    offExternal();
  };
}

function readDetail<K extends BusEventName>(name: K, args: unknown[], nativeDetail: unknown): BusEvents[K] {
  if (args.length) return detailFromArgs[name](args);
  // WooCommerce's newer native variant nests the argument list as detail.detail = [...].
  const nested = (nativeDetail as { detail?: unknown } | undefined)?.detail;
  if (Array.isArray(nested)) return detailFromArgs[name](nested);
  if (Array.isArray(nativeDetail)) return detailFromArgs[name](nativeDetail);
  if (nativeDetail && typeof nativeDetail === 'object') return nativeDetail as BusEvents[K];
  return detailFromArgs[name]([]);
}

/**
 * WooCommerce's veto hook: `triggerHandler('should_send_ajax_request.adding_to_cart', [$button])`
 * reaches only handlers bound with that namespace, and a `false` return vetoes. Native listeners
 * veto by calling preventDefault() on the cancelable `storefront:should_send_ajax_request`.
 * Returns true when the request may go.
 */
export function askShouldSend(button: HTMLElement): boolean {
  const nativeEvent = new CustomEvent('storefront:should_send_ajax_request', {
    detail: { button },
    bubbles: true,
    cancelable: true,
  });
  const nativeAllowed = button.dispatchEvent(nativeEvent);
  const $ = jquery();
  const jqAnswer = $ ? $(document.body).triggerHandler('should_send_ajax_request.adding_to_cart', [$(button)]) : undefined;
  return nativeAllowed && jqAnswer !== false;
}
