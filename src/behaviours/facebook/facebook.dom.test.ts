import { afterEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/facebook.html?raw';
import servedMalformed from '../../../fixtures/markup/facebook.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { createScope } from '../../core/scope';
import { FACEBOOK_SDK_TIMEOUT_MS } from '../../core/timings';
import { start as startWidget } from './index';

const page = usePage({ fakeTimers: true });

const pagePlugin = () => document.querySelector<HTMLElement>('[data-id="fb00001"]')!;
const likeButton = () => document.querySelector<HTMLElement>('[data-id="fb00002"]')!;
const sdkScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.startsWith('https://connect.facebook.net/'));

/**
 * Facebook's SDK as a test double: `XFBML.parse` draws as the real one does, a class, a state
 * attribute and a span holding the plugin's frame inside each `fb-*` div of the element.
 */
function fakeSdk() {
  const parsed: HTMLElement[] = [];
  const sdk = {
    init: vi.fn(),
    XFBML: {
      parse: vi.fn((element: HTMLElement) => {
        parsed.push(element);
        for (const div of element.querySelectorAll<HTMLElement>('.elementor-facebook-widget')) {
          div.classList.add('fb_iframe_widget');
          div.setAttribute('fb-xfbml-state', 'rendered');
          div.setAttribute('fb-iframe-plugin-query', 'app_id=&href=x');
          // The SDK's iframe, as a span: happy-dom would try to load a frame.
          const span = document.createElement('span');
          const frame = document.createElement('span');
          frame.className = 'fb-frame';
          span.append(frame);
          div.append(span);
        }
      }),
    },
  };
  return { sdk, parsed, ids: () => parsed.map((element) => element.dataset.id) };
}
type FakeSdk = ReturnType<typeof fakeSdk>;

/** The SDK's script ran: `window.FB` is defined, then the script's load event. */
async function sdkLoads(fake: FakeSdk = fakeSdk()): Promise<FakeSdk> {
  (window as unknown as { FB: unknown }).FB = fake.sdk;
  sdkScripts()[0]!.dispatchEvent(new Event('load'));
  await flush();
  return fake;
}

afterEach(() => {
  delete (window as unknown as { FB?: unknown }).FB;
});

