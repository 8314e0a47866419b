/**
 * Product tabs on the demo product pages (shared/reference/woocommerce.md §3.2, spec §2 "Single
 * product page"): the tab the URL asks for, mouse and keyboard alone (WAI-ARIA tabs, automatic
 * activation), the rating summary link, later hash changes, axe with each tab open, no layout shift.
 */
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const SHIRT = '/producto/camiseta-organica-basica/';
const MUG = '/producto/taza-ceramica-amanecer/';
const KEYS = ['description', 'additional_information', 'reviews'] as const;
type Key = (typeof KEYS)[number];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
}

const tab = (page: Page, key: Key) => page.locator(`#tab-title-${key} a[role="tab"]`);
const panel = (page: Page, key: Key) => page.locator(`#tab-${key}`);

async function expectOpen(page: Page, key: Key): Promise<void> {
  for (const other of KEYS) {
    if (other === key) await expect(panel(page, other)).toBeVisible();
    else await expect(panel(page, other)).toBeHidden();
    await expect(tab(page, other)).toHaveAttribute('aria-selected', String(other === key));
    await expect(tab(page, other)).toHaveAttribute('tabindex', other === key ? '0' : '-1');
  }
  await expect(page.locator(`#tab-title-${key}`)).toHaveClass(/\bactive\b/);
}

