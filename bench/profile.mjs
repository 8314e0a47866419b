#!/usr/bin/env node
// Where the bench's script time goes: `node bench/profile.mjs /tienda/ [--floor] [--click addToCart [--after-idle]]`
// (after `npm run build`). One cold load at the bench's CPU throttle with the V8 sampling profiler
// on, from navigation to load + 3 s (the bench's window), then self time summed by script and by
// function, plus the long tasks. `--click KIND` clicks as the bench does right after `load` and
// profiles through the answer instead. `--json FILE` keeps the raw profile (open it in DevTools).
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
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
const throttle = budgets.cpuThrottle ?? 4;

const CLICKS = {
  addToCart: 'a.ajax_add_to_cart',
  thumbnail: '.flex-control-nav li:nth-child(3)',
  tab: '#tab-title-additional_information a',
};

const { startDemoServer } = await import(pathToFileURL(join(ROOT, 'demo/server.mjs')).href);
const server = await startDemoServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext();
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
