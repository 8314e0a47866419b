import { describe, expect, it } from 'vitest';
import {
  anchorRootMargin,
  CLOSED,
  GAP_GRACE_MS,
  headingScrollLeft,
  leaveOutcome,
  nextState,
  openMode,
  opensAbove,
  panelOffset,
  stickyHeightCap,
  stretchVars,
  titleKeyIntent,
  touchMode,
  type Box,
  type MenuAction,
  type MenuState,
  type Part,
} from './logic';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height, right: left + width, bottom: top + height });

describe('when titles open on click', () => {
  const base: Parameters<typeof openMode>[0] = { openOn: 'hover', itemLayout: 'horizontal', layout: 'horizontal', device: 'desktop', edit: false };
  it.each<[Partial<typeof base>, 'hover' | 'click']>([
    [{}, 'hover'],
    [{ device: 'laptop' }, 'hover'],
    [{ device: 'widescreen' }, 'hover'],
    [{ openOn: 'click' }, 'click'],
    // Anything but hover is click, as Pro's `'hover' !== open_on`.
    [{ openOn: 'tap' }, 'click'],
    [{ itemLayout: 'dropdown' }, 'click'],
    [{ layout: 'dropdown' }, 'click'],
    [{ device: 'tablet' }, 'click'],
    [{ device: 'tablet_extra' }, 'click'],
    [{ device: 'mobile' }, 'click'],
    [{ device: 'mobile_extra' }, 'click'],
    [{ edit: true }, 'click'],
  ])('%j → %s', (change, expected) => {
    expect(openMode({ ...base, ...change })).toBe(expected);
  });

  it.each<[boolean, string, boolean]>([
    [false, 'desktop', false],
    [true, 'desktop', true],
    [false, 'tablet', true],
    [false, 'mobile', true],
    [false, 'laptop', false],
  ])('touch %s on %s → data-touch-mode %s', (touch, device, expected) => {
    expect(touchMode(touch, device)).toBe(expected);
  });
});

describe('fit_to_content: where the panel goes', () => {
  // A 100 px title at 300-400 in a 1000 px row.
  const title = { left: 300, right: 400 };
  it.each<[string, number, 'left' | 'center' | 'right', boolean, number]>([
    ['centred under its title', 200, 'center', false, 250],
    ['its start under the title’s start', 200, 'left', false, 300],
    ['its end under the title’s end', 200, 'right', false, 200],
    ['right to left, centred: from the right edge', 200, 'center', true, 550],
    ['right to left, left-aligned: its left edge on the title’s', 200, 'left', true, 500],
    ['right to left, right-aligned: its right edge on the title’s', 200, 'right', true, 600],
    ['wider than the room on the left: flush with the row’s start', 800, 'center', false, 0],
    ['right-aligned past the row’s start: flush with the start', 500, 'right', false, 0],
    ['wider than the row: flush with the start', 1200, 'center', false, 0],
    ['wider than the row, right to left: flush with the start (the right)', 1200, 'left', true, 0],
  ])('%s', (_, panelWidth, position, rtl, expected) => {
    expect(panelOffset({ title, panelWidth, rowWidth: 1000, position, rtl })).toBe(expected);
  });

  it.each<['left' | 'center' | 'right', number]>([
    ['left', 600],
    ['center', 600],
    ['right', 560],
  ])('a title near the row’s end, %s: kept within the row (Pro lets a left-aligned panel cross it)', (position, expected) => {
    expect(panelOffset({ title: { left: 900, right: 960 }, panelWidth: 400, rowWidth: 1000, position, rtl: false })).toBe(expected);
  });
});

