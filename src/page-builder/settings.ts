/**
 * The page builder's widget settings as Elementor prints them (elementor-widgets.md §1.1): the
 * wrapper's `data-settings` is the JSON of the saved values merged with the controls' defaults,
 * empty values dropped. So a switcher is `"yes"` or absent, a slider is `{ unit, size, sizes }`
 * (or a bare number in older versions), numbers may come as numeric strings, and a responsive
 * control has one key per device (`columns`, `columns_tablet`, `columns_mobile`).
 */
import { isRecord } from '../core/record';

export type Settings = Readonly<Record<string, unknown>>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * The wrapper's `data-settings`: absent is `{}` (a widget whose controls are all empty prints
 * none), anything but a JSON object is a reason the site owner can act on.
 */
export function readSettings(element: Element, attribute = 'data-settings'): Parsed<Settings> {
  const text = element.getAttribute(attribute);
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: `its ${attribute} attribute is not JSON` };
  }
  // PHP prints an empty settings array as `[]`.
  if (Array.isArray(raw) && raw.length === 0) return { ok: true, value: {} };
  if (!isRecord(raw)) return { ok: false, reason: `its ${attribute} attribute is not a JSON object` };
  return { ok: true, value: raw };
}

export const isOn = (value: unknown): boolean => value === 'yes';

/** A number as Elementor prints it: a number or a numeric string; anything else is the fallback. */
export function toNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

/** Slider controls print `{ unit, size, sizes }`; older ones a bare number. An empty size is the fallback. */
export function sliderSize(value: unknown, fallback: number): number {
  return isRecord(value) ? toNumber(value.size, fallback) : toNumber(value, fallback);
}

/** A text setting, or the fallback when it is absent or not text. */
export function textSetting(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/**
 * A responsive setting for a device (elementor.md §1.3): from the device towards desktop, the first
 * `key_{device}` that is set (`0` counts as set), else `key`. `order` lists the active devices from
 * smallest to largest, desktop included; widescreen uses only its own key or the base.
 */
export function responsiveValue(settings: Settings, key: string, device: string, order: readonly string[]): unknown {
  if (device === 'widescreen') return settings[`${key}_widescreen`] ?? settings[key];
  const start = order.indexOf(device);
  if (start >= 0) {
    for (const step of order.slice(start)) {
      if (step === 'desktop' || step === 'widescreen') break;
      const value = settings[`${key}_${step}`];
      if (value !== undefined && value !== '') return value;
    }
  }
  return settings[key];
}
