import { describe, expect, it } from 'vitest';
import {
  activeOn,
  clampToRange,
  cssTransformPrefix,
  groupSetup,
  layerSize,
  mouseOutput,
  movePoint,
  pageProgress,
  pointerProgress,
  scrollOutput,
  step,
  transformRule,
  viewportProgress,
  type EffectOptions,
  type MouseEffect,
  type ScrollEffect,
} from './logic';

const effect = (over: Partial<EffectOptions> = {}): EffectOptions => ({
  direction: '',
  speed: 4,
  level: 10,
  range: { start: 20, end: 80 },
  affectedRange: null,
  ...over,
});

describe('progress', () => {
  it.each([
    ['its top at the viewport bottom', 800, 200, 0],
    ['its top in the middle', 400, 200, 40],
    ['its bottom at the viewport top', -200, 200, 100],
    ['below the viewport', 1000, 200, 0],
    ['above it', -500, 200, 100],
    ['rounded to hundredths', 799, 200, 0.1],
  ])('viewport: %s', (_name, top, height, expected) => {
    expect(viewportProgress(top, height, 800)).toBe(expected);
  });

  it.each([
    [0, 2000, 0],
    [500, 2000, 25],
    [2000, 2000, 100],
    [100, 0, 0],
  ])('page: scrolled %d of %d → %d%%', (top, scrollable, expected) => {
    expect(pageProgress(top, scrollable)).toBe(expected);
  });

  it('pointer: percent across and down the window', () => {
    expect(pointerProgress(256, 192, 1024, 768)).toEqual({ x: 25, y: 25 });
    expect(pointerProgress(10, 10, 0, 0)).toEqual({ x: 0, y: 0 });
  });
});

describe('movePoint (fades and scale over the 20-80 range)', () => {
  it.each([
    ['out-in', 10, 0],
    ['out-in', 50, 50],
    ['out-in', 90, 100],
    ['in-out', 10, 100],
    ['in-out', 50, 50],
    ['in-out', 90, 0],
    ['in-out-in', 10, 50],
    ['in-out-in', 50, 0],
    ['in-out-in', 90, 50],
    ['out-in-out', 10, 50],
    ['out-in-out', 50, 100],
    ['out-in-out', 90, 50],
    ['out-in-out', 0, 0],
    ['out-in-out', 100, 0],
  ])('%s at %d%% → %d', (direction, passed, expected) => {
    expect(movePoint(passed, direction, { start: 20, end: 80 })).toBe(expected);
  });
});

describe('movements', () => {
  it.each([
    [25, 4, null, 100],
    [50, 4, null, -0],
    [100, 2.5, null, -125],
    [50, 4, 200, -100],
    [100, 4, 200, -200],
  ])('step at %d%%, speed %d, movable %s → %d', (passed, speed, movable, expected) => {
    expect(step(passed, speed, movable)).toBe(expected);
  });

  it('the affected range holds a movement still outside it', () => {
    expect(clampToRange(10, { start: 30, end: 70 })).toBe(30);
    expect(clampToRange(90, { start: 30, end: 70 })).toBe(70);
    expect(clampToRange(50, { start: 30, end: 70 })).toBe(50);
    expect(clampToRange(90, null)).toBe(90);
  });
});

