import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/sticky.html?raw';
import malformed from '../../../fixtures/markup/sticky.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import './index';

const page = usePage({ fakeTimers: true });

/**
 * happy-dom lays nothing out: boxes from a little page model. Each element of `layout` has a
 * document top and a size; a fixed element sits where its inline top/bottom put it, one held by
 * its parent (absolute, bottom 0) at the parent's bottom, and the spacer where its element was served.
 */
let layout: Map<Element, { top: number; height: number; left: number; width: number }>;
const place = (selector: string, top: number, height: number, left = 0, width = 1000) =>
  layout.set(document.querySelector(selector)!, { top, height, left, width });

function rectOf(element: HTMLElement): DOMRect {
  const box = (top: number, height: number, left: number, width: number) =>
    ({ top, bottom: top + height, height, left, right: left + width, width, x: left, y: top }) as DOMRect;
  if (element.classList.contains('elementor-sticky__spacer')) {
    const served = layout.get(element.previousElementSibling!)!;
    return box(served.top - window.scrollY, parseFloat(element.style.height), served.left, parseFloat(element.style.width));
  }
  const own = layout.get(element);
  if (!own) return box(0, 0, 0, 0);
  const { position, top, bottom } = element.style;
  if (position === 'fixed') {
    const y = top ? parseFloat(top) : window.innerHeight - parseFloat(bottom) - own.height;
    return box(y, own.height, parseFloat(element.style.getPropertyValue('inset-inline-start')), parseFloat(element.style.width));
  }
  if (position === 'absolute') {
    const parent = rectOf(element.parentElement!.closest('.e-con-inner')!);
    return box(parent.bottom - own.height, own.height, parent.left, own.width);
  }
  return box(own.top - window.scrollY, own.height, own.left, own.width);
}

beforeEach(() => {
  layout = new Map();
  vi.spyOn(window.HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return rectOf(this);
  });
  vi.stubGlobal('innerWidth', 1280);
  window.scrollTo(0, 0);
});
afterEach(() => vi.unstubAllGlobals());

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const header = () => $('.elementor-element-ae6062b');
const filters = () => $('.elementor-element-164bd38');
const cartBar = () => $('.elementor-element-d6b945a');
const spacers = () => [...document.querySelectorAll<HTMLElement>('.elementor-sticky__spacer')];

async function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await flush(16);
}

async function resizeTo(width: number) {
  vi.stubGlobal('innerWidth', width);
  window.dispatchEvent(new Event('resize'));
  await flush(16);
}

function start() {
  render(served);
  document.head.innerHTML = '<style>.elementor-element-ae6062b { margin-top: 5px; margin-bottom: 7px }</style>';
  place('.elementor-element-ae6062b', 0, 80);
  place('.elementor-element-74070b1 > .e-con-inner', 500, 1000, 40, 900);
  place('.elementor-element-164bd38', 500, 200, 40, 300);
  place('.elementor-element-d6b945a', 3000, 60);
  return boot(['sticky']);
}

