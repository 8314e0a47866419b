/**
 * Starts fetching React's chunk (the shared root and React itself) beside another import. A view
 * chunk imports React's chunk statically, so the browser would only ask for React once the view's
 * chunk had arrived and been parsed, and the view only once the widget's own chunk had run: each
 * a round trip, about 100 ms at 4x CPU. Asking at once lets them stream in together; the module
 * map shares the one fetch. A warm-up only, so not through loadChunk: the view's import, which
 * needs React's chunk, is, and a React that fails or stalls is reported through it. (Importing
 * core/chunk.ts here also made the build split errors.ts and timings.ts out of the loader into
 * two more requests before `load`.)
 */
export function withReact<T>(load: () => Promise<T>): Promise<T> {
  import('./mount').catch(() => {});
  return load();
}

/** A mount's view, with React's chunk asked for beside it. */
export const loadView = withReact;
