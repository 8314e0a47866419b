// @vitest-environment-options {"url":"https://tienda.example/contacto/"}
import { fireEvent, screen, within } from '@testing-library/react';
import { create } from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emit } from '../../core/bus';
import { openOverlay } from '../../core/overlay';
import { createScope } from '../../core/scope';
import { joinchatObject, joinchatObjectMalformed, markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { gridLines } from './logic';
import { QR_MARGIN } from './qr';

const page = usePage({ fakeTimers: true });

const root = () => document.querySelector<HTMLElement>('.joinchat')!;
const button = () => document.querySelector<HTMLElement>('.joinchat__button')!;
/** The box's controls by role and name: its close button, the send control, the opt-in box. */
const chatbox = () => screen.getByRole('dialog');
const closeButton = () => within(chatbox()).getByRole('button', { name: 'Cerrar' });
const sendButton = () => within(chatbox()).getByRole('button', { name: 'Abrir chat' });
const optIn = () => within(chatbox()).getByRole('checkbox', { name: 'Acepto la política de privacidad' });
const has = (name: string) => root().classList.contains(name);
const bubbles = () => [...document.querySelectorAll<HTMLElement>('.joinchat__bubble:not(.joinchat__bubble--loading)')];
const LINK = 'https://wa.me/34960000000?text=Hola%2C+tengo+una+pregunta+sobre+Tienda+Aurora';

const LOADED = { timeout: 10_000 };

/** One 2D context per draw: happy-dom has no canvas, so the context records what is painted. */
interface Draw {
  canvas: HTMLCanvasElement;
  rects: [string, number, number, number, number][];
}
let draws: Draw[];
function recordingContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const draw: Draw = { canvas, rects: [] };
  draws.push(draw);
  const context = {
    fillStyle: '',
    fillRect(x: number, y: number, w: number, h: number) {
      draw.rects.push([context.fillStyle, x, y, w, h]);
    },
  };
  return context as unknown as CanvasRenderingContext2D;
}

/** The black squares a QR code of `text` takes on a canvas of `pixels`, from the real encoder. */
function squaresOf(text: string, pixels: number): string[] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const lines = gridLines(modules.size + 2 * QR_MARGIN, pixels);
  const out: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const [x, y] = [lines[column + QR_MARGIN]!, lines[row + QR_MARGIN]!];
      out.push(`${x},${y},${lines[column + QR_MARGIN + 1]! - x},${lines[row + QR_MARGIN + 1]! - y}`);
    }
  }
  return out;
}
const blackSquares = (draw: Draw) => draw.rects.filter(([fill]) => fill === '#000').map(([, ...rect]) => rect.join(','));

let opened: string[];
let events: { type: string; detail: unknown }[];
const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
const NAMES = ['joinchat:show', 'joinchat:hide', 'joinchat:open', 'joinchat:optin', 'joinchat:event'];

beforeEach(() => {
  draws = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return recordingContext(this);
  } as unknown as HTMLCanvasElement['getContext']);
  opened = [];
  events = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  for (const name of NAMES) document.addEventListener(name, record);
  history.replaceState(null, '', '/contacto/');
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => {
  for (const name of NAMES) document.removeEventListener(name, record);
});

/**
 * Fake time passes in steps, with a real macrotask after each: React renders the state changes
 * (and the timers its effects then set) from a scheduler task, which fake timers do not run.
 */
async function pass(ms: number, step = 50): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    await flush(Math.min(step, ms - done));
    await new Promise((resolve) => setImmediate(resolve));
    await flush();
  }
}

/** The element's markup with its attributes in name order (a restored attribute comes back last). */
function normalized(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}

/** The served chat, booted, with `views` page views already counted. */
async function chat(html = markup.chat, { views }: { views?: string } = {}): Promise<void> {
  if (views !== undefined) localStorage.setItem('joinchat_views', views);
  render('<main><p><a href="#joinchat" class="abrir">Escríbenos</a> <a href="#whatsapp" data-message="Pedido 1234">WhatsApp directo</a> <input type="text" id="buscar"></p></main>', html);
  await boot(['chat']);
}

async function openByClick(): Promise<void> {
  fireEvent.pointerOver(button());
  await flush();
  fireEvent.click(button());
  await flush();
}

