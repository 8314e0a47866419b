// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });

/** The theme's dropdown CSS: submenus out of the flow (a burger menu lays them out in it). */
const DROPDOWN_CSS = '<style>.sub-menu { position: absolute; }</style>';

const q = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="Submenú de ${name}"]`)!;
const item = (name: string) => button(name).closest('li')!;
const openItems = () => [...document.querySelectorAll('.main-navigation li.focus')].map((li) => li.querySelector('a')!.textContent);

/** The shopper reaches for the menu: the interaction strategy starts the widget. */
async function reach(target: HTMLElement = q('#site-navigation')): Promise<void> {
  fireEvent.focusIn(target);
  await settle();
}

async function storefrontNav(): Promise<void> {
  render(DROPDOWN_CSS, markup.headerNav, '<main><a href="/otra/">Fuera</a></main>');
  await boot(['header-nav']);
  await reach();
}

const mouse = (type: 'pointerover' | 'pointerout', target: Element, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget }));

describe('header nav (Storefront markup)', () => {
  it('loads nothing before the shopper reaches for the menu', async () => {
    render(DROPDOWN_CSS, markup.headerNav);
    await boot(['header-nav']);
    expect(document.querySelectorAll('.sf-submenu-toggle')).toHaveLength(0);
    await reach();
    expect(document.querySelectorAll('.sf-submenu-toggle')).toHaveLength(2);
  });

  it('toggles the menu: `toggled` on the nav and aria-expanded on the button, active and inactive', async () => {
    await storefrontNav();
    const toggle = q('.menu-toggle');

    fireEvent.click(toggle);
    expect(q('#site-navigation').classList.contains('toggled')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(toggle);
    expect(q('#site-navigation').classList.contains('toggled')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives each parent item a disclosure button beside its link, which stays a link', async () => {
    await storefrontNav();
    const categories = button('Categorías');
    expect(categories.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(categories.getAttribute('aria-controls')!)).toBe(item('Categorías').querySelector('.sub-menu'));
    expect(categories.previousElementSibling?.getAttribute('href')).toBe('/categoria-producto/ropa/');
  });

  it('opens a submenu on its button and closes the open sibling', async () => {
    await storefrontNav();
    fireEvent.click(button('Categorías'));
    expect(openItems()).toEqual(['Categorías']);
    expect(button('Categorías').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button('Mi cuenta'));
    expect(openItems()).toEqual(['Mi cuenta']);
    expect(button('Categorías').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button('Mi cuenta'));
    expect(openItems()).toEqual([]);
  });

  it('closes the open submenus when the menu is toggled', async () => {
    await storefrontNav();
    fireEvent.click(button('Categorías'));
    fireEvent.click(q('.menu-toggle'));
    expect(openItems()).toEqual([]);
  });

  it('closes on Escape and returns focus to the submenu button, then to the toggle', async () => {
    await storefrontNav();
    fireEvent.click(q('.menu-toggle'));
    fireEvent.click(button('Categorías'));
    const link = item('Categorías').querySelector<HTMLElement>('.sub-menu a')!;
    link.focus();

    fireEvent.keyDown(link, { key: 'Escape' });
    expect(openItems()).toEqual([]);
    expect(document.activeElement).toBe(button('Categorías'));

    fireEvent.keyDown(button('Categorías'), { key: 'Escape' });
    expect(q('#site-navigation').classList.contains('toggled')).toBe(false);
    expect(document.activeElement).toBe(q('.menu-toggle'));
  });

  it('moves with the arrow keys within an open submenu, and into it from its button', async () => {
    await storefrontNav();
    fireEvent.click(button('Categorías'));
    const links = [...item('Categorías').querySelectorAll<HTMLElement>('.sub-menu a')];

    fireEvent.keyDown(button('Categorías'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[1]);
  });

  it('closes on a click outside the menu', async () => {
    await storefrontNav();
    fireEvent.click(button('Categorías'));
    fireEvent.click(q('main a'));
    expect(openItems()).toEqual([]);
  });

  it('opens under the mouse after 250 ms and closes 500 ms after it leaves the menu', async () => {
    await storefrontNav();
    const link = item('Categorías').querySelector('a')!;
    mouse('pointerover', link);
    await flush(249);
    expect(openItems()).toEqual([]);
    await flush(1);
    expect(openItems()).toEqual(['Categorías']);

    mouse('pointerout', link, q('main'));
    await flush(499);
    expect(openItems()).toEqual(['Categorías']);
    await flush(1);
    expect(openItems()).toEqual([]);
  });

  it('keeps the submenu open when the mouse comes back within 500 ms, and opens nothing for a pass under 250 ms', async () => {
    await storefrontNav();
    const categories = item('Categorías').querySelector('a')!;
    const account = item('Mi cuenta').querySelector('a')!;
    mouse('pointerover', account);
    await flush(100);
    mouse('pointerover', categories);
    await flush(250);
    expect(openItems()).toEqual(['Categorías']);

    mouse('pointerout', categories, q('main'));
    await flush(300);
    mouse('pointerover', categories);
    await flush(1000);
    expect(openItems()).toEqual(['Categorías']);
  });

  it('does not open on hover where the theme lays submenus in the flow (a burger menu)', async () => {
    render(markup.headerNav);
    await boot(['header-nav']);
    await reach();
    mouse('pointerover', item('Categorías').querySelector('a')!);
    await flush(1000);
    expect(openItems()).toEqual([]);
  });

  it('gives the markup back as served and removes its listeners on dispose', async () => {
    render(DROPDOWN_CSS, markup.headerNav);
    const served = q('#site-navigation').outerHTML;
    const tracker = trackListeners();
    const scanner = await boot(['header-nav']);
    const baseline = tracker.live().length;
    await reach();
    fireEvent.click(q('.menu-toggle'));
    fireEvent.click(button('Categorías'));
    mouse('pointerover', item('Mi cuenta').querySelector('a')!);

    scanner.stop();
    await flush(1000);
    expect(q('#site-navigation').outerHTML).toBe(served);
    expect(tracker.live().length).toBeLessThanOrEqual(baseline);
    tracker.stop();
  });

  it('leaves a nav whose toggle controls nothing as served, with one warning and storefront:error', async () => {
    render(DROPDOWN_CSS, markup.headerNavMalformed);
    const served = q('#site-navigation').outerHTML;
    await boot(['header-nav']);
    await reach();
    fireEvent.click(q('.menu-toggle'));

    expect(warningsFor(page, 'header-nav')).toEqual([expect.stringMatching(/aria-controls names #no-such-nav/)]);
    expect(page.errors.map((error) => error.widget)).toEqual(['header-nav']);
    expect(q('#site-navigation').outerHTML).toBe(served);
  });
});

describe('header nav (Elementor Pro nav menu, SmartMenus)', () => {
  async function elementorNav(html = markup.navMenuElementor): Promise<void> {
    render('<style>.elementor-nav-menu--main .sub-menu { position: absolute; }</style>', html, '<main>Contenido</main>');
    await boot(['header-nav']);
    await reach(q('.elementor-widget-nav-menu'));
  }
  const mainMenu = () => q('#menu-1-5a84b2f');
  const dropdown = () => q('nav.elementor-nav-menu--dropdown');

  it('toggles the dropdown: elementor-active, aria-expanded, and the dropdown back in the tab order', async () => {
    await elementorNav();
    const toggle = q('.elementor-menu-toggle');
    expect(toggle.getAttribute('aria-controls')).toBe(dropdown().id);
    expect(dropdown().querySelector('.sf-submenu-toggle')!.getAttribute('tabindex')).toBe('-1');

    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(toggle.classList.contains('elementor-active')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dropdown().getAttribute('aria-hidden')).toBe('false');
    expect([...dropdown().querySelectorAll('a, button')].map((el) => el.getAttribute('tabindex'))).toEqual(['0', '0', '0', '0', '0', '0']);

    fireEvent.click(toggle);
    expect(toggle.classList.contains('elementor-active')).toBe(false);
    expect(dropdown().getAttribute('aria-hidden')).toBe('true');
    expect(dropdown().querySelector('a')!.getAttribute('tabindex')).toBe('-1');
  });

  it('shows a dropdown submenu inline with SmartMenus\' 10em-20em widths and highlights its parent', async () => {
    await elementorNav();
    expect(mainMenu().hasAttribute('data-smartmenus-id')).toBe(true);
    const parent = mainMenu().querySelector<HTMLElement>('.menu-item-has-children > a')!;
    expect(parent.classList.contains('has-submenu')).toBe(true);
    fireEvent.click(mainMenu().querySelector('.sf-submenu-toggle')!);

    const sub = mainMenu().querySelector<HTMLElement>('.sub-menu')!;
    expect(sub.style.display).toBe('block');
    expect(sub.style.minWidth).toBe('10em');
    expect(sub.style.maxWidth).toBe('20em');
    expect(parent.classList.contains('highlighted')).toBe(true);

    fireEvent.click(mainMenu().querySelector('.sf-submenu-toggle')!);
    expect(sub.getAttribute('style')).toBeNull();
    expect(parent.classList.contains('highlighted')).toBe(false);
  });

  it('shows a burger submenu without widths', async () => {
    await elementorNav();
    fireEvent.click(q('.elementor-menu-toggle'));
    fireEvent.click(dropdown().querySelector('.sf-submenu-toggle')!);
    const sub = dropdown().querySelector<HTMLElement>('.sub-menu')!;
    expect(sub.style.display).toBe('block');
    expect(sub.style.minWidth).toBe('');
  });

  it('takes its hover delays from data-sm-options', async () => {
    await elementorNav(markup.navMenuElementor.replace('<ul id="menu-1-5a84b2f" class="elementor-nav-menu">', `<ul id="menu-1-5a84b2f" class="elementor-nav-menu" data-sm-options='{"showTimeout":0,"hideTimeout":100}'>`));
    const parent = mainMenu().querySelector('.menu-item-has-children > a')!;
    mouse('pointerover', parent);
    await flush(0);
    expect(parent.classList.contains('highlighted')).toBe(true);
    mouse('pointerout', parent, q('main'));
    await flush(100);
    expect(parent.classList.contains('highlighted')).toBe(false);
  });

  it('leaves the menu as served when data-sm-options is not JSON: one warning and storefront:error, no alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(markup.navMenuElementorMalformed);
    const served = q('.elementor-widget-nav-menu').outerHTML;
    await boot(['header-nav']);
    await reach(q('.elementor-widget-nav-menu'));
    fireEvent.click(q('.elementor-menu-toggle'));
    await reach(q('.elementor-menu-toggle'));

    expect(warningsFor(page, 'header-nav')).toEqual([expect.stringMatching(/#menu-1-5a84b2f: data-sm-options is not valid JSON/)]);
    expect(page.errors).toHaveLength(1);
    expect(q('.elementor-widget-nav-menu').outerHTML).toBe(served);
    expect(alert).not.toHaveBeenCalled();
  });

  it('reports $(menu).smartmenus("popupShow") on a menu without isPopup instead of alerting', async () => {
    const $ = installJQuery();
    await elementorNav();
    ($(mainMenu()) as unknown as { smartmenus(method: string, ...args: unknown[]): void }).smartmenus('popupShow', 10, 20);

    expect(warningsFor(page, 'header-nav')).toEqual([expect.stringMatching(/popupShow was called on a menu without the isPopup option/)]);
    expect(page.errors).toHaveLength(1);
    expect(mainMenu().getAttribute('style')).toBeNull();
  });
});