describe('scrollOutput', () => {
  const one = (name: ScrollEffect, options: EffectOptions, passed: number, movable = null as { x: number; y: number } | null) =>
    scrollOutput(new Map([[name, options]]), passed, movable);

  it.each([
    ['translateY up', 'translateY', effect(), 25, ['translateY', '100px']],
    ['translateY down (negative)', 'translateY', effect({ direction: 'negative' }), 25, ['translateY', '-100px']],
    ['translateY held by its affected range', 'translateY', effect({ affectedRange: { start: 30, end: 70 } }), 10, ['translateY', '80px']],
    ['translateX to the left', 'translateX', effect({ speed: 1 }), 0, ['translateX', '50px']],
    ['rotateZ', 'rotateZ', effect({ speed: 1 }), 100, ['rotateZ', '-50deg']],
    ['scale up, full past the range', 'scale', effect({ direction: 'out-in' }), 90, ['scale', '1.4']],
    ['scale down, negative speed', 'scale', effect({ direction: 'out-in', speed: -5 }), 50, ['scale', '0.75']],
  ] as const)('%s', (_name, name, options, passed, expected) => {
    expect(one(name, options, passed).transform).toEqual([expected]);
  });

  it.each([
    ['fade in, half way', effect({ direction: 'out-in', level: 10 }), 50, 0.5],
    ['fade in, before the range', effect({ direction: 'out-in', level: 10 }), 10, 0],
    ['fade out, after the range, level 6', effect({ direction: 'in-out', level: 6 }), 90, 0.4],
    ['fade in out, in the range', effect({ direction: 'out-in-out', level: 10 }), 50, 1],
  ])('opacity: %s', (_name, options, passed, expected) => {
    expect(one('opacity', options, passed).opacity).toBeCloseTo(expected, 10);
  });

  it.each([
    ['blurred before the range', effect({ direction: 'out-in', level: 7 }), 10, '7px'],
    ['half way', effect({ direction: 'out-in', level: 7 }), 50, '3.5px'],
    ['sharp after', effect({ direction: 'out-in', level: 7 }), 90, '0px'],
  ])('blur: %s', (_name, options, passed, expected) => {
    expect(one('blur', options, passed).blur).toBe(expected);
  });

  it('a background layer moves across its spare size', () => {
    expect(one('translateY', effect(), 50, { x: 0, y: 200 }).transform).toEqual([['translateY', '-100px']]);
    expect(one('translateX', effect({ direction: 'negative' }), 25, { x: 80, y: 0 }).transform).toEqual([['translateX', '-60px']]);
  });

  it('several effects at once, in the settings order', () => {
    const output = scrollOutput(
      new Map<ScrollEffect, EffectOptions>([
        ['translateY', effect()],
        ['opacity', effect({ direction: 'out-in' })],
        ['rotateZ', effect({ speed: 1 })],
      ]),
      50,
      null,
    );
    expect(output.transform.map(([name]) => name)).toEqual(['translateY', 'rotateZ']);
    expect(output.opacity).toBe(0.5);
    expect(output.blur).toBeUndefined();
  });
});

describe('mouseOutput', () => {
  const one = (name: MouseEffect, options: EffectOptions, x: number, y: number, movable = null as { x: number; y: number } | null) =>
    mouseOutput(new Map([[name, options]]), x, y, movable);

  it.each([
    ['track, opposite (the default)', 'mouseTrack', effect({ speed: 1 }), 25, 75, [['translateX', '25px'], ['translateY', '-25px']]],
    ['track, direct', 'mouseTrack', effect({ speed: 1, direction: 'negative' }), 25, 75, [['translateX', '-25px'], ['translateY', '25px']]],
    ['tilt, direct (the default)', 'tilt', effect({ speed: 4 }), 25, 75, [['rotateX', '-10deg'], ['rotateY', '-10deg']]],
    ['tilt, opposite', 'tilt', effect({ speed: 4, direction: 'negative' }), 25, 75, [['rotateX', '10deg'], ['rotateY', '10deg']]],
    ['tilt in the middle', 'tilt', effect({ speed: 4 }), 50, 50, [['rotateX', '0deg'], ['rotateY', '0deg']]],
  ] as const)('%s', (_name, name, options, x, y, expected) => {
    expect(one(name, options, x, y).transform).toEqual(expected);
  });

  it('a background layer tracks across its spare size', () => {
    expect(one('mouseTrack', effect({ speed: 1 }), 50, 100, { x: 20, y: 10 }).transform).toEqual([
      ['translateX', '-10px'],
      ['translateY', '-10px'],
    ]);
  });
});

