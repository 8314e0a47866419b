import { describe, expect, it } from 'vitest';
import { distanceFromTrigger, nextState, sameConfig, stickyConfig, UNSTUCK, type StickyConfig, type StickyFrame, type StickyOptions } from './logic';

const order = ['mobile', 'tablet', 'desktop'];
const options = (settings: Record<string, unknown>, over: Partial<StickyOptions> = {}): StickyOptions => ({
  to: 'top',
  on: null,
  parent: false,
  settings,
  ...over,
});

describe('stickyConfig', () => {
  it.each([
    ['every device when sticky_on is absent', options({}), 'mobile', 0, { to: 'top', offset: 0, effectsOffset: 0, parent: false }],
    ['null off the listed devices', options({}, { on: ['desktop'] }), 'tablet', 0, null],
    ['the listed device', options({}, { on: ['desktop'] }), 'desktop', 0, { to: 'top', offset: 0, effectsOffset: 0, parent: false }],
    [
      'responsive offsets (numbers or numeric strings), the admin bar added for top',
      options({ sticky_offset: 10, sticky_offset_mobile: '4', sticky_effects_offset: 90, sticky_effects_offset_tablet: 50 }),
      'mobile',
      46,
      { to: 'top', offset: 50, effectsOffset: 50, parent: false },
    ],
    ['no admin bar for bottom', options({ sticky_offset: 12 }, { to: 'bottom' }), 'desktop', 32, { to: 'bottom', offset: 12, effectsOffset: 0, parent: false }],
    ['a bad offset is 0', options({ sticky_offset: 'mucho' }), 'desktop', 0, { to: 'top', offset: 0, effectsOffset: 0, parent: false }],
  ])('%s', (_name, opts, device, adminBar, expected) => {
    expect(stickyConfig(opts, device, order, adminBar, false)).toEqual(expected);
  });

  it('sticky_parent holds for inner elements only, not for a top-level container', () => {
    expect(stickyConfig(options({}, { parent: true }), 'desktop', order, 0, false)?.parent).toBe(true);
    expect(stickyConfig(options({}, { parent: true }), 'desktop', order, 0, true)?.parent).toBe(false);
  });

  it('sameConfig compares every field', () => {
    const a: StickyConfig = { to: 'top', offset: 0, effectsOffset: 0, parent: false };
    expect(sameConfig(a, { ...a })).toBe(true);
    expect(sameConfig(a, { ...a, offset: 1 })).toBe(false);
    expect(sameConfig(a, null)).toBe(false);
    expect(sameConfig(null, null)).toBe(true);
  });
});

const top: StickyConfig = { to: 'top', offset: 10, effectsOffset: 100, parent: false };
const bottom: StickyConfig = { to: 'bottom', offset: 10, effectsOffset: 0, parent: false };
const frame = (anchorTop: number, height = 80, over: Partial<StickyFrame> = {}): StickyFrame => ({
  anchor: { top: anchorTop, bottom: anchorTop + height },
  element: { top: anchorTop, bottom: anchorTop + height },
  parent: null,
  viewportHeight: 800,
  ...over,
});

describe('distanceFromTrigger', () => {
  it.each([
    [top, 300, 290],
    [top, 10, 0],
    [top, -50, -60],
    // bottom: the anchor's bottom (top + 80) against 800 - 10
    [bottom, 900, -190],
    [bottom, 710, 0],
    [bottom, 600, 110],
  ])('%o at %d → %d', (config, anchorTop, expected) => {
    expect(distanceFromTrigger(config, { top: anchorTop, bottom: anchorTop + 80 }, 800)).toBe(expected);
  });
});

