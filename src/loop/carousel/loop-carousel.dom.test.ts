import { describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage();
const carousel = () => document.querySelector<HTMLElement>('.elementor-widget-loop-carousel')!;

describe('loop carousel', () => {
  it('runs Swiper on the served slides once in view, with arrows and bullets, and gives the markup back on dispose', async () => {
    const listeners = trackListeners();
    const sheets = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    render(markup.loopCarousel);
    const served = carousel().outerHTML;
    everythingInView();
    await boot(['loop-carousel']);
    await settle();
    expect(carousel().querySelector('.swiper')!.classList.contains('swiper-initialized')).toBe(true);
    // happy-dom lays nothing out, so Swiper sees one page of slides: its bullets, however many.
    expect(carousel().querySelectorAll('.swiper-pagination-bullet').length).toBeGreaterThan(0);
    const bullet = carousel().querySelector('.swiper-pagination-bullet')!;
    expect(bullet.tagName).toBe('BUTTON');
    expect(bullet.getAttribute('aria-label')).toBe('Ir a la diapositiva 1');
    expect(bullet.getAttribute('aria-current')).toBe('true');
    expect(carousel().querySelector('.swiper-slide')!.getAttribute('aria-label')).toBe('1 / 3');
    const next = carousel().querySelector<HTMLElement>('.elementor-swiper-button-next')!;
    expect(next.getAttribute('aria-label')).toBe('Diapositiva siguiente');
    // The page builder's one Swiper stylesheet, holding the loop carousel's own rules.
    const rules = sheets.mock.calls.map(([css]) => css).filter((css) => css.includes('.elementor-widget-loop-carousel'));
    sheets.mockRestore();
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('.elementor-widget-n-carousel');
    expect(rules[0]).toMatch(/\.elementor-widget-loop-carousel\)? \.swiper\.swiper-initialized/);
    expect(rules[0]).toMatch(/\.elementor-widget-loop-carousel \.swiper-initialized > \.swiper-wrapper > \.swiper-slide \{\s*height: auto;/);
    page.scanner?.stop();
    expect(carousel().outerHTML).toBe(served);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('malformed settings: stays as served, one warning naming the field, storefront:error', async () => {
    render(markup.loopCarouselMalformed);
    const served = carousel().outerHTML;
    everythingInView();
    await boot(['loop-carousel']);
    await settle();
    expect(carousel().outerHTML).toBe(served);
    expect(warningsFor(page, 'loop-carousel')).toEqual(['[storefront] loop-carousel: data-settings.slides_to_show (and its _tablet, _mobile) must be a whole number from 1 to 12']);
    expect(page.errors.map((error) => error.widget)).toEqual(['loop-carousel']);
  });
});
