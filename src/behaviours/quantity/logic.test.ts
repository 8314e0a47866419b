import { describe, expect, it } from 'vitest';
import { raisedToMinimum } from './logic';

describe('raisedToMinimum', () => {
  it.each([
    ['0', '1', '1'],
    ['1', '2', '2'],
    ['3', '2', null],
    ['2', '2', null],
    ['1', '', null],
    ['', '1', null],
    ['1', '-1', null],
    ['1', 'abc', null],
    ['0.5', '1', '1'],
  ] as const)('value %s with min %s → %s', (value, min, expected) => {
    expect(raisedToMinimum(value, min)).toBe(expected);
  });
});
