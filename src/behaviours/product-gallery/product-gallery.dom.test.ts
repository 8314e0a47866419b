// @vitest-environment-options {"url":"https://tienda.example/producto/taza-ceramica-amanecer/"}
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import galleryHtml from '../../../fixtures/markup/product-gallery.html?raw';
import galleryMalformed from '../../../fixtures/markup/product-gallery.malformed.html?raw';
import galleryPlaceholder from '../../../fixtures/markup/product-gallery.placeholder.html?raw';
import gallerySingle from '../../../fixtures/markup/product-gallery.single.html?raw';
import { singleProductParams } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { errorMessage } from '../../lightbox/error-message';

const page = usePage();

/** happy-dom has no layout: the gallery column is 578 px wide, as on the demo page. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(578);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(578);
});

// The lightbox writes its picture into the URL (spec §2); every test starts on the bare page.
afterEach(() => history.replaceState(null, '', '/producto/taza-ceramica-amanecer/'));

const params = (overrides: Record<string, unknown> = {}) => ({ ...singleProductParams, ...overrides });

// Swiper, PhotoSwipe and their styles are imported when the shopper first shows intent; on a cold
// machine (a fresh CI clone) the first import transforms the package, which can take seconds.
const LOADED = { timeout: 10_000 };

/** Started as at idle: listeners only, the served markup as it was printed. */
async function prepare(html = galleryHtml, globals: Record<string, unknown> = params()) {
  render(html);
  setGlobals({ wc_single_product_params: globals });
  return boot(['product-gallery']);
}

/** Then the shopper's first intent (the pointer over the gallery) builds the slider and zoom. */
async function mount(html = galleryHtml, globals: Record<string, unknown> = params()) {
  const scanner = await prepare(html, globals);
  const root = document.querySelector<HTMLElement>('.woocommerce-product-gallery');
  if (root) fireEvent.pointerOver(root);
  await vi.waitFor(() => {
    if (viewport()) expect(viewport()!.classList.contains('swiper-initialized')).toBe(true);
  }, LOADED);
  await flush();
  return scanner;
}

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const viewport = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery > .flex-viewport');
const wrapper = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
const slides = () => [...document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image')];
const thumbButtons = () => [...document.querySelectorAll<HTMLButtonElement>('ol.flex-control-nav.flex-control-thumbs > li > button')];
const trigger = () => document.querySelector<HTMLAnchorElement>('a.woocommerce-product-gallery__trigger');
const active = () => slides().findIndex((slide) => slide.classList.contains('swiper-slide-active'));

function expectActive(index: number): void {
  expect(active()).toBe(index);
  thumbButtons().forEach((button, i) => {
    expect(button.getAttribute('aria-current')).toBe(i === index ? 'true' : null);
    expect(button.tabIndex).toBe(i === index ? 0 : -1);
    expect(button.querySelector('img')!.classList.contains('flex-active')).toBe(i === index);
  });
  slides().forEach((slide, i) => {
    expect(slide.hasAttribute('inert')).toBe(i !== index);
    expect(slide.classList.contains('flex-active-slide')).toBe(i === index);
  });
}

describe('product gallery: nothing heavy until intent', () => {
  it('at idle: the served markup as printed (its row of images), no strip, no Swiper, no zoom', async () => {
    await prepare();
    await flush(50);

    expect(viewport()).toBeNull();
    expect(thumbButtons()).toHaveLength(0);
    expect(slides().some((slide) => slide.hasAttribute('inert') || slide.classList.contains('flex-active-slide'))).toBe(false);
    expect(document.querySelector('.sf-zoom-target')).toBeNull();
  });

  it('the first intent builds FlexSlider’s markup in its own task: the strip in place of the row, the first slide shown', async () => {
    await prepare();
    fireEvent.pointerOver(slides()[0]!);

    expect(viewport()).not.toBeNull();
    expect(viewport()!.classList.contains('swiper-initialized')).toBe(false);
    expect(wrapper().classList.contains('swiper-wrapper')).toBe(false);
    expect(thumbButtons()).toHaveLength(5);
    expect(thumbButtons().map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null, null, null]);
    expect(slides().map((slide) => slide.classList.contains('flex-active-slide'))).toEqual([true, false, false, false, false]);
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true, true, true]);
  });

  it.each([
    ['the pointer over the gallery', () => fireEvent.pointerOver(slides()[0]!)],
    ['a touch', () => fireEvent.pointerDown(slides()[0]!, { pointerType: 'touch' })],
    ['focus inside it', () => slides()[0]!.querySelector('a')!.focus()],
    ['a key', () => fireEvent.keyDown(gallery(), { key: 'Tab' })],
  ])('builds the slider on the first intent: %s', async (_name, act) => {
    await prepare();
    await flush(20);
    expect(viewport()).toBeNull();
    act();
    expect(thumbButtons()).toHaveLength(5);
    await vi.waitFor(() => expect(viewport()!.classList.contains('swiper-initialized')).toBe(true), LOADED);
    expectActive(0);
  });

  it('a thumbnail clicked before the slider is built shows its slide at once; Swiper then starts from it', async () => {
    await prepare();
    await flush(20);
    fireEvent.pointerOver(gallery());
    fireEvent.click(thumbButtons()[3]!);

    expect(viewport()!.classList.contains('swiper-initialized')).toBe(false);
    expectActive(3);
    await vi.waitFor(() => expect(viewport()!.classList.contains('swiper-initialized')).toBe(true), LOADED);
    await flush(20);
    expectActive(3);
  });

  it('a row image clicked with no intent before it (element.click()) is shown, not opened', async () => {
    await prepare();
    slides()[2]!.querySelector('a')!.click();

    expectActive(2);
    expect(document.querySelector('.pswp')).toBeNull();
    expect(location.hash).toBe('');
  });

  it('the pointer over the served row builds nothing under it; the click then shows the image it was aimed at', async () => {
    await prepare();
    const link = slides()[2]!.querySelector('a')!;
    fireEvent.pointerOver(link, { pointerType: 'mouse' });
    fireEvent.pointerMove(link, { pointerType: 'mouse' });

    expect(viewport()).toBeNull();
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    // A press on a link focuses it, before the click.
    link.focus();
    expect(viewport()).toBeNull();
    fireEvent.click(link, { detail: 1 });
    expectActive(2);
    await vi.waitFor(() => expect(viewport()!.classList.contains('swiper-initialized')).toBe(true), LOADED);
    expectActive(2);
  });

  it('focus on one of the row’s images, as the first intent, moves to that image’s thumbnail', async () => {
    await prepare();
    slides()[3]!.querySelector('a')!.focus();

    expect(document.activeElement).toBe(thumbButtons()[3]);
  });

  it('an arrow key on the main image that was the first intent is answered', async () => {
    await prepare();
    const link = slides()[0]!.querySelector('a')!;
    fireEvent.keyDown(link, { key: 'ArrowRight' });

    await vi.waitFor(() => expectActive(1), LOADED);
  });
});

