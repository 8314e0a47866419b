import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/lottie.html?raw';
import malformed from '../../../fixtures/markup/lottie.malformed.html?raw';
import animation from '../../../fixtures/responses/lottie.json?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { json } from '../../../tests/dom/support/shop';
import type { AnimationData } from './logic';

/** A stand-in for lottie-web (its real drawing is player.dom.test.ts's): records what the widget asks of it. */
const players = vi.hoisted(() => [] as FakePlayer[]);
interface FakePlayer {
  container: HTMLElement;
  data: AnimationData;
  calls: string[];
  frame: number;
  complete(): void;
  destroyed: boolean;
}
vi.mock('./lottie-player', () => ({
  createPlayer(container: HTMLElement, data: AnimationData) {
    let onComplete = () => {};
    const player: FakePlayer = { container, data, calls: [], frame: data.ip, complete: () => onComplete(), destroyed: false };
    players.push(player);
    container.append(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    return {
      ip: data.ip,
      op: data.op,
      current: () => player.frame,
      show(frame: number) {
        player.frame = frame;
        player.calls.push(`show ${frame}`);
      },
      play(from: number, to: number) {
        player.frame = from;
        player.calls.push(`play ${from}→${to}`);
      },
      pause: () => player.calls.push('pause'),
      setSpeed: (speed: number) => player.calls.push(`speed ${speed}`),
      onComplete(listener: () => void) {
        onComplete = () => {
          player.frame = player.calls.at(-1)?.endsWith('→0') ? 0 : data.op;
          listener();
        };
      },
      destroy() {
        player.destroyed = true;
      },
    };
  },
}));

const page = usePage({ fakeTimers: true });
const URL_PATH = '/wp-content/uploads/anim.json';
const widget = () => document.querySelector<HTMLElement>('.elementor-widget-lottie')!;
const player = () => players.at(-1)!;

/** An IntersectionObserver whose entries the test sends: everything observed starts in view. */
const observers: Array<{ callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; targets: Element[] }> = [];
function controlledViewport(): void {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: [] as Element[] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
        queueMicrotask(() => this.send(target, true, 0));
      }
      send(target: Element, isIntersecting: boolean, top: number) {
        this.record.callback([{ isIntersecting, target, boundingClientRect: { top } } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {
        this.record.targets.length = 0;
      }
    },
  );
}
/** The widget's own observer (the last one made): tells it whether its band is in view. */
function inView(isIntersecting: boolean): void {
  const observer = observers.at(-1)!;
  for (const target of observer.targets) observer.callback([{ isIntersecting, target, boundingClientRect: { top: 0 } } as IntersectionObserverEntry], {} as IntersectionObserver);
}

function withSettings(patch: Record<string, unknown>): string {
  const base = JSON.parse(new DOMParser().parseFromString(served, 'text/html').querySelector('[data-settings]')!.getAttribute('data-settings')!) as Record<string, unknown>;
  const settings = JSON.stringify({ ...base, ...patch }).replace(/"/g, '&quot;');
  return served.replace(/data-settings="[^"]*"/, `data-settings="${settings}"`);
}

async function start(markup = served) {
  players.length = 0;
  controlledViewport();
  render(markup);
  page.shop.reply(URL_PATH, json(animation));
  await boot(['lottie']);
  await flush();
}

describe('lottie', () => {
  it('fetches the animation itself, plays it when its band is in view, pauses out of it and resumes; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    const before = served;
    await start();
    const html = widget().outerHTML;
    expect(page.shop.to(URL_PATH)).toHaveLength(1);
    const [, init] = page.shop.fetch.mock.calls[0]!;
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(player().container).toBe(widget().querySelector('.e-lottie__animation'));
    expect(player().data).toMatchObject({ fr: 30, ip: 0, op: 60 });
    expect(observers.at(-1)!.options?.rootMargin).toBe('0% 0% 0%');
    expect(player().calls).toEqual(['speed 1', 'show 0', 'play 0→60']);
    expect(widget().querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    // The caption stays as served.
    expect(widget().querySelector('.e-lottie__caption')!.textContent).toBe(' Hoja de monstera');

    player().frame = 24;
    inView(false);
    inView(true);
    expect(player().calls.slice(3)).toEqual(['pause', 'play 24→60']);
    player().complete();
    expect(player().calls).toHaveLength(5);

    page.scanner?.stop();
    expect(player().destroyed).toBe(true);
    expect(widget().outerHTML).not.toBe(html);
    expect(document.body.innerHTML.trim()).toBe(before.trim());
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('loops and ping-pongs: reverse with loop, number_of_times 2 → forward, back, forward, back, then rests', async () => {
    await start(withSettings({ loop: 'yes', number_of_times: 2, reverse_animation: 'yes', play_speed: { size: 1.5 } }));
    for (let i = 0; i < 4; i++) player().complete();
    expect(player().calls).toEqual(['speed 1.5', 'show 0', 'play 0→60', 'play 60→0', 'play 0→60', 'play 60→0']);
  });

  it('start and end points: plays only that part of the animation', async () => {
    await start(withSettings({ start_point: { size: 25 }, end_point: { size: 75 } }));
    expect(player().calls).toEqual(['speed 1', 'show 15', 'play 15→45']);
  });

  it('on click: plays on a click of the container; a link with a timeout is followed after it, unless disposed first', async () => {
    const linked = withSettings({ trigger: 'on_click', link_to: 'custom', custom_link: { url: '/coleccion/', is_external: '' }, link_timeout: 800 }).replace(
      '<div class="e-lottie__container">',
      '<a class="e-lottie__container__link" href="/coleccion/"><div class="e-lottie__container">',
    ).replace('</p></div>', '</p></div></a>');
    await start(linked);
    expect(player().calls).toEqual(['speed 1', 'show 0']);
    const link = widget().querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    widget().querySelector('.e-lottie__animation')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(player().calls.at(-1)).toBe('play 0→60');
    await flush(799);
    expect(page.assign).not.toHaveBeenCalled();
    await flush(1);
    expect(page.assign).toHaveBeenCalledWith(link.href);

    // Disposed while the link waits: nothing happens.
    fireEvent.click(link);
    page.scanner?.stop();
    await flush(1000);
    expect(page.assign).toHaveBeenCalledTimes(1);
  });

  it('on hover: plays forward on entering its area (or focus), plays back to the start on leaving with on_hover_out reverse', async () => {
    await start(withSettings({ trigger: 'on_hover', on_hover_out: 'reverse', hover_area: 'container' }));
    const area = widget().closest('.e-con')!;
    fireEvent.mouseEnter(area);
    player().frame = 30;
    fireEvent.mouseLeave(area);
    expect(player().calls.slice(2)).toEqual(['play 0→60', 'play 30→0']);
    // Back at the start it rests, looping or not.
    player().complete();
    expect(player().calls).toHaveLength(4);
    fireEvent.focusIn(widget().querySelector('.e-lottie__container')!);
    expect(player().calls.at(-1)).toBe('play 0→60');
  });

  it('bind to scroll: a frame per scroll position through a requestAnimationFrame loop that runs only while in view', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockReturnValue({ top: 400, height: 200 } as DOMRect);
    await start(withSettings({ trigger: 'bind_to_scroll' }));
    // Halfway through its journey across the viewport: frame 30.
    expect(player().calls).toEqual(['speed 1', 'show 0', 'show 30']);
    rect.mockReturnValue({ top: -50, height: 200 } as DOMRect);
    window.scrollY = 450;
    await flush(20);
    expect(player().calls.at(-1)).toBe('show 52.5');
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    rect.mockReturnValue({ top: -300, height: 200 } as DOMRect);
    inView(false);
    expect(player().calls.at(-1)).toBe('show 60');
    const shown = player().calls.length;
    raf.mockClear();
    window.scrollY = 900;
    await flush(100);
    expect(raf).not.toHaveBeenCalled();
    expect(player().calls).toHaveLength(shown);
    window.scrollY = 0;
  });

  it('reduced motion: the finished picture, never played', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    await start(withSettings({ trigger: 'none', loop: 'yes' }));
    expect(player().calls).toEqual(['show 59']);
  });

  it('no animation named: the plugin default (ElementorProFrontendConfig.lottie.defaultAnimationUrl)', async () => {
    setGlobals({ ElementorProFrontendConfig: { lottie: { defaultAnimationUrl: '/wp-content/plugins/elementor-pro/modules/lottie/assets/animations/default.json' } } });
    page.shop.reply('/wp-content/plugins/elementor-pro/modules/lottie/assets/animations/default.json', json(animation));
    await start(withSettings({ source_json: { url: '', id: '' } }));
    expect(page.shop.to('/wp-content/plugins/elementor-pro/modules/lottie/assets/animations/default.json')).toHaveLength(1);
    expect(players).toHaveLength(1);
  });

  it('an animation file that is not Lottie: left as served, one warning naming the address', async () => {
    players.length = 0;
    controlledViewport();
    render(served);
    page.shop.reply(URL_PATH, json('{"v":"5.7.4","fr":30,"ip":0,"op":60}'));
    await boot(['lottie']);
    await flush();
    expect(players).toHaveLength(0);
    expect(widget().querySelector('.e-lottie__animation')!.childElementCount).toBe(0);
    expect(warningsFor(page, 'lottie')).toEqual([
      `[storefront] lottie: the animation at ${location.origin}${URL_PATH} (data-settings source_json.url) is not a Lottie animation: it has no layers array`,
    ]);
    expect(page.errors).toHaveLength(1);
  });

  it('an external address over plain http is refused before any request', async () => {
    players.length = 0;
    controlledViewport();
    render(withSettings({ source: 'external_url', source_json: null, source_external_url: { url: 'http://cdn.example.com/a.json' } }));
    await boot(['lottie']);
    await flush();
    expect(page.shop.requests).toHaveLength(0);
    expect(warningsFor(page, 'lottie')).toEqual([
      '[storefront] lottie: data-settings source_external_url.url must be an https address or one on this site (got "http://cdn.example.com/a.json")',
    ]);
  });

  it('disposed while the file is on its way: nothing is drawn when it arrives, nothing is reported', async () => {
    players.length = 0;
    controlledViewport();
    render(served);
    const held = page.shop.defer(URL_PATH);
    const booting = boot(['lottie']);
    await flush();
    expect(page.shop.to(URL_PATH)).toHaveLength(1);
    page.scanner?.stop();
    held.answer(json(animation));
    await booting;
    await flush(100);
    expect(players).toHaveLength(0);
    expect(warningsFor(page, 'lottie')).toEqual([]);
  });

  it('malformed data-settings: left as served, one warning, storefront:error', async () => {
    controlledViewport();
    render(malformed);
    const html = widget().outerHTML;
    await boot(['lottie']);
    await flush();
    expect(widget().outerHTML).toBe(html);
    expect(page.shop.requests).toHaveLength(0);
    expect(warningsFor(page, 'lottie')).toEqual(['[storefront] lottie: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
  });
});
