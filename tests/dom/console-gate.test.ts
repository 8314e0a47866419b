/**
 * The console gate itself (tests/dom/support/console.ts): what it lets through and what fails a test.
 * Each case ends the gate by hand to read its verdict, then starts a fresh one for the real gate.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectConsole, finishConsoleGate, readWarnings, startConsoleGate, takeErrors, takeWarnings } from './support/console';

function verdict(): string {
  const problems = finishConsoleGate();
  startConsoleGate();
  return problems;
}

describe('console gate', () => {
  it('fails a test that logs a warning or an error it does not take', () => {
    console.warn('[storefront] widget: reason');
    console.error('React said something');
    const problems = verdict();
    expect(problems).toContain('unexpected console.warn: [storefront] widget: reason');
    expect(problems).toContain('unexpected console.error: React said something');
  });

  it('passes a test that takes what it logged, by prefix or pattern', () => {
    console.warn('[storefront] a: one');
    console.warn('[storefront] b: two', new Error('why'));
    console.error('boom');
    expect(takeWarnings('[storefront] a:')).toEqual(['[storefront] a: one']);
    expect(takeWarnings(/b: two Error: why/)).toEqual(['[storefront] b: two']);
    expect(takeErrors()).toEqual(['boom']);
    expect(takeWarnings()).toEqual([]);
    expect(verdict()).toBe('');
  });

  it('readWarnings counts every matching warning of the test, taken before or not', () => {
    console.warn('[storefront] a: one');
    expect(takeWarnings()).toHaveLength(1);
    console.warn('[storefront] a: one again');
    expect(readWarnings('[storefront] a:')).toHaveLength(2);
    expect(verdict()).toBe('');
  });

  it('a declared message must come, and covers what it matches', () => {
    expectConsole(/never logged/, /declared/);
    console.warn('[storefront] x: declared');
    expect(verdict()).toBe('expected console message never logged: /never logged/');
  });

  it('fails a test that silences console.warn itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    console.warn('hidden');
    expect(verdict()).toContain('console.warn was silenced by the test itself');
  });
});