describe('product gallery: mount', () => {
  it("puts Swiper on WooCommerce's own markup in FlexSlider's div.flex-viewport, theme classes and attributes kept", async () => {
    await mount();

    expect(viewport()!.classList.contains('swiper-initialized')).toBe(true);
    expect(wrapper().parentElement).toBe(viewport());
    expect(viewport()!.getAttribute('style')).toBeNull();
    expect(gallery().classList.contains('woocommerce-product-gallery--columns-4')).toBe(true);
    expect(gallery().getAttribute('role')).toBe('region');
    expect(gallery().getAttribute('aria-roledescription')).toBe('carrusel');
    expect(wrapper().tagName).toBe('FIGURE');
    expect(wrapper().classList.contains('swiper-wrapper')).toBe(true);
    expect(slides()).toHaveLength(5);
    slides().forEach((slide, i) => {
      expect(slide.classList.contains('swiper-slide')).toBe(true);
      expect(slide.getAttribute('aria-label')).toBe(`${i + 1} de 5`);
      expect(slide.querySelector('a')!.getAttribute('href')).toMatch(/^\/wp-content\/uploads\/tienda\/mug-111\d\.svg$/);
    });
    expectActive(0);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('builds ol.flex-control-nav.flex-control-thumbs from each slide’s data-thumb, data-thumb-alt, data-thumb-srcset and -sizes', async () => {
    await mount();

    const list = document.querySelector('ol.flex-control-nav.flex-control-thumbs')!;
    expect(list.parentElement!.previousElementSibling).toBe(viewport());
    expect(thumbButtons()).toHaveLength(5);
    thumbButtons().forEach((button, i) => {
      const slide = slides()[i]!;
      const img = button.querySelector('img')!;
      expect(button.type).toBe('button');
      expect(img.getAttribute('src')).toBe(slide.getAttribute('data-thumb'));
      expect(img.getAttribute('alt')).toBe('');
      expect(button.getAttribute('aria-label')).toBe(`${slide.getAttribute('data-thumb-alt')} (imagen ${i + 1} de 5)`);
      expect(img.getAttribute('sizes')).toBe('(max-width: 100px) 100vw, 100px');
    });
    expect(thumbButtons()[0]!.querySelector('img')!.getAttribute('srcset')).toBe(
      '/wp-content/uploads/tienda/mug-1110-100x100.svg 100w, /wp-content/uploads/tienda/mug-1110-324x324.svg 324w',
    );
    expect(thumbButtons()[1]!.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it('a thumbnail whose src the variation form swaps drops its srcset (else the browser keeps the parent image), and gets it back on reset', async () => {
    await mount();
    const img = thumbButtons()[0]!.querySelector('img')!;
    const printed = { src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes') };
    expect(printed.srcset).not.toBeNull();

    // woocommerce.md §4.9: `$gallery_img` src := gallery_thumbnail_src, and back from data-o_src.
    img.setAttribute('src', '/wp-content/uploads/tienda/mug-1300-100x100.svg');
    await flush();
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    img.setAttribute('src', printed.src!);
    await flush();
    expect(img.getAttribute('srcset')).toBe(printed.srcset);
    expect(img.getAttribute('sizes')).toBe(printed.sizes);
  });

  it('focus already in the gallery when it starts (the intent that started it) builds it; the focus stays', async () => {
    render(galleryHtml);
    const link = slides()[0]!.querySelector('a')!;
    link.focus();
    setGlobals({ wc_single_product_params: params() });
    await boot(['product-gallery']);

    expect(viewport()).not.toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('keeps the focus on an image link that had it while the slider mounted', async () => {
    await prepare();
    const link = slides()[0]!.querySelector('a')!;
    link.focus();

    expect(viewport()).not.toBeNull();
    expect(document.activeElement).toBe(link);
    await vi.waitFor(() => expect(viewport()!.classList.contains('swiper-initialized')).toBe(true), LOADED);
    expect(document.activeElement).toBe(link);
  });

  it('prepends the full-screen trigger WooCommerce prints when zoom is on, labelled from the page', async () => {
    await mount(galleryHtml, params({ i18n_product_gallery_trigger_text: 'Ampliar galería' }));

    const link = trigger()!;
    expect(gallery().firstElementChild).toBe(link);
    expect(link.getAttribute('href')).toBe('#');
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(link.getAttribute('aria-label')).toBe('Ampliar galería');
    expect(link.querySelector('span[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('adds no trigger without zoom, and no slider without flexslider (the images stay as printed)', async () => {
    const before = galleryHtml;
    await mount(before, params({ zoom_enabled: '', flexslider_enabled: '' }));

    expect(trigger()).toBeNull();
    expect(wrapper().classList.contains('swiper-wrapper')).toBe(false);
    expect(document.querySelector('.flex-control-nav')).toBeNull();
  });

  it('mounts no slider for exactly one image, as WooCommerce', async () => {
    await mount(gallerySingle);

    expect(slides()).toHaveLength(1);
    expect(wrapper().classList.contains('swiper-wrapper')).toBe(false);
    expect(document.querySelector('.flex-control-nav')).toBeNull();
    expect(trigger()).not.toBeNull();
  });

  it('leaves a gallery without images (the placeholder) alone', async () => {
    render(galleryPlaceholder);
    const printed = document.body.innerHTML;
    setGlobals({ wc_single_product_params: params() });
    await boot(['product-gallery']);

    expect(document.body.innerHTML).toBe(printed);
    expect(page.warn).not.toHaveBeenCalled();
  });
});

describe('product gallery: slides', () => {
  it('a click on a thumbnail, or a synthetic img.click() as the variation form does, goes to that slide', async () => {
    await mount();

    fireEvent.click(thumbButtons()[2]!);
    expectActive(2);
    thumbButtons()[4]!.querySelector('img')!.click();
    expectActive(4);
  });

  it('a pointer that travelled 10 px or more before the click swiped: no slide change', async () => {
    await mount();

    const button = thumbButtons()[3]!;
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100 });
    fireEvent.click(button, { clientX: 112, clientY: 100, detail: 1 });
    expectActive(0);
    fireEvent.pointerDown(button, { clientX: 100, clientY: 100 });
    fireEvent.click(button, { clientX: 106, clientY: 104, detail: 1 });
    expectActive(3);
  });

  /** A mouse drag as Swiper sees it: down at the first point, a move to each next one, up at the last (happy-dom has no pageX of its own). */
  function drag(target: Element, path: ReadonlyArray<readonly [number, number]>): void {
    const send = (type: string, [x, y]: readonly [number, number], buttons: number) => {
      const init = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0, buttons, clientX: x, clientY: y };
      const event = new PointerEvent(type, init);
      Object.defineProperties(event, { pageX: { value: x }, pageY: { value: y } });
      target.dispatchEvent(event);
    };
    send('pointerdown', path[0]!, 1);
    for (const point of path.slice(1)) send('pointermove', point, 1);
    send('pointerup', path[path.length - 1]!, 0);
  }
  const line = (fromX: number, toX: number) => Array.from({ length: Math.abs(toX - fromX) + 1 }, (_, i) => [fromX + Math.sign(toX - fromX) * i, 100] as const);

  it('a flick under 10 px is a click (spec §9): the slide stays and the click opens the lightbox', async () => {
    await mount(galleryHtml, params({ zoom_enabled: '' }));
    const img = slides()[0]!.querySelector('img')!;

    // 9.8 px in all: past Swiper's 5 px threshold, then 5 px more, which Swiper would take for a swipe.
    drag(img, [[200, 100], [194, 100], [191, 104]]);
    await flush(20);
    expectActive(0);
    expect(fireEvent.click(img, { clientX: 191, clientY: 104, detail: 1 })).toBe(false);
    await vi.waitFor(() => expect((window as unknown as { pswp?: { currIndex: number } }).pswp?.currIndex).toBe(0), LOADED);
  });

  it('a flick of 10 px or more swipes to the next slide and is no click', async () => {
    await mount(galleryHtml, params({ zoom_enabled: '' }));
    const img = slides()[0]!.querySelector('img')!;

    drag(img, line(200, 160));
    await vi.waitFor(() => expect(active()).toBe(1), LOADED);
    expect(fireEvent.click(img, { clientX: 160, clientY: 100, detail: 1 })).toBe(false);
    await flush(50);
    expect((window as unknown as { pswp?: unknown }).pswp).toBeUndefined();
  });

  it('answers FlexSlider’s flexslider-click, which WooCommerce’s own variation script triggers through jQuery', async () => {
    const $ = installJQuery();
    await mount();

    $(thumbButtons()[3]!.querySelector('img')!).trigger('flexslider-click');
    expectActive(3);
  });

  it('arrow keys, Home and End in the strip move the slide and the focus', async () => {
    await mount();

    thumbButtons()[0]!.focus();
    fireEvent.keyDown(thumbButtons()[0]!, { key: 'ArrowRight' });
    expectActive(1);
    expect(document.activeElement).toBe(thumbButtons()[1]);
    fireEvent.keyDown(thumbButtons()[1]!, { key: 'End' });
    expectActive(4);
    fireEvent.keyDown(thumbButtons()[4]!, { key: 'Home' });
    expectActive(0);
    expect(document.activeElement).toBe(thumbButtons()[0]);
  });

  it('with the page’s animationLoop the arrows go round from the last slide to the first', async () => {
    await mount(galleryHtml, params({ flexslider: { ...singleProductParams.flexslider, animationLoop: true } }));
    fireEvent.click(thumbButtons()[4]!);

    fireEvent.keyDown(thumbButtons()[4]!, { key: 'ArrowRight' });
    expectActive(0);
    fireEvent.keyDown(thumbButtons()[0]!, { key: 'ArrowLeft' });
    expectActive(4);
  });

  it('runs a slideshow only when the page asks for one, and stops it while the shopper is in the gallery', async () => {
    await mount(galleryHtml, params({ flexslider: { ...singleProductParams.flexslider, slideshow: true, slideshowSpeed: 60, animationSpeed: 0 } }));
    await vi.waitFor(() => expect(active()).toBeGreaterThan(0), LOADED);

    fireEvent.focusIn(thumbButtons()[0]!);
    const stopped = active();
    await flush(300);
    expect(active()).toBe(stopped);
  });

  it('runs no slideshow by default (WooCommerce’s slideshow: false)', async () => {
    await mount();

    // Swiper's Autoplay module is not even loaded.
    expect((viewport() as unknown as { swiper: { autoplay?: unknown } }).swiper.autoplay).toBeUndefined();
  });

  it('goes back to the first slide on woocommerce_gallery_reset_slide_position (native and jQuery)', async () => {
    await mount();
    fireEvent.click(thumbButtons()[3]!);
    expectActive(3);

    gallery().dispatchEvent(new CustomEvent('woocommerce_gallery_reset_slide_position', { bubbles: true }));
    expectActive(0);

    fireEvent.click(thumbButtons()[2]!);
    const $ = installJQuery();
    // Heard only when jQuery was there as the gallery started: mount afresh.
    page.scanner!.stop();
    await mount();
    fireEvent.click(thumbButtons()[2]!);
    $(gallery()).trigger('woocommerce_gallery_reset_slide_position');
    expectActive(0);
  });

  it('ignores the reset event of another gallery', async () => {
    await mount(`${galleryHtml}<div class="images other"></div>`);
    fireEvent.click(thumbButtons()[1]!);

    document.querySelector('.other')!.dispatchEvent(new CustomEvent('woocommerce_gallery_reset_slide_position', { bubbles: true }));
    expectActive(1);
  });
});

describe('product gallery: zoom', () => {
  /** A desktop pointer: hover zoom is for devices that hover. */
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('hover: hover'), media: query }) as MediaQueryList,
    );
  });

  const hover = (slide: HTMLElement) => fireEvent.pointerMove(slide, { pointerType: 'mouse', clientX: 10, clientY: 10 });
  const zoomImage = (slide: HTMLElement) => slide.querySelector<HTMLImageElement>('img.zoomImg');

  it('shows the large image over the current slide on hover, hidden from assistive technology', async () => {
    await mount();
    const slide = slides()[0]!;
    hover(slide);

    const large = zoomImage(slide)!;
    expect(large.getAttribute('src')).toBe('/wp-content/uploads/tienda/mug-1110.svg');
    expect(large.getAttribute('alt')).toBe('');
    expect(large.getAttribute('aria-hidden')).toBe('true');
    expect(large.style.width).toBe('1200px');
    expect(large.style.transitionDuration).toBe('120ms');
    expect(large.classList.contains('sf-zoom-on')).toBe(true);
    fireEvent.pointerLeave(slide, { pointerType: 'mouse' });
    expect(large.classList.contains('sf-zoom-on')).toBe(false);
  });

  it('moves to the new slide, and re-reads the image on woocommerce_gallery_init_zoom', async () => {
    await mount();
    hover(slides()[0]!);
    fireEvent.click(thumbButtons()[1]!);
    expect(zoomImage(slides()[0]!)).toBeNull();
    hover(slides()[1]!);
    expect(zoomImage(slides()[1]!)).not.toBeNull();

    // A variation swapped in a large image no wider than the gallery (578 px): no zoom any more.
    fireEvent.click(thumbButtons()[0]!);
    slides()[0]!.querySelector('img')!.setAttribute('data-large_image_width', '578');
    gallery().dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom', { bubbles: true }));
    hover(slides()[0]!);
    expect(zoomImage(slides()[0]!)).toBeNull();
  });

  it('no hover zoom on a touch screen', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) => ({ matches: false, media: query }) as MediaQueryList);
    await mount();
    hover(slides()[0]!);

    expect(zoomImage(slides()[0]!)).toBeNull();
  });
});

