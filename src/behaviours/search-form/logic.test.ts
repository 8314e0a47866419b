import { describe, expect, it } from 'vitest';
import { skinOf } from './logic';

describe('skinOf', () => {
  it.each([
    ['classic', 'classic'],
    ['minimal', 'minimal'],
    ['full_screen', 'full_screen'],
    [undefined, 'classic'],
    ['', 'classic'],
    ['fullscreen', 'classic'],
    [3, 'classic'],
  ])('%j → %s', (value, skin) => {
    expect(skinOf(value)).toBe(skin);
  });
});