describe('chat (Joinchat 6.x markup)', () => {
  it('hidden at first; the button (with its tooltip) after button_delay; the first view counted', async () => {
    await chat();
    expect(root().hidden).toBe(true);
    expect(localStorage.getItem('joinchat_views')).toBe('1');

    await flush(2990);
    expect(has('joinchat--show')).toBe(false);
    await flush(10);
    expect(root().hidden).toBe(false);
    expect(has('joinchat--show')).toBe(true);
    expect(has('joinchat--tooltip')).toBe(true);
    // No React yet: the served button is still the served node.
    expect(document.querySelector('.joinchat__qr')).not.toBeNull();
  });

  it('button_delay counts from DOMContentLoaded, as Joinchat does, not from our later start', async () => {
    // The page was ready 2 s before the widget started (an idle start on a slow page).
    vi.spyOn(performance, 'now').mockReturnValue(5000);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ domContentLoadedEventStart: 3000 } as PerformanceNavigationTiming]);
    await chat();
    await flush(990);
    expect(has('joinchat--show')).toBe(false);
    await flush(10);
    expect(has('joinchat--show')).toBe(true);
  });

  it('a click opens the box as a dialog with focus in it; bubbles revealed one by one, lazy media and one random option; Escape closes, focus back, the hash saved', async () => {
    await chat();
    await flush(3000);
    // Tab onto the served button: the view comes in and the focus stays on the button.
    button().focus();
    await pass(50);
    expect(document.activeElement).toBe(button());
    await openByClick();

    expect(has('joinchat--chatbox')).toBe(true);
    expect(has('joinchat--opening')).toBe(true);
    const box = document.querySelector<HTMLElement>('.joinchat__chatbox')!;
    expect(screen.getByRole('dialog', { name: 'Tienda Aurora' })).toBe(box);
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.hasAttribute('aria-modal')).toBe(false);
    expect(box.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('.joinchat__bubble--media img')!.getAttribute('src')).toBe('/demo/assets/favicon.svg');
    const options = [...document.querySelectorAll('jc-opt')];
    expect(options.filter((option) => !option.hasAttribute('hidden'))).toHaveLength(1);

    // The reveal: the first bubble is being "typed", the others and the opt-in hidden.
    expect(bubbles().map((b) => b.classList.contains('joinchat--hidden'))).toEqual([true, true, true, true]);
    expect(document.querySelector('.joinchat__optin')!.classList.contains('joinchat--hidden')).toBe(true);
    await flush(1);
    expect(document.querySelector('.joinchat__bubble--loading')).not.toBeNull();
    // "¡Hola! 👋": 2 words → 120 ms + 100-200 ms.
    await flush(320);
    expect(bubbles()[0]!.classList.contains('joinchat--hidden')).toBe(false);
    const bubblesEvent = vi.fn();
    document.querySelector('.joinchat__chat')!.addEventListener('joinchat:bubbles', bubblesEvent);
    await pass(6000);
    expect(bubbles().some((b) => b.classList.contains('joinchat--hidden'))).toBe(false);
    expect(document.querySelector('.joinchat__optin')!.classList.contains('joinchat--hidden')).toBe(false);
    expect(document.querySelector('.joinchat__bubble--loading')).toBeNull();
    expect(bubblesEvent).toHaveBeenCalledTimes(1);
    expect(has('joinchat--opening')).toBe(false);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await flush();
    expect(has('joinchat--chatbox')).toBe(false);
    expect(document.activeElement).toBe(button());
    expect(localStorage.getItem('joinchat_hashes')).toBe('1a2b3c4d');
    expect(events.map((e) => [e.type, e.detail])).toEqual([['joinchat:show', { trigger: 'button' }], ['joinchat:hide', {}]]);
  });

  it('without opt-in consent the send control only shows the box; with it the app opens with the message, and the events go out', async () => {
    await chat();
    await flush(3000);
    await openByClick();
    await flush(600);
    expect(has('joinchat--optout')).toBe(true);
    fireEvent.click(sendButton());
    expect(opened).toEqual([]);

    fireEvent.click(optIn());
    expect(has('joinchat--optout')).toBe(false);
    expect(events.filter((e) => e.type === 'joinchat:optin').map((e) => e.detail)).toEqual([{ optin: true }]);
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [['config', 'G-TIENDA1'], ['config', 'AW-1'], ['config', 'G-TIENDA1']];
    fireEvent.click(sendButton());
    expect(opened).toEqual([LINK]);
    expect(window.open).toHaveBeenCalledWith(LINK, 'joinchat', 'noopener');
    const dataLayer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    const gtag = dataLayer.slice(3).filter((entry) => !('event' in (entry as object)));
    expect(gtag.map((args) => Array.from(args as ArrayLike<unknown>).slice(0, 2))).toEqual([['event', 'generate_lead']]);
    expect((gtag[0] as ArrayLike<unknown>)[2]).toMatchObject({ send_to: 'G-TIENDA1', transport_type: 'beacon', trigger: 'contact', chat_id: '34960000000' });
    expect(dataLayer.at(-1)).toMatchObject({ event: 'JoinChat', event_action: 'whatsapp: 34960000000', is_mobile: 'no', trigger: 'contact' });
  });

  it('a page link to #whatsapp asks for consent first (the box), and #joinchat opens the box', async () => {
    await chat();
    fireEvent.click(document.querySelector('a[href="#whatsapp"]')!);
    await flush();
    expect(opened).toEqual([]);
    expect(has('joinchat--chatbox')).toBe(true);
  });

  it('auto-opens after button_delay + message_delay once the views reached message_views, without taking focus; not when the hash was seen', async () => {
    await chat(markup.chat, { views: '2' });
    expect(localStorage.getItem('joinchat_views')).toBe('2');
    const search = document.querySelector<HTMLInputElement>('#buscar')!;
    search.focus();
    await flush(3000);
    expect(has('joinchat--tooltip')).toBe(false);
    await flush(9990);
    expect(has('joinchat--chatbox')).toBe(false);
    await flush(10);
    await flush();
    expect(has('joinchat--chatbox')).toBe(true);
    expect(document.activeElement).toBe(search);
    expect(events.find((e) => e.type === 'joinchat:show' && (e.detail as { trigger: string }).trigger === 'auto')).toBeDefined();
  });

  it('auto-opening over a modal dialog (the quick view) leaves the page inert and Tab in the dialog; the box itself is usable', async () => {
    localStorage.setItem('joinchat_views', '2');
    render(
      '<main id="main"><p><a href="/otra/">Otra</a></p></main>',
      '<div id="qv"><div id="qv-dialog" role="dialog" aria-modal="true"><button id="qv-close">Cerrar</button><button id="qv-add">Añadir</button></div></div>',
      markup.chat,
    );
    await boot(['chat']);
    const scope = createScope();
    onTestFinished(() => scope.dispose());
    openOverlay(scope, { name: 'quick-view', container: document.querySelector<HTMLElement>('#qv')!, dialog: document.querySelector<HTMLElement>('#qv-dialog')! });
    await flush(13000);
    await flush();
    expect(has('joinchat--chatbox')).toBe(true);

    expect(document.querySelector<HTMLElement>('#main')!.inert).toBe(true);
    expect(root().closest('[inert]')).toBeNull();
    const add = document.querySelector<HTMLElement>('#qv-add')!;
    add.focus();
    expect(fireEvent.keyDown(add, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('#qv-close'));
  });

  it('does not auto-open a CTA already seen', async () => {
    localStorage.setItem('joinchat_hashes', 'abc,1a2b3c4d');
    await chat(markup.chat, { views: '5' });
    await flush(20_000);
    expect(has('joinchat--chatbox')).toBe(false);
    expect(localStorage.getItem('joinchat_views')).toBe('5');
  });

  it('the QR code: drawn from its own chunk when the box opens (200 CSS px, 200 × devicePixelRatio canvas px), not before, once per link; a trigger\'s message redraws it and goes to the app', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    await chat();
    await flush(3000);
    fireEvent.pointerOver(button());
    await pass(50);
    // The view is in (the slot rendered, its caption first, then the canvas) but nothing drawn before the box opens.
    const slot = document.querySelector('.joinchat__qr')!;
    const canvas = () => slot.querySelector('canvas')!;
    expect(canvas()).not.toBeNull();
    expect(slot.firstElementChild!.textContent).toBe('Escanea el código');
    expect(slot.lastElementChild).toBe(canvas());
    expect(draws).toEqual([]);

    fireEvent.click(button());
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    expect(draws[0]!.canvas).toBe(canvas());
    expect([canvas().width, canvas().height]).toEqual([400, 400]);
    expect([canvas().style.width, canvas().style.height]).toEqual(['200px', '200px']);
    // A pointer user's shortcut to the send control's link: hidden from assistive technology.
    expect(slot.getAttribute('aria-hidden')).toBe('true');
    expect(draws[0]!.rects[0]).toEqual(['#fff', 0, 0, 400, 400]);
    expect(blackSquares(draws[0]!)).toEqual(squaresOf(LINK, 400));

    // Closed and opened again with the same link: no redraw.
    fireEvent.click(closeButton());
    await pass(50);
    fireEvent.click(button());
    await pass(700);
    expect(has('joinchat--chatbox')).toBe(true);
    expect(draws).toHaveLength(1);
    fireEvent.click(closeButton());
    await pass(50);

    // A page link with its own message opens the box (no consent yet): the QR and the send control carry it.
    fireEvent.click(document.querySelector('a[href="#whatsapp"]')!);
    await vi.waitFor(() => expect(draws).toHaveLength(2), LOADED);
    const order = 'https://wa.me/34960000000?text=Pedido+1234';
    expect(blackSquares(draws[1]!)).toEqual(squaresOf(order, 400));
    expect(draws[1]!.canvas).toBe(canvas());
    await pass(700);
    fireEvent.click(optIn());
    fireEvent.click(sendButton());
    expect(opened).toEqual([order]);
    expect(warningsFor(page, 'chat')).toEqual([]);
  });

  it('a QR slot with no caption: still drawn, hidden from assistive technology; 200 canvas px at devicePixelRatio 1', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1);
    await chat(markup.chat.replace('<div>Escanea el código</div>', '<div></div>'));
    await flush(3000);
    await openByClick();
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    const canvas = document.querySelector('.joinchat__qr canvas')!;
    expect(canvas.closest('[aria-hidden="true"]')).toBe(document.querySelector('.joinchat__qr'));
    expect([canvas.getAttribute('width'), canvas.getAttribute('height')]).toEqual(['200', '200']);
  });

  it('a button-only widget (no box): its QR is drawn when the pointer over the button brings the view in, not before', async () => {
    await chat(`<div class="joinchat joinchat--right joinchat--btn" data-settings='{"telephone":"34960000000","button_delay":0,"qr":true,"message_send":"Hola"}'>
      <div class="joinchat__button" role="button" tabindex="0" aria-label="WhatsApp Contact"></div>
      <div class="joinchat__qr"><div>Escanea el código</div></div>
    </div>`);
    await pass(500);
    expect(has('joinchat--show')).toBe(true);
    expect(draws).toEqual([]);
    fireEvent.pointerOver(button());
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    expect(blackSquares(draws[0]!)).toEqual(squaresOf('https://wa.me/34960000000?text=Hola', 200));
  });

  it('no QR code when the settings have it off: the slot goes, nothing drawn', async () => {
    await chat(markup.chat.replace('"qr":true', '"qr":false'));
    await flush(3000);
    await openByClick();
    await pass(700);
    expect(has('joinchat--chatbox')).toBe(true);
    expect(document.querySelector('.joinchat__qr')).toBeNull();
    expect(draws).toEqual([]);
  });

  it('a QR code that cannot be drawn (no 2D canvas): the slot goes, one warning, the box works on', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    await chat();
    await flush(3000);
    await openByClick();
    await vi.waitFor(() => expect(document.querySelector('.joinchat__qr')).toBeNull(), LOADED);
    const warnings = warningsFor(page, 'chat');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/QR code could not be drawn \(.*2D canvas.*\): the box works without it/);
    expect(page.errors.map((e) => e.widget)).toEqual(['chat']);
    fireEvent.click(optIn());
    await pass(700);
    fireEvent.click(sendButton());
    expect(opened).toEqual([LINK]);
    // Opened again with another link: no second attempt, no second warning.
    fireEvent.click(closeButton());
    fireEvent.click(document.querySelector('a[href="#joinchat"]')!);
    await pass(700);
    expect(warningsFor(page, 'chat')).toHaveLength(1);
  });

  it('hover on the button for 1500 ms opens the box (desktop); leaving earlier does not', async () => {
    await chat();
    await flush(3000);
    fireEvent.pointerOver(button());
    await flush(1000);
    fireEvent.pointerOut(button(), { relatedTarget: document.body });
    await flush(1000);
    expect(has('joinchat--chatbox')).toBe(false);
    fireEvent.pointerOver(button());
    await flush(1500);
    await flush();
    expect(has('joinchat--chatbox')).toBe(true);
  });

  it('?joinchat=2 shows the button after 2 s and the box 700 ms later', async () => {
    history.replaceState(null, '', '/contacto/?joinchat=2');
    await chat();
    await flush(1990);
    expect(has('joinchat--show')).toBe(false);
    await flush(10);
    expect(has('joinchat--show')).toBe(true);
    await flush(700);
    await flush();
    expect(has('joinchat--chatbox')).toBe(true);
  });

  it('malformed data-settings: the markup as served, one warning naming the widget, storefront:error', async () => {
    await chat(markup.chatMalformed);
    const served = normalized(root());
    await pass(5000, 500);
    expect(normalized(root())).toBe(served);
    const warnings = warningsFor(page, 'chat');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/data-settings on \.joinchat is not valid JSON/);
    expect(page.errors.map((e) => e.widget)).toEqual(['chat']);
  });

  it('no telephone: nothing at all', async () => {
    await chat(markup.chat.replace('"telephone":"34960000000"', '"telephone":""'));
    await flush(20_000);
    expect(root().hidden).toBe(true);
    expect(localStorage.getItem('joinchat_views')).toBeNull();
    fireEvent.click(document.querySelector('a[href="#joinchat"]')!);
    expect(opened).toEqual([]);
  });

  it('a hostile data-message goes into the link as text only', async () => {
    await chat(markup.chat5x);
    document.querySelector('a[href="#whatsapp"]')!.setAttribute('data-message', '<img src=x onerror=alert(1)>');
    fireEvent.click(document.querySelector('a[href="#whatsapp"]')!);
    expect(opened).toEqual(['https://wa.me/34960000000?text=%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E']);
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('dispose: the markup as served and listeners back at baseline, mid-reveal', async () => {
    const tracker = trackListeners();
    await chat();
    const served = normalized(root());
    await flush(3000);
    await openByClick();
    await pass(1000);
    expect(document.querySelector('.joinchat__bubble--media img')!.hasAttribute('src')).toBe(true);
    page.scanner!.stop();
    await pass(10_000, 1000);
    expect(normalized(root())).toBe(served);
    // React listens on the page's one root and on each portal's container for good.
    const react = (listener: unknown) => typeof listener === 'function' && /^bound dispatch/.test(listener.name);
    expect(tracker.live((r) => !react(r.listener))).toEqual([]);
    tracker.stop();
  });
});

