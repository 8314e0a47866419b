/**
 * Joinchat's rules (widgets.md §1, spec §4 "Chat widget", §9) as pure functions: no DOM, no React.
 * Storage values are the plugin's own (`joinchat_views`, `joinchat_hashes`), so a visitor's
 * counters carry over between the plugin's script and ours.
 */
import { isRecord } from '../../core/record';
import { CHAT_QR_SIZE, CHAT_REVEAL_MS, CHAT_TYPING_EXTRA_MS, CHAT_TYPING_MS_PER_WORD } from '../../core/timings';

export const VIEWS_KEY = 'joinchat_views';
export const HASHES_KEY = 'joinchat_hashes';

export interface ChatSettings {
  telephone: string;
  mobile_only: boolean;
  /** Seconds. */
  button_delay: number;
  /** Seconds; negative turns automatic opening (and saving the hash) off. */
  message_delay: number;
  message_views: number;
  message_hash: string;
  message_badge: boolean;
  message_send: string;
  whatsapp_web: boolean;
  qr: boolean;
  data_layer: string | null;
  /** GA4 event name; '' turns GA4 events off. */
  ga_event: string;
  event_category: string;
  gads: string | null;
  cta_viewed: boolean | null;
  sku: string | null;
  cookieless: boolean;
}

/** Joinchat 6.x's mobile test (widgets.md §1.8). */
export function isMobileAgent(userAgent: string): boolean {
  return /Mobile|Android|iPhone|iPad/i.test(userAgent);
}

// ---------------------------------------------------------------------------------------------
// Counters

export interface ViewCount {
  /** The CTA has been due (the views reached message_views). */
  due: boolean;
  /** The value to store, or null to leave it. */
  next: string | null;
}

/**
 * The page-view counter with the plugin's odd counting: due when the stored count (a missing one
 * read as 1) reached message_views; only when not due and automatic opening is on, the count (a
 * missing one read as 0) goes up. With the default 2 the box opens by itself on the third view.
 */
export function countView(stored: string | null, settings: Pick<ChatSettings, 'message_views' | 'message_delay'>): ViewCount {
  const views = Number.parseInt(stored ?? '', 10);
  const due = (Number.isNaN(views) ? 1 : views) >= settings.message_views;
  const next = settings.message_delay > 0 && !due ? String((Number.isNaN(views) ? 0 : views) + 1) : null;
  return { due, next };
}

const hashList = (stored: string | null) => (stored ?? '').split(',').filter(Boolean);

/** Whether the CTA was seen: the setting forces it, else the stored hashes list it. */
export function ctaSeen(stored: string | null, settings: Pick<ChatSettings, 'message_hash' | 'cta_viewed'>): boolean {
  if (settings.cta_viewed !== null) return settings.cta_viewed;
  return !!settings.message_hash && hashList(stored).includes(settings.message_hash);
}

/** The hashes list with this CTA's hash added, or null when nothing is to be saved. */
export function saveHash(stored: string | null, settings: Pick<ChatSettings, 'message_hash' | 'message_delay'>): string | null {
  if (!settings.message_hash || settings.message_delay < 0) return null;
  const list = hashList(stored);
  if (list.includes(settings.message_hash)) return null;
  return [...list, settings.message_hash].join(',');
}

// ---------------------------------------------------------------------------------------------
// Start-up decisions

export interface StartState {
  hasCta: boolean;
  seen: boolean;
  due: boolean;
}

/** The tooltip shows with the button when the CTA was not seen and it is a badge, absent, immediate or not yet due. */
export function showTooltip(settings: Pick<ChatSettings, 'message_badge' | 'message_delay'>, state: StartState): boolean {
  return !state.seen && (settings.message_badge || !state.hasCta || settings.message_delay === 0 || !state.due);
}

export type AutoAction = 'badge' | 'open' | null;

