/**
 * The mega menu's markup and settings as Elementor Pro 3.34 prints them (elementor-widgets.md
 * §6.1): `nav.e-n-menu` › the toggle and `.e-n-menu-wrapper` › `ul.e-n-menu-heading` ›
 * `li.e-n-menu-item` › `.e-n-menu-title` (a link or a div, and the dropdown button when the item
 * has content) and `.e-n-menu-content` › the panel, an `.e-con` container. The nav sits in the
 * wrapper or in its `.elementor-widget-container` (the optimized-markup experiment drops it).
 * Only this widget's own items are taken: a mega menu inside a panel is another widget.
 */
import { isRecord } from '../../core/record';
import { textSetting, type Parsed, type Settings } from '../../page-builder/settings';
import type { Layout, PanelPosition } from './logic';

export interface Item {
  readonly title: HTMLElement;
  /** The title's link (`a.e-n-menu-title-container`), left to the browser. */
  readonly link: HTMLAnchorElement | null;
  /** The disclosure button; null for a plain link item. */
  readonly button: HTMLButtonElement | null;
  /** The item's `.e-n-menu-content`, the panels' row. */
  readonly content: HTMLElement | null;
  /** What the button discloses; null when the server printed no content for it. */
  readonly panel: HTMLElement | null;
  /** The title's stops for Tab and the arrow keys, in order (its `.e-focus` link and button). */
  readonly stops: readonly HTMLElement[];
}

export interface Parts {
  readonly nav: HTMLElement;
  readonly toggle: HTMLButtonElement | null;
  /** `.e-n-menu-wrapper`, what the toggle shows in the dropdown layout and what is stretched. */
  readonly wrapper: HTMLElement;
  readonly heading: HTMLElement;
  readonly items: readonly Item[];
}

export interface MegaMenuSettings {
  readonly openOn: string;
  readonly itemLayout: Layout;
  readonly fitToContent: boolean;
  readonly position: PanelPosition;
  /** An animate.css name, or '' for none. */
  readonly animation: string;
  /** The raw settings, for the responsive ones read per device. */
  readonly raw: Settings;
}

const ANIMATION = /^[A-Za-z][\w-]*$/;

export function parseSettings(raw: Settings): MegaMenuSettings {
  const animation = textSetting(raw.open_animation);
  const position = textSetting(raw.content_horizontal_position);
  return {
    openOn: textSetting(raw.open_on, 'hover'),
    itemLayout: raw.item_layout === 'dropdown' ? 'dropdown' : 'horizontal',
    fitToContent: raw.content_width === 'fit_to_content',
    position: position === 'left' || position === 'right' ? position : 'center',
    animation: animation !== 'none' && ANIMATION.test(animation) ? animation : '',
    raw,
  };
}

export function parseParts(element: HTMLElement): Parsed<Parts> {
  const nav = child(element, 'e-n-menu') ?? child(child(element, 'elementor-widget-container'), 'e-n-menu');
  if (!nav) return { ok: false, reason: 'its nav.e-n-menu is missing: the menu is left as served' };
  const toggle = child(nav, 'e-n-menu-toggle');
  const wrapper = child(nav, 'e-n-menu-wrapper');
  const heading = child(wrapper, 'e-n-menu-heading');
  if (!wrapper || !heading) return { ok: false, reason: 'its .e-n-menu-wrapper > ul.e-n-menu-heading is missing: the menu is left as served' };
  const items: Item[] = [];
  for (const li of heading.children) {
    if (!li.classList.contains('e-n-menu-item')) continue;
    const title = child(li, 'e-n-menu-title');
    if (!title) continue;
    const link = child(title, 'e-n-menu-title-container');
    const button = child(title, 'e-n-menu-dropdown-icon');
    const content = child(li, 'e-n-menu-content');
    const controlled = button?.getAttribute('aria-controls');
    const panel = content ? ([...content.children].find((node) => node.classList.contains('e-con') && (!controlled || node.id === controlled)) ?? null) : null;
    const stops = [link, button].filter((node): node is HTMLElement => node instanceof HTMLElement && node.matches('a[href], button'));
    items.push({
      title,
      link: link instanceof HTMLAnchorElement ? link : null,
      button: button instanceof HTMLButtonElement ? button : null,
      content,
      panel: panel instanceof HTMLElement ? panel : null,
      stops,
    });
  }
  return { ok: true, value: { nav, toggle: toggle instanceof HTMLButtonElement ? toggle : null, wrapper, heading, items } };
}

/** The page builder's own flags, read by hand (no schemas on this path): the editor, right to left, the kit's stretch container. */
export function pageConfig(win: Record<string, unknown> = window as unknown as Record<string, unknown>): { edit: boolean; rtl: boolean; stretchContainer: string } {
  const config = isRecord(win.elementorFrontendConfig) ? win.elementorFrontendConfig : {};
  const mode = isRecord(config.environmentMode) ? config.environmentMode : {};
  const kit = isRecord(config.kit) ? config.kit : {};
  return {
    edit: mode.edit === true,
    rtl: config.is_rtl === true || document.documentElement.dir === 'rtl',
    stretchContainer: textSetting(kit.stretched_section_container),
  };
}

function child(parent: Element | null | undefined, className: string): HTMLElement | null {
  if (!parent) return null;
  for (const node of parent.children) if (node.classList.contains(className) && node instanceof HTMLElement) return node;
  return null;
}
