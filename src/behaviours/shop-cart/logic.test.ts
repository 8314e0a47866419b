import { describe, expect, it } from 'vitest';
import { quantityReady } from './logic';

describe('a cart quantity the automatic update may send', () => {
  it.each([
    ['2', '0', '', true],
    ['0', '0', '', true],
    ['0', '', '', true],
    ['5', '0', '5', true],
    ['', '0', '', false],
    ['  ', '0', '', false],
    ['-1', '', '', false],
    ['abc', '0', '', false],
    ['6', '0', '5', false],
    ['1', '2', '', false],
    ['1.5', '0', '', true],
  ])('%j (min %j, max %j) → %s', (value, min, max, expected) => {
    expect(quantityReady({ value, min, max })).toBe(expected);
  });
});
