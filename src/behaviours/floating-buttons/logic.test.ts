import { describe, expect, it } from 'vitest';
import { bubbleTime, couponSuccessMs, createClickBatch, stickyEdge, variantOf } from './logic';

describe('bubbleTime (the visitor\'s time, in Spanish)', () => {
  const at = new Date(Date.UTC(2026, 4, 14, 17, 5));
  it.each([
    ['24h', /^17:05$/],
    // ICU spaces the day period with (narrow) no-break spaces, which vary by version.
    ['12h', /^5:05\s?p\.\s?m\.$/],
    [undefined, /^17:05$/],
  ])('%s → %s', (format, shown) => expect(bubbleTime(at, format, 'UTC')).toMatch(shown));
});

describe('couponSuccessMs (style_coupon_success_message_duration)', () => {
  it.each([
    [{ unit: 's', size: 2 }, 2000],
    [{ unit: 's', size: '0.5' }, 500],
    [{ unit: 'ms', size: 800 }, 800],
    [{ unit: 's', size: '' }, 1500],
    [{ unit: 's', size: -1 }, 1500],
    [undefined, 1500],
    ['3', 1500],
  ])('%j → %i ms', (setting, ms) => expect(couponSuccessMs(setting)).toBe(ms));
});

describe('createClickBatch', () => {
  it('sends ten at a time and drains the rest once', () => {
    const batch = createClickBatch();
    const sent = [];
    for (let i = 0; i < 23; i++) {
      const full = batch.add('501');
      if (full) sent.push(full.length);
    }
    expect(sent).toEqual([10, 10]);
    expect(batch.drain()).toEqual(['501', '501', '501']);
    expect(batch.drain()).toEqual([]);
  });
});

describe('stickyEdge (which sticky elements a bar pushes)', () => {
  it.each([
    ['0px', '', null, 'top'],
    ['', '0px', null, 'bottom'],
    ['', '', '{"sticky":"top"}', 'top'],
    ['', '', '{"sticky":"bottom"}', 'bottom'],
    ['12px', '', '{}', null],
    ['', '', 'not json', null],
  ] as const)('top %s, bottom %s, settings %s → %s', (top, bottom, settings, edge) => expect(stickyEdge(top, bottom, settings)).toBe(edge));
});

describe('variantOf (data-widget_type → handler)', () => {
  it.each([
    ['contact-buttons.default', 'contact'],
    ['contact-buttons-var-1.default', 'contact'],
    ['contact-buttons-var-9.default', 'contact'],
    ['contact-buttons-var-10.default', null],
    ['floating-bars-var-1.default', 'bar'],
    ['floating-bars-var-2.default', 'ticker'],
    ['floating-bars-var-3.default', 'coupon'],
    ['floating-bars-var-4.default', null],
    ['', null],
  ])('%s → %s', (type, variant) => expect(variantOf(type)).toBe(variant));
});