describe('chat: the page’s close, show and force-show classes (widgets.md §1.5)', () => {
  /** Each IntersectionObserver the chat makes, driven by the test: happy-dom lays nothing out. */
  let observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[];
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [], disconnected: false };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve() {}
        disconnect() {
          this.entry.disconnected = true;
        }
        takeRecords() {
          return [];
        }
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
  });

  /** `selector` scrolls into view, as the browser would report it to whoever observes it. */
  async function scrollIntoView(selector: string): Promise<void> {
    const target = document.querySelector(selector)!;
    for (const observer of observers.filter((o) => !o.disconnected && o.targets.includes(target))) {
      observer.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
    await flush();
  }

  async function chatWith(triggers: string, options: { seen?: boolean } = {}): Promise<void> {
    if (options.seen) localStorage.setItem('joinchat_hashes', '1a2b3c4d');
    render(`<main>${triggers}</main>`, markup.chat);
    await boot(['chat']);
    await flush(3000);
  }

  it('.joinchat_close on the page closes the open box and saves the CTA as seen', async () => {
    await chatWith('<button type="button" class="joinchat_close">Cerrar el chat</button>');
    await openByClick();
    expect(has('joinchat--chatbox')).toBe(true);

    const closing = fireEvent.click(document.querySelector('.joinchat_close')!);
    await flush();

    expect(closing).toBe(false);
    expect(has('joinchat--chatbox')).toBe(false);
    expect(localStorage.getItem('joinchat_hashes')).toBe('1a2b3c4d');
    expect(events.map((e) => e.type)).toEqual(['joinchat:show', 'joinchat:hide']);
  });

  it('.joinchat_show in view opens the box once (trigger "screen"), without taking focus', async () => {
    await chatWith('<input type="text" id="buscar"><p class="joinchat_show">¿Dudas?</p>');
    const search = document.querySelector<HTMLInputElement>('#buscar')!;
    search.focus();
    expect(has('joinchat--chatbox')).toBe(false);

    await scrollIntoView('.joinchat_show');

    expect(has('joinchat--chatbox')).toBe(true);
    expect(events.filter((e) => e.type === 'joinchat:show').map((e) => e.detail)).toEqual([{ trigger: 'screen' }]);
    expect(document.activeElement).toBe(search);
    // Once: the observer lets go after the first time.
    expect(observers.filter((o) => o.targets.length && !o.disconnected)).toEqual([]);
  });

  it('.joinchat_show does nothing when the CTA was already seen; .joinchat_force_show opens it anyway', async () => {
    await chatWith('<p class="joinchat_show">¿Dudas?</p><p class="joinchat_force_show">Escríbenos</p>', { seen: true });

    await scrollIntoView('.joinchat_show');
    expect(has('joinchat--chatbox')).toBe(false);

    await scrollIntoView('.joinchat_force_show');
    expect(has('joinchat--chatbox')).toBe(true);
    expect(events.filter((e) => e.type === 'joinchat:show').map((e) => e.detail)).toEqual([{ trigger: 'screen' }]);
  });
});

