import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import bar from '../../../fixtures/markup/floating-buttons.bar.html?raw';
import coupon from '../../../fixtures/markup/floating-buttons.coupon.html?raw';
import served from '../../../fixtures/markup/floating-buttons.html?raw';
import malformed from '../../../fixtures/markup/floating-buttons.malformed.html?raw';
import ticker from '../../../fixtures/markup/floating-buttons.ticker.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { json } from '../../../tests/dom/support/shop';
import { bubbleTime } from './logic';

const page = usePage({ fakeTimers: true });
const AJAX = '/wp-admin/admin-ajax.php';
const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const doc = () => $('[data-elementor-type="floating-buttons"]');

function config(patch: Record<string, unknown> = {}) {
  setGlobals({
    elementorFrontendConfig: {
      experimentalFeatures: { container: true },
      urls: { ajaxurl: AJAX },
      nonces: { floatingButtonsClickTracking: 'n0nce' },
      ...patch,
    },
  });
}
function reducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
}
function beacon() {
  const sent: Array<{ url: string; body: FormData }> = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: FormData) => sent.push({ url, body }) > 0,
  });
  onTestFinished(() => {
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  });
  return sent;
}
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  onTestFinished(() => {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  });
}
// Clicks not yet sent leave by beacon when the widget is disposed after each test: never over happy-dom's real network.
let beacons: Array<{ url: string; body: FormData }> = [];
beforeEach(() => {
  beacons = beacon();
});
const formOf = (call: unknown[]) => (call[1] as RequestInit).body as FormData;

async function start(markup: string, before = '') {
  render(before + markup);
  await boot(['floating-buttons']);
  await flush();
}

