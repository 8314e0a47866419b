import { describe, expect, it } from 'vitest';
import { noticeScrollTop } from './logic';

describe('the scroll to gathered notices', () => {
  it.each([
    ['in view: no scroll', { top: 100, bottom: 160 }, 0, 800, null],
    ['below the fold: centred', { top: 1200, bottom: 1260 }, 0, 800, 800],
    ['above the window (the shopper scrolled down): centred', { top: -600, bottom: -540 }, 2000, 800, 1000],
    ['near the top of the page: not past it', { top: -100, bottom: -40 }, 200, 800, 0],
    ['cut by the bottom edge', { top: 760, bottom: 820 }, 0, 800, 360],
  ])('%s', (_label, rect, scrollY, viewport, expected) => {
    expect(noticeScrollTop(rect, scrollY, viewport)).toBe(expected);
  });
});
