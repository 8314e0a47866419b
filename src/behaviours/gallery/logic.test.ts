import { describe, expect, it } from 'vitest';
import {
  aspectPercent,
  cssUrl,
  deviceOptions,
  galleryOptions,
  gridRows,
  justifiedPlacement,
  justifiedRows,
  masonryPlacement,
  ratioOf,
  showsUnder,
  slideshowId,
} from './logic';

const ORDER = ['mobile', 'tablet', 'desktop'];

describe('settings', () => {
  it('defaults: a lazy-less grid of 3:2', () => {
    expect(galleryOptions({})).toEqual({
      ok: true,
      value: { layout: 'grid', lazyload: false, aspectRatio: '3:2', animations: { image: '', overlay: '', content: '' }, sequenced: false },
    });
  });

  it('reads the layout, lazy loading and the hover animations (names only)', () => {
    const parsed = galleryOptions({ gallery_layout: 'masonry', lazyload: 'yes', image_hover_animation: 'grow', content_hover_animation: 'fade-in', background_overlay_hover_animation: '" onload="x', content_sequenced_animation: 'yes' });
    expect(parsed).toEqual({ ok: true, value: { layout: 'masonry', lazyload: true, aspectRatio: '3:2', animations: { image: 'grow', overlay: '', content: 'fade-in' }, sequenced: true } });
  });

  it.each([
    [{ gallery_layout: 'carousel' }, 'data-settings.gallery_layout must be grid, justified or masonry (it is "carousel")'],
    [{ gallery_layout: 'grid', aspect_ratio: 'wide' }, 'data-settings.aspect_ratio must be width:height, as 3:2 (it is "wide")'],
  ])('refuses %j', (settings, reason) => {
    expect(galleryOptions(settings)).toEqual({ ok: false, reason });
  });

  it.each([
    ['desktop', { columns: 4, gap: 10, idealRowHeight: 200 }],
    ['tablet', { columns: 2, gap: 6, idealRowHeight: 150 }],
    // Mobile inherits the tablet's gap and row height, as Elementor's responsive controls do.
    ['mobile', { columns: 1, gap: 6, idealRowHeight: 150 }],
    ['widescreen', { columns: 4, gap: 10, idealRowHeight: 200 }],
  ])('per device: %s', (device, expected) => {
    const settings = {
      columns: 4,
      columns_tablet: '2',
      columns_mobile: 1,
      gap: { unit: 'px', size: 10, sizes: [] },
      gap_tablet: { unit: 'px', size: 6, sizes: [] },
      gap_mobile: { unit: 'px', size: '', sizes: [] },
      ideal_row_height: { unit: 'px', size: 200 },
      ideal_row_height_tablet: { unit: 'px', size: 150 },
    };
    expect(deviceOptions(settings, device, ORDER)).toEqual(expected);
  });

  it('out-of-range columns and row heights fall back to the defaults', () => {
    expect(deviceOptions({ columns: 0, ideal_row_height: { size: -5 }, gap: { size: -3 } }, 'desktop', ORDER)).toEqual({ columns: 4, gap: 0, idealRowHeight: 200 });
  });

  it.each([
    ['3:2', 66.6667],
    ['1:1', 100],
    ['16:9', 56.25],
    ['9:16', 177.7778],
    ['4:3', 75],
    ['21:9', 42.8571],
    ['0:1', null],
    ['3/2', null],
  ])('aspect %s', (ratio, expected) => {
    expect(aspectPercent(ratio)).toBe(expected);
  });
});

describe('grid', () => {
  it.each([
    [6, 4, 2],
    [8, 4, 2],
    [1, 4, 1],
    [0, 4, 0],
    [5, 1, 5],
  ])('%i items in %i columns make %i rows', (count, columns, rows) => {
    expect(gridRows(count, columns)).toBe(rows);
  });
});