/** What happens message_delay after the button shows: the badge, the box, or nothing. */
export function autoAction(settings: Pick<ChatSettings, 'message_badge' | 'message_delay'>, state: StartState): AutoAction {
  if (!state.hasCta || state.seen || settings.message_delay <= 0) return null;
  if (settings.message_badge) return 'badge';
  return state.due ? 'open' : null;
}

/** `#joinchat` or `?joinchat=N`: the delay in seconds before the button shows (the box follows), or null. */
export function urlTrigger(hash: string, search: string): number | null {
  const param = new URLSearchParams(search).get('joinchat');
  if (param !== null) {
    const seconds = Number.parseInt(param, 10);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  }
  return hash === '#joinchat' ? 0 : null;
}

// ---------------------------------------------------------------------------------------------
// Bubbles

/** Spec §9: typing lasts 60 ms a word plus a random 100-200 ms. `random` is in [0, 1). */
export function typingDelay(text: string, random: number): number {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  const [min, max] = CHAT_TYPING_EXTRA_MS;
  return words * CHAT_TYPING_MS_PER_WORD + Math.round(min + random * (max - min));
}

/** Spec §9: the next bubble follows a random 400-600 ms later. */
export function revealDelay(random: number): number {
  const [min, max] = CHAT_REVEAL_MS;
  return Math.round(min + random * (max - min));
}

// ---------------------------------------------------------------------------------------------
// The messaging link

/**
 * Joinchat 6.x's link: web.whatsapp.com on desktop when whatsapp_web is on, else wa.me; the
 * message as the `text` parameter (form-encoded, as URLSearchParams writes it). The phone keeps
 * digits only, so a page's `data-phone` cannot steer the link elsewhere.
 */
export function messagingLink(phone: string, message: string, options: { web: boolean; mobile: boolean }): string {
  const digits = phone.replace(/\D/g, '');
  const url = options.web && !options.mobile ? new URL(`https://web.whatsapp.com/send?phone=${digits}`) : new URL(`https://wa.me/${digits}`);
  if (message) url.searchParams.set('text', message);
  return url.href;
}

// ---------------------------------------------------------------------------------------------
// A variable product's SKU (widgets.md §1.13)

/**
 * The variation a form had already found before the chat started listening (a shopper quicker
 * than the idle start, attributes chosen in the markup): the one whose `variation_id` the form's
 * hidden field holds, from the variations the form embeds (`data-product_variations`; an AJAX
 * form, which embeds `false`, gives none).
 */
export function chosenVariation(variationsJson: string | undefined, variationId: string | undefined): Record<string, unknown> | undefined {
  const id = Number(variationId);
  if (!variationsJson || !Number.isInteger(id) || id <= 0) return undefined;
  let variations: unknown;
  try {
    variations = JSON.parse(variationsJson);
  } catch {
    return undefined;
  }
  if (!Array.isArray(variations)) return undefined;
  return variations.find((variation): variation is Record<string, unknown> => isRecord(variation) && Number(variation.variation_id) === id);
}

/**
 * The SKU the chat speaks of after a variation form's `found_variation` (its variation's `sku`) or
 * `reset_data` (no variation): the variation's own when it has one, else the product's.
 */
export function variationSku(variation: Record<string, unknown> | undefined, parentSku: string): string {
  const sku = variation?.sku;
  return typeof sku === 'string' && sku ? sku : parentSku;
}

/**
 * The message with each `<jc-sku>…</jc-sku>` the server wrapped round the product's SKU replaced
 * by `sku`, as text (the plugin's own rewrite drops the tags too). Each part is replaced on its
 * own, so two SKUs in one message keep the words between them.
 */
export function skuMessage(message: string, sku: string | null): string {
  return sku === null ? message : message.replace(/<jc-sku>.*?<\/jc-sku>/g, () => sku);
}

// ---------------------------------------------------------------------------------------------
// The QR code (widgets.md §1.12)

