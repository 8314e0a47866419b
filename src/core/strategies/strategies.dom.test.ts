// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, settle, usePage } from '../../../tests/dom/support/page';
import { fakeWidget } from '../../../tests/dom/support/widgets';
import { IDLE_TIMEOUT_MS } from './idle';
import { VISIBLE_MARGIN } from './visible';

usePage();

describe('interaction strategy', () => {
  it('does not start the widget before the shopper interacts with its markup', async () => {
    render('<div class="chat"><button>Abrir chat</button></div>');
    const chat = fakeWidget('chat', { strategy: 'interaction', instance: 'element' });
    await boot(['chat'], [chat.def]);
    await flush(50);

    expect(chat.start).not.toHaveBeenCalled();
  });

  it('holds a click that arrives before start and replays it once: the widget’s own listener sees exactly one click', async () => {
    render('<div class="chat"><button>Abrir chat</button></div>');
    const widgetClicks = vi.fn();
    const siteClicks = vi.fn();
    document.addEventListener('click', siteClicks);
    const chat = fakeWidget('chat', { strategy: 'interaction', instance: 'element' }, (element, ctx) => {
      ctx.scope.on(element, 'click', widgetClicks);
    });
    await boot(['chat'], [chat.def]);
    const button = document.querySelector('button')!;

    const notPrevented = fireEvent.click(button);
    expect(notPrevented).toBe(false);
    expect(siteClicks).not.toHaveBeenCalled();
    await settle();

    expect(chat.start).toHaveBeenCalledTimes(1);
    expect(widgetClicks).toHaveBeenCalledTimes(1);
    expect((widgetClicks.mock.calls[0]?.[0] as Event).target).toBe(button);
    // The site's own click listener also sees the click once, not the held original plus the replay.
    expect(siteClicks).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', siteClicks);
  });

  it('starts on the first pointerdown or focus without holding anything', async () => {
    render('<div class="chat"><button>Abrir chat</button></div><div class="chat" id="second"><button>Abrir</button></div>');
    const chat = fakeWidget('chat', { strategy: 'interaction', instance: 'element' });
    await boot(['chat'], [chat.def]);

    expect(fireEvent.pointerDown(document.querySelector('button')!)).toBe(true);
    fireEvent.focusIn(document.querySelector('#second button')!);
    await settle();

    expect(chat.start).toHaveBeenCalledTimes(2);
  });

  it('stops holding once the widget runs: later clicks reach the page untouched and the hold listeners are gone', async () => {
    render('<div class="chat"><button>Abrir chat</button></div>');
    const tracker = trackListeners();
    const chat = fakeWidget('chat', { strategy: 'interaction', instance: 'element' });
    await boot(['chat'], [chat.def]);
    expect(tracker.live().length).toBeGreaterThan(0);

    fireEvent.pointerDown(document.querySelector('button')!);
    await settle();

    expect(tracker.live()).toEqual([]);
    expect(fireEvent.click(document.querySelector('button')!)).toBe(true);
    tracker.stop();
  });

  it('lets every waiting widget share one listener per action type on the document, gone once the last one runs', async () => {
    render('<div class="chat"><button>Abrir chat</button></div><ul class="products"><li><a class="buy" href="#">Añadir</a></li></ul>');
    const tracker = trackListeners();
    const chat = fakeWidget('chat', { strategy: 'interaction', instance: 'element' });
    const buy = fakeWidget('buy', { strategy: 'interaction', instance: 'page', selector: '.buy' });
    const rate = fakeWidget('rate', { strategy: 'interaction', instance: 'page', selector: '.rate' });
    await boot(['chat', 'buy', 'rate'], [chat.def, buy.def, rate.def]);
    const clickListeners = () => tracker.live((registration) => registration.type === 'click');

    expect(clickListeners().map(({ target }) => target)).toEqual([document]);

    fireEvent.pointerDown(document.querySelector('.chat button')!);
    fireEvent.click(document.querySelector('.buy')!);
    await settle();
    expect(chat.start).toHaveBeenCalledTimes(1);
    expect(buy.start).toHaveBeenCalledTimes(1);
    // `rate` still waits for its markup: the shared listeners stay for it.
    expect(clickListeners()).toHaveLength(1);

    render('<p class="rate" tabindex="0">★</p>');
    fireEvent.focusIn(document.querySelector('.rate')!);
    await settle();
    expect(rate.start).toHaveBeenCalledTimes(1);
    expect(tracker.live()).toEqual([]);
    tracker.stop();
  });

  it('does not hold Enter typed in a text input: the form sees it and nothing is replayed', async () => {
    render(`<form class="search" role="search">
      <input type="search" name="s" aria-label="Buscar productos">
      <button type="submit">Buscar</button>
    </form>`);
    const keys = vi.fn();
    document.body.addEventListener('keydown', keys);
    const replayedClicks = vi.fn();
    const search = fakeWidget('search', { strategy: 'interaction', instance: 'element' }, (element, ctx) => {
      ctx.scope.on(element, 'click', replayedClicks);
    });
    await boot(['search'], [search.def]);

    const typed = fireEvent.keyDown(document.querySelector('input')!, { key: 'Enter' });
    expect(typed).toBe(true);
    expect(keys).toHaveBeenCalledTimes(1);
    await settle();
    expect(search.start).toHaveBeenCalledTimes(1);
    expect(replayedClicks).not.toHaveBeenCalled();
    document.body.removeEventListener('keydown', keys);
  });

  it('holds Enter on a button before start and replays it as one click', async () => {
    render('<div class="newsletter"><button type="button">Suscribirme</button></div>');
    const clicks = vi.fn();
    const newsletter = fakeWidget('newsletter', { strategy: 'interaction', instance: 'element' }, (element, ctx) => {
      ctx.scope.on(element, 'click', clicks);
    });
    await boot(['newsletter'], [newsletter.def]);

    expect(fireEvent.keyDown(document.querySelector('button')!, { key: 'Enter' })).toBe(false);
    await settle();

    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('replays a held click on the element that was clicked, not on the page widget’s selector match', async () => {
    // A page-level widget keyed on a container (like #coming-soon-footer-banner) delegates to a
    // control inside it; the replay must reach that control.
    render('<div class="banner"><p>Texto</p><a class="banner-dismiss" role="button" tabindex="0">Cerrar</a></div>');
    const dismissed = vi.fn();
    const banner = fakeWidget('banner', { strategy: 'interaction', instance: 'page' }, (_body, ctx) => {
      ctx.scope.on(document.body, 'click', (event) => {
        if ((event.target as Element).closest('.banner-dismiss')) dismissed();
      });
    });
    await boot(['banner'], [banner.def]);

    fireEvent.click(document.querySelector('.banner-dismiss')!);
    await settle();

    expect(banner.start).toHaveBeenCalledTimes(1);
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('warms a page widget when the pointer comes over a card that holds its markup, not over a card without it', async () => {
    render(
      '<ul><li class="product" id="plain"><img alt="Taza"></li>' +
        '<li class="product" id="with"><img alt="Funda"><a class="quick" href="/p">Vista rápida</a></li></ul>',
    );
    const quick = fakeWidget('quick', { strategy: 'interaction', instance: 'page', warmNear: 'li.product' });
    await boot(['quick'], [quick.def]);

    fireEvent.pointerOver(document.querySelector('#plain img')!);
    await flush(50);
    expect(quick.start).not.toHaveBeenCalled();

    fireEvent.pointerOver(document.querySelector('#with img')!);
    await settle();
    expect(quick.start).toHaveBeenCalledTimes(1);
  });
  it('starts a page-wide widget keyed on <body> on the first action anywhere on the page, holding nothing', async () => {
    render('<main><p>Texto</p><a href="#otra" class="link">Otra sección</a></main>');
    const pageWide = fakeWidget('page-wide', { selector: 'body', strategy: 'interaction', instance: 'page' });
    await boot(['page-wide'], [pageWide.def]);
    await flush(50);
    expect(pageWide.start).not.toHaveBeenCalled();

    // Every click on the page is "on <body>": holding them would delay the whole page.
    expect(fireEvent.click(document.querySelector('.link')!)).toBe(true);
    await settle();

    expect(pageWide.start).toHaveBeenCalledTimes(1);
  });
});

describe('idle strategy', () => {
  it('starts in an idle callback bounded to 2000 ms, not during the scan', async () => {
    const callbacks: IdleRequestCallback[] = [];
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render('<div class="reviews"></div>');
    const reviews = fakeWidget('reviews', { strategy: 'idle' });
    await boot(['reviews'], [reviews.def]);

    expect(reviews.start).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    expect(IDLE_TIMEOUT_MS).toBe(2000);

    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    await settle();
    expect(reviews.start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    render('<div class="reviews"></div>');
    const reviews = fakeWidget('reviews', { strategy: 'idle' });
    await boot(['reviews'], [reviews.def]);

    expect(reviews.start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a click before idle, and replays that click once', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render('<ul class="products"><li><a href="/tienda/?add-to-cart=11" class="buy" role="button">Añadir</a></li></ul>');
    const clicks = vi.fn();
    const buy = fakeWidget('buy', { strategy: 'idle', instance: 'page' }, (_body, ctx) => {
      ctx.scope.on(document.body, 'click', (event) => {
        event.preventDefault();
        clicks(event.target);
      });
    });
    await boot(['buy'], [buy.def]);
    expect(buy.start).not.toHaveBeenCalled();

    fireEvent.click(document.querySelector('.buy')!);
    await settle();

    expect(buy.start).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledWith(document.querySelector('.buy'));
  });

  it('never starts a widget whose markup left before the idle callback ran', async () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', vi.fn((callback: IdleRequestCallback) => callbacks.push(callback)));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render('<div class="reviews"></div>');
    const reviews = fakeWidget('reviews', { strategy: 'idle', instance: 'element' });
    await boot(['reviews'], [reviews.def]);

    document.querySelector('.reviews')!.remove();
    await flush();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
    expect(reviews.start).not.toHaveBeenCalled();
  });
});

describe('visible strategy', () => {
  it('starts when the element comes within 200 px of the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }> = [];
    class FakeIntersectionObserver {
      targets: Element[] = [];
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render('<div class="gallery"></div>');
    const gallery = fakeWidget('gallery', { strategy: 'visible', instance: 'element' });
    await boot(['gallery'], [gallery.def]);

    expect(gallery.start).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe(VISIBLE_MARGIN);
    expect(VISIBLE_MARGIN).toBe('200px');
    expect(observers[0]?.targets).toEqual([document.querySelector('.gallery')]);

    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    observers[0]?.callback(entry(false), observers[0] as unknown as IntersectionObserver);
    await settle();
    expect(gallery.start).not.toHaveBeenCalled();

    observers[0]?.callback(entry(true), observers[0] as unknown as IntersectionObserver);
    await settle();
    expect(gallery.start).toHaveBeenCalledTimes(1);
  });
});
