/**
 * Motion in a real browser (spec §9 "Description slide-up 250 ms"; shared/reference/woocommerce.md
 * §5): field descriptions slide their height instead of fading. Boxes are sampled on animation
 * frames; the exact durations are the DOM tests' job (fake clock), so nothing here bounds a time
 * from above.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForStorefront } from './support/fixtures';

type Sample = { t: number; y: number; height: number; opacity: string; display: string };
type SamplingWindow = Window & { __samples: Sample[]; __sampling: boolean };

/** Records, every frame until stopped, the scroll position and the box of `selector`. */
async function startSampling(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as SamplingWindow;
    w.__samples = [];
    w.__sampling = true;
    const t0 = performance.now();
    const tick = () => {
      const element = document.querySelector(selector) as HTMLElement;
      const style = getComputedStyle(element);
      w.__samples.push({
        t: performance.now() - t0,
        y: scrollY,
        height: element.getBoundingClientRect().height,
        opacity: style.opacity,
        display: style.display,
      });
      if (w.__sampling) requestAnimationFrame(tick);
    };
    tick();
  }, selector);
}

async function stopSampling(page: Page): Promise<Sample[]> {
  return page.evaluate(() => {
    const w = window as unknown as SamplingWindow;
    w.__sampling = false;
    return w.__samples;
  });
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

  /** The samples show a height slide: partial heights on the way, full opacity all along. */
  function expectHeightSlide(samples: Sample[], full: number): void {
    const partial = samples.filter((s) => s.display !== 'none' && s.height > 1 && s.height < full - 1);
    expect(partial.length, 'frames with a partial height').toBeGreaterThan(1);
    expect([...new Set(samples.filter((s) => s.display !== 'none').map((s) => s.opacity))], 'opacities seen').toEqual(['1']);
  }

  test('focusing a field slides its description down; a click elsewhere slides it up: height, never a fade', async ({ page }) => {
    await checkoutWithDescriptions(page);
    const description = page.locator('#billing_company-description');
    await expect(description).toBeHidden();

    // The widget starts on intent: the pointer over the field starts it, as a shopper's does on
    // the way to a click. Started first, its start-up does not share frames with the slide sampled.
    await page.locator('#billing_company').hover();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:start:field-descriptions').length)).toBe(1);
    await startSampling(page, '#billing_company-description');
    await page.locator('#billing_company').click();
    await expect(description).toBeVisible();
    await expect(description).toHaveAttribute('aria-hidden', 'false');
    await page.waitForTimeout(500);
    const down = await stopSampling(page);
    const full = down.at(-1)!.height;
    expect(full).toBeGreaterThan(20);
    expectHeightSlide(down, full);

    await startSampling(page, '#billing_company-description');
    await page.locator('h1.entry-title').click();
    await expect(description).toBeHidden();
    await expect(description).toHaveAttribute('aria-hidden', 'true');
    const up = await stopSampling(page);
    expectHeightSlide(up, full);
    const shrinking = up.find((s) => s.height < full - 1)!;
    const gone = up.find((s) => s.display === 'none')!;
    expect(gone.t - shrinking.t, 'ms from the first shrunk frame to hidden').toBeGreaterThan(100);
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
