import { readFlag } from '../../core/flag';

/**
 * The scroll-to-top rules, free of the DOM: what decides when the button is first needed (read
 * without the schemas, on every page), and the visibility state machine (spec §4).
 */

/** The plugin's defaults (widgets.md §2.1), also where a page leaves a field out. */
export const DEFAULT_OFFSET = 100;
export const DEFAULT_SMALL_DEVICE_WIDTH = 640;

/** What the loader-side index needs before the settings are validated. */
export interface Trigger {
  offset: number;
  /** Scroll is listened to only in windows wider than this; null: in every window. */
  smallDeviceMaxWidth: number | null;
  hideIframe: boolean;
}

type Raw = Record<string, unknown>;

/** The first of the spellings the page gave (the spec's name first, then the plugin's key). */
export function pick(raw: Raw, names: readonly string[]): unknown {
  for (const name of names) if (raw[name] !== undefined) return raw[name];
  return undefined;
}

export const NAMES = {
  autohide: ['enable_autohide', 'auto_hide'],
  autohideTime: ['autohide_time', 'auto_hide_after'],
  offset: ['scroll_offset'],
  hideSmallDevice: ['enable_hide_small_device', 'hide_small_device'],
  smallDeviceWidth: ['small_device_max_width', 'small_device_width'],
  hideIframe: ['hide_iframe'],
} as const;

/** A number as PHP prints it: a number or a numeric string. undefined: absent; NaN: unreadable. */
function readNumber(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * The fields that decide when to load the rest, read without the schemas (which the page would
 * otherwise load at idle for a button nobody may need). null when one of them is there but not
 * readable: the caller then loads the validation at once, which says what is wrong. Never used
 * for more than that decision.
 */
export function readTrigger(raw: unknown): Trigger | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const settings = raw as Raw;
  const offset = readNumber(pick(settings, NAMES.offset)) ?? DEFAULT_OFFSET;
  const width = readNumber(pick(settings, NAMES.smallDeviceWidth)) ?? DEFAULT_SMALL_DEVICE_WIDTH;
  const hideSmall = pick(settings, NAMES.hideSmallDevice);
  const hideIframe = pick(settings, NAMES.hideIframe);
  const small = hideSmall === undefined ? false : readFlag(hideSmall);
  const iframe = hideIframe === undefined ? false : readFlag(hideIframe);
  if (!Number.isFinite(offset) || offset < 0 || !Number.isFinite(width) || width < 0 || small === undefined || iframe === undefined) return null;
  return { offset, smallDeviceMaxWidth: small ? width : null, hideIframe: iframe };
}

/** The media query that holds while scroll is listened to: wider than the small-device width. */
export function wideEnoughQuery(maxWidth: number): string {
  return `(min-width: ${Math.floor(maxWidth) + 1}px)`;
}

// ---------------------------------------------------------------------------------------------
// Visibility

export type Phase = 'hidden' | 'shown' | 'hiding';

export interface State {
  phase: Phase;
  /** The last scroll position was past the offset (and scroll is listened to). */
  past: boolean;
  hovered: boolean;
  /** Keyboard focus counts as hover: a focused button neither auto-hides nor stays translucent. */
  focused: boolean;
}

export type Input =
  | { type: 'scroll'; y: number }
  | { type: 'pointerenter' | 'pointerleave' | 'focus' | 'blur' }
  /** The auto-hide timer ran out. */
  | { type: 'autohide' }
  /** A fade-out finished. */
  | { type: 'faded' }
  /** Scroll is no longer listened to (the window became a small device's). */
  | { type: 'off' };

export interface Rules {
  offset: number;
  autohide: boolean;
}

export interface Step {
  state: State;
  /** The auto-hide timer: started afresh, cleared, or left as it is. */
  autohide: 'restart' | 'clear' | 'keep';
  /** The fade-out timer (its end hides the button). */
  fade: 'start' | 'cancel' | 'keep';
}

export const INITIAL: State = { phase: 'hidden', past: false, hovered: false, focused: false };

const held = (state: State) => state.hovered || state.focused;

export function step(state: State, input: Input, rules: Rules): Step {
  const keep = (next: State): Step => ({ state: next, autohide: 'keep', fade: 'keep' });
  const hide = (next: State): Step =>
    next.phase === 'hidden' ? { state: next, autohide: 'clear', fade: 'keep' } : { state: { ...next, phase: 'hiding' }, autohide: 'clear', fade: next.phase === 'hiding' ? 'keep' : 'start' };
  const show = (next: State): Step => ({
    state: { ...next, phase: 'shown' },
    // Every scroll past the offset starts the countdown afresh, as the plugin's handler does.
    autohide: rules.autohide && !held(next) ? 'restart' : 'keep',
    fade: next.phase === 'hiding' ? 'cancel' : 'keep',
  });
  switch (input.type) {
    case 'scroll': {
      const past = input.y > rules.offset;
      return past ? show({ ...state, past }) : hide({ ...state, past });
    }
    case 'off':
      return hide({ ...state, past: false });
    case 'pointerenter':
    case 'focus': {
      const next = { ...state, [input.type === 'focus' ? 'focused' : 'hovered']: true };
      // Caught while auto-hiding: the shopper reached for it, so it stays.
      if (state.phase === 'hiding' && state.past) return { ...show(next), autohide: 'clear' };
      return { state: next, autohide: 'clear', fade: 'keep' };
    }
    case 'pointerleave':
    case 'blur': {
      const next = { ...state, [input.type === 'blur' ? 'focused' : 'hovered']: false };
      return { state: next, autohide: next.phase === 'shown' && rules.autohide && !held(next) ? 'restart' : 'keep', fade: 'keep' };
    }
    case 'autohide':
      return state.phase === 'shown' && !held(state) ? hide(state) : keep(state);
    case 'faded':
      return state.phase === 'hiding' ? keep({ ...state, phase: 'hidden', hovered: false }) : keep(state);
  }
}

/** The button's opacity in a state: 0 while hidden or fading out, 1 while held. */
export function opacityOf(state: State, iconOpacity: number): number {
  if (state.phase !== 'shown') return 0;
  return held(state) ? 1 : iconOpacity;
}

function sameState(a: State, b: State): boolean {
  return a.phase === b.phase && a.past === b.past && a.hovered === b.hovered && a.focused === b.focused;
}

export interface Timers {
  /** Runs `fn` after `ms`; returns its cancel. */
  after(fn: () => void, ms: number): () => void;
}

export interface Controller {
  send(input: Input): void;
  getState(): State;
  subscribe(listener: () => void): () => void;
}

/**
 * The state machine with its two timers. Listeners hear only real changes: a scroll that keeps
 * the button shown restarts the auto-hide timer without telling anyone, so scrolling costs the
 * view no render.
 */
export function createController(rules: Rules & { autohideMs: number; fadeMs: number }, timers: Timers): Controller {
  let state = INITIAL;
  let cancelAutohide: (() => void) | null = null;
  let cancelFade: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function send(input: Input): void {
    const result = step(state, input, rules);
    if (result.autohide !== 'keep') {
      cancelAutohide?.();
      cancelAutohide = result.autohide === 'restart' ? timers.after(() => send({ type: 'autohide' }), rules.autohideMs) : null;
    }
    if (result.fade === 'cancel') {
      cancelFade?.();
      cancelFade = null;
    } else if (result.fade === 'start') {
      cancelFade?.();
      cancelFade = timers.after(() => send({ type: 'faded' }), rules.fadeMs);
    }
    if (sameState(state, result.state)) return;
    state = result.state;
    for (const listener of [...listeners]) listener();
  }

  return {
    send,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
