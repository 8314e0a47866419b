import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/animated-headline.html?raw';
import highlighted from '../../../fixtures/markup/animated-headline.highlight.html?raw';
import malformed from '../../../fixtures/markup/animated-headline.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const widget = () => document.querySelector<HTMLElement>('.elementor-widget-animated-headline')!;
const headline = () => widget().querySelector<HTMLElement>('.elementor-headline')!;
const wrapper = () => widget().querySelector<HTMLElement>('.elementor-headline-dynamic-wrapper')!;
const words = () => [...widget().querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text')];
/** Which words are active (A), inactive (I) or neither (-). */
const states = () =>
  words()
    .map((word) => (word.classList.contains('elementor-headline-text-active') ? 'A' : word.classList.contains('elementor-headline-text-inactive') ? 'I' : '-'))
    .join('');
/** The letters shown in each word, as text. */
const shown = () => words().map((word) => [...word.querySelectorAll('.elementor-headline-animation-in')].map((letter) => letter.textContent).join(''));

/** The served rotate headline with another animation type (and the letters class as Pro prints it for that type). */
function rotating(type: string, loop = true): string {
  const letters = ['typing', 'swirl', 'blinds', 'wave'].includes(type);
  let html = served
    .replace('&quot;animation_type&quot;:&quot;typing&quot;', `&quot;animation_type&quot;:&quot;${type}&quot;`)
    .replace('elementor-headline-animation-type-typing elementor-headline-letters', `elementor-headline-animation-type-${type}${letters ? ' elementor-headline-letters' : ''}`);
  if (!loop) html = html.replace('&quot;loop&quot;:&quot;yes&quot;,', '');
  return html;
}

/** happy-dom lays nothing out: the words' widths as a browser would measure them. */
function widths(word: number[], wrapperWidth = word[0]!): void {
  words().forEach((element, index) => Object.defineProperty(element, 'offsetWidth', { configurable: true, get: () => word[index] }));
  Object.defineProperty(wrapper(), 'offsetWidth', { configurable: true, get: () => wrapperWidth });
}

function reducedMotion(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
}

/** IntersectionObservers the test drives (the visible strategy's and the widget's own). */
function viewport() {
  const observers: Array<{ options: IntersectionObserverInit | undefined; targets: Element[]; disconnected: boolean; fire(): void }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const observer = {
          options,
          targets: [] as Element[],
          disconnected: false,
          fire: () => callback(observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), this as unknown as IntersectionObserver),
        };
        observers.push(observer);
        (this as unknown as { own: typeof observer }).own = observer;
      }
      observe(target: Element) {
        (this as unknown as { own: { targets: Element[] } }).own.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        (this as unknown as { own: { disconnected: boolean } }).own.disconnected = true;
      }
    },
  );
  return { observing: (element: Element) => observers.filter((observer) => observer.targets.includes(element)) };
}

