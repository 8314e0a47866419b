/**
 * Motion effects' rules (elementor-widgets.md §11.2; Elementor Pro's motion-fx `actions.js`,
 * `interactions/*.js`, `utils/scroll.js`): the settings of each group, the scroll or pointer
 * progress in percent, and each effect's value at that progress. No DOM.
 */
import { isOn, sliderSize, textSetting, toNumber, type Settings } from '../../page-builder/settings';
import { isRecord } from '../../core/record';

export type Group = 'motion_fx' | 'background_motion_fx';
export const GROUPS: readonly Group[] = ['motion_fx', 'background_motion_fx'];

export type ScrollEffect = 'translateY' | 'translateX' | 'opacity' | 'blur' | 'rotateZ' | 'scale';
export type MouseEffect = 'mouseTrack' | 'tilt';
const SCROLL_EFFECTS: readonly ScrollEffect[] = ['translateY', 'translateX', 'opacity', 'blur', 'rotateZ', 'scale'];
const MOUSE_EFFECTS: readonly MouseEffect[] = ['mouseTrack', 'tilt'];
/** The background group has no rotation or tilt (Pro's module excludes them). */
const BACKGROUND_EXCLUDES: readonly string[] = ['rotateZ', 'tilt'];

export interface Range {
  readonly start: number;
  readonly end: number;
}

export interface EffectOptions {
  /** `''` or `'negative'` for movements; `out-in`, `in-out`, `in-out-in`, `out-in-out` for fades and scale. */
  readonly direction: string;
  readonly speed: number;
  readonly level: number;
  /** Where a fade or scale happens, in percent of the progress. */
  readonly range: Range;
  /** Where a movement happens; outside it the movement holds still. */
  readonly affectedRange: Range | null;
}

export interface GroupSetup {
  readonly group: Group;
  readonly type: 'element' | 'background';
  readonly scroll: ReadonlyMap<ScrollEffect, EffectOptions>;
  readonly mouse: ReadonlyMap<MouseEffect, EffectOptions>;
  /** null: every device. */
  readonly devices: readonly string[] | null;
  /** `page`: progress through the whole page; otherwise through the element's pass across the viewport. */
  readonly pageRange: boolean;
}

/** The controls' defaults (Pro's `controls-group.php`), for keys the page dropped or never had. */
const DEFAULTS: Record<ScrollEffect | MouseEffect, { direction: string; speed: number; level: number; range: Range; affectedRange: Range | null }> = {
  translateY: { direction: '', speed: 4, level: 0, range: { start: 0, end: 100 }, affectedRange: { start: 0, end: 100 } },
  translateX: { direction: '', speed: 4, level: 0, range: { start: 0, end: 100 }, affectedRange: { start: 0, end: 100 } },
  rotateZ: { direction: '', speed: 1, level: 0, range: { start: 0, end: 100 }, affectedRange: { start: 0, end: 100 } },
  opacity: { direction: 'out-in', speed: 0, level: 10, range: { start: 20, end: 80 }, affectedRange: null },
  blur: { direction: 'out-in', speed: 0, level: 7, range: { start: 20, end: 80 }, affectedRange: null },
  scale: { direction: 'out-in', speed: 4, level: 0, range: { start: 20, end: 80 }, affectedRange: null },
  mouseTrack: { direction: '', speed: 1, level: 0, range: { start: 0, end: 100 }, affectedRange: null },
  tilt: { direction: '', speed: 4, level: 0, range: { start: 0, end: 100 }, affectedRange: null },
};

/** A range slider prints `{ unit, size, sizes: { start, end } }`. */
function rangeSetting(value: unknown, fallback: Range): Range {
  const sizes = isRecord(value) && isRecord(value.sizes) ? value.sizes : null;
  if (!sizes) return fallback;
  return { start: toNumber(sizes.start, fallback.start), end: toNumber(sizes.end, fallback.end) };
}

function effectOptions(settings: Settings, group: Group, effect: ScrollEffect | MouseEffect): EffectOptions {
  const key = (field: string) => settings[`${group}_${effect}_${field}`];
  const base = DEFAULTS[effect];
  return {
    direction: textSetting(key('direction'), base.direction),
    speed: sliderSize(key('speed'), base.speed),
    level: sliderSize(key('level'), base.level),
    range: rangeSetting(key('range'), base.range),
    affectedRange: base.affectedRange ? rangeSetting(key('affectedRange'), base.affectedRange) : null,
  };
}

