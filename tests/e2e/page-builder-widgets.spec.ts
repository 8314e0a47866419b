/**
 * The page builder's widgets of issue 25 on the demo's page-builder pages (docs/demo-contract.md):
 * `/novedades/` (slides, carousels, countdown, animated headlines, hotspot, video, Lottie, lazy
 * backgrounds, a motion effect) and `/guia-de-cuidado/` (a table of contents in a sticky column,
 * share buttons). The shopper's paths by mouse and keyboard, axe clean in each state, no layout
 * shift once the widgets start, a page loading only its own widgets' chunks, and a malformed widget
 * left as served while the others run.
 */
import type { Page, Request } from '@playwright/test';
import { fakeFacebookSdk } from './support/builder';
import { test, expect, axeCheck, waitForStarted, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const LANDING = '/novedades/';
const ARTICLE = '/guia-de-cuidado/';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
  await page.waitForLoadState('load');
}

/** Scrolls a widget into view and waits until its start has settled. */
async function reach(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await waitForStarted(page, name);
}

/** The chunks of ours the page asked for, by their names (`chunks/<name>-<hash>.js`). */
function chunkNames(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/dist\/chunks\/(.+)-[A-Za-z0-9_-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

/**
 * The layout shifts after the first widget of the page started, with the nodes that moved, so a
 * failure says what shifted (counted from a widget's start, never from navigation: see
 * docs/adding-a-widget.md §5).
 */
const shiftsSinceStart = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const starts = performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('storefront:start:'));
        const began = Math.min(...starts.map((entry) => entry.startTime));
        if (!Number.isFinite(began)) return resolve(['no widget has started']);
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as Shift[])
              .filter((entry) => entry.startTime >= began && !entry.hadRecentInput)
              .map((entry) => `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${source.node instanceof Element ? source.node.outerHTML.slice(0, 90) : source.node?.nodeName} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`).join('; ')}`),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );

/** The landing page walked down to each widget (the carousels pointed at, their slider then running), and back up. */
async function startEveryWidget(page: Page): Promise<void> {
  const carousels = { slides: '.elementor-widget-slides', 'media-carousel': '.elementor-widget-media-carousel', 'nested-carousel': '.elementor-widget-n-carousel', 'testimonial-carousel': '.elementor-widget-testimonial-carousel' };
  for (const selector of ['.elementor-widget-hotspot', '.elementor-widget-video', '.elementor-widget-lottie']) await page.locator(selector).scrollIntoViewIfNeeded();
  for (const [name, selector] of Object.entries(carousels)) {
    await reach(page, selector, name);
    await page.locator(selector).hover();
    await expect(page.locator(`${selector} .swiper`)).toHaveClass(/\bswiper-initialized\b/);
  }
  await expect(page.locator('.elementor-widget-lottie svg')).toBeAttached();
  await page.mouse.move(1, 1);
  await page.evaluate(() => scrollTo(0, 0));
}

test.describe('landing page (/novedades/)', () => {
  test('the countdown shows its digits from the start, as a timer named to the minute; the expired one shows its message', async ({ page }) => {
    await page.goto(LANDING);
    const wrapper = page.locator('.elementor-countdown-wrapper');
    // Filled before `load`: the family's table and the widget come at the scan.
    await expect(wrapper.locator('.elementor-countdown-days')).toHaveText('02');
    await expect(wrapper.locator('.elementor-countdown-hours')).toHaveText(/^0[45]$/);
    await expect(wrapper).toHaveAttribute('role', 'timer');
    await expect(wrapper).toHaveAttribute('aria-live', 'off');
    await expect(wrapper).toHaveAttribute('aria-label', /^2 Días, [45] Horas, \d{1,2} Minutos$/);
    const seconds = await wrapper.locator('.elementor-countdown-seconds').textContent();
    await expect(wrapper.locator('.elementor-countdown-seconds')).not.toHaveText(seconds!);

    await page.goto(`${LANDING}?cuenta=terminada`);
    await expect(page.locator('.elementor-countdown-expire--message')).toBeVisible();
    await expect(wrapper.locator('.elementor-countdown-days')).toHaveText('00');
  });

  test('the slides: the served first slide zooming until the slider must move; the arrow by keyboard, its first press held while Swiper loads', async ({ page }) => {
    const chunks = chunkNames(page);
    await open(page, LANDING);
    await waitForStarted(page, 'slides');
    const slider = page.locator('.elementor-widget-slides .swiper');
    // In the first view, but Swiper waits until the shopper reaches for it or its autoplay moves.
    await expect(page.locator('.elementor-widget-slides .elementor-repeater-item-f2d5390 .swiper-slide-bg')).toHaveClass(/\belementor-ken-burns--active\b/);
    expect(chunks.filter((name) => name.startsWith('swiper'))).toEqual([]);
    await expect(slider).not.toHaveClass(/\bswiper-initialized\b/);
    await page.locator('.elementor-widget-slides .elementor-swiper-button-next').focus();
    await page.keyboard.press('Enter');
    await expect(slider).toHaveClass(/\bswiper-initialized\b/);
    await expect(page.locator('.elementor-widget-slides .swiper-slide-active')).toHaveClass(/\belementor-repeater-item-7a1e4c2\b/);
    await expect(page.locator('.elementor-widget-slides .swiper-slide-active .swiper-slide-bg')).toHaveCount(1);
    await expect(page.locator('.elementor-widget-slides .swiper-pagination button').first()).toHaveAttribute('aria-label', /1/);
    await axeCheck(page, '.elementor-widget-slides');
  });

  test('the media, nested and testimonial carousels run in view; off-screen nested slides are inert; bullets are buttons', async ({ page }) => {
    await open(page, LANDING);
    await reach(page, '.elementor-widget-media-carousel', 'media-carousel');
    await page.locator('.elementor-widget-media-carousel').hover();
    await expect(page.locator('.elementor-widget-media-carousel .swiper')).toHaveClass(/\bswiper-initialized\b/);
    const bullets = page.locator('.elementor-widget-media-carousel .swiper-pagination-bullet');
    await expect(bullets.first()).toHaveJSProperty('tagName', 'BUTTON');

    await reach(page, '.elementor-widget-n-carousel', 'nested-carousel');
    await page.locator('.elementor-widget-n-carousel').hover();
    await expect(page.locator('.elementor-widget-n-carousel .e-n-carousel')).toHaveClass(/\bswiper-initialized\b/);
    // Focus inside holds the autoplay; three of four slides are in view at 1280 px, and the fourth
    // cannot be tabbed into. The arrow on its side brings it in, and another goes out.
    const slides = page.locator('.elementor-widget-n-carousel .swiper-slide');
    const inert = () => slides.evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).inert).map((element) => (element as HTMLElement).dataset.slide));
    await page.locator('.elementor-widget-n-carousel .elementor-swiper-button-next').focus();
    await expect.poll(inert).toHaveLength(1);
    const [hidden] = await inert();
    const before = await slides.locator(`xpath=self::*[@data-slide="${hidden}"]`).evaluate((element) => element.classList.contains('swiper-slide-prev'));
    if (before) await page.locator('.elementor-widget-n-carousel .elementor-swiper-button-prev').focus();
    await page.keyboard.press('Enter');
    await expect(slides.locator(`xpath=self::*[@data-slide="${hidden}"]`)).not.toHaveAttribute('inert');
    await expect.poll(inert).toHaveLength(1);

    await reach(page, '.elementor-widget-testimonial-carousel', 'testimonial-carousel');
    await page.locator('.elementor-widget-testimonial-carousel').hover();
    await expect(page.locator('.elementor-widget-testimonial-carousel .swiper')).toHaveClass(/\bswiper-initialized\b/);
    await axeCheck(page, ['.elementor-widget-media-carousel', '.elementor-widget-n-carousel', '.elementor-widget-testimonial-carousel']);
  });

  test('the rotating headline types its next words once in view; screen readers get the sentence once', async ({ page }) => {
    await open(page, LANDING);
    const headline = page.locator('.elementor-element-3f0aa12');
    await reach(page, '.elementor-element-3f0aa12', 'animated-headline');
    await expect(headline.locator('.elementor-screen-only')).toHaveText(/Regalos que duran/);
    await expect(headline.locator('.elementor-headline-dynamic-text').nth(1)).toHaveClass(/\belementor-headline-text-active\b/, { timeout: 15_000 });
    // The highlight draws its marker once it is 100 px into view (at load it sits just above the fold).
    await page.locator('.elementor-element-3f0aa13').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(page.locator('.elementor-element-3f0aa13 .elementor-headline')).toHaveClass(/\be-animated\b/);
    await expect(page.locator('.elementor-element-3f0aa13 svg path')).not.toHaveCount(0);
    await axeCheck(page, '.elementor-widget-animated-headline');
  });

  test('hotspots open by click and by keyboard, one at a time, Escape closes with the focus kept', async ({ page }) => {
    await open(page, LANDING);
    const spots = page.locator('.e-hotspot');
    // It starts as it comes near the viewport (so its spots are tab stops for the keyboard).
    await reach(page, '.elementor-widget-hotspot', 'hotspot');
    const buttons = page.locator('.e-hotspot__button');
    await buttons.nth(0).click();
    await expect(spots.nth(0)).toHaveClass(/\be-hotspot--active\b/);
    await expect(spots.nth(0).locator('.e-hotspot__tooltip')).toBeVisible();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await axeCheck(page, '.elementor-widget-hotspot');

    await buttons.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(spots.nth(1)).toHaveClass(/\be-hotspot--active\b/);
    await expect(spots.nth(0)).not.toHaveClass(/\be-hotspot--active\b/);
    await page.keyboard.press('Escape');
    await expect(spots.nth(1)).not.toHaveClass(/\be-hotspot--active\b/);
    await expect(buttons.nth(1)).toBeFocused();
  });

  test('later containers get their backgrounds as they come near; the motion effect moves with the scroll', async ({ page }) => {
    await open(page, LANDING);
    const testimonials = page.locator('.elementor-element-b9c0002');
    await expect(testimonials).not.toHaveClass(/\be-lazyloaded\b/);
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveClass(/\be-lazyloaded\b/);

    const moving = page.locator('.elementor-element-b9c0014');
    await moving.scrollIntoViewIfNeeded();
    await waitForStarted(page, 'motion-effects');
    const transform = () => moving.evaluate((element) => getComputedStyle(element.querySelector('.elementor-widget-container') ?? element).transform);
    const before = await transform();
    await page.mouse.wheel(0, 200);
    await expect.poll(transform).not.toBe(before);
  });

  test('the video plays by its overlay from the keyboard, through the YouTube API loaded only then', async ({ page }) => {
    let apiRequests = 0;
    // The demo is offline: a stand-in API whose player loads the demo's own embed page.
    await page.route('https://www.youtube.com/iframe_api', (route) => {
      apiRequests += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.YT = { loaded: 1, PlayerState: { ENDED: 0 }, Player: function (element, options) {
          const frame = document.createElement('iframe');
          frame.title = 'YouTube';
          frame.src = '/video/embed/' + options.videoId + '/?autoplay=1';
          (typeof element === 'string' ? document.getElementById(element) : element).replaceWith(frame);
          this.getIframe = () => frame; this.playVideo = () => {}; this.mute = () => {}; this.seekTo = () => {}; this.destroy = () => frame.remove();
          setTimeout(() => options.events && options.events.onReady && options.events.onReady({ target: this, data: 0 }), 0);
        } };`,
      });
    });
    await open(page, LANDING);
    await reach(page, '.elementor-widget-video', 'video');
    expect(apiRequests).toBe(0);
    const play = page.locator('.elementor-widget-video .elementor-custom-embed-play');
    await expect(play).toHaveAttribute('role', 'button');
    await axeCheck(page, '.elementor-widget-video');
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.elementor-widget-video iframe')).toHaveAttribute('src', /\/video\/embed\/tzAmanecer1\//);
    expect(apiRequests).toBe(1);
  });

  test('the Lottie animation is drawn once near the viewport, from the site’s own file', async ({ page }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/hoja.json')) files.push(request.url());
    });
    await open(page, LANDING);
    expect(files).toEqual([]);
    await reach(page, '.elementor-widget-lottie', 'lottie');
    await expect(page.locator('.elementor-widget-lottie .e-lottie__animation svg')).toBeAttached();
    expect(files).toHaveLength(1);
  });

  test('nothing shifts once the widgets start, all of them reached and every carousel’s slider running', async ({ page }) => {
    await open(page, LANDING);
    await startEveryWidget(page);
    expect(await shiftsSinceStart(page)).toEqual([]);
  });

  test('axe clean on the whole page with every widget started', async ({ page }) => {
    await open(page, LANDING);
    await startEveryWidget(page);
    await axeCheck(page);
  });

  test('a malformed widget stays as served and warns once; the others run', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/slides: its data-settings attribute is not JSON/);
    await page.goto(`${LANDING}?malformado=slides&storefront=0`);
    const served = await page.locator('.elementor-widget-slides').innerHTML();
    await open(page, `${LANDING}?malformado=slides`);
    await expect(page.locator('.elementor-widget-countdown .elementor-countdown-days')).toHaveText('02');
    await reach(page, '.elementor-widget-media-carousel', 'media-carousel');
    await page.locator('.elementor-widget-media-carousel').hover();
    await expect(page.locator('.elementor-widget-media-carousel .swiper')).toHaveClass(/\bswiper-initialized\b/);
    await waitForStarted(page, 'slides');
    expect(await page.locator('.elementor-widget-slides').innerHTML()).toBe(served);
  });
});

