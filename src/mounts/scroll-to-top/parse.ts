import { parseWith, scrollTopData, scrollTopSettings, type Parsed, type ScrollTopRawSettings } from '../../core/config';
import { describeError } from '../../core/errors';
import { parseServerHtml, trustServerHtml } from '../../core/html';
import { SCROLL_TOP_CONTAINER, SCROLL_TOP_SETTINGS_ATTRIBUTE } from '../../selectors';
import { DEFAULT_OFFSET, DEFAULT_SMALL_DEVICE_WIDTH, NAMES, pick } from './logic';
import { SCROLL_TOP_GLOBAL, type Source } from './source';

/**
 * The button's settings, from either source (source.ts), checked by the schemas in core/config.ts.
 *
 * The spec's names (§3) are not the plugin's keys (widgets.md §2.1); both are accepted, the spec's
 * name first when a page gives both:
 *
 * | spec (§3)                  | plugin key (v2 JSON, v3 `data.data`) | here                     |
 * |----------------------------|--------------------------------------|--------------------------|
 * | enable_autohide            | auto_hide                            | autohide                 |
 * | autohide_time (s)          | auto_hide_after (s)                  | autohideMs (× 1000, §9)  |
 * | scroll_offset (px)         | scroll_offset                        | offset                   |
 * | icon_opacity (percent)     | button_opacity (0–1, already ÷ 100)  | opacity (0–1)            |
 * | enable_hide_small_device   | hide_small_device (v1/v2)            | smallDeviceMaxWidth ≠ null |
 * | small_device_max_width     | small_device_width (v1/v2)           | smallDeviceMaxWidth      |
 * | –                          | hide_iframe                          | hideIframe               |
 * | –                          | location (1–4), marginX/margin_x, marginY/margin_y | position   |
 * | –                          | button_action, button_action_element_selector/_offset, button_action_page_url | action |
 *
 * Defaults are the plugin's: auto-hide off after 2 s, offset 100, opacity 80 %, small devices
 * 640 px. The fade and scroll durations are the spec's (200 and 400 ms, core/timings.ts), not the
 * plugin's `button_fade_duration`/`scroll_duration` (v3 prints a fade of 0). v3 keeps the location
 * in its `css` string, which is applied as the plugin applied it; the texts and the icon come from
 * the markup (v2's container, v3's `html`), with `accessibility_*` keys as a fallback.
 */

export type Location = 1 | 2 | 3 | 4;

export type Action = { kind: 'top' } | { kind: 'element'; selector: string; offset: number } | { kind: 'url'; href: string };

export interface ScrollTopSettings {
  autohide: boolean;
  autohideMs: number;
  offset: number;
  /** 0–1. */
  opacity: number;
  /** Scroll is listened to only in windows wider than this; null: always. */
  smallDeviceMaxWidth: number | null;
  hideIframe: boolean;
  /** null: the plugin's CSS (v3) or ours places the button. */
  position: { location: Location; marginX: number; marginY: number } | null;
  action: Action;
}

/** What the button shows and is called, as the page printed it. */
export interface ButtonContent {
  ariaLabel: string | null;
  title: string | null;
  screenReaderText: string | null;
  image: { src: string; alt: string; title: string | null } | null;
  text: string | null;
  iconClass: string | null;
}

export interface ScrollTopProps {
  settings: ScrollTopSettings;
  content: ButtonContent;
  /** v3's CSS string, applied as the plugin's own `<style>` was. */
  css: string | null;
  /** The v2 container the button renders into; null: v3, the button is ours alone. */
  container: HTMLElement | null;
}

