import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/motion-effects.html?raw';
import malformed from '../../../fixtures/markup/motion-effects.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import './index';

const page = usePage({ fakeTimers: true });

/** IntersectionObservers the test drives: `intersect` reports a target in or out of view to every observer watching it. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>;
function intersect(target: Element, isIntersecting: boolean) {
  for (const observer of [...observers]) {
    if (observer.targets.has(target)) observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer.self);
  }
}
const watched = (target: Element) => observers.some((observer) => observer.targets.has(target));

/** happy-dom lays nothing out: document tops and heights for the boxes the effects measure. */
let boxes: Map<Element, { top: number; height: number }>;
let sizes: (element: HTMLElement) => { width: number; height: number };

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set<Element>(), self: this as unknown as IntersectionObserver };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        this.entry.targets.clear();
      }
    },
  );
  boxes = new Map();
  sizes = () => ({ width: 0, height: 0 });
  vi.spyOn(window.HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = boxes.get(this) ?? { top: 0, height: 0 };
    const top = box.top - window.scrollY;
    return { top, bottom: top + box.height, height: box.height, left: 0, right: 1000, width: 1000, x: 0, y: top } as DOMRect;
  });
  vi.spyOn(window.HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return sizes(this).width;
  });
  vi.spyOn(window.HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return sizes(this).height;
  });
  vi.stubGlobal('innerWidth', 1024);
  vi.stubGlobal('innerHeight', 768);
  window.scrollTo(0, 0);
});
afterEach(() => vi.unstubAllGlobals());

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const image = () => $('.elementor-element-7c2f9e1');
const imageBox = () => $('.elementor-element-7c2f9e1 > .elementor-widget-container');
const section = () => $('.elementor-element-b41e7a0');
const layer = () => document.querySelector<HTMLElement>('.elementor-motion-effects-layer');

async function start(markup = served) {
  render(markup);
  // Height plus the viewport's 768 makes 1000: each 10 px of scroll is 1 % of the pass.
  boxes.set(image(), { top: 368, height: 232 });
  boxes.set($('.elementor-983'), { top: 268, height: 232 });
  await boot(['motion-effects']);
  // The strategy's own observers: both are near the viewport.
  intersect(image(), true);
  intersect(section(), true);
  await flush();
}

async function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await flush(16);
}

