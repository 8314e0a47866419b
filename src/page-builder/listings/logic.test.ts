import { describe, expect, it } from 'vitest';
import {
  atLastPage,
  columnsFor,
  fitsHeight,
  freshItems,
  hasItemRatio,
  itemKey,
  loadMoreMode,
  masonryMargins,
  masonryRuns,
  pageIdentity,
  pageNumberOf,
  paginatesInPlace,
  pagingAfter,
  readPaging,
  urlForPageLink,
} from './logic';

const ORDER = ['mobile', 'tablet', 'desktop'];

describe('settings', () => {
  it.each([
    ['load_more_on_click', 'click'],
    ['load_more_infinite_scroll', 'infinite'],
    ['numbers', null],
    ['', null],
    [undefined, null],
  ])('pagination_type %j is load more mode %j', (type, mode) => {
    expect(loadMoreMode(type)).toBe(mode);
  });

  it.each([
    [{ pagination_type: 'numbers', pagination_load_type: 'ajax' }, true],
    [{ pagination_type: 'prev_next', pagination_load_type: 'ajax' }, true],
    [{ pagination_type: 'numbers_and_prev_next', pagination_load_type: 'ajax' }, true],
    [{ pagination_type: 'numbers', pagination_load_type: 'page_reload' }, false],
    [{ pagination_type: 'load_more_on_click', pagination_load_type: 'ajax' }, false],
    [{ pagination_load_type: 'ajax' }, false],
  ])('%j loads page links in place: %s', (settings, expected) => {
    expect(paginatesInPlace(settings)).toBe(expected);
  });

  it.each([
    [{ classic_columns: '3', classic_columns_tablet: '2', classic_columns_mobile: '1' }, 'desktop', 3],
    [{ classic_columns: '3', classic_columns_tablet: '2', classic_columns_mobile: '1' }, 'tablet', 2],
    [{ classic_columns: '3', classic_columns_tablet: '2', classic_columns_mobile: '1' }, 'mobile', 1],
    // No mobile value: the tablet's holds, as the page builder resolves it.
    [{ classic_columns: 4, classic_columns_tablet: 2 }, 'mobile', 2],
    // The full-content skin reads keys its widget never prints.
    [{}, 'desktop', null],
    [{ classic_columns: 'tres' }, 'desktop', null],
    [{ classic_columns: '0' }, 'desktop', null],
    [{ classic_columns: '2.7' }, 'desktop', 2],
  ])('columns of %j on %s: %j', (settings, device, columns) => {
    expect(columnsFor(settings, 'classic_columns', device, ORDER)).toBe(columns);
  });

  it.each([
    [true, 3, true],
    [true, 2, true],
    [true, 1, false],
    [true, null, false],
    [false, 3, false],
  ])('masonry switch %s with %j columns runs: %s', (on, columns, runs) => {
    expect(masonryRuns(on, columns)).toBe(runs);
  });

  it.each([
    ['"0.66"', true],
    ['"1"', true],
    ['none', false],
    ['normal', false],
    ['""', false],
  ])('::after content %s says there is an item ratio: %s', (content, expected) => {
    expect(hasItemRatio(content)).toBe(expected);
  });

  it.each([
    // A landscape image in a square box is fitted by height.
    [{ width: 300, height: 300 }, { width: 800, height: 533 }, true],
    [{ width: 300, height: 300 }, { width: 600, height: 900 }, false],
    [{ width: 300, height: 200 }, { width: 600, height: 400 }, false],
    [{ width: 300, height: 300 }, { width: 0, height: 0 }, null],
    [{ width: 0, height: 300 }, { width: 600, height: 400 }, null],
  ])('a box of %j with an image of %j fits by height: %j', (box, natural, expected) => {
    expect(fitsHeight(box, natural)).toBe(expected);
  });
});