/**
 * A group's setup, or null when it has nothing to do (switched off, or no effect on). Deliberate
 * difference: the plugin matched an effect's sub-keys without anchoring the group's name, so an
 * element effect also picked up the background group's values for the same effect; each group
 * reads its own keys here.
 */
export function groupSetup(settings: Settings, group: Group): GroupSetup | null {
  const scrolling = isOn(settings[`${group}_motion_fx_scrolling`]);
  const mousing = isOn(settings[`${group}_motion_fx_mouse`]);
  if (!scrolling && !mousing) return null;
  const background = group === 'background_motion_fx';
  const allowed = (effect: string) => !(background && BACKGROUND_EXCLUDES.includes(effect)) && isOn(settings[`${group}_${effect}_effect`]);
  const scroll = new Map<ScrollEffect, EffectOptions>();
  const mouse = new Map<MouseEffect, EffectOptions>();
  if (scrolling) for (const effect of SCROLL_EFFECTS) if (allowed(effect)) scroll.set(effect, effectOptions(settings, group, effect));
  if (mousing) for (const effect of MOUSE_EFFECTS) if (allowed(effect)) mouse.set(effect, effectOptions(settings, group, effect));
  if (scroll.size === 0 && mouse.size === 0) return null;
  const devices = settings[`${group}_devices`];
  return {
    group,
    type: background ? 'background' : 'element',
    scroll,
    mouse,
    devices: Array.isArray(devices) ? devices.filter((device): device is string => typeof device === 'string') : null,
    pageRange: settings[`${group}_range`] === 'page',
  };
}

export const activeOn = (setup: GroupSetup, device: string): boolean => !setup.devices || setup.devices.includes(device);

// Progress, in percent.

/** How far the element has travelled through the viewport: 0 as its top enters at the bottom, 100 as its bottom leaves at the top. */
export function viewportProgress(top: number, height: number, viewportHeight: number): number {
  const travelled = viewportHeight - top;
  const percent = Math.max(0, Math.min(travelled / (height + viewportHeight), 1));
  return round2(percent * 100);
}

/** How far the page has scrolled; a fixed element counts one viewport's height instead of the page's. */
export function pageProgress(scrollTop: number, scrollableHeight: number): number {
  return scrollableHeight > 0 ? (scrollTop / scrollableHeight) * 100 : 0;
}

/** The pointer's place in the window, in percent across and down. */
export function pointerProgress(clientX: number, clientY: number, width: number, height: number): { x: number; y: number } {
  return { x: width > 0 ? (100 / width) * clientX : 0, y: height > 0 ? (100 / height) * clientY : 0 };
}

const round2 = (value: number) => +value.toFixed(2);

// Effects.

/** A movement's progress held inside its affected range. */
export function clampToRange(passed: number, range: Range | null): number {
  if (!range) return passed;
  return Math.min(Math.max(passed, range.start), range.end);
}

function pointFrom(span: number, passed: number): number {
  return round2((passed / span) * 100);
}

/**
 * For fades and scale: 0 at the effect's start state, 100 at full. `out-in` grows through the range
 * start and holds, `in-out` shrinks after the range end, the others both ways.
 */
export function movePoint(passed: number, direction: string, range: Range): number {
  if (passed < range.start) {
    if (direction === 'out-in') return 0;
    if (direction === 'in-out') return 100;
    const point = pointFrom(range.start, passed);
    return direction === 'in-out-in' ? 100 - point : point;
  }
  if (passed < range.end) {
    if (direction === 'in-out-in') return 0;
    if (direction === 'out-in-out') return 100;
    const point = pointFrom(range.end - range.start, passed - range.start);
    return direction === 'in-out' ? 100 - point : point;
  }
  if (direction === 'in-out') return 0;
  if (direction === 'out-in') return 100;
  const point = pointFrom(100 - range.end, 100 - passed);
  return direction === 'in-out-in' ? 100 - point : point;
}

/**
 * A movement's step: an element moves `speed` px (or degrees) per percent away from the middle;
 * a background layer moves across its spare size (`movable`, px) from 0 to -movable.
 */
export function step(passed: number, speed: number, movable: number | null): number {
  return movable === null ? -(passed - 50) * speed : -((movable * passed) / 100);
}

/** Movements reversed by the "negative" direction (the editor's "Down", "To right", "Direct"...). */
const towards = (passed: number, direction: string) => (direction ? 100 - passed : passed);

