/**
 * Failures are reported once per widget and reason: one console warning that names the widget,
 * and a `storefront:error` event that integrations (and tests) can listen to.
 */
export interface StorefrontErrorDetail {
  widget: string;
  reason: string;
  error?: unknown;
}

const reported = new Set<string>();

export function report(widget: string, reason: string, error?: unknown): void {
  const key = `${widget}\u0000${reason}`;
  if (reported.has(key)) return;
  reported.add(key);
  // No second argument without an error: the console would print "undefined".
  console.warn(`[storefront] ${widget}: ${reason}`, ...(error === undefined ? [] : [error]));
  const detail: StorefrontErrorDetail = { widget, reason, error };
  document.dispatchEvent(new CustomEvent('storefront:error', { detail }));
}

/** Coexistence notices are informational, but must also never repeat. */
export function noteOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[storefront] ${message}`);
}

/** For tests: forget what was reported. */
export function resetReported(): void {
  reported.clear();
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
