import { describe, expect, it } from 'vitest';
import { keyIntent, moveIndex, type KeyIntent } from './roving';

describe('keyIntent', () => {
  it.each([
    ['ArrowRight', {}, 'next'],
    ['ArrowLeft', {}, 'prev'],
    ['ArrowRight', { rtl: true }, 'prev'],
    ['ArrowLeft', { rtl: true }, 'next'],
    ['Home', {}, 'first'],
    ['End', { rtl: true }, 'last'],
    ['ArrowDown', {}, undefined],
    ['ArrowUp', {}, undefined],
    ['ArrowDown', { vertical: true }, 'next'],
    ['ArrowUp', { vertical: true, rtl: true }, 'prev'],
    ['Enter', { vertical: true }, undefined],
    ['a', {}, undefined],
  ] as const)('%s with %o → %s', (key, options, expected) => {
    expect(keyIntent(key, options)).toBe(expected);
  });
});

describe('moveIndex', () => {
  it.each([
    ['next', 0, 3, true, 1],
    ['next', 2, 3, true, 0],
    ['prev', 0, 3, true, 2],
    ['next', 2, 3, false, 2],
    ['prev', 0, 3, false, 0],
    ['first', 2, 3, true, 0],
    ['last', 0, 3, false, 2],
    ['next', 0, 0, true, -1],
  ] as const)('%s from %i of %i (wrap %s) → %i', (intent, current, count, wrap, expected) => {
    expect(moveIndex(intent as KeyIntent, current, count, wrap)).toBe(expected);
  });
});
