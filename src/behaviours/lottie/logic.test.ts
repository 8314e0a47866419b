import { describe, expect, it } from 'vitest';
import {
  afterComplete,
  allowedAnimationUrl,
  animationProblem,
  elementViewportPercent,
  frameAtPercent,
  frameRange,
  initialPlayback,
  pageScrollPercent,
  restingFrame,
  segmentToPlay,
  viewportRootMargin,
  type LoopOptions,
  type Playback,
} from './logic';
import { animationSource } from './parse';

describe('frameRange (start and end points, % of the animation)', () => {
  it.each([
    // ip, op, start %, end % → first, last
    [0, 60, 0, 100, 0, 60],
    [0, 60, 25, 75, 15, 45],
    [0, 60, 50, 100, 30, 60],
    // The animation's own frames when it does not start at 0 (Pro scales by op - 2·ip here).
    [10, 70, 0, 100, 10, 70],
    [10, 70, 50, 100, 40, 70],
    // Out-of-range points are clamped.
    [0, 60, -20, 140, 0, 60],
    // An end at or before the start plays the whole animation rather than nothing.
    [0, 60, 80, 20, 0, 60],
    [0, 60, 50, 50, 0, 60],
  ])('ip %i op %i, %i%%–%i%% → %i…%i', (ip, op, start, end, first, last) => {
    expect(frameRange(ip, op, start, end)).toEqual({ first, last });
  });
});

describe('frameAtPercent (scroll position → frame)', () => {
  const range = { first: 15, last: 45 };
  it.each([
    [0, 15],
    [50, 30],
    [100, 45],
    [25, 22.5],
    // A stretched page (overscroll on phones) reports beyond 0–100.
    [-8, 15],
    [112, 45],
    [Number.NaN, 15],
  ])('%f%% → frame %f', (percent, frame) => expect(frameAtPercent(range, percent)).toBe(frame));
});

describe('restingFrame (what reduced motion shows)', () => {
  it.each([
    [{ first: 0, last: 60 }, 59],
    [{ first: 15, last: 45 }, 44],
    [{ first: 10, last: 10.5 }, 10],
  ])('%j → %f', (range, frame) => expect(restingFrame(range)).toBe(frame));
});

describe('viewportRootMargin (viewport.sizes → rootMargin)', () => {
  it.each([
    [0, 100, '0% 0% 0%'],
    [10, 90, '-10% 0% -10%'],
    [30, 100, '0% 0% -30%'],
  ])('start %i end %i → %s', (start, end, margin) => expect(viewportRootMargin(start, end)).toBe(margin));
});

describe('elementViewportPercent (how far the element has crossed the band)', () => {
  // A 1000 px viewport, a 200 px element.
  it.each([
    // top, start, end → percent
    [1000, 0, 100, 0], // its top at the viewport's bottom
    [1200, 0, 100, 0], // below
    [400, 0, 100, 50], // halfway through its 1200 px journey
    [-200, 0, 100, 100], // its bottom at the viewport's top
    [-600, 0, 100, 100],
    // A band from 20% to 80%: the journey is 1000 - 200 - 200 + 200 = 800 px, starting at 800.
    [800, 20, 80, 0],
    [400, 20, 80, 50],
  ])('top %i, band %i–%i → %f%%', (top, start, end, percent) => {
    expect(elementViewportPercent(top, 200, 1000, start, end)).toBe(percent);
  });
});

describe('pageScrollPercent', () => {
  it.each([
    // scrollTop, scrollable, start, end → percent
    [0, 2000, 0, 100, 0],
    [1000, 2000, 0, 100, 50],
    [2000, 2000, 0, 100, 100],
    [500, 0, 0, 100, 0],
    [3000, 2000, 0, 100, 100],
  ])('%i of %i, band %i–%i → %f%%', (top, scrollable, start, end, percent) => {
    expect(pageScrollPercent(top, scrollable, start, end)).toBe(percent);
  });
});

describe('segmentToPlay', () => {
  const range = { first: 10, last: 50 };
  const at = (patch: Partial<Playback>): Playback => ({ ...initialPlayback(), ...patch });
  it.each([
    ['a fresh forward play starts at the first frame', 30, at({}), [10, 50]],
    ['a paused play resumes where it stopped', 30, at({ fresh: false }), [30, 50]],
    ['a play already at its end starts again', 49.7, at({ fresh: false }), [10, 50]],
    ['a current frame outside the range is brought in', 2, at({ fresh: false }), [10, 50]],
    ['backwards (ping-pong) from the last frame', 50, at({ direction: 'backward' }), [50, 10]],
    ['a hover-out returns from where the hover left it', 30, at({ direction: 'backward', fresh: false, hoverReturn: true }), [30, 10]],
  ] as const)('%s', (_name, current, playback, segment) => {
    expect(segmentToPlay(range, current, playback)).toEqual(segment);
  });
});

