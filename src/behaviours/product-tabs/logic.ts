/** The tab the URL asks for: a WooCommerce tab key, or the first tab of the list. */
export type UrlTab = 'reviews' | 'additional_information' | 'first';

/**
 * Hashes of the review form's own anchors. WooCommerce only knows `#reviews`, `#tab-reviews` and
 * `#comment-…`, so a link to the form lands on a hidden panel (godaddy-wordpress/wc-plugin-framework#49).
 */
const REVIEW_FORM_HASHES = new Set(['#review_form', '#respond', '#comments']);

/**
 * The tab a hash alone points at, or null when it names no specific tab (single-product.js,
 * reference §3.2). `#tab-description` and custom tabs name none: they fall back to the first tab.
 */
export function tabFromHash(hash: string): Exclude<UrlTab, 'first'> | null {
  if (hash.toLowerCase().includes('comment-') || hash === '#reviews' || hash === '#tab-reviews') return 'reviews';
  if (REVIEW_FORM_HASHES.has(hash)) return 'reviews';
  if (hash === '#tab-additional_information') return 'additional_information';
  return null;
}

/**
 * The tab to open at load. The hash wins; then a paginated comments URL (`/comment-page-2/`,
 * `?cpage=2`) opens the reviews; otherwise the first tab.
 */
export function tabFromUrl(hash: string, url: string): UrlTab {
  const fromHash = tabFromHash(hash);
  if (fromHash === 'reviews') return fromHash;
  if (url.includes('comment-page-') || url.includes('cpage=')) return 'reviews';
  return fromHash ?? 'first';
}

export type FocusIntent = 'prev' | 'next' | 'first' | 'last';

/**
 * A horizontal tablist's keys (Radix's getFocusIntent): in a right-to-left page the arrows swap,
 * so ArrowLeft still moves towards the next tab as seen.
 */
export function tabKeyIntent(key: string, dir: 'ltr' | 'rtl' = 'ltr'): FocusIntent | undefined {
  const arrow = dir === 'rtl' && (key === 'ArrowLeft' || key === 'ArrowRight') ? (key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft') : key;
  switch (arrow) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'prev';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}

/** The index an intent moves to among `count` items; the arrows wrap around. */
export function moveIndex(intent: FocusIntent, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (intent) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return (current + 1) % count;
    case 'prev':
      return (current - 1 + count) % count;
  }
}
