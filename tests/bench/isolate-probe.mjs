// Child process for isolate.test.ts (pinning moves this process's own threads to the shared cores,
// so it must not be a test worker): two contexts one after the other, as the bench opens them,
// each isolated once its page shows something; prints every renderer main thread's allowed cores
// and this process's main thread's.
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { allowedCores, isolateRendererMainThreads } from '../../bench/isolate.mjs';

const rendererMains = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
      } catch {
        return false;
      }
    })
    .map((pid) => allowedCores(pid));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const rounds = [];
try {
  for (let round = 0; round < 2; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>probe</p>');
    isolateRendererMainThreads();
    rounds.push({ renderers: rendererMains(), self: allowedCores('self') });
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(rounds));
