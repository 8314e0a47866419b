import { describe, expect, it } from 'vitest';
import { skinPrefix } from './logic';

describe('posts skins', () => {
  it.each([
    ['posts.classic', 'classic_'],
    // The full-content skin runs the classic handler, so it reads the classic keys.
    ['posts.full_content', 'classic_'],
    ['posts.cards', 'cards_'],
    ['archive-posts.archive_classic', 'archive_classic_'],
    ['archive-posts.archive_full_content', 'archive_classic_'],
    ['archive-posts.archive_cards', 'archive_cards_'],
    // Skins other plugins add, and names that are not these widgets'.
    ['posts.my_theme_grid', null],
    ['posts.archive_classic', null],
    ['archive-posts.classic', null],
    ['portfolio.default', null],
    ['posts', null],
    ['', null],
  ])('%j reads its settings under %j', (type, prefix) => {
    expect(skinPrefix(type)).toBe(prefix);
  });
});
