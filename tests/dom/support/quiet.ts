/**
 * "Nothing happens after dispose": from the moment it is called, records everything a widget could
 * still do to the page — DOM mutations, events dispatched, focus moves, scrolling, requests,
 * navigation, console warnings and `storefront:error` — so a test can dispose a widget mid-flight,
 * let its timers and requests finish, and expect the list to be empty.
 */
import { vi } from 'vitest';
import type { Page } from './page';

export interface Activity {
  /** What happened since the watch began, one readable line per thing. */
  since(): string[];
  stop(): void;
}

const describeNode = (node: Node) =>
  node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}` : node.nodeName;

export function watchActivity(page: Page): Activity {
  const seen: string[] = [];
  const record = (records: MutationRecord[]) => {
    for (const r of records) seen.push(`${r.type}${r.attributeName ? ` ${r.attributeName}` : ''} on ${describeNode(r.target)}`);
  };
  const observer = new MutationObserver(record);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // happy-dom's nodes share one dispatchEvent up their prototype chain.
  const eventTarget = findOwner(document.body, 'dispatchEvent');
  const original = eventTarget.dispatchEvent;
  const dispatch = vi.spyOn(eventTarget, 'dispatchEvent').mockImplementation(function (this: EventTarget, event: Event) {
    seen.push(`event ${event.type} on ${this instanceof Node ? describeNode(this) : 'window'}`);
    return original.call(this, event);
  });
  const scrollTo = vi.spyOn(window, 'scrollTo');
  const focused = document.activeElement;
  const counts = { warnings: page.warn.mock.calls.length, errors: page.errors.length, requests: page.shop.requests.length, assigns: page.assign.mock.calls.length };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    record(observer.takeRecords());
    observer.disconnect();
    dispatch.mockRestore();
    scrollTo.mockRestore();
  };
  return {
    /** Ends the watch and returns what happened. */
    since() {
      record(observer.takeRecords());
      const found = [...seen];
      if (scrollTo.mock.calls.length) found.push(`window scrolled ${scrollTo.mock.calls.length} times`);
      if (document.activeElement !== focused) found.push(`focus moved to ${document.activeElement ? describeNode(document.activeElement) : 'nothing'}`);
      for (const call of page.warn.mock.calls.slice(counts.warnings)) found.push(`warning ${String(call[0])}`);
      for (const error of page.errors.slice(counts.errors)) found.push(`storefront:error ${error.widget}: ${error.reason}`);
      for (const request of page.shop.requests.slice(counts.requests)) found.push(`request to ${request.endpoint}`);
      for (const call of page.assign.mock.calls.slice(counts.assigns)) found.push(`navigation to ${String(call[0])}`);
      stop();
      return found;
    },
    stop,
  };
}

function findOwner(object: object, key: string): { dispatchEvent(event: Event): boolean } {
  let proto: object | null = object;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, key)) proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto) throw new Error(`no ${key} on the prototype chain`);
  return proto as { dispatchEvent(event: Event): boolean };
}
