import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/slides.html?raw';
import malformed from '../../../fixtures/markup/slides.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { startCarousel } from '../../../tests/dom/support/carousel';
import { flush, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const widget = () => document.querySelector<HTMLElement>('[data-widget_type="slides.default"]')!;
const slider = () => widget().querySelector<HTMLElement>('.elementor-slides-wrapper')!;
const slide = (item: string) => widget().querySelector<HTMLElement>(`.elementor-repeater-item-${item}`)!;
const FIRST = 'f2d5390';
const SECOND = '7a1e4c2';
const kenBurnsOn = () => [...widget().querySelectorAll('.elementor-ken-burns--active')].map((bg) => bg.closest('.swiper-slide')!.classList[0]);
const animatedIn = () => [...widget().querySelectorAll('.swiper-slide-contents.animated.fadeInUp')].map((contents) => contents.closest('.swiper-slide')!.classList[0]);
const withSettings = (settings: string) => served.replace(/data-settings="[^"]*"/, `data-settings="${settings.replace(/"/g, '&quot;')}"`);
const reduceMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);

const started = (markup: string) => startCarousel('slides', markup, widget);

describe('slides', () => {
  it('slides on the arrows, Ken Burns on the active background, the arriving contents animate in; links untouched; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    const html = await started(served);
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    expect(kenBurnsOn()).toEqual([`elementor-repeater-item-${FIRST}`]);
    expect(animatedIn()).toEqual([]);
    expect(widget().querySelectorAll('.swiper-pagination button').length).toBe(2);

    fireEvent.keyDown(widget().querySelector('.elementor-swiper-button-next')!, { key: 'Enter' });
    expect(kenBurnsOn()).toEqual([`elementor-repeater-item-${SECOND}`]);
    // Hidden while the slides move (happy-dom ends a transition only when Swiper's timer does).
    await flush(0);
    await flush(600);
    fireEvent.transitionEnd(widget().querySelector('.swiper-wrapper')!);
    expect(animatedIn()).toEqual([`elementor-repeater-item-${SECOND}`]);
    expect([...widget().querySelectorAll<HTMLElement>('.swiper-slide-contents')].map((contents) => contents.style.display)).toEqual(['', '']);
    expect(slide(SECOND).querySelector('a')!.getAttribute('href')).toBe('/shop/');

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('fade transition: Swiper fades, the effect loaded only for it', async () => {
    const html = await started(withSettings('{"navigation":"arrows","transition":"fade","transition_speed":300}'));
    expect(slider().classList.contains('swiper-fade')).toBe(true);
    expect(widget().querySelector('.swiper-pagination')!.childElementCount).toBe(0);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
  });

  it.each([
    ['dots', 0, 2],
    ['arrows', 1, 0],
    ['none', 0, 0],
  ])('navigation %s: arrows move it %d times, %d bullets', async (navigation, moves, bullets) => {
    await started(withSettings(`{"navigation":"${navigation}","infinite":"yes"}`));
    expect(widget().querySelectorAll('.swiper-pagination button').length).toBe(bullets);
    widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!.click();
    await flush(600);
    expect(kenBurnsOn()).toEqual([`elementor-repeater-item-${moves ? SECOND : FIRST}`]);
  });

  it('autoplays, and stays still after dispose', async () => {
    await started(served);
    await flush(5000 + 600);
    expect(kenBurnsOn()).toEqual([`elementor-repeater-item-${SECOND}`]);
    await flush(2000);
    page.scanner?.stop();
    const after = widget().outerHTML;
    await flush(20_000);
    expect(widget().outerHTML).toBe(after);
  });

  it('with prefers-reduced-motion: no Ken Burns, no content animation, no autoplay', async () => {
    reduceMotion();
    await started(served);
    expect(slider().classList.contains('swiper-initialized')).toBe(true);
    await flush(20_000);
    widget().querySelector<HTMLElement>('.elementor-swiper-button-next')!.click();
    await flush(600);
    fireEvent.transitionEnd(widget().querySelector('.swiper-wrapper')!);
    expect(kenBurnsOn()).toEqual([]);
    expect(animatedIn()).toEqual([]);
  });

  it('one slide: no slider; its background and contents get their classes at once, as Pro does, and lose them on dispose', async () => {
    const html = await started(served.replace(/<div class="elementor-repeater-item-7a1e4c2[\s\S]*?<\/a><\/div>/, ''));
    expect(slider().classList.contains('swiper-initialized')).toBe(false);
    expect(kenBurnsOn()).toEqual([`elementor-repeater-item-${FIRST}`]);
    expect(animatedIn()).toEqual([`elementor-repeater-item-${FIRST}`]);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(html);
  });

  it('malformed settings: stays as served, one warning naming the attribute, storefront:error', async () => {
    const html = await started(malformed);
    expect(widget().outerHTML).toBe(html);
    expect(warningsFor(page, 'slides')).toEqual(['[storefront] slides: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['slides']);
  });
});