test.describe('article (/guia-de-cuidado/)', () => {
  // Any scroll near the article's end brings the Facebook widgets in.
  test.beforeEach(async ({ page }) => {
    await fakeFacebookSdk(page);
  });

  test('the table of contents lists the article’s headings, nested, before load; a click goes to the heading and marks it', async ({ page }) => {
    await page.goto(ARTICLE);
    const toc = page.locator('.elementor-widget-table-of-contents');
    await expect(toc.locator('.elementor-toc__spinner-container')).toHaveCount(0);
    const top = toc.locator('.elementor-toc__body > .elementor-toc__list-wrapper > .elementor-toc__list-item');
    // Five sections and the closing "Síguenos en Facebook".
    await expect(top).toHaveCount(6);
    await expect(top.nth(1).locator('a').first()).toHaveAttribute('href', '#algodon');
    await expect(top.nth(0).locator('.elementor-toc__list-wrapper .elementor-toc__list-item')).toHaveCount(2);
    await waitForStorefront(page);
    await page.waitForLoadState('load');
    await axeCheck(page, '.elementor-widget-table-of-contents');

    await toc.getByRole('link', { name: 'Acero inoxidable' }).click();
    await expect(toc.getByRole('link', { name: 'Acero inoxidable' })).toHaveAttribute('aria-current', 'location');
    await expect(page.getByRole('heading', { name: 'Acero inoxidable' })).toBeInViewport();
  });

  test('the table of contents collapses and expands by keyboard as a disclosure, the focus on the visible toggle', async ({ page }) => {
    await open(page, ARTICLE);
    const toc = page.locator('.elementor-widget-table-of-contents');
    const collapse = toc.locator('.elementor-toc__toggle-button--collapse');
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect(toc).toHaveClass(/\belementor-toc--collapsed\b/);
    await expect(toc.locator('.elementor-toc__body')).toBeHidden();
    const expand = toc.locator('.elementor-toc__toggle-button--expand');
    await expect(expand).toBeFocused();
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(toc).not.toHaveClass(/\belementor-toc--collapsed\b/);
    await expect(collapse).toBeFocused();
  });

  test('on a tablet the table of contents starts collapsed (minimized_on tablet)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    await expect(page.locator('.elementor-widget-table-of-contents')).toHaveClass(/\belementor-toc--collapsed\b/);
    await context.close();
  });

  test('the sidebar sticks on desktop with an empty spacer (no duplicated ids), and lets go at the top', async ({ page }) => {
    await open(page, ARTICLE);
    await waitForStarted(page, 'sticky');
    const sidebar = page.locator('.elementor-element-a7b0002');
    await page.mouse.wheel(0, 900);
    await expect(sidebar).toHaveClass(/\belementor-sticky--active\b/);
    const spacer = page.locator('.elementor-sticky__spacer');
    await expect(spacer).toHaveCount(1);
    expect(await spacer.evaluate((element) => element.querySelectorAll('[id], [data-settings]').length + (element.id ? 1 : 0))).toBe(0);
    await expect.poll(() => sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(24);
    await page.evaluate(() => scrollTo(0, 0));
    await expect(sidebar).not.toHaveClass(/\belementor-sticky--active\b/);
    await expect(spacer).toHaveCount(0);
  });

  test('a share button opens the network’s share page in a window, by click and by keyboard; print prints', async ({ page, context }) => {
    // The networks are offline here: any page of theirs answers with a stand-in.
    await context.route((url) => url.protocol === 'https:' && url.host !== 'connect.facebook.net', (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }));
    // The browser's print dialog, counted instead.
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { __printed: number }).__printed = ((window as unknown as { __printed?: number }).__printed ?? 0) + 1;
      };
    });
    await open(page, ARTICLE);
    const popup = page.waitForEvent('popup');
    await page.locator('.elementor-element-5ba7e01 .elementor-share-btn_facebook').click();
    const facebook = await popup;
    expect(facebook.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(facebook.url())).toContain('/guia-de-cuidado/');
    await facebook.close();

    const second = page.waitForEvent('popup');
    await page.locator('.elementor-element-5ba7e02 .elementor-share-btn_whatsapp').focus();
    await page.keyboard.press('Enter');
    const whatsapp = await second;
    expect(decodeURIComponent(whatsapp.url())).toContain('/guia-de-cuidado/');
    await whatsapp.close();

    await page.locator('.elementor-element-5ba7e01 .elementor-share-btn_print').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1);
    await axeCheck(page, '.elementor-widget-share-buttons');
  });

  test('the contact buttons open their window by keyboard, and Escape closes it with the focus back on the button', async ({ page }) => {
    await open(page, ARTICLE);
    const button = page.locator('.e-contact-buttons__chat-button');
    const window = page.locator('#e-contact-buttons__content-wrapper');
    await waitForStarted(page, 'floating-buttons');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(window).toBeVisible();
    await expect(page.locator('.e-contact-buttons__message-bubble-time')).toHaveText(/^\d{1,2}:\d{2}$/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await axeCheck(page, '.e-contact-buttons');
    await page.keyboard.press('Escape');
    await expect(window).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Facebook widgets fetch the network’s SDK only when near, once, and are drawn by it; the box holds', async ({ page }) => {
    const sdk = await fakeFacebookSdk(page);
    await open(page, ARTICLE);
    await page.evaluate(() => document.addEventListener('fb:sdk:loaded', () => ((window as unknown as { __fbLoaded: number }).__fbLoaded = ((window as unknown as { __fbLoaded?: number }).__fbLoaded ?? 0) + 1)));
    expect(sdk).toEqual([]);
    const plugin = page.locator('.elementor-widget-facebook-page .fb-page');
    const box = await plugin.boundingBox();
    await page.locator('.elementor-widget-facebook-button').scrollIntoViewIfNeeded();
    await expect(plugin).toHaveAttribute('fb-xfbml-state', 'rendered');
    await expect(page.locator('.elementor-widget-facebook-button .fb-like')).toHaveAttribute('fb-xfbml-state', 'rendered');
    expect(sdk).toEqual(['https://connect.facebook.net/es_ES/sdk.js']);
    expect(await page.evaluate(() => (window as unknown as { __fbInit: unknown }).__fbInit)).toEqual({ version: 'v26.0', xfbml: false });
    expect(await page.evaluate(() => (window as unknown as { __fbLoaded: number }).__fbLoaded)).toBe(1);
    expect((await plugin.boundingBox())?.height).toBe(box?.height);
  });

  test('the article loads only its own widgets’ chunks: no slider, countdown or player', async ({ page }) => {
    const chunks = chunkNames(page);
    await open(page, ARTICLE);
    await page.locator('.elementor-element-5ba7e01 .elementor-share-btn_print').hover();
    await waitForStarted(page, 'share-buttons');
    expect(chunks).toEqual(expect.arrayContaining(['table-of-contents', 'sticky', 'share-buttons']));
    for (const other of ['swiper', 'countdown', 'slides', 'media-carousel', 'animated-headline', 'video', 'lottie', 'hotspot']) expect(chunks, other).not.toContain(other);
  });

  test('axe clean, and nothing shifts once the widgets start', async ({ page }) => {
    await open(page, ARTICLE);
    await axeCheck(page);
    expect(await shiftsSinceStart(page)).toEqual([]);
  });
});

