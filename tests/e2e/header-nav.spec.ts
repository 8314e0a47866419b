/**
 * The header's dropdown navigation (spec §2, §4 "Header navigation", §8, §9): Storefront's header
 * on every demo page and Elementor Pro's nav menu widget on /cabecera-elementor/, by mouse (SmartMenus'
 * delays) and keyboard (WAI-ARIA disclosure navigation), at desktop width and behind the burger
 * toggle at a narrow one; axe with the menus open; the malformed data-sm-options reported.
 */
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

const nav = (page: Page) => page.locator('#site-navigation');
const categoriesButton = (page: Page) => nav(page).getByRole('button', { name: 'Submenú de Categorías' });
const categoriesSub = (page: Page) => nav(page).locator('.menu-item-has-children > .sub-menu');

/** Presses Tab until focus lands on an element matching `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Keyboard into the nav: focus on its first link starts the menu (its chunk loads on intent). */
async function tabIntoNav(page: Page): Promise<void> {
  await tabTo(page, '#site-navigation .menu a');
  await expect(categoriesButton(page)).toBeAttached();
}

test.describe('Storefront header at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the mouse opens Categorías as a dropdown, and it closes once the mouse leaves', async ({ page }) => {
    await open(page, '/tienda/');
    await page.getByRole('link', { name: 'Categorías', exact: true }).hover();
    await expect(categoriesSub(page)).toBeVisible();
    await expect(categoriesButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Ropa', exact: true }).first().hover();
    await expect(categoriesSub(page)).toBeVisible();

    await page.locator('h1').hover();
    await expect(categoriesSub(page)).toBeHidden();
    await expect(categoriesButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab to the disclosure button, open, arrow into the submenu, Escape returns focus', async ({ page }) => {
    await open(page, '/tienda/');
    await tabIntoNav(page);
    await tabTo(page, '#site-navigation .sf-submenu-toggle');
    await expect(categoriesSub(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(categoriesSub(page)).toBeVisible();
    await axeCheck(page);

    await page.keyboard.press('ArrowDown');
    await expect(categoriesSub(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(categoriesSub(page).getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(categoriesSub(page)).toBeHidden();
    await expect(categoriesButton(page)).toBeFocused();
  });

  test('focus that reaches the menu while the site’s table is still on its way starts the menu once the table is in', async ({ page }) => {
    // The table comes at `load`; held back until the focus has landed, so the order is the same on
    // any machine (a fresh run's layout test once focused the menu in that window and waited in vain).
    let requested!: () => void;
    const asked = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/chunks/family-site-*.js', async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto('/tienda/');
    await asked;
    await page.locator('#site-navigation .menu a').first().focus();
    await expect(categoriesButton(page)).not.toBeAttached();
    release();
    await expect(categoriesButton(page)).toBeAttached();
    await expect(page.locator('#site-navigation .menu a').first()).toBeFocused();
  });

  test('a click outside closes the submenu', async ({ page }) => {
    await open(page, '/tienda/');
    await tabIntoNav(page);
    await tabTo(page, '#site-navigation .sf-submenu-toggle');
    await page.keyboard.press('Space');
    await expect(categoriesSub(page)).toBeVisible();
    await page.locator('h1').click();
    await expect(categoriesSub(page)).toBeHidden();
  });
});

test.describe('Storefront header behind the toggle at a narrow width', () => {
  test.use({ viewport: NARROW });

  test('tap the toggle, open Categorías in the flow, Escape twice back to the toggle', async ({ page }) => {
    await open(page, '/tienda/');
    const toggle = nav(page).getByRole('button', { name: 'Menú', exact: true });
    await expect(nav(page).getByRole('link', { name: 'Tienda', exact: true })).toBeHidden();

    await toggle.click();
    await expect(nav(page)).toHaveClass(/\btoggled\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Tienda', exact: true })).toBeVisible();
    await expect(categoriesSub(page)).toBeHidden();

    await categoriesButton(page).click();
    await expect(categoriesSub(page)).toBeVisible();
    await axeCheck(page);

    await page.keyboard.press('Escape');
    await expect(categoriesSub(page)).toBeHidden();
    await expect(categoriesButton(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav(page)).not.toHaveClass(/\btoggled\b/);
    await expect(toggle).toBeFocused();
  });

  test('keyboard alone: Enter on the toggle, Tab to Categorías, and toggling closes the open submenu', async ({ page }) => {
    await open(page, '/tienda/');
    await tabTo(page, '#site-navigation .menu-toggle');
    await page.keyboard.press('Enter');
    await expect(nav(page)).toHaveClass(/\btoggled\b/);
    await tabTo(page, '#site-navigation .sf-submenu-toggle');
    await page.keyboard.press('Enter');
    await expect(categoriesSub(page)).toBeVisible();

    await nav(page).getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(nav(page)).not.toHaveClass(/\btoggled\b/);
    await nav(page).getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(categoriesSub(page)).toBeHidden();
  });
});

test.describe('Elementor Pro nav menu (/cabecera-elementor/)', () => {
  const widget = (page: Page) => page.locator('.elementor-widget-nav-menu');
  const mainSub = (page: Page) => widget(page).locator('.elementor-nav-menu--main .sub-menu');

  test.describe('at desktop width', () => {
    test.use({ viewport: DESKTOP });

    test('the mouse opens the SmartMenus dropdown 10em-20em wide; Escape from the keyboard closes it', async ({ page }) => {
      await open(page, '/cabecera-elementor/');
      await widget(page).getByRole('link', { name: 'Categorías', exact: true }).hover();
      await expect(mainSub(page)).toBeVisible();
      await expect(mainSub(page)).toHaveCSS('min-width', '160px');
      await expect(mainSub(page)).toHaveCSS('max-width', '320px');
      await expect(widget(page).locator('.elementor-nav-menu--main a.has-submenu')).toHaveClass(/\bhighlighted\b/);
      await axeCheck(page);

      await widget(page).getByRole('button', { name: 'Submenú de Categorías' }).focus();
      await page.keyboard.press('Escape');
      await expect(mainSub(page)).toBeHidden();
    });
  });

  test.describe('at a narrow width', () => {
    test.use({ viewport: NARROW });

    test('the burger (a div with role=button) opens on Enter, puts the dropdown in the tab order, Escape returns focus', async ({ page }) => {
      await open(page, '/cabecera-elementor/');
      const toggle = widget(page).locator('.elementor-menu-toggle');
      await tabTo(page, '.elementor-menu-toggle');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveClass(/\belementor-active\b/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const dropdown = widget(page).locator('nav.elementor-nav-menu--dropdown');
      await expect(dropdown).toHaveAttribute('aria-hidden', 'false');

      await page.keyboard.press('Tab');
      await expect(dropdown.getByRole('link', { name: 'Tienda', exact: true })).toBeFocused();
      await tabTo(page, '.elementor-nav-menu--dropdown .sf-submenu-toggle');
      await page.keyboard.press('Enter');
      await expect(dropdown.locator('.sub-menu')).toBeVisible();
      await axeCheck(page);

      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(toggle).not.toHaveClass(/\belementor-active\b/);
      await expect(toggle).toBeFocused();
    });
  });

  test.describe('with a data-sm-options that is not JSON', () => {
    test.use({ viewport: DESKTOP });

    test('warns once, fires storefront:error, never alerts, and leaves the menu to its CSS hover', async ({ page, expectStorefrontErrors }) => {
      expectStorefrontErrors(/^(\[storefront\] )?header-nav: #menu-1-5a84b2f: data-sm-options is not valid JSON/);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await open(page, '/cabecera-elementor/?sm-options=malformed');
      await widget(page).getByRole('link', { name: 'Categorías', exact: true }).hover();
      await expect(mainSub(page)).toBeVisible();
      await expect(widget(page).locator('.sf-submenu-toggle')).toHaveCount(0);
      await expect(widget(page).locator('ul.elementor-nav-menu').first()).not.toHaveAttribute('data-smartmenus-id', /./);
      expect(dialogs).toBe(0);
      // The theme's own header keeps working beside it.
      await page.getByRole('link', { name: 'Categorías', exact: true }).first().hover();
      await expect(page.locator('#site-navigation .sf-submenu-toggle').first()).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
