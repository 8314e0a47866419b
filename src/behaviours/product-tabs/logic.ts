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
