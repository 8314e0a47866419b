// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
/**
 * Spec §8/§9 for the imports inside widgets (a library, a view), not only their entries: each goes
 * through core/chunk.ts by name, and here a named chunk's import (the network) is replaced while
 * the real loadChunk keeps its 120 s clock and its one retry, driven by fake timers.
 */
import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { createScanner as CreateScanner } from '../../src/core/scanner';
import { disposeHost } from '../../src/mounts/host';
import { registry } from '../../src/registry';
import { markup, quickViewParams, responses } from './support/fixtures';
import { everythingInView, flush, render, setGlobals, usePage, warningsFor } from './support/page';
import { html } from './support/shop';
// What loads for real, in the module cache up front (resolved under fake timers).
import '../../src/mounts/mount';
import '../../src/mounts/quick-view';
import '../../src/mounts/quick-view/view';

const imports = vi.hoisted(() => new Map<string, () => Promise<unknown>>());
vi.mock('../../src/core/chunk', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/chunk')>();
  return { loadChunk: <T>(name: string, load: () => Promise<T>) => real.loadChunk(name, (imports.get(name) as (() => Promise<T>) | undefined) ?? load) };
});
const { createScanner } = await import('../../src/core/scanner');

const page = usePage({ fakeTimers: true });
afterEach(() => {
  imports.clear();
  disposeHost();
});

const stalled = () => vi.fn(() => new Promise<never>(() => {}));
const FETCH_FAILED = () => new TypeError('Failed to fetch dynamically imported module');

/** The scanner over the named entries; not boot(), which waits for widgets that only settle by timing out. */
function scan(...names: string[]): ReturnType<typeof CreateScanner> {
  const scanner = createScanner(registry.filter((def) => names.includes(def.name)));
  page.scanner = scanner;
  scanner.scan(document);
  return scanner;
}

const AJAX = '/wp-admin/admin-ajax.php';
const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;

describe('a chunk a widget imports stalls: 120 s, one retry, then ChunkLoadError, and the widget stays as served', () => {
  it('loop carousel: Swiper never arrives; reported once after 240 s, the carousel is the served markup', async () => {
    render(markup.loopCarousel);
    const carousel = $('.elementor-widget-loop-carousel');
    const served = carousel.outerHTML;
    everythingInView();
    const swiper = stalled();
    imports.set('swiper', swiper);
    scan('loop-carousel');
    await flush();
    expect(swiper).toHaveBeenCalledTimes(1);

    await flush(119_999);
    expect(swiper).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(swiper).toHaveBeenCalledTimes(2);
    await flush(119_999);
    expect(page.errors).toEqual([]);
    await flush(1);

    expect(warningsFor(page, 'loop-carousel')).toEqual([
      expect.stringMatching(/^\[storefront\] loop-carousel: it failed to start \(Loading chunk swiper failed \(timeout: 120000 ms\)\)/),
    ]);
    expect(page.errors.map((error) => error.widget)).toEqual(['loop-carousel']);
    expect((page.errors[0]?.error as Error).name).toBe('ChunkLoadError');
    expect(carousel.outerHTML).toBe(served);
    expect(carousel.querySelector('.swiper-initialized')).toBeNull();
  });

  it('quick view: its view never arrives; reported once after 240 s, and the buttons are left to their links', async () => {
    render(markup.quickView);
    setGlobals({ woolentorQuickView: quickViewParams });
    const modal = $('#woolentor-quickview-modal');
    const served = modal.outerHTML;
    const view = stalled();
    imports.set('quick-view-view', view);
    scan('quick-view');
    fireEvent.pointerOver($('a.woolentor-quickview-btn'));
    await flush();
    expect(view).toHaveBeenCalledTimes(1);

    await flush(120_000);
    expect(view).toHaveBeenCalledTimes(2);
    expect(page.errors).toEqual([]);
    await flush(120_000);

    expect(warningsFor(page, 'quick-view')).toEqual([
      expect.stringMatching(/^\[storefront\] quick-view: its view could not be loaded: quick-view buttons are left to their links/),
    ]);
    expect(page.errors.map((error) => error.widget)).toEqual(['quick-view']);
    const error = page.errors[0]?.error as Error;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk quick-view-view failed (timeout: 120000 ms)');
    // The link is followed: the click is not taken, and nothing is asked of the shop.
    expect(fireEvent.click($('a.woolentor-quickview-btn'))).toBe(true);
    await flush();
    expect(page.shop.to(AJAX)).toEqual([]);
    expect(modal.outerHTML).toBe(served);
  });

  it('quick view: its view fails once, then loads; the product opens, with no warning', async () => {
    render(markup.quickView);
    setGlobals({ woolentorQuickView: quickViewParams });
    const real = () => import('../../src/mounts/quick-view/view');
    const view = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(FETCH_FAILED()).mockImplementation(real);
    imports.set('quick-view-view', view);
    scan('quick-view');
    page.shop.reply(AJAX, html(responses.quickViewSimple));
    fireEvent.pointerOver($('a.woolentor-quickview-btn'));
    await flush();
    expect(view).toHaveBeenCalledTimes(2);

    expect(fireEvent.click($('a.woolentor-quickview-btn'))).toBe(false);
    await vi.waitFor(async () => {
      await flush(5);
      expect($('#woolentor-quickview-modal').classList.contains('woolentor-quickview-open')).toBe(true);
    });
    expect($('.woolentor-quickview-modal-body .product_title')).not.toBeNull();
    expect(page.warn).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
  });

  it('the schemas chunk the scanner loads beside a widget never arrives: the widget is reported once after 240 s and never starts', async () => {
    render(markup.quickView);
    setGlobals({ woolentorQuickView: quickViewParams });
    const schemas = stalled();
    imports.set('schemas', schemas);
    scan('quick-view');
    const button = $('a.woolentor-quickview-btn');
    fireEvent.pointerOver(button);
    await flush();
    expect(schemas).toHaveBeenCalledTimes(1);

    await flush(120_000);
    expect(schemas).toHaveBeenCalledTimes(2);
    expect(page.errors).toEqual([]);
    await flush(120_000);

    expect(warningsFor(page, 'quick-view')).toEqual([
      expect.stringMatching(/^\[storefront\] quick-view: its script could not be loaded \(Loading chunk schemas failed \(timeout: 120000 ms\)\)/),
    ]);
    expect((page.errors[0]?.error as Error).name).toBe('ChunkLoadError');
    expect(fireEvent.click(button)).toBe(true);
    await flush();
    expect(page.shop.to(AJAX)).toEqual([]);
  });
});
