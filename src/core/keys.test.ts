import { describe, expect, it } from 'vitest';
import { isSpaceKey } from './keys';

const key = (name: string) => ({ key: name }) as KeyboardEvent;

describe('Space', () => {
  it('is " " in current browsers and "Spacebar" in older Edge and Firefox; nothing else is', () => {
    expect(isSpaceKey(key(' '))).toBe(true);
    expect(isSpaceKey(key('Spacebar'))).toBe(true);
    for (const other of ['Enter', 'Space', 'a', '']) expect(isSpaceKey(key(other))).toBe(false);
  });
});
