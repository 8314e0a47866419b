import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/testimonial-carousel.html?raw';
import malformed from '../../../fixtures/markup/testimonial-carousel.malformed.html?raw';
import reviews from '../../../fixtures/markup/testimonial-carousel.reviews.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { sliderMounted, startCarousel } from '../../../tests/dom/support/carousel';
import { boot, everythingInView, flush, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const widget = () => document.querySelector<HTMLElement>('[data-widget_type]')!;
const slider = () => widget().querySelector<HTMLElement>('.swiper')!;
const slides = () => [...widget().querySelectorAll<HTMLElement>('.swiper-slide')];
const bullets = () => [...widget().querySelectorAll<HTMLButtonElement>('.swiper-pagination-bullet')];
const activeBullet = () => bullets().findIndex((bullet) => bullet.getAttribute('aria-current') === 'true');
const activeText = () => widget().querySelector('.swiper-slide-active .elementor-testimonial__text')?.textContent;

const mounted = () => sliderMounted(widget);
const started = (markup: string) => startCarousel('testimonial-carousel', markup, widget);

/** Served and in view, the slider not asked for yet. */
async function inView(): Promise<void> {
  render(served);
  everythingInView();
  await boot(['testimonial-carousel']);
  await settle();
}

describe('testimonial carousel: Swiper only when it must move', () => {
  it('waits for the shopper: nothing before the pointer comes over it, the slider at once after', async () => {
    await inView();
    await flush(4000);
    expect(slider().classList.contains('swiper-initialized')).toBe(false);
    fireEvent.pointerOver(widget());
    await mounted();
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    expect(activeBullet()).toBe(0);
  });

  it('the autoplay’s first move wakes it on time and moves at once', async () => {
    await inView();
    const first = widget().querySelector('.swiper-slide .elementor-testimonial__text')!.textContent;
    await flush(5000);
    await mounted();
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    await flush(600);
    expect(activeBullet()).toBe(1);
    expect(activeText()).not.toBe(first);
  });

  it('an arrow pressed before the slider runs (a screen reader’s click, or Enter) is held and pressed once it runs', async () => {
    await inView();
    const next = widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!;
    const click = fireEvent.click(next);
    expect(click).toBe(false);
    await mounted();
    await flush(600);
    expect(activeBullet()).toBe(1);
  });
});

describe('testimonial carousel', () => {
  it('runs Swiper on the served testimonials with labelled bullets and arrows, and gives the markup back on dispose', async () => {
    const listeners = trackListeners();
    const html = await started(served);
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    expect(bullets().map((bullet) => [bullet.tagName, bullet.getAttribute('aria-label')])).toEqual([
      ['BUTTON', 'Ir a la diapositiva 1'],
      ['BUTTON', 'Ir a la diapositiva 2'],
      ['BUTTON', 'Ir a la diapositiva 3'],
    ]);
    expect(activeBullet()).toBe(0);
    expect(slides().map((slide) => slide.getAttribute('aria-label')).sort()).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    // One per view: the others are out of reach until shown.
    expect(slides().filter((slide) => !slide.inert).length).toBe(1);
    const next = widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!;
    fireEvent.keyDown(next, { key: 'Enter' });
    await flush(600);
    expect(activeBullet()).toBe(1);
    expect(activeText()).toBe('La mochila no dejó pasar ni una gota.');
    bullets()[2]!.click();
    await flush(600);
    expect(activeBullet()).toBe(2);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('autoplays every autoplay_speed, holds while hovered or focused, and stays still after dispose', async () => {
    await started(served);
    await flush(5000 + 600);
    expect(activeBullet()).toBe(1);
    fireEvent.mouseEnter(slider());
    await flush(10_000);
    expect(activeBullet()).toBe(1);
    fireEvent.mouseLeave(slider());
    await flush(5000 + 600);
    expect(activeBullet()).toBe(2);
    fireEvent.focusIn(widget().querySelector('.elementor-swiper-button-prev')!);
    await flush(10_000);
    expect(activeBullet()).toBe(2);
    fireEvent.focusOut(widget().querySelector('.elementor-swiper-button-prev')!, { relatedTarget: document.body });
    await flush(2000);
    page.scanner?.stop();
    const after = widget().outerHTML;
    await flush(20_000);
    expect(widget().outerHTML).toBe(after);
  });

  it('with prefers-reduced-motion nothing moves by itself', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
    await started(served);
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    await flush(20_000);
    expect(activeBullet()).toBe(0);
  });

  it('the reviews widget: a fraction built without innerHTML', async () => {
    const html = await started(reviews);
    const pagination = widget().querySelector('.swiper-pagination')!;
    expect(pagination.textContent).toBe('1 / 2');
    widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!.click();
    await flush(600);
    expect(pagination.textContent).toBe('2 / 2');
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
  });

  it('one slide: nothing runs', async () => {
    const one = served.replace(/<div class="swiper-slide"[\s\S]*?<\/cite><\/div>\s*<\/div>\s*<\/div>/g, (slide, offset: number) => (offset === served.indexOf('<div class="swiper-slide"') ? slide : ''));
    const html = await started(one);
    expect(slides().length).toBe(1);
    expect(widget().outerHTML).toBe(html);
  });

  it('malformed settings: stays as served, one warning naming the attribute, storefront:error', async () => {
    const html = await started(malformed);
    expect(widget().outerHTML).toBe(html);
    expect(warningsFor(page, 'testimonial-carousel')).toEqual(['[storefront] testimonial-carousel: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['testimonial-carousel']);
  });
});
