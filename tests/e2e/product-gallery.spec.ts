/**
 * Product gallery on the demo product pages (shared/reference/woocommerce.md §3.4, widgets.md §4,
 * spec §2 "Single product page", §8 "Lightbox image fails to load", §9 gallery and lightbox
 * constants): the Swiper slider with its thumbnail strip, hover zoom, the PhotoSwipe lightbox with
 * its v4 hash, idle controls, share menu and error message, by mouse and by keyboard alone, the
 * variation image swap, an image printed without its size, short flicks, axe, and no layout shift
 * from mounting.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, axeCheck, pauseClock, transitionsEnded, waitForStarted, waitForStorefront } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const MUG = '/producto/taza-ceramica-amanecer/';
const SHIRT = '/producto/camiseta-organica-basica/';

const gallery = (page: Page) => page.locator('.woocommerce-product-gallery');
/** FlexSlider's `div.flex-viewport` around the wrapper figure: the slider's container once mounted. */
const viewport = (page: Page) => page.locator('.woocommerce-product-gallery > .flex-viewport');
const slides = (page: Page) => page.locator('.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image');
const thumbs = (page: Page) => page.locator('.flex-control-nav.flex-control-thumbs > li > button');
const trigger = (page: Page) => page.locator('a.woocommerce-product-gallery__trigger');
const lightbox = (page: Page) => page.locator('.pswp');
const counter = (page: Page) => page.locator('.pswp__counter');

/**
 * The product page with the slider mounted and the store notice dismissed. At idle the gallery only
 * listens; the first intent, here the pointer over the main image, builds its markup and Swiper.
 */
async function openProduct(page: Page, path: string, { dismissNotice = true } = {}): Promise<void> {
  await page.goto(path);
  await waitForStorefront(page);
  const dismiss = page.locator('.woocommerce-store-notice__dismiss-link');
  if (dismissNotice && (await dismiss.isVisible())) await dismiss.click();
  await slides(page).first().hover();
  await expect(viewport(page)).toHaveClass(/\bswiper-initialized\b/);
}

/** Serves `path` with its HTML edited (the demo's markup, changed the way a real site's may be). */
async function serveEdited(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const edited = edit(html);
    if (edited === html) throw new Error(`the edit changed nothing in ${path}`);
    await route.fulfill({ response, body: edited });
  });
}

/** Index of the slide the slider shows, as the page marks it. */
const activeSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image')].findIndex((slide) =>
      slide.classList.contains('swiper-slide-active'),
    ),
  );

async function expectSlide(page: Page, index: number): Promise<void> {
  await expect.poll(() => activeSlide(page)).toBe(index);
  await expect(thumbs(page).nth(index)).toHaveAttribute('aria-current', 'true');
  await expect(thumbs(page).nth(index).locator('img')).toHaveClass(/\bflex-active\b/);
  await expect(slides(page).nth(index)).toBeVisible();
  await expect(slides(page).nth(index)).not.toHaveAttribute('inert', '');
  // FlexSlider's state class, which themes style.
  await expect(page.locator('.woocommerce-product-gallery__image.flex-active-slide')).toHaveCount(1);
  await expect(slides(page).nth(index)).toHaveClass(/\bflex-active-slide\b/);
}

