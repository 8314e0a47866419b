import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import served from '../../../fixtures/markup/nested-carousel.html?raw';
import malformed from '../../../fixtures/markup/nested-carousel.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { startCarousel } from '../../../tests/dom/support/carousel';
import { flush, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const widget = () => document.querySelector<HTMLElement>('[data-widget_type="nested-carousel.default"]')!;
const slider = () => widget().querySelector<HTMLElement>('.e-n-carousel')!;
const slides = () => [...widget().querySelectorAll<HTMLElement>('.swiper-slide')];
/** The slides a shopper can reach, by their served number (happy-dom lays nothing out; Swiper's indices say what is shown). */
const reachable = () => slides().filter((slide) => !slide.inert).map((slide) => slide.dataset.slide);
const hidden = () => slides().filter((slide) => slide.inert).map((slide) => [slide.dataset.slide, slide.getAttribute('aria-hidden')]);

const started = (markup: string) => startCarousel('nested-carousel', markup, widget);

describe('nested carousel', () => {
  it('shows slides_to_show_tablet slides at 1024 px, the others inert and hidden; Enter and Space on the arrows move it; dispose gives the markup back', async () => {
    expect(window.innerWidth).toBe(1024);
    const listeners = trackListeners();
    const html = await started(served);
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    expect(reachable()).toEqual(['1', '2']);
    expect(hidden()).toEqual([
      ['3', 'true'],
      ['4', 'true'],
    ]);
    // Pro prints its own labels ("1 of 4"): kept.
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toContain('1 of 4');
    const bullets = [...widget().querySelectorAll('.swiper-pagination button.swiper-pagination-bullet')];
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual(['Ir a la diapositiva 1', 'Ir a la diapositiva 2', 'Ir a la diapositiva 3', 'Ir a la diapositiva 4']);

    const next = widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!;
    fireEvent.keyDown(next, { key: 'Enter' });
    await flush(600);
    expect(reachable()).toEqual(['2', '3']);
    fireEvent.keyDown(next, { key: ' ' });
    await flush(600);
    expect(reachable()).toEqual(['3', '4']);
    fireEvent.keyDown(widget().querySelector<HTMLElement>('.elementor-swiper-button-prev')!, { key: 'Enter' });
    await flush(600);
    // Back (Swiper's slidePrev finds the previous snap from sizes happy-dom does not lay out, so
    // how far back is not this test's to say).
    expect(Number(reachable()[0])).toBeLessThan(3);

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('autoplay stops while the focus is inside and starts again when it leaves; nothing moves after dispose', async () => {
    await started(served);
    await flush(5000 + 600);
    expect(reachable()).toEqual(['2', '3']);
    const link = slides().find((slide) => slide.dataset.slide === '2')!.querySelector('a')!;
    link.focus();
    expect(document.activeElement).toBe(link);
    await flush(15_000);
    expect(reachable()).toEqual(['2', '3']);
    link.blur();
    await flush(5000 + 600);
    expect(reachable()).toEqual(['3', '4']);
    await flush(2000);
    page.scanner?.stop();
    const after = widget().outerHTML;
    await flush(20_000);
    expect(widget().outerHTML).toBe(after);
  });

  it('a slide holding the focus stays reachable when it leaves the view', async () => {
    await started(served);
    const link = slides().find((slide) => slide.dataset.slide === '1')!.querySelector('a')!;
    link.focus();
    widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!.click();
    await flush(600);
    expect(reachable()).toEqual(['1', '2', '3']);
    expect(document.activeElement).toBe(link);
  });

  it('missing .swiper-wrapper: stays as served, one warning naming it, storefront:error', async () => {
    const html = await started(malformed);
    expect(widget().outerHTML).toBe(html);
    expect(warningsFor(page, 'nested-carousel')).toEqual(['[storefront] nested-carousel: the .e-n-carousel container with its .swiper-wrapper of slides is missing']);
    expect(page.errors.map((error) => error.widget)).toEqual(['nested-carousel']);
  });
});
