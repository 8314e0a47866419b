#!/usr/bin/env node
// Storefront bench: `npm run bench` (= npm run build && node bench/run.mjs).
//
// Serves the demo shop (demo/server.mjs, port 0, 127.0.0.1), drives Debian's Chromium
// (/usr/bin/chromium) with playwright-core and prints, for every page in bench/budgets.json:
//   - JS bytes of our dist files (raw / gzip -9 / brotli q11, sizes computed from the files on disk)
//     requested before the load event (resource timing startTime < loadEventStart) and in total
//     (everything requested once the page settled: network idle + settleMs),
//   - requests until the load event on a cold view (fresh context) and on a warm view (same tab,
//     second navigation after the first settled), and get_refreshed_fragments on the warm view,
//   - main-thread script time during load (CDP Performance.getMetrics ScriptDuration at load),
//   - over the page's early life, navigation → load + 3 s (so work moved to idle counts): script time
//     (ScriptDuration) and total blocking time (sum over long tasks of duration − 50 ms, from a
//     buffered 'longtask' PerformanceObserver installed by an init script), for our page and for a
//     no-script floor (the same page with `storefront=0`), and our cost over that floor,
//   - the bundle's own `storefront:attach` performance.measure,
//   - click-to-feedback (input event timeStamp → the page shows the answer) for a click made right
//     after `load` (before idle: the held click is replayed) and for one made after idle; the same
//     click on the floor (timeStamp → the event reaches the page: the browser's own wait, before
//     any script could answer), and ours over it,
//   - whether the page loaded the card method's code (its chunks by dist/manifest.json) and their
//     bytes, and where a page asks for it, how long after the provider's card page arrived the
//     card frame is usable (cardReady),
// timings at 4x CPU throttle, median of N runs, each in a fresh context whose renderer already
// runs (it has shown the favicon), with the page's main thread alone on a core (bench/isolate.mjs;
// a fixed loop checks first that the throttle still slows it about 4x). A run that fails or times
// out makes its figure null, which fails every budget on it (never dropped from the median). Then
// checks the budgets and exits 1 over budget. Writes bench/results/latest.json.
//
// A page's `viewport` setting ({ width, height }) opens every view of it, and of its floor, at that size.
//
// Options: --runs N (override budgets.runs), --page PATH (only that page; repeatable).

import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { bootFiles, DEFAULT_REACT_MARKERS, entryChunks, FAMILY_TABLE, scanDist } from './dist.mjs';
import { isolateRendererMainThreads, isolationSupport } from './isolate.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// SF_DIST_DIR benches another build (the demo server serves the same directory).
const DIST = process.env.SF_DIST_DIR ? resolve(process.env.SF_DIST_DIR) : join(ROOT, 'dist');
const DIST_URL_PREFIX = '/wp-content/plugins/storefront/dist/';
const ISOLATION = isolationSupport();

// ------------------------------------------------------------------------------------------------
// Options and budgets

