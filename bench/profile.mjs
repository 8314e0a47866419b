#!/usr/bin/env node
// Where the bench's script time goes: `node bench/profile.mjs /tienda/ [--floor] [--rate N] [--click addToCart [--after-idle]]`
// (after `npm run build`). One cold load at the bench's CPU throttle with the V8 sampling profiler
// on, from navigation to load + 3 s (the bench's window), then self time summed by script and by
// function, plus the long tasks. `--click KIND` clicks as the bench does right after `load` and
// profiles through the answer instead. `--json FILE` keeps the raw profile (open it in DevTools).
// A page with a `viewport` setting in bench/budgets.json is profiled at that size, as the bench sees it.
//
// A diagnosis tool, not a gate: the profiler's own overhead makes its totals larger than the
// bench's ScriptDuration. Compare runs with each other, never with budgets.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = process.env.SF_DIST_DIR ?? join(ROOT, 'dist');
const maps = new Map();
const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/tienda/';
const floor = args.includes('--floor');
const clickKind = args.includes('--click') ? args[args.indexOf('--click') + 1] : null;
const afterIdle = args.includes('--after-idle');
const traceMode = args.includes('--trace');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
// `--rate N`: another CPU throttle than the bench's; 1 shows the work without the throttler's
// pauses landing in whichever function happens to run.
const throttle = args.includes('--rate') ? Number(args[args.indexOf('--rate') + 1]) : (budgets.cpuThrottle ?? 4);

const CLICKS = {
  addToCart: 'a.ajax_add_to_cart',
  // Before the pointer has come into the gallery, the served row's image stands where the thumbnail goes.
  thumbnail: '.flex-control-nav li:nth-child(3), .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image:nth-child(3)',
  tab: '#tab-title-additional_information a',
  placeOrder: '#place_order',
  reviewUpdate: 'input[name^="shipping_method"]:not(:checked)',
};

const { startDemoServer } = await import(pathToFileURL(join(ROOT, 'demo/server.mjs')).href);
const server = await startDemoServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const viewport = budgets.pages?.[path]?.viewport;
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript(() => {
    const tasks = [];
    Object.defineProperty(window, '__tasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const url = new URL(path, server.url);
  if (floor) url.searchParams.set('storefront', '0');
  if (traceMode) {
    await traceLoad(page, cdp, url.href);
    process.exit(0);
  }
  if (!clickKind) await cdp.send('Profiler.start');
  await page.goto(url.href, { waitUntil: 'load' });
  if (clickKind) {
    if (afterIdle) await page.waitForTimeout(3000);
    const target = page.locator(CLICKS[clickKind]).first();
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    await cdp.send('Profiler.start');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(1500);
  } else {
    await page.waitForTimeout(3000);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const loadAt = await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0].loadEventStart));
  const tasks = await page.evaluate(() => window.__tasks);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(profile));
  report(profile, loadAt, tasks);
} finally {
  await browser.close();
  await server.close();
}

/**
 * `--trace`: the browser's own trace events instead of samples, without the sampler's overhead.
 * Top-level main-thread tasks from navigation to load + 3 s; in each, the script events (compile,
 * evaluate, function calls, timers, idle callbacks, microtasks) summed by the script they ran.
 */
async function traceLoad(page, cdp, href) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'v8'] },
  });
  await page.goto(href, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const mine = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
  const script = new Set(['v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'V8.Execute', 'v8.run', 'XHRReadyStateChange', 'FireAnimationFrame', 'v8.parseOnBackground']);
  const byUrl = new Map();
  const byKind = new Map();
  // Outermost script events only: nested ones are already inside their parent's duration.
  const sorted = mine.filter((e) => script.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let openUntil = 0;
  for (const e of sorted) {
    if (e.ts < openUntil) continue;
    openUntil = e.ts + e.dur;
    const data = e.args?.data ?? e.args ?? {};
    const urlOf = data.url || data.stackTrace?.[0]?.url || data.fileName || '';
    const key = `${shortUrl(urlOf) || '(page)'}`;
    byUrl.set(key, (byUrl.get(key) ?? 0) + e.dur / 1000);
    const kind = `${e.name}${data.type ? `:${data.type}` : ''}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + e.dur / 1000);
  }
  // The biggest outermost events, with the scripts and functions seen inside them.
  const nav = mine.find((e) => e.name === 'ParseHTML')?.ts ?? sorted[0]?.ts ?? 0;
  const biggest = [];
  openUntil = 0;
  for (const e of sorted) {
    if (e.ts < openUntil) continue;
    openUntil = e.ts + e.dur;
    const inner = mine.filter((x) => x !== e && x.ts >= e.ts && x.ts + x.dur <= e.ts + e.dur);
    const names = new Map();
    for (const x of inner) {
      const d = x.args?.data ?? {};
      const where = shortUrl(d.url || d.stackTrace?.[0]?.url || '') ;
      const label = `${x.name}${d.functionName ? ` ${d.functionName}` : ''}${where ? ` ${where}` : ''}`;
      if (x.name === 'ProfileChunk') continue;
      names.set(label, (names.get(label) ?? 0) + x.dur / 1000);
    }
    biggest.push({ at: Math.round((e.ts - nav) / 1000), ms: e.dur / 1000, name: e.name, inner: [...names].sort((a, b) => b[1] - a[1]).slice(0, 6) });
  }
  biggest.sort((a, b) => b.ms - a.ms);
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
  console.log('biggest script events (ms after first ParseHTML):');
  for (const b of biggest.slice(0, 14)) {
    console.log(`  ${b.ms.toFixed(1).padStart(6)} ms @${b.at} ${b.name}: ${b.inner.map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(' | ')}`);
  }
  console.log(`${href}: outermost script events over navigation → load + 3 s, ${throttle}x CPU`);
  console.log(`by script:\n${top(byUrl)}`);
  console.log(`by event:\n${top(byKind)}`);
}

function report(profile, loadAt, tasks) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const script = shortUrl(callFrame.url) || `(${callFrame.functionName || 'program'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    if (!callFrame.url) continue;
    const key = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}${original(script, callFrame)}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
  console.log(`${path}${floor ? ' (floor)' : ''}${clickKind ? ` click ${clickKind}` : ''}: load at ${loadAt} ms, ${throttle}x CPU`);
  console.log(`self time by script:\n${top(byScript, 15)}`);
  console.log(`self time by function:\n${top(byFunction, 25)}`);
  console.log(`long tasks (start ms after navigation, duration):\n  ${tasks.map((t) => `${t.start}:${t.ms}`).join('  ') || 'none'}`);
}

/** Where a minified frame comes from, through the build's source map: ` ← src/…:line name`. */
function original(script, { lineNumber, columnNumber }) {
  if (!script.startsWith('dist/')) return '';
  if (!maps.has(script)) {
    try {
      maps.set(script, new SourceMapConsumer(JSON.parse(readFileSync(join(DIST, `${script.slice(5)}.map`), 'utf8'))));
    } catch {
      maps.set(script, null);
    }
  }
  const at = maps.get(script)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return at?.source ? `  ← ${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}${at.name ? ` ${at.name}` : ''}` : '';
}

function shortUrl(url) {
  if (!url) return '';
  try {
    const u = new URL(url);
    return u.pathname.replace(/^.*\/dist\//, 'dist/');
  } catch {
    return relative(ROOT, url);
  }
}
