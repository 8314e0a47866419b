import type { Parsed } from '../../core/config';

export interface Tab {
  /** `li.{key}_tab`: carries WooCommerce's `active` class. */
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

export interface TabsMarkup {
  tablist: HTMLElement;
  tabs: Tab[];
  /** Every panel the wrapper hides: the tabs' own plus WooCommerce's `.wc-tab` / top-level `.panel`. */
  panels: HTMLElement[];
}

export const TABLIST = 'ul.tabs, ul.wc-tabs, [role="tablist"]';

/** The panels single-product.js hides: nested `.panel`s (a page builder inside a tab) stay. */
const PANEL_SELECTOR = '.wc-tab, .panel:not(.panel .panel)';

/**
 * Reads `templates/single-product/tabs/tabs.php` markup (reference §3.2). Every tab must point, by
 * href and aria-controls alike, at a panel inside the wrapper; otherwise nothing is touched, so the
 * server's all-panels-visible page stays usable.
 */
export function parseTabs(wrapper: HTMLElement): Parsed<TabsMarkup> {
  const tablist = wrapper.querySelector<HTMLElement>(TABLIST);
  if (!tablist) return { ok: false, reason: 'the tabs wrapper has no tab list (ul.tabs)' };
  const links = [...tablist.querySelectorAll<HTMLAnchorElement>(':scope > li > a')];
  if (links.length === 0) return { ok: false, reason: 'the tab list has no tab links (li > a)' };

  const tabs: Tab[] = [];
  for (const link of links) {
    const label = JSON.stringify(link.textContent?.trim() ?? '');
    const href = link.getAttribute('href') ?? '';
    const target = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
    const controls = link.getAttribute('aria-controls');
    if (!target) return { ok: false, reason: `tab ${label} does not link to a panel (href="${href}")` };
    if (controls !== null && controls !== target) {
      return { ok: false, reason: `tab ${label} links to #${target} but aria-controls names "${controls}"` };
    }
    const panel = link.ownerDocument.getElementById(target);
    if (!panel || !wrapper.contains(panel) || panel.contains(tablist)) {
      return { ok: false, reason: `tab ${label} points at #${target}, which is no panel of this tabs wrapper` };
    }
    tabs.push({ item: link.parentElement as HTMLLIElement, link, panel });
  }

  const panels = new Set(tabs.map((tab) => tab.panel));
  for (const panel of wrapper.querySelectorAll<HTMLElement>(PANEL_SELECTOR)) {
    if (!panel.contains(tablist)) panels.add(panel);
  }
  return { ok: true, value: { tablist, tabs, panels: [...panels] } };
}
