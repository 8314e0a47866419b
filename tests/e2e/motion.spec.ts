/**
 * Motion in a real browser (spec §9 "Description slide-up 250 ms"; shared/reference/woocommerce.md
 * §5): field descriptions slide their height instead of fading. Each slide is seen halfway by
 * pausing it where it starts; the exact durations are the DOM tests' job (fake clock), so nothing
 * here bounds a time from above.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForStorefront } from './support/fixtures';

type Slide = { duration: number; from: string; to: string; midHeight: number; fullHeight: number; midOpacity: string };
type SlideWindow = Window & { __slides: Slide[] };

/**
 * Records every Web Animation the page starts on `selector`: its duration, its height keyframes,
 * and the element's box halfway through, seen by pausing the new animation at its middle inside
 * the call that made it, then letting it run on. Frames sampled in wall time would depend on the
 * machine's load (a starved renderer paints a 250 ms slide in one frame); this does not.
 */
async function recordSlides(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as SlideWindow;
    w.__slides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const animation = animate.call(this, keyframes, options);
      if (!this.matches(selector)) return animation;
      const element = this as HTMLElement;
      const frames = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      animation.pause();
      animation.currentTime = duration;
      const end = element.getBoundingClientRect().height;
      animation.currentTime = 0;
      const start = element.getBoundingClientRect().height;
      animation.currentTime = duration / 2;
      const midHeight = element.getBoundingClientRect().height;
      const midOpacity = getComputedStyle(element).opacity;
      animation.currentTime = 0;
      animation.play();
      w.__slides.push({
        duration,
        from: String(frames[0]?.height ?? ''),
        to: String(frames.at(-1)?.height ?? ''),
        midHeight,
        fullHeight: Math.max(start, end),
        midOpacity,
      });
      return animation;
    };
  }, selector);
}

async function slides(page: Page): Promise<Slide[]> {
  return page.evaluate(() => (window as unknown as SlideWindow).__slides);
}

test.describe('field descriptions', () => {
  /** Two checkout fields with descriptions, hidden until used as WooCommerce's stylesheet does. */
  async function checkoutWithDescriptions(page: Page): Promise<void> {
    await page.goto('/finalizar-compra/');
    await waitForStorefront(page);
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.woocommerce-input-wrapper .description { display: none; padding: 1em; margin: 0.5em 0 0; background: #1e85be; color: #fff; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const fields = document.createElement('div');
      for (const [id, label, text] of [
        ['billing_company', 'Nombre de la empresa', 'Solo si necesitas factura a nombre de una empresa.'],
        ['billing_nif', 'NIF/CIF', 'Lo necesitamos para emitir la factura.'],
      ]) {
        const row = fields.appendChild(document.createElement('p'));
        row.className = 'form-row form-row-wide';
        const labelElement = row.appendChild(document.createElement('label'));
        labelElement.htmlFor = id!;
        labelElement.textContent = label!;
        const wrapper = row.appendChild(document.createElement('span'));
        wrapper.className = 'woocommerce-input-wrapper';
        const input = wrapper.appendChild(document.createElement('input'));
        input.className = 'input-text';
        input.id = id!;
        input.setAttribute('aria-describedby', `${id}-description`);
        const description = wrapper.appendChild(document.createElement('span'));
        description.className = 'description';
        description.id = `${id}-description`;
        description.setAttribute('aria-hidden', 'true');
        description.textContent = text!;
      }
      document.querySelector('.entry-content .woocommerce')!.prepend(fields);
    });
  }

  /** A height slide: partly open halfway, fully opaque all along, and not instant. */
  function expectHeightSlide(slide: Slide | undefined, direction: 'down' | 'up'): void {
    expect(slide, `a ${direction} slide`).toBeDefined();
    const { duration, from, to, midHeight, fullHeight, midOpacity } = slide!;
    expect(direction === 'down' ? from : to, 'the closed end').toBe('0px');
    expect(fullHeight).toBeGreaterThan(20);
    expect(midHeight, 'height halfway').toBeGreaterThan(1);
    expect(midHeight, 'height halfway').toBeLessThan(fullHeight - 1);
    expect(midOpacity, 'opacity halfway').toBe('1');
    expect(duration, 'ms the slide takes').toBeGreaterThan(100);
  }

  test('focusing a field slides its description down; a click elsewhere slides it up: height, never a fade', async ({ page }) => {
    await checkoutWithDescriptions(page);
    const description = page.locator('#billing_company-description');
    await expect(description).toBeHidden();

    // The widget starts on intent: the pointer over the field starts it, as a shopper's does on
    // the way to a click. Started first, its start-up does not share frames with the slide sampled.
    await page.locator('#billing_company').hover();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:start:field-descriptions').length)).toBe(1);
    await recordSlides(page, '#billing_company-description');
    await page.locator('#billing_company').click();
    await expect(description).toBeVisible();
    await expect(description).toHaveAttribute('aria-hidden', 'false');
    await expect.poll(async () => (await slides(page)).length).toBe(1);
    expectHeightSlide((await slides(page))[0], 'down');

    await page.locator('h1.entry-title').click();
    await expect(description).toBeHidden();
    await expect(description).toHaveAttribute('aria-hidden', 'true');
    expect(await slides(page)).toHaveLength(2);
    expectHeightSlide((await slides(page))[1], 'up');
  });

  test('moving to the next field swaps the descriptions; Escape hides the shown one', async ({ page }) => {
    await checkoutWithDescriptions(page);
    await page.locator('#billing_company').click();
    await expect(page.locator('#billing_company-description')).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.locator('#billing_nif')).toBeFocused();
    await expect(page.locator('#billing_nif-description')).toBeVisible();
    await expect(page.locator('#billing_company-description')).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(page.locator('#billing_nif-description')).toBeHidden();
    await expect(page.locator('#billing_nif')).toBeFocused();
  });
});