describe('product gallery: events', () => {
  it('triggers wc-product-gallery-before-init and -after-init on the gallery with [element, params] for jQuery', async () => {
    const $ = installJQuery();
    const seen: Array<{ type: string; target: unknown; args: unknown[]; mounted: boolean }> = [];
    for (const type of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
      $(document.body).on(type, (event: JQuery.TriggeredEvent, ...args: unknown[]) => {
        // Fired when the gallery starts, as WooCommerce fires them; FlexSlider's markup comes with
        // the shopper's first intent (mount() makes one, after both).
        const mounted = wrapper().parentElement!.matches('.flex-viewport') && !!document.querySelector('.flex-control-thumbs .flex-active');
        seen.push({ type, target: event.target, args, mounted });
      });
    }
    const globals = params();
    await mount(galleryHtml, globals);

    expect(seen).toEqual([
      { type: 'wc-product-gallery-before-init', target: gallery(), args: [gallery(), globals], mounted: false },
      { type: 'wc-product-gallery-after-init', target: gallery(), args: [gallery(), globals], mounted: false },
    ]);
  });

  it('without jQuery they are native events with { gallery, params } in detail', async () => {
    const details: unknown[] = [];
    document.addEventListener('storefront:wc-product-gallery-after-init', (event) => details.push((event as CustomEvent).detail));
    const globals = params();
    await mount(galleryHtml, globals);

    expect(details).toEqual([{ gallery: gallery(), params: globals }]);
  });
});

