import { readFlag } from '../../core/flag';
import { isRecord } from '../../core/record';
import type { ChatSettings } from './logic';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The class names that differ between Joinchat 6.x and 5.x (widgets.md §1.1-§1.2). */
export interface Scheme {
  version: 5 | 6;
  box: string;
  scroll: string;
  content: string;
  bubble: string;
}
const SCHEME_6: Scheme = { version: 6, box: 'joinchat__chatbox', scroll: 'joinchat__scroll', content: 'joinchat__content', bubble: 'joinchat__bubble' };
const SCHEME_5: Scheme = { version: 5, box: 'joinchat__box', scroll: 'joinchat__box__scroll', content: 'joinchat__box__content', bubble: 'joinchat__message' };

export function schemeOf(root: Element): Scheme {
  return root.querySelector(`.${SCHEME_5.box}, .${SCHEME_5.bubble}`) ? SCHEME_5 : SCHEME_6;
}

const FIELD_TYPES: Record<string, 'string' | 'number' | 'boolean'> = {
  telephone: 'string',
  mobile_only: 'boolean',
  button_delay: 'number',
  message_delay: 'number',
  message_views: 'number',
  message_hash: 'string',
  message_badge: 'boolean',
  message_send: 'string',
  whatsapp_web: 'boolean',
  data_layer: 'string',
  ga_event: 'string',
  event_category: 'string',
  gads: 'string',
  cta_viewed: 'boolean',
  is_viewed: 'boolean',
  sku: 'string',
  cookieless: 'boolean',
};

/**
 * `data-settings` (spec §3 "Chat widget settings", widgets.md §1.4): JSON printed by PHP. A value
 * of the wrong type is a reason to leave the widget as served; the plugin's defaults fill the rest.
 */
export function parseSettings(text: string | undefined): Parsed<ChatSettings> {
  if (text === undefined) return { ok: false, reason: 'the .joinchat element has no data-settings attribute' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'data-settings on .joinchat is not valid JSON' };
  }
  return readSettings(raw, 'data-settings on .joinchat');
}

/** The settings object itself, from `data-settings` or the lite global's `joinchat_obj.settings` (`where`, for the reason). */
export function readSettings(raw: unknown, where: string): Parsed<ChatSettings> {
  if (!isRecord(raw)) return { ok: false, reason: `${where} is not a JSON object` };
  const settings = raw;
  for (const [key, type] of Object.entries(FIELD_TYPES)) {
    const value = settings[key];
    if (value === undefined || value === null) continue;
    const ok =
      type === 'boolean'
        ? readFlag(value) !== undefined
        : type === 'number'
          ? Number.isFinite(typeof value === 'string' && value.trim() ? Number(value) : value)
          : typeof value === 'string' || (key === 'telephone' && typeof value === 'number');
    if (!ok) return { ok: false, reason: `${where}: ${key} must be a ${type}` };
  }
  const number = (key: string, fallback: number) => (settings[key] === undefined || settings[key] === null ? fallback : Number(settings[key]));
  const flag = (key: string) => readFlag(settings[key]) === true;
  const string = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : null);
  const viewed = settings.cta_viewed ?? settings.is_viewed;
  return {
    ok: true,
    value: {
      telephone: String(settings.telephone ?? '').replace(/\D/g, ''),
      mobile_only: flag('mobile_only'),
      button_delay: number('button_delay', 3),
      message_delay: number('message_delay', 10),
      message_views: number('message_views', 2),
      message_hash: string('message_hash') ?? '',
      message_badge: flag('message_badge'),
      message_send: string('message_send') ?? '',
      whatsapp_web: flag('whatsapp_web'),
      // A filter may make it an object of QR options: still on.
      qr: settings.qr !== undefined && settings.qr !== null && (typeof settings.qr === 'object' || readFlag(settings.qr) === true),
      data_layer: string('data_layer'),
      ga_event: string('ga_event') ?? 'generate_lead',
      event_category: string('event_category') || 'JoinChat',
      gads: string('gads') || null,
      cta_viewed: viewed === undefined || viewed === null ? null : readFlag(viewed) === true,
      sku: string('sku'),
      cookieless: flag('cookieless'),
    },
  };
}
