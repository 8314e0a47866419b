/**
 * The page builder's Lottie widget rules (elementor-widgets.md §5.3), without the DOM or the
 * player: where the animation comes from, which frames play, what the scroll position shows and
 * what happens when a play completes. Frames are absolute (the animation's `ip` is not always 0).
 */

export type Trigger = 'arriving_to_viewport' | 'on_click' | 'on_hover' | 'bind_to_scroll' | 'none';

/** The part of the animation the widget plays, in absolute frames, first below last. */
export interface Range {
  first: number;
  last: number;
}

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));

/**
 * The frames between the start and end points (percent of the animation). Deliberate difference:
 * Pro scales the percent by `totalFrames - ip`, which is short of the animation's length when its
 * first frame is not 0; here the percent is of the animation's own frames, `ip` to `op`. An end
 * point at or before the start point plays the whole animation instead of nothing.
 */
export function frameRange(ip: number, op: number, startPercent: number, endPercent: number): Range {
  const length = op - ip;
  const first = ip + (length * clampPercent(startPercent)) / 100;
  const last = ip + (length * clampPercent(endPercent)) / 100;
  return last > first ? { first, last } : { first: ip, last: op };
}

/** The frame a scroll position shows: the percent of the way through the range (Pro clamps it, a stretched page overscrolls). */
export function frameAtPercent(range: Range, percent: number): number {
  return range.first + ((range.last - range.first) * clampPercent(percent)) / 100;
}

/**
 * The picture shown where nothing may move (prefers-reduced-motion): the range's last frame, the
 * animation's finished picture (a check drawn, a leaf grown), one frame short of the end, since a
 * layer ends before the frame its out point names.
 */
export function restingFrame(range: Range): number {
  return Math.max(range.first, range.last - 1);
}

/** The viewport band that counts as "in view" (`viewport.sizes` start/end, % from the bottom), as an IntersectionObserver rootMargin. */
export function viewportRootMargin(start: number, end: number): string {
  const top = -(100 - clampPercent(end));
  const bottom = -clampPercent(start);
  return `${top || 0}% 0% ${bottom || 0}%`;
}

/**
 * How far the element has travelled through the viewport band, 0 to 100 (Pro's
 * getElementViewportPercentage): 0 as its top enters at the band's bottom, 100 as its bottom
 * leaves at the band's top.
 */
export function elementViewportPercent(top: number, height: number, viewportHeight: number, start: number, end: number): number {
  const startOffset = (viewportHeight * -clampPercent(start)) / 100;
  const endOffset = (viewportHeight * -(100 - clampPercent(end))) / 100;
  const travelled = viewportHeight - top + startOffset;
  const distance = viewportHeight + height + startOffset + endOffset;
  if (distance <= 0) return travelled > 0 ? 100 : 0;
  const ratio = Math.max(0, Math.min(travelled / distance, 1));
  return Number((ratio * 100).toFixed(2));
}

/**
 * How far the page is scrolled through its scrollable height, or through one viewport height for
 * a fixed-position widget (Pro's getPageScrollPercentage), 0 to 100.
 */
export function pageScrollPercent(scrollTop: number, scrollable: number, start: number, end: number): number {
  if (scrollable <= 0) return 0;
  const startOffset = (scrollable * -clampPercent(start)) / 100;
  const endOffset = (scrollable * -(100 - clampPercent(end))) / 100;
  const distance = scrollable + startOffset + endOffset;
  if (distance <= 0) return scrollTop + startOffset > 0 ? 100 : 0;
  return clampPercent(((scrollTop + startOffset) / distance) * 100);
}

export type Direction = 'forward' | 'backward';

/** Where a play stands between completions. */
export interface Playback {
  direction: Direction;
  /** Plays (or forward-and-back cycles) completed of `number_of_times`. */
  count: number;
  /** The next play starts from the range's end it leaves from, not from the current frame. */
  fresh: boolean;
  /** A hover-out is playing back to the start: on completion it rests there. */
  hoverReturn: boolean;
}

export const initialPlayback = (): Playback => ({ direction: 'forward', count: 0, fresh: true, hoverReturn: false });

export interface LoopOptions {
  loop: boolean;
  /** `number_of_times`; 0 loops for ever. */
  times: number;
  /** `reverse_animation`: forward then back (ping-pong), one cycle per count. */
  reverse: boolean;
}

/**
 * The frames to play next, [from, to] (from above to plays backwards): from the current frame
 * (a play paused out of view resumes where it stopped), or from the range's end when the play is
 * fresh or the current frame already sits at the end it is heading to.
 */
export function segmentToPlay(range: Range, current: number, playback: Playback): [number, number] {
  const forward = playback.direction === 'forward';
  const to = forward ? range.last : range.first;
  const from = forward ? range.first : range.last;
  const inside = Math.min(range.last, Math.max(range.first, current));
  const atEnd = Math.abs(inside - to) < 0.5;
  return [playback.fresh || atEnd ? from : inside, to];
}

/**
 * A play completed: the state after it and whether to play again (Pro's loop, `number_of_times`
 * and ping-pong rules, elementor-widgets.md §5.3). A count of N plays N times; with
 * `reverse_animation`, N forward-and-back cycles. A hover-out's return rests at the start.
 */
export function afterComplete(playback: Playback, options: LoopOptions): { playback: Playback; play: boolean } {
  const done = (count: number, direction: Direction = 'forward') => ({
    playback: { direction, count, fresh: true, hoverReturn: false },
    play: false,
  });
  if (playback.hoverReturn) return done(playback.count, 'forward');
  const more = (count: number) => options.times <= 0 || count < options.times;
  if (options.reverse) {
    if (playback.direction === 'forward') return { playback: { ...playback, direction: 'backward', fresh: true }, play: true };
    const count = playback.count + 1;
    if (options.loop && more(count)) return { playback: { ...playback, direction: 'forward', count, fresh: true }, play: true };
    return done(0);
  }
  if (!options.loop) return done(0);
  const count = playback.count + 1;
  if (more(count)) return { playback: { ...playback, count, fresh: true }, play: true };
  return done(0);
}

/** The fields of a Lottie file the player needs before it can draw anything. */
export interface AnimationData {
  layers: unknown[];
  fr: number;
  ip: number;
  op: number;
  [key: string]: unknown;
}

export function animationProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'is not a JSON object';
  const data = value as Record<string, unknown>;
  if (!Array.isArray(data.layers)) return 'has no layers array';
  for (const key of ['fr', 'ip', 'op'] as const) {
    if (typeof data[key] !== 'number' || !Number.isFinite(data[key])) return `has no numeric ${key}`;
  }
  if ((data.fr as number) <= 0) return 'has a frame rate (fr) that is not positive';
  if ((data.op as number) <= (data.ip as number)) return 'ends (op) before it starts (ip)';
  return null;
}

/**
 * The URL the animation may be fetched from: same-origin (an upload) or https, so a page never
 * sends its visitors' requests in the clear or to a script scheme. Null when neither.
 */
export function allowedAnimationUrl(raw: string, pageUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, pageUrl);
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  if (url.origin === page.origin && (url.protocol === 'https:' || url.protocol === 'http:')) return url;
  return url.protocol === 'https:' ? url : null;
}
