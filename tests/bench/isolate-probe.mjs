// Child process for isolate.test.ts (pinning moves this process's own threads to the shared cores,
// so it must not be a test worker): two contexts one after the other, as the bench opens them,
// each isolated once its page shows something; prints every renderer main thread's allowed cores
// and this process's main thread's. A third, throttled as the bench throttles, navigates after its
// isolation and prints the renderers’ other threads that stay on the main thread’s core.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { allowedCores, browserProcesses, isolateRendererMainThreads } from '../../bench/isolate.mjs';

// This probe's own renderers only: other browsers on the machine (a test suite running beside
// it) are none of its business.
const rendererPids = () =>
  browserProcesses(process.pid)
    .filter(({ args }) => args.includes('--type=renderer'))
    .map(({ pid }) => String(pid));
const rendererMains = () => rendererPids().map((pid) => allowedCores(pid));
const besideMains = () =>
  rendererPids().flatMap((pid) => {
    const main = allowedCores(pid);
    return readdirSync(`/proc/${pid}/task`)
      .filter((tid) => tid !== pid)
      .filter((tid) => {
        const cores = allowedCores(`${pid}/task/${tid}`);
        return cores.length === main.length && cores.every((core, i) => core === main[i]);
      })
      .map((tid) => `${tid} ${readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()}`);
  });
// The renderer starts threads of its own at any time (its thread pool grows on demand), and one
// started a moment before a look is still on its parent's core: only a thread seen there twice,
// 500 ms apart, was left there (the watch moves new ones within a few ms, or a few hundred on a
// machine busy with other browsers).
const stayingBesideMains = async () => {
  const first = besideMains();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const second = new Set(besideMains());
  return first.filter((thread) => second.has(thread));
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const rounds = [];
try {
  for (let round = 0; round < 2; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>probe</p>');
    const release = isolateRendererMainThreads();
    rounds.push({ renderers: rendererMains(), self: allowedCores('self') });
    release();
    await context.close();
  }
  const server = createServer((_request, response) => response.end('<p>probe</p>'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/a`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = isolateRendererMainThreads();
  await page.goto(`${base}/b`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const navigated = { renderers: rendererMains(), self: allowedCores('self'), besideMain: await stayingBesideMains() };
  release();
  await context.close();
  server.close();
  console.log(JSON.stringify({ rounds, navigated }));
} finally {
  await browser.close();
}