describe('masonry', () => {
  it.each([
    // One row: nothing moves.
    [[100, 200, 150], 3, 10, [0, 0, 0]],
    // Row 2 pulled up under each column's item: the row started under the tallest (200 + 10).
    [[100, 200, 150, 50, 50, 50], 3, 10, [0, 0, 0, -100, 0, -50]],
    // Three rows in two columns: each column stacks its own items.
    [[100, 300, 100, 100, 100, 100], 2, 20, [0, 0, -200, 0, -200, 0]],
    // A last row shorter than the others.
    [[80, 40, 60, 10], 3, 0, [0, 0, 0, 0]],
    [[80, 40, 60, 10, 30], 3, 0, [0, 0, 0, 0, -40]],
    // One column: no masonry.
    [[100, 200], 1, 10, [0, 0]],
    [[], 3, 10, []],
  ])('heights %j in %i columns, gap %i: margins %j', (heights, columns, gap, margins) => {
    expect(masonryMargins(heights, columns, gap)).toEqual(margins);
  });

  /**
   * The page builder's util, as a grid lays it out: each item read where it stands after the
   * margins before it were written (its row starts under the previous row's tallest reach), then
   * pulled up to its column's height.
   */
  function measuredOneByOne(heights: number[], columns: number, gap: number): { margins: number[]; tops: number[] } {
    const margins = heights.map(() => 0);
    const rowTop = (row: number) => {
      let top = 0;
      for (let r = 0; r < row; r++) {
        const cells = heights.slice(r * columns, r * columns + columns).map((height, c) => height + margins[r * columns + c]!);
        top += Math.max(0, ...cells) + gap;
      }
      return top;
    };
    const columnHeights: number[] = [];
    heights.forEach((height, index) => {
      const row = Math.floor(index / columns);
      const column = index % columns;
      if (row) {
        margins[index] = columnHeights[column]! - rowTop(row);
        columnHeights[column]! += height + gap;
      } else {
        columnHeights.push(height + gap);
      }
    });
    return { margins, tops: heights.map((_, index) => rowTop(Math.floor(index / columns)) + margins[index]!) };
  }

  it('gives every item the margin the util would have measured, and each sits under the item above it', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const columns = 2 + Math.floor(random() * 4);
      const gap = Math.floor(random() * 40);
      const heights = Array.from({ length: Math.floor(random() * 14) }, () => 20 + Math.floor(random() * 400));
      const margins = masonryMargins(heights, columns, gap);
      const measured = measuredOneByOne(heights, columns, gap);
      expect(margins).toEqual(measured.margins);
      heights.forEach((_, index) => {
        if (index < columns) return;
        const above = index - columns;
        expect(measured.tops[index]).toBe(measured.tops[above]! + heights[above]! + gap);
      });
    }
  });
});

describe('paging', () => {
  const site = (url: string | null) => (url && url.startsWith('https://site.example/') ? url : null);

  it.each([
    ['1', '3', 'https://site.example/blog/page/2/', { page: 1, maxPage: 3, next: 'https://site.example/blog/page/2/' }],
    // At the end the next address is not needed (the server still prints one).
    ['3', '3', 'https://other.example/page/4/', { page: 3, maxPage: 3, next: null }],
    [' 2 ', '2', null, { page: 2, maxPage: 2, next: null }],
  ])('data-page %j, data-max-page %j, data-next-page %j', (page, max, next, paging) => {
    expect(readPaging(page, max, next, site)).toEqual({ ok: true, value: paging });
  });

  it.each([
    ['uno', '3', 'https://site.example/blog/page/2/', 'data-page and data-max-page'],
    ['0', '3', 'https://site.example/blog/page/2/', 'data-page and data-max-page'],
    ['1', '', 'https://site.example/blog/page/2/', 'data-page and data-max-page'],
    [null, '3', 'https://site.example/blog/page/2/', 'data-page and data-max-page'],
    ['1', '3', 'https://other.example/blog/page/2/', 'data-next-page is not a page of this site'],
    ['1', '3', null, 'data-next-page is not a page of this site'],
  ])('refuses data-page %j, data-max-page %j, data-next-page %j', (page, max, next, reason) => {
    const read = readPaging(page, max, next, site);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toContain(reason);
  });

  it.each([
    [{ page: 1, maxPage: 3, next: 'a' }, false],
    [{ page: 3, maxPage: 3, next: null }, true],
    [{ page: 4, maxPage: 3, next: null }, true],
  ])('%j is the last page: %s', (paging, last) => {
    expect(atLastPage(paging)).toBe(last);
  });

  it('moves one page on with the next page’s address, and cannot go on without one while pages are left', () => {
    expect(pagingAfter({ page: 1, maxPage: 3, next: '/2/' }, '/3/')).toEqual({ ok: true, value: { page: 2, maxPage: 3, next: '/3/' } });
    expect(pagingAfter({ page: 2, maxPage: 3, next: '/3/' }, null)).toEqual({ ok: true, value: { page: 3, maxPage: 3, next: null } });
    expect(pagingAfter({ page: 1, maxPage: 3, next: '/2/' }, null).ok).toBe(false);
  });

  it.each([
    [['elementor-post', 'post-12', 'post', 'type-post'], 'post-12'],
    [['elementor', 'e-loop-item', 'e-loop-item-31', 'post-31'], 'e-loop-item-31'],
    [['elementor', 'post-9', 'e-loop-item-9'], 'e-loop-item-9'],
    [['e-loop-item', 'product'], null],
    [['post-type-archive'], null],
  ])('the key of %j is %j', (classes, key) => {
    expect(itemKey(classes)).toBe(key);
  });

  it('leaves out the items already listed and those repeated; items without a key always come in', () => {
    expect(freshItems(['post-12', 'post-13'], ['post-13', 'post-14', null, 'post-14', 'post-15', null])).toEqual([false, true, true, false, true, true]);
  });
});