/** Plays the completions through until the widget stops; returns the directions played. */
function playsUntilStop(options: LoopOptions, limit = 50): string[] {
  let playback = initialPlayback();
  const played = [playback.direction as string];
  for (let i = 0; i < limit; i++) {
    const next = afterComplete(playback, options);
    playback = next.playback;
    if (!next.play) {
      expect(playback).toEqual(initialPlayback());
      return played;
    }
    played.push(playback.direction);
  }
  return [...played, '…'];
}

describe('afterComplete (loop counting and ping-pong)', () => {
  it.each([
    ['no loop: one play', { loop: false, times: 0, reverse: false }, ['forward']],
    ['loop 3 times: three plays', { loop: true, times: 3, reverse: false }, ['forward', 'forward', 'forward']],
    ['loop 1 time: one play', { loop: true, times: 1, reverse: false }, ['forward']],
    ['reverse without loop: there and back once', { loop: false, times: 0, reverse: true }, ['forward', 'backward']],
    ['reverse, loop 2 times: two cycles', { loop: true, times: 2, reverse: true }, ['forward', 'backward', 'forward', 'backward']],
    ['reverse with a count but no loop: one cycle', { loop: false, times: 4, reverse: true }, ['forward', 'backward']],
  ] as const)('%s', (_name, options, directions) => {
    expect(playsUntilStop(options)).toEqual(directions);
  });

  it('loops for ever without a count, ping-pong or not', () => {
    expect(playsUntilStop({ loop: true, times: 0, reverse: false }).at(-1)).toBe('…');
    const pingPong = playsUntilStop({ loop: true, times: 0, reverse: true });
    expect(pingPong.at(-1)).toBe('…');
    expect(pingPong.slice(0, 4)).toEqual(['forward', 'backward', 'forward', 'backward']);
  });

  it('every repeat starts fresh from its end of the range', () => {
    const next = afterComplete({ ...initialPlayback(), fresh: false }, { loop: true, times: 0, reverse: false });
    expect(next.playback.fresh).toBe(true);
  });

  it('a hover-out return rests at the start, even when looping', () => {
    const next = afterComplete({ direction: 'backward', count: 0, fresh: false, hoverReturn: true }, { loop: true, times: 0, reverse: false });
    expect(next).toEqual({ playback: initialPlayback(), play: false });
  });
});

describe('animationProblem (the checks before the player sees the file)', () => {
  const valid = { v: '5.7.4', fr: 30, ip: 0, op: 60, w: 100, h: 100, layers: [] };
  it.each([
    [valid, null],
    [[], 'is not a JSON object'],
    ['{}', 'is not a JSON object'],
    [null, 'is not a JSON object'],
    [{ ...valid, layers: undefined }, 'has no layers array'],
    [{ ...valid, layers: {} }, 'has no layers array'],
    [{ ...valid, fr: '30' }, 'has no numeric fr'],
    [{ ...valid, ip: undefined }, 'has no numeric ip'],
    [{ ...valid, op: Number.NaN }, 'has no numeric op'],
    [{ ...valid, fr: 0 }, 'has a frame rate (fr) that is not positive'],
    [{ ...valid, op: 0 }, 'ends (op) before it starts (ip)'],
  ])('%j → %s', (value, problem) => expect(animationProblem(value)).toBe(problem));
});

describe('allowedAnimationUrl (same-origin or https)', () => {
  const page = 'http://tienda.test/novedades/';
  it.each([
    ['/wp-content/uploads/hoja.json', 'http://tienda.test/wp-content/uploads/hoja.json'],
    ['assets/hoja.json', 'http://tienda.test/novedades/assets/hoja.json'],
    ['https://cdn.example.com/a.json', 'https://cdn.example.com/a.json'],
    ['http://cdn.example.com/a.json', null],
    ['javascript:alert(1)', null],
    ['data:application/json,{}', null],
    ['http://[bad', null],
  ])('%s → %s', (raw, url) => expect(allowedAnimationUrl(raw, page)?.href ?? null).toBe(url));

  it('an https page keeps its own https uploads', () => {
    expect(allowedAnimationUrl('/a.json', 'https://tienda.test/')?.href).toBe('https://tienda.test/a.json');
  });
});

describe('animationSource (which address Pro uses)', () => {
  const fallback = 'https://tienda.test/default.json';
  it.each([
    [{ source: 'media_file', source_json: { url: '/up/a.json', id: 7 } }, '/up/a.json'],
    [{ source: 'media_file', source_json: { url: '/up/A.JSON' } }, '/up/A.JSON'],
    // An upload that does not end in json is not used: the external URL or the default is.
    [{ source: 'media_file', source_json: { url: '/up/a.txt' } }, fallback],
    [{ source: 'external_url', source_external_url: { url: 'https://x.test/b.json' } }, 'https://x.test/b.json'],
    [{ source: 'external_url', source_external_url: { url: '' } }, fallback],
    [{}, fallback],
  ])('%j → %s', (settings, url) => expect(animationSource(settings, fallback)?.url).toBe(url));

  it('nothing to play without a default', () => expect(animationSource({}, '')).toBeNull());
});
