// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/?utm_source=boletin&utm_medium=email"}
import { describe, expect, it, vi } from 'vitest';
import { markup, orderAttributionParams, orderAttributionParamsMalformed } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { getCookie } from './logic';

const page = usePage();

type Api = { setOrderTracking(allow: boolean): void; getAttributionData(): Record<string, string | null>; setAllowTrackingConsent(allow: boolean): void; params: { allowTracking: unknown } };
const api = () => (window as unknown as { wc_order_attribution: Api }).wc_order_attribution;

/** The global as WooCommerce prints it (a fresh copy: the widget writes `params.allowTracking`). */
function withGlobal(overrides: Record<string, unknown> = {}): void {
  const copy = structuredClone(orderAttributionParams) as unknown as { params: Record<string, unknown> };
  Object.assign(copy.params, overrides);
  setGlobals({ wc_order_attribution: copy });
}

const inputsOf = (form: Element) =>
  Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type=hidden][name^=wc_order_attribution_]')].map((input) => [input.name.slice('wc_order_attribution_'.length), input.value]));
const checkout = () => document.querySelector('form.checkout')!;
const register = () => document.querySelector('form.register')!;
const cookie = (name: string) => getCookie(document.cookie, name);

describe('order attribution', () => {
  it('writes the sbjs cookies for a utm visit and fills both forms’ 16 hidden inputs with text values', async () => {
    render(markup.attribution);
    withGlobal();
    await boot(['attribution']);

    expect(cookie('sbjs_current')).toBe('typ=utm|||src=boletin|||mdm=email|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
    expect(cookie('sbjs_first')).toBe(cookie('sbjs_current'));
    expect(cookie('sbjs_session')).toBe('pgs=1|||cpg=https://tienda.example/finalizar-compra/?utm_source=boletin&utm_medium=email');
    expect(cookie('sbjs_udata')).toBe(`vst=1|||uip=(none)|||uag=${navigator.userAgent}`);
    expect(cookie('sbjs_migrations')).toBe('1418474375998=1');
    for (const form of [checkout(), register()]) {
      const values = inputsOf(form);
      expect(Object.keys(values)).toHaveLength(16);
      expect(values).toMatchObject({ source_type: 'utm', utm_source: 'boletin', utm_medium: 'email', utm_campaign: '(none)', referrer: '(none)', session_pages: '1', session_count: '1', user_agent: navigator.userAgent });
      expect(values.session_entry).toBe(location.href);
      expect(values.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(form.querySelector('wc-order-attribution-inputs')!.children).toHaveLength(16);
    }
    expect(api().getAttributionData()).toMatchObject({ source_type: 'utm', utm_source: 'boletin' });
  });

  it('counts the next page of the session, keeping the source', async () => {
    document.cookie = 'sbjs_current=typ%3Dreferral%7C%7C%7Csrc%3Dblog.example; path=/';
    document.cookie = 'sbjs_first=typ%3Dreferral%7C%7C%7Csrc%3Dblog.example; path=/';
    document.cookie = 'sbjs_migrations=1418474375998%3D1; path=/';
    document.cookie = 'sbjs_session=pgs%3D2%7C%7C%7Ccpg%3Dhttps%3A%2F%2Ftienda.example%2F; path=/';
    document.cookie = 'sbjs_udata=vst%3D5%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3Dx; path=/';
    history.replaceState(null, '', '/finalizar-compra/');
    render(markup.attribution);
    withGlobal();
    await boot(['attribution']);
    history.replaceState(null, '', '/finalizar-compra/?utm_source=boletin&utm_medium=email');

    expect(inputsOf(checkout())).toMatchObject({ source_type: 'referral', utm_source: 'blog.example', session_pages: '3', session_count: '5' });
  });

  it('fills older WooCommerce’s plain hidden inputs, and a form printed after start when it is sent', async () => {
    render(markup.attributionLegacy);
    withGlobal();
    await boot(['attribution']);
    expect(inputsOf(register())).toEqual({ source_type: 'utm', referrer: '(none)', utm_source: 'boletin', session_pages: '1' });

    const later = document.createElement('div');
    later.innerHTML = markup.attributionLegacy.replace('register', 'register later');
    document.body.append(later);
    const form = later.querySelector('form')!;
    expect(inputsOf(form).source_type).toBe('');
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    expect(inputsOf(form)).toEqual({ source_type: 'utm', referrer: '(none)', utm_source: 'boletin', session_pages: '1' });
  });

  it('an element inserted after start fills itself when connected', async () => {
    render('<main></main>');
    withGlobal();
    await boot(['attribution']);
    const element = document.createElement('wc-order-attribution-inputs');
    document.querySelector('main')!.append(element);
    expect(inputsOf(element).source_type).toBe('utm');
  });

  it('setOrderTracking(false) deletes every tracking cookie and empties the inputs; true brings them back', async () => {
    render(markup.attribution);
    withGlobal();
    await boot(['attribution']);
    expect(cookie('sbjs_current')).not.toBeNull();

    api().setOrderTracking(false);

    for (const name of ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo']) expect(cookie(name)).toBeNull();
    expect(Object.values(inputsOf(checkout())).every((value) => value === '')).toBe(true);
    expect(Object.values(api().getAttributionData()).every((value) => value === null)).toBe(true);
    expect(api().params.allowTracking).toBe(false);

    api().setAllowTrackingConsent(true);
    expect(inputsOf(register()).source_type).toBe('utm');
    expect(cookie('sbjs_current')).not.toBeNull();
  });

  it('starts off when the shop does not allow tracking: no cookie, empty inputs', async () => {
    render(markup.attribution);
    withGlobal({ allowTracking: false });
    await boot(['attribution']);

    expect(document.cookie).not.toContain('sbjs_');
    expect(Object.values(inputsOf(checkout()))).toEqual(Array(16).fill(''));
  });

  it('follows the WP Consent API category', async () => {
    render(markup.attribution);
    withGlobal({ consentCategory: 'marketing', allowTracking: false });
    await boot(['attribution']);
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    expect(inputsOf(checkout()).source_type).toBe('utm');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } }));
    expect(inputsOf(checkout()).source_type).toBe('utm');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(inputsOf(checkout()).source_type).toBe('');
  });

  it('a cookie carrying markup stays text in the inputs', async () => {
    document.cookie = `sbjs_current=${encodeURIComponent('typ=referral|||src=<img src=x onerror=alert(1)>')}; path=/`;
    document.cookie = 'sbjs_first=typ%3Dreferral; path=/';
    document.cookie = 'sbjs_session=pgs%3D1; path=/';
    history.replaceState(null, '', '/finalizar-compra/');
    render(markup.attribution);
    withGlobal();
    await boot(['attribution']);
    history.replaceState(null, '', '/finalizar-compra/?utm_source=boletin&utm_medium=email');

    expect(inputsOf(checkout()).utm_source).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('a malformed global: nothing written, one warning naming it, storefront:error', async () => {
    render(markup.attribution);
    setGlobals({ wc_order_attribution: structuredClone(orderAttributionParamsMalformed) });
    await boot(['attribution']);

    expect(document.cookie).not.toContain('sbjs_');
    expect(checkout().querySelector('wc-order-attribution-inputs')!.children).toHaveLength(0);
    const warnings = warningsFor(page, 'attribution');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/wc_order_attribution is malformed.*params\.prefix/);
    expect(page.errors.map((error) => error.widget)).toEqual(['attribution']);
  });

  describe('checkout block (wp.data)', () => {
    type Call = [namespace: string, data: Record<string, string | null>, replace: boolean];
    /** `wp.data` as far as WooCommerce's script uses it: each store's dispatched extension data recorded, subscribers called on demand. */
    function blockStore({ registered = true } = {}) {
      const calls: Call[] = [];
      const stores: string[] = [];
      const listeners = new Map<() => void, string>();
      const data = {
        dispatch: (store: string) => {
          stores.push(store);
          return { __internalSetExtensionData: (...call: Call) => void calls.push(call) };
        },
        subscribe: (listener: () => void, store: string) => {
          listeners.set(listener, store);
          return () => listeners.delete(listener);
        },
      };
      const register = () => vi.stubGlobal('wc', { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } });
      vi.stubGlobal('wp', { data });
      if (registered) register();
      const notify = () => [...listeners.keys()].forEach((listener) => listener());
      return { calls, stores, listeners, register, notify };
    }

    it('the values go to the checkout store as the extension data of woocommerce/order-attribution; tracking off sends the all-null data', async () => {
      render(markup.attribution);
      withGlobal();
      const store = blockStore();
      await boot(['attribution']);

      expect(store.stores).toEqual(['wc/store/checkout']);
      expect(store.calls).toHaveLength(1);
      const [namespace, data, replace] = store.calls[0]!;
      expect([namespace, replace]).toEqual(['woocommerce/order-attribution', true]);
      expect(Object.keys(data)).toHaveLength(16);
      expect(data).toMatchObject({ source_type: 'utm', utm_source: 'boletin', utm_medium: 'email', session_pages: '1' });

      api().setOrderTracking(false);
      expect(store.calls).toHaveLength(2);
      expect(Object.values(store.calls[1]![1])).toEqual(Array(16).fill(null));
      // The store was there at start: no subscription left to send the same data again.
      expect(store.listeners.size).toBe(0);
    });

    it('a store that registers later: subscribed once to wc/store/checkout, the data pushed again when it appears, once', async () => {
      render(markup.attribution);
      withGlobal();
      const store = blockStore({ registered: false });
      await boot(['attribution']);
      expect(store.calls).toEqual([]);
      expect([...store.listeners.values()]).toEqual(['wc/store/checkout']);

      store.register();
      store.notify();
      store.notify();

      expect(store.calls).toHaveLength(1);
      expect(store.calls[0]![1]).toMatchObject({ source_type: 'utm', utm_source: 'boletin' });
      expect(store.listeners.size).toBe(0);
    });

    it('a broken wp.data: one warning naming attribution, storefront:error, the inputs and the switch still work', async () => {
      render(markup.attribution);
      withGlobal();
      vi.stubGlobal('wc', { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } });
      vi.stubGlobal('wp', {
        data: {
          dispatch: () => {
            throw new Error('registry gone');
          },
          subscribe: 'not a function either',
        },
      });
      await boot(['attribution']);
      api().setOrderTracking(false);
      api().setOrderTracking(true);

      expect(inputsOf(checkout()).source_type).toBe('utm');
      const warnings = warningsFor(page, 'attribution');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/wp\.data failed to take the checkout block’s attribution data/);
      expect(page.errors.map((error) => error.widget)).toEqual(['attribution']);
    });

    it('a subscribe that throws: one warning, attribution unharmed', async () => {
      render(markup.attribution);
      withGlobal();
      vi.stubGlobal('wp', {
        data: {
          subscribe: () => {
            throw new TypeError('no store');
          },
        },
      });
      await boot(['attribution']);
      expect(inputsOf(register()).source_type).toBe('utm');
      expect(warningsFor(page, 'attribution')).toHaveLength(1);
    });

    it('dispose before the store appears: unsubscribed, nothing pushed', async () => {
      render(markup.attribution);
      withGlobal();
      const store = blockStore({ registered: false });
      const scanner = await boot(['attribution']);
      scanner.stop();
      expect(store.listeners.size).toBe(0);
      store.register();
      store.notify();
      expect(store.calls).toEqual([]);
    });
  });

  describe('window.sbjs', () => {
    type Sbjs = { get: Record<string, Record<string, string>>; init(prefs?: unknown): Promise<void> };
    const sbjs = () => (window as unknown as { sbjs: Sbjs }).sbjs;

    it('get is the cookies as sourcebuster parses them after the visit; a page script’s init does not count the page again', async () => {
      render(markup.attribution);
      withGlobal();
      await boot(['attribution']);

      expect(sbjs().get.current).toEqual({ typ: 'utm', src: 'boletin', mdm: 'email', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' });
      expect(sbjs().get.session).toEqual({ pgs: '1', cpg: location.href });
      expect(sbjs().get.udata).toMatchObject({ vst: '1', uip: '(none)' });
      expect(sbjs().get.promo).toEqual({});

      const callback = vi.fn();
      await sbjs().init({ lifetime: 6, session_length: 30, timezone_offset: '0', callback });
      await sbjs().init();
      expect(cookie('sbjs_session')).toMatch(/^pgs=1\|/);
      expect(sbjs().get.session?.pgs).toBe('1');
      expect(callback).toHaveBeenCalledWith(sbjs().get);
      expect(cookie('sbjs_promo')).toBeNull();
    });

    it('init({promocode}) writes sbjs_promo once, in the default range; kept when present; tracking off deletes it', async () => {
      render(markup.attribution);
      withGlobal();
      await boot(['attribution']);
      vi.spyOn(Math, 'random').mockReturnValue(0);

      await sbjs().init({ promocode: true });
      expect(cookie('sbjs_promo')).toBe('code=100000');
      expect(sbjs().get.promo).toEqual({ code: '100000' });

      vi.spyOn(Math, 'random').mockReturnValue(0.5);
      await sbjs().init({ promocode: { min: 1, max: 9 } });
      expect(sbjs().get.promo?.code).toBe('100000');

      api().setOrderTracking(false);
      expect(cookie('sbjs_promo')).toBeNull();
      expect(sbjs().get.current).toEqual({});
      await sbjs().init({ promocode: true });
      expect(document.cookie).not.toContain('sbjs_');

      // Back on: the code is drawn afresh, in the range last asked for (the default, asked while off).
      api().setOrderTracking(true);
      expect(cookie('sbjs_promo')).toBe('code=550000');
    });

    it('its own promo range from the page, zero-padded', async () => {
      render(markup.attribution);
      withGlobal();
      await boot(['attribution']);
      vi.spyOn(Math, 'random').mockReturnValue(0);
      await sbjs().init({ promocode: { min: 7, max: 1000 } });
      expect(sbjs().get.promo?.code).toBe('0007');
    });

    it('sourcebuster already on the page keeps its global; ours goes with dispose', async () => {
      const theirs = { get: {}, init() {} };
      vi.stubGlobal('sbjs', theirs);
      render(markup.attribution);
      withGlobal();
      const first = await boot(['attribution']);
      expect(sbjs()).toBe(theirs);
      first.stop();
      expect(sbjs()).toBe(theirs);
      vi.unstubAllGlobals();
      delete (window as { sbjs?: unknown }).sbjs;

      const second = await boot(['attribution']);
      expect(typeof sbjs().init).toBe('function');
      second.stop();
      expect('sbjs' in window).toBe(false);
    });
  });

  it('dispose: listeners back at baseline, the inputs it added gone, the API methods removed', async () => {
    render(markup.attribution);
    withGlobal({ consentCategory: 'marketing' });
    const tracker = trackListeners();
    const scanner = await boot(['attribution']);
    expect(tracker.live().length).toBeGreaterThan(0);

    scanner.stop();

    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(checkout().querySelector('wc-order-attribution-inputs')!.children).toHaveLength(0);
    expect('setOrderTracking' in api()).toBe(false);
    document.querySelector('main')?.append(document.createElement('wc-order-attribution-inputs'));
  });
});