/** The plugin draws its QR only on a desktop, and only when the settings ask for it. */
export function showsQr(settings: Pick<ChatSettings, 'qr'>, mobile: boolean): boolean {
  return settings.qr && !mobile;
}

/**
 * A Gutenberg button block's QR: as the box's, and not with `mobile_only`, for which the server
 * leaves the QR library off the page (so the plugin removes the block's figure on every device).
 */
export function showsBlockQr(settings: Pick<ChatSettings, 'qr' | 'mobile_only'>, mobile: boolean): boolean {
  return showsQr(settings, mobile) && !settings.mobile_only;
}

/**
 * What the QR encodes: the send control's phone and text, always in the wa.me form (widgets.md
 * §1.9): the code is scanned by a phone, where web.whatsapp.com is the wrong place to land.
 */
export function qrLink(phone: string, message: string): string {
  return messagingLink(phone, message, { web: false, mobile: true });
}

/** Spec §9: the canvas holds 200 CSS px times the device pixel ratio (1 when the browser gives none). */
export function qrPixels(devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.round(CHAT_QR_SIZE * ratio);
}

/**
 * The canvas coordinates of the module grid's lines, `cells + 1` of them from 0 to `pixels`:
 * rounded once per line, so neighbouring modules share an edge (no hairline seams, no overlap)
 * whatever the device pixel ratio.
 */
export function gridLines(cells: number, pixels: number): number[] {
  return Array.from({ length: cells + 1 }, (_, index) => Math.round((index * pixels) / cells));
}

// ---------------------------------------------------------------------------------------------
// Analytics (widgets.md §1.10)

export type EventParams = Record<string, string>;

export function eventParams(input: {
  settings: Pick<ChatSettings, 'event_category'>;
  link: string;
  phone: string;
  message: string;
  trigger: string;
  mobile: boolean;
  pageLocation: string;
  pageTitle: string;
}): EventParams {
  return {
    event_category: input.settings.event_category,
    event_label: input.link,
    event_action: `whatsapp: ${input.phone}`,
    chat_channel: 'whatsapp',
    chat_id: input.phone,
    is_mobile: input.mobile ? 'yes' : 'no',
    page_location: input.pageLocation,
    page_title: input.pageTitle || 'no title',
    chat_message: input.message,
    trigger: input.trigger,
  };
}

/** Spec §9: GA4 strings at 100 characters, except the page's location (1000), referrer (420) and title (300). */
const GA_LIMITS: Record<string, number> = { page_location: 1000, page_referrer: 420, page_title: 300 };
export function gaParams(params: EventParams): Record<string, string> {
  const out: Record<string, string> = { transport_type: 'beacon' };
  for (const [key, value] of Object.entries(params)) out[key] = value.slice(0, GA_LIMITS[key] ?? 100);
  return out;
}

/** The phone masked for the pixel: the first 3 characters, X's, the last 2. */
export function maskPhone(text: string, phone: string): string {
  if (phone.length < 6) return text;
  const masked = `${phone.slice(0, 3)}${'X'.repeat(phone.length - 5)}${phone.slice(-2)}`;
  return text.split(phone).join(masked);
}

export function pixelParams(params: EventParams, phone: string): EventParams {
  const out = { ...params };
  for (const key of ['chat_id', 'event_label', 'event_action']) if (out[key] !== undefined) out[key] = maskPhone(out[key], phone);
  return out;
}

/** The GA4 destinations: Google tag's, then each `['config', id]` in the data layer; G- and GT- only, once each. */
export function gaDestinations(tagIds: readonly string[], dataLayer: readonly unknown[]): string[] {
  const configured = dataLayer
    .map((entry) => (entry && typeof entry === 'object' && (entry as ArrayLike<unknown>)[0] === 'config' ? (entry as ArrayLike<unknown>)[1] : null))
    .filter((id): id is string => typeof id === 'string');
  return [...new Set([...tagIds, ...configured])].filter((id) => /^GT?-/.test(id));
}
