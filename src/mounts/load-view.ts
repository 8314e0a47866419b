/**
 * Loads a mount's view chunk with React's chunk fetched beside it. A view chunk imports React's
 * chunk statically, so the browser would only ask for React once the view's chunk had arrived and
 * been parsed: a second round trip, about 100 ms at 4x CPU after a quick-view click. Asking for
 * both at once lets them stream in together; the module map shares the one fetch.
 */
export function loadView<T>(view: () => Promise<T>): Promise<T> {
  import('./mount').catch(() => {});
  return view();
}
