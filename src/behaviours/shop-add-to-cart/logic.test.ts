import { describe, expect, it } from 'vitest';
import { buttonQuantity } from './logic';

describe('the button’s quantity for the field’s', () => {
  it.each([
    ['3', '1', '3'],
    ['03', '1', '3'],
    [' 2 ', '1', '2'],
    ['1.5', '0.5', '1.5'],
    ['', '2', '2'],
    ['0', '2', '2'],
    ['-4', '1', '1'],
    ['abc', null, '1'],
    ['', '', '1'],
  ])('%j (min %j) → %s', (value, min, expected) => {
    expect(buttonQuantity(value, min)).toBe(expected);
  });
});
