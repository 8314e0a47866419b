// @vitest-environment-options {"url":"https://tienda.example/carrito/"}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { boot, FAKE_TIMERS, flush, installJQuery, render, usePage } from '../../../tests/dom/support/page';

const page = usePage();

// The scroll runs on animation frames timed by performance.now(): both come from the fake clock,
// so the test reads positions at exact moments of the 1 s animation.
beforeEach(() => {
  vi.useFakeTimers({ toFake: [...FAKE_TIMERS.toFake, 'performance'] });
});

/** Where the notice sits in the document (happy-dom lays nothing out). */
const NOTICE_DOCUMENT_TOP = 1500;
const START = 200;
/** Spec §9: 100 px above the notice. */
const TARGET = NOTICE_DOCUMENT_TOP - 100;

async function cartPageScrolledDown(): Promise<{ $: JQueryStatic; notice: HTMLElement }> {
  const $ = installJQuery();
  render('<main id="main">', markup.notices, '</main>');
  const notice = document.querySelector<HTMLElement>('.woocommerce-error')!;
  // The box follows the scroll position, as a laid-out page's does.
  vi.spyOn(notice, 'getBoundingClientRect').mockImplementation(() => {
    const top = NOTICE_DOCUMENT_TOP - window.scrollY;
    return { top, bottom: top + 40, left: 0, right: 600, x: 0, y: top, width: 600, height: 40, toJSON: () => ({}) } as DOMRect;
  });
  window.scrollTo(0, START);
  await boot(['scroll-to-notices']);
  return { $, notice };
}

type ScrollToNotices = (target: unknown) => void;
const helper = ($: JQueryStatic) => ($ as unknown as { scroll_to_notices: ScrollToNotices }).scroll_to_notices;

describe('jQuery.scroll_to_notices', () => {
  it('animates the window to 100 px above the notice over 1 s', async () => {
    const { $, notice } = await cartPageScrolledDown();

    helper($)($(notice));
    expect(window.scrollY).toBe(START);

    // Half way through the animation, half way there; not there shortly before 1 s; there at 1 s.
    await flush(500);
    expect(window.scrollY).toBeGreaterThan(START + (TARGET - START) * 0.4);
    expect(window.scrollY).toBeLessThan(START + (TARGET - START) * 0.6);
    await flush(400);
    expect(window.scrollY).toBeGreaterThan(START + (TARGET - START) * 0.9);
    expect(window.scrollY).toBeLessThan(TARGET);
    await flush(120);
    expect(window.scrollY).toBe(TARGET);

    // It stops there.
    await flush(500);
    expect(window.scrollY).toBe(TARGET);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('also takes the element itself, and scrolls up to a notice above the fold', async () => {
    const { $, notice } = await cartPageScrolledDown();
    window.scrollTo(0, 3000);

    helper($)(notice);
    await flush(500);
    expect(window.scrollY).toBeLessThan(3000);
    expect(window.scrollY).toBeGreaterThan(TARGET);
    await flush(520);
    expect(window.scrollY).toBe(TARGET);
  });

  it('does nothing for an empty selection (no notice on the page)', async () => {
    const { $ } = await cartPageScrolledDown();

    helper($)($('.woocommerce-no-such-notice'));
    await flush(1100);

    expect(window.scrollY).toBe(START);
  });

  it('with prefers-reduced-motion, jumps there at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const { $, notice } = await cartPageScrolledDown();

    helper($)($(notice));

    expect(window.scrollY).toBe(TARGET);
  });

  it('leaves WooCommerce’s own helper in place when woocommerce.js is still loaded', async () => {
    const $ = installJQuery();
    const own = vi.fn();
    ($ as unknown as { scroll_to_notices: ScrollToNotices }).scroll_to_notices = own;
    render('<main id="main">', markup.notices, '</main>');
    await boot(['scroll-to-notices']);

    expect(helper($)).toBe(own);
  });
});
