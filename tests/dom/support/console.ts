/**
 * The DOM tier's console gate (installed for every DOM test by tests/dom/setup.ts).
 *
 * `console.warn` and `console.error` are silenced and recorded for each test; at the end of the
 * test, anything logged that the test did not take or declare fails it, and so does a declared
 * message that never came. A widget that warns where nobody looks is a failure, not noise.
 *
 *   takeWarnings()                 → the warnings so far (first argument, as text), now accounted for
 *   takeWarnings('[storefront] x:') / takeWarnings(/pattern/)  → only those matching (prefix or regexp)
 *   takeErrors(...)                → the same for console.error
 *   readWarnings(match)            → every matching warning of the test, taken before or not (and
 *                                    accounts for them): for counting a warning that must not repeat
 *   expectConsole(/pattern/)       → declares a message (warn or error) that must come before the end
 *   consoleSpies()                 → the two mocks, for `expect(spies.warn).not.toHaveBeenCalled()`
 *
 * Do not spy on console.warn / console.error yourself: `vi.spyOn` hands back the same mock, and
 * replacing its implementation would hide the messages from the gate (the gate notices and fails).
 */
import { vi, type Mock } from 'vitest';

type Level = 'warn' | 'error';
type ConsoleFn = (...args: unknown[]) => void;

export interface ConsoleRecord {
  level: Level;
  args: unknown[];
  /** The first argument as text (`[storefront] widget: reason`). */
  message: string;
  /** Every argument as text, errors as `Name: message`. */
  text: string;
  taken: boolean;
}

const records: ConsoleRecord[] = [];
const declared: RegExp[] = [];
let spies: { warn: Mock<ConsoleFn>; error: Mock<ConsoleFn> } | undefined;
let originals: { warn: ConsoleFn; error: ConsoleFn } | undefined;

function describeArg(arg: unknown): string {
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  if (typeof arg === 'string') return arg;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
}

const recorders: Record<Level, ConsoleFn> = {
  warn: (...args) => record('warn', args),
  error: (...args) => record('error', args),
};

function record(level: Level, args: unknown[]): void {
  records.push({ level, args, message: String(args[0]), text: args.map(describeArg).join(' '), taken: false });
}

function matches(r: ConsoleRecord, match: string | RegExp | undefined): boolean {
  if (match === undefined) return true;
  return typeof match === 'string' ? r.message.startsWith(match) : match.test(r.text);
}

function take(level: Level, match?: string | RegExp): string[] {
  const found = records.filter((r) => r.level === level && !r.taken && matches(r, match));
  for (const r of found) r.taken = true;
  return found.map((r) => r.message);
}

/** Warnings logged so far and not yet taken (a string matches as a prefix of the first argument). */
export function takeWarnings(match?: string | RegExp): string[] {
  return take('warn', match);
}

/** Every warning of this test matching `match`, taken before or not; all of them are accounted for. */
export function readWarnings(match: string | RegExp): string[] {
  const found = records.filter((r) => r.level === 'warn' && matches(r, match));
  for (const r of found) r.taken = true;
  return found.map((r) => r.message);
}

/** console.error messages logged so far and not yet taken. */
export function takeErrors(match?: string | RegExp): string[] {
  return take('error', match);
}

/** Declares console messages (warn or error) this test provokes on purpose; each must come. */
export function expectConsole(...patterns: RegExp[]): void {
  declared.push(...patterns);
}

/** The mocks standing in for console.warn and console.error during the current test. */
export function consoleSpies(): { warn: Mock<ConsoleFn>; error: Mock<ConsoleFn> } {
  if (!spies) throw new Error('consoleSpies(): the console gate is not installed (tests/dom/setup.ts)');
  return spies;
}

export function startConsoleGate(): void {
  records.length = 0;
  declared.length = 0;
  originals = { warn: console.warn, error: console.error };
  spies = { warn: vi.fn(recorders.warn), error: vi.fn(recorders.error) };
  console.warn = spies.warn;
  console.error = spies.error;
}

/** Restores the console and returns what is wrong with this test's console use ('' if nothing). */
export function finishConsoleGate(): string {
  const problems: string[] = [];
  if (spies) {
    for (const level of ['warn', 'error'] as const) {
      if (spies[level].getMockImplementation() !== recorders[level]) {
        problems.push(`console.${level} was silenced by the test itself; use takeWarnings / takeErrors / expectConsole (tests/dom/support/console.ts)`);
      }
    }
  }
  if (originals) {
    console.warn = originals.warn;
    console.error = originals.error;
  }
  const unexpected = records.filter((r) => !r.taken && !declared.some((re) => re.test(r.text)));
  const unseen = declared.filter((re) => !records.some((r) => re.test(r.text)));
  for (const r of unexpected) problems.push(`unexpected console.${r.level}: ${r.text}`);
  for (const re of unseen) problems.push(`expected console message never logged: ${String(re)}`);
  records.length = 0;
  declared.length = 0;
  spies = undefined;
  originals = undefined;
  return problems.join('\n');
}