describe('content-above, the sticky cap and the stretch', () => {
  it.each<[string, { top: number; height: number }, boolean]>([
    ['fits below', { top: 100, height: 300 }, false],
    ['does not fit below, fits above the titles', { top: 600, height: 300 }, true],
    ['fits neither: stays below', { top: 400, height: 600 }, false],
    ['exactly the room below: fits below', { top: 500, height: 300 }, false],
  ])('%s', (_, panel, expected) => {
    expect(opensAbove({ panel, headingHeight: 50, viewportHeight: 800 })).toBe(expected);
  });

  it('a sticky header’s panel taller than the room under it gets that room; one that fits, nothing', () => {
    expect(stickyHeightCap({ top: 120, height: 900, viewportHeight: 800 })).toBe(680);
    expect(stickyHeightCap({ top: 120, height: 600, viewportHeight: 800 })).toBeNull();
    expect(stickyHeightCap({ top: 900, height: 100, viewportHeight: 800 })).toBe(0);
  });

  it('the row is moved back by the nav’s distance from the frame and given its width', () => {
    expect(stretchVars({ frame: { left: 0, width: 1280 }, anchor: { left: 240, right: 1040 }, rtl: false })).toEqual({ width: 1280, side: 'left', offset: -240 });
    expect(stretchVars({ frame: { left: 0, width: 1280 }, anchor: { left: 240, right: 1040 }, rtl: true })).toEqual({ width: 1280, side: 'right', offset: -240 });
    expect(stretchVars({ frame: { left: 100, width: 1000 }, anchor: { left: 300, right: 900 }, rtl: false })).toEqual({ width: 1000, side: 'left', offset: -200 });
  });

  it.each<[number, string]>([
    [200, '0px 0px -400px 0px'],
    [401, '-400px 0px -400px 0px'],
  ])('an anchor target %i px tall in an 800 px viewport watches %s', (height, margin) => {
    expect(anchorRootMargin(height, 800)).toBe(margin);
  });

  it.each<[unknown, boolean, number]>([
    ['start', false, 0],
    ['center', false, 150],
    ['end', false, 300],
    ['stretch', false, 0],
    [undefined, false, 0],
    ['end', true, -300],
    ['center', true, -150],
  ])('a scrolling title row justified %s (rtl %s) starts at %i', (position, rtl, expected) => {
    expect(headingScrollLeft(position, 1100, 800, rtl)).toBe(expected);
  });
});

describe('the pointer between a title and its panel (hover)', () => {
  // A title at 300-400 × 0-40; its panel below at 0-1000 × 60-460 (a 20 px gap).
  const title = box(300, 0, 100, 40);
  const panel = box(0, 60, 1000, 400);
  const leave = (from: Part, to: Part | null, point: { x: number; y: number }, previous: { x: number; y: number } | null, panelBox: Box | null = panel) =>
    leaveOutcome({ from, to, point, previous, title, panel: panelBox });

  it.each<[string, Part, Part | null, { x: number; y: number }, { x: number; y: number } | null, 'stay' | 'close' | 'wait']>([
    ['title → its panel', 'title', 'panel', { x: 350, y: 60 }, { x: 350, y: 40 }, 'stay'],
    ['title → the panels’ row (the gap is its padding)', 'title', 'content', { x: 350, y: 41 }, { x: 350, y: 40 }, 'stay'],
    ['title → the gap under it (not ours)', 'title', null, { x: 350, y: 50 }, { x: 350, y: 39 }, 'wait'],
    ['title → the gap, diagonally towards the panel’s far side', 'title', null, { x: 600, y: 45 }, { x: 390, y: 39 }, 'wait'],
    ['title → sideways out of the row', 'title', null, { x: 410, y: 20 }, { x: 399, y: 20 }, 'close'],
    ['title → up and away', 'title', null, { x: 350, y: -1 }, { x: 350, y: 1 }, 'close'],
    ['title → the gap beside the panel’s span', 'title', null, { x: 1200, y: 50 }, { x: 399, y: 39 }, 'close'],
    ['panel → up into the row’s padding', 'panel', 'content', { x: 350, y: 58 }, { x: 350, y: 62 }, 'stay'],
    ['panel → sideways into the row beside it', 'panel', 'content', { x: 1001, y: 200 }, { x: 999, y: 200 }, 'close'],
    ['panel → down into the row under it', 'panel', 'content', { x: 500, y: 461 }, { x: 500, y: 459 }, 'close'],
    ['panel → up into the gap', 'panel', null, { x: 350, y: 55 }, { x: 350, y: 61 }, 'wait'],
    ['panel → sideways out', 'panel', null, { x: -1, y: 200 }, { x: 1, y: 200 }, 'close'],
    ['panel → down out', 'panel', null, { x: 500, y: 461 }, { x: 500, y: 459 }, 'close'],
    ['panel → up, but past the gap (the heading beside the title)', 'panel', null, { x: 700, y: 30 }, { x: 700, y: 61 }, 'close'],
    ['panel → its title', 'panel', 'title', { x: 350, y: 39 }, { x: 350, y: 61 }, 'stay'],
    ['the row → out sideways', 'content', null, { x: 1001, y: 50 }, { x: 999, y: 50 }, 'close'],
    ['the row → up into the gap', 'content', null, { x: 350, y: 50 }, { x: 350, y: 52 }, 'wait'],
    ['no earlier position: not towards the title', 'panel', null, { x: 350, y: 55 }, null, 'close'],
  ])('%s → %s', (_, from, to, point, previous, expected) => {
    expect(leave(from, to, point, previous)).toBe(expected);
  });

  it('content-above: towards the title is down, the gap is between the panel’s bottom and the title', () => {
    const above = box(0, -400, 1000, 380);
    const low = box(300, 0, 100, 40);
    const out = (from: Part, point: { x: number; y: number }, previous: { x: number; y: number }) => leaveOutcome({ from, to: null, point, previous, title: low, panel: above });
    expect(out('panel', { x: 350, y: -10 }, { x: 350, y: -25 })).toBe('wait');
    expect(out('panel', { x: 350, y: -30 }, { x: 350, y: -15 })).toBe('close');
    expect(out('title', { x: 350, y: -5 }, { x: 350, y: 1 })).toBe('wait');
    expect(out('title', { x: 350, y: 41 }, { x: 350, y: 39 })).toBe('close');
  });

  it('an item without a panel closes on any way out', () => {
    expect(leave('title', null, { x: 350, y: 50 }, { x: 350, y: 39 }, null)).toBe('close');
  });

  it('the gap is crossed within a moment', () => {
    expect(GAP_GRACE_MS).toBeGreaterThanOrEqual(200);
    expect(GAP_GRACE_MS).toBeLessThanOrEqual(500);
  });
});

