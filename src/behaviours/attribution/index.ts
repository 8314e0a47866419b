import { loadChunk } from '../../core/chunk';
import type { WidgetContext } from '../../core/types';
import { ATTRIBUTION_INPUTS_ELEMENT } from '../../selectors';
import { isRecord } from '../../core/record';
import {
  attributionValues,
  cookieAssignment,
  deletionAssignments,
  getCookie,
  sbjsData,
  sbjsOptions,
  siteHost,
  TRACKING_COOKIES,
  visitCookies,
  type CookieWrite,
  type SbjsData,
} from './logic';
import { readParams, type AttributionParams } from './parse';

type Values = Record<string, string | null>;

interface AttributionApi {
  params?: Record<string, unknown>;
  setOrderTracking?(allow: boolean): void;
  setAllowTrackingConsent?(allow: boolean): void;
  getAttributionData?(): Values;
  sbjsDataToSchema?(data: SbjsData): Values;
}

/** Sourcebuster's global as other scripts use it (widgets.md §3.1). */
interface Sbjs {
  readonly get: SbjsData;
  init(prefs?: unknown): Promise<void>;
}

type PageGlobals = { sbjs?: unknown; wp?: { data?: unknown } };

interface Running {
  values(): Values;
  params: AttributionParams;
}

/** The running instance, which the custom element (defined once per document) asks for its values. */
let running: Running | null = null;

/**
 * WooCommerce's order attribution (woocommerce.md §6, widgets.md §3) in place of sourcebuster and
 * `order-attribution.js`: at idle on every page, the `sbjs_*` cookies are written as sourcebuster
 * writes them (WooCommerce reads them server side), and the checkout's and registration's hidden
 * `wc_order_attribution_*` inputs carry the current values, in forms printed later too. Tracking
 * switches through `wc_order_attribution.setOrderTracking`, as consent managers call it; off deletes
 * every tracking cookie and empties the inputs (spec §4). Values are text: set as input values only.
 */
