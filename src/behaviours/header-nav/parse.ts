import type { Parsed } from '../../core/config';
import { ELEMENTOR_MENU_TOGGLE, STOREFRONT_MENU_TOGGLE } from '../../selectors';
import { DEFAULT_MENU_OPTIONS, parseMenuOptions, type MenuOptions } from './logic';

/** Elementor Pro's nav menu widget (its PHP render()): the SmartMenus roots and the burger toggle. */
const SMARTMENUS_ROOT = 'ul.elementor-nav-menu';
const ELEMENTOR_DROPDOWN = '.elementor-nav-menu--dropdown';

export interface NavToggle {
  button: HTMLElement;
  /** What it opens (Storefront: the nav itself; Elementor: the dropdown nav). */
  panel: HTMLElement;
  /** Where the theme's CSS reads the open state: Storefront `toggled` on the nav, Elementor `elementor-active` on the toggle. */
  holder: HTMLElement;
  openClass: string;
  /** Elementor's dropdown is printed aria-hidden with its links out of the tab order while closed. */
  hidesPanel: boolean;
}

export interface Menu {
  root: HTMLUListElement;
  /** SmartMenus menus (Elementor): inline show, min/max widths, `highlighted`, `data-sm-options`. */
  smartMenus: boolean;
  options: MenuOptions;
}

export interface NavMarkup {
  kind: 'storefront' | 'elementor';
  /** The WordPress handle of the script that runs this markup when it is still enqueued. */
  script: 'storefront-navigation' | 'smartmenus';
  toggle: NavToggle | null;
  menus: Menu[];
}

export function parseNav(element: HTMLElement): Parsed<NavMarkup> {
  if (element.matches('.elementor-widget-nav-menu')) return parseElementor(element);
  return parseStorefront(element);
}

function parseStorefront(nav: HTMLElement): Parsed<NavMarkup> {
  const menus = [...nav.querySelectorAll<HTMLUListElement>('ul')].filter((ul) => !ul.parentElement?.closest('ul'));
  if (menus.length === 0) return { ok: false, reason: 'the navigation has no menu (ul) inside it' };
  let toggle: NavToggle | null = null;
  const button = nav.querySelector<HTMLElement>(STOREFRONT_MENU_TOGGLE);
  if (button) {
    const id = button.getAttribute('aria-controls')!;
    const panel = nav.ownerDocument.getElementById(id);
    if (!panel || !(panel === nav || panel.contains(menus[0]!))) {
      return { ok: false, reason: `the menu toggle's aria-controls names #${id}, which does not hold the menu` };
    }
    toggle = { button, panel, holder: nav, openClass: 'toggled', hidesPanel: false };
  }
  return { ok: true, value: { kind: 'storefront', script: 'storefront-navigation', toggle, menus: menus.map((root) => ({ root, smartMenus: false, options: { ...DEFAULT_MENU_OPTIONS } })) } };
}

function parseElementor(widget: HTMLElement): Parsed<NavMarkup> {
  const roots = [...widget.querySelectorAll<HTMLUListElement>(SMARTMENUS_ROOT)];
  if (roots.length === 0) return { ok: false, reason: 'the nav menu widget has no menu (ul.elementor-nav-menu)' };
  const menus: Menu[] = [];
  for (const root of roots) {
    const options = parseMenuOptions(root.getAttribute('data-sm-options'));
    if (!options.ok) return { ok: false, reason: `#${root.id || 'menu'}: ${options.reason}` };
    menus.push({ root, smartMenus: true, options: options.value });
  }
  let toggle: NavToggle | null = null;
  const button = widget.querySelector<HTMLElement>(ELEMENTOR_MENU_TOGGLE);
  const panel = widget.querySelector<HTMLElement>(`nav${ELEMENTOR_DROPDOWN}`);
  if (button && panel) toggle = { button, panel, holder: button, openClass: 'elementor-active', hidesPanel: true };
  return { ok: true, value: { kind: 'elementor', script: 'smartmenus', toggle, menus } };
}