describe('product gallery: bad input', () => {
  it('an image with no usable large-image size costs nothing else: slider, thumbnails and lightbox all mount, with one warning', async () => {
    // Image 2 says data-large_image_width="ancho"; image 4 has no large size at all (as WordPress prints SVGs).
    await mount(galleryMalformed);

    expect(viewport()!.classList.contains('swiper-initialized')).toBe(true);
    expect(thumbButtons()).toHaveLength(5);
    expectActive(0);
    const warnings = warningsFor(page, 'product-gallery');
    expect(warnings).toEqual([
      '[storefront] product-gallery: gallery image 2 data-large_image_width is not a size in pixels ("ancho"); gallery image 4 data-large_image_width is not a size in pixels (null); the lightbox sizes those images from the file itself',
    ]);

    fireEvent.click(thumbButtons()[1]!);
    trigger()!.click();
    const pswp = () => (window as unknown as { pswp?: { currIndex: number; currSlide?: { data: Record<string, unknown> }; goTo(i: number): void } }).pswp;
    await vi.waitFor(() => expect(pswp()?.currIndex).toBe(1), LOADED);
    // The page image is 600x600: a square at WordPress's 2560 px cap until the file tells its size.
    expect(pswp()!.currSlide!.data).toMatchObject({ src: '/wp-content/uploads/tienda/mug-1111.svg', width: 2560, height: 2560, sizeGuessed: true });
    pswp()!.goTo(2);
    await flush(20);
    expect(pswp()!.currSlide!.data).toMatchObject({ src: '/wp-content/uploads/tienda/mug-1112.svg', width: 1200, height: 1200 });
    pswp()!.goTo(3);
    await flush(20);
    expect(pswp()!.currSlide!.data).toMatchObject({ src: '/wp-content/uploads/tienda/mug-1113.svg', width: 2560, height: 2560 });
    // Still the one warning.
    expect(warningsFor(page, 'product-gallery')).toHaveLength(1);
  });
});

