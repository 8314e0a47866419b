/**
 * The DOM tier's page harness: a clean page per test (markup, globals, cookies, storage, module
 * state), the real scanner over registry entries, console warnings and `storefront:error` events
 * collected, `fetch` answered by a fake shop, and `location.assign` captured.
 */
import $ from 'jquery';
import { afterEach, beforeEach, onTestFinished, vi, type MockInstance } from 'vitest';
import { resetGlobals, type GlobalName } from '../../../src/core/config';
import type { StorefrontErrorDetail } from '../../../src/core/errors';
import { resetReported } from '../../../src/core/errors';
import { setTreeHooks } from '../../../src/core/html';
import { createScanner, type Scanner } from '../../../src/core/scanner';
import { resetStores } from '../../../src/core/storage';
import { resetStyles } from '../../../src/core/styles';
import type { WidgetDef } from '../../../src/core/types';
import { registry } from '../../../src/registry';
import { consoleSpies, readWarnings, takeWarnings } from './console';
import { mockShop, type Shop } from './shop';

// Widget chunks are imported up front, so the registry's dynamic import() resolves from the module
// cache within microtasks, also under fake timers.
import '../../../src/behaviours/add-to-cart';
import '../../../src/behaviours/cart-fragments';
import '../../../src/behaviours/coming-soon';
import '../../../src/behaviours/field-descriptions';
import '../../../src/behaviours/header-nav';
import '../../../src/behaviours/focus-alert';
import '../../../src/behaviours/mini-cart';
import '../../../src/behaviours/ordering';
import '../../../src/behaviours/password-toggle';
import '../../../src/behaviours/quantity';
import '../../../src/behaviours/result-count';
import '../../../src/behaviours/scroll-to-notices';
import '../../../src/behaviours/store-notice';
import '../../../src/behaviours/product-tabs';
import '../../../src/behaviours/review-rating';
import '../../../src/behaviours/product-gallery';
import '../../../src/behaviours/product-gallery/reveal';
import '../../../src/behaviours/variation-form';
import '../../../src/mounts/video-placeholder';
import '../../../src/loop/taxonomy-filter';
import '../../../src/loop/carousel';
import '../../../src/behaviours/attribution';
import '../../../src/behaviours/tracks';
import '../../../src/mounts/chat';
import '../../../src/mounts/chat/view';
import '../../../src/mounts/chat/lite';
import '../../../src/mounts/chat/sku';
import '../../../src/behaviours/checkout';
import '../../../src/behaviours/checkout/toggles';
import '../../../src/behaviours/checkout/order-pay';
import '../../../src/behaviours/checkout/add-payment-method';
import '../../../src/behaviours/countdown';
import '../../../src/behaviours/animated-headline';
import '../../../src/behaviours/table-of-contents';
import '../../../src/behaviours/share-buttons';
import '../../../src/behaviours/hotspot';
import '../../../src/behaviours/media-carousel';
import '../../../src/behaviours/testimonial-carousel';
import '../../../src/behaviours/slides';
import '../../../src/behaviours/nested-carousel';
import '../../../src/behaviours/lazy-backgrounds';
import '../../../src/behaviours/sticky';
import '../../../src/behaviours/motion-effects';
import '../../../src/behaviours/gallery';
import '../../../src/behaviours/lightbox';
import '../../../src/behaviours/video';
import '../../../src/behaviours/lottie';
import '../../../src/behaviours/floating-buttons';
import '../../../src/behaviours/facebook';
// The carousels' slider loads in the background once they must move: cached, it mounts within microtasks.
import '../../../src/page-builder/swiper';
import '../../../src/page-builder/swiper-effects';

type Globals = Partial<Record<GlobalName, unknown>>;

export interface Page {
  /** console.warn, silenced and recorded by the console gate (./console.ts): take what you expect. */
  warn: MockInstance<(...args: unknown[]) => void>;
  /** Every `storefront:error` detail dispatched during the test. */
  errors: StorefrontErrorDetail[];
  shop: Shop;
  /** location.assign, captured (navigation is what the test asserts, never what happens). */
  assign: MockInstance<(url: string | URL) => void>;
  scanner: Scanner | undefined;
}