export function settingsFrom(raw: ScrollTopRawSettings): Parsed<ScrollTopSettings> {
  const get = <K extends keyof ScrollTopRawSettings>(...names: readonly K[]) => pick(raw, names) as ScrollTopRawSettings[K] | undefined;
  const iconOpacity = get('icon_opacity');
  const buttonOpacity = get('button_opacity');
  const location = get('location');
  if (location !== undefined && !Number.isInteger(location)) return { ok: false, reason: 'location must be 1, 2, 3 or 4' };
  const kind = get('button_action') ?? 'top';
  let action: Action = { kind: 'top' };
  if (kind === 'element') {
    const selector = get('button_action_element_selector')?.trim() ?? '';
    if (!selector || !validSelector(selector)) return { ok: false, reason: 'button_action "element" needs a valid button_action_element_selector' };
    action = { kind, selector, offset: get('button_action_element_offset') ?? 0 };
  } else if (kind === 'url') {
    const href = get('button_action_page_url')?.trim() ?? '';
    if (!href) return { ok: false, reason: 'button_action "url" needs a button_action_page_url' };
    action = { kind, href };
  }
  const hideSmall = get(...NAMES.hideSmallDevice) ?? false;
  return {
    ok: true,
    value: {
      autohide: get(...NAMES.autohide) ?? false,
      // Spec §9: autohide_time × 1000 for milliseconds.
      autohideMs: (get(...NAMES.autohideTime) ?? 2) * 1000,
      offset: get(...NAMES.offset) ?? DEFAULT_OFFSET,
      opacity: iconOpacity !== undefined ? iconOpacity / 100 : (buttonOpacity ?? 0.8),
      smallDeviceMaxWidth: hideSmall ? (get(...NAMES.smallDeviceWidth) ?? DEFAULT_SMALL_DEVICE_WIDTH) : null,
      hideIframe: get('hide_iframe') ?? false,
      position:
        location === undefined
          ? null
          : { location: location as Location, marginX: get('marginX', 'margin_x') ?? 20, marginY: get('marginY', 'margin_y') ?? 20 },
      action,
    },
  };
}

function validSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

const textOf = (element: Element | null | undefined) => element?.textContent?.trim() || null;
const attributeOf = (element: Element | null | undefined, name: string) => element?.getAttribute(name)?.trim() || null;

/** The button's texts and icon from the plugin's markup (`button` is v3's button or v2's container). */
export function contentFrom(button: Element | null, raw: ScrollTopRawSettings): ButtonContent {
  const image = button?.querySelector('img');
  const src = attributeOf(image, 'src');
  return {
    ariaLabel: attributeOf(button, 'aria-label') ?? raw.accessibility_aria_label?.trim() ?? null,
    title: attributeOf(button, 'title') ?? raw.accessibility_title?.trim() ?? null,
    screenReaderText: textOf(button?.querySelector('.screen-reader-text, .sr-only')) ?? raw.accessibility_screen_reader_text?.trim() ?? null,
    image: image && src ? { src, alt: image.getAttribute('alt') ?? '', title: attributeOf(image, 'title') } : null,
    text: textOf(button?.querySelector('.text-holder')),
    iconClass: attributeOf(button?.querySelector('i'), 'class'),
  };
}

export function parse(source: Source): Parsed<ScrollTopProps> {
  if (source.kind === 'v3') {
    const parsed = parseWith(scrollTopData(), source.global);
    if (!parsed.ok) return { ok: false, reason: `page global ${SCROLL_TOP_GLOBAL} is malformed (${parsed.reason})` };
    const { css, html, data } = parsed.value.data;
    const settings = settingsFrom(data);
    if (!settings.ok) return { ok: false, reason: `page global ${SCROLL_TOP_GLOBAL} is malformed (${settings.reason})` };
    // The shop's own server printed this markup (wp_localize_script): parsed inert, only read.
    const markup = html ? parseServerHtml(trustServerHtml(html)).querySelector(SCROLL_TOP_CONTAINER) : null;
    return { ok: true, value: { settings: settings.value, content: contentFrom(markup, data), css: css || null, container: null } };
  }
  const { container } = source;
  const json = container.getAttribute(SCROLL_TOP_SETTINGS_ATTRIBUTE);
  const where = `${SCROLL_TOP_CONTAINER} ${SCROLL_TOP_SETTINGS_ATTRIBUTE}`;
  if (json === null) {
    return {
      ok: false,
      reason: `${SCROLL_TOP_CONTAINER} has no ${SCROLL_TOP_SETTINGS_ATTRIBUTE} attribute: print the settings the plugin passes to wpfront_scroll_top() there as JSON`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, reason: `${where} is not JSON (${describeError(error)})` };
  }
  const parsed = parseWith(scrollTopSettings(), value);
  if (!parsed.ok) return { ok: false, reason: `${where} is malformed (${parsed.reason})` };
  const settings = settingsFrom(parsed.value);
  if (!settings.ok) return { ok: false, reason: `${where} is malformed (${settings.reason})` };
  return { ok: true, value: { settings: settings.value, content: contentFrom(container, parsed.value), css: null, container } };
}