const hash = (page: Page) => page.evaluate(() => location.hash);
const focused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab until focus lands on an element matching `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await focused(page, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Two frames rendered: whatever the page changed before has been laid out, painted and its layout shifts reported. */
const framesRendered = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Moves the mouse to (x, y) over `target` and waits until the page has handled the move there: a
 * listener added now runs after the widget's own, so once it has seen the move, so has the widget.
 */
async function moveHandled(page: Page, target: Locator, x: number, y: number): Promise<void> {
  await target.evaluate((element) => {
    const seen = element as HTMLElement & { __moves?: number };
    seen.__moves = 0;
    element.addEventListener('pointermove', () => (seen.__moves = (seen.__moves ?? 0) + 1));
  });
  await page.mouse.move(x, y);
  await expect.poll(() => target.evaluate((element) => (element as HTMLElement & { __moves?: number }).__moves)).toBeGreaterThan(0);
}

async function expectLightboxAt(page: Page, index: number, total = 5): Promise<void> {
  await expect(lightbox(page)).toBeVisible();
  await expect(counter(page)).toHaveText(`${index + 1} / ${total}`);
}

test.describe('product gallery: no layout shift from mounting', () => {
  // Tall enough that the whole gallery and what follows it are in the viewport, where shifts count.
  test.use({ viewport: { width: 1280, height: 1500 } });

  for (const path of [MUG, SHIRT, '/producto/sudadera-montana/', '/producto/gorra-algodon-lavado/', '/producto/funda-cojin-lino/']) {
    test(`${path}: mounts on the server layout with no layout shift`, async ({ page }) => {
      // Shifts from the moment the gallery starts mounting (other widgets' shifts are theirs to test).
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number; __mountedFrom: number };
        w.__shift = 0;
        w.__mountedFrom = Number.POSITIVE_INFINITY;
        document.addEventListener('storefront:wc-product-gallery-before-init', () => (w.__mountedFrom = performance.now()), { once: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.startTime >= w.__mountedFrom) w.__shift += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Held back until the server layout has been measured.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/chunks/product-gallery-*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path);
      // The tabs hide their other panels when they start, which moves what is below them: let that
      // land before the gallery mounts, so only the gallery's own shifts are counted.
      await expect(page.locator('.woocommerce-Tabs-panel:visible')).toHaveCount(1);
      await framesRendered(page);
      const measure = () =>
        page.evaluate(() => {
          const first = document.querySelector('.woocommerce-product-gallery__image')!.getBoundingClientRect();
          // The row under the main image: the mounted strip's first thumbnail, the server's second image.
          const row = (
            document.querySelector('.flex-control-thumbs li') ?? document.querySelector('.woocommerce-product-gallery__image:nth-child(2)')!
          ).getBoundingClientRect();
          const box = document.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect();
          return { first: first.toJSON(), rowTop: row.top, rowHeight: row.height, galleryHeight: box.height };
        });
      const server = await measure();
      await expect(viewport(page)).toHaveCount(0);
      release();
      await waitForStorefront(page);
      // Started at idle: the served markup as printed, nothing built, Swiper not even fetched.
      await waitForStarted(page, 'product-gallery');
      await expect(viewport(page)).toHaveCount(0);
      const idle = await measure();
      // The first intent builds FlexSlider's markup (the strip in place of the served row) in its own
      // task, then the slider on it.
      await slides(page).first().hover();
      await expect(page.locator('.flex-control-thumbs li')).toHaveCount(await slides(page).count());
      await expect(viewport(page)).toHaveClass(/\bswiper-initialized\b/);
      await transitionsEnded(page);
      await framesRendered(page);

      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      const mounted = await measure();
      for (const state of [idle, mounted]) {
        expect(state.first).toEqual(server.first);
        expect(Math.abs(state.rowTop - server.rowTop)).toBeLessThan(0.5);
        expect(Math.abs(state.rowHeight - server.rowHeight)).toBeLessThan(0.5);
        expect(Math.abs(state.galleryHeight - server.galleryHeight)).toBeLessThan(0.5);
      }
    });
  }
});

test.describe('product gallery: slider', () => {
  test('builds the thumbnail strip from data-thumb and shows one slide', async ({ page }) => {
    await openProduct(page, MUG);
    const count = await slides(page).count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(thumbs(page)).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      const slide = slides(page).nth(i);
      await expect(thumbs(page).nth(i).locator('img')).toHaveAttribute('src', (await slide.getAttribute('data-thumb'))!);
      await expect(thumbs(page).nth(i)).toHaveAttribute('aria-label', new RegExp(`^${await slide.getAttribute('data-thumb-alt')}`));
    }
    await expectSlide(page, 0);
    for (let i = 1; i < count; i++) await expect(slides(page).nth(i)).toBeHidden();
  });

  test('by mouse: a thumbnail shows its image', async ({ page }) => {
    await openProduct(page, MUG);
    await thumbs(page).nth(2).click();
    await expectSlide(page, 2);
    await expect(slides(page).nth(0)).toBeHidden();
    await thumbs(page).nth(4).click();
    await expectSlide(page, 4);
  });

  test('by keyboard: arrows in the thumbnail strip move the slide and the focus', async ({ page }) => {
    await openProduct(page, MUG);
    await tabTo(page, '.sf-gallery-thumb');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    expect(await focused(page, '.flex-control-thumbs li:nth-child(2) button')).toBe(true);
    await page.keyboard.press('End');
    await expectSlide(page, 4);
    await page.keyboard.press('Home');
    await expectSlide(page, 0);
    // On the main image link, the arrows page too and focus follows the new image.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page, '.woocommerce-product-gallery__image a')).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    expect(await focused(page, '.swiper-slide-active a')).toBe(true);
  });

  test('axe: 0 violations with the slider mounted', async ({ page }) => {
    await openProduct(page, MUG);
    await axeCheck(page, '.woocommerce-product-gallery');
    await thumbs(page).nth(3).click();
    await expectSlide(page, 3);
    await axeCheck(page, '.woocommerce-product-gallery');
  });

  test('a variation image swap goes back to the first slide and shows the variation image, in the thumbnail too', async ({ page }) => {
    // As newer WooCommerce prints it: a thumbnail srcset with width descriptors, which would keep
    // the browser on the parent's picture after the variation form swaps the thumbnail's src.
    await serveEdited(page, SHIRT, (html) =>
      html.replace(
        'data-thumb="/wp-content/uploads/tienda/tshirt-1130-100x100.svg" data-thumb-alt="Camiseta azul marino" data-thumb-srcset=""',
        'data-thumb="/wp-content/uploads/tienda/tshirt-1130-100x100.svg" data-thumb-alt="Camiseta azul marino" data-thumb-srcset="/wp-content/uploads/tienda/tshirt-1130-100x100.svg 100w, /wp-content/uploads/tienda/tshirt-1130-324x324.svg 324w"',
      ),
    );
    await openProduct(page, SHIRT);
    const firstThumb = thumbs(page).nth(0).locator('img');
    await expect(firstThumb).toHaveAttribute('srcset', /tshirt-1130-324x324\.svg 324w/);
    await expect.poll(() => firstThumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/tshirt-1130-(100x100|324x324)\.svg$/);
    await thumbs(page).nth(2).click();
    await expectSlide(page, 2);
    await page.locator('select#pa_color').selectOption('blanco');
    await page.locator('select#talla').selectOption('M');
    await expectSlide(page, 0);
    await expect(slides(page).nth(0).locator('a > img')).toHaveAttribute('data-large_image', /tshirt-1300\.svg$/);
    await expect(thumbs(page).nth(0).locator('img')).toHaveAttribute('src', /tshirt-1300-100x100\.svg$/);
    await expect.poll(() => firstThumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/tshirt-1300-100x100\.svg$/);

    // The lightbox reads the swapped image when it opens.
    await trigger(page).click();
    await expectLightboxAt(page, 0);
    await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')).toHaveAttribute('src', /tshirt-1300\.svg$/);
  });
});

test.describe('product gallery: zoom', () => {
  test('hovering the image shows the large image following the pointer', async ({ page }) => {
    await openProduct(page, MUG);
    const image = slides(page).nth(0);
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.mouse.move(box.x + 50, box.y + 50);
    const zoomed = image.locator('img.zoomImg');
    await expect(zoomed).toHaveClass(/\bsf-zoom-on\b/);
    await expect(zoomed).toHaveAttribute('alt', '');
    await expect(zoomed).toHaveAttribute('aria-hidden', 'true');
    await expect(zoomed).toHaveAttribute('src', (await image.locator('a > img').getAttribute('data-large_image'))!);
    const near = await zoomed.evaluate((el) => [el.style.left, el.style.top]);
    await page.mouse.move(box.x + box.width - 60, box.y + 300);
    await expect.poll(() => zoomed.evaluate((el) => [el.style.left, el.style.top])).not.toEqual(near);
    await page.mouse.move(box.x + box.width + 200, box.y + 10);
    await expect(zoomed).not.toHaveClass(/\bsf-zoom-on\b/);
  });

  test('no zoom when the large image is not wider than the gallery', async ({ page }) => {
    await openProduct(page, MUG);
    await page.evaluate(() => {
      const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
      const img = gallery.querySelector('.woocommerce-product-gallery__image img')!;
      img.setAttribute('data-large_image_width', String(Math.floor(gallery.clientWidth)));
      gallery.dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom', { bubbles: true }));
    });
    const image = slides(page).nth(0);
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 40);
    await moveHandled(page, image, box.x + 60, box.y + 60);
    await expect(image).not.toHaveClass(/\bsf-zoom-target\b/);
    await expect(image.locator('img.zoomImg')).toHaveCount(0);
  });
});

test.describe('product gallery: nothing heavy until intent', () => {
  for (const intent of ['hover', 'focus', 'thumbnail click'] as const) {
    test(`Swiper loads on the first intent (${intent}), PhotoSwipe only when the lightbox opens`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        const name = /\/chunks\/(slider|lightbox|photoswipe)[.-]/.exec(request.url())?.[1];
        if (name) fetched.push(name);
      });
      await page.goto(MUG);
      await waitForStorefront(page);
      await waitForStarted(page, 'product-gallery');
      expect(fetched).toEqual([]);
      await expect(viewport(page)).toHaveCount(0);
      await expect(thumbs(page)).toHaveCount(0);

      if (intent === 'hover') await slides(page).first().hover();
      else if (intent === 'focus') await slides(page).first().locator('a').focus();
      else {
        // Where the served row's third image stands: the pointer's arrival puts the strip's third
        // thumbnail there before the button goes down (a raw click: Playwright's would refuse an
        // element that is replaced under the pointer).
        await slides(page).nth(2).scrollIntoViewIfNeeded();
        const box = (await slides(page).nth(2).boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      await expect(viewport(page)).toHaveClass(/\bswiper-initialized\b/);
      // The click that was the intent is answered.
      await expectSlide(page, intent === 'thumbnail click' ? 2 : 0);
      expect(fetched).toEqual(['slider']);
      // The main image's link moved into the slider's track with focus still on it.
      if (intent === 'focus') expect(await focused(page, '.swiper-slide-active a')).toBe(true);

      await trigger(page).click();
      await expectLightboxAt(page, intent === 'thumbnail click' ? 2 : 0);
      expect(fetched).toEqual(expect.arrayContaining(['slider', 'lightbox', 'photoswipe']));
    });
  }
});

test.describe('product gallery: before it mounts', () => {
  test('a click on the main image before the slider has loaded opens the lightbox once it has', async ({ page }) => {
    // Held until the click has been made: a fixed delay raced the page's idle on a busy machine.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/chunks/product-gallery-*.js', async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(MUG);
    await waitForStorefront(page);
    await expect(viewport(page)).toHaveCount(0);
    await slides(page).nth(0).locator('a > img').click();
    release();

    await expectLightboxAt(page, 0);
    expect(page.url()).toMatch(/\/producto\/taza-ceramica-amanecer\/#&gid=1&pid=1$/);
  });
});

test.describe('product gallery: touch screens', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 860 } });

  test('no hover zoom; a tap on the image opens the lightbox', async ({ page }) => {
    await openProduct(page, MUG, { dismissNotice: false });
    const image = slides(page).nth(0);
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + 60, box.y + 60);
    await moveHandled(page, image, box.x + 80, box.y + 80);
    await expect(image).not.toHaveClass(/\bsf-zoom-target\b/);
    await expect(image.locator('img.zoomImg')).toHaveCount(0);
    await image.locator('a > img').tap();
    await expectLightboxAt(page, 0);
  });
});

test.describe('product gallery: lightbox', () => {
  test('by mouse: the trigger opens at the active image, arrows page, Escape closes and focus returns', async ({ page }) => {
    await openProduct(page, MUG);
    await expect(trigger(page)).toHaveAttribute('role', 'button');
    await expect(trigger(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger(page)).toHaveAttribute('aria-label', 'Ver galería de imágenes a pantalla completa');
    await thumbs(page).nth(2).click();
    await expectSlide(page, 2);
    const entries = await page.evaluate(() => history.length);

    await trigger(page).click();
    await expectLightboxAt(page, 2);
    expect(await hash(page)).toBe('#&gid=1&pid=3');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await expect(lightbox(page)).toHaveAttribute('role', 'dialog');
    await expect(lightbox(page)).toHaveAttribute('aria-modal', 'true');

    await page.locator('.pswp__button--arrow--next').click();
    await expectLightboxAt(page, 3);
    expect(await hash(page)).toBe('#&gid=1&pid=4');
    await page.keyboard.press('ArrowRight');
    await expectLightboxAt(page, 4);
    await page.keyboard.press('ArrowLeft');
    await expectLightboxAt(page, 3);
    // The slider follows the lightbox.
    await expectSlide(page, 3);

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect.poll(() => hash(page)).toBe('');
    expect(await focused(page, 'a.woocommerce-product-gallery__trigger')).toBe(true);
  });

  test('a click on the main image opens the lightbox at that image instead of the file', async ({ page }) => {
    await openProduct(page, MUG);
    await thumbs(page).nth(1).click();
    await expectSlide(page, 1);
    const before = page.url();
    // Clicked beside the trigger's corner, where the zoomed image lies over the link.
    await slides(page).nth(1).click({ position: { x: 60, y: 200 } });
    await expectLightboxAt(page, 1);
    expect(page.url().replace(/#.*$/, '')).toBe(before);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('by keyboard alone: Enter and Space on the trigger, arrows, focus kept inside, Escape returns focus', async ({ page }) => {
    await openProduct(page, MUG);
    await tabTo(page, '.sf-gallery-thumb');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    await tabTo(page, 'a.woocommerce-product-gallery__trigger');
    await page.keyboard.press('Enter');
    await expectLightboxAt(page, 1);
    expect(await page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expectLightboxAt(page, 2);
    // Focus is trapped: Tab never leaves the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    expect(await focused(page, 'a.woocommerce-product-gallery__trigger')).toBe(true);
    await expectSlide(page, 2);

    await page.keyboard.press(' ');
    await expectLightboxAt(page, 2);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    expect(await focused(page, 'a.woocommerce-product-gallery__trigger')).toBe(true);
  });

  test('a page opened with #&gid=1&pid=3 opens the lightbox at the third picture; Back closes it and stays on the product page', async ({ page }) => {
    await page.goto(`${MUG}#&gid=1&pid=3`);
    await expectLightboxAt(page, 2);
    await expectSlide(page, 2);
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    expect(page.url()).toMatch(/\/producto\/taza-ceramica-amanecer\/$/);
    await expect(gallery(page)).toBeVisible();
    await expectSlide(page, 2);
    // Forward opens it again; closing it goes back to the page without the hash.
    await page.goForward();
    await expectLightboxAt(page, 2);
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect.poll(() => page.url()).toMatch(/\/producto\/taza-ceramica-amanecer\/$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('garbage in the hash is ignored', async ({ page }) => {
    await page.goto(`${MUG}#&gid=1&pid=<img src=x onerror=alert(1)>`);
    await waitForStorefront(page);
    // Its start read the hash and found no picture in it.
    await waitForStarted(page, 'product-gallery');
    await expect(lightbox(page)).toHaveCount(0);
    await page.goto(`${MUG}#&gid=1&pid=99`);
    await openProduct(page, `${MUG}#&gid=1&pid=99`);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('Back closes the lightbox and leaves the shopper on the product page', async ({ page }) => {
    await openProduct(page, MUG);
    await trigger(page).click();
    await expectLightboxAt(page, 0);
    expect(await hash(page)).toBe('#&gid=1&pid=1');
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    expect(page.url()).toMatch(/\/producto\/taza-ceramica-amanecer\/$/);
    // Forward opens it again from the URL.
    await page.goForward();
    await expectLightboxAt(page, 0);
  });

  test('share: three services in a 550x420 popup and a download, Escape closes the menu first', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __opened: unknown[][] };
      w.__opened = [];
      window.open = (...args: unknown[]) => {
        w.__opened.push(args);
        return null;
      };
    });
    await openProduct(page, MUG);
    await thumbs(page).nth(1).click();
    await trigger(page).click();
    await expectLightboxAt(page, 1);
    const share = page.locator('.pswp__button--sf-share');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    const menu = page.locator('.pswp__sf-share-menu');
    await expect(menu).toBeVisible();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('a')).toHaveText(['Compartir en Facebook', 'Compartir en X', 'Guardar en Pinterest', 'Descargar imagen']);

    const image = new URL((await slides(page).nth(1).locator('a > img').getAttribute('data-large_image'))!, page.url()).href;
    const pageUrl = page.url();
    const enc = encodeURIComponent;
    await expect(menu.locator('a').nth(0)).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${enc(pageUrl)}`);
    await expect(menu.locator('a').nth(1)).toHaveAttribute('href', new RegExp(`^https://x\\.com/intent/post\\?text=.+&url=${escapeRegExp(enc(pageUrl))}$`));
    await expect(menu.locator('a').nth(2)).toHaveAttribute('href', new RegExp(`^https://www\\.pinterest\\.com/pin/create/button/\\?url=${escapeRegExp(enc(pageUrl))}&media=${escapeRegExp(enc(image))}&description=`));
    await expect(menu.locator('a').nth(3)).toHaveAttribute('href', image);
    await expect(menu.locator('a').nth(3)).toHaveAttribute('download', '');
    // Where the browser will not download (another origin), the file opens beside the product page.
    await expect(menu.locator('a').nth(3)).toHaveAttribute('target', '_blank');
    await expect(menu.locator('a').nth(3)).toHaveAttribute('rel', 'noopener');

    await menu.locator('a').nth(0).click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]![0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc(pageUrl)}`);
    expect(opened[0]![2]).toMatch(/(^|,)width=550,height=420,/);
    await expect(menu).toBeHidden();
    expect(await focused(page, '.pswp__button--sf-share')).toBe(true);

    // Keyboard: Enter opens, the first service is focused, arrows move, Escape closes the menu only.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    expect(await focused(page, '.sf-pswp-share__facebook')).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page, '.sf-pswp-share__x')).toBe(true);
    await page.keyboard.press('Enter');
    const viaKeyboard = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
    expect(viaKeyboard[1]![0]).toMatch(/^https:\/\/x\.com\/intent\/post\?/);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('controls hide after 4 s without activity and after 1 s once the pointer left the window', async ({ page }) => {
    await page.clock.install();
    await openProduct(page, MUG);
    await trigger(page).click();
    await expectLightboxAt(page, 0);
    await pauseClock(page);
    await page.mouse.move(300, 300);
    await page.clock.runFor(3500);
    await expect(lightbox(page)).not.toHaveClass(/\bsf-pswp--idle\b/);
    await page.clock.runFor(700);
    await expect(lightbox(page)).toHaveClass(/\bsf-pswp--idle\b/);
    await expect(page.locator('.pswp__top-bar')).toHaveCSS('opacity', '0');
    await page.mouse.move(320, 320);
    await expect(lightbox(page)).not.toHaveClass(/\bsf-pswp--idle\b/);
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(3000);
    await expect(lightbox(page)).not.toHaveClass(/\bsf-pswp--idle\b/);
    // The pointer leaves the window.
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null })));
    await page.clock.runFor(1100);
    await expect(lightbox(page)).toHaveClass(/\bsf-pswp--idle\b/);
  });

  test('an image that fails to load shows "The image could not be loaded." linking to the image', async ({ page }) => {
    await openProduct(page, MUG);
    const large = (await slides(page).nth(1).locator('a > img').getAttribute('data-large_image'))!;
    await page.route(`**${large}`, (route) => route.fulfill({ status: 404, body: '' }));
    await thumbs(page).nth(1).click();
    await trigger(page).click();
    await expectLightboxAt(page, 1);
    const message = page.locator('.pswp__error-msg');
    await expect(message).toHaveText('The image could not be loaded.');
    await expect(message.locator('a')).toHaveText('The image');
    await expect(message.locator('a')).toHaveAttribute('href', new URL(large, page.url()).href);
    // The file opens in a new tab: the product page stays where it is.
    await expect(message.locator('a')).toHaveAttribute('target', '_blank');
    await expect(message.locator('a')).toHaveAttribute('rel', 'noopener');
  });

  test('when the lightbox cannot be loaded: no page error, one warning, the gallery keeps working', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^(\[storefront\] )?product-gallery: the lightbox could not be loaded/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/chunks/photoswipe.esm-*.js', (route) => route.fulfill({ status: 503, body: '' }));
    await openProduct(page, MUG);
    await trigger(page).click();
    await expect.poll(() => warnings.filter((text) => text.startsWith('[storefront] product-gallery: the lightbox could not be loaded'))).toHaveLength(1);
    await expect(lightbox(page)).toHaveCount(0);
    await thumbs(page).nth(3).click();
    await expectSlide(page, 3);
  });

  test('axe: 0 violations with the lightbox open and with its share menu open', async ({ page }) => {
    await openProduct(page, MUG);
    await trigger(page).click();
    await expectLightboxAt(page, 0);
    await axeCheck(page, '.pswp');
    await page.locator('.pswp__button--sf-share').click();
    await expect(page.locator('.pswp__sf-share-menu')).toBeVisible();
    await axeCheck(page, '.pswp');
  });
});

test.describe('product gallery: an image printed without its size', () => {
  // Tall and wide: the 2560 px guess would show 1280 px wide here, the file's own size is 1200.
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('slider, thumbnails and lightbox all work; that image shows at the size of its file, with one warning', async ({ page, expectStorefrontErrors }) => {
    expectStorefrontErrors(/^(\[storefront\] )?product-gallery: gallery image 2 data-large_image_width is not a size in pixels/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('product-gallery')) warnings.push(message.text());
    });
    // WordPress prints empty sizes for an SVG, or for an image without metadata.
    await serveEdited(page, MUG, (html) =>
      html.replace(
        'data-large_image="/wp-content/uploads/tienda/mug-1111.svg" data-large_image_width="1200" data-large_image_height="1200"',
        'data-large_image="/wp-content/uploads/tienda/mug-1111.svg" data-large_image_width="" data-large_image_height=""',
      ),
    );
    await openProduct(page, MUG);
    await expect(thumbs(page)).toHaveCount(5);
    await thumbs(page).nth(1).click();
    await expectSlide(page, 1);

    await trigger(page).click();
    await expectLightboxAt(page, 1);
    const shown = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
    await expect(shown).toHaveAttribute('src', /mug-1111\.svg$/);
    await expect.poll(() => shown.evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(1200);
    // The other images keep their printed size.
    await page.keyboard.press('ArrowRight');
    await expectLightboxAt(page, 2);
    await expect(shown).toHaveAttribute('src', /mug-1112\.svg$/);
    await expect.poll(() => shown.evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(1200);
    expect(warnings).toEqual([
      '[storefront] product-gallery: gallery image 2 data-large_image_width is not a size in pixels (""); the lightbox sizes that image from the file itself',
    ]);
  });
});

test.describe('product gallery: short flicks', () => {
  test('a diagonal flick under 10 px on the image is a click: the slide stays and the lightbox opens at it', async ({ page }) => {
    await openProduct(page, MUG);
    // Every slide that becomes the active one during the gesture.
    await page.evaluate(() => {
      const w = window as unknown as { __activated: number[] };
      w.__activated = [];
      const wrapper = document.querySelector('.woocommerce-product-gallery__wrapper')!;
      new MutationObserver((records) => {
        for (const { target } of records) {
          const slide = target as Element;
          if (slide.parentElement === wrapper && slide.classList.contains('swiper-slide-active')) w.__activated.push([...wrapper.children].indexOf(slide));
        }
      }).observe(wrapper, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    const box = (await slides(page).nth(0).boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Past Swiper's 5 px threshold, then 5 px more: 9.8 px from where it started.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 6, y);
    await page.mouse.move(x - 9, y + 4);
    await page.mouse.up();

    await expectLightboxAt(page, 0);
    expect(await page.evaluate(() => (window as unknown as { __activated: number[] }).__activated)).not.toContain(1);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
