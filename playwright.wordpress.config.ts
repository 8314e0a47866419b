import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The real-site tier (`npm run test:wordpress`): a WordPress 6.9.1 + WooCommerce 10.4.3 + WooLentor
// 3.3.1 shop made afresh by scripts/wordpress/site.mjs, the plugin uploaded from
// storefront-wordpress.zip (project "install"), then every flow with the plugins' own scripts
// ("classic"), with storefront's plugin ("storefront") and with the README's manual tag
// ("manual"), then the PHP log ("logs"), then the plugin deleted ("uninstall").

const PORT = Number(process.env.SF_WP_PORT) || 4180;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DIR = process.env.SF_WP_DIR || join(tmpdir(), `storefront-wordpress-${PORT}`);
process.env.SF_WP_DIR = DIR;
process.env.SF_WP_LOG = join(DIR, 'log/debug.log');

export default defineConfig<{ mode: 'classic' | 'storefront' | 'manual' }>({
  testDir: 'tests/wordpress',
  outputDir: 'test-results/wordpress',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // PHP's server answers a page in a few hundred ms; two browsers keep its four workers busy.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // Where PLAYWRIGHT_JSON_OUTPUT_FILE says when it is set (scripts/wordpress/test.sh sets it).
    ['json', { outputFile: process.env.PLAYWRIGHT_WP_JSON_OUTPUT_FILE ?? 'playwright-report/wordpress.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    serviceWorkers: 'block',
    trace: 'off',
    video: 'off',
    // A failure keeps what the page showed.
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'install', testMatch: /install\.setup\.ts$/ },
    { name: 'classic', testMatch: /flows\.spec\.ts$/, dependencies: ['install'], use: { mode: 'classic' } },
    { name: 'storefront', testMatch: /flows\.spec\.ts$/, dependencies: ['install'], use: { mode: 'storefront' } },
    // The README's manual tag (docs/wordpress/storefront-manual.php), without the plugin; after
    // "install" all the same, whose tests change the site (a checkout block for a moment).
    { name: 'manual', testMatch: /flows\.spec\.ts$/, dependencies: ['install'], use: { mode: 'manual' } },
    { name: 'logs', testMatch: /logs\.spec\.ts$/, dependencies: ['classic', 'storefront', 'manual'] },
    // Deactivated and deleted on the Plugins screen: its settings go with it.
    { name: 'uninstall', testMatch: /uninstall\.teardown\.ts$/, dependencies: ['logs'] },
  ],
  webServer: {
    command: `node scripts/wordpress/site.mjs --port ${PORT}`,
    url: `${BASE_URL}/wp-login.php`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
