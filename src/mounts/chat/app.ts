/**
 * What opening the messaging app does (widgets.md §1.9-§1.10), shared by the chat and its lite
 * form (no widget markup, only a page global): the cancelable `joinchat:open`, the popup, then
 * `joinchat:event` and the analytics. No React, no request of ours (spec §7).
 */
import { loadChunk } from '../../core/chunk';
import { closestTarget } from '../../core/delegate';
import { describeError } from '../../core/errors';
import type { WidgetContext } from '../../core/types';
import type { Scope } from '../../core/scope';
import { CHAT_BLOCK_QR_FIGURE, JOINCHAT_APP_TRIGGER, JOINCHAT_OPEN_TRIGGER } from '../../selectors';
import { eventParams, gaDestinations, gaParams, messagingLink, pixelParams, type ChatSettings } from './logic';

export const fire = (name: string, detail: unknown, cancelable = false) => document.dispatchEvent(new CustomEvent(`joinchat:${name}`, { detail, cancelable }));

/**
 * Opens the app with `phone` ('' for the settings' telephone) and `message`; false when a
 * `joinchat:open` listener cancelled it.
 */
export function openApp(settings: ChatSettings, mobile: boolean, phone: string, message: string, trigger: string): boolean {
  const chatId = phone || settings.telephone;
  const link = messagingLink(chatId, message, { web: settings.whatsapp_web, mobile });
  if (!fire('open', { link, chat_channel: 'whatsapp', chat_id: chatId, chat_message: message, trigger }, true)) return false;
  window.open(link, 'joinchat', 'noopener');
  sendEvents(settings, eventParams({ settings, link, phone: chatId, message, trigger, mobile, pageLocation: location.href, pageTitle: document.title }));
  return true;
}

/**
 * The variable product's SKU (widgets.md §1.13) from its own chunk, with the bus it listens on,
 * loaded only for settings that have a `sku`: `onSku` gets each new one.
 */
export function followSku(ctx: WidgetContext, parentSku: string, onSku: (sku: string) => void): void {
  let current = parentSku;
  loadChunk('sku', () => import('./sku')).then(
    ({ startSku }) => {
      if (ctx.scope.disposed) return;
      startSku(ctx, parentSku, (sku) => {
        if (sku === current) return;
        current = sku;
        onSku(sku);
      });
    },
    (error: unknown) => ctx.report(`its SKU could not follow the variation form (${describeError(error)})`, error),
  );
}

/**
 * Gutenberg button blocks' QR codes (block-qr.ts) from their own chunk, loaded only on a page that
 * has such a block; the returned function redraws them (for a new SKU) once they are there.
 */
export function blockQrs(ctx: WidgetContext, settings: ChatSettings, mobile: boolean, sku: () => string | null): () => void {
  let redraw = () => {};
  if (document.querySelector(CHAT_BLOCK_QR_FIGURE)) {
    loadChunk('block-qr', () => import('./block-qr')).then(
      ({ startBlockQrs }) => {
        if (!ctx.scope.disposed) redraw = startBlockQrs(ctx, settings, mobile, sku);
      },
      (error: unknown) => ctx.report(`its button blocks' QR codes could not be loaded (${describeError(error)})`, error),
    );
  }
  return () => redraw();
}

/**
 * The page's trigger links where there is no box to open (`mobile_only` on a desktop, the lite
 * form): each opens the app with its own `data-phone` / `data-message`, read from the trigger
 * itself, not from whatever inside it was clicked.
 */
export function directTriggers(scope: Scope, open: (phone: string, message: string | undefined) => void): void {
  scope.on(document, 'click', (event) => {
    const trigger = closestTarget(event, `${JOINCHAT_OPEN_TRIGGER}, ${JOINCHAT_APP_TRIGGER}`);
    if (!trigger) return;
    event.preventDefault();
    open(trigger.dataset.phone ?? '', trigger.dataset.message);
  });
}

interface AnalyticsWindow {
  gtag?: (...args: unknown[]) => void;
  fbq?: (...args: unknown[]) => void;
  gtm4wp_datalayer_name?: string;
  dataLayerPYS?: unknown[];
  dataLayer?: unknown[];
  google_tag_data?: { tidr?: { destination?: Record<string, unknown> } };
  [name: string]: unknown;
}

/** widgets.md §1.10: `joinchat:event`, then GA4, Google Ads, the GTM push and the masked pixel event. */
function sendEvents(settings: ChatSettings, params: Record<string, string>): void {
  if (!fire('event', params, true)) return;
  const w = window as unknown as AnalyticsWindow;
  const pick = (name: unknown) => (typeof name === 'string' && Array.isArray(w[name]) ? (w[name] as unknown[]) : undefined);
  const dataLayer = pick(settings.data_layer) ?? pick(w.gtm4wp_datalayer_name) ?? pick('dataLayerPYS') ?? pick('dataLayer');
  const { event_category: category, ...rest } = params;
  if (dataLayer) {
    const gtag =
      typeof w.gtag === 'function'
        ? w.gtag
        : function (..._args: unknown[]) {
            // gtag's queue format: the arguments object itself.
            // eslint-disable-next-line prefer-rest-params
            dataLayer.push(arguments);
          };
    if (settings.ga_event) {
      const ga = gaParams(params);
      for (const id of gaDestinations(Object.keys(w.google_tag_data?.tidr?.destination ?? {}), dataLayer)) gtag('event', settings.ga_event, { send_to: id, ...ga });
    }
    if (settings.gads) gtag('event', 'conversion', { send_to: settings.gads });
    dataLayer.push({ event: category, ...rest });
  }
  if (typeof w.fbq === 'function') w.fbq('trackCustom', category, pixelParams(params, params.chat_id ?? ''));
}