export interface Output {
  /** Transform functions by name with their values, in the order they apply. */
  readonly transform: ReadonlyArray<readonly [string, string]>;
  readonly blur?: string;
  readonly opacity?: number;
}

export interface Movable {
  readonly x: number;
  readonly y: number;
}

/** The scroll effects at a progress; `movable` is the background layer's spare size (null for an element). */
export function scrollOutput(effects: ReadonlyMap<ScrollEffect, EffectOptions>, passed: number, movable: Movable | null): Output {
  const transform: Array<readonly [string, string]> = [];
  let blur: string | undefined;
  let opacity: number | undefined;
  for (const [effect, options] of effects) {
    const at = clampToRange(passed, options.affectedRange);
    switch (effect) {
      case 'translateY':
        transform.push(['translateY', `${step(towards(at, options.direction), options.speed, movable && movable.y)}px`]);
        break;
      case 'translateX':
        transform.push(['translateX', `${step(towards(at, options.direction), options.speed, movable && movable.x)}px`]);
        break;
      case 'rotateZ':
        transform.push(['rotateZ', `${step(towards(at, options.direction), options.speed, null)}deg`]);
        break;
      case 'scale':
        transform.push(['scale', String(1 + (options.speed * movePoint(at, options.direction, options.range)) / 1000)]);
        break;
      case 'opacity': {
        const level = options.level / 10;
        opacity = 1 - level + (level * movePoint(at, options.direction, options.range)) / 100;
        break;
      }
      case 'blur':
        blur = `${options.level - (options.level * movePoint(at, options.direction, options.range)) / 100}px`;
        break;
    }
  }
  return { transform, blur, opacity };
}

/** The pointer effects at a pointer position (percent across and down the window). */
export function mouseOutput(effects: ReadonlyMap<MouseEffect, EffectOptions>, x: number, y: number, movable: Movable | null): Output {
  const transform: Array<readonly [string, string]> = [];
  for (const [effect, options] of effects) {
    if (effect === 'mouseTrack') {
      transform.push(['translateX', `${step(towards(x, options.direction), options.speed, movable && movable.x)}px`]);
      transform.push(['translateY', `${step(towards(y, options.direction), options.speed, movable && movable.y)}px`]);
    } else {
      const speed = options.speed / 10;
      transform.push(['rotateX', `${step(towards(y, options.direction), speed, null)}deg`]);
      transform.push(['rotateY', `${step(towards(100 - x, options.direction), speed, null)}deg`]);
    }
  }
  return { transform };
}

/**
 * The background layer's size in percent of the element: bigger by ten times the movement's speed
 * on each axis it moves along, so it has room to move.
 */
export function layerSize(setup: GroupSetup): { width: number; height: number } {
  const speed = { x: 0, y: 0 };
  const track = setup.mouse.get('mouseTrack');
  if (track) speed.x = speed.y = track.speed * 10;
  const x = setup.scroll.get('translateX');
  if (x) speed.x = x.speed * 10;
  const y = setup.scroll.get('translateY');
  if (y) speed.y = y.speed * 10;
  return { width: 100 + speed.x, height: 100 + speed.y };
}

/**
 * The element's own CSS transform (Elementor's Transform controls, `_transform_*_effect`, which
 * set `--e-transform-*` variables) kept in front of the motion: perspective first, each once, a
 * flip as a scale, with a neutral default so a hover-only transform does not break the rule.
 */
export function cssTransformPrefix(settings: Settings): string {
  const names: string[] = [];
  for (const [key, value] of Object.entries(settings)) {
    const match = /_transform_(.+?)_effect/.exec(key);
    if (!match || !value) continue;
    const name = match[1]!;
    if (names.includes(name)) continue;
    if (name === 'perspective') names.unshift(name);
    else names.push(name);
  }
  return names
    .map((name) => {
      const fn = name.startsWith('flip') ? name.replace('flip', 'scale') : name;
      const fallback = fn.startsWith('scale') ? '1' : fn.startsWith('rotate') || fn.startsWith('skew') ? '0deg' : '0px';
      return `${fn}(var(--e-transform-${name}, ${fallback}))`;
    })
    .join('');
}

/** The transform rule over the motion's variables (`--translateY`...), after the element's own transform. */
export function transformRule(prefix: string, names: readonly string[]): string {
  return prefix + names.map((name) => `${name}(var(--${name}))`).join('');
}
