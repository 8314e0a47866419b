import { describe, expect, it } from 'vitest';
import { readFlag, toFlag } from './flag';

describe('PHP flags', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['yes', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['', false],
    ['no', false],
    ['false', false],
    [undefined, undefined],
    [null, undefined],
    ['si', undefined],
    [2, undefined],
  ])('readFlag(%j) = %s', (value, expected) => {
    expect(readFlag(value)).toBe(expected);
  });

  it.each([
    [true, true],
    ['yes', true],
    ['no', false],
    ['', false],
    [undefined, false],
    ['maybe', false],
  ])('toFlag(%j) = %s: off unless plainly on', (value, expected) => {
    expect(toFlag(value)).toBe(expected);
  });
});
