/**
 * Shared Playwright fixtures and helpers for the end-to-end tier.
 *
 * Import `test` and `expect` from here, never from '@playwright/test' directly: this `test` watches
 * every page of the test's browser context and fails the test, after its body has run, on
 *   - any `securitypolicyviolation` event (recorded by an init script into `window.__cspViolations`
 *     and reported to the runner as it happens),
 *   - any console message mentioning "Content Security Policy" (Chromium logs every blocked
 *     script, style, eval, inline handler that way),
 *   - any uncaught page error (`pageerror` / `weberror`).
 *   - any `storefront:error` event (recorded by the same init script in every document and frame)
 *     and any console warning or error starting with `[storefront]` (src/core/errors.ts): a widget
 *     that fails to start fails the test.
 * A test that provokes a page error on purpose can allow it with
 * `test.use({ allowedPageErrors: [/pattern/] })`. CSP violations cannot be allowed.
 * A test that provokes a storefront failure on purpose declares it, for a whole describe block with
 * `test.use({ expectedStorefrontErrors: [/add-to-cart: .*wc_add_to_cart_params/] })` or inside one
 * test with `expectStorefrontErrors(/pattern/)` (a fixture). Each pattern is tested against the
 * event's `widget: reason` and against the console text; every storefront record must match one
 * pattern, and every pattern must match at least one record, or the test fails.
 * `pageIssues` is the live list (assert on it mid-test if useful). A context a test opens itself is
 * watched with `await watchContext(ctx, pageIssues)` and swept with `await sweepContext(ctx)` before
 * it is closed.
 *
 * Helpers: axeCheck, setFault / clearFaults, countRequests, waitForStorefront, getCspViolations,
 * getStorefrontErrors.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';

export { expect };

export interface CspViolation {
  id: string;
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  column: number;
  sample: string;
  disposition: string;
  documentURI: string;
}

export interface PageIssue {
  kind: 'csp' | 'csp-console' | 'pageerror' | 'storefront-error' | 'storefront-console';
  url: string;
  message: string;
}

/** A `storefront:error` event as recorded in the page (the `error` is reduced to its message). */
export interface StorefrontErrorRecord {
  id: string;
  widget: string;
  reason: string;
  error: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
    __sfReportCspViolation?: (violation: CspViolation) => Promise<void>;
    __sfStorefrontErrors?: StorefrontErrorRecord[];
    __sfReportStorefrontError?: (record: StorefrontErrorRecord) => Promise<void>;
    axe?: typeof import('axe-core');
  }
}

/** Runs in every document (and frame) before any of the page's own scripts. Self-contained. */
function installPageRecorder(): void {
  if (window.__cspViolations) return;
  const list: CspViolation[] = [];
  window.__cspViolations = list;
  const storefrontErrors: StorefrontErrorRecord[] = [];
  window.__sfStorefrontErrors = storefrontErrors;
  document.addEventListener('storefront:error', (e) => {
    const detail = (e as CustomEvent<{ widget?: unknown; reason?: unknown; error?: unknown } | null>).detail ?? {};
    const error = detail.error;
    const record: StorefrontErrorRecord = {
      id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      widget: String(detail.widget),
      reason: String(detail.reason),
      error: error === undefined ? '' : error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
    storefrontErrors.push(record);
    try {
      void window.__sfReportStorefrontError?.(record);
    } catch {
      /* the sweep at the end of the test still finds it */
    }
  });
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const v: CspViolation = {
        id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        directive: e.effectiveDirective || e.violatedDirective,
        blockedURI: e.blockedURI,
        sourceFile: e.sourceFile,
        line: e.lineNumber,
        column: e.columnNumber,
        sample: e.sample,
        disposition: e.disposition,
        documentURI: e.documentURI,
      };
      list.push(v);
      try {
        void window.__sfReportCspViolation?.(v);
      } catch {
        /* the sweep at the end of the test still finds it */
      }
    },
    true,
  );
}

function describeViolation(v: CspViolation): string {
  const where = v.sourceFile ? ` at ${v.sourceFile}:${v.line}:${v.column}` : '';
  const sample = v.sample ? ` sample=${JSON.stringify(v.sample)}` : '';
  return `${v.disposition} ${v.directive} blocked ${v.blockedURI || '(inline)'}${where}${sample}`;
}

function describeStorefrontError(r: StorefrontErrorRecord): string {
  return `${r.widget}: ${r.reason}${r.error ? ` (${r.error})` : ''}`;
}

