/**
 * No widget grows its container, whatever the theme's layout (issue 7, item 0): on each of the
 * demo's theme layouts (`?tema=`, docs/demo-contract.md: WooCommerce's floats, a flex row, a CSS
 * grid with `1fr` tracks, a narrow column beside a sidebar), the product pages, the listing, the video page and the loop page
 * measure the same once every widget has started, the gallery's slider included, as the same page
 * served without our script: no sideways scroll, the same document height, and the same box for
 * the gallery, the summary, the variation form, the tabs, the product grid, the video
 * placeholder, the taxonomy filter, the loop grid, the loop carousel, the popups page's action
 * links and off-canvas widget, the contact page's form and chat triggers with the chat shown, and
 * the page-builder widgets of the landing, article and gallery pages (slides, carousels and a
 * slide of each, headline, countdown, hotspot, video, Lottie, share buttons, the article's text
 * beside its table of contents, the grid gallery), to within 1 px.
 */
import type { Page } from '@playwright/test';
import { fakeFacebookSdk } from './support/builder';
import { test, expect, transitionsEnded, waitForStarted, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const LAYOUTS = ['flotante', 'flex', 'rejilla', 'lateral'] as const;
const PAGES = [
  { name: 'simple product', path: '/producto/taza-ceramica-amanecer/', kind: 'product' },
  { name: 'variable product', path: '/producto/camiseta-organica-basica/', kind: 'product' },
  { name: 'listing', path: '/tienda/', kind: 'listing' },
  { name: 'video page', path: '/video/', kind: 'video' },
  { name: 'loop page', path: '/coleccion/', kind: 'loop' },
  // The welcome popup kept out of reach: the page's boxes with every popup armed and the panel closed.
  { name: 'popups page', path: '/promociones/?retraso=600', kind: 'popups' },
  { name: 'contact page', path: '/contacto/', kind: 'contact' },
  { name: 'page-builder landing', path: '/novedades/', kind: 'builder' },
  { name: 'page-builder article', path: '/guia-de-cuidado/', kind: 'article' },
  { name: 'gallery page', path: '/galeria/', kind: 'gallery' },
] as const;
type Kind = (typeof PAGES)[number]['kind'];

/** The first of each on the page; the product pages' related products are a product grid too. */
const BOXES = {
  gallery: '.woocommerce-product-gallery',
  summary: '.summary',
  'variation form': 'form.variations_form',
  tabs: '.woocommerce-tabs',
  'product grid': 'ul.products',
  'header nav': '#site-navigation',
  'header nav parent link': '#site-navigation .menu-item-has-children > a',
  'video placeholder': '.rll-youtube-player',
  'taxonomy filter': '.elementor-widget-taxonomy-filter',
  'loop grid': '.elementor-widget-loop-grid',
  'loop carousel': '.elementor-widget-loop-carousel',
  'loop carousel slide': '.elementor-widget-loop-carousel .swiper-slide',
  'popup action links': '.acciones-promo',
  'off-canvas widget': '.elementor-widget-off-canvas',
  'contact form': '.contact-form',
  'chat triggers': '.chat-triggers',
  'chat button block': '.wp-block-joinchat-button',
  slides: '.elementor-widget-slides',
  'animated headline': '.elementor-widget-animated-headline',
  countdown: '.elementor-widget-countdown',
  'media carousel': '.elementor-widget-media-carousel',
  hotspot: '.elementor-widget-hotspot',
  'nested carousel': '.elementor-widget-n-carousel',
  'testimonial carousel': '.elementor-widget-testimonial-carousel',
  video: '.elementor-widget-video',
  lottie: '.elementor-widget-lottie',
  'share buttons': '.elementor-widget-share-buttons',
  'article text': '.guia-articulo',
  'grid gallery': '.elementor-element-9a11e01',
} as const;

type Box = { x: number; y: number; width: number; height: number };
interface Measure {
  scrollWidth: number;
  clientWidth: number;
  height: number;
  boxes: Record<string, Box | null>;
}

/** Page coordinates, so a scroll made by hovering does not count as a move. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate((selectors) => {
    const root = document.documentElement;
    const boxes: Record<string, Box | null> = {};
    for (const [name, selector] of Object.entries(selectors)) {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      boxes[name] = rect ? { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height } : null;
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, height: root.scrollHeight, boxes };
  }, BOXES);
}

/** Resolves once the main thread has been idle (the `idle` widgets start in such a callback). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));

/**
 * Resolves at the first frame after one in which none of the measured boxes (nor the page) changed
 * size: resize observations are delivered after each frame's layout, so a frame with none is one
 * in which the layout held still.
 */
const layoutSettled = (page: Page) =>
  page.evaluate(
    (selectors) =>
      new Promise<void>((resolve) => {
        let resized = true;
        const observer = new ResizeObserver(() => (resized = true));
        observer.observe(document.documentElement);
        for (const selector of Object.values(selectors)) {
          const element = document.querySelector(selector);
          if (element) observer.observe(element);
        }
        const check = () => {
          if (!resized) {
            observer.disconnect();
            resolve();
            return;
          }
          resized = false;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    BOXES,
  );

/** Every widget started: the idle ones, and the ones waiting for a shopper's intent (hover, focus). */
async function startEveryWidget(page: Page, kind: Kind): Promise<void> {
  await waitForStorefront(page);
  await page.waitForLoadState('load');
  await idle(page);
  await idle(page);
  if (kind === 'product') {
    const main = page.locator('.woocommerce-product-gallery__image').first();
    await main.hover();
    await page.locator('.woocommerce-product-gallery__image a').first().focus();
    await expect(page.locator('.woocommerce-product-gallery .flex-viewport')).toHaveClass(/\bswiper-initialized\b/);
  } else if (kind === 'video') {
    // Each placeholder mounts as it comes near the viewport; the last one's thumbnail, then back.
    await page.locator('.rll-youtube-player').last().scrollIntoViewIfNeeded();
    await expect(page.locator('.rll-youtube-player button.play')).toHaveCount(2);
    await page.evaluate(() => scrollTo(0, 0));
  } else if (kind === 'loop') {
    // The filters start on intent, the carousel's Swiper once it is near the viewport after load.
    await page.locator('.e-filter-item').first().hover();
    await page.locator('.elementor-widget-loop-carousel').scrollIntoViewIfNeeded();
    await expect(page.locator('.elementor-widget-loop-carousel .swiper')).toHaveClass(/\bswiper-initialized\b/);
    await page.evaluate(() => scrollTo(0, 0));
  } else if (kind === 'builder' || kind === 'article' || kind === 'gallery') {
    // Each page-builder widget starts as it comes near the viewport (the carousels' Swiper after
    // load): the page walked down to its last widget, then back to the top.
    const widgets = page.locator('[data-widget_type]');
    for (let i = 0, count = await widgets.count(); i < count; i++) await widgets.nth(i).scrollIntoViewIfNeeded();
    if (kind === 'builder') {
      // A carousel's Swiper comes when it must move: the pointer over it here.
      for (const [name, carousel] of Object.entries({ slides: '.elementor-widget-slides', 'media-carousel': '.elementor-widget-media-carousel', 'nested-carousel': '.elementor-widget-n-carousel', 'testimonial-carousel': '.elementor-widget-testimonial-carousel' })) {
        await page.locator(carousel).scrollIntoViewIfNeeded();
        await waitForStarted(page, name);
        await page.locator(carousel).hover();
        await expect(page.locator(`${carousel} .swiper`)).toHaveClass(/\bswiper-initialized\b/);
      }
      await expect(page.locator('.elementor-widget-lottie svg')).toBeAttached();
    }
    await page.evaluate(() => scrollTo(0, 0));
  } else if (kind === 'listing') {
    await page.locator('select.orderby').focus();
  } else if (kind === 'contact') {
    // The chat's button shows after its delay; the box's view (React) comes on intent on it.
    await expect(page.locator('.joinchat__button')).toBeVisible();
    const view = page.waitForResponse((response) => /\/chat-view-[^/]*\.js$/.test(response.url()));
    await page.locator('.joinchat__button').hover();
    await view;
  } else {
    // The action links start on intent.
    await page.locator('.acciones-promo a').first().hover();
    await expect(page.locator('.acciones-promo a#abrir-filtros')).toHaveAttribute('aria-expanded', 'false');
  }
  await page.locator('#site-navigation .menu a').first().focus();
  await expect(page.locator('#site-navigation .sf-submenu-toggle').first()).toBeAttached();
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // A container that grows with its content does so frame after frame: measured only once a
  // rendered frame has changed none of the boxes' sizes.
  await transitionsEnded(page);
  await layoutSettled(page);
  await idle(page);
}

for (const layout of LAYOUTS) {
  test.describe(`theme layout "${layout}"`, () => {
    for (const { name, path, kind } of PAGES) {
      test(`${name}: every widget mounted, the page and each widget's box are as served`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}tema=${layout}&storefront=0`);
        await page.waitForLoadState('load');
        const served = await measure(page);
        expect(served.scrollWidth).toBeLessThanOrEqual(served.clientWidth);

        // The article's Facebook widgets fetch the network's SDK once near.
        if (kind === 'article') await fakeFacebookSdk(page);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}tema=${layout}`);
        await startEveryWidget(page, kind);
        const mounted = await measure(page);

        expect(mounted.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(mounted.clientWidth);
        // The justified and masonry galleries are laid out by their script from the pictures'
        // sizes (served, they are a grid, as E-Gallery leaves them), 200 px before they come into
        // view: the page's length below them changes then, out of sight. The grid gallery's box is
        // checked as served.
        if (kind !== 'gallery') expect(Math.abs(mounted.height - served.height), `document height ${mounted.height} vs ${served.height} served`).toBeLessThanOrEqual(1);
        for (const [box, before] of Object.entries(served.boxes)) {
          const after = mounted.boxes[box];
          if (!before) {
            expect(after, `${box} appeared`).toBeNull();
            continue;
          }
          expect(after, `${box} is gone`).not.toBeNull();
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs(after![side] - before[side]), `${box} ${side}: ${after![side]} vs ${before[side]} served`).toBeLessThanOrEqual(1);
          }
        }
        if (kind === 'product') expect(served.boxes.gallery).not.toBeNull();
      });
    }
  });
}
