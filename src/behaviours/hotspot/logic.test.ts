import { describe, expect, it } from 'vitest';
import { hotspotSettings, hoverToggles, sequenceDelays } from './logic';

const order = ['mobile', 'tablet', 'desktop'];
const read = (raw: Record<string, unknown>) => {
  const parsed = hotspotSettings(raw);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};

describe('hotspotSettings', () => {
  it.each([
    [{}, 'desktop', 'click'],
    [{ tooltip_trigger: 'mouseenter' }, 'desktop', 'mouseenter'],
    [{ tooltip_trigger: 'mouseenter', tooltip_trigger_mobile: 'click' }, 'mobile', 'click'],
    [{ tooltip_trigger: 'mouseenter', tooltip_trigger_mobile: 'click' }, 'tablet', 'mouseenter'],
    [{ tooltip_trigger: 'click', tooltip_trigger_tablet: 'none' }, 'mobile', 'none'],
    [{ tooltip_trigger: '' }, 'desktop', 'click'],
  ])('%j on %s → trigger %s', (raw, device, expected) => {
    expect(read(raw).trigger(device, order)).toBe(expected);
  });

  it.each([
    [{}, 'desktop', 'top'],
    [{ tooltip_position: 'right', tooltip_position_mobile: 'bottom' }, 'mobile', 'bottom'],
    [{ tooltip_position: 'right', tooltip_position_mobile: 'bottom' }, 'tablet', 'right'],
  ])('%j on %s → position %s', (raw, device, expected) => {
    expect(read(raw).position(device, order)).toBe(expected);
  });

  it.each([
    ['e-hotspot--fade-in-out', false],
    ['e-hotspot--fade-grow', false],
    ['e-hotspot--fade-direction', true],
    ['e-hotspot--slide-direction', true],
    [undefined, false],
  ])('animation %s is a direction animation: %s', (animation, expected) => {
    expect(read({ tooltip_animation: animation }).directionAnimation).toBe(expected);
  });

  it.each([
    [{ hotspot_sequenced_animation: 'no' }, null],
    [{}, null],
    [{ hotspot_sequenced_animation: 'yes' }, 1000],
    [{ hotspot_sequenced_animation: 'yes', hotspot_sequenced_animation_duration: { unit: 'ms', size: 2400 } }, 2400],
    [{ hotspot_sequenced_animation: 'yes', hotspot_sequenced_animation_duration: { unit: 'ms', size: '' } }, 1000],
  ])('%j → sequence over %s ms', (raw, expected) => {
    expect(read(raw).sequenceMs).toBe(expected);
  });

  it.each([
    [{ tooltip_trigger: 'hover' }, 'data-settings.tooltip_trigger must be click, mouseenter or none'],
    [{ tooltip_trigger_mobile: 3 }, 'data-settings.tooltip_trigger_mobile must be click, mouseenter or none'],
    [{ tooltip_position: 'center' }, 'data-settings.tooltip_position must be top, bottom, left or right'],
  ])('%j is refused: %s', (raw, reason) => {
    expect(hotspotSettings(raw)).toEqual({ ok: false, reason });
  });
});

describe('sequenceDelays', () => {
  it.each([
    [1, 1000, [null]],
    [4, 1000, [null, 250, 500, 750]],
    [3, 900, [null, 300, 600]],
    [0, 1000, []],
  ])('%i spots over %i ms → %j', (count, total, expected) => {
    expect(sequenceDelays(count, total)).toEqual(expected);
  });
});

describe('hoverToggles', () => {
  it.each([
    ['mouseenter', 'desktop', false, true],
    ['mouseenter', 'mobile', false, true],
    ['mouseenter', 'mobile', true, false],
    ['mouseenter', 'tablet', true, true],
    ['click', 'desktop', false, false],
    ['none', 'desktop', false, false],
  ] as const)('%s on %s (link %s) → %s', (trigger, device, isLink, expected) => {
    expect(hoverToggles(trigger, device, isLink)).toBe(expected);
  });
});
