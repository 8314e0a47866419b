import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/gallery.html?raw';
import malformed from '../../../fixtures/markup/gallery.malformed.html?raw';
import multi from '../../../fixtures/markup/gallery.multi.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage();

/** happy-dom lays nothing out: a 1000 px container on a desktop window. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.stubGlobal('innerWidth', 1366);
});

/** The container's ResizeObserver, driven by the test. */
let resize: ((width: number) => void) | null = null;
function observeResizes(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        resize = (width) => this.callback([{ target, contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {
        resize = null;
      }
    },
  );
}
afterEach(() => {
  resize = null;
  (window as unknown as { pswp?: { destroy(): void } }).pswp?.destroy();
});

const widget = () => document.querySelector<HTMLElement>('.elementor-widget-gallery')!;
const container = () => widget().querySelector<HTMLElement>('.elementor-gallery__container')!;
const items = () => [...container().querySelectorAll<HTMLElement>('.e-gallery-item')];
const images = () => items().map((item) => item.querySelector<HTMLElement>('.e-gallery-image')!);
const titles = () => [...widget().querySelectorAll<HTMLElement>('.elementor-gallery-title')];
const variable = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);
const shown = () => items().filter((item) => !item.classList.contains('e-gallery-item--hidden'));

async function mount(html: string) {
  render(html);
  everythingInView();
  observeResizes();
  await boot(['gallery']);
}

