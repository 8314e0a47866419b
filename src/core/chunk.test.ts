import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './chunk';
import { CHUNK_TIMEOUT_MS } from './timings';

/** Where a promise stands, read without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

describe('loadChunk (spec §8, §9: one retry, 120 s a try, then ChunkLoadError)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the spec’s timeout is 120 000 ms', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('a never-settling import is tried again after 120 s, and after 120 s more rejects with a ChunkLoadError naming the chunk', async () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    const result = watch(loadChunk('swiper', load));

    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);

    expect(result.status).toBe('rejected');
    const error = result.error as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk swiper failed (timeout: 120000 ms)');
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an import that fails twice rejects at once with a ChunkLoadError carrying the last failure', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(() => Promise.reject(failure));
    const result = watch(loadChunk('qr', load));
    await vi.advanceTimersByTimeAsync(0);

    expect(load).toHaveBeenCalledTimes(2);
    expect(result.status).toBe('rejected');
    const error = result.error as Error;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk qr failed (Failed to fetch dynamically imported module)');
    expect(error.cause).toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a first failure then a success resolves with the module, and no timer is left behind', async () => {
    const module = { mount: () => {} };
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(module);
    const result = watch(loadChunk('view', load));
    await vi.advanceTimersByTimeAsync(0);

    expect(load).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ status: 'resolved', value: module });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a first try that stalls, then a retry that loads, resolves at 120 s', async () => {
    const module = { ok: true };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockResolvedValueOnce(module);
    const result = watch(loadChunk('view', load));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);

    expect(result).toEqual({ status: 'resolved', value: module });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an import that loads is asked for once, and its timer cleared', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const result = watch(loadChunk('sync', load));
    await vi.advanceTimersByTimeAsync(0);

    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ status: 'resolved', value: 'module' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
