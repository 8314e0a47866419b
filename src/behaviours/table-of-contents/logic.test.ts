import { describe, expect, it } from 'vitest';
import { activeIndex, anchorId, buildTree, headingAnchors, headingDepths, startsCollapsed, tocSettings, type TocNode } from './logic';

/** A tree as nested arrays of heading indexes: [0, [1, 2]] is item 0 holding items 1 and 2. */
const shape = (nodes: TocNode[]): unknown[] => nodes.flatMap((node) => (node.children.length ? [node.index, shape(node.children)] : [node.index]));

describe('headingDepths and buildTree', () => {
  it.each([
    // ranks (2 = h2)            hierarchical depths      tree
    [[2, 3, 3, 2, 3], [0, 1, 1, 0, 1], [0, [1, 2], 3, [4]]],
    [[2, 4, 3], [0, 1, 1], [0, [1, 2]]],
    [[2, 4, 5, 2], [0, 1, 2, 0], [0, [1, [2]], 3]],
    [[3, 2, 3], [0, 0, 1], [0, 1, [2]]],
    [[4, 3, 2], [0, 0, 0], [0, 1, 2]],
    [[2, 3, 4, 3, 2], [0, 1, 2, 1, 0], [0, [1, [2], 3], 4]],
    [[2, 2, 2], [0, 0, 0], [0, 1, 2]],
    [[], [], []],
  ])('hierarchical %j → depths %j, tree %j', (ranks, depths, tree) => {
    expect(headingDepths(ranks, true)).toEqual(depths);
    expect(shape(buildTree(headingDepths(ranks, true)))).toEqual(tree);
  });

  it.each([[[2, 3, 4, 3, 2]], [[4, 3, 2]], [[6]]])('flat %j: every item at depth 0, one list', (ranks) => {
    expect(headingDepths(ranks, false)).toEqual(ranks.map(() => 0));
    expect(shape(buildTree(headingDepths(ranks, false)))).toEqual(ranks.map((_, index) => index));
  });
});

describe('headingAnchors', () => {
  it('reuses the heading’s id, else a widget id no other listed heading shares, else a span named by position', () => {
    expect(
      headingAnchors([
        { own: 'medidas', wrapper: '' },
        { own: '', wrapper: '' },
        { own: '', wrapper: 'devoluciones' },
        { own: '', wrapper: 'faq' },
        { own: '', wrapper: 'faq' },
        { own: 'envio', wrapper: 'faq' },
      ]),
    ).toEqual([
      { id: 'medidas', inserted: false },
      { id: 'elementor-toc__heading-anchor-1', inserted: true },
      { id: 'devoluciones', inserted: false },
      // Two headings of one widget: the plugin gave both the widget's id; each gets its own span.
      { id: 'elementor-toc__heading-anchor-3', inserted: true },
      { id: 'elementor-toc__heading-anchor-4', inserted: true },
      { id: 'envio', inserted: false },
    ]);
  });

  it('names spans as the plugin does', () => {
    expect(anchorId(0)).toBe('elementor-toc__heading-anchor-0');
    expect(anchorId(12)).toBe('elementor-toc__heading-anchor-12');
  });
});

describe('startsCollapsed', () => {
  const order = ['mobile', 'tablet', 'desktop'];
  const wide = ['mobile', 'mobile_extra', 'tablet', 'laptop', 'desktop', 'widescreen'];
  it.each([
    ['tablet', 'mobile', order, true],
    ['tablet', 'tablet', order, true],
    ['tablet', 'desktop', order, false],
    ['mobile', 'tablet', order, false],
    ['mobile', 'mobile', order, true],
    ['desktop', 'desktop', order, true],
    ['desktop', 'widescreen', wide, true],
    ['laptop', 'widescreen', wide, false],
    ['laptop', 'mobile_extra', wide, true],
    // A device the page has switched off never matches.
    ['tablet_extra', 'mobile', wide, false],
  ])('minimized_on %s on %s → %s', (minimizedOn, device, devices, expected) => {
    expect(startsCollapsed(minimizedOn, device, devices)).toBe(expected);
  });
});

describe('activeIndex', () => {
  it.each([
    [[], -1],
    [['below', 'below'], -1],
    [['above', 'in', 'in', 'below'], 1],
    [['in', 'in'], 0],
    [['above', 'above', 'below'], 1],
    [['above', undefined, 'below'], 0],
    [[undefined, 'in'], 1],
  ] as const)('%j → %i', (places, expected) => {
    expect(activeIndex(places)).toBe(expected);
  });
});

describe('tocSettings', () => {
  it('reads the printed defaults', () => {
    expect(
      tocSettings(
        {
          headings_by_tags: ['h2', 'h3'],
          exclude_headings_by_selector: [],
          marker_view: 'numbers',
          no_headings_message: 'No headings were found on this page.',
          minimize_box: 'yes',
          minimized_on: 'tablet',
          hierarchical_view: 'yes',
        },
        'tablet',
      ),
    ).toEqual({
      ok: true,
      value: {
        tags: ['h2', 'h3'],
        container: '',
        exclude: '',
        markers: 'numbers',
        iconClass: '',
        noHeadingsMessage: 'No headings were found on this page.',
        minimizeBox: true,
        minimizedOn: 'tablet',
        hierarchical: true,
        collapseSubitems: false,
      },
    });
  });

  it.each([
    [{}, { tags: ['h2', 'h3', 'h4', 'h5', 'h6'], minimizedOn: 'tablet', markers: 'numbers', hierarchical: false, noHeadingsMessage: null }],
    [{ exclude_headings_by_selector: ' .no-toc, aside ' }, { exclude: '.no-toc, aside' }],
    [{ exclude_headings_by_selector: ['.a', ' .b'] }, { exclude: '.a, .b' }],
    [{ marker_view: 'bullets', icon: { value: 'fas fa-circle', library: 'fa-solid' } }, { markers: 'bullets', iconClass: 'fas fa-circle' }],
    [{ headings_by_tags: ['H2'] }, { tags: ['h2'] }],
    [{ collapse_subitems: 'yes' }, { collapseSubitems: false }],
    [{ collapse_subitems: 'yes', hierarchical_view: 'yes' }, { collapseSubitems: true }],
    [{ container: ' #articulo ' }, { container: '#articulo' }],
    [{ no_headings_message: '  ' }, { noHeadingsMessage: null }],
  ])('%j → %j', (raw, expected) => {
    expect(tocSettings(raw, null)).toMatchObject({ ok: true, value: expected });
  });

  it('takes minimized_on from the wrapper’s class when the settings lack it', () => {
    expect(tocSettings({}, 'mobile')).toMatchObject({ ok: true, value: { minimizedOn: 'mobile' } });
  });

  it.each([
    [{ headings_by_tags: 'h2' }, 'headings_by_tags'],
    [{ headings_by_tags: ['h2', 'p'] }, 'headings_by_tags'],
    [{ exclude_headings_by_selector: 3 }, 'exclude_headings_by_selector'],
    [{ container: ['#a'] }, 'container'],
  ])('%j is refused naming %s', (raw, field) => {
    const result = tocSettings(raw, null);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(`data-settings.${field}`);
  });
});
