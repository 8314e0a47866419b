import { closestTarget } from '../../core/delegate';
import { isSpaceKey } from '../../core/keys';
import { onPageEvent } from '../../core/page-events';
import type { WidgetContext } from '../../core/types';
import { PRODUCT_TABS } from '../../selectors';
import { keyIntent, moveIndex } from '../../core/roving';
import { tabFromHash, tabFromUrl, type UrlTab } from './logic';
import { parseTabs, TABLIST } from './parse';
import { trackMarkup } from './restore';

/**
 * Product tabs (single-product.js, reference §3.2) as a WAI-ARIA tablist with automatic
 * activation: WooCommerce's classes and ids stay, the other panels hide at once (inline
 * display:none, so the theme's CSS for the open one still applies), and the URL picks the tab.
 */
export function start(wrapper: HTMLElement, ctx: WidgetContext): void {
  // A theme that prints .woocommerce-tabs inside .wc-tabs-wrapper: the outer one runs the tabs.
  const outer = wrapper.parentElement?.closest(PRODUCT_TABS);
  if (outer && outer.querySelector(TABLIST) === wrapper.querySelector(TABLIST)) return;

  const parsed = parseTabs(wrapper);
  if (!parsed.ok) {
    ctx.report(parsed.reason);
    return;
  }
  const { tablist, tabs, panels } = parsed.value;
  const { scope } = ctx;
  const markup = trackMarkup(scope);
  let selected = -1;

  // Older templates put role=tab on the li; the link is what takes focus, so it is the tab.
  if (tablist.getAttribute('role') !== 'tablist') markup.attr(tablist, 'role', 'tablist');
  for (const { item, link, panel } of tabs) {
    if (item.getAttribute('role') !== 'presentation') markup.attr(item, 'role', 'presentation');
    if (link.getAttribute('role') !== 'tab') markup.attr(link, 'role', 'tab');
    if (!link.hasAttribute('aria-controls')) markup.attr(link, 'aria-controls', panel.id);
    if (panel.getAttribute('role') !== 'tabpanel') markup.attr(panel, 'role', 'tabpanel');
    // APG: a panel that starts with text is reachable with Tab right after the tablist.
    if (!panel.hasAttribute('tabindex')) markup.attr(panel, 'tabindex', '0');
  }

  const select = (index: number, atStart = false) => {
    selected = index;
    tabs.forEach(({ item, link }, i) => {
      markup.toggleClass(item, 'active', i === index);
      markup.attr(link, 'aria-selected', String(i === index));
      markup.attr(link, 'tabindex', i === index ? '0' : '-1');
    });
    const open = tabs[index]!.panel;
    for (const panel of panels) markup.display(panel, panel === open, atStart);
  };

  const indexOf = (key: UrlTab) => (key === 'first' ? 0 : tabs.findIndex(({ item }) => item.classList.contains(`${key}_tab`)));
  const indexOfLink = (event: { target: EventTarget | null }) => {
    const link = closestTarget(event, 'a');
    return tabs.findIndex((tab) => tab.link === link);
  };

  // WooCommerce opens nothing when the URL asks for a tab the product lacks; the first tab is better.
  select(Math.max(0, indexOf(tabFromUrl(location.hash, location.href))), true);
  // The browser may have scrolled to `#comment-130` before the panels above it were hidden.
  const target = tabFromHash(location.hash) ? idTarget(location.hash) : null;
  if (target && wrapper.contains(target)) target.scrollIntoView();

  // Themes' "write a review" buttons and WooCommerce's own review link call
  // `$('.reviews_tab a').trigger('click')`, which no native listener hears.
  onPageEvent(scope, tablist, 'click', (event) => {
    const index = indexOfLink(event);
    if (index === -1 || event.defaultPrevented) return;
    // As WooCommerce: the URL hash is left alone (woocommerce/storefront#885 asks otherwise).
    event.preventDefault();
    select(index);
  });

  scope.on(tablist, 'keydown', (event) => {
    const index = indexOfLink(event);
    if (index === -1 || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isSpaceKey(event)) {
      // A link activates on Enter only; a tab promises Space too.
      event.preventDefault();
      select(index);
      return;
    }
    const intent = keyIntent(event.key, { rtl: getComputedStyle(tablist).direction === 'rtl' });
    if (!intent) return;
    event.preventDefault();
    const next = moveIndex(intent, index, tabs.length);
    tabs[next]!.link.focus();
    select(next);
  });

  scope.on(window, 'hashchange', () => {
    const key = tabFromHash(location.hash);
    const index = key ? indexOf(key) : -1;
    if (index === -1 || index === selected) return;
    select(index);
    // The browser scrolled (or failed to) while the target was still in a hidden panel.
    idTarget(location.hash)?.scrollIntoView();
  });

  // The rating summary links to #reviews, not #tab-reviews (woocommerce/woocommerce#29736): open
  // the tab and let the browser follow the link to the anchor.
  onPageEvent(scope, document, 'click', (event) => {
    if (!closestTarget(event, 'a.woocommerce-review-link')) return;
    const index = indexOf('reviews');
    if (index !== -1 && index !== selected) select(index);
  });
}

function idTarget(hash: string): HTMLElement | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}
