import { loadChunk } from '../../core/chunk';
import { isRecord } from '../../core/record';
import type { WidgetContext } from '../../core/types';
import { blockQrs, directTriggers, followSku, openApp } from './app';
import { isMobileAgent, skuMessage } from './logic';
import { readSettings } from './parse';

interface LiteWindow {
  joinchat_obj?: unknown;
}

/**
 * Joinchat's lite script (widgets.md §1.14): a page where the widget is hidden but a phone is
 * set prints no `.joinchat`, only `joinchat_obj = {settings: {…}}`. Its trigger links open the
 * app directly, Gutenberg button blocks get their QR codes, and a variable product's SKU follows
 * the variation form. No box, no storage, no React. The global's shape and its settings' types are
 * checked here, as `data-settings`' are, without the schemas chunk.
 */
export async function start(_body: HTMLElement, ctx: WidgetContext): Promise<void> {
  const global = (window as unknown as LiteWindow).joinchat_obj;
  if (!isRecord(global) || !isRecord(global.settings)) {
    // The schema says what is wrong; its chunk loads only then (registry: presenceOnly).
    const { globalProblem } = await loadChunk('schemas', () => import('../../core/config'));
    if (!ctx.scope.disposed) ctx.report(`${globalProblem('joinchat_obj') ?? 'page global joinchat_obj is malformed'}: the page's chat links are left as served`);
    return;
  }
  const parsed = readSettings(global.settings, 'joinchat_obj.settings');
  if (!parsed.ok) return ctx.report(`${parsed.reason}: the page's chat links are left as served`);
  const settings = parsed.value;
  if (!settings.telephone) return;
  const mobile = isMobileAgent(navigator.userAgent);
  let sku = settings.sku;
  directTriggers(ctx.scope, (phone, message) => void openApp(settings, mobile, phone, skuMessage(message ?? settings.message_send, sku), 'trigger'));
  const redrawBlocks = blockQrs(ctx, settings, mobile, () => sku);
  if (settings.sku !== null) {
    followSku(ctx, settings.sku, (next) => {
      sku = next;
      redrawBlocks();
    });
  }
}
