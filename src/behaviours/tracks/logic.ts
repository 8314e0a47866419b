/**
 * WooPayments' platform tracker (spec §7, woocommerce.md §7, payments.md §6): events the plugin
 * queues for a page are sent to `admin-ajax.php` as `action=platform_tracks` with the nonce its
 * checkout configuration prints (`platformTrackerNonce`). Without that nonce nothing is sent.
 */
import { isRecord } from '../../core/record';

export interface TrackEvent {
  readonly name: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

export interface TracksEndpoint {
  readonly ajaxUrl: string;
  readonly nonce: string;
}

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string } | { ok: 'absent' };

/** Tracks event names: lower-case words joined by underscores (the tracker drops anything else). */
const EVENT_NAME = /^[a-z][a-z0-9_]{0,99}$/;

/**
 * The payments configuration, looked up as the plugin's own `getConfig` does: the older
 * `wcpayConfig` first, then `wcpay_upe_config`. Absent, or without a tracker nonce: nothing to do.
 */
export function readEndpoint(win: Record<string, unknown>): Read<TracksEndpoint> {
  const name = win.wcpayConfig !== undefined ? 'wcpayConfig' : 'wcpay_upe_config';
  const config = win[name];
  if (config === undefined) return { ok: 'absent' };
  if (!isRecord(config)) return { ok: false, reason: `page global ${name} is not an object` };
  const { platformTrackerNonce: nonce, ajaxUrl } = config;
  if (nonce === undefined || nonce === '') return { ok: 'absent' };
  if (typeof nonce !== 'string') return { ok: false, reason: `${name}.platformTrackerNonce is not text` };
  if (typeof ajaxUrl !== 'string' || ajaxUrl.trim() === '') return { ok: false, reason: `${name}.ajaxUrl is missing` };
  return { ok: true, value: { ajaxUrl, nonce } };
}

/**
 * The page's queued events (`wcPayFrontendTracks`): one `{event, properties}` or a list of them.
 * One malformed entry spoils the queue: sending part of it would record a page that never was.
 */
export function readQueue(raw: unknown): Read<TrackEvent[]> {
  if (raw === undefined || raw === null) return { ok: 'absent' };
  const entries = Array.isArray(raw) ? raw : [raw];
  const events: TrackEvent[] = [];
  for (const [index, entry] of entries.entries()) {
    const where = Array.isArray(raw) ? `wcPayFrontendTracks[${index}]` : 'wcPayFrontendTracks';
    if (!isRecord(entry)) return { ok: false, reason: `${where} is not an object` };
    if (typeof entry.event !== 'string' || !EVENT_NAME.test(entry.event)) return { ok: false, reason: `${where}.event is not an event name` };
    const properties = entry.properties ?? {};
    if (!isRecord(properties)) return { ok: false, reason: `${where}.properties is not an object` };
    events.push({ name: entry.event, properties });
  }
  return events.length ? { ok: true, value: events } : { ok: 'absent' };
}

/** The form fields of one event, as the plugin's `recordUserEvent` posts them. */
export function trackBody(endpoint: TracksEndpoint, event: TrackEvent): URLSearchParams {
  return new URLSearchParams({
    tracksNonce: endpoint.nonce,
    action: 'platform_tracks',
    tracksEventName: event.name,
    tracksEventProp: JSON.stringify(event.properties),
  });
}
