/**
 * The hotspot widget's rules (elementor-widgets.md §5.2), without the DOM: its settings per device,
 * the sequenced animation's delays and the direction animation's class.
 */
import { isOn, responsiveValue, sliderSize, type Parsed, type Settings } from '../../page-builder/settings';

export type Trigger = 'click' | 'mouseenter' | 'none';
const TRIGGERS: readonly string[] = ['click', 'mouseenter', 'none'];
const POSITIONS: readonly string[] = ['top', 'bottom', 'left', 'right'];
const DEVICES = ['', '_mobile', '_mobile_extra', '_tablet', '_tablet_extra', '_laptop', '_widescreen'];

export interface HotspotSettings {
  /** The trigger on a device (the active devices, smallest first, desktop included). */
  trigger(device: string, order: readonly string[]): Trigger;
  /** The tooltip's side on a device, for the direction animations. */
  position(device: string, order: readonly string[]): string;
  /** The tooltips slide or fade in from their side. */
  directionAnimation: boolean;
  /** Total time over which the hotspots' animations start one after another, or null when they all start at once. */
  sequenceMs: number | null;
}

/** The widget's settings; a reason naming the field when a trigger or position is not one Pro prints. */
export function hotspotSettings(settings: Settings): Parsed<HotspotSettings> {
  for (const suffix of DEVICES) {
    const trigger = settings[`tooltip_trigger${suffix}`];
    if (trigger !== undefined && trigger !== '' && !TRIGGERS.includes(String(trigger))) {
      return { ok: false, reason: `data-settings.tooltip_trigger${suffix} must be click, mouseenter or none` };
    }
    const position = settings[`tooltip_position${suffix}`];
    if (position !== undefined && position !== '' && !POSITIONS.includes(String(position))) {
      return { ok: false, reason: `data-settings.tooltip_position${suffix} must be top, bottom, left or right` };
    }
  }
  const animation = settings.tooltip_animation;
  return {
    ok: true,
    value: {
      trigger: (device, order) => {
        const value = responsiveValue(settings, 'tooltip_trigger', device, order);
        return TRIGGERS.includes(value as string) ? (value as Trigger) : 'click';
      },
      position: (device, order) => {
        const value = responsiveValue(settings, 'tooltip_position', device, order);
        return POSITIONS.includes(value as string) ? (value as string) : 'top';
      },
      directionAnimation: typeof animation === 'string' && /^e-hotspot--(slide|fade)-direction/.test(animation),
      sequenceMs: isOn(settings.hotspot_sequenced_animation) ? Math.max(0, sliderSize(settings.hotspot_sequenced_animation_duration, 1000)) : null,
    },
  };
}

/**
 * Each hotspot's animation delay in ms, as Pro spreads them: the first starts at once (null: left
 * as served), the others at even steps of the total over the count.
 */
export function sequenceDelays(count: number, totalMs: number): Array<number | null> {
  return Array.from({ length: count }, (_, index) => (index === 0 ? null : (index * totalMs) / count));
}

export const DIRECTION_CLASSES = POSITIONS.map((position) => `e-hotspot--tooltip-animation-from-${position}`);
export const directionClass = (position: string) => `e-hotspot--tooltip-animation-from-${position}`;

/**
 * Whether a pointer's entering or leaving opens or closes a hotspot under this trigger: only
 * `mouseenter`, and on phones never for a link hotspot (its tap follows the link), as Pro does.
 */
export function hoverToggles(trigger: Trigger, device: string, isLink: boolean): boolean {
  return trigger === 'mouseenter' && !(isLink && device === 'mobile');
}
