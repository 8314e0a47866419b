import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Two tiers run by one `vitest run`:
//   logic — pure functions, Node environment, no DOM at all (a test that touches `document` fails).
//   dom   — widgets against happy-dom + Testing Library.
// End-to-end tests (tests/e2e) belong to Playwright and are never picked up here.
//
// passWithNoTests stays false for the run as a whole: if no test file exists anywhere, that is an
// error. A single project with zero files is fine (vitest only fails when the whole run is empty).

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const shared = {
  // Same compile-time constants as vite.config.ts, so modules that read them load under vitest.
  define: { __STOREFRONT_VERSION__: JSON.stringify(version) },
};

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        ...shared,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/bench/**/*.test.ts', 'demo/**/*.test.mjs'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.dom.test.*'],
        },
      },
      {
        ...shared,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // Widgets import their libraries on first use, and a cold machine transforms each on
          // first import; waits for them allow 10 s, so a test may take longer than the default 5.
          testTimeout: 20_000,
          // Fails a test on any console.warn / console.error it did not take or declare.
          setupFiles: ['tests/dom/setup.ts'],
          include: ['src/**/*.dom.test.{ts,tsx}', 'tests/dom/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
    ],
  },
});