const GLOBAL_NAMES: readonly GlobalName[] = [
  'wc_add_to_cart_params',
  'wc_cart_fragments_params',
  'woocommerce_params',
  'wc_single_product_params',
  'wc_add_to_cart_variation_params',
  'woolentorQuickView',
  'wpfront_scroll_top_data',
  'ElementorProFrontendConfig',
  'elementorFrontendConfig',
  'elementorPro',
  'wc_order_attribution',
  'joinchat_obj',
  'wc_checkout_params',
  'wc_country_select_params',
  'wc_address_i18n_params',
];

export const FAKE_TIMERS = {
  toFake: [
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'Date',
    'requestAnimationFrame',
    'cancelAnimationFrame',
  ],
} as const;

let current: Page | undefined;

/** Registers per-test setup and teardown; returns the live test page. */
export function usePage(options: { fakeTimers?: boolean } = {}): Page {
  const page = {} as Page;
  const onError = (event: Event) => page.errors.push((event as CustomEvent<StorefrontErrorDetail>).detail);

  beforeEach(() => {
    if (options.fakeTimers) vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake] });
    cleanPage();
    page.warn = consoleSpies().warn;
    page.errors = [];
    page.shop = mockShop();
    page.assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    page.scanner = undefined;
    document.addEventListener('storefront:error', onError);
    current = page;
  });

  afterEach(async () => {
    // Nothing in flight may leak into the next test (the shop queue is module state).
    page.shop.dropAll();
    await flush();
    // A widget that reports the requests the harness just cut off is right to; that is not the test's.
    takeWarnings(/test finished/);
    page.scanner?.stop();
    document.removeEventListener('storefront:error', onError);
    cleanPage();
    current = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  return page;
}

function cleanPage(): void {
  setTreeHooks({ beforeRemove: () => {}, afterInsert: () => {} });
  const jq = $ as unknown as { (target: unknown): { off(): void } };
  jq(document).off();
  jq(document.body).off();
  jq(window).off();
  delete (window as unknown as { jQuery?: unknown }).jQuery;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.className = '';
  document.body.removeAttribute('style');
  for (const name of GLOBAL_NAMES) delete (window as unknown as Record<string, unknown>)[name];
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  resetReported();
  resetGlobals();
  resetStores();
  resetStyles();
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

export function setGlobals(globals: Globals): void {
  for (const [name, value] of Object.entries(globals)) {
    (window as unknown as Record<string, unknown>)[name] = value;
  }
}

/** Puts server markup in the body, as the page would arrive. */
export function render(...htmlParts: string[]): void {
  document.body.innerHTML = htmlParts.join('\n');
}

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports anything in view: for
 * widgets that start when visible, everything observed from here on is in view at once (as every
 * panel is when malformed tabs leave them all shown). Undone after the test.
 */
export function everythingInView(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}

/** jQuery 3.7.1 on the page, as WordPress loads it. */
export function installJQuery(): JQueryStatic {
  (window as unknown as { jQuery: JQueryStatic }).jQuery = $;
  return $;
}

/**
 * Runs timers due within `ms` (fake timers) or waits `ms` (real ones), then lets promise chains
 * and MutationObserver callbacks finish.
 */
export async function flush(ms = 0): Promise<void> {
  if (vi.isFakeTimers()) {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
  } else {
    await new Promise((resolve) => setTimeout(resolve, ms));
    for (let i = 0; i < 20; i++) await Promise.resolve();
  }
}

/**
 * Boots the real scanner over the named registry entries (all of them by default) and waits for
 * `now` and `idle` widgets to start. `interaction` widgets wait for the test's first action.
 */
export async function boot(names?: readonly string[], defs: readonly WidgetDef[] = registry): Promise<Scanner> {
  const selected = names ? defs.filter((def) => names.includes(def.name)) : defs;
  if (names && selected.length !== names.length) throw new Error(`unknown widget in ${names.join(', ')}`);
  const scanner = createScanner(selected);
  if (current) current.scanner = scanner;
  scanner.scan(document);
  // The idle strategy falls back to a 1 ms timer where requestIdleCallback is missing (happy-dom).
  await flush(2);
  await scanner.settled();
  await flush();
  return scanner;
}

/** Waits for every widget the scanner started to settle, then for what they scheduled at once. */
export async function settle(): Promise<void> {
  await flush();
  await current?.scanner?.settled();
  await flush();
}

/**
 * Every warning of the test that names a widget (`[storefront] <widget>: <reason>`); reading them
 * accounts for them with the console gate, so assert on what this returns.
 */
export function warningsFor(_page: Page, widget: string): string[] {
  return readWarnings(`[storefront] ${widget}:`);
}