describe('gallery: grid', () => {
  it('writes the grid’s variables for the device, lets the thumbnails in, and gives the markup back on dispose', async () => {
    const listeners = trackListeners();
    render(served);
    const markup = widget().outerHTML;
    everythingInView();
    observeResizes();
    await boot(['gallery']);

    expect([...container().classList]).toEqual(['elementor-gallery__container', 'e-gallery-container', 'e-gallery-grid', 'e-gallery--ltr', 'e-gallery--lazyload']);
    expect(variable(container(), '--columns')).toBe('4');
    expect(variable(container(), '--hgap')).toBe('10px');
    expect(variable(container(), '--vgap')).toBe('10px');
    expect(variable(container(), '--aspect-ratio')).toBe('66.6667%');
    // A grid places its items with CSS alone: nothing per item.
    expect(variable(items()[0]!, '--item-width')).toBe('');
    expect(images()[0]!.style.backgroundImage).toBe(`url("${new URL('/wp-content/uploads/p1-768x512.jpg', location.href).href}")`);
    expect(items()[0]!.querySelector('.elementor-gallery-item__overlay')!.className).toBe('elementor-gallery-item__overlay');

    // The window narrowed to a tablet: the container's observer lays it out for that device.
    vi.stubGlobal('innerWidth', 800);
    resize!(700);
    expect(variable(container(), '--columns')).toBe('2');

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(markup);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('lazy thumbnails wait until the item nears the viewport', async () => {
    render(served);
    const seen: Array<(target: Element) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen.push((target) => callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    observeResizes();
    // The widget starts when visible: start it by hand through its strategy's observer.
    const booted = boot(['gallery']);
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    seen[0]!(widget());
    await booted;
    await flush();
    expect(images().every((image) => image.style.backgroundImage === '')).toBe(true);
    seen.at(-1)!(images()[2]!);
    expect(images().map((image) => image.style.backgroundImage !== '')).toEqual([false, false, true, false, false, false]);
  });
});

describe('gallery: justified with filter titles', () => {
  it('lays the rows out from the printed sizes and the container width read once', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    await mount(multi);
    expect(width).toHaveBeenCalledTimes(1);

    expect(container().classList.contains('e-gallery-justified')).toBe(true);
    // Row one at 200 px: 300 + 133 + 200 + 356 = 989 + 30 of gaps ≥ 1000: scaled to fill.
    const first = items()[0]!;
    expect(variable(first, '--item-start')).toBe('0%');
    expect(variable(first, '--item-top')).toBe('0%');
    const row = items().slice(0, 4);
    const end = Number.parseFloat(variable(row[3]!, '--item-start')) + Number.parseFloat(variable(row[3]!, '--item-width'));
    expect(end).toBeCloseTo(100, 2);
    expect(Number.parseFloat(variable(items()[4]!, '--item-top'))).toBeGreaterThan(0);
    expect(variable(container(), '--container-aspect-ratio')).toMatch(/^\d+(\.\d+)?%$/);
    // The handler's hover animations.
    expect(images()[0]!.classList.contains('elementor-animated-item--grow')).toBe(true);
    expect(first.querySelector('.elementor-gallery-item__title')!.classList.contains('elementor-animated-item--fade-in')).toBe(true);
  });

  it('the first title is active; a title shows its items, names their slideshow after it and lays them out again', async () => {
    await mount(multi);
    expect(titles().map((title) => [title.classList.contains('elementor-item-active'), title.getAttribute('aria-pressed')])).toEqual([
      [true, 'true'],
      [false, 'false'],
      [false, 'false'],
    ]);
    expect(items().every((item) => item.getAttribute('data-elementor-lightbox-slideshow') === 'all_f1a2b3c')).toBe(true);
    const before = variable(items()[2]!, '--item-start');

    fireEvent.click(titles()[2]!);
    expect(titles()[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(titles()[0]!.classList.contains('elementor-item-active')).toBe(false);
    // Tag 1: items 2, 3, 5, 6.
    expect(shown().map((item) => items().indexOf(item))).toEqual([1, 2, 4, 5]);
    expect(shown().every((item) => item.getAttribute('data-elementor-lightbox-slideshow') === '1_f1a2b3c')).toBe(true);
    // A hidden item keeps the slideshow it had.
    expect(items()[0]!.getAttribute('data-elementor-lightbox-slideshow')).toBe('all_f1a2b3c');
    expect(variable(items()[2]!, '--item-start')).not.toBe(before);
  });

  it('Enter and Space on a focused title choose it, and keep focus there', async () => {
    await mount(multi);
    titles()[1]!.focus();
    expect(fireEvent.keyDown(titles()[1]!, { key: 'Enter' })).toBe(false);
    expect(shown().map((item) => items().indexOf(item))).toEqual([0, 1, 3, 5]);
    expect(fireEvent.keyDown(titles()[0]!, { key: ' ' })).toBe(false);
    expect(shown()).toHaveLength(6);
    expect(fireEvent.keyDown(titles()[2]!, { key: 'a' })).toBe(true);
    expect(document.activeElement).toBe(titles()[1]!);
  });

  it('a gallery with no width yet (a hidden tab) is laid out once its container gets one', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(0);
    await mount(multi);
    expect(variable(items()[0]!, '--item-width')).toBe('');
    resize!(600);
    expect(variable(items()[0]!, '--item-width')).not.toBe('');
    const laid = variable(items()[1]!, '--item-start');
    // Its own writes change only the height: the same width lays nothing out again.
    resize!(600);
    expect(variable(items()[1]!, '--item-start')).toBe(laid);
  });

  it('the lightbox cycles only the filtered items', async () => {
    render(multi);
    everythingInView();
    observeResizes();
    await boot(['gallery', 'lightbox']);
    fireEvent.click(titles()[1]!);
    fireEvent.click(items()[3]!.querySelector('.e-gallery-image')!);
    const pswp = () => (window as unknown as { pswp?: { getNumItems(): number; currIndex: number; close(): void; opener: { isOpen: boolean } } }).pswp;
    await vi.waitFor(() => expect(pswp()?.opener.isOpen).toBe(true), { timeout: 10_000 });
    expect(pswp()!.getNumItems()).toBe(4);
    expect(pswp()!.currIndex).toBe(2);
    pswp()!.close();
    await vi.waitFor(() => expect(pswp()).toBeUndefined(), { timeout: 10_000 });
  });

  it('dispose gives back classes, styles, slideshow names and titles as served, with no listener left', async () => {
    const listeners = trackListeners();
    render(multi);
    const markup = widget().outerHTML;
    everythingInView();
    observeResizes();
    await boot(['gallery']);
    fireEvent.click(titles()[2]!);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(markup);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(resize).toBeNull();
  });
});

describe('gallery: masonry', () => {
  it('stacks the items under the shortest column', async () => {
    await mount(multi.replace('&quot;gallery_layout&quot;:&quot;justified&quot;', '&quot;gallery_layout&quot;:&quot;masonry&quot;,&quot;columns&quot;:3'));
    expect(container().classList.contains('e-gallery-masonry')).toBe(true);
    // Items 1-3 open the three columns; item 4 goes under the shortest, the first (its item is landscape).
    expect(items().slice(0, 3).map((item) => variable(item, '--item-top'))).toEqual(['0%', '0%', '0%']);
    expect(variable(items()[3]!, '--item-start')).toBe('0%');
    expect(Number.parseFloat(variable(items()[3]!, '--item-top'))).toBeGreaterThan(0);
  });
});

describe('gallery: no ResizeObserver', () => {
  it('follows the window’s resize after 300 ms, and nothing runs after dispose', async () => {
    vi.useFakeTimers();
    render(served);
    everythingInView();
    vi.stubGlobal('ResizeObserver', undefined);
    await boot(['gallery']);
    vi.stubGlobal('innerWidth', 500);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(299);
    expect(variable(container(), '--columns')).toBe('4');
    await vi.advanceTimersByTimeAsync(1);
    expect(variable(container(), '--columns')).toBe('1');

    vi.stubGlobal('innerWidth', 800);
    window.dispatchEvent(new Event('resize'));
    page.scanner?.stop();
    await vi.advanceTimersByTimeAsync(400);
    expect(container().getAttribute('style')).toBeNull();
  });
});

describe('gallery: bad input', () => {
  it('malformed data-settings: stays as served, one warning naming the attribute, storefront:error', async () => {
    render(malformed);
    const markup = document.body.innerHTML;
    everythingInView();
    await boot(['gallery']);
    expect(document.body.innerHTML).toBe(markup);
    expect(warningsFor(page, 'gallery')).toEqual(['[storefront] gallery: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['gallery']);
  });

  it('no gallery container: stays as served, one warning', async () => {
    render(served.replace('elementor-gallery__container', 'elementor-gallery__grid'));
    const markup = document.body.innerHTML;
    everythingInView();
    await boot(['gallery']);
    expect(document.body.innerHTML).toBe(markup);
    expect(warningsFor(page, 'gallery')).toEqual(['[storefront] gallery: the gallery has no .elementor-gallery__container element']);
  });

  it('an item without a size is laid out square, a thumbnail that is not http(s) stays empty: one warning each, the rest as usual', async () => {
    await mount(
      multi
        .replace('data-width="512" data-height="768"', 'data-width="" data-height="768"')
        .replace('data-thumbnail="/wp-content/uploads/p3-768x768.jpg"', 'data-thumbnail="javascript:alert(1)"'),
    );
    expect(warningsFor(page, 'gallery')).toEqual([
      '[storefront] gallery: gallery item 2 has no data-width and data-height in pixels; laid out square',
      '[storefront] gallery: gallery item 3 has no http(s) data-thumbnail',
    ]);
    expect(variable(items()[1]!, '--item-width')).not.toBe('');
    expect(images()[2]!.style.backgroundImage).toBe('');
    expect(images()[3]!.style.backgroundImage).not.toBe('');
  });
});
