/**
 * Sticky's rules (elementor-widgets.md §11.1; Elementor Pro's `sticky.js` handler over its
 * `jquery.sticky` library): which settings hold on this device, how far the element is from its
 * trigger, and the state each scroll position asks for. No DOM: the widget measures, these decide.
 */
import { responsiveValue, toNumber, type Settings } from '../../page-builder/settings';

export type StickTo = 'top' | 'bottom';

export interface StickyOptions {
  readonly to: StickTo;
  /** The devices it sticks on; null when the settings leave it to every device. */
  readonly on: readonly string[] | null;
  /** `sticky_parent`: stop at the bottom of the enclosing container (inner elements only). */
  readonly parent: boolean;
  readonly settings: Settings;
}

export interface StickyConfig {
  readonly to: StickTo;
  /** px from the viewport edge while stuck, the admin bar's height included for `top`. */
  readonly offset: number;
  /** px scrolled past the trigger before `elementor-sticky--effects`. */
  readonly effectsOffset: number;
  readonly parent: boolean;
}

/**
 * The config on a device, or null where the element does not stick there. `adminBar` is the
 * fixed admin bar's height (0 when there is none or it scrolls away); `topLevel` whether the
 * element is a top-level container, for which the plugin ignores `sticky_parent`.
 */
export function stickyConfig(
  options: StickyOptions,
  device: string,
  order: readonly string[],
  adminBar: number,
  topLevel: boolean,
): StickyConfig | null {
  if (options.on && !options.on.includes(device)) return null;
  const offset = toNumber(responsiveValue(options.settings, 'sticky_offset', device, order), 0);
  return {
    to: options.to,
    offset: offset + (options.to === 'top' ? adminBar : 0),
    effectsOffset: toNumber(responsiveValue(options.settings, 'sticky_effects_offset', device, order), 0),
    parent: options.parent && !topLevel,
  };
}

export const sameConfig = (a: StickyConfig | null, b: StickyConfig | null): boolean =>
  a === b || (a !== null && b !== null && a.to === b.to && a.offset === b.offset && a.effectsOffset === b.effectsOffset && a.parent === b.parent);

export interface Box {
  readonly top: number;
  readonly bottom: number;
}

export interface ParentBox extends Box {
  readonly borderTop: number;
  readonly borderBottom: number;
}

export interface StickyFrame {
  /** The element's box while it is in the flow, its spacer's while it is stuck. */
  readonly anchor: Box;
  /** The element's own box now (while stuck it is where the fixed or parent-bound position puts it). */
  readonly element: Box;
  /** The enclosing container's box with its border widths, when the config follows one. */
  readonly parent: ParentBox | null;
  readonly viewportHeight: number;
}

export interface StickyState {
  readonly stuck: boolean;
  /** Stuck, but held at the bottom (or top) of its parent, which is scrolling away. */
  readonly following: boolean;
  readonly effects: boolean;
}

export const UNSTUCK: StickyState = { stuck: false, following: false, effects: false };

/**
 * How far the anchor still is from the trigger line: for `top`, its top above the offset line;
 * for `bottom`, its bottom below the viewport's bottom minus the offset. At 0 or less it sticks.
 */
export function distanceFromTrigger(config: StickyConfig, anchor: Box, viewportHeight: number): number {
  return config.to === 'top' ? anchor.top - config.offset : viewportHeight - anchor.bottom - config.offset;
}

/** The element's box once fixed, for the parent check in the frame it sticks in (its box was measured in the flow). */
export function fixedBox(config: StickyConfig, height: number, viewportHeight: number): Box {
  return config.to === 'top'
    ? { top: config.offset, bottom: config.offset + height }
    : { top: viewportHeight - config.offset - height, bottom: viewportHeight - config.offset };
}

/** Whether a stuck element should be held by its parent: the parent's far edge has reached it (or, held, still is). */
export function followsParent(config: StickyConfig, following: boolean, element: Box, parent: ParentBox, viewportHeight: number): boolean {
  const isTop = config.to === 'top';
  if (following) {
    const release = isTop ? element.top > config.offset : element.bottom - viewportHeight < -config.offset;
    return !release;
  }
  return isTop ? parent.bottom - parent.borderBottom <= element.bottom : parent.top + parent.borderTop >= element.top;
}

/**
 * The state this frame asks for. Deliberate difference: the library leaves its parent-following
 * flag (and the parent's `position: relative`) behind when a jump back up unsticks the element
 * while held by its parent; here unsticking always releases the parent too.
 */
export function nextState(config: StickyConfig, state: StickyState, frame: StickyFrame): StickyState {
  const distance = distanceFromTrigger(config, frame.anchor, frame.viewportHeight);
  const effects = -distance >= config.effectsOffset;
  if (state.stuck) {
    if (distance > 0) return { stuck: false, following: false, effects };
    const following = config.parent && frame.parent ? followsParent(config, state.following, frame.element, frame.parent, frame.viewportHeight) : false;
    return { stuck: true, following, effects };
  }
  if (distance > 0) return { stuck: false, following: false, effects };
  const height = frame.anchor.bottom - frame.anchor.top;
  const element = fixedBox(config, height, frame.viewportHeight);
  const following = config.parent && frame.parent ? followsParent(config, false, element, frame.parent, frame.viewportHeight) : false;
  return { stuck: true, following, effects };
}
