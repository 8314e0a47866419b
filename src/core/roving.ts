/**
 * Keyboard movement in a row of items (tabs, rating stars, thumbnails), as pure helpers in the
 * manner of Radix's getFocusIntent. In a right-to-left row the horizontal arrows swap, so the key
 * still points the way the items run on screen; `vertical` adds Up/Down for radio groups.
 */
export type KeyIntent = 'prev' | 'next' | 'first' | 'last';

export function keyIntent(key: string, { rtl = false, vertical = false } = {}): KeyIntent | undefined {
  switch (key) {
    case 'ArrowRight':
      return rtl ? 'prev' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'prev';
    case 'ArrowDown':
      return vertical ? 'next' : undefined;
    case 'ArrowUp':
      return vertical ? 'prev' : undefined;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}

/** The index an intent lands on among `count` items; past either end it wraps, or stops there. */
export function moveIndex(intent: KeyIntent, current: number, count: number, wrap = true): number {
  if (count <= 0) return -1;
  if (intent === 'first') return 0;
  if (intent === 'last') return count - 1;
  const next = current + (intent === 'next' ? 1 : -1);
  if (wrap) return (next + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}
