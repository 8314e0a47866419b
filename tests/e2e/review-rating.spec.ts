/**
 * The review form's star rating and required-rating check on the demo product page
 * (shared/reference/woocommerce.md §3.3, spec §3 "Review form", §5 "Reviews", §8 "Missing rating"):
 * stars by mouse and by keyboard alone, the inline alert with the page's text, nothing typed lost,
 * the review posted once rated, axe clean with the alert shown.
 */
import type { Page } from '@playwright/test';
import { test, expect, axeCheck, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const SHIRT = '/producto/camiseta-organica-basica/';
const MUG = '/producto/taza-ceramica-amanecer/';

/** Opens the reviews; returns the dialogs the page opens (the inline alert replaces window.alert). */
async function openReviews(page: Page, path = SHIRT): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${path}#reviews`);
  await waitForStorefront(page);
  await expect(page.locator('#tab-reviews')).toBeVisible();
  return dialogs;
}

const star = (page: Page, n: number) => page.locator(`p.stars a.star-${n}`);
const ratingAlert = (page: Page) => page.locator('#respond [role="alert"]');
const pageText = (page: Page) =>
  page.evaluate(() => (window as unknown as { wc_single_product_params: { i18n_required_rating_text: string } }).wc_single_product_params.i18n_required_rating_text);

async function expectRating(page: Page, n: number | null): Promise<void> {
  for (let i = 1; i <= 5; i++) await expect(star(page, i)).toHaveAttribute('aria-checked', String(i === n));
  await expect(page.locator('#rating')).toHaveValue(n ? String(n) : '');
  if (n) await expect(page.locator('p.stars')).toHaveClass(/\bselected\b/);
}

/** Presses Tab until focus lands on an element matching `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe('review rating: stars', () => {
  test('the select is replaced by five named stars in a radio group', async ({ page }) => {
    await openReviews(page);
    await expect(page.locator('#rating')).toBeHidden();
    const group = page.getByRole('radiogroup', { name: /Tu puntuación/ });
    await expect(group.getByRole('radio')).toHaveText(['1 de 5 estrellas', '2 de 5 estrellas', '3 de 5 estrellas', '4 de 5 estrellas', '5 de 5 estrellas']);
    await expectRating(page, null);
  });

  test('a click chooses a star, and the choice is announced', async ({ page }) => {
    await openReviews(page);
    await star(page, 4).click();
    await expectRating(page, 4);
    await expect(star(page, 4)).toHaveClass(/\bactive\b/);
    await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('4 de 5 estrellas');
    await star(page, 2).click();
    await expectRating(page, 2);
    expect(new URL(page.url()).hash).toBe('#reviews');
  });

  test('keyboard alone: Tab reaches the first star; arrows (wrapping), Home and End choose; Tab leaves the group', async ({ page }) => {
    await openReviews(page);
    await tabTo(page, 'p.stars a');
    await expect(star(page, 1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectRating(page, 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expectRating(page, 1);
    expect(new URL(page.url()).hash).toBe('#reviews');

    const steps: Array<[string, number]> = [
      ['ArrowRight', 2],
      ['ArrowDown', 3],
      ['ArrowUp', 2],
      ['ArrowLeft', 1],
      ['ArrowLeft', 5],
      ['Home', 1],
      ['End', 5],
    ];
    for (const [key, n] of steps) {
      await page.keyboard.press(key);
      await expect(star(page, n)).toBeFocused();
      await expectRating(page, n);
    }
    await page.keyboard.press('Tab');
    await expect(page.locator('#comment')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(star(page, 5)).toBeFocused();
  });
});

test.describe('review rating: a review without a rating', () => {
  test('keyboard: Enter in a field holds it back with the page’s text, focus on the first star, everything typed kept', async ({ page }) => {
    const dialogs = await openReviews(page);
    await tabTo(page, '#comment');
    await page.keyboard.type('Muy cómoda y el color no se va.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lucia@example.com');
    await page.keyboard.press('Enter');

    await expect(ratingAlert(page)).toHaveText(await pageText(page));
    await expect(ratingAlert(page)).toHaveCount(1);
    await expect(star(page, 1)).toBeFocused();
    expect(page.url()).toContain(SHIRT);
    await expect(page.locator('#comment')).toHaveValue('Muy cómoda y el color no se va.');
    await expect(page.locator('#author')).toHaveValue('Lucía');
    await expect(page.locator('#email')).toHaveValue('lucia@example.com');
    await axeCheck(page);

    await page.keyboard.press('ArrowRight');
    await expect(ratingAlert(page)).toHaveCount(0);
    await expectRating(page, 2);
    expect(dialogs).toEqual([]);
  });

  test('mouse: a click on Enviar holds it back with one inline alert', async ({ page }) => {
    const dialogs = await openReviews(page);
    await page.locator('#comment').fill('Buena taza');
    await page.locator('#submit').click();
    await page.locator('#submit').click();
    await expect(ratingAlert(page)).toHaveText(await pageText(page));
    await expect(ratingAlert(page)).toHaveCount(1);
    await expect(page.locator('#comment')).toHaveValue('Buena taza');
    await axeCheck(page);
    expect(dialogs).toEqual([]);
  });
});

test.describe('review rating: a rated review', () => {
  test('is posted to /wp-comments-post.php with its rating, and the page comes back to the reviews', async ({ page }) => {
    await openReviews(page);
    await tabTo(page, 'p.stars a');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expectRating(page, 4);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Perfecta para el día a día.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lucia@example.com');

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wp-comments-post.php'),
      page.keyboard.press('Enter'),
    ]);
    const posted = new URLSearchParams(request.postData() ?? '');
    expect(posted.get('rating')).toBe('4');
    expect(posted.get('comment')).toBe('Perfecta para el día a día.');
    expect(posted.get('comment_post_ID')).toBe('13');

    // The demo answers as WordPress does: back to the product's reviews, with a notice.
    await page.waitForURL(`**${SHIRT}#reviews`);
    await waitForStorefront(page);
    await expect(page.locator('.woocommerce-notices-wrapper')).toContainText('Gracias: tu valoración está pendiente de aprobación.');
    await expect(page.locator('#tab-reviews')).toBeVisible();
  });
});

test.describe('review rating: the simple product', () => {
  test(`${MUG} gets the stars and passes axe`, async ({ page }) => {
    await openReviews(page, MUG);
    await star(page, 5).click();
    await expectRating(page, 5);
    await axeCheck(page);
  });
});
