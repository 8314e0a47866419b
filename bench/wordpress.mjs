#!/usr/bin/env node
// The real-site bench: `npm run bench:wordpress` (after `npm run package`).
//
// Makes the tier's real WordPress + WooCommerce + WooLentor shop with storefront's plugin installed
// from its zip (scripts/wordpress/site.mjs --with-plugin) and measures the pages listed under
// "wordpress" in bench/budgets.json three ways, interleaved, in fresh throttled contexts (4x CPU,
// the page's main thread alone on a core as in bench/run.mjs):
//   - classic: the plugins' own scripts (the tier's switch leaves storefront's plugin out),
//   - storefront: the plugin,
//   - floor: the same page with every script file refused (no script but the plugins' inline data),
// and prints, per page: the JavaScript the browser fetched from navigation to load + 3 s (files,
// bytes as served, and brotli q11 of the same files, what a compressing server would send), script
// time (CDP ScriptDuration) and total blocking time (long tasks' duration - 50 ms) over that window,
// and both over the floor; medians of `runs`. Budgets: storefront must fetch fewer bytes and block
// less over the floor than the classic stack, page by page; exits 1 otherwise.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { isolateRendererMainThreads, isolationSupport } from './isolate.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.SF_WP_PORT) || 4181;
const BASE = `http://127.0.0.1:${PORT}`;
const WINDOW_AFTER_LOAD_MS = 3000;
const ISOLATION = isolationSupport();
const MODES = ['classic', 'storefront', 'floor'];

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
const config = budgets.wordpress;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || config.runs || 5;
const throttle = budgets.cpuThrottle ?? 4;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length < values.length || !sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function startSite() {
  const child = spawn('node', [join(ROOT, 'scripts/wordpress/site.mjs'), '--port', String(PORT), '--with-plugin'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stderr.write(chunk);
      if (/ready on /.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the site stopped (${code}) before it was ready`)));
  });
}

function longTaskRecorder() {
  const tasks = [];
  Object.defineProperty(window, '__sfLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function scriptMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/** One throttled cold load in a fresh context whose renderer already runs (see bench/run.mjs). */
async function measure(browser, path, mode) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sf_tier_mode', value: mode === 'classic' ? 'classic' : 'storefront', url: BASE }]);
  // The floor: no script file at all (the inline data the plugins print still runs: a few µs).
  if (mode === 'floor') await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  try {
    // A same-site file first, so the measured navigation finds its renderer running (bench/run.mjs).
    await page.goto(`${BASE}/wp-includes/images/blank.gif`);
    await context.addInitScript(longTaskRecorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (ISOLATION.ok) context.once('close', isolateRendererMainThreads());
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
    });
    const before = await scriptMs(cdp);
    await page.goto(`${BASE}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const { loadEventStart, now } = await page.evaluate(() => ({ loadEventStart: performance.getEntriesByType('navigation')[0].loadEventStart, now: performance.now() }));
    await sleep(Math.max(0, loadEventStart + WINDOW_AFTER_LOAD_MS - now));
    const windowScriptMs = (await scriptMs(cdp)) - before;
    const tasks = await page.evaluate((end) => window.__sfLongTasks.filter((t) => t.startTime < end), loadEventStart + WINDOW_AFTER_LOAD_MS);
    const blockingMs = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const files = [];
    for (const [url, response] of scripts) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({ url, raw: body.length, brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length });
    }
    return { windowScriptMs, blockingMs, files };
  } finally {
    await context.close();
  }
}

function table(results) {
  const head = '| Page | Stack | JS files | JS raw / br (KB) | Script ms to load+3 s: page / over floor @4x | Blocking ms to load+3 s: page / over floor @4x |';
  const rows = results.flatMap(({ path, modes }) =>
    ['classic', 'storefront'].map((mode) => {
      const m = modes[mode];
      return `| \`${path}\` | ${mode === 'classic' ? 'plugins\' scripts' : 'storefront (plugin)'} | ${m.files} | ${(m.raw / 1024).toFixed(1)} / ${(m.brotli / 1024).toFixed(1)} | ${m.script.toFixed(1)} / **${(m.script - modes.floor.script).toFixed(1)}** | ${m.blocking.toFixed(0)} / **${(m.blocking - modes.floor.blocking).toFixed(0)}** |`;
    }),
  );
  return [head, '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const results = [];
  const failures = [];
  try {
    console.error(`bench:wordpress: ${runs} runs, ${throttle}x CPU throttle${ISOLATION.ok ? ', main thread on a core of its own' : ''}`);
    for (const path of config.pages) {
      const samples = Object.fromEntries(MODES.map((mode) => [mode, []]));
      // Interleaved, so a slow spell weighs on every stack alike.
      for (let i = 0; i < runs; i++) for (const mode of MODES) samples[mode].push(await measure(browser, path, mode));
      const modes = {};
      for (const mode of MODES) {
        const last = samples[mode].at(-1);
        modes[mode] = {
          script: median(samples[mode].map((s) => s.windowScriptMs)),
          blocking: median(samples[mode].map((s) => s.blockingMs)),
          files: last.files.length,
          raw: last.files.reduce((sum, f) => sum + f.raw, 0),
          brotli: last.files.reduce((sum, f) => sum + f.brotli, 0),
          list: last.files.map((f) => `${new URL(f.url).pathname} ${f.brotli}`),
        };
      }
      results.push({ path, modes });
      const ours = modes.storefront;
      const theirs = modes.classic;
      if (!(ours.brotli < theirs.brotli)) failures.push(`${path}: storefront fetches ${ours.brotli} B of JavaScript (brotli), the plugins' scripts ${theirs.brotli}`);
      if (!(ours.blocking - modes.floor.blocking <= theirs.blocking - modes.floor.blocking)) failures.push(`${path}: storefront blocks ${ours.blocking} ms over the floor, the plugins' scripts ${theirs.blocking}`);
      console.error(`bench:wordpress: ${path}: storefront's scripts: ${ours.list.join(', ')}`);
    }
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
  console.log(table(results));
  for (const failure of failures) console.log(`OVER BUDGET ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
