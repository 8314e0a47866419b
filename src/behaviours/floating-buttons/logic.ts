/**
 * The rules of the page builder's contact buttons and floating bars (elementor-widgets.md §10),
 * without the DOM.
 */
import { isRecord } from '../../core/record';
import { toNumber } from '../../page-builder/settings';

/** The bubble's time: the visitor's current time in Spanish, 12 or 24 hours as `data-time-format` says. */
export function bubbleTime(now: Date, format: string | undefined, timeZone?: string): string {
  return new Intl.DateTimeFormat('es', { hour: 'numeric', minute: 'numeric', hour12: format === '12h', ...(timeZone ? { timeZone } : {}) }).format(now);
}

/** Pro's default for the coupon's success message: 1.5 s. */
export const COUPON_SUCCESS_DEFAULT_MS = 1500;

/** `style_coupon_success_message_duration` in ms: `{unit:'s', size}` or ms; empty or nonsense is the default. */
export function couponSuccessMs(setting: unknown): number {
  if (!isRecord(setting)) return COUPON_SUCCESS_DEFAULT_MS;
  const size = toNumber(setting.size, Number.NaN);
  if (!Number.isFinite(size) || size < 0) return COUPON_SUCCESS_DEFAULT_MS;
  return setting.unit === 's' ? size * 1000 : size;
}

/** The plugin's batch: clicks are sent ten at a time (and whatever is left when the page goes away). */
export const CLICK_BATCH_SIZE = 10;

export interface ClickBatch {
  /** Records a click; returns the batch to send when it is full. */
  add(documentId: string): string[] | null;
  /** Takes every click not sent yet (the page is going away). */
  drain(): string[];
}

export function createClickBatch(size = CLICK_BATCH_SIZE): ClickBatch {
  let clicks: string[] = [];
  const take = () => {
    const batch = clicks;
    clicks = [];
    return batch;
  };
  return {
    add(documentId) {
      clicks.push(documentId);
      return clicks.length >= size ? take() : null;
    },
    drain: take,
  };
}

/** Where a sticky element of the page sits, from its inline offset or its `sticky` setting. */
export function stickyEdge(inlineTop: string, inlineBottom: string, settingsText: string | null): 'top' | 'bottom' | null {
  let sticky: unknown;
  try {
    sticky = settingsText ? (JSON.parse(settingsText) as { sticky?: unknown } | null)?.sticky : undefined;
  } catch {
    sticky = undefined;
  }
  if (inlineTop === '0px' || sticky === 'top') return 'top';
  if (inlineBottom === '0px' || sticky === 'bottom') return 'bottom';
  return null;
}

export type Variant = 'contact' | 'bar' | 'ticker' | 'coupon';

/** Which handler a `data-widget_type` takes; var-10 (a tap-to-reveal list) and unknown types none. */
export function variantOf(widgetType: string): Variant | null {
  const name = widgetType.split('.')[0] ?? '';
  if (name === 'floating-bars-var-2') return 'ticker';
  if (name === 'floating-bars-var-3') return 'coupon';
  if (name === 'floating-bars-var-1') return 'bar';
  if (name === 'contact-buttons' || /^contact-buttons-var-[1-9]$/.test(name)) return 'contact';
  return null;
}
