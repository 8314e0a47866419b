import { describe, expect, it } from 'vitest';
import { changesAnything, ghostCount, invert, isFilterValue, itemTerms, planFilter } from './logic';

describe('portfolio filter', () => {
  it('reads an item’s terms from its elementor-filter-{term_id} classes', () => {
    expect(itemTerms(['elementor-portfolio-item', 'elementor-post', 'elementor-filter-7', 'post-51', 'elementor-filter-12'])).toEqual(['7', '12']);
    expect(itemTerms(['elementor-portfolio-item'])).toEqual([]);
  });

  it.each([
    ['__all', true],
    ['7', true],
    ['', false],
    [null, false],
    ['ceramica', false],
    ['7"]', false],
  ])('data-filter %j names a filter: %s', (value, expected) => {
    expect(isFilterValue(value)).toBe(expected);
  });

  const terms = [['7'], ['9'], ['12'], ['7'], ['9', '7']];

  it.each([
    // From everything shown.
    ['7', [true, true, true, true, true], { active: [true, false, false, true, true], entering: [], leaving: [1, 2], staying: [0, 3, 4] }],
    ['__all', [true, true, true, true, true], { active: [true, true, true, true, true], entering: [], leaving: [], staying: [0, 1, 2, 3, 4] }],
    // From "Cerámica" to "Madera": the one wood item comes back, the pottery goes.
    ['12', [true, false, false, true, true], { active: [false, false, true, false, false], entering: [2], leaving: [0, 3, 4], staying: [] }],
    // Back to all.
    ['__all', [false, false, true, false, false], { active: [true, true, true, true, true], entering: [0, 1, 3, 4], leaving: [], staying: [2] }],
    // A term nobody has.
    ['99', [true, true, true, true, true], { active: [false, false, false, false, false], entering: [], leaving: [0, 1, 2, 3, 4], staying: [] }],
  ])('filter %s from shown %j', (filter, shown, plan) => {
    expect(planFilter(terms, shown, filter)).toEqual(plan);
  });

  it('applies at once what moves nothing', () => {
    expect(changesAnything(planFilter(terms, [true, true, true, true, true], '__all'))).toBe(false);
    expect(changesAnything(planFilter(terms, [true, true, true, true, true], '7'))).toBe(true);
  });

  it.each([
    [5, 3, 1],
    [6, 3, 0],
    [1, 3, 2],
    [0, 3, 0],
    [5, 2, 1],
    [5, 1, 0],
    [5, null, 0],
  ])('%i items in %j columns leave %i ghost cells', (shown, columns, ghosts) => {
    expect(ghostCount(shown, columns)).toBe(ghosts);
  });

  it('inverts a move: the item laid out at its new cell is put back where it was', () => {
    expect(invert({ x: 10, y: 300 }, { x: 410, y: 20 })).toBe('translate3d(-400px, 280px, 0)');
    expect(invert({ x: 5, y: 5 }, { x: 5, y: 5 })).toBe('translate3d(0px, 0px, 0)');
  });
});
