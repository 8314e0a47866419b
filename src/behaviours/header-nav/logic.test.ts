import { describe, expect, it } from 'vitest';
import { closedByOpening, closedWith, DEFAULT_MENU_OPTIONS, parseMenuOptions, smartMenusCall } from './logic';

// A menu tree: a and b at the top; a1, a2 inside a; a1x inside a1; b1 inside b.
const parents: Record<string, string | null> = { a: null, b: null, a1: 'a', a2: 'a', a1x: 'a1', b1: 'b' };
const parentOf = (item: string) => parents[item] ?? null;

describe('which submenus close when one opens', () => {
  it.each([
    { open: [], opening: 'a', closes: [] },
    { open: ['b'], opening: 'a', closes: ['b'] },
    { open: ['b', 'b1'], opening: 'a', closes: ['b', 'b1'] },
    { open: ['a', 'a2'], opening: 'a1', closes: ['a2'] },
    { open: ['a', 'a1', 'a1x'], opening: 'a2', closes: ['a1', 'a1x'] },
    { open: ['a', 'a1'], opening: 'a1x', closes: [] },
    { open: ['a'], opening: 'a', closes: [] },
  ])('opening $opening with $open open closes $closes', ({ open, opening, closes }) => {
    expect(closedByOpening(new Set(open), opening, parentOf).sort()).toEqual([...closes].sort());
  });

  it.each([
    { open: ['a', 'a1', 'a1x', 'b'], closing: 'a', closes: ['a', 'a1', 'a1x'] },
    { open: ['a', 'a1', 'a1x'], closing: 'a1', closes: ['a1', 'a1x'] },
    { open: ['b', 'b1'], closing: 'a', closes: [] },
  ])('closing $closing with $open open closes $closes', ({ open, closing, closes }) => {
    expect(closedWith(new Set(open), closing, parentOf).sort()).toEqual([...closes].sort());
  });
});

describe('data-sm-options', () => {
  it('gives the spec §9 defaults without the attribute', () => {
    expect(parseMenuOptions(null)).toEqual({
      ok: true,
      value: { ...DEFAULT_MENU_OPTIONS, showTimeout: 250, hideTimeout: 500, subMenusMinWidth: '10em', subMenusMaxWidth: '20em' },
    });
    expect(parseMenuOptions('  ')).toEqual({ ok: true, value: DEFAULT_MENU_OPTIONS });
  });

  it('reads the options it honours over the defaults and leaves the others', () => {
    const parsed = parseMenuOptions('{"showTimeout":0,"hideTimeout":100,"subMenusMaxWidth":"1000px","subMenusMinWidth":false,"showOnClick":true,"subIndicators":false}');
    expect(parsed).toEqual({
      ok: true,
      value: { ...DEFAULT_MENU_OPTIONS, showTimeout: 0, hideTimeout: 100, subMenusMaxWidth: '1000px', subMenusMinWidth: '', showOnClick: true },
    });
  });

  it.each([
    ['{ showTimeout: 0 }', /not valid JSON/],
    ['{"showTimeout": 0,', /not valid JSON/],
    ['[1, 2]', /must be a JSON object/],
    ['"fast"', /must be a JSON object/],
    ['{"showTimeout": "soon"}', /showTimeout must be a number/],
    ['{"hideTimeout": -5}', /hideTimeout must be a number/],
    ['{"subMenusMinWidth": 10}', /subMenusMinWidth must be a CSS length/],
    ['{"isPopup": "yes"}', /isPopup must be true or false/],
  ])('gives a reason for %s', (raw, reason) => {
    const parsed = parseMenuOptions(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

describe("$(menu).smartmenus(method) calls", () => {
  it('reports popupShow on a menu without isPopup, where the plugin alerts', () => {
    const call = smartMenusCall('popupShow', [10, 20], DEFAULT_MENU_OPTIONS);
    expect(call.do).toBe('report');
    if (call.do === 'report') expect(call.reason).toMatch(/popupShow .* without the isPopup option/);
  });

  it('shows a popup menu at the given place when isPopup is set', () => {
    expect(smartMenusCall('popupShow', [10, 20], { ...DEFAULT_MENU_OPTIONS, isPopup: true })).toEqual({ do: 'popupShow', left: 10, top: 20 });
  });

  it('hides all on menuHideAll and ignores methods it does not know', () => {
    expect(smartMenusCall('menuHideAll', [], DEFAULT_MENU_OPTIONS)).toEqual({ do: 'hideAll' });
    expect(smartMenusCall('refresh', [], DEFAULT_MENU_OPTIONS)).toEqual({ do: 'nothing' });
  });
});