test.describe('gallery page (/galeria/)', () => {
  const GALLERY = '/galeria/';
  const grid = (page: Page) => page.locator('.elementor-element-9a11e01');
  const masonry = (page: Page) => page.locator('.elementor-element-9a11e03');

  test('a grid item opens the page builder’s lightbox on the overlay layer; arrows go through the slideshow, Escape closes with the focus back', async ({ page }) => {
    await open(page, GALLERY);
    await waitForStarted(page, 'gallery');
    const first = grid(page).locator('a.e-gallery-item').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('.pswp__counter')).toHaveText(/^1 \/ 8$/);
    await axeCheck(page, '.pswp');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.pswp__counter')).toHaveText(/^2 \/ 8$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('the filter titles are toggle buttons: a category hides the other items and the lightbox cycles only what is shown', async ({ page }) => {
    await open(page, GALLERY);
    await masonry(page).scrollIntoViewIfNeeded();
    await waitForStarted(page, 'gallery');
    const titles = masonry(page).locator('.elementor-gallery-title');
    await expect(titles.first()).toHaveAttribute('aria-pressed', 'true');
    const second = titles.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(titles.first()).toHaveAttribute('aria-pressed', 'false');
    const shown = masonry(page).locator('.e-gallery-item:not(.e-gallery-item--hidden)');
    const count = await shown.count();
    expect(count).toBeLessThan(await masonry(page).locator('.e-gallery-item').count());
    await shown.first().click();
    await expect(page.locator('.pswp__counter')).toHaveText(new RegExp(`^1 / ${count}$`));
    await page.keyboard.press('Escape');
    await axeCheck(page, '.elementor-element-9a11e03');
  });

  test('the coupon bar copies its code, says so, and closes by its button', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await open(page, GALLERY);
    await waitForStarted(page, 'floating-buttons');
    const bar = page.locator('.e-floating-bars');
    await bar.getByRole('button', { name: /BIENVENIDA10/ }).click();
    await expect(bar.locator('.e-floating-bars__coupon-success')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BIENVENIDA10');
    await expect(page.locator('.widget_shopping_cart_live_region')).toContainText('BIENVENIDA10');
    await axeCheck(page, '.e-floating-bars');
    await bar.getByRole('button', { name: 'Cerrar el aviso' }).click();
    await expect(bar).toBeHidden();
  });

  test('axe clean, and the grid gallery does not move when its script starts', async ({ page }) => {
    await page.goto(`${GALLERY}?storefront=0`);
    const served = await grid(page).boundingBox();
    await open(page, GALLERY);
    await waitForStarted(page, 'gallery');
    expect(await grid(page).boundingBox()).toEqual(served);
    expect(await shiftsSinceStart(page)).toEqual([]);
    await axeCheck(page);
  });
});