describe('nextState', () => {
  it.each([
    ['in the flow below the trigger: stays', UNSTUCK, frame(300), { stuck: false, following: false, effects: false }],
    ['reaching the trigger: sticks', UNSTUCK, frame(10), { stuck: true, following: false, effects: false }],
    ['past the effects offset: effects', { stuck: true, following: false, effects: false }, frame(-90), { stuck: true, following: false, effects: true }],
    ['back above the effects offset: none', { stuck: true, following: false, effects: true }, frame(-89), { stuck: true, following: false, effects: false }],
    ['the spacer back under the trigger: unsticks', { stuck: true, following: false, effects: false }, frame(11), { stuck: false, following: false, effects: false }],
  ])('top: %s', (_name, state, f, expected) => {
    expect(nextState(top, state, f)).toEqual(expected);
  });

  it('effects at once when the effects offset is 0', () => {
    expect(nextState({ ...top, effectsOffset: 0 }, UNSTUCK, frame(0))).toEqual({ stuck: true, following: false, effects: true });
  });

  it.each([
    ['above the bottom line: stays', UNSTUCK, frame(600), false],
    ['its bottom below the line: sticks', UNSTUCK, frame(800), true],
    ['the spacer back above the line: unsticks', { stuck: true, following: false, effects: false }, frame(700), false],
  ])('bottom: %s', (_name, state, f, stuck) => {
    expect(nextState(bottom, state, f).stuck).toBe(stuck);
  });

  describe('with a parent (top)', () => {
    const config = { ...top, parent: true };
    const parent = (bottomEdge: number, borderBottom = 0) => ({ top: bottomEdge - 1000, bottom: bottomEdge, borderTop: 0, borderBottom });
    it('sticking where the parent has already scrolled up to it: held by the parent at once', () => {
      // Fixed at 10..90; the parent's bottom at 85.
      expect(nextState(config, UNSTUCK, frame(5, 80, { parent: parent(85) }))).toEqual({ stuck: true, following: true, effects: false });
      expect(nextState(config, UNSTUCK, frame(5, 80, { parent: parent(95) }))).toEqual({ stuck: true, following: false, effects: false });
    });
    it('the parent\'s bottom border counts as outside', () => {
      expect(nextState(config, { stuck: true, following: false, effects: false }, frame(-300, 80, { element: { top: 10, bottom: 90 }, parent: parent(95, 5) })).following).toBe(true);
      expect(nextState(config, { stuck: true, following: false, effects: false }, frame(-300, 80, { element: { top: 10, bottom: 90 }, parent: parent(96, 5) })).following).toBe(false);
    });
    it('held until the element comes back down past the offset', () => {
      const held = { stuck: true, following: true, effects: true };
      expect(nextState(config, held, frame(-300, 80, { element: { top: -40, bottom: 40 }, parent: parent(40) })).following).toBe(true);
      expect(nextState(config, held, frame(-300, 80, { element: { top: 10, bottom: 90 }, parent: parent(90) })).following).toBe(true);
      expect(nextState(config, held, frame(-300, 80, { element: { top: 11, bottom: 91 }, parent: parent(91) })).following).toBe(false);
    });
    it('unsticking releases the parent too', () => {
      expect(nextState(config, { stuck: true, following: true, effects: true }, frame(200, 80, { parent: parent(100) }))).toEqual(UNSTUCK);
    });
    it('without a parent element found, never held', () => {
      expect(nextState(config, UNSTUCK, frame(5, 80)).following).toBe(false);
    });
  });

  it('with a parent (bottom): held once the parent\'s top comes down to it, released when it rises past the offset', () => {
    const config = { ...bottom, parent: true };
    const parentTop = (edge: number) => ({ top: edge, bottom: edge + 1000, borderTop: 0, borderBottom: 0 });
    const stuck = { stuck: true, following: false, effects: true };
    // Fixed at 710..790.
    expect(nextState(config, stuck, frame(900, 80, { element: { top: 710, bottom: 790 }, parent: parentTop(709) })).following).toBe(false);
    expect(nextState(config, stuck, frame(900, 80, { element: { top: 710, bottom: 790 }, parent: parentTop(710) })).following).toBe(true);
    const held = { ...stuck, following: true };
    expect(nextState(config, held, frame(900, 80, { element: { top: 720, bottom: 800 }, parent: parentTop(720) })).following).toBe(true);
    expect(nextState(config, held, frame(900, 80, { element: { top: 700, bottom: 780 }, parent: parentTop(700) })).following).toBe(false);
  });
});
