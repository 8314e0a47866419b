/**
 * Setup for every DOM-tier test file (vitest.config.ts, project "dom"): the console gate
 * (tests/dom/support/console.ts), and the widgets' late-loaded modules. A test that logs a warning or error it does not take or
 * declare fails.
 */
import { afterEach, beforeEach } from 'vitest';
import { finishConsoleGate, startConsoleGate } from './support/console';
// Code a widget loads only after its first click, loaded here once: in a test the widget's own
// dynamic import then resolves within the harness's settle(), as it does within a frame in a browser.
import '../../src/behaviours/add-to-cart/send';

beforeEach(() => {
  startConsoleGate();
});

afterEach(() => {
  const problems = finishConsoleGate();
  if (problems) throw new Error(`console gate:\n${problems}`);
});
