// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import v3Global from '../../../fixtures/globals/wpfront_scroll_top_data.json';
import v3Malformed from '../../../fixtures/globals/wpfront_scroll_top_data.malformed.json';
import { takeWarnings } from '../../../tests/dom/support/console';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, FAKE_TIMERS, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { disposeHost } from '../host';
// The chunks the entry imports on demand, in the module cache up front (resolved under fake timers).
import './parse';
import './view';

const page = usePage({ fakeTimers: true });
// The page's one React root outlives a test's markup: each test starts with a fresh one.
afterEach(() => disposeHost());

let y = 0;
/** happy-dom does not scroll: the window's position is ours, and a scroll is its event. */
function scrollTo(to: number): void {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

/** matchMedia whose width queries the test answers (happy-dom's window is 1024 px wide). */
function media(width: { value: number }) {
  const lists: { query: string; listeners: Set<() => void>; readonly matches: boolean }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    const list = {
      query,
      listeners: new Set<() => void>(),
      get matches() {
        return min ? width.value >= Number(min[1]) : false;
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    };
    lists.push(list);
    return list;
  });
  return {
    resize(to: number) {
      width.value = to;
      for (const list of lists) for (const listener of [...list.listeners]) listener();
    },
  };
}

function setUp(global: unknown = structuredClone(v3Global)): void {
  y = 0;
  // The scroll animation's clock (performance.now and the frames' time) moves with the fake timers.
  vi.useRealTimers();
  vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake, 'performance'] });
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number | ScrollToOptions, top?: number) => scrollTo(typeof x === 'number' ? (top ?? 0) : (x.top ?? 0))) as typeof window.scrollTo);
  render('<header><a class="skip-link screen-reader-text" href="#content">Ir al contenido</a></header><main id="content">Contenido</main>');
  setGlobals({ wpfront_scroll_top_data: global });
}

const button = () => document.querySelector<HTMLButtonElement>('#wpfront-scroll-top-container');
const shown = () => !!button() && !button()!.hidden && button()!.style.display !== 'none';
/** The shown button, by its role and the global's name for it (a hidden one is not in the tree). */
const named = () => screen.getByRole('button', { name: 'Volver al principio de la página' });

async function bootAndScroll(to = 1000): Promise<void> {
  await boot(['scroll-to-top']);
  scrollTo(to);
  // The view loads at the next idle moment (happy-dom: a 1 ms timer), then React commits.
  await flush(5);
}