export async function start(_body: HTMLElement, ctx: WidgetContext): Promise<void> {
  const { scope } = ctx;
  const api = (window as unknown as { wc_order_attribution?: AttributionApi }).wc_order_attribution;
  const params = readParams(api);
  if (!api || !params) {
    const { globalProblem } = await loadChunk('schemas', () => import('../../core/config'));
    if (!scope.disposed) ctx.report(`${globalProblem('wc_order_attribution') ?? 'page global wc_order_attribution is malformed'}: orders get no attribution`);
    return;
  }
  const options = sbjsOptions(params);
  let allow = params.allowTracking;
  let data: SbjsData | null = null;

  // Each `document.cookie` read is a synchronous call to the browser: the jar is read once before the
  // visit's writes and once after, and every cookie is looked up in that text.
  const reader = (jar: string) => (name: string) => getCookie(jar, name);
  const values = () => attributionValues(params.fields, allow ? data : null);

  const domain = siteHost(location.hostname);
  // Asked for by a page script's `sbjs.init({promocode})`; written with the visit, and again after
  // tracking comes back on, as sourcebuster writes it on every init.
  let promo: ((read: (name: string) => string | null) => CookieWrite | null) | null = null;
  const writePromo = () => {
    const write = promo?.(reader(document.cookie));
    if (write) document.cookie = cookieAssignment(write, domain, options, new Date());
  };

  /** One page view counted, as `sbjs.init` counts it. */
  const init = () => {
    const now = new Date();
    const writes = visitCookies(
      { href: location.href, search: location.search, referrer: document.referrer, hostname: location.hostname, userAgent: navigator.userAgent, now, read: reader(document.cookie) },
      options,
    );
    for (const write of writes) document.cookie = cookieAssignment(write, domain, options, now);
    writePromo();
    data = sbjsData(reader(document.cookie));
  };

  const page = window as unknown as PageGlobals;
  // The checkout block's copy of the values: its code loads only on a page that has the block
  // editor's data registry (a block checkout), so the classic pages' idle start stays small.
  const blocks = page.wp?.data ? await loadChunk('attribution-blocks', () => import('./blocks')).then(({ checkoutBlock }) => checkoutBlock(ctx)) : null;
  if (scope.disposed) return;

  const setOrderTracking = (next: boolean) => {
    allow = next;
    if (api.params) api.params.allowTracking = next;
    if (!next) {
      for (const name of TRACKING_COOKIES) for (const assignment of deletionAssignments(name, location.hostname)) document.cookie = assignment;
      data = null;
    } else if (!data) init();
    const current = values();
    fillAll(current);
    blocks?.push(current);
  };

  /**
   * `window.sbjs` for the page's other scripts, unless sourcebuster itself is there: `get` is the
   * cookies as read after this page view was counted (empty containers with tracking off), and
   * `init` takes sourcebuster's `promocode` and `callback` without counting the page view again.
   * Unlike sourcebuster's, `init` is asynchronous (its code loads when first called): the callback
   * runs, and the promise it returns settles, once the promo code is written.
   */
  const sbjs: Sbjs = {
    get get() {
      return data ?? sbjsData(() => null);
    },
    async init(prefs) {
      const { promoRequest } = await loadChunk('attribution-promo', () => import('./promo'));
      if (scope.disposed) return;
      promo = promoRequest(prefs, (lifetime) => (lifetime === undefined ? options.lifetime : sbjsOptions({ lifetime }).lifetime)) ?? promo;
      // With tracking off nothing is written, whoever asks.
      if (data) {
        writePromo();
        data = sbjsData(reader(document.cookie));
      }
      const callback = isRecord(prefs) ? prefs.callback : undefined;
      if (typeof callback === 'function') callback(sbjs.get);
    },
  };

  running = { values, params };
  defineInputsElement();
  if (page.sbjs === undefined) {
    page.sbjs = sbjs;
    scope.add(() => {
      if (page.sbjs === sbjs) delete page.sbjs;
    });
  }
  const before = { ...api };
  Object.assign(api, {
    setOrderTracking,
    // WooCommerce 8.5-8.9's names (woocommerce.md §6.1).
    setAllowTrackingConsent: setOrderTracking,
    getAttributionData: values,
    sbjsDataToSchema: (raw: SbjsData) => attributionValues(params.fields, raw),
  } satisfies AttributionApi);
  scope.add(() => {
    running = null;
    for (const key of ['setOrderTracking', 'setAllowTrackingConsent', 'getAttributionData', 'sbjsDataToSchema'] as const) {
      if (before[key]) api[key] = before[key] as never;
      else delete api[key];
    }
    for (const element of document.querySelectorAll(ATTRIBUTION_INPUTS_ELEMENT)) element.replaceChildren();
  });

  // Right before any form is sent, its fields carry the values of now: this also reaches a form
  // (or older WooCommerce's plain hidden inputs) printed after load, with no observer of the page.
  scope.on(document, 'submit', (event) => {
    if (event.target instanceof HTMLFormElement) fillForm(event.target, values(), params.prefix);
  }, { capture: true });

  if (params.consentCategory) {
    const category = params.consentCategory;
    // WP Consent API (woocommerce.md §6.2): its change event, and the consent type once defined.
    scope.on(document, 'wp_listen_for_consent_change', (event) => {
      const choice = ((event as CustomEvent).detail as Record<string, unknown> | null)?.[category];
      if (choice === 'allow' || choice === 'deny') setOrderTracking(choice === 'allow');
    });
    scope.on(document, 'wp_consent_type_defined', () => {
      const hasConsent = (window as unknown as { wp_has_consent?: (category: string) => boolean }).wp_has_consent;
      if (typeof hasConsent === 'function') setOrderTracking(!!hasConsent(category));
    });
  }

  setOrderTracking(allow);

  blocks?.await(values);
}

function fillAll(current: Values): void {
  const prefix = running?.params.prefix;
  if (prefix === undefined) return;
  for (const element of document.querySelectorAll<HTMLElement>(ATTRIBUTION_INPUTS_ELEMENT)) fillElement(element, current, prefix);
  for (const form of document.forms) fillForm(form, current, prefix);
}

/** The element's hidden inputs, one per field, created on first fill (WooCommerce's connectedCallback). */
function fillElement(element: HTMLElement, current: Values, prefix: string): void {
  for (const [field, value] of Object.entries(current)) {
    const name = prefix + field;
    let input = [...element.children].find((child): child is HTMLInputElement => child instanceof HTMLInputElement && child.name === name);
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      element.append(input);
    }
    input.value = value ?? '';
  }
}

/** Older WooCommerce's hidden inputs (printed by PHP) and the element's, in one form. */
function fillForm(form: HTMLFormElement, current: Values, prefix: string): void {
  for (const element of form.querySelectorAll<HTMLElement>(ATTRIBUTION_INPUTS_ELEMENT)) fillElement(element, current, prefix);
  for (const [field, value] of Object.entries(current)) {
    const input = form.elements.namedItem(prefix + field);
    if (input instanceof HTMLInputElement && input.type === 'hidden') input.value = value ?? '';
  }
}

/**
 * The custom element WooCommerce's script defines, so an element printed or rendered later (an
 * express-payment button's form, markup inserted after load) fills itself when it is connected.
 * Left to any script that defined it first.
 */
function defineInputsElement(): void {
  if (typeof customElements === 'undefined' || customElements.get(ATTRIBUTION_INPUTS_ELEMENT)) return;
  customElements.define(
    ATTRIBUTION_INPUTS_ELEMENT,
    class extends HTMLElement {
      connectedCallback() {
        if (running) fillElement(this, running.values(), running.params.prefix);
      }
    },
  );
}