describe('motion effects', () => {
  it('an element\'s scroll effects: its container moves and fades with the scroll, its own transform first', async () => {
    await start();
    // At start, at 40 % of its pass: 10 % before the middle at speed 2.
    expect(imageBox().classList.contains('elementor-motion-effects-element')).toBe(true);
    expect(image().classList.contains('elementor-motion-effects-parent')).toBe(true);
    expect(image().classList.contains('elementor-motion-effects-perspective')).toBe(true);
    expect(imageBox().style.transform).toBe('rotateZ(var(--e-transform-rotateZ, 0deg))translateY(var(--translateY))');
    expect(imageBox().style.getPropertyValue('--translateY')).toBe('20px');
    expect(imageBox().style.opacity).toBe(String(1 - 1 + 33.33 / 100));
    expect(imageBox().style.getPropertyValue('will-change')).toBe('opacity');
    expect(imageBox().style.getPropertyValue('--e-transform-transition-duration')).toBe('100ms');

    // Not in view yet: no frames run.
    await scrollTo(200);
    expect(imageBox().style.getPropertyValue('--translateY')).toBe('20px');
    intersect(image(), true);
    await flush(16);
    expect(imageBox().style.getPropertyValue('--translateY')).toBe('-20px');
    expect(Number(imageBox().style.opacity)).toBeCloseTo(0.6667, 4);
    // Frames with neither scroll nor pointer moved compute nothing.
    const progress = vi.mocked(window.HTMLElement.prototype.getBoundingClientRect);
    progress.mockClear();
    await flush(100);
    expect(progress).not.toHaveBeenCalled();

    // Out of view: the loop stops.
    intersect(image(), false);
    await scrollTo(300);
    expect(imageBox().style.getPropertyValue('--translateY')).toBe('-20px');
  });

  it('the pointer tilts it (one window listener), and entering it lets hover transforms take their own time', async () => {
    const listeners = trackListeners();
    await start();
    intersect(image(), true);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 256, clientY: 192 }));
    await flush(16);
    expect(imageBox().style.getPropertyValue('--rotateX')).toBe('10deg');
    expect(imageBox().style.getPropertyValue('--rotateY')).toBe('-10deg');
    expect(imageBox().style.transform).toBe(
      'rotateZ(var(--e-transform-rotateZ, 0deg))translateY(var(--translateY))rotateX(var(--rotateX))rotateY(var(--rotateY))',
    );
    expect(listeners.live((entry) => entry.type === 'mousemove')).toHaveLength(1);
    imageBox().dispatchEvent(new MouseEvent('mouseenter'));
    expect(imageBox().style.getPropertyValue('--e-transform-transition-duration')).toBe('');
    listeners.stop();
  });

  it('a background effect moves a layer it inserts, sized for the movement, across its spare height', async () => {
    sizes = (element) =>
      element.classList.contains('elementor-motion-effects-layer') ? { width: 1000, height: 700 } : element === section() ? { width: 1000, height: 500 } : { width: 0, height: 0 };
    await start();
    const container = section().firstElementChild!;
    expect(container.outerHTML).toBe(
      '<div class="elementor-motion-effects-container"><div class="elementor-motion-effects-layer" style="width: 100%; height: 140%; --translateY: -100px; transform: translateY(var(--translateY));"></div></div>',
    );
    expect(section().className).toContain('elementor-motion-effects-element elementor-motion-effects-element-type-background');
    expect($('.elementor-983').classList.contains('elementor-motion-effects-parent')).toBe(true);
    // The parent's pass was at 50 % of a movable 200 px; at 67 % now.
    intersect($('.elementor-983'), true);
    await scrollTo(170);
    expect(layer()!.style.getPropertyValue('--translateY')).toBe('-134px');
  });

  it('per device: off the element\'s devices 200 ms after the resize, its styles and classes back; the background keeps going', async () => {
    const template = document.createElement('template');
    template.innerHTML = served;
    const servedImage = template.content.querySelector('.elementor-element-7c2f9e1')!.outerHTML;
    await start();
    vi.stubGlobal('innerWidth', 500);
    window.dispatchEvent(new Event('resize'));
    await flush(199);
    expect(imageBox().style.transform).not.toBe('');
    await flush(1);
    expect(imageBox().style.cssText).toBe('');
    imageBox().removeAttribute('style');
    expect(image().outerHTML).toBe(servedImage);
    expect(image().className).not.toContain('elementor-motion-effects');
    expect(layer()).not.toBeNull();

    vi.stubGlobal('innerWidth', 1024);
    window.dispatchEvent(new Event('resize'));
    await flush(200);
    expect(imageBox().style.getPropertyValue('--translateY')).toBe('20px');
  });

  it('under prefers-reduced-motion nothing happens at all', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    const listeners = trackListeners();
    render(served);
    const before = document.body.innerHTML;
    await boot(['motion-effects']);
    intersect(image(), true);
    intersect(section(), true);
    await flush(16);
    await scrollTo(300);
    expect(document.body.innerHTML).toBe(before);
    expect(listeners.live((entry) => entry.target === window)).toEqual([]);
    expect(observers.filter((observer) => observer.targets.size > 0)).toEqual([]);
    listeners.stop();
  });

  it('dispose gives back the markup as served: no layer, style, class, listener, observer, frame or timer left', async () => {
    const listeners = trackListeners();
    render(served);
    const before = document.body.innerHTML;
    boxes.set(image(), { top: 368, height: 232 });
    await boot(['motion-effects']);
    intersect(image(), true);
    intersect(section(), true);
    await flush();
    intersect(image(), true);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 10, clientY: 10 }));
    window.dispatchEvent(new Event('resize'));
    await flush(16);
    expect(watched(image())).toBe(true);
    page.scanner?.stop();
    expect(document.body.innerHTML).toBe(before);
    expect(listeners.live()).toEqual([]);
    expect(watched(image())).toBe(false);
    listeners.stop();
    await scrollTo(400);
    await flush(300);
    expect(document.body.innerHTML).toBe(before);
  });

  it('malformed settings: left as served, one warning naming the attribute, storefront:error', async () => {
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['motion-effects']);
    intersect(image(), true);
    await flush(16);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'motion-effects')).toEqual(['[storefront] motion-effects: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['motion-effects']);
  });
});
