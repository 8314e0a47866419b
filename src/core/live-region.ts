/**
 * WooCommerce's cart live region: `.widget_shopping_cart_live_region`, reused when the theme
 * printed one, otherwise appended to body. Spec §9: screen-reader messages wait 1 s, so the text
 * lands after the focus and DOM churn of the action that caused it.
 */
export const LIVE_REGION_DELAY_MS = 1000;

export function liveRegion(): HTMLElement {
  let region = document.querySelector<HTMLElement>('.widget_shopping_cart_live_region');
  if (!region) {
    region = document.createElement('div');
    region.className = 'widget_shopping_cart_live_region screen-reader-text';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  return region;
}

/** The one announcement waiting for its delay; a new cart action supersedes it. */
let pendingAnnouncement: ReturnType<typeof setTimeout> | undefined;

export function clearLiveRegion(): void {
  clearTimeout(pendingAnnouncement);
  const region = document.querySelector<HTMLElement>('.widget_shopping_cart_live_region');
  if (!region) return;
  region.textContent = '';
  region.removeAttribute('aria-relevant');
}

/** Returns a cancel function (the widget's scope disposes it). */
export function announce(message: string, delayMs = LIVE_REGION_DELAY_MS): () => void {
  clearTimeout(pendingAnnouncement);
  const id = setTimeout(() => {
    const region = liveRegion();
    region.setAttribute('aria-relevant', 'all');
    region.textContent = message;
  }, delayMs);
  pendingAnnouncement = id;
  return () => clearTimeout(id);
}
