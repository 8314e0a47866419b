import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import served from '../../../fixtures/markup/media-carousel.html?raw';
import malformed from '../../../fixtures/markup/media-carousel.malformed.html?raw';
import slideshow from '../../../fixtures/markup/media-carousel.slideshow.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { startCarousel } from '../../../tests/dom/support/carousel';
import { flush, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const widget = () => document.querySelector<HTMLElement>('[data-widget_type="media-carousel.default"]')!;
const main = () => widget().querySelector<HTMLElement>('.elementor-main-swiper')!;
const thumbs = () => widget().querySelector<HTMLElement>('.elementor-thumbnails-swiper')!;
const withSettings = (settings: Record<string, unknown>) => served.replace(/data-settings="[^"]*"/, `data-settings="${JSON.stringify(settings).replace(/"/g, '&quot;')}"`);
const loaded = (slider: HTMLElement) =>
  [...slider.querySelectorAll<HTMLElement>('.swiper-lazy')]
    .filter((image) => image.style.backgroundImage)
    .map((image) => image.getAttribute('aria-label'))
    .sort();
const activeThumb = () => thumbs().querySelector('.swiper-slide-thumb-active [role="img"]')?.getAttribute('aria-label');
const activeMain = () => main().querySelector('.swiper-slide-active [role="img"]')?.getAttribute('aria-label');

const started = (markup: string) => startCarousel('media-carousel', markup, widget);

describe('media carousel', () => {
  it('carousel skin: Swiper with labelled button bullets and arrows; the lightbox links untouched; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    const html = await started(served);
    expect(main().classList.contains('swiper-initialized')).toBe(true);
    const bullets = [...widget().querySelectorAll('.swiper-pagination .swiper-pagination-bullet')];
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.every((bullet) => bullet.tagName === 'BUTTON' && /^Ir a la diapositiva \d$/.test(bullet.getAttribute('aria-label')!))).toBe(true);
    fireEvent.keyDown(widget().querySelector('.elementor-swiper-button-next')!, { key: 'Enter' });
    await flush(600);
    fireEvent.mouseEnter(main());
    fireEvent.mouseLeave(main());
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it.each([
    [{ effect: 'fade', loop: 'yes' }, 'swiper-fade'],
    [{ effect: 'cube', loop: 'yes' }, 'swiper-cube'],
    [{ skin: 'coverflow', effect: 'fade' }, 'swiper-coverflow'],
  ])('%j: the effect the settings ask for, and the markup back on dispose', async (settings, effectClass) => {
    const html = await started(withSettings({ show_arrows: 'yes', pagination: 'fraction', ...settings }));
    expect(main().classList.contains(effectClass)).toBe(true);
    expect(widget().querySelector('.swiper-pagination')!.textContent).toMatch(/^1 \/ \d$/);
    widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!.click();
    await flush(600);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
  });

  it('pagination progressbar: a fill scaled to the page', async () => {
    await started(withSettings({ pagination: 'progressbar' }));
    const fill = widget().querySelector<HTMLElement>('.swiper-pagination-progressbar-fill')!;
    expect(fill.style.transform).toMatch(/scaleX\(/);
    expect(widget().querySelector('.swiper-pagination')!.classList.contains('swiper-pagination-progressbar')).toBe(true);
  });

  it('slideshow skin: lazy images set when their slide is near, the thumbnails follow the main slider and lead it', async () => {
    const listeners = trackListeners();
    const html = await started(slideshow);
    expect(thumbs().classList.contains('swiper-thumbs')).toBe(true);
    expect(activeMain()).toBe('a');
    expect(loaded(main())).toEqual(['a', 'b', 'e']);
    expect(main().querySelector<HTMLElement>('[aria-label="a"] .swiper-lazy-preloader')!.hidden).toBe(true);
    expect(main().querySelector<HTMLElement>('[aria-label="c"] .swiper-lazy-preloader')!.hidden).toBe(false);
    expect(activeThumb()).toBe('a');

    widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!.click();
    await flush(600);
    expect(activeMain()).toBe('b');
    expect(loaded(main())).toEqual(['a', 'b', 'c', 'e']);
    expect(activeThumb()).toBe('b');

    const thumb = thumbs().querySelector('[aria-label="d"]')!;
    fireEvent.pointerDown(thumb, { pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true });
    fireEvent.pointerUp(thumb, { pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true });
    await flush(600);
    expect(activeMain()).toBe('d');

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('autoplay moves it, and nothing moves after dispose', async () => {
    await started(slideshow);
    await flush(5000 + 600);
    expect(activeMain()).toBe('b');
    await flush(2000);
    page.scanner?.stop();
    const after = widget().outerHTML;
    await flush(20_000);
    expect(widget().outerHTML).toBe(after);
  });

  it('malformed settings: stays as served, one warning naming the attribute, storefront:error', async () => {
    const html = await started(malformed);
    expect(widget().outerHTML).toBe(html);
    expect(warningsFor(page, 'media-carousel')).toEqual(['[storefront] media-carousel: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['media-carousel']);
  });
});
