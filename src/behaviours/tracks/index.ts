import type { WidgetContext } from '../../core/types';
import { readEndpoint, readQueue, trackBody } from './logic';

/**
 * Sends the page's queued Tracks events once, at idle (nothing the shopper sees waits on them).
 * A beacon, so an event queued on a page the shopper leaves at once still goes; `fetch` with
 * `keepalive` where beacons are refused. The answer is not read (spec §7: "Not shown").
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const win = window as unknown as Record<string, unknown>;
  const endpoint = readEndpoint(win);
  const queue = readQueue(win.wcPayFrontendTracks);
  for (const read of [endpoint, queue]) {
    if (read.ok === false) {
      ctx.report(`${read.reason}: no Tracks events are sent`);
      return;
    }
  }
  if (endpoint.ok !== true || queue.ok !== true) return;
  for (const event of queue.value) {
    const body = trackBody(endpoint.value, event);
    if (navigator.sendBeacon?.(endpoint.value.ajaxUrl, body)) continue;
    void fetch(endpoint.value.ajaxUrl, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => {});
  }
}