describe('product gallery: dispose', () => {
  it('restores the server markup exactly: classes, attributes, inline styles, no inserted nodes', async () => {
    render(galleryHtml);
    const printed = document.body.innerHTML;
    setGlobals({ wc_single_product_params: params() });
    await boot(['product-gallery']);
    fireEvent.pointerOver(gallery());
    fireEvent.click(thumbButtons()[2]!);
    expect(document.body.innerHTML).not.toBe(printed);

    page.scanner!.stop();
    await flush();

    expect(document.body.innerHTML).toBe(printed);
    expect('swiper' in gallery()).toBe(false);
  });

  it('leaves no listener behind once the gallery is gone', async () => {
    const tracker = trackListeners();
    await mount();
    expect(tracker.live().length).toBeGreaterThan(0);

    gallery().remove();
    await settle();

    expect(tracker.live()).toEqual([]);
    tracker.stop();
  });
});

describe('gallery reveal', () => {
  it('lifts the inline opacity at once and puts the printed style back on dispose', async () => {
    render(galleryHtml);
    const printed = gallery().getAttribute('style');
    await boot(['gallery-reveal']);

    expect(gallery().style.opacity).toBe('1');
    expect(gallery().style.transition).toContain('opacity');
    page.scanner!.stop();
    await flush();
    expect(gallery().getAttribute('style')).toBe(printed);
  });

  it('reveals the placeholder gallery too, without the product page global', async () => {
    render(galleryPlaceholder);
    await boot(['gallery-reveal']);

    expect(gallery().style.opacity).toBe('1');
  });
});