describe('keys among the titles', () => {
  it.each<[string, 'horizontal' | 'dropdown', boolean, string | undefined]>([
    ['ArrowRight', 'horizontal', false, 'next'],
    ['ArrowLeft', 'horizontal', false, 'prev'],
    ['ArrowRight', 'horizontal', true, 'prev'],
    ['ArrowDown', 'horizontal', false, undefined],
    ['ArrowUp', 'horizontal', false, undefined],
    ['Home', 'horizontal', false, 'first'],
    ['End', 'horizontal', false, 'last'],
    ['ArrowDown', 'dropdown', false, 'next'],
    ['ArrowUp', 'dropdown', false, 'prev'],
    ['Home', 'dropdown', false, 'first'],
    ['End', 'dropdown', true, 'last'],
    ['Tab', 'horizontal', false, undefined],
  ])('%s in the %s layout (rtl %s) → %s', (key, layout, rtl, expected) => {
    expect(titleKeyIntent(key, layout, rtl)).toBe(expected);
  });
});

describe('the menu’s state', () => {
  const run = (actions: MenuAction[], from: MenuState = CLOSED) => actions.reduce(nextState, from);
  it.each<[string, MenuAction[], MenuState]>([
    ['one panel opens', [{ type: 'open', item: 1 }], { open: 1, dropdown: false }],
    ['opening another closes the first', [{ type: 'open', item: 1 }, { type: 'open', item: 2 }], { open: 2, dropdown: false }],
    ['toggle opens, toggle again closes', [{ type: 'toggle', item: 0 }, { type: 'toggle', item: 0 }], { open: null, dropdown: false }],
    ['toggling another moves the open panel', [{ type: 'toggle', item: 0 }, { type: 'toggle', item: 1 }], { open: 1, dropdown: false }],
    ['closing a panel that is not open changes nothing', [{ type: 'open', item: 1 }, { type: 'close', item: 0 }], { open: 1, dropdown: false }],
    ['the dropdown opens with the panels closed', [{ type: 'toggle-dropdown' }], { open: null, dropdown: true }],
    ['a panel in the open dropdown', [{ type: 'toggle-dropdown' }, { type: 'toggle', item: 2 }], { open: 2, dropdown: true }],
    ['closing all panels keeps the dropdown', [{ type: 'toggle-dropdown' }, { type: 'open', item: 2 }, { type: 'close-all' }], { open: null, dropdown: true }],
    ['closing the dropdown closes its panel', [{ type: 'toggle-dropdown' }, { type: 'open', item: 2 }, { type: 'toggle-dropdown' }], CLOSED],
    ['close-dropdown closes everything', [{ type: 'toggle-dropdown' }, { type: 'open', item: 0 }, { type: 'close-dropdown' }], CLOSED],
    ['a layout switch closes everything', [{ type: 'toggle-dropdown' }, { type: 'open', item: 0 }, { type: 'layout' }], CLOSED],
  ])('%s', (_, actions, expected) => {
    expect(run(actions)).toEqual(expected);
  });

  it('a closing action on a closed menu returns the same state (nothing to write)', () => {
    expect(nextState(CLOSED, { type: 'close', item: 0 })).toBe(CLOSED);
  });
});