interface Sinks {
  violation: (url: string, v: CspViolation) => void;
  storefrontError: (url: string, r: StorefrontErrorRecord) => void;
}
const contextSinks = new WeakMap<BrowserContext, Sinks>();
/** Patterns declared by `expectStorefrontErrors`, keyed by the test's live issue list. */
const declaredStorefrontErrors = new WeakMap<PageIssue[], RegExp[]>();

/** The prefix of every console message of ours (src/core/errors.ts). */
export const STOREFRONT_CONSOLE_PREFIX = '[storefront]';

/** Attaches the recorders to a context; issues are pushed into `issues`. */
export async function watchContext(context: BrowserContext, issues: PageIssue[], seen = new Set<string>()): Promise<void> {
  const addViolation = (url: string, v: CspViolation) => {
    if (seen.has(v.id)) return;
    seen.add(v.id);
    issues.push({ kind: 'csp', url, message: describeViolation(v) });
  };
  const addStorefrontError = (url: string, r: StorefrontErrorRecord) => {
    if (seen.has(r.id)) return;
    seen.add(r.id);
    issues.push({ kind: 'storefront-error', url, message: describeStorefrontError(r) });
  };
  await context.exposeBinding('__sfReportCspViolation', (source, v: CspViolation) => {
    addViolation(source.frame.url(), v);
  });
  await context.exposeBinding('__sfReportStorefrontError', (source, r: StorefrontErrorRecord) => {
    addStorefrontError(source.frame.url(), r);
  });
  await context.addInitScript(installPageRecorder);
  context.on('weberror', (webError) => {
    const err = webError.error();
    issues.push({
      kind: 'pageerror',
      url: webError.page()?.url() ?? '',
      message: err.stack && err.stack.includes(err.message) ? err.stack : `${err.name}: ${err.message}${err.stack ? `\n${err.stack}` : ''}`,
    });
  });
  context.on('console', (msg) => {
    const text = msg.text();
    if (/content security policy/i.test(text)) {
      issues.push({ kind: 'csp-console', url: msg.page()?.url() ?? '', message: text });
    }
    if ((msg.type() === 'warning' || msg.type() === 'error') && text.startsWith(STOREFRONT_CONSOLE_PREFIX)) {
      issues.push({ kind: 'storefront-console', url: msg.page()?.url() ?? '', message: text });
    }
  });
  // Lets the final sweep dedupe against what the bindings already reported.
  contextSinks.set(context, { violation: addViolation, storefrontError: addStorefrontError });
}

/** Reads violations still sitting in the open documents (in case a binding call was in flight). */
export async function sweepContext(context: BrowserContext): Promise<void> {
  const sinks = contextSinks.get(context);
  if (!sinks) return;
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    for (const frame of page.frames()) {
      const found = await frame
        .evaluate(() => ({ violations: window.__cspViolations ?? [], storefrontErrors: window.__sfStorefrontErrors ?? [] }))
        .catch(() => ({ violations: [] as CspViolation[], storefrontErrors: [] as StorefrontErrorRecord[] }));
      for (const v of found.violations) sinks.violation(frame.url(), v);
      for (const r of found.storefrontErrors) sinks.storefrontError(frame.url(), r);
    }
  }
}

export function formatIssues(issues: PageIssue[]): string {
  if (issues.length === 0) return 'no page issues';
  const lines = issues.map((i, n) => `  ${n + 1}. [${i.kind}] ${i.url}\n     ${i.message.replace(/\n/g, '\n     ')}`);
  return `${issues.length} page issue(s) (CSP violations / uncaught errors / storefront failures not declared):\n${lines.join('\n')}`;
}

const isStorefrontIssue = (i: PageIssue) => i.kind === 'storefront-error' || i.kind === 'storefront-console';

type Options = {
  /** Uncaught page errors matching one of these are not failures (CSP violations always are). */
  allowedPageErrors: RegExp[];
  /**
   * Storefront failures (`storefront:error` as `widget: reason`, `[storefront] …` console text)
   * this test provokes on purpose. Each must be seen at least once.
   */
  expectedStorefrontErrors: RegExp[];
};
type Fixtures = {
  /** Every CSP violation, page error and storefront failure seen so far in this test's context (live list). */
  pageIssues: PageIssue[];
  /** Declares, inside one test, storefront failures it provokes on purpose (as `expectedStorefrontErrors`). */
  expectStorefrontErrors: (...patterns: RegExp[]) => void;
};

