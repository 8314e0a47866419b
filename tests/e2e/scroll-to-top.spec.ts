/**
 * The scroll-to-top button (spec §2, §4; widgets.md §2) on the demo pages: v3's global by default,
 * v2's container with `?scrolltop=v2`. Hidden at first, shown past the offset (300 px in the demo),
 * mouse and keyboard paths, reduced motion, axe with the button shown, nothing of React requested
 * before the page is scrolled, and the malformed global.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, axeCheck, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const SHOP = '/tienda/';
const NAME = 'Volver al principio de la página';

/** The view's chunk (it carries React: no other mount shares it yet). */
function viewRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/scroll-to-top-view-[^/]*\.js$/.test(request.url())) seen.push(request);
  });
  return seen;
}

/** Turns auto-hide off before the page's own global is set, so keyboard paths do not race its timer. */
async function withoutAutohide(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, 'wpfront_scroll_top_data', {
      configurable: true,
      get: () => value,
      set(next: { data: { data: Record<string, unknown> } }) {
        next.data.data.auto_hide = false;
        value = next;
      },
    });
    // v2: the settings are in the container's attribute, changed as the parser inserts it.
    new MutationObserver((_, observer) => {
      const container = document.getElementById('wpfront-scroll-top-container');
      const raw = container?.getAttribute('data-wpfront-scroll-top');
      if (!container || !raw) return;
      observer.disconnect();
      container.setAttribute('data-wpfront-scroll-top', JSON.stringify({ ...JSON.parse(raw), auto_hide: false }));
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Presses Tab from the footer's last link a few times (past the store notice's link): whether focus
 * ever lands on the button. The link is focused without scrolling to it, which would show the button.
 */
async function tabReachesButton(page: Page): Promise<boolean> {
  await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#colophon a')].at(-1)?.focus({ preventScroll: true }));
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'wpfront-scroll-top-container')) return true;
  }
  return false;
}

async function open(page: Page, path = SHOP): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollDown(page: Page): Promise<void> {
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

test.describe('scroll-to-top (v3 global)', () => {
  test('hidden at first, nothing of React requested until the page is scrolled; shown past the offset; a click scrolls to the top and hides it', async ({ page }) => {
    // Auto-hide has its own test; here a busy machine's slow steps must not outlast its 2 s.
    await withoutAutohide(page);
    const views = viewRequests(page);
    await open(page);
    const button = page.getByRole('button', { name: NAME });
    await expect(button).toHaveCount(0);
    // Past the first idle moment, still nothing: the index only listens to scroll.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    expect(views).toHaveLength(0);

    await scrollDown(page);
    await expect(button).toBeVisible();
    expect(views).toHaveLength(1);
    await expect(button).toHaveAttribute('id', 'wpfront-scroll-top-container');
    await expect(button).toHaveCSS('position', 'fixed');
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.8');
    await axeCheck(page);

    await button.hover();
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('keyboard: Tab reaches the button only while it is shown, Enter scrolls to the top and focus moves to the page’s first stop', async ({ page }) => {
    await withoutAutohide(page);
    await open(page);
    const button = page.locator('#wpfront-scroll-top-container');

    // Hidden (at the top): Tab from the footer's last link does not land on it.
    expect(await tabReachesButton(page)).toBe(false);
    expect(await scrollY(page)).toBeLessThan(300);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: NAME })).toBeVisible();
    expect(await tabReachesButton(page)).toBe(true);
    await expect(button).toBeFocused();
    await axeCheck(page);

    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator('a.skip-link').first()).toBeFocused();
    await expect(button).toBeHidden();
  });

  test('scrolling back above the offset fades it out, and it is out of the tab order again', async ({ page }) => {
    await withoutAutohide(page);
    await open(page);
    await scrollDown(page);
    const button = page.getByRole('button', { name: NAME });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeHidden();
    expect(await tabReachesButton(page)).toBe(false);
    expect(await scrollY(page)).toBeLessThan(300);
  });

  test('with auto-hide on (the demo’s setting) it fades out on its own after a while, and a scroll brings it back', async ({ page }) => {
    await open(page);
    await scrollDown(page);
    const button = page.getByRole('button', { name: NAME });
    await expect(button).toBeVisible();
    await expect(button).toBeHidden({ timeout: 10_000 });
    await page.mouse.wheel(0, 200);
    await expect(button).toBeVisible();
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('no transitions, and the click jumps to the top', async ({ page }) => {
      await withoutAutohide(page);
      await open(page);
      await scrollDown(page);
      const button = page.getByRole('button', { name: NAME });
      await expect(button).toBeVisible();
      // Our inline transition is off (the demo theme also shortens every transition under reduce).
      expect(await button.evaluate((el) => el.style.transition)).toBe('none');
      expect(await button.evaluate((el) => el.getAnimations().length)).toBe(0);
      await button.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(button).toBeHidden();
    });
  });

  test('a malformed global: one report once the button is needed, no button and no view loaded', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/scroll-to-top: page global wpfront_scroll_top_data is malformed/);
    const views = viewRequests(page);
    await open(page, `${SHOP}?malformed=wpfront_scroll_top_data`);
    await scrollDown(page);
    await expect.poll(() => page.evaluate(() => window.__sfStorefrontErrors?.length ?? 0)).toBe(1);
    await expect(page.locator('#wpfront-scroll-top-container')).toHaveCount(0);
    expect(views).toHaveLength(0);
  });
});

test.describe('scroll-to-top (v2 container, ?scrolltop=v2)', () => {
  test('the served container gets a real button at its location (bottom left), which scrolls to the top', async ({ page }) => {
    await withoutAutohide(page);
    await open(page, `${SHOP}?scrolltop=v2`);
    const container = page.locator('#wpfront-scroll-top-container');
    await expect(container.locator('img')).toBeHidden();
    await scrollDown(page);
    const button = page.getByRole('button', { name: 'Volver arriba' });
    await expect(button).toBeVisible();
    await expect(container.locator('button')).toHaveCount(1);
    const box = await button.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x).toBe(24);
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height - 24);
    await axeCheck(page);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });
});
