import { afterEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/lazy-backgrounds.html?raw';
import malformed from '../../../fixtures/markup/lazy-backgrounds.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import './index';

const page = usePage();

/** An IntersectionObserver the test drives: which targets each observer watches, and entries on demand. */
interface FakeObserver {
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  disconnected: boolean;
  report(target: Element, isIntersecting: boolean): void;
}
let observers: FakeObserver[] = [];

function fakeIntersectionObserver(): void {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly fake: FakeObserver;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const self = this as unknown as IntersectionObserver;
        this.fake = {
          options,
          targets: new Set(),
          disconnected: false,
          report: (target, isIntersecting) => {
            if (this.fake.disconnected || !this.fake.targets.has(target)) return;
            callback([{ target, isIntersecting } as IntersectionObserverEntry], self);
          },
        };
        observers.push(this.fake);
      }
      observe(target: Element) {
        this.fake.targets.add(target);
      }
      unobserve(target: Element) {
        this.fake.targets.delete(target);
      }
      disconnect() {
        this.fake.disconnected = true;
        this.fake.targets.clear();
      }
    },
  );
}
afterEach(() => vi.unstubAllGlobals());

const container = (id: string) => document.querySelector<HTMLElement>(`.elementor-element-${id}`)!;
const loaded = () => [...document.querySelectorAll('.e-lazyloaded')].map((element) => element.getAttribute('data-id'));

describe('lazy backgrounds', () => {
  it('observes every top-level container 200 px around the viewport and marks one loaded once it comes near, then stops watching it', async () => {
    fakeIntersectionObserver();
    render(served);
    await boot(['lazy-backgrounds']);
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer!.options?.rootMargin).toBe('200px 0px 200px 0px');
    expect([...observer!.targets].map((element) => element.getAttribute('data-id'))).toEqual(['e928e23', '1d71073', '30e731a', '724465f']);
    expect(loaded()).toEqual([]);

    observer!.report(container('1d71073'), false);
    expect(loaded()).toEqual([]);
    observer!.report(container('1d71073'), true);
    expect(loaded()).toEqual(['1d71073']);
    expect(observer!.targets.has(container('1d71073'))).toBe(false);
    // A child container is never watched: its parent's class lets its background in.
    expect(container('44cba4a').classList.contains('e-lazyloaded')).toBe(false);
  });

  it('on elementor/lazyload/observe it watches the containers inserted since (the loop grid refresh), each once', async () => {
    fakeIntersectionObserver();
    render(served);
    await boot(['lazy-backgrounds']);
    const [observer] = observers;
    observer!.report(container('e928e23'), true);
    const added = document.createElement('div');
    added.className = 'elementor-element elementor-element-abc1234 e-flex e-con-boxed e-con e-parent';
    added.setAttribute('data-id', 'abc1234');
    document.querySelector('.elementor')!.append(added);
    expect(observer!.targets.has(added)).toBe(false);

    document.dispatchEvent(new Event('elementor/lazyload/observe'));
    expect(observer!.targets.has(added)).toBe(true);
    // The loaded one is not watched again.
    expect(observer!.targets.has(container('e928e23'))).toBe(false);
    observer!.report(added, true);
    expect(loaded()).toEqual(['e928e23', 'abc1234']);
  });

  it('without IntersectionObserver every container gets its background at once, and those announced later too', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(served);
    await boot(['lazy-backgrounds']);
    expect(loaded()).toEqual(['e928e23', '1d71073', '30e731a', '724465f']);
    const added = document.createElement('div');
    added.className = 'e-con e-parent';
    document.body.append(added);
    document.dispatchEvent(new Event('elementor/lazyload/observe'));
    expect(added.classList.contains('e-lazyloaded')).toBe(true);
  });

  it('dispose stops watching and listening but keeps the backgrounds already let in', async () => {
    const listeners = trackListeners();
    fakeIntersectionObserver();
    render(served);
    await boot(['lazy-backgrounds']);
    const [observer] = observers;
    observer!.report(container('30e731a'), true);
    page.scanner?.stop();
    expect(observer!.disconnected).toBe(true);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(loaded()).toEqual(['30e731a']);

    const added = document.createElement('div');
    added.className = 'e-con e-parent';
    document.body.append(added);
    document.dispatchEvent(new Event('elementor/lazyload/observe'));
    observer!.report(container('e928e23'), true);
    expect(loaded()).toEqual(['30e731a']);
  });

  it('the odd twin: containers already loaded or not top-level are left alone, bad settings are not its business, nothing is reported', async () => {
    fakeIntersectionObserver();
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['lazy-backgrounds']);
    const [observer] = observers;
    expect([...observer!.targets].map((element) => element.getAttribute('data-id'))).toEqual(['46f8afd']);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'lazy-backgrounds')).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