export const test = base.extend<Options & Fixtures>({
  allowedPageErrors: [[], { option: true }],
  expectedStorefrontErrors: [[], { option: true }],

  expectStorefrontErrors: async ({ pageIssues }, use) => {
    await use((...patterns) => {
      declaredStorefrontErrors.get(pageIssues)?.push(...patterns);
    });
  },

  // Checked last (after every context using it is torn down), so contexts a test opens itself
  // are covered too: `const ctx = await browser.newContext(); await watchContext(ctx, pageIssues);`
  // (and `await sweepContext(ctx)` before closing it).
  pageIssues: async ({ allowedPageErrors, expectedStorefrontErrors }, use, testInfo) => {
    const issues: PageIssue[] = [];
    const declared = [...expectedStorefrontErrors];
    declaredStorefrontErrors.set(issues, declared);
    await use(issues);
    const failing = issues.filter((i) => {
      if (i.kind === 'pageerror') return !allowedPageErrors.some((re) => re.test(i.message));
      if (isStorefrontIssue(i)) return !declared.some((re) => re.test(i.message));
      return true;
    });
    const unseen = declared.filter((re) => !issues.some((i) => isStorefrontIssue(i) && re.test(i.message)));
    const report = [
      failing.length > 0 ? formatIssues(failing) : '',
      unseen.length > 0 ? `expected storefront failure(s) never seen: ${unseen.map(String).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    if (report) {
      await testInfo.attach('page-issues.txt', { body: report, contentType: 'text/plain' });
    }
    expect(failing.length + unseen.length, report || 'no page issues').toBe(0);
  },

  context: async ({ context, pageIssues }, use) => {
    await watchContext(context, pageIssues);
    await use(context);
    await sweepContext(context);
  },
});

/** The CSP violations recorded so far in the page's current document. */
export async function getCspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** The `storefront:error` events recorded so far in the page's current document. */
export async function getStorefrontErrors(page: Page): Promise<StorefrontErrorRecord[]> {
  return page.evaluate(() => window.__sfStorefrontErrors ?? []);
}

/**
 * Waits for the `storefront:error` matching `pattern` (against "widget: reason"): the positive
 * signal that a widget decided to stay off, instead of a pause after which nothing happened.
 */
export async function waitForStorefrontError(page: Page, pattern: RegExp): Promise<void> {
  await expect
    .poll(async () => (await getStorefrontErrors(page)).some((record) => pattern.test(describeStorefrontError(record))), {
      message: `a storefront:error matching ${pattern}`,
    })
    .toBe(true);
}

/**
 * Waits until a widget's start has settled (the scanner's `storefront:started:<name>` mark): what
 * it decided at start is decided. The initial scan's end says less since a family's table can
 * come at `load`, after it.
 */
export async function waitForStarted(page: Page, name: string): Promise<void> {
  await page.waitForFunction((widget) => performance.getEntriesByName(`storefront:started:${widget}`).length > 0, name);
}

/** Waits until the bundle has finished its initial scan (`<html data-storefront="ready">`). */
export async function waitForStorefront(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.locator('html[data-storefront="ready"]').waitFor({ state: 'attached', timeout: options.timeout ?? 10_000 });
}

/**
 * Does `act` and waits until the document it navigates to has loaded and storefront is ready on it.
 * `waitForURL` cannot say this when the navigation comes back to the current URL (WooCommerce's form
 * handler adds, then redirects to the page the shopper was on): it resolves at once, on the old page.
 */
export async function navigateBack(page: Page, act: () => Promise<unknown>): Promise<void> {
  const committed = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await Promise.all([committed, act()]);
  await page.waitForLoadState('load');
  await waitForStorefront(page);
}

/**
 * Stops the page clock `page.clock.install()` set going. Installed, it still follows real time, so a
 * test asserting "not yet" after `runFor` fails whenever the machine is slow between two steps;
 * paused, only `runFor` moves it. It jumps one second ahead to pause (the clock cannot be paused in
 * the past, and the page's time goes on while this call travels).
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

// ---------------------------------------------------------------------------------------------
// Faults (cookie `sf_fault`, see docs/demo-contract.md)

function requireBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts use.baseURL)');
  return baseURL;
}

/**
 * Makes the demo server misbehave for the given endpoint(s), e.g.
 * `await setFault(context, baseURL, 'add_to_cart:500')` or `[..., 'get_refreshed_fragments:delay-2000']`.
 * Replaces any faults set before.
 */
export async function setFault(context: BrowserContext, baseURL: string | undefined, fault: string | string[]): Promise<void> {
  const list = Array.isArray(fault) ? fault : [fault];
  for (const f of list) {
    if (!/^[a-z_]+:[a-z0-9-]+$/.test(f)) throw new Error(`setFault: expected "endpoint:mode", got ${JSON.stringify(f)}`);
  }
  const raw = list.join('|');
  // ':' and '|' are valid cookie octets; encode only if something else sneaks in.
  const value = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/.test(raw) ? raw : encodeURIComponent(raw);
  await context.addCookies([{ name: 'sf_fault', value, url: requireBaseURL(baseURL) }]);
}

/** Removes every fault. */
export async function clearFaults(context: BrowserContext, _baseURL?: string): Promise<void> {
  await context.clearCookies({ name: 'sf_fault' });
}

// ---------------------------------------------------------------------------------------------
// Request counting

export interface RequestCounter {
  readonly count: number;
  readonly requests: Request[];
  reset(): void;
  stop(): void;
}

/** The `wc-ajax` endpoint a request targets (`/?wc-ajax=add_to_cart` → 'add_to_cart'), or null. */
export function wcAjaxEndpoint(url: string): string | null {
  try {
    return new URL(url).searchParams.get('wc-ajax');
  } catch {
    return null;
  }
}

/**
 * Counts requests to `?wc-ajax=<endpoint>` made by the page from now on.
 * `const frags = countRequests(page, 'get_refreshed_fragments'); ...; expect(frags.count).toBe(0)`.
 */
export function countRequests(page: Page, endpoint: string): RequestCounter {
  const requests: Request[] = [];
  const onRequest = (req: Request) => {
    if (wcAjaxEndpoint(req.url()) === endpoint) requests.push(req);
  };
  page.on('request', onRequest);
  return {
    get count() {
      return requests.length;
    },
    get requests() {
      return requests;
    },
    reset() {
      requests.length = 0;
    },
    stop() {
      page.off('request', onRequest);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Accessibility (axe-core)

let axeSource: string | undefined;
function localAxeSource(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Selector-only axe context (it crosses into the page, so no element handles). */
export type AxeContext = string | string[] | { include?: string | string[]; exclude?: string | string[] };

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

export function formatAxeViolations(violations: AxeViolation[]): string {
  if (violations.length === 0) return 'no axe violations';
  const parts = violations.map((v) => {
    const nodes = v.nodes
      .map((n) => `      - ${n.target}\n        ${n.html}\n        ${n.summary.replace(/\n/g, '\n        ')}`)
      .join('\n');
    return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
  });
  return `${violations.length} axe violation(s):\n${parts.join('\n')}`;
}

/**
 * Resolves once no finite animation or transition runs in the page: axe reads computed colours,
 * and a control sampled halfway through its colour transition (a hover, a pressed filter) fails
 * contrast at a value no shopper sees for long. Ones that start while waiting (a transition that
 * ends and starts another) are waited for too; endless ones (spinners) are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((animation) => {
        const { iterations, endTime } = animation.effect?.getComputedTiming() ?? {};
        return animation.playState === 'running' && iterations !== Infinity && endTime !== Infinity;
      });
    for (let pending = running(); pending.length; pending = running()) {
      await Promise.all(pending.map((animation) => animation.finished.catch(() => undefined)));
      // The frame after the last one ended, when the end styles are applied.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/**
 * Loads axe-core into the page and asserts the page, or `context` within it, has 0 violations.
 * axe is evaluated by the test runner itself (DevTools protocol), never by adding a <script>: an
 * inline one would break the CSP, and setting a script's `src` is a sink the page's Trusted Types
 * enforcement refuses.
 */
export async function axeCheck(
  page: Page,
  context?: AxeContext,
  options: { disableRules?: string[] } = {},
): Promise<AxeViolation[]> {
  await transitionsEnded(page);
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) {
    await page.evaluate(localAxeSource());
  }
  const violations = await page.evaluate(
    async ({ ctx, disableRules }) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      const toList = (s: string | string[] | undefined) => (s === undefined ? undefined : Array.isArray(s) ? s : [s]);
      let spec: import('axe-core').ElementContext = document;
      if (typeof ctx === 'string' || Array.isArray(ctx)) spec = toList(ctx) as string[];
      else if (ctx) {
        const include = toList(ctx.include);
        const exclude = toList(ctx.exclude);
        spec = include ? { include, ...(exclude ? { exclude } : {}) } : { exclude: exclude ?? [] };
      }
      const rules: Record<string, { enabled: boolean }> = {};
      for (const id of disableRules) rules[id] = { enabled: false };
      const results = await axe.run(spec, { resultTypes: ['violations'], rules });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))).join(' '),
          html: n.html.length > 300 ? `${n.html.slice(0, 300)}…` : n.html,
          summary: n.failureSummary ?? '',
        })),
      }));
    },
    { ctx: context ?? null, disableRules: options.disableRules ?? [] },
  );
  expect(violations.length, formatAxeViolations(violations)).toBe(0);
  return violations;
}