describe('page links loaded in place', () => {
  const ID = 'b2c3d4e';
  it.each([
    // The link's parameters over the page's, the page's others kept.
    ['https://site.example/novedades/?orden=precio', 'https://site.example/novedades/?e-page-b2c3d4e=2', 'https://site.example/novedades/?orden=precio&e-page-b2c3d4e=2'],
    // Back to page 1: the link has no e-page, so it goes.
    ['https://site.example/novedades/?e-page-b2c3d4e=3&orden=precio', 'https://site.example/novedades/', 'https://site.example/novedades/?orden=precio'],
    // Another grid's page stays.
    ['https://site.example/novedades/?e-page-aaaaaaa=2', 'https://site.example/novedades/?e-page-b2c3d4e=2', 'https://site.example/novedades/?e-page-aaaaaaa=2&e-page-b2c3d4e=2'],
    // Path-style links: the link's path (the page builder kept the page's, and lost the page).
    ['https://site.example/blog/?orden=fecha', 'https://site.example/blog/page/2/', 'https://site.example/blog/page/2/?orden=fecha'],
    ['https://site.example/blog/page/2/', 'https://site.example/blog/', 'https://site.example/blog/'],
    // Plain permalinks: WordPress's paged goes with page 1.
    ['https://site.example/?cat=3&paged=2', 'https://site.example/?cat=3', 'https://site.example/?cat=3'],
    ['https://site.example/?cat=3', 'https://site.example/?cat=3&paged=2', 'https://site.example/?cat=3&paged=2'],
    // A relative link, and the page's hash kept.
    ['https://site.example/novedades/#rejilla', '?e-page-b2c3d4e=2', 'https://site.example/novedades/?e-page-b2c3d4e=2#rejilla'],
  ])('on %s, the link %s leaves %s', (current, link, after) => {
    expect(urlForPageLink(current, link, ID)).toBe(after);
  });

  it('tells pages apart by path and page variables only (a filter or a sort order is not another page)', () => {
    const page = (url: string) => pageIdentity(url, ID);
    expect(page('https://site.example/novedades/?e-page-b2c3d4e=2&orden=precio')).toBe(page('https://site.example/novedades/?orden=fecha&e-page-b2c3d4e=2'));
    expect(page('https://site.example/novedades/?e-filter-b2c3d4e-category=hogar')).toBe(page('https://site.example/novedades/'));
    expect(page('https://site.example/novedades/?e-page-b2c3d4e=2')).not.toBe(page('https://site.example/novedades/'));
    expect(page('https://site.example/blog/page/2/')).not.toBe(page('https://site.example/blog/'));
    expect(page('https://site.example/?paged=2')).not.toBe(page('https://site.example/'));
  });

  it.each([
    ['Página2', '2'],
    ['Page 12', '12'],
    ['  3 ', '3'],
    ['Siguiente', null],
    [null, null],
  ])('the current page of %j is %j', (label, number) => {
    expect(pageNumberOf(label)).toBe(number);
  });
});
