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
 * A test that provokes a page error on purpose can allow it with
 * `test.use({ allowedPageErrors: [/pattern/] })`. CSP violations cannot be allowed.
 * `pageIssues` is the live list (assert on it mid-test if useful). A context a test opens itself is
 * watched with `await watchContext(ctx, pageIssues)` and swept with `await sweepContext(ctx)` before
 * it is closed.
 *
 * Helpers: axeCheck, setFault / clearFaults, countRequests, waitForStorefront, getCspViolations.
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
  kind: 'csp' | 'csp-console' | 'pageerror';
  url: string;
  message: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
    __sfReportCspViolation?: (violation: CspViolation) => Promise<void>;
    axe?: typeof import('axe-core');
  }
}

/** Runs in every document (and frame) before any of the page's own scripts. Self-contained. */
function installCspRecorder(): void {
  if (window.__cspViolations) return;
  const list: CspViolation[] = [];
  window.__cspViolations = list;
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

const violationSinks = new WeakMap<BrowserContext, (url: string, v: CspViolation) => void>();

/** Attaches the recorders to a context; issues are pushed into `issues`. */
export async function watchContext(context: BrowserContext, issues: PageIssue[], seen = new Set<string>()): Promise<void> {
  const addViolation = (url: string, v: CspViolation) => {
    if (seen.has(v.id)) return;
    seen.add(v.id);
    issues.push({ kind: 'csp', url, message: describeViolation(v) });
  };
  await context.exposeBinding('__sfReportCspViolation', (source, v: CspViolation) => {
    addViolation(source.frame.url(), v);
  });
  await context.addInitScript(installCspRecorder);
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
  });
  // Lets the final sweep dedupe against what the binding already reported.
  violationSinks.set(context, addViolation);
}

/** Reads violations still sitting in the open documents (in case a binding call was in flight). */
export async function sweepContext(context: BrowserContext): Promise<void> {
  const add = violationSinks.get(context);
  if (!add) return;
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    for (const frame of page.frames()) {
      const list = await frame.evaluate(() => window.__cspViolations ?? []).catch(() => [] as CspViolation[]);
      for (const v of list) add(frame.url(), v);
    }
  }
}

export function formatIssues(issues: PageIssue[]): string {
  if (issues.length === 0) return 'no page issues';
  const lines = issues.map((i, n) => `  ${n + 1}. [${i.kind}] ${i.url}\n     ${i.message.replace(/\n/g, '\n     ')}`);
  return `${issues.length} page issue(s) (CSP violations / uncaught errors):\n${lines.join('\n')}`;
}

type Options = {
  /** Uncaught page errors matching one of these are not failures (CSP violations always are). */
  allowedPageErrors: RegExp[];
};
type Fixtures = {
  /** Every CSP violation and page error seen so far in this test's context (live list). */
  pageIssues: PageIssue[];
};

export const test = base.extend<Options & Fixtures>({
  allowedPageErrors: [[], { option: true }],

  // Checked last (after every context using it is torn down), so contexts a test opens itself
  // are covered too: `const ctx = await browser.newContext(); await watchContext(ctx, pageIssues);`
  // (and `await sweepContext(ctx)` before closing it).
  pageIssues: async ({ allowedPageErrors }, use, testInfo) => {
    const issues: PageIssue[] = [];
    await use(issues);
    const failing = issues.filter(
      (i) => !(i.kind === 'pageerror' && allowedPageErrors.some((re) => re.test(i.message))),
    );
    if (failing.length > 0) {
      await testInfo.attach('page-issues.txt', { body: formatIssues(failing), contentType: 'text/plain' });
    }
    expect(failing.length, formatIssues(failing)).toBe(0);
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

/** Waits until the bundle has finished its initial scan (`<html data-storefront="ready">`). */
export async function waitForStorefront(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.locator('html[data-storefront="ready"]').waitFor({ state: 'attached', timeout: options.timeout ?? 10_000 });
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

const AXE_PATH = '/vendor/axe.min.js';
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
 * Loads axe-core as an external same-origin script (`/vendor/axe.min.js`; inline code would break
 * the CSP) and asserts the page, or `context` within it, has 0 violations.
 * If the demo server does not serve the file, it is answered from node_modules/axe-core.
 */
export async function axeCheck(
  page: Page,
  context?: AxeContext,
  options: { disableRules?: string[] } = {},
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) {
    const url = new URL(AXE_PATH, page.url()).href;
    const handler = async (route: import('@playwright/test').Route) => {
      const response = await route.fetch().catch(() => null);
      if (response && response.ok()) return route.fulfill({ response });
      return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: localAxeSource() });
    };
    await page.route(url, handler);
    try {
      await page.addScriptTag({ url: AXE_PATH });
    } finally {
      await page.unroute(url, handler);
    }
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