function parseArgs(argv) {
  const opts = { runs: undefined, pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') opts.runs = Number(argv[++i]);
    else if (a === '--page') opts.pages.push(argv[++i]);
    else if (a === '--help' || a === '-h') {
      console.log('node bench/run.mjs [--runs N] [--page PATH]...');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

const FIGURES = {
  beforeLoadRaw: 'bytes',
  beforeLoadGzip: 'bytes',
  beforeLoadBrotli: 'bytes',
  loaderBrotli: 'bytes',
  familiesBeforeLoadBrotli: 'bytes',
  totalRaw: 'bytes',
  totalGzip: 'bytes',
  totalBrotli: 'bytes',
  largestChunkBrotli: 'bytes',
  coldRequests: 'count',
  warmRequests: 'count',
  warmFragmentRequests: 'count',
  scriptMs: 'ms',
  windowScriptMs: 'ms',
  floorScriptMs: 'ms',
  scriptOverFloorMs: 'ms',
  blockingMs: 'ms',
  floorBlockingMs: 'ms',
  blockingOverFloorMs: 'ms',
  attachMs: 'ms',
  clickAfterLoadMs: 'ms',
  clickAfterIdleMs: 'ms',
  floorClickAfterLoadMs: 'ms',
  floorClickAfterIdleMs: 'ms',
  clickAfterLoadOverFloorMs: 'ms',
  clickAfterIdleOverFloorMs: 'ms',
  layoutShift: 'score',
  tabMs: 'ms',
  thumbnailMs: 'ms',
  attributeMs: 'ms',
  reviewUpdateMs: 'ms',
  quickViewMs: 'ms',
  quickViewFloorMs: 'ms',
  quickViewOverFloorMs: 'ms',
  quickViewContentMs: 'ms',
  quickViewAddsBrotli: 'bytes',
  quickViewCyclesHeapGrowth: 'bytes',
  quickViewCyclesListenerGrowth: 'count',
  reactBeforeLoad: 'bool',
  reactTotal: 'bool',
  cardChunk: 'bool',
  cardChunkBrotli: 'bytes',
  cardReadyMs: 'ms',
};
const PAGE_SETTINGS = new Set(['click', 'interactions', 'quickViewCost', 'viewport']);

/**
 * The card method's entries: its glue (src/registry/woocommerce.ts `card-payment`) and the
 * provider's frames and payment window it loads on intent; their chunks are the card code.
 */
const CARD_ENTRIES = ['src/payments/card/index.ts', 'src/payments/frames/components.ts', 'src/payments/frames/modal.ts'];

/** Turns a page's budget keys into checks; throws on keys naming no figure (typos). */
function budgetChecks(path, budgets) {
  const checks = [];
  for (const [key, value] of Object.entries(budgets)) {
    if (PAGE_SETTINGS.has(key) || key.startsWith('$')) continue;
    let figure = key;
    let op = '===';
    if (key.endsWith('Max') && FIGURES[key.slice(0, -3)]) {
      figure = key.slice(0, -3);
      op = '<=';
    } else if (key.endsWith('Min') && FIGURES[key.slice(0, -3)]) {
      figure = key.slice(0, -3);
      op = '>=';
    }
    if (!FIGURES[figure]) throw new Error(`bench/budgets.json: ${path}: "${key}" names no known figure (${Object.keys(FIGURES).join(', ')})`);
    checks.push({ figure, op, limit: value });
  }
  return checks;
}

// ------------------------------------------------------------------------------------------------
// dist files

function readDist(reactMarkers) {
  if (!existsSync(join(DIST, 'storefront.js'))) {
    throw new Error('dist/storefront.js is missing: run `npm run build` (npm run bench does)');
  }
  return scanDist(DIST, reactMarkers);
}

/**
 * The browser as a page's views see it: every new context at the page's `viewport` when it has one
 * (our page and its floor alike).
 */
function browserFor(browser, path, settings) {
  const viewport = settings.viewport;
  if (!viewport) return browser;
  if (!(Number.isInteger(viewport.width) && Number.isInteger(viewport.height))) throw new Error(`bench/budgets.json: ${path}: viewport must be { width, height } in CSS pixels`);
  return { newContext: (options = {}) => browser.newContext({ viewport, ...options }) };
}

/** The card method's chunks in this build (dist/manifest.json): what a page without a payment element must never load. */
function readCardChunks() {
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
  const files = new Set();
  for (const entry of CARD_ENTRIES) {
    const chunks = entryChunks(manifest, entry);
    if (!chunks.length) throw new Error(`dist/manifest.json has no ${entry}: the card method's chunks cannot be told`);
    for (const file of chunks) files.add(file);
  }
  return [...files].sort();
}

/** Maps a request URL to a dist file path ('chunks/x.js'), or null if it is not one of ours. */
function distFileOf(url, distFiles) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const i = pathname.indexOf(DIST_URL_PREFIX);
  if (i < 0) return null;
  const rel = decodeURIComponent(pathname.slice(i + DIST_URL_PREFIX.length));
  return distFiles.has(rel) ? rel : null;
}

function sumSizes(files, distFiles) {
  const total = { raw: 0, gzip: 0, brotli: 0, react: false };
  for (const f of files) {
    const d = distFiles.get(f);
    total.raw += d.raw;
    total.gzip += d.gzip;
    total.brotli += d.brotli;
    total.react ||= d.react;
  }
  return total;
}

// ------------------------------------------------------------------------------------------------
// In-page instrumentation (init scripts are exempt from the page's CSP)

function benchInitScript() {
  try {
    performance.setResourceTimingBufferSize(100000);
  } catch {}
  const state = { layoutShift: 0, longTasks: [], answerStart: null, answerMs: null };
  Object.defineProperty(window, '__sfBench', { value: state, configurable: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    // Only shifts after the parser finished (domInteractive) can come from our script; the ones
    // before are the browser painting a half-parsed page.
    new PerformanceObserver((list) => {
      const parsed = performance.getEntriesByType('navigation')[0]?.domInteractive || Infinity;
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput && entry.startTime >= parsed) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  // First-interaction probes: from the input event's timestamp (seen first, at window capture) to
  // the first DOM mutation after which the page shows the answer.
  const answered = {
    tab: () => document.querySelector('#tab-title-additional_information a')?.getAttribute('aria-selected') === 'true',
    thumbnail: () => {
      const slide = document.querySelectorAll('.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image')[2];
      return !!slide && slide.classList.contains('swiper-slide-active');
    },
    attribute: () => (document.querySelector('form.variations_form .single_variation')?.textContent ?? '').trim() !== '',
    addToCart: () => !!document.querySelector('a.ajax_add_to_cart')?.classList.contains('loading'),
    loopFilter: () => !!document.querySelector('.e-loading-overlay'),
    placeOrder: () => !!document.querySelector('form.checkout')?.classList.contains('processing'),
    reviewUpdate: () => document.querySelector('.woocommerce-checkout-review-order-table')?.getAttribute('aria-busy') === 'true',
    quickView: () => !!document.querySelector('a.woolentor-quickview-btn')?.classList.contains('loading'),
    quickViewContent: () => !!document.querySelector('#woolentor-quickview-modal')?.classList.contains('woolentor-quickview-open'),
  };
  // Answers timed from something other than the input event: the quick view's content from the
  // moment its answer was in (the end of the woolentor_quickview response), not from the click.
  const answeredFrom = {
    quickViewContent: () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('admin-ajax.php'))
        .at(-1)?.responseEnd ?? null,
  };
  state.arm = (kind, eventType, floor) => {
    state.answerStart = null;
    state.answerMs = null;
    if (floor) {
      // The page without our script answers nothing: its figure is the wait until the event
      // reaches the page at all (the browser's own input handling, hover and hit testing), the
      // earliest any script could answer. The click must not follow its link.
      addEventListener(
        eventType,
        (e) => {
          if (eventType === 'click') e.preventDefault();
          state.answerMs ??= performance.now() - e.timeStamp;
        },
        { capture: true, once: true },
      );
      return;
    }
    addEventListener(eventType, (e) => (state.answerStart ??= e.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (state.answerStart === null || !answered[kind]()) return;
      const from = answeredFrom[kind] ? answeredFrom[kind]() : state.answerStart;
      if (from === null) return;
      state.answerMs = performance.now() - from;
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function pollEvaluate(page, fn, { timeout = 10000, interval = 50 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await page.evaluate(fn).catch(() => null);
    if (v !== null && v !== undefined && v !== false) return v;
    if (Date.now() > end) return null;
    await sleep(interval);
  }
}

const isReady = () => document.documentElement?.dataset.storefront === 'ready';
const readAttach = () => {
  const e = performance.getEntriesByName('storefront:attach')[0];
  return e ? e.duration : null;
};

async function settle(page, settleMs) {
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
  await sleep(settleMs);
}

function isFragmentsRequest(url) {
  try {
    return new URL(url).searchParams.get('wc-ajax') === 'get_refreshed_fragments';
  } catch {
    return false;
  }
}

/** Records the page's requests, split at the page's load event. */
function recordRequests(page) {
  const rec = { beforeLoad: [], afterLoad: [], loaded: false };
  const onRequest = (req) => (rec.loaded ? rec.afterLoad : rec.beforeLoad).push(req.url());
  const onLoad = () => {
    rec.loaded = true;
  };
  page.on('request', onRequest);
  page.on('load', onLoad);
  rec.stop = () => {
    page.off('request', onRequest);
    page.off('load', onLoad);
  };
  return rec;
}

function watchErrors(page, sink, label) {
  page.on('pageerror', (e) => sink.push(`${label}: pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) sink.push(`${label}: CSP: ${m.text()}`);
  });
}

// ------------------------------------------------------------------------------------------------
// Measurements

/** Unthrottled: cold view (fresh context) then warm view (same tab). Bytes and request counts. */
async function measureLoads(browser, url, distFiles, settleMs, warnings) {
  const context = await browser.newContext();
  await context.addInitScript(benchInitScript);
  const page = await context.newPage();
  watchErrors(page, warnings, url);

  const cold = recordRequests(page);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page, settleMs);
  cold.stop();
  if (!(await page.evaluate(isReady))) warnings.push(`${url}: <html data-storefront="ready"> never set`);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      loadEventStart: nav ? nav.loadEventStart : null,
      resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
    };
  });
  const scriptsBeforeLoad = new Set();
  const scriptsTotal = new Set();
  for (const r of timing.resources) {
    const f = distFileOf(r.name, distFiles);
    if (!f) continue;
    scriptsTotal.add(f);
    if (timing.loadEventStart !== null && r.startTime < timing.loadEventStart) scriptsBeforeLoad.add(f);
  }
  // Anything the browser requested that resource timing missed still counts in the total.
  for (const u of [...cold.beforeLoad, ...cold.afterLoad]) {
    const f = distFileOf(u, distFiles);
    if (f) scriptsTotal.add(f);
  }
  const otherScripts = [...cold.beforeLoad, ...cold.afterLoad].filter((u) => /\.m?js(\?|$)/.test(new URL(u).pathname) && !distFileOf(u, distFiles));

  const warm = recordRequests(page);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page, settleMs);
  warm.stop();
  await context.close();

  return {
    scriptsBeforeLoad: [...scriptsBeforeLoad].sort(),
    scriptsTotal: [...scriptsTotal].sort(),
    otherScripts,
    cold: { beforeLoad: cold.beforeLoad, afterLoad: cold.afterLoad },
    warm: { beforeLoad: warm.beforeLoad, afterLoad: warm.afterLoad },
    coldRequests: cold.beforeLoad.length,
    warmRequests: warm.beforeLoad.length,
    warmFragmentRequests: [...warm.beforeLoad, ...warm.afterLoad].filter(isFragmentsRequest).length,
  };
}

/**
 * A fresh context whose renderer already runs: it has shown a same-site file (the favicon, so no
 * page asset is cached), as Chrome hands a navigation a spare renderer or the shop's own from the
 * previous page. A new context's first navigation would otherwise also pay the renderer's start,
 * which is the browser's work, not the page's, and loads every run with noise. Then the page's
 * main thread gets a core of its own (bench/isolate.mjs).
 */
async function throttledPage(browser, throttle, warnings, label, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/favicon.ico', url).href);
  // Only now: in the favicon's document the probes' script time would count, then vanish with it.
  await context.addInitScript(benchInitScript);
  watchErrors(page, warnings, label);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // After the throttle: its thread, started by the main thread, must not share the main's core
  // (nor the one it starts again when the measured page commits: kept apart until the context closes).
  if (ISOLATION.ok) context.once('close', isolateRendererMainThreads());
  return { context, page, cdp };
}

/**
 * The throttle, checked: one fixed loop timed 7 times at 1x (the fastest is the loop's own cost:
 * noise only ever adds to it) and 15 times at the bench's rate. Chromium's throttle on Linux
 * signals the main thread every ~200 us and makes it spin (rate - 1) times the time it ran since the
 * last spin, counting at most 1 ms: when the throttling thread wakes late (a busy or idle-sleeping
 * core, as on this 2-core VM), the rest of that slice runs unthrottled. So the factor varies from
 * loop to loop: the median is what the pages got, the fastest shows the worst lapse. A median
 * under 90 % of the rate would make every figure optimistic: a warning, not a budget.
 */
async function throttleCheck(browser, base, throttle) {
  const loopMs = async (rate, times) => {
    const { context, page } = await throttledPage(browser, rate, [], 'throttle check', base);
    try {
      // Timed after a navigation, as every measured page is: the throttle restarts when one commits.
      await page.goto(new URL('/favicon.ico?throttle-check', base).href);
      const samples = [];
      for (let i = 0; i < times; i++) {
        samples.push(
          await page.evaluate(() => {
            const start = performance.now();
            let x = 0;
            for (let n = 0; n < 2e6; n++) x += Math.sqrt(n) % 7;
            return x > 0 ? performance.now() - start : 0;
          }),
        );
      }
      return samples;
    } finally {
      await context.close();
    }
  };
  const plain = Math.min(...(await loopMs(1, 7)));
  const throttled = await loopMs(throttle, 15);
  const medianMs = median(throttled);
  const fastestMs = Math.min(...throttled);
  return { plainMs: plain, throttledMs: medianMs, fastestThrottledMs: fastestMs, factor: medianMs / plain, lowestFactor: fastestMs / plain };
}

async function scriptDurationMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = metrics.find((x) => x.name === 'ScriptDuration');
  return m ? m.value * 1000 : null;
}

/** After `load`, the window over which script time and blocking time are summed. */
const WINDOW_AFTER_LOAD_MS = 3000;

/**
 * One throttled cold load, of our page or of its no-script floor (`floor`: nothing of ours to wait
 * for). Script time at the load event and over navigation → load + 3 s, total blocking time over
 * that window and the long tasks in it, the storefront:attach measure and the widgets' start-ups.
 * Nothing is polled inside the page during the window: every evaluate would be script time.
 */
async function measureThrottledLoad(browser, url, throttle, settleMs, warnings, { floor = false } = {}) {
  const { context, page, cdp } = await throttledPage(browser, throttle, warnings, `${url} (throttled${floor ? ', floor' : ''})`, url);
  try {
    const before = (await scriptDurationMs(cdp)) ?? 0;
    let atLoad = null;
    const loaded = new Promise((resolve) => {
      page.once('load', async () => {
        atLoad = await scriptDurationMs(cdp).catch(() => null);
        resolve();
      });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await loaded;
    const { loadEventStart, now } = await page.evaluate(() => ({
      loadEventStart: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? performance.now(),
      now: performance.now(),
    }));
    const windowEnd = loadEventStart + WINDOW_AFTER_LOAD_MS;
    await sleep(Math.max(0, windowEnd - now));
    const atWindowEnd = await scriptDurationMs(cdp);
    const inWindow = await page.evaluate(
      (end) => ({
        longTasks: (window.__sfBench?.longTasks ?? []).filter((t) => t.startTime < end),
        starts: performance
          .getEntriesByType('measure')
          .filter((m) => m.name.startsWith('storefront:start:') && m.startTime < end)
          .map((m) => ({ name: m.name.slice('storefront:start:'.length), startTime: m.startTime, duration: m.duration })),
      }),
      windowEnd,
    );
    const blockingMs = inWindow.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const ready = floor ? true : !!(await pollEvaluate(page, isReady, { timeout: 20000 }));
    const attach = floor || !ready ? null : await pollEvaluate(page, readAttach, { timeout: 5000 });
    // Widgets started at idle (the gallery) mount after load: wait them out before reading shifts.
    await settle(page, settleMs);
    const layoutShift = await page.evaluate(() => window.__sfBench?.layoutShift ?? null);
    return {
      scriptMs: atLoad === null ? null : atLoad - before,
      windowScriptMs: atWindowEnd === null ? null : atWindowEnd - before,
      blockingMs,
      longTasks: inWindow.longTasks.map((t) => ({ startTime: Math.round(t.startTime), duration: Math.round(t.duration), afterLoadMs: Math.round(t.startTime - loadEventStart) })),
      starts: inWindow.starts.map((m) => ({ ...m, startTime: Math.round(m.startTime), duration: Math.round(m.duration * 10) / 10 })),
      loadEventStart: Math.round(loadEventStart),
      attachMs: attach,
      layoutShift,
      ready,
    };
  } catch (error) {
    warnings.push(`${url}: throttled${floor ? ' floor' : ''} run failed: ${error.message.split('\n')[0]}`);
    return { scriptMs: null, windowScriptMs: null, blockingMs: null, attachMs: null, layoutShift: null, ready: false, longTasks: [], starts: [] };
  } finally {
    await context.close();
  }
}

/** The same page without our script tag (the demo's `storefront=0` variant). */
function floorUrl(url) {
  const u = new URL(url);
  u.searchParams.set('storefront', '0');
  return u.href;
}

/** From the pointer coming over what the shopper aims at to the action: quicker than a hand and eye settle and click. */
const CLICK_AFTER_POINT_MS = 300;
/** First interactions also measured on the floor page (the same click without our script), so their figure has an over-floor twin. */
const FLOORED_INTERACTIONS = new Set(['quickView']);

/**
 * One throttled first interaction, input event → the DOM shows the answer, or null. `when`:
 * 'load' acts as soon as the load event fired (before idle: the strategy's hold replays the
 * action), 'idle' once the page settled (chunks prefetched). `tab` clicks the additional-information
 * tab, `thumbnail` the third gallery thumbnail (or the served row's image in its place), `attribute` points at the first attribute select and
 * picks its first option 300 ms later, `addToCart` clicks the first a.ajax_add_to_cart (answer: it has `loading`).
 */
const INTERACTIONS = {
  tab: { event: 'click', act: (page, settle) => rawClick(page.locator('#tab-title-additional_information a'), settle) },
  // The strip exists once the pointer or focus has come into the gallery; before that the served
  // row's third image is clicked, which the gallery answers by showing that image.
  thumbnail: { event: 'click', act: async (page, settle) => rawClick(await thirdThumbnail(page), settle) },
  attribute: {
    event: 'change',
    // A shopper points at a select before its list opens and an option can be picked: the pointer
    // comes over it, and the pick (timed) follows 300 ms later, quicker than a hand opens a list
    // and chooses. (Playwright's selectOption alone would pick with no pointer and no focus at all.)
    act: async (page) => {
      const select = page.locator('form.variations_form .variations select').first();
      const value = await select.locator('option:not([value=""])').first().getAttribute('value');
      await select.scrollIntoViewIfNeeded({ timeout: 10000 });
      const box = await select.boundingBox({ timeout: 10000 });
      if (!box) throw new Error('the select is not rendered');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await sleep(CLICK_AFTER_POINT_MS);
      await select.selectOption(value ?? '');
    },
  },
  addToCart: { event: 'click', act: (page, settle) => rawClick(page.locator('a.ajax_add_to_cart').first(), settle) },
  // The first term of the first taxonomy filter (answer: its loop grid shows the loading overlay).
  loopFilter: { event: 'click', act: (page, settle) => rawClick(page.locator('.e-filter-item:not([data-filter="__all"])').first(), settle) },
  // The checkout's place-order button (answer: the form is `processing`, its order on its way).
  placeOrder: { event: 'click', act: (page, settle) => rawClick(page.locator('#place_order'), settle) },
  // A shipping rate other than the chosen one (answer: the order review shows itself busy).
  reviewUpdate: { event: 'click', act: (page, settle) => rawClick(page.locator('input[name^="shipping_method"]:not(:checked)').first(), settle) },
  // The pointer comes over the first quick-view button and clicks at once: the click is held while
  // the chunk loads, React unevaluated (answer: the button shows `loading`).
  quickView: { event: 'click', act: (page, settle) => rawClick(page.locator('a.woolentor-quickview-btn').first(), settle) },
  // A shopper's quick view: the pointer comes over the product card (its image), and the click on
  // its quick-view button follows 300 ms later, as for the attribute pick. Timed from the end of
  // the product's answer to the modal open with it.
  quickViewContent: {
    event: 'click',
    act: async (page, settle) => {
      const button = page.locator('a.woolentor-quickview-btn').first();
      const image = page.locator('li.product', { has: button }).first().locator('img').first();
      await image.scrollIntoViewIfNeeded({ timeout: 10000 });
      if (settle) await sleep(settle);
      const box = await image.boundingBox({ timeout: 10000 });
      if (!box) throw new Error('the product card is not rendered');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await sleep(CLICK_AFTER_POINT_MS);
      await rawClick(button);
    },
  },
};

/**
 * What a quick view costs beyond the page: the brotli bytes of our chunks it requests (React and
 * the view among them), and, over 50 open and close cycles after the first, how much the heap
 * (after a forced garbage collection) and the page's event listeners grew. Unthrottled: these are
 * counts, not times.
 */
async function measureQuickViewCost(browser, url, distFiles, settleMs, warnings) {
  const context = await browser.newContext();
  const page = await context.newPage();
  watchErrors(page, warnings, url);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await pollEvaluate(page, isReady, { timeout: 20000 });
    await settle(page, settleMs);
    const requested = new Set();
    page.on('request', (request) => {
      const f = distFileOf(request.url(), distFiles);
      if (f) requested.add(f);
    });
    const button = page.locator('a.woolentor-quickview-btn').first();
    const modal = page.locator('#woolentor-quickview-modal');
    const cycle = async () => {
      await button.click();
      await modal.and(page.locator('.woolentor-quickview-open')).waitFor({ timeout: 10000 });
      await page.keyboard.press('Escape');
      await page.locator('#woolentor-quickview-modal:not(.woolentor-quickview-open)').waitFor({ timeout: 10000 });
    };
    await cycle();
    const adds = sumSizes([...requested], distFiles).brotli;
    // The pointer's way to the button starts other widgets once (add to cart on the card below
    // it), and the clicks may scroll the page past the scroll-to-top button's offset, which then
    // mounts (its view, and a portal host React listens on). Five more cycles and a settle let all
    // of that happen before the baseline, so only what the quick view keeps is counted.
    for (let i = 0; i < 5; i++) await cycle();
    await settle(page, settleMs);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const listeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: '[window, document, ...document.querySelectorAll("*")]' });
      const { result: items } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
      // By target and type, so a growth can be told where it is.
      const counts = new Map();
      for (const item of items) {
        if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
        for (const { type } of (await cdp.send('DOMDebugger.getEventListeners', { objectId: item.value.objectId })).listeners) {
          const key = `${item.value.description.split('.')[0]}:${type}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      return counts;
    };
    const changes = (before, after) =>
      [...new Set([...before.keys(), ...after.keys()])].map((key) => [key, (after.get(key) ?? 0) - (before.get(key) ?? 0)]).filter(([, change]) => change !== 0);
    const sum = (list) => list.reduce((total, [, change]) => total + change, 0);
    const describe = (list) => list.map(([key, change]) => `${key} ${change > 0 ? '+' : ''}${change}`).join(', ');
    // Counted over two halves of 25 cycles: what the quick view keeps grows in both, while a
    // widget that starts once along the way (add to cart under the pointer's path, some time
    // after the warm-up) adds its listeners in one half only. The figure is what both halves
    // grew (the smaller, doubled); every change is listed.
    const heapBefore = await heap();
    const listenersBefore = await listeners();
    for (let i = 0; i < 25; i++) await cycle();
    const listenersMid = await listeners();
    for (let i = 0; i < 25; i++) await cycle();
    const heapGrowth = (await heap()) - heapBefore;
    const listenersAfter = await listeners();
    const halves = [changes(listenersBefore, listenersMid), changes(listenersMid, listenersAfter)];
    halves.forEach((list, i) => {
      if (list.length) warnings.push(`${url} (quick-view cycles ${i ? '26-50' : '1-25'}) listeners changed: ${describe(list)}`);
    });
    return { adds, heapGrowth, listenerGrowth: 2 * Math.min(...halves.map(sum)) };
  } catch (error) {
    warnings.push(`${url} (quick-view cost) failed: ${error.message.split('\n')[0]}`);
    return { adds: null, heapGrowth: null, listenerGrowth: null };
  } finally {
    await context.close();
  }
}

async function thirdThumbnail(page) {
  const strip = page.locator('.flex-control-nav li');
  return (await strip.count()) ? strip.nth(2) : page.locator('.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image').nth(2);
}

/**
 * A plain mouse click at the element's centre. Playwright's locator.click() installs hit-target
 * listeners in the page that run inside the very click being timed (tens of ms at 4x CPU), so the
 * element is located first and the click is then sent as raw input, as a shopper's would be.
 * `settle`: ms to wait after scrolling it into view (after idle, the scroll's own paint and image
 * work must not count as the widget's; right after load nothing waits).
 */
async function rawClick(locator, settle = 0) {
  // The page may replace the element while we aim (the checkout's first review update replaces its
  // payment section, place-order button included): aim again at the new one, a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      await locator.scrollIntoViewIfNeeded({ timeout: 10000 });
      if (settle) await sleep(settle);
      const box = await locator.boundingBox({ timeout: 10000 });
      if (!box) throw new Error('the element to click is not rendered');
      await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return;
    } catch (error) {
      if (attempt >= 3 || !/not attached|not rendered/i.test(String(error))) throw error;
    }
  }
}

async function measureInteraction(browser, url, kind, throttle, settleMs, warnings, when = 'idle', { floor = false } = {}) {
  const label = `${url} (${kind} after ${when}${floor ? ', floor' : ''})`;
  const { context, page } = await throttledPage(browser, throttle, warnings, label, url);
  try {
    await page.goto(floor ? floorUrl(url) : url, { waitUntil: 'load', timeout: 60000 });
    if (when === 'idle') {
      if (!floor) await pollEvaluate(page, isReady, { timeout: 20000 });
      await settle(page, settleMs);
    }
    await page.evaluate(([k, e, f]) => window.__sfBench.arm(k, e, f), [kind, INTERACTIONS[kind].event, floor]);
    await INTERACTIONS[kind].act(page, when === 'idle' ? 500 : 0);
    const answer = await pollEvaluate(page, () => window.__sfBench?.answerMs ?? null, { timeout: 10000 });
    if (answer === null) warnings.push(`${label} never showed its answer`);
    return answer;
  } catch (error) {
    warnings.push(`${label} failed: ${error.message.split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/**
 * Installed in every frame of a cardReady run. In the provider's card page (the sandbox's
 * /v1/inner-card-input/): the moment its card-number field exists and can take focus (in the
 * document, not disabled nor inert, laid out). In the shop's page: the moment each card frame
 * (zoid's `__zoid__monei_card_input__…`) is shown, its `style.opacity` set to '1' on zoid's
 * RENDERED (container() in src/payments/frames/components.ts), by the frame's name. Both on the
 * epoch clock (performance.timeOrigin + now()): the two documents have their own time origins.
 */
function cardReadyInitScript() {
  const now = () => performance.timeOrigin + performance.now();
  if (location.pathname.includes('/inner-card-input/')) {
    const state = { inputAt: null };
    Object.defineProperty(window, '__sfCardPage', { value: state, configurable: true });
    const observer = new MutationObserver(() => {
      const input = document.querySelector('[data-testid=card-number-input]');
      if (!input || input.disabled || input.closest('[inert]') || !input.getClientRects().length) return;
      state.inputAt = now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    return;
  }
  if (window !== window.top) return;
  const shown = new Map();
  Object.defineProperty(window, '__sfCardShown', { value: shown, configurable: true });
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target instanceof HTMLIFrameElement && target.name.startsWith('__zoid__monei_card_input__') && target.style.opacity === '1' && !shown.has(target.name)) {
        shown.set(target.name, now());
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
}

/**
 * One throttled cold view of a page with a card field (opened as the page's settings say, the
 * cardholder's name focused once loaded: the frames come on intent), or null:
 * from the end of the provider's card page response (that frame's own navigation timing
 * responseEnd) to the moment the card is usable, the later of the frame shown and its card-number
 * field able to take focus. The frame measured is the one on the page once it settled: the
 * checkout's first review update replaces the payment section, and a frame made before it goes
 * with it. Then the field is focused for real (Playwright, in the frame): a field that does not
 * take focus makes the run null. `details` gets the run's parts.
 */
async function measureCardReady(browser, url, throttle, settleMs, warnings, details) {
  const label = `${url} (cardReady)`;
  const { context, page } = await throttledPage(browser, throttle, warnings, label, url);
  let cardPages = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/inner-card-input/')) cardPages++;
  });
  try {
    await context.addInitScript(cardReadyInitScript);
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    // The provider's frames come on the shopper's intent (src/payments/card): the shopper moves to
    // the cardholder's name, as they would before typing the card, once the checkout's first
    // update has put its payment section in place (a field focused in the served one goes with it).
    const served = await page.$('#monei_cardholder_name');
    if (served) await page.waitForFunction((field) => !field.isConnected, served, { timeout: 20000 }).catch(() => {});
    await page.locator('#monei_cardholder_name').focus({ timeout: 20000 });
    if (!(await pollEvaluate(page, () => (window.__sfCardShown?.size ?? 0) > 0, { timeout: 20000, interval: 100 }))) throw new Error('no card frame was shown');
    await settle(page, settleMs);
    const shown = await page.evaluate(() => {
      const frame = document.querySelector('iframe[name^="__zoid__monei_card_input__"]');
      return frame ? { name: frame.name, at: window.__sfCardShown.get(frame.name) ?? null } : null;
    });
    if (!shown || shown.at === null) throw new Error('the card frame on the page was never shown');
    const frame = page.frames().find((f) => f.name() === shown.name);
    if (!frame) throw new Error('the card frame has no document');
    const inner = await frame.evaluate(() => ({
      responseEnd: performance.timeOrigin + (performance.getEntriesByType('navigation')[0]?.responseEnd ?? NaN),
      inputAt: window.__sfCardPage?.inputAt ?? null,
    }));
    await frame.locator('[data-testid=card-number-input]').focus({ timeout: 5000 });
    const focused = await frame.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'card-number-input');
    if (inner.inputAt === null || !focused) throw new Error('the card number field cannot take focus');
    const readyMs = Math.max(shown.at, inner.inputAt) - inner.responseEnd;
    if (!Number.isFinite(readyMs)) throw new Error('the card page has no navigation timing');
    const round = (n) => Math.round(n * 10) / 10;
    details.push({ readyMs: round(readyMs), fieldMs: round(inner.inputAt - inner.responseEnd), shownMs: round(shown.at - inner.responseEnd), cardPages });
    return readyMs;
  } catch (error) {
    warnings.push(`${label} failed: ${error.message.split('\n')[0]}`);
    details.push({ readyMs: null, cardPages });
    return null;
  } finally {
    await context.close();
  }
}

/** Ours minus the floor, or null (a failed budget) when either is missing. */
function over(ours, floor) {
  return ours === null || floor === null ? null : ours - floor;
}

/** Click-to-feedback, ours and the floor's (medians), and what ours adds over the floor. */
function clickFigures({ afterLoad, afterIdle, floorAfterLoad, floorAfterIdle }) {
  const f = {
    clickAfterLoadMs: median(afterLoad),
    clickAfterIdleMs: median(afterIdle),
    floorClickAfterLoadMs: median(floorAfterLoad),
    floorClickAfterIdleMs: median(floorAfterIdle),
  };
  return { ...f, clickAfterLoadOverFloorMs: over(f.clickAfterLoadMs, f.floorClickAfterLoadMs), clickAfterIdleOverFloorMs: over(f.clickAfterIdleMs, f.floorClickAfterIdleMs) };
}

/** Median of the runs; null (a failed budget) when any run failed or timed out. */
function median(values) {
  if (values.length === 0 || values.some((x) => typeof x !== 'number' || !Number.isFinite(x))) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

// ------------------------------------------------------------------------------------------------
// Output

const kb = (n) => (n === null || n === undefined ? 'n/a' : `${(n / 1024).toFixed(1)}`);
const ms = (n) => (n === null || n === undefined ? 'n/a' : n.toFixed(1));
function fmt(figure, v) {
  if (v === null || v === undefined) return 'n/a';
  switch (FIGURES[figure]) {
    case 'bytes':
      return `${v} B (${kb(v)} KB)`;
    case 'ms':
      return `${v.toFixed(1)} ms`;
    default:
      return String(v);
  }
}

function markdownTable(results) {
  const head = [
    'Page',
    'JS before load raw / gz / br (KB)',
    'Loader br + family tables br before load (KB)',
    'JS total raw / gz / br (KB)',
    'Requests cold / warm',
    'Fragments warm',
    'Script ms to load @4x',
    'Script ms to load+3 s: ours / floor / over @4x',
    'Blocking ms to load+3 s: ours / floor / over @4x',
    'Attach ms @4x',
    'Click→feedback ms after load: ours / floor / over @4x',
    'Click→feedback ms after idle: ours / floor / over @4x',
    'First tab / thumbnail / attribute / review update / card ready ms @4x',
    'Layout shift',
    'React before load',
  ];
  const rows = results.map(({ path, click, figures: f }) => [
    `\`${path}\``,
    `${kb(f.beforeLoadRaw)} / ${kb(f.beforeLoadGzip)} / ${kb(f.beforeLoadBrotli)}`,
    `${kb(f.loaderBrotli)} + ${kb(f.familiesBeforeLoadBrotli)}`,
    `${kb(f.totalRaw)} / ${kb(f.totalGzip)} / ${kb(f.totalBrotli)}`,
    `${f.coldRequests} / ${f.warmRequests}`,
    String(f.warmFragmentRequests),
    ms(f.scriptMs),
    `${ms(f.windowScriptMs)} / ${ms(f.floorScriptMs)} / **${ms(f.scriptOverFloorMs)}**`,
    `${ms(f.blockingMs)} / ${ms(f.floorBlockingMs)} / **${ms(f.blockingOverFloorMs)}**`,
    ms(f.attachMs),
    click ? `${ms(f.clickAfterLoadMs)} / ${ms(f.floorClickAfterLoadMs)} / **${ms(f.clickAfterLoadOverFloorMs)}** (${click})` : '–',
    click ? `${ms(f.clickAfterIdleMs)} / ${ms(f.floorClickAfterIdleMs)} / **${ms(f.clickAfterIdleOverFloorMs)}**` : '–',
    [f.tabMs, f.thumbnailMs, f.attributeMs, f.reviewUpdateMs, f.cardReadyMs].every((v) => v === undefined)
      ? '–'
      : [f.tabMs, f.thumbnailMs, f.attributeMs, f.reviewUpdateMs, f.cardReadyMs].map((v) => (v === undefined ? '–' : ms(v))).join(' / '),
    f.layoutShift === null || f.layoutShift === undefined ? 'n/a' : f.layoutShift.toFixed(3),
    f.reactBeforeLoad ? 'yes' : 'no',
  ]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const quickViews = results
    .filter(({ figures: f }) => f.quickViewMs !== undefined || f.quickViewAddsBrotli !== undefined)
    .map(({ path, figures: f }) =>
      `Quick view on ${path}: click → loading ${ms(f.quickViewMs)} ms (floor ${ms(f.quickViewFloorMs)}, over it ${ms(f.quickViewOverFloorMs)}), answer → content ${ms(f.quickViewContentMs)} ms @4x; ` +
      `adds ${kb(f.quickViewAddsBrotli)} KB brotli; after 50 open/close cycles the heap grew ${kb(f.quickViewCyclesHeapGrowth)} KB and listeners by ${f.quickViewCyclesListenerGrowth ?? 'n/a'}`,
    );
  return [line(head), line(head.map(() => '---')), ...rows.map(line), ...(quickViews.length ? ['', ...quickViews] : [])].join('\n');
}

/** Each page's long tasks in the window, one line per run, for "where did the time go". */
function longTaskReport(results) {
  const lines = [];
  for (const r of results) {
    if (!r.longTasks) continue;
    lines.push(`- \`${r.path}\` (load at ${r.loadEventStart.map((t) => t ?? 'n/a').join(' / ')} ms)`);
    r.longTasks.forEach((tasks, i) => {
      const ours = tasks.map((t) => `${t.duration}@${t.afterLoadMs >= 0 ? '+' : ''}${t.afterLoadMs}`).join(' ');
      const floor = (r.floorLongTasks[i] ?? []).map((t) => `${t.duration}@${t.afterLoadMs >= 0 ? '+' : ''}${t.afterLoadMs}`).join(' ');
      const starts = (r.starts[i] ?? [])
        .filter((m) => m.duration >= 5)
        .map((m) => `${m.name} ${m.duration}`)
        .join(', ');
      lines.push(`  - run ${i + 1}: ours [${ours}] floor [${floor}]${starts ? `; start-ups ≥ 5 ms: ${starts}` : ''}`);
    });
  }
  return lines.join('\n');
}

function check(value, op, limit) {
  if (value === null || value === undefined) return false;
  if (op === '<=') return value <= limit;
  if (op === '>=') return value >= limit;
  return value === limit;
}

// ------------------------------------------------------------------------------------------------

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
  const runs = opts.runs ?? budgets.runs ?? 5;
  const throttle = budgets.cpuThrottle ?? 4;
  const settleMs = budgets.settleMs ?? 2000;
  const reactMarkers = budgets.reactMarkers ?? DEFAULT_REACT_MARKERS;
  let pages = Object.keys(budgets.pages ?? {});
  if (opts.pages.length) pages = pages.filter((p) => opts.pages.includes(p)).concat(opts.pages.filter((p) => !pages.includes(p)));
  const pageBudgets = Object.fromEntries(pages.map((p) => [p, { ...(budgets.defaults ?? {}), ...(budgets.pages?.[p] ?? {}) }]));
  const checksByPage = Object.fromEntries(pages.map((p) => [p, budgetChecks(p, pageBudgets[p])]));

  const distFiles = readDist(reactMarkers);
  const cardFiles = readCardChunks();
  const libraries = (budgets.sharedLibraries ?? []).map((name) => new RegExp(`(^|/)${name}-[^/]*\\.js$`));
  const isLibrary = (file) => libraries.some((pattern) => pattern.test(file));

  const { startDemoServer } = await import(pathToFileURL(join(ROOT, 'demo/server.mjs')).href);
  const server = await startDemoServer({ port: 0 });
  const base = new URL(server.url).origin;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const warnings = [];
  const results = [];
  let throttling = null;
  try {
    console.error(`bench: ${browser.version()}, ${runs} runs, ${throttle}x CPU throttle, demo at ${base}`);
    console.error(ISOLATION.ok ? 'bench: the page\'s main thread runs on a core of its own (bench/isolate.mjs)' : `bench: the page's main thread shares its core (${ISOLATION.reason}): expect noisier timings`);
    throttling = await throttleCheck(browser, base, throttle);
    console.error(
      `bench: throttle check: a fixed loop takes ${ms(throttling.plainMs)} ms at 1x (fastest of 7), ${ms(throttling.throttledMs)} ms at ${throttle}x (median of 15: ${throttling.factor.toFixed(1)}x; fastest ${ms(throttling.fastestThrottledMs)} ms, ${throttling.lowestFactor.toFixed(1)}x)`,
    );
    if (throttling.factor < throttle * 0.9) warnings.push(`throttle check: the ${throttle}x throttle slowed a fixed loop only ${throttling.factor.toFixed(1)}x (median); timings are optimistic`);
    for (const path of pages) {
      const url = new URL(path, base).href;
      const pageBrowser = browserFor(browser, path, pageBudgets[path]);
      console.error(`bench: ${path}`);
      const loads = await measureLoads(pageBrowser, url, distFiles, settleMs, warnings);
      const before = sumSizes(loads.scriptsBeforeLoad, distFiles);
      const total = sumSizes(loads.scriptsTotal, distFiles);
      // The loader: what every page evaluates before any family's table (the same on every page).
      // Content hashes stand in by the chunks' names (dist.mjs withStableHashes): the figure follows the loader's code.
      const loader = { brotli: bootFiles(DIST).reduce((sum, file) => sum + distFiles.get(file).brotliStable, 0) };
      const families = sumSizes(loads.scriptsBeforeLoad.filter((file) => FAMILY_TABLE.test(file)), distFiles);
      // Every chunk the page asked for, by size: a widget's own chunk stays small; the shared
      // libraries (budgets.json `sharedLibraries`) are left out, as they load only where used.
      const chunks = loads.scriptsTotal.map((file) => ({ file, brotli: distFiles.get(file).brotli })).sort((a, b) => b.brotli - a.brotli);
      const ownChunks = chunks.filter(({ file }) => !isLibrary(file));
      const cardChunks = chunks.filter(({ file }) => cardFiles.includes(file));

      const throttled = [];
      const floors = [];
      // Interleaved, so a slow spell of the machine weighs on our page and its floor alike.
      for (let i = 0; i < runs; i++) {
        throttled.push(await measureThrottledLoad(pageBrowser, url, throttle, settleMs, warnings));
        floors.push(await measureThrottledLoad(pageBrowser, floorUrl(url), throttle, settleMs, warnings, { floor: true }));
      }
      if (throttled.some((t) => !t.ready)) warnings.push(`${path}: storefront never became ready in some throttled runs`);

      const answers = {};
      const answerFloors = {};
      const cardReady = [];
      for (const kind of pageBudgets[path].interactions ?? []) {
        const samples = [];
        const floorSamples = [];
        // A click's own floor, interleaved: what the browser alone takes to bring it to the page.
        for (let i = 0; i < runs; i++) {
          if (kind === 'cardReady') {
            samples.push(await measureCardReady(pageBrowser, url, throttle, settleMs, warnings, cardReady));
            continue;
          }
          samples.push(await measureInteraction(pageBrowser, url, kind, throttle, settleMs, warnings));
          if (FLOORED_INTERACTIONS.has(kind)) floorSamples.push(await measureInteraction(pageBrowser, url, kind, throttle, settleMs, warnings, 'idle', { floor: true }));
        }
        answers[kind] = samples;
        if (floorSamples.length) answerFloors[kind] = floorSamples;
      }
      const quickViewCost = pageBudgets[path].quickViewCost ? await measureQuickViewCost(pageBrowser, url, distFiles, settleMs, warnings) : null;
      // Click-to-feedback: the page's `click` interaction right after load and after idle (the
      // latter reuses the first-interaction samples when the page measures that kind anyway).
      const clickKind = pageBudgets[path].click;
      let clicks;
      if (clickKind) {
        if (!INTERACTIONS[clickKind]) throw new Error(`bench/budgets.json: ${path}: click "${clickKind}" is none of ${Object.keys(INTERACTIONS).join(', ')}`);
        clicks = { afterLoad: [], afterIdle: answers[clickKind] ?? [], floorAfterLoad: [], floorAfterIdle: [] };
        // The same click on the page without our script: how long the browser alone keeps the
        // shopper waiting before any script could answer. Interleaved with ours, as above.
        for (let i = 0; i < runs; i++) {
          clicks.afterLoad.push(await measureInteraction(pageBrowser, url, clickKind, throttle, settleMs, warnings, 'load'));
          clicks.floorAfterLoad.push(await measureInteraction(pageBrowser, url, clickKind, throttle, settleMs, warnings, 'load', { floor: true }));
        }
        for (let i = 0; i < runs; i++) {
          if (!answers[clickKind]) clicks.afterIdle.push(await measureInteraction(pageBrowser, url, clickKind, throttle, settleMs, warnings, 'idle'));
          clicks.floorAfterIdle.push(await measureInteraction(pageBrowser, url, clickKind, throttle, settleMs, warnings, 'idle', { floor: true }));
        }
      }

      const perRun = (list, key) => list.map((t) => t[key]);
      const windowScriptMs = median(perRun(throttled, 'windowScriptMs'));
      const floorScriptMs = median(perRun(floors, 'windowScriptMs'));
      const blockingMs = median(perRun(throttled, 'blockingMs'));
      const floorBlockingMs = median(perRun(floors, 'blockingMs'));
      const figures = {
        beforeLoadRaw: before.raw,
        beforeLoadGzip: before.gzip,
        beforeLoadBrotli: before.brotli,
        loaderBrotli: loader.brotli,
        familiesBeforeLoadBrotli: families.brotli,
        totalRaw: total.raw,
        totalGzip: total.gzip,
        totalBrotli: total.brotli,
        largestChunkBrotli: ownChunks.length ? ownChunks[0].brotli : 0,
        coldRequests: loads.coldRequests,
        warmRequests: loads.warmRequests,
        warmFragmentRequests: loads.warmFragmentRequests,
        scriptMs: median(perRun(throttled, 'scriptMs')),
        windowScriptMs,
        floorScriptMs,
        scriptOverFloorMs: over(windowScriptMs, floorScriptMs),
        blockingMs,
        floorBlockingMs,
        blockingOverFloorMs: over(blockingMs, floorBlockingMs),
        attachMs: median(perRun(throttled, 'attachMs')),
        ...(clicks ? clickFigures(clicks) : {}),
        layoutShift: median(perRun(throttled, 'layoutShift')),
        ...Object.fromEntries(Object.entries(answers).map(([kind, samples]) => [`${kind}Ms`, median(samples)])),
        ...Object.fromEntries(
          Object.entries(answerFloors).flatMap(([kind, samples]) => [
            [`${kind}FloorMs`, median(samples)],
            [`${kind}OverFloorMs`, over(median(answers[kind]), median(samples))],
          ]),
        ),
        ...(quickViewCost
          ? { quickViewAddsBrotli: quickViewCost.adds, quickViewCyclesHeapGrowth: quickViewCost.heapGrowth, quickViewCyclesListenerGrowth: quickViewCost.listenerGrowth }
          : {}),
        reactBeforeLoad: before.react,
        reactTotal: total.react,
        cardChunk: cardChunks.length > 0,
        cardChunkBrotli: cardChunks.reduce((sum, { brotli }) => sum + brotli, 0),
      };
      results.push({
        path,
        click: clickKind ?? null,
        figures,
        samples: {
          scriptMs: perRun(throttled, 'scriptMs'),
          windowScriptMs: perRun(throttled, 'windowScriptMs'),
          floorScriptMs: perRun(floors, 'windowScriptMs'),
          blockingMs: perRun(throttled, 'blockingMs'),
          floorBlockingMs: perRun(floors, 'blockingMs'),
          attachMs: perRun(throttled, 'attachMs'),
          ...(clicks
            ? { clickAfterLoadMs: clicks.afterLoad, clickAfterIdleMs: clicks.afterIdle, floorClickAfterLoadMs: clicks.floorAfterLoad, floorClickAfterIdleMs: clicks.floorAfterIdle }
            : {}),
          layoutShift: perRun(throttled, 'layoutShift'),
          ...Object.fromEntries(Object.entries(answers).map(([kind, samples]) => [`${kind}Ms`, samples])),
        },
        // Where the time went: each run's long tasks (ms after navigation, and after load) and
        // the widgets' synchronous start-ups (storefront:start:<name>), ours and the floor's.
        longTasks: perRun(throttled, 'longTasks'),
        floorLongTasks: perRun(floors, 'longTasks'),
        starts: perRun(throttled, 'starts'),
        loadEventStart: perRun(throttled, 'loadEventStart'),
        scripts: { beforeLoad: loads.scriptsBeforeLoad, total: loads.scriptsTotal, other: loads.otherScripts },
        chunks,
        cardChunks: cardChunks.map(({ file }) => distFiles.get(file)),
        ...(cardReady.length ? { cardReady } : {}),
        requests: { cold: loads.cold, warm: loads.warm },
      });
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }

  // Budgets
  const verdicts = [];
  for (const r of results) {
    for (const c of checksByPage[r.path]) {
      const value = r.figures[c.figure];
      verdicts.push({ page: r.path, ...c, value: value ?? null, pass: check(value, c.op, c.limit) });
    }
  }
  const failed = verdicts.filter((v) => !v.pass);

  console.log(markdownTable(results));
  console.log('');
  console.log('Chunks each page requested (brotli KB; shared libraries marked):');
  for (const r of results) {
    const list = r.chunks.map(({ file, brotli }) => `${file.replace(/^chunks\//, '')} ${kb(brotli)}${isLibrary(file) ? ' (library)' : ''}`);
    console.log(`- \`${r.path}\`: ${list.join(', ')}`);
  }
  console.log('');
  console.log(`Card code (the card method's chunks, ${cardFiles.join(', ')}: ${kb(sumSizes(cardFiles, distFiles).brotli)} KB brotli), by page:`);
  for (const r of results) {
    const loaded = r.cardChunks.map(({ file, raw, gzip, brotli }) => `${file.replace(/^chunks\//, '')} ${brotli} B brotli (${gzip} B gzip, ${raw} B raw)`);
    const ready = r.cardReady
      ? `; card usable after the provider's card page arrived, per run (ms @${throttle}x: ready = max(shown, field)): ${r.cardReady.map((d) => (d.readyMs === null ? 'n/a' : `${d.readyMs} (shown ${d.shownMs}, field ${d.fieldMs}${d.cardPages > 1 ? `, ${d.cardPages} card pages loaded` : ''})`)).join(', ')}`
      : '';
    console.log(`- \`${r.path}\`: ${loaded.length ? loaded.join(', ') : 'none'}${ready}`);
  }
  console.log('');
  console.log('Long tasks from navigation to load + 3 s (duration@ms after load) and widget start-ups, per run:');
  console.log(longTaskReport(results));
  console.log('');
  console.log(`Budgets (bench/budgets.json), timings: median of ${runs} runs at ${throttle}x CPU throttle:`);
  for (const v of verdicts) {
    const shown = FIGURES[v.figure] === 'bool' ? String(v.value) : fmt(v.figure, v.value);
    const limit = FIGURES[v.figure] === 'bool' ? String(v.limit) : fmt(v.figure, v.limit);
    console.log(`- ${v.pass ? 'PASS' : 'FAIL'} \`${v.page}\` ${v.figure} ${shown} ${v.op === '===' ? 'must be' : v.op} ${limit}`);
  }
  if (warnings.length) {
    console.log('');
    console.log('Warnings:');
    for (const w of [...new Set(warnings)]) console.log(`- ${w}`);
  }

  const out = {
    date: new Date().toISOString(),
    node: process.version,
    browser: `chromium ${browser.version()}`,
    runs,
    cpuThrottle: throttle,
    mainThreadIsolated: ISOLATION.ok,
    throttleCheck: throttling,
    settleMs,
    dist: Object.fromEntries([...distFiles.entries()].sort()),
    pages: results,
    budgets: verdicts,
    warnings: [...new Set(warnings)],
    pass: failed.length === 0,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(out, null, 2)}\n`);

  console.log('');
  console.log(failed.length === 0 ? `All ${verdicts.length} budgets met.` : `${failed.length} of ${verdicts.length} budgets exceeded.`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