describe('floating buttons: contact buttons', () => {
  it('without the container experiment: nothing at all, no warning', async () => {
    config({ experimentalFeatures: { container: false } });
    await start(served);
    expect(doc().outerHTML).toBe(new DOMParser().parseFromString(served, 'text/html').body.firstElementChild!.outerHTML);
    fireEvent.click($('.e-contact-buttons__chat-button'));
    expect($('.e-contact-buttons__content-wrapper').classList.contains('hidden')).toBe(true);
    expect(warningsFor(page, 'floating-buttons')).toEqual([]);
  });

  it('the chat button opens the window (focus inside), the close button and Escape close it and give focus back; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    config();
    render(served);
    const html = doc().outerHTML;
    await boot(['floating-buttons']);
    await flush();
    const chat = $('.e-contact-buttons__chat-button');
    const close = $('.e-contact-buttons__close-button');
    const wrapper = $('.e-contact-buttons__content-wrapper');
    const content = $('.e-contact-buttons__content');
    // Nothing focused on load; the chat button's entrance animation runs, then it is shown.
    expect(document.activeElement).toBe(document.body);
    expect(chat.classList.contains('bounceIn')).toBe(true);
    fireEvent.animationEnd(chat);
    expect(chat.classList.contains('bounceIn')).toBe(false);
    expect(chat.classList.contains('visible')).toBe(true);
    expect(chat.getAttribute('aria-expanded')).toBe('false');
    expect(close.getAttribute('aria-expanded')).toBe('false');
    expect($('.e-con-inner').classList.contains('e-con-inner--floating-buttons')).toBe(true);
    // The bubble's time is stamped when the window opens.
    expect($('.e-contact-buttons__message-bubble-time').textContent).toBe('');

    chat.focus();
    fireEvent.click(chat);
    expect(wrapper.classList.contains('hidden')).toBe(false);
    expect($('.e-contact-buttons__message-bubble-time').textContent).toBe(bubbleTime(new Date(), '12h'));
    expect(wrapper.getAttribute('aria-hidden')).toBe('false');
    expect(chat.getAttribute('aria-expanded')).toBe('true');
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(wrapper);
    expect(content.className).toContain('animated fadeIn');
    fireEvent.animationEnd(content);
    expect(content.classList.contains('visible')).toBe(true);
    expect(content.classList.contains('animated')).toBe(false);

    $('.e-contact-buttons__send-cta').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(wrapper.classList.contains('hidden')).toBe(true);
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(chat);
    expect(content.className).toContain('animated reverse fadeIn');
    expect(wrapper.classList.contains('animated-wrapper')).toBe(true);
    fireEvent.animationEnd(content);
    expect(content.classList.contains('visible')).toBe(false);
    expect(wrapper.classList.contains('animated-wrapper')).toBe(false);

    fireEvent.click(chat);
    fireEvent.click(close);
    expect(wrapper.classList.contains('hidden')).toBe(true);
    expect(document.activeElement).toBe(chat);

    fireEvent.click(chat);
    page.scanner?.stop();
    expect(doc().outerHTML).toBe(html);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('reduced motion: no animation classes, the window and the chat button shown at once', async () => {
    reducedMotion();
    config();
    await start(served);
    const chat = $('.e-contact-buttons__chat-button');
    expect(chat.classList.contains('bounceIn')).toBe(false);
    expect(chat.classList.contains('visible')).toBe(true);
    fireEvent.click(chat);
    expect($('.e-contact-buttons__content').className).not.toContain('animated');
    expect($('.e-contact-buttons__content').classList.contains('visible')).toBe(true);
    fireEvent.click(chat);
    expect($('.e-contact-buttons__content').classList.contains('visible')).toBe(false);
  });

  it('the bubble time follows data-time-format: 24 h', async () => {
    vi.setSystemTime(new Date(2026, 4, 14, 17, 5));
    config();
    await start(served.replace('data-time-format="12h"', 'data-time-format="24h"'));
    fireEvent.click($('.e-contact-buttons__chat-button'));
    expect($('.e-contact-buttons__message-bubble-time').textContent).toBe('17:05');
  });

  it('click tracking: ten clicks on the call to action are sent at once; the rest by beacon when the page is hidden', async () => {
    const sent = beacons;
    config();
    page.shop.reply(AJAX, json('{"success":true}'));
    await start(served);
    const cta = $('.e-contact-buttons__send-cta');
    cta.addEventListener('click', (event) => event.preventDefault());
    for (let i = 0; i < 12; i++) fireEvent.click(cta);
    // Clicks elsewhere in the window do not count.
    fireEvent.click($('.e-contact-buttons__bubble'));
    expect(page.shop.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = page.shop.fetch.mock.calls[0]!;
    expect(String(url)).toBe(AJAX);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const form = formOf(page.shop.fetch.mock.calls[0]!);
    expect(form.get('action')).toBe('elementor_send_clicks');
    expect(form.get('_nonce')).toBe('n0nce');
    expect(form.getAll('clicks[]')).toEqual(Array(10).fill('501'));

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    onTestFinished(() => void delete (document as unknown as Record<string, unknown>).visibilityState);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(AJAX);
    expect(sent[0]!.body.getAll('clicks[]')).toEqual(['501', '501']);
    // Nothing left: pagehide sends nothing more.
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('click tracking without the nonce: no tracking, no warning', async () => {
    const sent = beacons;
    config({ nonces: {} });
    await start(served);
    $('.e-contact-buttons__send-cta').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click($('.e-contact-buttons__send-cta'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(0);
    expect(page.shop.fetch).not.toHaveBeenCalled();
  });

  it('malformed data-settings: left as served, one warning, storefront:error', async () => {
    config();
    render(malformed);
    const html = doc().outerHTML;
    await boot(['floating-buttons']);
    await flush();
    fireEvent.click($('.e-contact-buttons__chat-button'));
    expect(doc().outerHTML).toBe(html);
    expect(warningsFor(page, 'floating-buttons')).toEqual(["[storefront] floating-buttons: its widget's data-settings attribute is not JSON"]);
    expect(page.errors).toHaveLength(1);
  });
});

describe('floating buttons: floating bars', () => {
  it('a sticky top bar pads the body by its height, below the admin bar; the CTA comes in; close hides it and gives the padding back; focus is never taken on load', async () => {
    const listeners = trackListeners();
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.id === 'wpadminbar' ? 32 : this.classList.contains('e-floating-bars') ? 48 : 0;
    });
    config();
    document.body.style.paddingTop = '3px';
    render('<div id="wpadminbar"></div><main id="contenido"><button id="antes">Antes</button></main>', bar);
    const html = doc().outerHTML;
    await boot(['floating-buttons']);
    await flush();
    const main = $('.e-floating-bars');
    const cta = $('.e-floating-bars__cta-button');
    expect(document.activeElement).toBe(document.body);
    expect(document.body.style.paddingTop).toBe('48px');
    expect(main.style.top).toBe('32px');
    expect(cta.className).toContain('animated fadeInUp');
    await flush(700);
    expect(cta.classList.contains('has-entrance-animation')).toBe(false);
    fireEvent.animationEnd(cta);
    expect(cta.classList.contains('visible')).toBe(true);
    expect(document.activeElement).toBe(document.body);

    $('.e-floating-bars__close-button').focus();
    fireEvent.click($('.e-floating-bars__close-button'));
    expect(main.classList.contains('is-hidden')).toBe(true);
    expect(document.body.style.paddingTop).toBe('3px');
    // The control that had focus is gone: focus goes to the main landmark, not lost.
    expect(document.activeElement).toBe($('#contenido'));

    page.scanner?.stop();
    expect(doc().outerHTML).toBe(html);
    expect($('#contenido').hasAttribute('tabindex')).toBe(false);
    expect(document.body.style.paddingTop).toBe('3px');
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('Escape inside the bar closes it; the page\'s sticky elements are pushed below a sticky top bar and given back', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('e-floating-bars') ? 40 : 0;
    });
    config();
    await start(bar, '<header class="elementor-sticky" style="top: 0px;" data-settings="{&quot;sticky&quot;:&quot;top&quot;}"></header>');
    const header = $('header');
    expect(header.style.top).toBe('40px');
    expect(document.body.style.paddingTop).toBe('');
    $('.e-floating-bars__cta-button').focus();
    fireEvent.keyDown($('.e-floating-bars__cta-button'), { key: 'Escape' });
    expect($('.e-floating-bars').classList.contains('is-hidden')).toBe(true);
    expect(header.style.top).toBe('0px');
    page.scanner?.stop();
    expect(header.getAttribute('style')).toBe('top: 0px;');
  });

  it('a top bar that does not stick moves its document to the top of the page (after the admin bar), and back on dispose', async () => {
    config();
    await start(coupon, '<div id="wpadminbar"></div><main><p>Contenido</p></main>');
    expect(document.body.children[1]).toBe(doc());
    expect(doc().previousElementSibling!.id).toBe('wpadminbar');
    page.scanner?.stop();
    expect(document.body.lastElementChild).toBe(doc());
  });

  it('the coupon is copied through the Clipboard API, its success message shown for its duration and announced in Spanish', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    config();
    await start(coupon);
    const code = $('.e-floating-bars__coupon-code');
    const success = $('.e-floating-bars__coupon-success');
    fireEvent.click($('.e-floating-bars__coupon-button'));
    await flush();
    expect(writeText).toHaveBeenCalledWith('VERANO10');
    expect(code.classList.contains('is-hidden')).toBe(true);
    expect(success.classList.contains('is-hidden')).toBe(false);
    expect($('.e-floating-bars-var-3').style.getPropertyValue('--e-floating-bars-coupon-width')).toMatch(/px$/);
    expect($('.widget_shopping_cart_live_region').textContent).toBe('¡Copiado! VERANO10');
    // The button's name holds what it shows, the success message, and comes back with the code.
    expect($('.e-floating-bars__coupon-button').getAttribute('aria-label')).toBe('¡Copiado! Copy coupon code VERANO10');
    // The close button's reference to an id nothing carried: the bar carries it.
    expect($('.e-floating-bars').id).toBe('e-floating-bars');
    await flush(1999);
    expect(success.classList.contains('is-hidden')).toBe(false);
    await flush(1);
    expect(code.classList.contains('is-hidden')).toBe(false);
    expect(success.classList.contains('is-hidden')).toBe(true);
    expect($('.e-floating-bars-var-3').style.getPropertyValue('--e-floating-bars-coupon-width')).toBe('');
    expect($('.e-floating-bars__coupon-button').getAttribute('aria-label')).toBe('Copy coupon code VERANO10');
  });

  it('the coupon where the browser refuses to copy: the code stays, the announcement says to copy it by hand', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    config();
    await start(coupon);
    fireEvent.click($('.e-floating-bars__coupon-button'));
    await flush();
    expect($('.e-floating-bars__coupon-code').classList.contains('is-hidden')).toBe(false);
    expect($('.widget_shopping_cart_live_region').textContent).toBe('No se ha podido copiar el código. Cópialo a mano: VERANO10');
  });

  it('disposed while the success message shows: the markup is given back and nothing happens after', async () => {
    clipboard(() => Promise.resolve());
    config();
    render(coupon);
    const html = doc().outerHTML;
    await boot(['floating-buttons']);
    await flush();
    fireEvent.click($('.e-floating-bars__coupon-button'));
    await flush();
    page.scanner?.stop();
    expect(doc().outerHTML).toBe(html);
    await flush(5000);
    expect(doc().outerHTML).toBe(html);
    // The coupon click not yet sent goes with the widget.
    expect(beacons.map(({ body }) => body.getAll('clicks[]'))).toEqual([['504']]);
  });

  it('the ticker runs over a hidden copy of its headlines; pause and play swap and keep the focus', async () => {
    config();
    render(ticker);
    const html = doc().outerHTML;
    await boot(['floating-buttons']);
    await flush();
    const headlines = $('.e-floating-bars__headlines');
    expect(headlines.getAttribute('data-animated')).toBe('true');
    const copy = $('.e-floating-bars__headlines-inner--clone');
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    expect(copy.hasAttribute('inert')).toBe(true);
    expect(copy.nextElementSibling!.classList.contains('e-floating-bars__overlay')).toBe(true);
    const pause = $('.e-floating-bars__pause-button');
    const play = $('.e-floating-bars__play-button');
    expect(pause.getAttribute('aria-hidden')).toBe('false');
    expect(play.getAttribute('aria-hidden')).toBe('true');
    pause.focus();
    fireEvent.click(pause);
    expect(headlines.classList.contains('is-paused')).toBe(true);
    expect(pause.getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(play);
    fireEvent.click(play);
    expect(headlines.classList.contains('is-paused')).toBe(false);
    expect(document.activeElement).toBe(pause);
    page.scanner?.stop();
    expect(doc().outerHTML).toBe(html);
  });

  it('the ticker under reduced motion: no copy, nothing animated, paused', async () => {
    reducedMotion();
    config();
    await start(ticker);
    expect(document.querySelector('.e-floating-bars__headlines-inner--clone')).toBeNull();
    expect($('.e-floating-bars__headlines').hasAttribute('data-animated')).toBe(false);
    expect($('.e-floating-bars__headlines').classList.contains('is-paused')).toBe(true);
  });

  it('click tracking counts the bar\'s call to action for its document', async () => {
    config();
    page.shop.reply(AJAX, json('{"success":true}'));
    await start(bar);
    const cta = $('.e-floating-bars__cta-button');
    cta.addEventListener('click', (event) => event.preventDefault());
    for (let i = 0; i < 10; i++) fireEvent.click(cta.querySelector('span')!);
    expect(formOf(page.shop.fetch.mock.calls[0]!).getAll('clicks[]')).toEqual(Array(10).fill('502'));
  });
});