describe('sticky', () => {
  it('a header at the top sticks at once: fixed at the offset, its place held by an empty spacer of its outer size', async () => {
    await start();
    expect(header().className).toContain('elementor-sticky elementor-sticky--active elementor-section--handles-inside');
    expect(header().style.position).toBe('fixed');
    expect(header().style.top).toBe('0px');
    expect(header().style.width).toBe('1000px');
    expect(header().style.marginTop).toBe('0px');
    expect(header().style.getPropertyValue('inset-inline-start')).toBe('0px');
    const [spacer] = spacers();
    expect(spacer!.previousElementSibling).toBe(header());
    expect(spacer!.outerHTML).toBe(
      '<div class="elementor-sticky__spacer" style="display: block; box-sizing: border-box; width: 1000px; height: 80px; margin-top: 5px; margin-bottom: 7px; flex-grow: 0; flex-shrink: 0; flex-basis: auto;"></div>',
    );
    // Not a clone: no id, data-id or settings twice on the page.
    expect(document.querySelectorAll('#cabecera, [data-id="ae6062b"]')).toHaveLength(1);
    expect(header().classList.contains('elementor-sticky--effects')).toBe(false);
  });

  it('effects past the effects offset, and off again above it', async () => {
    await start();
    await scrollTo(89);
    expect(header().classList.contains('elementor-sticky--effects')).toBe(false);
    await scrollTo(90);
    expect(header().classList.contains('elementor-sticky--effects')).toBe(true);
    await scrollTo(30);
    expect(header().classList.contains('elementor-sticky--effects')).toBe(false);
  });

  it('a fixed admin bar adds its height to a top offset', async () => {
    render(served, '<div id="wpadminbar" style="position: fixed"></div>');
    // The header starts under the bar, so it sticks at once, still under the bar.
    place('.elementor-element-ae6062b', 32, 80);
    place('#wpadminbar', 0, 32);
    await boot(['sticky']);
    expect(header().classList.contains('elementor-sticky--active')).toBe(true);
    expect(header().style.top).toBe('32px');
  });

  it('scroll work waits for the next frame, once however many scroll events came', async () => {
    await start();
    const reads = vi.mocked(window.HTMLElement.prototype.getBoundingClientRect);
    reads.mockClear();
    window.scrollTo(0, 480);
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    expect(reads).not.toHaveBeenCalled();
    await flush(16);
    expect(filters().style.position).toBe('fixed');
    // One frame per sticky element: the header reads its spacer, the filters their box and parent.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('an inner container with sticky_parent sticks at its offset, is held at its parent\'s bottom, then released, then back in the flow as served', async () => {
    await start();
    expect(filters().classList.contains('elementor-sticky')).toBe(true);
    expect(filters().classList.contains('elementor-sticky--active')).toBe(false);
    await scrollTo(479);
    expect(filters().style.position).toBe('');
    await scrollTo(480);
    expect(filters().style.position).toBe('fixed');
    expect(filters().style.top).toBe('20px');
    expect(filters().style.getPropertyValue('inset-inline-start')).toBe('40px');
    // Effects offset 0: at once.
    expect(filters().classList.contains('elementor-sticky--effects')).toBe(true);
    const inner = $('.elementor-element-74070b1 > .e-con-inner');

    // The parent's bottom (1500 - 1300 = 200) has come up past the element's (20 + 200).
    await scrollTo(1300);
    expect(filters().style.position).toBe('absolute');
    expect(filters().style.bottom).toBe('0px');
    expect(filters().style.top).toBe('');
    expect(inner.style.position).toBe('relative');

    // Back down until its top is under the offset again: fixed again.
    await scrollTo(1200);
    expect(filters().style.position).toBe('fixed');
    expect(filters().style.top).toBe('20px');
    expect(inner.style.position).toBe('');

    await scrollTo(0);
    expect(filters().getAttribute('style')).toBe('--z-index: 5;');
    expect(filters().classList.contains('elementor-sticky--active')).toBe(false);
    expect(spacers().map((spacer) => spacer.previousElementSibling)).toEqual([header()]);
  });

  it('a jump back to the top while held by its parent releases the parent too', async () => {
    await start();
    const inner = $('.elementor-element-74070b1 > .e-con-inner');
    await scrollTo(480);
    await scrollTo(1300);
    expect(inner.style.position).toBe('relative');
    await scrollTo(0);
    expect(inner.style.position).toBe('');
    expect(filters().getAttribute('style')).toBe('--z-index: 5;');
  });

  it('only on its devices: the bottom bar sticks on mobile after the resize settles (300 ms), and goes back as served off mobile', async () => {
    await start();
    const servedBar = cartBar().outerHTML;
    expect(cartBar().className).not.toContain('elementor-sticky');
    await resizeTo(500);
    await flush(200);
    await resizeTo(480);
    await flush(299 - 16);
    expect(cartBar().className).not.toContain('elementor-sticky');
    await flush(1);
    expect(cartBar().className).toContain('elementor-sticky elementor-sticky--active');
    expect(cartBar().style.position).toBe('fixed');
    expect(cartBar().style.bottom).toBe('0px');
    expect(cartBar().style.top).toBe('');
    // The header is not sticky on mobile: back as served.
    expect(header().className).not.toContain('elementor-sticky');
    expect(header().hasAttribute('style')).toBe(false);

    await resizeTo(1280);
    await flush(300);
    expect(cartBar().outerHTML).toBe(servedBar);
    expect(header().className).toContain('elementor-sticky--active');
  });

  it('a resize to another offset makes it again; a resize to the same config leaves it alone', async () => {
    await start();
    const spacer = spacers()[0];
    await resizeTo(1100);
    await flush(300);
    // Re-measured in a frame, same config: a new spacer, same place.
    expect(header().style.top).toBe('0px');
    await resizeTo(1000);
    await flush(300);
    expect(header().style.top).toBe('12px');
    expect(spacers()[0]).not.toBe(spacer);
    expect(spacers()).toHaveLength(1);
  });

  it('dispose gives back the markup as served, with no listener, frame or timer left to act', async () => {
    const listeners = trackListeners();
    render(served);
    const before = document.body.innerHTML;
    place('.elementor-element-ae6062b', 0, 80);
    place('.elementor-element-74070b1 > .e-con-inner', 500, 1000, 40, 900);
    place('.elementor-element-164bd38', 500, 200, 40, 300);
    place('.elementor-element-d6b945a', 3000, 60);
    await boot(['sticky']);
    await scrollTo(1300);
    expect(filters().style.position).toBe('absolute');
    // Mid-debounce and mid-frame.
    window.dispatchEvent(new Event('resize'));
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
    page.scanner?.stop();
    expect(document.body.innerHTML).toBe(before);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    await flush(400);
    await scrollTo(600);
    expect(document.body.innerHTML).toBe(before);
  });

  it('malformed settings: left as served, one warning naming the attribute, storefront:error', async () => {
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['sticky']);
    await scrollTo(300);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'sticky')).toEqual(['[storefront] sticky: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['sticky']);
  });

  it('a sticky value it does not know is reported the same way', async () => {
    render(served.replace('&quot;sticky&quot;:&quot;bottom&quot;', '&quot;sticky&quot;:&quot;left&quot;'));
    await boot(['sticky']);
    expect(warningsFor(page, 'sticky')).toEqual(['[storefront] sticky: data-settings.sticky must be "top" or "bottom"']);
    expect(page.errors).toHaveLength(1);
  });
});
