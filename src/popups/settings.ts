/**
 * A popup document's `data-elementor-settings` (elementor.md §3.1-§3.2) turned into typed
 * settings. PHP drops empty values, so a switcher is `"yes"` or absent and a select left on its
 * `''` option is absent; `timing` is printed as `[]` when it is empty; `triggers` is present only
 * when display conditions chose the popup for this page. Numbers may come as numbers or numeric
 * strings.
 */
import { isRecord } from '../core/record';
import { sliderSize, toNumber, type Parsed } from '../page-builder/settings';

type Raw = Record<string, unknown>;

export interface TimingSettings {
  /** The raw group (its switch keys and prefixed sub-settings), for the rules. */
  readonly raw: Raw;
}

export interface TriggerSettings {
  readonly pageLoadDelay?: number;
  readonly scrolling?: { direction: 'down' | 'up'; offset: number };
  readonly scrollingTo?: string;
  readonly click?: number;
  readonly inactivity?: number;
  readonly exitIntent?: boolean;
  readonly adblockDelay?: number;
}

export interface PopupSettings {
  readonly id: string;
  readonly openSelector: string;
  readonly closeButtonDelayMs: number;
  readonly closeButtonOutside: boolean;
  /** 0: never closes by itself. */
  readonly closeAutomaticallyMs: number;
  readonly preventCloseOnBackgroundClick: boolean;
  readonly preventCloseOnEsc: boolean;
  readonly preventScroll: boolean;
  readonly avoidMultiple: boolean;
  readonly a11yNavigation: boolean;
  /** Animation names by device key (`entrance_animation`, `entrance_animation_mobile`, …) as printed. */
  readonly animations: Raw;
  readonly animationDurationMs: number;
  readonly classes: string[];
  readonly timing: TimingSettings;
  /** Absent: the popup opens only by its selector or a link. */
  readonly triggers: TriggerSettings | null;
}

const on = (value: unknown) => value === 'yes';


const seconds = (value: unknown) => Math.max(0, Math.round(toNumber(value, 0) * 1000));


/** Class names only: a site's `classes` text never becomes anything but tokens. */
function classList(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/\s+/).filter((name) => /^-?[_a-zA-Z][\w-]*$/.test(name)) : [];
}

function parseTriggers(raw: Raw): TriggerSettings {
  const triggers: { -readonly [K in keyof TriggerSettings]: TriggerSettings[K] } = {};
  if (on(raw.page_load)) triggers.pageLoadDelay = toNumber(raw.page_load_delay, 0);
  if (on(raw.scrolling)) {
    triggers.scrolling = { direction: raw.scrolling_direction === 'up' ? 'up' : 'down', offset: toNumber(raw.scrolling_offset, 50) };
  }
  if (on(raw.scrolling_to) && typeof raw.scrolling_to_selector === 'string') triggers.scrollingTo = raw.scrolling_to_selector;
  if (on(raw.click)) triggers.click = toNumber(raw.click_times, 1);
  if (on(raw.inactivity)) triggers.inactivity = toNumber(raw.inactivity_time, 30);
  if (on(raw.exit_intent)) triggers.exitIntent = true;
  if (on(raw.adblock_detection)) triggers.adblockDelay = toNumber(raw.adblock_detection_delay, 0);
  return triggers;
}

export function parsePopupSettings(id: string, attribute: string | null): Parsed<PopupSettings> {
  if (!/^\d+$/.test(id)) return { ok: false, reason: `data-elementor-id "${id}" is not a post id` };
  let raw: unknown = {};
  if (attribute !== null) {
    try {
      raw = JSON.parse(attribute);
    } catch {
      return { ok: false, reason: `popup ${id}: data-elementor-settings is not valid JSON` };
    }
  }
  // An empty settings object prints as `[]` too.
  if (Array.isArray(raw) && raw.length === 0) raw = {};
  if (!isRecord(raw)) return { ok: false, reason: `popup ${id}: data-elementor-settings is not an object` };
  const timing = raw.timing ?? {};
  if (!(isRecord(timing) || (Array.isArray(timing) && timing.length === 0))) {
    return { ok: false, reason: `popup ${id}: data-elementor-settings.timing is not an object` };
  }
  const triggers = raw.triggers;
  if (triggers !== undefined && !(isRecord(triggers) || (Array.isArray(triggers) && triggers.length === 0))) {
    return { ok: false, reason: `popup ${id}: data-elementor-settings.triggers is not an object` };
  }
  if (raw.open_selector !== undefined && typeof raw.open_selector !== 'string') {
    return { ok: false, reason: `popup ${id}: data-elementor-settings.open_selector is not text` };
  }
  const animations: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    if (/^(entrance|exit)_animation(_[a-z_]+)?$/.test(key) && typeof value === 'string' && /^[a-zA-Z-]*$/.test(value)) animations[key] = value;
  }
  return {
    ok: true,
    value: {
      id,
      openSelector: typeof raw.open_selector === 'string' ? raw.open_selector.trim() : '',
      closeButtonDelayMs: seconds(raw.close_button_delay),
      closeButtonOutside: raw.close_button_position === 'outside',
      closeAutomaticallyMs: seconds(raw.close_automatically),
      preventCloseOnBackgroundClick: on(raw.prevent_close_on_background_click),
      preventCloseOnEsc: on(raw.prevent_close_on_esc_key),
      preventScroll: on(raw.prevent_scroll),
      avoidMultiple: on(raw.avoid_multiple_popups),
      a11yNavigation: on(raw.a11y_navigation),
      animations,
      animationDurationMs: Math.max(0, Math.round(sliderSize(raw.entrance_animation_duration, 1.2) * 1000)),
      classes: classList(raw.classes),
      timing: { raw: isRecord(timing) ? timing : {} },
      triggers: triggers === undefined ? null : parseTriggers(isRecord(triggers) ? triggers : {}),
    },
  };
}