describe('chat (Joinchat 5.x markup)', () => {
  it('the box opens on the button; a second click after the guard opens the app; the badge instead of auto-open', async () => {
    await chat(markup.chat5x, { views: '2' });
    await pass(13_000, 1000);
    expect(has('joinchat--chatbox')).toBe(false);
    expect(root().querySelector('.joinchat__badge')!.className).toBe('joinchat__badge');

    await openByClick();
    const box = document.querySelector('.joinchat__box')!;
    expect(has('joinchat--chatbox')).toBe(true);
    expect(box.getAttribute('role')).toBe('dialog');
    // Named by its header, as 6.x's box is by aria-labelledby.
    expect(screen.getByRole('dialog', { name: 'Tienda Aurora' })).toBe(box);
    expect(button().getAttribute('role')).toBe('button');
    expect(button().getAttribute('aria-label')).toBe('Abrir chat');
    expect(document.querySelector('.joinchat__close')!.getAttribute('aria-label')).toBe('Cerrar');
    // 5.x's plain divs, now a named button each.
    expect(screen.getByRole('button', { name: 'Abrir chat' })).toBe(button());
    expect(closeButton()).toBe(document.querySelector('.joinchat__close'));
    expect(document.querySelectorAll('.joinchat__message:not(.joinchat__message--loading)')).toHaveLength(2);
    // 5.x's QR slot sits inside the button.
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    expect(draws[0]!.canvas.closest('.joinchat__button > .joinchat__qr')).not.toBeNull();
    expect(blackSquares(draws[0]!)).toEqual(squaresOf(LINK, 200));

    fireEvent.click(button());
    expect(opened).toEqual([]);
    await flush(600);
    fireEvent.click(button());
    expect(opened).toEqual([LINK]);
  });

  it('with message_badge the badge comes in after message_delay, and goes out when the box opens', async () => {
    await chat(markup.chat5x);
    await flush(3000);
    fireEvent.touchStart(button());
    await pass(10_000, 1000);
    expect(document.querySelector('.joinchat__badge')!.classList.contains('joinchat__badge--in')).toBe(true);
    fireEvent.click(button());
    await pass(50);
    expect(document.querySelector('.joinchat__badge')!.classList.contains('joinchat__badge--out')).toBe(true);
  });
});