describe('product gallery: lightbox', () => {
  interface Pswp {
    currIndex: number;
    currSlide?: { data: Record<string, unknown> };
    close(): void;
    goTo(index: number): void;
    element?: HTMLElement;
  }
  const pswp = () => (window as unknown as { pswp?: Pswp }).pswp;
  /** PhotoSwipe's core is a dynamic import: the first open waits for it. */
  const opened = () => vi.waitFor(() => expect(pswp()).toBeDefined(), LOADED);
  const withHistory = () => params({ photoswipe_options: { ...singleProductParams.photoswipe_options, history: true, shareEl: true } });


  it('opens at the active slide from the trigger, focus inside the dialog', async () => {
    await mount();
    fireEvent.click(thumbButtons()[2]!);
    trigger()!.click();
    await opened();

    expect(pswp()?.currIndex).toBe(2);
    const root = document.querySelector<HTMLElement>('.pswp')!;
    expect(root.getAttribute('role')).toBe('dialog');
    expect(root.getAttribute('aria-modal')).toBe('true');
    expect(root.getAttribute('aria-label')).toBe('Visor de imágenes');
    // The layer moved focus in (PhotoSwipe's own trap is off) and keeps Tab inside.
    await vi.waitFor(() => expect(root.contains(document.activeElement)).toBe(true));
    const controls = [...root.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')];
    controls.at(-1)!.focus();
    expect(fireEvent.keyDown(controls.at(-1)!, { key: 'Tab' })).toBe(false);
    expect(root.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('.woocommerce-product-gallery')!.closest('[inert]')).not.toBeNull();
  });

  it('builds items from data-large_image*, alt and data-caption as they are when it opens (after a variation swap)', async () => {
    await mount();
    const img = slides()[0]!.querySelector('img')!;
    img.setAttribute('data-large_image', '/wp-content/uploads/tienda/mug-1300.svg');
    img.setAttribute('data-large_image_width', '1600');
    img.setAttribute('data-large_image_height', '1000');
    img.setAttribute('alt', 'Taza blanca');
    trigger()!.click();
    await opened();

    expect(pswp()?.currSlide?.data).toMatchObject({
      src: '/wp-content/uploads/tienda/mug-1300.svg',
      width: 1600,
      height: 1000,
      alt: 'Taza blanca',
      caption: 'Taza de cerámica naranja',
    });
    pswp()!.goTo(1);
    await flush(20);
    expect(pswp()?.currSlide?.data.caption).toBe('Esmalte hecho a mano en Manises');
    expect(document.querySelector('.sf-pswp-caption')!.textContent).toBe('Esmalte hecho a mano en Manises');
    // The slider follows.
    expectActive(1);
  });

  it('a click on an image link opens the lightbox at that image instead of following the link; a ctrl-click does not', async () => {
    await mount(galleryHtml, params({ zoom_enabled: '' }));
    expect(trigger()).toBeNull();
    fireEvent.click(thumbButtons()[3]!);
    const link = slides()[3]!.querySelector('a')!;

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    await flush(20);
    expect(pswp()).toBeUndefined();
    expect(fireEvent.click(link.querySelector('img')!)).toBe(false);
    await opened();
    expect(pswp()?.currIndex).toBe(3);
  });

  it('opens even after a variation swapped in an image with no size: that image sized from its shape, one warning', async () => {
    await mount();
    slides()[0]!.querySelector('img')!.setAttribute('data-large_image_height', 'alto');

    expect(fireEvent.click(slides()[0]!.querySelector('a')!)).toBe(false);
    await opened();
    expect(pswp()?.currSlide?.data).toMatchObject({ width: 2560, height: 2560, sizeGuessed: true });
    expect(warningsFor(page, 'product-gallery')).toEqual([
      '[storefront] product-gallery: gallery image 1 data-large_image_height is not a size in pixels ("alto"); the lightbox sizes that image from the file itself',
    ]);
  });

  it('the error message’s link opens the image file in a new tab, leaving the product page where it is', () => {
    const message = errorMessage('/wp-content/uploads/tienda/mug-1111.svg');
    const link = message.querySelector('a')!;

    expect(message.textContent).toBe('The image could not be loaded.');
    expect(link.href).toBe('https://tienda.example/wp-content/uploads/tienda/mug-1111.svg');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    expect(errorMessage('javascript:alert(1)').querySelector('a')).toBeNull();
  });

  it('the share menu’s download link downloads, or opens in a new tab where the browser will not download', async () => {
    await mount(galleryHtml, withHistory());
    trigger()!.click();
    await opened();
    document.querySelector<HTMLButtonElement>('.pswp__button--sf-share')!.click();

    const download = document.querySelector<HTMLAnchorElement>('.sf-pswp-share__download')!;
    expect(download.hasAttribute('download')).toBe(true);
    expect(download.getAttribute('href')).toBe('https://tienda.example/wp-content/uploads/tienda/mug-1110.svg');
    expect(download.target).toBe('_blank');
    expect(download.rel).toBe('noopener');
  });

  it('keeps the picture in the URL with WooCommerce’s stock photoswipe_options (history: false): spec §2 over the plugin default', async () => {
    expect(singleProductParams.photoswipe_options).toMatchObject({ history: false });
    await mount();
    trigger()!.click();
    await opened();

    expect(pswp()).toBeDefined();
    expect(location.hash).toBe('#&gid=1&pid=1');
    // The rest of the stock options still win: no share menu.
    expect(document.querySelector('.pswp__button--sf-share')).toBeNull();
  });

  it.each(['gallery', 'body'] as const)(
    'keeps the URL as it is when the site switches the hash off: class storefront-lightbox-history-off on the %s',
    async (host) => {
      render(galleryHtml);
      const target = host === 'gallery' ? gallery() : document.body;
      target.classList.add('storefront-lightbox-history-off');
      try {
        setGlobals({ wc_single_product_params: params() });
        await boot(['product-gallery']);
        const entries = history.length;
        trigger()!.click();
        await opened();

        expect(location.hash).toBe('');
        expect(history.length).toBe(entries);
      } finally {
        target.classList.remove('storefront-lightbox-history-off');
      }
    },
  );

  it('with history: pushes #&gid=1&pid=N on open, replaces it on change, goes back on close', async () => {
    await mount(galleryHtml, withHistory());
    const entries = history.length;
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    fireEvent.click(thumbButtons()[1]!);
    trigger()!.click();
    await opened();

    expect(location.hash).toBe('#&gid=1&pid=2');
    expect(history.length).toBe(entries + 1);
    pswp()!.goTo(3);
    await flush(20);
    expect(location.hash).toBe('#&gid=1&pid=4');
    expect(history.length).toBe(entries + 1);
    pswp()!.close();
    await flush(50);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('with history: Back (popstate to the page without the hash) closes it without going back again', async () => {
    await mount(galleryHtml, withHistory());
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    trigger()!.click();
    await opened();
    expect(pswp()).toBeDefined();

    history.replaceState(null, '', '/producto/taza-ceramica-amanecer/');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await flush(50);
    expect(pswp()).toBeUndefined();
    expect(back).not.toHaveBeenCalled();
  });

  it('with history and a closing animation: the Back it causes does not count as a second close', async () => {
    await mount(
      galleryHtml,
      params({ photoswipe_options: { history: true, showAnimationDuration: 0, hideAnimationDuration: 333 } }),
    );
    // The browser's Back: the pushed entry goes, popstate follows.
    const back = vi.spyOn(history, 'back').mockImplementation(() => {
      history.replaceState(null, '', '/producto/taza-ceramica-amanecer/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    for (const round of [1, 2]) {
      trigger()!.click();
      await opened();
      expect(location.hash).toBe('#&gid=1&pid=1');
      pswp()!.close();
      await vi.waitFor(() => expect(pswp()).toBeUndefined(), LOADED);
      expect(back).toHaveBeenCalledTimes(round);
      expect(location.hash).toBe('');
    }
  });

  it('opened at load from a #&gid=1&pid=3 link, it gets an entry of its own over the page without the hash, so Back closes it', async () => {
    history.replaceState(null, '', '/producto/taza-ceramica-amanecer/#reviews&gid=1&pid=3');
    const entries = history.length;
    const writes: string[] = [];
    vi.spyOn(history, 'replaceState').mockImplementation(function (this: History, ...args) {
      writes.push(`replace ${String(args[2])}`);
      return History.prototype.replaceState.apply(this, args);
    });
    vi.spyOn(history, 'pushState').mockImplementation(function (this: History, ...args) {
      writes.push(`push ${String(args[2])}`);
      return History.prototype.pushState.apply(this, args);
    });
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    await mount(galleryHtml, withHistory());
    await opened();

    expect(pswp()?.currIndex).toBe(2);
    expectActive(2);
    expect(writes).toEqual([
      'replace /producto/taza-ceramica-amanecer/#reviews',
      'push /producto/taza-ceramica-amanecer/#reviews&gid=1&pid=3',
    ]);
    expect(history.length).toBe(entries + 1);
    pswp()!.close();
    await flush(50);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('Forward onto a lightbox entry opens it without writing another entry; closing goes back over it', async () => {
    await mount(galleryHtml, withHistory());
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    history.replaceState(null, '', '/producto/taza-ceramica-amanecer/#&gid=1&pid=2');
    const entries = history.length;
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await opened();

    expect(pswp()?.currIndex).toBe(1);
    expect(history.length).toBe(entries);
    expect(location.hash).toBe('#&gid=1&pid=2');
    pswp()!.close();
    await flush(50);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it.each(['#&gid=2&pid=1', '#&gid=1&pid=9', '#&gid=1&pid=%3Cb%3E'])('does not open for %s', async (hash) => {
    history.replaceState(null, '', `/producto/taza-ceramica-amanecer/${hash}`);
    await mount(galleryHtml, withHistory());
    await flush(20);

    expect(pswp()).toBeUndefined();
  });

  it('closes the lightbox and leaves nothing behind when the gallery goes away while it is open', async () => {
    const tracker = trackListeners();
    await mount(galleryHtml, withHistory());
    trigger()!.click();
    await opened();
    expect(document.querySelector('.pswp')).not.toBeNull();

    gallery().remove();
    await settle();
    await flush(50);

    expect(document.querySelector('.pswp')).toBeNull();
    expect(pswp()).toBeUndefined();
    expect(tracker.live().map(({ target, type }) => [target === window ? 'window' : target === document ? 'document' : (target as Element).className, type])).toEqual([]);
    tracker.stop();
  });
});