describe('justified', () => {
  it('breaks a row once it reaches the width at the ideal height, and scales that row to fill it', () => {
    // At 200 px high: 300 + 10 + 300 = 610 < 1000; + 10 + 200 = 820; + 10 + 300 = 1130 ≥ 1000.
    const rows = justifiedRows([1.5, 1.5, 1, 1.5, 1, 2], 1000, 200, 10);
    expect(rows.map((row) => row.items)).toEqual([[0, 1, 2, 3], [4, 5]]);
    // (1000 - 30) / 5.5
    expect(rows[0]!.height).toBeCloseTo(176.3636, 3);
    // The last row is short of the width: it keeps the ideal height.
    expect(rows[1]!.height).toBe(200);
  });

  it('an item wider than the container at the ideal height is a row of its own', () => {
    expect(justifiedRows([10, 1, 1], 1000, 200, 10).map((row) => row.items)).toEqual([[0], [1, 2]]);
    expect(justifiedRows([10], 1000, 200, 10)[0]!.height).toBe(100);
  });

  it('places every full row edge to edge, the rows one gap apart, in percent of the container', () => {
    const { boxes, containerPercent } = justifiedPlacement([1.5, 1.5, 1, 1.5, 1, 2], 1000, 200, 10);
    const height = (1000 - 30) / 5.5;
    const total = height + 10 + 200;
    const first = boxes.slice(0, 4);
    const rowEnd = first.at(-1)!.start + first.at(-1)!.width;
    expect(rowEnd).toBeCloseTo(100, 2);
    expect(first.every((box) => box.top === 0)).toBe(true);
    expect(boxes[4]!.top).toBeCloseTo(((height + 10) / total) * 100, 3);
    expect(boxes[4]).toMatchObject({ start: 0, width: 20 });
    expect(boxes[5]).toMatchObject({ start: 21, width: 40 });
    expect(containerPercent).toBeCloseTo((total / 1000) * 100, 3);
  });

  it('no items: an empty container', () => {
    expect(justifiedPlacement([], 1000, 200, 10)).toEqual({ boxes: [], containerPercent: 0 });
  });
});

describe('masonry', () => {
  it('puts each item under the shortest column, the leftmost of equals', () => {
    // 3 columns of 300 px (gap 15): heights 200, 450, 300, then the 4th goes under column 0 (200),
    // the 5th under column 2 (300), the 6th under column 0 again (200 + 15 + 300 = 515 vs 450).
    const { boxes, containerPercent } = masonryPlacement([1.5, 2 / 3, 1, 1, 1.5, 1], 930, 3, 15);
    const column = (box: { start: number }) => Math.round((box.start / 100) * 930 / 315);
    expect(boxes.map(column)).toEqual([0, 1, 2, 0, 2, 1]);
    const px = (box: { top: number }) => (box.top / 100) * ((containerPercent / 100) * 930);
    expect(px(boxes[3]!)).toBeCloseTo(215, 3);
    expect(px(boxes[4]!)).toBeCloseTo(315, 3);
    expect(px(boxes[5]!)).toBeCloseTo(465, 3);
    // Tallest column: 450 + 15 + 300 = 765.
    expect((containerPercent / 100) * 930).toBeCloseTo(765, 2);
    expect(boxes[0]!.width).toBeCloseTo((300 / 930) * 100, 3);
  });

  it('one column stacks the items', () => {
    const { boxes } = masonryPlacement([1, 2], 100, 1, 0);
    expect(boxes.map((box) => [box.start, box.top])).toEqual([
      [0, 0],
      [0, 66.6667],
    ]);
  });
});

describe('item sizes, filters and URLs', () => {
  it.each([
    ['768', '512', 1.5],
    ['512', '768', 2 / 3],
    [null, '512', null],
    ['0', '512', null],
    ['ancho', '512', null],
  ])('ratio of %s × %s', (width, height, expected) => {
    expect(ratioOf(width, height)).toBe(expected);
  });

  it.each([
    ['0,2', 'all', true],
    ['0,2', '2', true],
    ['0, 2', '2', true],
    ['0,2', '1', false],
    ['10', '1', false],
    [null, '0', false],
    [null, 'all', true],
  ])('tags %s under title %s', (tags, index, expected) => {
    expect(showsUnder(tags, index)).toBe(expected);
  });

  it('names the filtered slideshow as the handler does', () => {
    expect(slideshowId('all', 'e7e5bb8')).toBe('all_e7e5bb8');
    expect(slideshowId('2', 'e7e5bb8')).toBe('2_e7e5bb8');
  });

  it('a thumbnail URL cannot close its CSS url()', () => {
    expect(cssUrl('https://tienda.example/p1.jpg')).toBe('url("https://tienda.example/p1.jpg")');
    expect(cssUrl('https://x/a").foo{b:c}\\')).toBe('url("https://x/a\\").foo{b:c}\\\\")');
    expect(cssUrl('https://x/a\nb')).toBe('url("https://x/a\\a b")');
  });
});