describe('animated headline: rotate', () => {
  it('typing: starts once the headline is 100 px into view, types word by word, reads as one sentence; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    const view = viewport();
    render(served);
    const before = widget().outerHTML;
    await boot(['animated-headline']);
    // The visible strategy loads it near the viewport; the widget then waits for the headline itself.
    for (const observer of view.observing(widget())) observer.fire();
    await flush(10_000);
    expect(widget().outerHTML).toBe(before);
    const [own] = view.observing(headline());
    expect(own?.options?.rootMargin).toBe('0px 0px -100px 0px');

    own!.fire();
    expect(own!.disconnected).toBe(true);
    const sentence = headline().querySelector('.elementor-screen-only')!;
    expect(sentence.textContent).toBe('This page is Better, Bigger, Faster');
    expect(sentence.hasAttribute('aria-hidden')).toBe(false);
    expect([...headline().children].filter((child) => child !== sentence).map((child) => child.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    expect(words()[0]!.querySelectorAll('.elementor-headline-dynamic-letter')).toHaveLength(6);
    expect(shown()).toEqual(['Better', '', '']);
    expect(states()).toBe('A--');

    await flush(2500);
    expect(wrapper().classList.contains('elementor-headline-typing-selected')).toBe(true);
    await flush(500);
    expect(wrapper().classList.contains('elementor-headline-typing-selected')).toBe(false);
    expect(states()).toBe('I--');
    expect(shown()).toEqual(['', '', '']);
    await flush(800);
    expect(states()).toBe('IA-');
    expect(shown()).toEqual(['', 'B', '']);
    await flush(150 * 5);
    expect(shown()).toEqual(['', 'Bigger', '']);
    // Typing keeps Pro's own width: the caret follows the letters.
    expect(wrapper().style.width).toBe('');

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(before);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('flip: switches the words every pause and sets the wrapper once to the widest word', async () => {
    everythingInView();
    render(rotating('flip'));
    widths([80, 120, 90]);
    await boot(['animated-headline']);
    expect(wrapper().style.width).toBe('');
    await flush(2500);
    expect(states()).toBe('IA-');
    expect(wrapper().style.width).toBe('120px');
    await flush(2500);
    expect(states()).toBe('IIA');
    expect(wrapper().style.width).toBe('120px');
    await flush(2500);
    expect(states()).toBe('AII');
    expect(wrapper().style.width).toBe('120px');
  });

  it('without loop it stops on the last word', async () => {
    everythingInView();
    render(rotating('slide', false));
    await boot(['animated-headline']);
    await flush(5000);
    expect(states()).toBe('IIA');
    await flush(20_000);
    expect(states()).toBe('IIA');
  });

  it('clip: the wrapper keeps its width at first, closes to 2 px and opens on the next word plus 10 px', async () => {
    everythingInView();
    render(rotating('clip'));
    widths([80, 120, 90]);
    await boot(['animated-headline']);
    expect(wrapper().style.width).toBe('80px');
    expect(wrapper().style.transition).toContain('600ms');
    await flush(2500);
    expect(wrapper().style.width).toBe('2px');
    expect(states()).toBe('A--');
    await flush(600);
    expect(states()).toBe('IA-');
    expect(wrapper().style.width).toBe('130px');
    await flush(2100);
    expect(wrapper().style.width).toBe('2px');
  });

  it('swirl: letters out and in side by side, the words made visible, the wrapper set to the widest word', async () => {
    everythingInView();
    render(rotating('swirl'));
    widths([80, 120, 90]);
    await boot(['animated-headline']);
    expect(words().map((word) => word.style.opacity)).toEqual(['1', '1', '1']);
    expect(shown()).toEqual(['Better', '', '']);
    await flush(2500);
    expect(shown()).toEqual(['etter', 'B', '']);
    expect(wrapper().style.width).toBe('120px');
    await flush(250);
    expect(shown()).toEqual(['', 'Bigger', '']);
    // The words' classes stay as served: the letters carry the effect.
    expect(states()).toBe('A--');
  });

  it('with prefers-reduced-motion: the first word stays, readable; nothing cycles', async () => {
    reducedMotion();
    everythingInView();
    render(rotating('wave'));
    await boot(['animated-headline']);
    await flush(30_000);
    expect(states()).toBe('A--');
    expect(words()[0]!.style.opacity).toBe('1');
    expect(words()[0]!.querySelector('.elementor-headline-dynamic-letter')).toBeNull();
    expect(headline().querySelector('.elementor-screen-only')!.textContent).toBe('This page is Better, Bigger, Faster');
  });

  it('nothing happens after dispose mid-rotation', async () => {
    everythingInView();
    render(served);
    const before = widget().outerHTML;
    await boot(['animated-headline']);
    await flush(2600);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(before);
    await flush(20_000);
    expect(widget().outerHTML).toBe(before);
  });

  it('malformed data-settings: stays as served, one warning naming the attribute, storefront:error', async () => {
    everythingInView();
    render(malformed);
    const before = widget().outerHTML;
    await boot(['animated-headline']);
    await flush(10_000);
    expect(widget().outerHTML).toBe(before);
    expect(warningsFor(page, 'animated-headline')).toEqual(['[storefront] animated-headline: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['animated-headline']);
  });
});

describe('animated headline: highlight', () => {
  const svg = () => wrapper().querySelector('svg')!;

  it('draws its own marker, hides it at duration + 0.8·delay and draws it again at duration + delay', async () => {
    everythingInView();
    render(highlighted);
    const before = widget().outerHTML;
    await boot(['animated-headline']);
    expect(svg().namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg().getAttribute('viewBox')).toBe('0 0 500 150');
    expect(svg().getAttribute('preserveAspectRatio')).toBe('none');
    expect(svg().getAttribute('aria-hidden')).toBe('true');
    expect(svg().querySelectorAll('path')).toHaveLength(1);
    expect(svg().querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(headline().className).toBe('elementor-headline e-animated');

    // The boot itself takes a few ms of the fake clock: each check is 10 ms off an edge.
    await flush(7590);
    expect(headline().className).toBe('elementor-headline e-animated');
    await flush(20);
    expect(headline().className).toBe('elementor-headline e-hide-highlight');
    await flush(1580);
    expect(headline().className).toBe('elementor-headline e-hide-highlight');
    await flush(20);
    expect(headline().className).toBe('elementor-headline e-animated');
    await flush(7580);
    expect(headline().className).toBe('elementor-headline e-animated');
    await flush(20);
    expect(headline().className).toBe('elementor-headline e-hide-highlight');

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('x draws two strokes; without loop the marker stays drawn', async () => {
    everythingInView();
    render(highlighted.replace('&quot;marker&quot;:&quot;underline&quot;', '&quot;marker&quot;:&quot;x&quot;').replace('&quot;loop&quot;:&quot;yes&quot;,', ''));
    await boot(['animated-headline']);
    expect(svg().querySelectorAll('path')).toHaveLength(2);
    await flush(30_000);
    expect(headline().className).toBe('elementor-headline e-animated');
  });

  it('with prefers-reduced-motion: drawn once, never hidden', async () => {
    reducedMotion();
    everythingInView();
    render(highlighted);
    await boot(['animated-headline']);
    await flush(30_000);
    expect(headline().className).toBe('elementor-headline e-animated');
  });

  it('an unknown marker: stays as served, one warning', async () => {
    everythingInView();
    render(highlighted.replace('&quot;marker&quot;:&quot;underline&quot;', '&quot;marker&quot;:&quot;spiral&quot;'));
    const before = widget().outerHTML;
    await boot(['animated-headline']);
    expect(widget().outerHTML).toBe(before);
    expect(warningsFor(page, 'animated-headline')).toEqual([
      '[storefront] animated-headline: data-settings.marker must be one of circle, curly, underline, double, double_underline, underline_zigzag, diagonal, strikethrough, x',
    ]);
    expect(page.errors).toHaveLength(1);
  });
});
