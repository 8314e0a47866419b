import { describeError } from './errors';
import { CHUNK_TIMEOUT_MS } from './timings';

/**
 * Every dynamic import goes through here: widget entries (the scanner), views, React, libraries
 * and on-demand parts. A failed or stalled import is tried once more (a flaky network, a deploy
 * between page and chunk), each try bounded to 120 s (spec §9); a second failure rejects with
 * the spec's ChunkLoadError, "Loading chunk … failed" (§8), which the caller reports through its
 * widget's `report` and leaves the widget as served. It lives on the loader, which uses it, so
 * it costs the other chunks an import, not a copy.
 */
export function loadChunk<T>(name: string, load: () => Promise<T>): Promise<T> {
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(reject, CHUNK_TIMEOUT_MS, `timeout: ${CHUNK_TIMEOUT_MS} ms`);
      load().then(resolve, reject).finally(() => clearTimeout(timer));
    });
  return attempt()
    .catch(attempt)
    .catch((error: unknown) => {
      throw Object.assign(new Error(`Loading chunk ${name} failed (${describeError(error)})`, { cause: error }), { name: 'ChunkLoadError' });
    });
}
