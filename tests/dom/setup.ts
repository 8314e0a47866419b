/**
 * Setup for every DOM-tier test file (vitest.config.ts, project "dom"): the console gate
 * (tests/dom/support/console.ts). A test that logs a warning or error it does not take or
 * declare fails.
 */
import { afterEach, beforeEach } from 'vitest';
import { finishConsoleGate, startConsoleGate } from './support/console';

beforeEach(() => {
  startConsoleGate();
});

afterEach(() => {
  const problems = finishConsoleGate();
  if (problems) throw new Error(`console gate:\n${problems}`);
});