/** Presses Tab until focus lands on an element matching `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe('product tabs: the URL picks the tab', () => {
  for (const [suffix, key] of [
    ['', 'description'],
    ['#reviews', 'reviews'],
    ['#tab-reviews', 'reviews'],
    ['#comment-130', 'reviews'],
    ['?cpage=2', 'reviews'],
    ['#review_form', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-description', 'description'],
  ] as const) {
    test(`${SHIRT}${suffix} opens ${key}`, async ({ page }) => {
      await open(page, SHIRT + suffix);
      await expectOpen(page, key);
    });
  }

  test('a page of reviews (/comment-page-2/, as WordPress paginates them) opens the reviews at that page', async ({ page }) => {
    await open(page, `${SHIRT}comment-page-2/`);
    await expectOpen(page, 'reviews');
    await expect(page.locator('#comment-132')).toBeVisible();
    await expect(page.locator('#comments .woocommerce-pagination .current')).toHaveText('2');
  });

  test('the review pagination link from page 1 lands on page 2 with the reviews open', async ({ page }) => {
    await open(page, SHIRT + '#reviews');
    await page.locator('#comments .woocommerce-pagination a.page-numbers', { hasText: '2' }).click();
    await expect(page).toHaveURL(/comment-page-2\/#comments$/);
    await expectOpen(page, 'reviews');
    await expect(page.locator('#comment-132')).toBeInViewport();
  });

  test('#comment-130 shows that review in the viewport', async ({ page }) => {
    await open(page, `${SHIRT}#comment-130`);
    await expect(page.locator('#comment-130')).toBeInViewport();
  });
});

test.describe('product tabs: mouse', () => {
  test('a click opens each tab and leaves the URL alone', async ({ page }) => {
    await open(page, SHIRT);
    for (const key of ['reviews', 'additional_information', 'description'] as const) {
      await tab(page, key).click();
      await expectOpen(page, key);
    }
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the rating summary link opens the reviews and the page jumps to them, also a second time', async ({ page }) => {
    await open(page, SHIRT);
    await page.locator('a.woocommerce-review-link').click();
    await expectOpen(page, 'reviews');
    expect(new URL(page.url()).hash).toBe('#reviews');
    await expect(page.locator('#reviews')).toBeInViewport();

    // Same hash again: no hashchange, the link itself must open the tab.
    await tab(page, 'description').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('a.woocommerce-review-link').click();
    await expectOpen(page, 'reviews');
    await expect(page.locator('#reviews h2')).toBeInViewport();
  });

  test('a later hash that names a tab opens it; another hash changes nothing', async ({ page }) => {
    await open(page, SHIRT);
    await page.evaluate(() => (location.hash = '#tab-additional_information'));
    await expectOpen(page, 'additional_information');
    await page.evaluate(() => (location.hash = '#main'));
    await expectOpen(page, 'additional_information');
    await page.evaluate(() => (location.hash = '#comment-131'));
    await expectOpen(page, 'reviews');
    await expect(page.locator('#comment-131')).toBeInViewport();
  });

  test(`the simple product ${MUG} has working tabs too`, async ({ page }) => {
    await open(page, MUG);
    await expectOpen(page, 'description');
    await tab(page, 'reviews').click();
    await expectOpen(page, 'reviews');
    await axeCheck(page);
  });
});

test.describe('product tabs: keyboard alone', () => {
  test('Tab lands on the open tab; the arrows (wrapping), Home and End move and open; Tab goes on to the panel', async ({ page }) => {
    await open(page, `${SHIRT}#tab-additional_information`);
    await tabTo(page, '[role="tab"]');
    await expect(tab(page, 'additional_information')).toBeFocused();

    const steps: Array<[string, Key]> = [
      ['ArrowRight', 'reviews'],
      ['ArrowRight', 'description'],
      ['ArrowLeft', 'reviews'],
      ['Home', 'description'],
      ['End', 'reviews'],
      ['ArrowLeft', 'additional_information'],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect(tab(page, expected)).toBeFocused();
      await expectOpen(page, expected);
    }
    // Enter and Space keep the focused tab open, and neither follows the link nor scrolls.
    const scrolled = await page.evaluate(() => scrollY);
    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key);
      await expectOpen(page, 'additional_information');
    }
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await page.keyboard.press('Tab');
    await expect(panel(page, 'additional_information')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab(page, 'additional_information')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#tab-additional_information');
  });

  test('Enter on the rating summary link opens the reviews', async ({ page }) => {
    await open(page, SHIRT);
    await tabTo(page, 'a.woocommerce-review-link');
    await page.keyboard.press('Enter');
    await expectOpen(page, 'reviews');
    await expect(page.locator('#reviews')).toBeInViewport();
  });
});

test.describe('product tabs: accessibility and stability', () => {
  for (const key of KEYS) {
    test(`axe: no violations with the ${key} tab open`, async ({ page }) => {
      await open(page, SHIRT);
      await tab(page, key).click();
      await expectOpen(page, key);
      await axeCheck(page);
    });
  }

  test('opening the page shifts nothing above the tabs', async ({ page }) => {
    // Tall enough that the tabs and what follows them are in the viewport, where shifts count.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await open(page, SHIRT);
    await expectOpen(page, 'description');
    const above = await page.evaluate(async () => {
      type Shift = PerformanceEntry & { sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const entries = await new Promise<Shift[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries() as Shift[]);
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all leaves the observer silent.
        setTimeout(() => resolve([]), 500);
      });
      const tabs = document.querySelector('.woocommerce-tabs')!;
      // Before the tabs in the document, or around them: moved by something above the tabs. (Hiding
      // panels moves only what follows them.)
      const isAbove = (node: Node) => Boolean(tabs.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
      // From the first scan of a family's table, where the first paints and starts happen: the
      // browser paints a page it is still parsing, and on a loaded machine a paint can land
      // between an element and its text (the header's search button grew from its padding to its
      // label, seen once in a fresh run and again at 8x CPU, with no script at all), its frame
      // even just after the parser ended.
      const parsed = Math.min(...performance.getEntriesByName('storefront:scan').map((entry) => entry.startTime));
      if (!Number.isFinite(parsed)) return ['no table was scanned'];
      const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      return entries.filter((entry) => entry.startTime >= parsed).flatMap((entry) =>
        entry.sources
          .filter((source) => !!source.node && isAbove(source.node))
          .map((source) => {
            const node = source.node!;
            const name = node instanceof Element ? node.outerHTML.slice(0, 100) : node.nodeName;
            return `${name} at ${Math.round(entry.startTime)} ms (first scan at ${Math.round(parsed)}): ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
          }),
      );
    });
    expect(above).toEqual([]);
  });
});
