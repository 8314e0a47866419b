// What both inner pages need from their frame: the API address the server wrote into the page, the
// zoid child registration, and calls to the parent's callbacks that never throw into the page.

/** The client API's base URL, from <meta name="sandbox-api-url"> (no inline script is allowed). */
export function pageApiUrl(doc = document) {
  const content = doc.querySelector('meta[name="sandbox-api-url"]')?.getAttribute('content') ?? '';
  return content.replace(/\/+$/, '');
}

/** This page's address without its query: the component's url as the parent also names it. */
export function pageUrl(loc = location) {
  return `${loc.origin}${loc.pathname}`;
}

/**
 * Registers this page as the zoid child of `options.tag`. Returns window.xprops (the parent's
 * props), or null when the page was opened by anything but a zoid parent.
 */
export function registerChild(zoid, options) {
  zoid.create(options);
  return window.xprops ?? null;
}

/**
 * Calls the parent's callback `name` if it passed one. The call crosses the frame boundary and
 * answers with a promise that rejects when the parent has gone; nothing here depends on its answer.
 */
export function callParent(props, name, ...args) {
  const callback = props?.[name];
  if (typeof callback !== 'function') return;
  try {
    const answer = callback(...args);
    if (answer && typeof answer.catch === 'function') answer.catch(() => {});
  } catch {
    // The parent window is closing: there is no one left to tell.
  }
}

/** Sends the page's own uncaught failures to the parent's onError (messages only, never field values). */
export function reportFailures(props, win = window) {
  const report = (error) => {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unexpected error';
    callParent(props, 'onError', { message });
  };
  win.addEventListener('error', (event) => report(event.error ?? event.message));
  win.addEventListener('unhandledrejection', (event) => report(event.reason));
}