describe('scroll-to-top (v3 global)', () => {
  it('is nothing at first; shown at icon_opacity past the offset; fades out and hides above it', async () => {
    setUp();
    await boot(['scroll-to-top']);
    expect(button()).toBeNull();
    scrollTo(200);
    await flush(5);
    expect(button()).toBeNull();

    scrollTo(1000);
    await flush(5);
    expect(shown()).toBe(true);
    expect(button()!.style.opacity).toBe('0.8');
    expect(button()!.classList.contains('show')).toBe(true);
    expect(button()!.getAttribute('aria-label')).toBe('Volver al principio de la página');
    expect(named()).toBe(button());
    expect(button()!.tabIndex).toBe(0);

    scrollTo(100);
    await flush();
    expect(button()!.style.opacity).toBe('0');
    expect(button()!.tabIndex).toBe(-1);
    await flush(200);
    expect(shown()).toBe(false);
    expect(button()!.hidden).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('auto-hides after autohide_time s unless hovered or focused; hover makes it opaque', async () => {
    setUp();
    await bootAndScroll();
    await flush(1900);
    expect(shown()).toBe(true);
    await flush(100 + 200);
    expect(shown()).toBe(false);

    scrollTo(1100);
    await flush();
    expect(shown()).toBe(true);
    fireEvent.pointerOver(named());
    await flush();
    expect(button()!.style.opacity).toBe('1');
    await flush(10_000);
    expect(shown()).toBe(true);
    fireEvent.pointerOut(named(), { relatedTarget: document.body });
    await flush();
    expect(button()!.style.opacity).toBe('0.8');

    button()!.focus();
    await flush(10_000);
    expect(shown()).toBe(true);
    expect(button()!.style.opacity).toBe('1');
  });

  it('a click scrolls to the top over 400 ms and hides it; Enter (a click without a pointer) moves focus to the skip link', async () => {
    setUp();
    await bootAndScroll();
    fireEvent.click(named(), { detail: 1 });
    await flush(200);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(1000);
    await flush(250);
    expect(y).toBe(0);
    await flush(200);
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(document.body);

    scrollTo(1000);
    await flush();
    named().focus();
    fireEvent.click(named(), { detail: 0 });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ir al contenido' }));
    expect(document.activeElement).toBe(document.querySelector('.skip-link'));
  });

  it('with small-device hiding on, listens to scroll only in windows wider than small_device_max_width, re-evaluated on resize', async () => {
    const global = structuredClone(v3Global);
    Object.assign(global.data.data, { hide_small_device: true, small_device_width: 640 });
    setUp(global);
    const viewport = media({ value: 600 });
    const tracker = trackListeners();
    await boot(['scroll-to-top']);
    expect(tracker.live((entry) => entry.type === 'scroll' && entry.target === window)).toHaveLength(0);
    scrollTo(1000);
    await flush(5);
    expect(button()).toBeNull();

    viewport.resize(1024);
    expect(tracker.live((entry) => entry.type === 'scroll' && entry.target === window)).toHaveLength(1);
    await flush(5);
    expect(shown()).toBe(true);

    viewport.resize(500);
    expect(tracker.live((entry) => entry.type === 'scroll' && entry.target === window)).toHaveLength(0);
    await flush(200);
    expect(shown()).toBe(false);
    tracker.stop();
  });

  it('listens passively, and every listener is gone after dispose, the host too', async () => {
    setUp();
    const tracker = trackListeners();
    await boot(['scroll-to-top']);
    const scroll = tracker.live((entry) => entry.type === 'scroll' && entry.target === window);
    expect(scroll).toHaveLength(1);
    scrollTo(1000);
    await flush(5);
    expect(shown()).toBe(true);
    page.scanner!.stop();
    await flush(5);
    expect(button()).toBeNull();
    expect(document.querySelector('[data-storefront-scroll-top-host]')).toBeNull();
    // What stays is React's own: the page's one root keeps its delegated listeners (and its
    // document-wide selectionchange) for the next mount, and its image's load listener is garbage.
    const ours = (entry: { target: EventTarget; type: string }) =>
      entry.target === window || entry.target === document.body || (entry.target === document && entry.type !== 'selectionchange');
    expect(tracker.live(ours)).toEqual([]);
    tracker.stop();
  });

  it('malformed settings: one warning naming the global, storefront:error, nothing rendered', async () => {
    setUp(structuredClone(v3Malformed));
    await bootAndScroll();
    scrollTo(1200);
    await flush(5);
    expect(warningsFor(page, "scroll-to-top")).toEqual([expect.stringMatching(/page global wpfront_scroll_top_data is malformed \(data.data.auto_hide: must be a boolean/)]);
    takeWarnings('[storefront] scroll-to-top:');
    expect(page.errors).toHaveLength(1);
    expect(button()).toBeNull();
  });

  it('uses the Spanish fallback name when the page gives none', async () => {
    const global = structuredClone(v3Global);
    global.data.html = '<button id="wpfront-scroll-top-container" aria-label="" title=""><img src="/flecha.svg" alt="" title=""></button>';
    setUp(global);
    await bootAndScroll();
    expect(button()!.getAttribute('aria-label')).toBe('Volver arriba');
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBe(button());
  });
});

describe('scroll-to-top (v2 container)', () => {
  const settings = JSON.stringify({ scroll_offset: 300, button_opacity: 0.5, location: 2, marginX: 24, marginY: 30, auto_hide: false });

  it('renders a real button in the served container, placed by location and margins, and gives the container back on dispose', async () => {
    setUp(undefined);
    delete (window as unknown as Record<string, unknown>).wpfront_scroll_top_data;
    render(`<div id="wpfront-scroll-top-container" data-wpfront-scroll-top='${settings}'><img src="/flecha.svg" alt="Subir"></div>`);
    const container = document.getElementById('wpfront-scroll-top-container')!;
    const served = container.innerHTML;
    await bootAndScroll();
    // Named by the served image's alt.
    const control = within(container).getByRole('button', { name: 'Subir' });
    expect(control).toBe(container.querySelector('button'));
    expect(control.hidden).toBe(false);
    expect(control.style.opacity).toBe('0.5');
    expect(control.style.left).toBe('24px');
    expect(control.style.bottom).toBe('30px');
    expect(control.querySelector('img')!.alt).toBe('Subir');
    expect(container.style.display).toBe('contents');
    page.scanner!.stop();
    await flush(5);
    expect(container.innerHTML).toBe(served);
    expect(container.getAttribute('style')).toBeNull();
  });

  it('a container whose attribute is not JSON: one warning, the container as served', async () => {
    setUp(undefined);
    delete (window as unknown as Record<string, unknown>).wpfront_scroll_top_data;
    render(`<div id="wpfront-scroll-top-container" data-wpfront-scroll-top='{"scroll_offset": 3'><img src="/flecha.svg" alt="Subir"></div>`);
    const served = document.body.innerHTML;
    await boot(['scroll-to-top']);
    await flush(5);
    expect(warningsFor(page, 'scroll-to-top')).toEqual([expect.stringMatching(/data-wpfront-scroll-top is not JSON/)]);
    takeWarnings('[storefront] scroll-to-top:');
    expect(page.errors).toHaveLength(1);
    expect(document.body.innerHTML).toBe(served);
  });
});