/** An IntersectionObserver the test drives: `reveal(target)` reports that element in view. */
function inViewOnDemand() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.set(target, this.callback);
      }
      unobserve(target: Element) {
        observed.delete(target);
      }
      disconnect() {
        for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target);
      }
    },
  );
  return {
    async reveal(target: Element) {
      observed.get(target)?.([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      await flush();
    },
  };
}

const PRO_CONFIG = { urls: { rest: '/wp-json/' }, facebook_sdk: { lang: 'en_US', app_id: '1234567890' } };

async function start(html = served, config: unknown = PRO_CONFIG, { allInView = true } = {}) {
  render(html);
  setGlobals({ ElementorProFrontendConfig: config });
  const asServed = [...document.querySelectorAll('[data-widget_type]')].map((widget) => widget.outerHTML);
  if (allInView) everythingInView();
  const scanner = await boot(['facebook']);
  const markup = () => [...document.querySelectorAll('[data-widget_type]')].map((widget) => widget.outerHTML);
  return { asServed, markup, scanner };
}

describe('facebook: the SDK once, when a widget comes near', () => {
  it('nothing of Facebook before a widget is near; the first near one inserts the SDK (page locale, nonce), initialises it and draws itself; a later one draws at once', async () => {
    document.head.innerHTML = '<script nonce="n0nce">/* the theme’s */</script>';
    // Browsers keep a nonce in the property and hide the attribute; happy-dom has no such property.
    Object.defineProperty(document.head.querySelector('script')!, 'nonce', { value: 'n0nce' });
    const view = inViewOnDemand();
    const { asServed, markup } = await start(served, PRO_CONFIG, { allInView: false });
    expect(sdkScripts()).toEqual([]);
    expect(markup()).toEqual(asServed);

    await view.reveal(pagePlugin());
    expect(sdkScripts()).toHaveLength(1);
    const script = sdkScripts()[0]!;
    expect(script.getAttribute('src')).toBe('https://connect.facebook.net/en_US/sdk.js');
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('n0nce');
    expect(script.parentNode).toBe(document.head);
    // Waiting for the SDK changes nothing.
    expect(markup()).toEqual(asServed);

    const fake = await sdkLoads();
    expect(fake.sdk.init.mock.calls).toEqual([[{ appId: '1234567890', version: 'v26.0', xfbml: false }]]);
    expect(fake.ids()).toEqual(['fb00001']);
    expect(pagePlugin().querySelector('.fb-page .fb-frame')).not.toBeNull();
    expect(likeButton().outerHTML).toBe(asServed[1]);

    await view.reveal(likeButton());
    expect(fake.ids()).toEqual(['fb00001', 'fb00002']);
    expect(fake.sdk.init).toHaveBeenCalledTimes(1);
    expect(sdkScripts()).toHaveLength(1);
    expect(warningsFor(page, 'facebook')).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('two widgets near at once share one script and one FB.init; each is drawn', async () => {
    await start();
    expect(sdkScripts()).toHaveLength(1);
    const fake = await sdkLoads();
    expect(fake.sdk.init).toHaveBeenCalledTimes(1);
    expect(fake.ids().sort()).toEqual(['fb00001', 'fb00002']);
  });

  it('fires fb:sdk:loaded on the document once, through jQuery when it is on the page, and marks facebook_sdk as Pro did', async () => {
    const $ = installJQuery();
    const heard: string[] = [];
    $(document).on('fb:sdk:loaded', (event) => heard.push(event.type));
    const config = structuredClone(PRO_CONFIG);
    await start(served, config);
    expect(config.facebook_sdk).toMatchObject({ isLoading: true });
    await sdkLoads();
    expect(heard).toEqual(['fb:sdk:loaded']);
    expect(config.facebook_sdk).toMatchObject({ isLoading: false, isLoaded: true });
  });

  it('fires a native fb:sdk:loaded without jQuery', async () => {
    const heard = vi.fn();
    document.addEventListener('fb:sdk:loaded', heard);
    await start();
    await sdkLoads();
    document.removeEventListener('fb:sdk:loaded', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a locale Facebook has no SDK for', { facebook_sdk: { lang: 'fi', app_id: '' } }, 'https://connect.facebook.net/es_ES/sdk.js'],
    ['WordPress’s formal variant', { facebook_sdk: { lang: 'de_DE_formal', app_id: '' } }, 'https://connect.facebook.net/de_DE/sdk.js'],
    ['no facebook_sdk at all', { urls: { rest: '/wp-json/' } }, 'https://connect.facebook.net/es_ES/sdk.js'],
  ])('%s: %s', async (_case, config, url) => {
    await start(served, config);
    expect(sdkScripts().map((script) => script.getAttribute('src'))).toEqual([url]);
    const fake = await sdkLoads();
    expect(fake.sdk.init.mock.calls).toEqual([[{ version: 'v26.0', xfbml: false }]]);
  });

  it('the page plugin’s box is as served: its inline height is never touched', async () => {
    await start();
    const div = () => pagePlugin().querySelector<HTMLElement>('.fb-page')!;
    expect(div().getAttribute('style')).toBe('min-height: 1px;height:500px');
    await sdkLoads();
    expect(div().getAttribute('style')).toBe('min-height: 1px;height:500px');
  });

  it('an SDK the site already has is used as it is: no second script, no second FB.init, drawn at once', async () => {
    const fake = fakeSdk();
    (window as unknown as { FB: unknown }).FB = fake.sdk;
    await start();
    expect(sdkScripts()).toEqual([]);
    expect(fake.sdk.init).not.toHaveBeenCalled();
    expect(fake.ids().sort()).toEqual(['fb00001', 'fb00002']);
  });

  it('a site’s own SDK script still loading is waited for, not doubled, and not initialised by us', async () => {
    document.head.innerHTML = '<script async src="https://connect.facebook.net/es_ES/sdk.js#xfbml=1&amp;version=v26.0"></script>';
    await start();
    expect(sdkScripts()).toHaveLength(1);
    const fake = await sdkLoads();
    expect(fake.sdk.init).not.toHaveBeenCalled();
    expect(fake.ids().sort()).toEqual(['fb00001', 'fb00002']);
  });
});

describe('facebook: dispose', () => {
  it('disposed after drawing: the markup as served, the SDK’s frames gone, no listener left', async () => {
    const listeners = trackListeners();
    const { asServed, markup, scanner } = await start();
    await sdkLoads();
    expect(markup()).not.toEqual(asServed);
    scanner.stop();
    expect(markup()).toEqual(asServed);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('disposed while the SDK loads: nothing drawn when it comes, nothing reported, no listener left', async () => {
    const listeners = trackListeners();
    const { asServed, markup, scanner } = await start();
    scanner.stop();
    expect(listeners.live()).toEqual([]);
    const fake = await sdkLoads();
    await flush(FACEBOOK_SDK_TIMEOUT_MS * 2);
    expect(fake.sdk.XFBML.parse).not.toHaveBeenCalled();
    expect(markup()).toEqual(asServed);
    expect(warningsFor(page, 'facebook')).toEqual([]);
    listeners.stop();
  });

  it('disposed in the same task as it starts, the SDK already there: nothing drawn', async () => {
    render(served);
    const fake = fakeSdk();
    (window as unknown as { FB: unknown }).FB = fake.sdk;
    const scope = createScope();
    startWidget(pagePlugin(), { name: 'facebook', scope, report: vi.fn() });
    scope.dispose();
    await flush();
    expect(fake.sdk.XFBML.parse).not.toHaveBeenCalled();
  });
});

describe('facebook: an SDK that fails', () => {
  it('a script that fails to load: reported, the markup as served, the script removed for a later try', async () => {
    const { asServed, markup } = await start();
    sdkScripts()[0]!.dispatchEvent(new Event('error'));
    await flush();
    expect(markup()).toEqual(asServed);
    expect(sdkScripts()).toEqual([]);
    // Each widget reports; the same reason is shown once a page (core/errors.ts).
    expect(warningsFor(page, 'facebook')).toEqual(['[storefront] facebook: the Facebook SDK script (https://connect.facebook.net/en_US/sdk.js) failed to load']);
    expect(page.errors).toHaveLength(1);
  });

  it('an SDK not ready after 10 s: reported, and nothing drawn if it comes later', async () => {
    const { asServed, markup } = await start();
    // boot() itself lets a few milliseconds pass after the widgets start waiting.
    await flush(FACEBOOK_SDK_TIMEOUT_MS - 10);
    expect(warningsFor(page, 'facebook')).toEqual([]);
    await flush(10);
    expect(warningsFor(page, 'facebook')).toEqual(['[storefront] facebook: the Facebook SDK was not ready after 10 s']);
    expect(page.errors).toHaveLength(1);
    const fake = await sdkLoads();
    expect(fake.sdk.XFBML.parse).not.toHaveBeenCalled();
    expect(markup()).toEqual(asServed);
  });

  it('a script that loads without defining FB: reported, markup as served', async () => {
    const { asServed, markup } = await start();
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    await flush();
    expect(markup()).toEqual(asServed);
    expect(warningsFor(page, 'facebook')).toEqual(['[storefront] facebook: the Facebook SDK script (https://connect.facebook.net/en_US/sdk.js) loaded but did not define FB']);
    expect(sdkScripts()).toEqual([]);
  });

  it('FB.XFBML.parse throwing: reported, the div given back as served', async () => {
    const { asServed, markup } = await start(served.replace(/<div class="elementor-element elementor-element-fb00002[\s\S]*$/, ''));
    const fake = fakeSdk();
    fake.sdk.XFBML.parse.mockImplementation((element: HTMLElement) => {
      element.querySelector('.fb-page')!.classList.add('fb_iframe_widget');
      throw new Error('boom');
    });
    await sdkLoads(fake);
    expect(markup()).toEqual(asServed);
    expect(warningsFor(page, 'facebook')).toEqual(['[storefront] facebook: the Facebook SDK could not draw it (FB.XFBML.parse threw)']);
  });
});

describe('facebook: bad markup or settings', () => {
  it('malformed twin (a page plugin whose data-href is not Facebook’s): left as served, no SDK, one warning, storefront:error', async () => {
    const { asServed, markup } = await start(servedMalformed);
    await flush(FACEBOOK_SDK_TIMEOUT_MS);
    expect(markup()).toEqual(asServed);
    expect(sdkScripts()).toEqual([]);
    expect(warningsFor(page, 'facebook')).toEqual(['[storefront] facebook: its data-href "https://evil.example/elemntor/" is not an https facebook.com address']);
    expect(page.errors).toHaveLength(1);
  });

  it.each([
    ['an app id that is not digits', { facebook_sdk: { lang: 'es_ES', app_id: 'abc' } }, 'ElementorProFrontendConfig.facebook_sdk.app_id "abc" is not a Facebook app id (digits)'],
    ['facebook_sdk not an object', { facebook_sdk: 'es_ES' }, 'ElementorProFrontendConfig.facebook_sdk is not an object ({lang, app_id})'],
  ])('%s: every widget left as served, no SDK, the reason shown once', async (_case, config, reason) => {
    const { asServed, markup } = await start(served, config);
    expect(markup()).toEqual(asServed);
    expect(sdkScripts()).toEqual([]);
    expect(warningsFor(page, 'facebook')).toEqual([`[storefront] facebook: ${reason}`]);
    expect(page.errors).toHaveLength(1);
  });

  it('a widget without its fb-* div: reported, the other still drawn', async () => {
    const { markup } = await start(served.replace('elementor-facebook-widget fb-page', 'elementor-facebook-widget'));
    const fake = await sdkLoads();
    expect(fake.ids()).toEqual(['fb00002']);
    expect(markup()[0]).not.toContain('fb-frame');
    expect(warningsFor(page, 'facebook')).toEqual([
      '[storefront] facebook: it has no div.elementor-facebook-widget with an fb-like, fb-comments, fb-page, fb-post, fb-video or fb-comment-embed class',
    ]);
  });
});
