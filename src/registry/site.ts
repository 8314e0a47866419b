import type { WidgetDef } from '../core/types';
import { ELEMENTOR_MENU_TOGGLE, HEADER_NAV, SCROLL_TOP_CONTAINER, STOREFRONT_MENU_TOGGLE, VIDEO_PLACEHOLDER } from '../selectors';

/**
 * The theme's and small site plugins' widgets that are neither WooCommerce's nor the page
 * builder's: the header navigation, WPFront's scroll-to-top button, WP Rocket's video placeholder.
 */
export const widgets: readonly WidgetDef[] = [
  {
    // On intent (the pointer coming over the menu, focus, a press): the served CSS shows the
    // submenus on hover and focus until then, and a shopper who never reaches for the menu never
    // pays for it. A tap on the burger that comes first is held and replayed; links are not held.
    name: 'header-nav',
    selector: HEADER_NAV,
    strategy: 'interaction',
    instance: 'element',
    takes: (target) => !!target.closest(`${STOREFRONT_MENU_TOGGLE}, ${ELEMENTOR_MENU_TOGGLE}`),
    load: () => import('../behaviours/header-nav'),
  },
  {
    // WPFront Scroll Top: v2's container, or v3's global with no markup at all (widgets.md §2.2).
    // At idle its cheap index (in the `start` chunk) only listens to scroll; the validation, React
    // and the view load once the page is first scrolled past the offset (no strategy waits for a
    // scroll, and the page's own scroll position at load must count too: see its index.ts).
    name: 'scroll-to-top',
    selector: 'body',
    strategy: 'idle',
    instance: 'page',
    applies: () => (window as unknown as Record<string, unknown>).wpfront_scroll_top_data !== undefined || document.querySelector(SCROLL_TOP_CONTAINER) !== null,
    replaces: 'wpfront-scroll-top',
    load: () => import('../mounts/scroll-to-top'),
  },
  {
    // When the placeholder comes within 200 px of the viewport: its thumbnail is what the shopper
    // sees there, and a video further down the page (or on a page never scrolled) costs nothing.
    // The widget parses at once and draws the thumbnail as plain markup after `load`; React and the
    // player's view load only on intent on the box (index.ts), so a page with a video pays for
    // React only when the shopper reaches for it. No `replaces`: the plugin's thumbnail script is
    // inline, with no handle; the widget leaves a placeholder the plugin has already filled.
    name: 'video-placeholder',
    selector: VIDEO_PLACEHOLDER,
    strategy: 'visible',
    instance: 'element',
    load: () => import('../mounts/video-placeholder'),
  },
];
