import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// End-to-end tier: Debian's Chromium (/usr/bin/chromium, see scripts/ensure-chromium.sh) against the
// demo shop (demo/server.mjs, docs/demo-contract.md), which sends a strict CSP on every page.
// No Playwright browser download is ever used.

// 4173 unless SF_E2E_PORT says otherwise (lets two checkouts run their suites side by side).
const PORT = Number(process.env.SF_E2E_PORT) || 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = !!process.env.CI;


export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  workers: 2,
  // Never retried: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'playwright-report/results.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: `node demo/server.mjs --port ${PORT}`,
    url: `${BASE_URL}/__demo/health`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