describe('groupSetup', () => {
  it('reads its group\'s switches, effects with their defaults and the sizes of sliders', () => {
    const setup = groupSetup(
      {
        motion_fx_motion_fx_scrolling: 'yes',
        motion_fx_translateY_effect: 'yes',
        motion_fx_translateY_speed: { unit: 'px', size: 2.5, sizes: [] },
        motion_fx_translateY_affectedRange: { unit: '%', size: '', sizes: { start: 10, end: 90 } },
        motion_fx_opacity_effect: 'yes',
        motion_fx_opacity_direction: 'in-out',
        motion_fx_rotateZ_speed: { size: 3 },
        motion_fx_devices: ['desktop', 'tablet'],
        motion_fx_motion_fx_mouse: 'yes',
        motion_fx_tilt_effect: 'yes',
        // Another group's values for the same effect are not this group's.
        background_motion_fx_translateY_speed: { size: 9 },
      },
      'motion_fx',
    )!;
    expect(setup.type).toBe('element');
    expect([...setup.scroll.keys()]).toEqual(['translateY', 'opacity']);
    expect(setup.scroll.get('translateY')).toEqual({ direction: '', speed: 2.5, level: 0, range: { start: 0, end: 100 }, affectedRange: { start: 10, end: 90 } });
    expect(setup.scroll.get('opacity')).toEqual({ direction: 'in-out', speed: 0, level: 10, range: { start: 20, end: 80 }, affectedRange: null });
    expect(setup.mouse.get('tilt')).toEqual({ direction: '', speed: 4, level: 0, range: { start: 0, end: 100 }, affectedRange: null });
    expect(setup.devices).toEqual(['desktop', 'tablet']);
    expect(setup.pageRange).toBe(false);
    expect(activeOn(setup, 'tablet')).toBe(true);
    expect(activeOn(setup, 'mobile')).toBe(false);
  });

  it.each([
    ['switched off', { motion_fx_translateY_effect: 'yes' }],
    ['on without an effect', { motion_fx_motion_fx_scrolling: 'yes' }],
    ['an effect of the other kind only', { motion_fx_motion_fx_mouse: 'yes', motion_fx_translateY_effect: 'yes' }],
  ])('nothing to do: %s', (_name, settings) => {
    expect(groupSetup(settings, 'motion_fx')).toBeNull();
  });

  it('the background group has no rotation or tilt, every device when none listed, and the page range', () => {
    const setup = groupSetup(
      {
        background_motion_fx_motion_fx_scrolling: 'yes',
        background_motion_fx_rotateZ_effect: 'yes',
        background_motion_fx_scale_effect: 'yes',
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_tilt_effect: 'yes',
        background_motion_fx_mouseTrack_effect: 'yes',
        background_motion_fx_range: 'page',
      },
      'background_motion_fx',
    )!;
    expect(setup.type).toBe('background');
    expect([...setup.scroll.keys()]).toEqual(['scale']);
    expect([...setup.mouse.keys()]).toEqual(['mouseTrack']);
    expect(activeOn(setup, 'mobile')).toBe(true);
    expect(setup.pageRange).toBe(true);
  });
});

describe('layer size and transform rules', () => {
  it.each([
    [{ scroll: [['translateY', 4]], mouse: [] }, { width: 100, height: 140 }],
    [{ scroll: [['translateX', 2]], mouse: [['mouseTrack', 1]] }, { width: 120, height: 110 }],
    [{ scroll: [['opacity', 4]], mouse: [] }, { width: 100, height: 100 }],
  ] as const)('layer for %o', (effects, expected) => {
    const setup = {
      group: 'background_motion_fx' as const,
      type: 'background' as const,
      scroll: new Map(effects.scroll.map(([name, speed]) => [name as ScrollEffect, effect({ speed })])),
      mouse: new Map(effects.mouse.map(([name, speed]) => [name as MouseEffect, effect({ speed })])),
      devices: null,
      pageRange: false,
    };
    expect(layerSize(setup)).toEqual(expected);
  });

  it('the element\'s own transform goes first: perspective first, each once, flips as scales, set ones only', () => {
    const prefix = cssTransformPrefix({
      _transform_rotateZ_effect: { unit: 'deg', size: 10 },
      _transform_rotateZ_effect_hover: { unit: 'deg', size: 20 },
      _transform_perspective_effect: { unit: 'px', size: 300 },
      _transform_flipX_effect: 'transform',
      _transform_translateX_effect: '',
      motion_fx_translateY_effect: 'yes',
    });
    expect(prefix).toBe('perspective(var(--e-transform-perspective, 0px))rotateZ(var(--e-transform-rotateZ, 0deg))scaleX(var(--e-transform-flipX, 1))');
    expect(transformRule(prefix, ['translateY'])).toBe(`${prefix}translateY(var(--translateY))`);
    expect(transformRule('', ['translateY', 'rotateZ'])).toBe('translateY(var(--translateY))rotateZ(var(--rotateZ))');
  });
});