describe('chat on mobile', () => {
  it('steps aside while a text field has the keyboard, and comes back after', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    await chat();
    await flush(3000);
    expect(has('joinchat--show')).toBe(true);
    const search = document.querySelector<HTMLInputElement>('#buscar')!;
    search.focus();
    await flush(200);
    expect(has('joinchat--show')).toBe(false);
    search.blur();
    await flush(200);
    expect(has('joinchat--show')).toBe(true);
    expect(root().style.getPropertyValue('--vh')).toMatch(/px$/);
  });

  it('no QR code on a phone: the slot goes when the box opens, nothing drawn', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile');
    await chat();
    await flush(3000);
    fireEvent.touchStart(button());
    fireEvent.click(button());
    await pass(700);
    expect(has('joinchat--chatbox')).toBe(true);
    expect(document.querySelector('.joinchat__qr')).toBeNull();
    expect(draws).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A variable product's SKU, Gutenberg button blocks' QR codes, zoom, and the lite global

const SKU_SETTINGS = `{"telephone":"34960000000","button_delay":0,"message_delay":-1,"qr":true,"sku":"CAM-ORG","message_send":"Hola, me interesa la ref. \\u003Cjc-sku\\u003ECAM-ORG\\u003C/jc-sku\\u003E"}`;
const SKU_CHAT = `<div class="joinchat joinchat--right" data-settings='${SKU_SETTINGS}'>
  <div class="joinchat__button" role="button" tabindex="0" aria-label="Abrir chat"></div>
  <div class="joinchat__qr"><div>Escanea el código</div></div>
  <div class="joinchat__chatbox" role="dialog" aria-labelledby="joinchat__label" aria-modal="true">
    <div class="joinchat__header"><div id="joinchat__label"><span>Tienda</span></div><div class="joinchat__close" role="button" tabindex="0" aria-label="Cerrar"></div></div>
    <div class="joinchat__scroll"><div class="joinchat__content">
      <div class="joinchat__chat"><div class="joinchat__bubble">¿Dudas con la ref. <jc-sku>CAM-ORG</jc-sku>?</div></div>
      <div class="joinchat__open" role="button" tabindex="0"><div class="joinchat__open__text">Abrir chat</div></div>
    </div></div>
  </div>
</div>`;
const VARIATION_FORM_HTML = '<form class="variations_form cart"><select name="attribute_talla"><option value="">Elige</option><option>M</option></select></form>';
const skuText = () => document.querySelector('.joinchat__chat jc-sku')!.textContent;
const skuLink = (sku: string) => `https://wa.me/34960000000?text=Hola%2C+me+interesa+la+ref.+${sku}`;
const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;

describe('chat: a variable product’s SKU (widgets.md §1.13)', () => {
  it('a found variation’s SKU goes in the box’s text (as text) and in the message, the link and the QR code; a reset puts the product’s back', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1);
    render(`<main>${VARIATION_FORM_HTML}</main>`, SKU_CHAT);
    await boot(['chat']);
    await pass(100);
    expect(skuText()).toBe('CAM-ORG');

    emit('found_variation', { variation: { sku: 'CAM-ORG-NEGRO-M', variation_id: 301 } }, form());
    expect(skuText()).toBe('CAM-ORG-NEGRO-M');
    // An event that is not a variation form's changes nothing.
    emit('found_variation', { variation: { sku: 'OTRO' } }, document.body);
    expect(skuText()).toBe('CAM-ORG-NEGRO-M');

    await openByClick();
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    expect(blackSquares(draws[0]!)).toEqual(squaresOf(skuLink('CAM-ORG-NEGRO-M'), 200));
    await pass(700);
    fireEvent.click(sendButton());
    expect(opened).toEqual([skuLink('CAM-ORG-NEGRO-M')]);

    emit('reset_data', {}, form());
    expect(skuText()).toBe('CAM-ORG');
    await vi.waitFor(() => expect(draws).toHaveLength(2), LOADED);
    expect(blackSquares(draws[1]!)).toEqual(squaresOf(skuLink('CAM-ORG'), 200));
    await pass(700);
    fireEvent.click(sendButton());
    expect(opened.at(-1)).toBe(skuLink('CAM-ORG'));
    expect(warningsFor(page, 'chat')).toEqual([]);
  });

  it('a variation found before the chat started (a quick shopper): its SKU from the form’s hidden field and embedded variations', async () => {
    const embedded = JSON.stringify([{ variation_id: 301, sku: 'CAM-ORG-NEGRO-M' }]).replace(/"/g, '&quot;');
    render(`<main><form class="variations_form cart" data-product_variations="${embedded}"><input type="hidden" name="variation_id" class="variation_id" value="301"></form></main>`, SKU_CHAT);
    await boot(['chat']);
    await pass(100);
    expect(skuText()).toBe('CAM-ORG-NEGRO-M');
  });

  it('before any variation event the message already carries the product’s SKU, not the tags; a hostile variation SKU stays text', async () => {
    render(`<main>${VARIATION_FORM_HTML}<a href="#whatsapp" class="directo">WhatsApp</a></main>`, SKU_CHAT.replace('class="joinchat joinchat--right"', 'class="joinchat joinchat--right joinchat--btn"'));
    await boot(['chat']);
    await pass(700);
    fireEvent.click(document.querySelector('.directo')!);
    expect(opened).toEqual([skuLink('CAM-ORG')]);

    emit('found_variation', { variation: { sku: '<img src=x onerror=alert(1)>' } }, form());
    expect(skuText()).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.joinchat img')).toBeNull();
    fireEvent.click(document.querySelector('.directo')!);
    expect(opened.at(-1)).toBe('https://wa.me/34960000000?text=Hola%2C+me+interesa+la+ref.+%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E');
  });
});

/** A Gutenberg "Joinchat button" block as the plugin saves it, with its phone and message. */
const BLOCK = `<div class="wp-block-joinchat-button"><figure><figcaption>Escanea el código</figcaption><a class="joinchat-button__qr" href="#whatsapp" data-phone="34960000001" data-message="Hola desde el bloque"></a></figure><a class="joinchat-button__link" href="#whatsapp" data-phone="34960000001" data-message="Hola desde el bloque">Escríbenos</a></div>`;
const BLOCK_LINK = 'https://wa.me/34960000001?text=Hola+desde+el+bloque';

/** matchMedia queries, each a target the test fires `change` on (zoom). */
let queries: (EventTarget & { media: string; matches: boolean })[];
function fakeMatchMedia(): void {
  queries = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    const query = Object.assign(new EventTarget(), { media, matches: false });
    queries.push(query);
    return query;
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
function zoomTo(ratio: number): void {
  const before = window.devicePixelRatio;
  vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(ratio);
  for (const query of queries.filter((q) => q.media === `(resolution: ${before}dppx)`)) query.dispatchEvent(new Event('change'));
}

describe('chat: Gutenberg button blocks’ QR codes and zoom', () => {
  it('near the viewport on a desktop: the block’s link drawn (200 CSS px, 200 × devicePixelRatio), the slot out of the accessibility tree; redrawn when the ratio changes, again and again', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    fakeMatchMedia();
    everythingInView();
    await chat(markup.chat.replace('<div class="joinchat ', `${BLOCK}<div class="joinchat `));
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    const slot = document.querySelector<HTMLElement>('.joinchat-button__qr')!;
    const canvas = slot.querySelector('canvas')!;
    expect(draws[0]!.canvas).toBe(canvas);
    expect([canvas.width, canvas.style.width, canvas.style.height]).toEqual([400, '200px', '200px']);
    expect(blackSquares(draws[0]!)).toEqual(squaresOf(BLOCK_LINK, 400));
    expect([slot.getAttribute('aria-hidden'), slot.getAttribute('tabindex')]).toEqual(['true', '-1']);

    zoomTo(3);
    await vi.waitFor(() => expect(draws).toHaveLength(2), LOADED);
    expect(draws[1]!.canvas).toBe(canvas);
    expect(blackSquares(draws[1]!)).toEqual(squaresOf(BLOCK_LINK, 600));
    zoomTo(1.5);
    await vi.waitFor(() => expect(draws).toHaveLength(3), LOADED);
    expect(canvas.width).toBe(300);
    expect(slot.querySelectorAll('canvas')).toHaveLength(1);
  });

  it('not near the viewport yet: nothing drawn', async () => {
    await chat(markup.chat.replace('<div class="joinchat ', `${BLOCK}<div class="joinchat `));
    await pass(500);
    expect(draws).toEqual([]);
    expect(document.querySelector('.wp-block-joinchat-button figure')).not.toBeNull();
  });

  it.each([
    ['a phone', () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile'), (html: string) => html],
    ['qr off', () => undefined, (html: string) => html.replace('"qr":true', '"qr":false')],
  ])('%s: the figure goes, the block’s link stays, nothing drawn', async (_name, arrange, edit) => {
    arrange();
    everythingInView();
    await chat(edit(markup.chat).replace('<div class="joinchat ', `${BLOCK}<div class="joinchat `));
    await pass(100);
    expect(document.querySelector('.wp-block-joinchat-button figure')).toBeNull();
    expect(document.querySelector('.joinchat-button__link')).not.toBeNull();
    expect(draws).toEqual([]);
  });

  it('a block QR that cannot be drawn: the figure goes, one warning', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    everythingInView();
    await chat(markup.chat.replace('<div class="joinchat ', `${BLOCK}${BLOCK}<div class="joinchat `));
    await vi.waitFor(() => expect(document.querySelector('.wp-block-joinchat-button figure')).toBeNull(), LOADED);
    expect(warningsFor(page, 'chat')).toEqual([expect.stringMatching(/button block's QR code could not be drawn \(.*2D canvas.*\): the block keeps its link/)]);
  });

  it('the box’s QR code is drawn again at the new ratio when the browser zooms', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1);
    fakeMatchMedia();
    await chat();
    await flush(3000);
    await openByClick();
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    expect(draws[0]!.canvas.width).toBe(200);
    zoomTo(2);
    await vi.waitFor(() => expect(draws).toHaveLength(2), LOADED);
    expect(draws[1]!.canvas.width).toBe(400);
    expect(blackSquares(draws[1]!)).toEqual(squaresOf(LINK, 400));
  });
});

describe('chat-lite (joinchat_obj, no widget markup; widgets.md §1.14)', () => {
  const lite = (settings: unknown) => setGlobals({ joinchat_obj: { settings } });
  const LITE = joinchatObject.settings;
  const liteLink = (sku: string) => `https://wa.me/34960000000?text=Hola%2C+me+interesa+Camiseta+org%C3%A1nica+b%C3%A1sica+%28ref.+${sku}%29`;

  it('the page’s triggers open the app directly with their own phone and message; the SKU follows the variation form; the block gets its QR code', async () => {
    everythingInView();
    lite(LITE);
    render(`<main>${VARIATION_FORM_HTML}<a href="#joinchat" class="abrir"><span>Escríbenos</span></a> <button class="joinchat_app" data-message="Pedido 1234">Pedido</button>${BLOCK}</main>`);
    await boot(['chat-lite']);
    await vi.waitFor(() => expect(draws).toHaveLength(1), LOADED);
    expect(blackSquares(draws[0]!)).toEqual(squaresOf(BLOCK_LINK, qrPixelsNow()));

    fireEvent.click(document.querySelector('.abrir span')!);
    expect(opened).toEqual([liteLink('CAM-ORG')]);
    expect(events.map((e) => e.type)).toEqual(['joinchat:open', 'joinchat:event']);
    fireEvent.click(document.querySelector('.joinchat_app')!);
    expect(opened.at(-1)).toBe('https://wa.me/34960000000?text=Pedido+1234');

    emit('found_variation', { variation: { sku: 'CAM-ORG-NEGRO-M' } }, form());
    fireEvent.click(document.querySelector('.abrir')!);
    expect(opened.at(-1)).toBe(liteLink('CAM-ORG-NEGRO-M'));
    expect(warningsFor(page, 'chat-lite')).toEqual([]);
  });

  it.each([
    ['a settings value that is not an object', joinchatObjectMalformed.settings, /page global joinchat_obj is malformed \(settings: /],
    ['a telephone of the wrong type', { telephone: { n: 1 } }, /joinchat_obj\.settings: telephone must be a string/],
  ])('%s: one warning, the links left as served, the other widgets working', async (_name, settings, reason) => {
    lite(settings);
    render('<main><a href="#whatsapp" class="directo">WhatsApp</a></main>');
    await boot(['chat-lite']);
    await pass(100);
    const warnings = warningsFor(page, 'chat-lite');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.directo')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(opened).toEqual([]);
  });

  it('with the widget’s markup on the page it stays off (the chat runs the triggers)', async () => {
    lite(LITE);
    render('<main><a href="#whatsapp" class="directo">WhatsApp</a></main>', markup.chat);
    await boot(['chat-lite']);
    await pass(100);
    fireEvent.click(document.querySelector('.directo')!);
    expect(opened).toEqual([]);
  });
});

const qrPixelsNow = () => Math.round(200 * (window.devicePixelRatio || 1));
