import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackListeners, type ListenerTracker } from '../../tests/dom/support/listeners';
import { createScope, type Scope } from '../core/scope';
import type { TriggerSettings } from './settings';
import { armTriggers, randomId, scrolledPast, type TriggerName } from './triggers';

let scope: Scope;
let tracker: ListenerTracker;
let fired: TriggerName[];
let y = 0;
let observed: { callback: IntersectionObserverCallback; target: Element | null; disconnected: boolean }[];

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main style="height: 5000px"><p id="far">Lejos</p></main>';
  tracker = trackListeners();
  scope = createScope();
  fired = [];
  y = 0;
  observed = [];
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(2000);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observed)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null, disconnected: false };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  scope.dispose();
  tracker.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const arm = (triggers: TriggerSettings) => armTriggers(triggers, scope, (name) => fired.push(name));
const scrollTo = (to: number) => {
  y = to;
  window.dispatchEvent(new Event('scroll'));
};

describe('popup triggers', () => {
  it('page load: fires after the delay in seconds, not before', () => {
    arm({ pageLoadDelay: 2 });
    vi.advanceTimersByTime(1999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['page_load']);
  });

  it('scrolling down: fires at the offset percent of the page height, not before, and not scrolling up', () => {
    y = 800;
    arm({ scrolling: { direction: 'down', offset: 50 } });
    scrollTo(600);
    scrollTo(100);
    scrollTo(499);
    expect(fired).toEqual([]);
    scrollTo(700);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling down at exactly the offset fires', () => {
    arm({ scrolling: { direction: 'down', offset: 50 } });
    scrollTo(500);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling up: fires on the first move up, whatever the offset', () => {
    y = 300;
    arm({ scrolling: { direction: 'up', offset: 90 } });
    scrollTo(400);
    scrollTo(400);
    expect(fired).toEqual([]);
    scrollTo(399);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling to a selector: watches its first match and fires when it shows', () => {
    arm({ scrollingTo: '#far' });
    expect(observed[0]?.target).toBe(document.getElementById('far'));
    observed[0]!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(fired).toEqual([]);
    observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(fired).toEqual(['scrolling_to']);
    expect(observed[0]!.disconnected).toBe(true);
  });

  it('an invalid selector does nothing, and the other triggers still work', () => {
    arm({ scrollingTo: 'div[', pageLoadDelay: 1 });
    expect(observed).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['page_load']);
  });

  it('click: fires on exactly the nth click on the page', () => {
    arm({ click: 3 });
    fireEvent.click(document.body);
    fireEvent.click(document.getElementById('far')!);
    expect(fired).toEqual([]);
    fireEvent.click(document.body);
    expect(fired).toEqual(['click']);
  });

  it('inactivity: keys and pointer moves restart the wait, scrolling does not', () => {
    arm({ inactivity: 10 });
    vi.advanceTimersByTime(9000);
    fireEvent.mouseMove(document);
    vi.advanceTimersByTime(9000);
    fireEvent.keyPress(document, { key: 'a', charCode: 97 });
    vi.advanceTimersByTime(9000);
    scrollTo(100);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['inactivity']);
  });

  it('exit intent: the pointer leaving through the top edge, not the sides or into the page', () => {
    arm({ exitIntent: true });
    fireEvent.mouseOut(document.body, { clientY: 300, relatedTarget: null });
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: document.getElementById('far') });
    expect(fired).toEqual([]);
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
    expect(fired).toEqual(['exit_intent']);
  });

  it('adblock detection: after the delay, a bait with a 6-character id; fires when it is hidden, and removes it', () => {
    const style = document.createElement('style');
    style.textContent = '.ad-box { display: none }';
    document.head.append(style);
    const appended: string[] = [];
    const append = document.body.append.bind(document.body);
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof Element) appended.push(`${node.id}|${node.className}|${node.getAttribute('aria-hidden')}`);
      append(...nodes);
    });
    arm({ adblockDelay: 1 });
    vi.advanceTimersByTime(999);
    expect(appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appended[0]).toMatch(/^elementor-adblock-detection-[a-z0-9]{6}\|ad-box\|true$/);
    expect(fired).toEqual(['adblock_detection']);
    expect(document.querySelector('.ad-box')).toBeNull();
    style.remove();
  });

  it('adblock detection does not fire when the bait shows', () => {
    arm({ adblockDelay: 0 });
    vi.advanceTimersByTime(0);
    expect(fired).toEqual([]);
    expect(document.querySelector('.ad-box')).toBeNull();
  });

  it('once one fires, all are removed: no second fire, listeners and timers gone', () => {
    arm({ pageLoadDelay: 5, click: 1, exitIntent: true, inactivity: 3, scrolling: { direction: 'up', offset: 0 }, scrollingTo: '#far' });
    fireEvent.click(document.body);
    expect(fired).toEqual(['click']);
    expect(tracker.live()).toEqual([]);
    expect(observed[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(10_000);
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
    expect(fired).toEqual(['click']);
  });

  it('disposing the owner removes them before any fires', () => {
    arm({ pageLoadDelay: 1, click: 1 });
    scope.dispose();
    vi.advanceTimersByTime(1000);
    fireEvent.click(document.body);
    expect(fired).toEqual([]);
  });
});

describe('trigger helpers', () => {
  it('a random id is 6 characters of [a-z0-9]', () => {
    expect(randomId(() => 0)).toBe('000000');
    expect(randomId(() => 0.999)).toBe('zzzzzz');
  });
  it.each([
    [0, 2000, 1000, 0, true],
    [499, 2000, 1000, 50, false],
    [500, 2000, 1000, 50, true],
    [0, 800, 1000, 50, true],
  ])('scrolled %i of a %i px page in a %i px window, offset %i: %s', (scrollY, height, viewport, offset, expected) => {
    expect(scrolledPast(scrollY, height, viewport, offset)).toBe(expected);
  });
});
