import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl, formBody, HttpError, postForm, readJson } from './http';
import { createQueue } from './queue';
import * as s from './schema';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('endpointUrl', () => {
  it('replaces the placeholder and keeps other query args', () => {
    expect(endpointUrl('/?lang=es&wc-ajax=%%endpoint%%', 'add_to_cart')).toBe('/?lang=es&wc-ajax=add_to_cart');
  });
});

describe('formBody', () => {
  it('encodes values as strings, objects as JSON, and skips null/undefined', () => {
    const body = formBody({ a: 1, b: 'x y', c: { k: 'v' }, d: undefined, e: null, f: false });
    expect(body.toString()).toBe('a=1&b=x+y&c=%7B%22k%22%3A%22v%22%7D&f=false');
  });
});

describe('readJson', () => {
  const schema = s.object({ ok: s.boolean() });
  it('returns the parsed, checked value', () => {
    expect(readJson('{"ok":true}', schema)).toEqual({ ok: true });
  });
  it.each([
    ['', 'empty'],
    ['<html>critical error</html>', 'invalid-json'],
    ['{"ok":', 'invalid-json'],
    ['{"ok":"yes"}', 'invalid-shape'],
  ])('classifies %j as %s', (body, kind) => {
    expect(() => readJson(body, schema)).toThrowError(expect.objectContaining({ kind }) as Error);
  });
});

describe('postForm', () => {
  it('sends nothing for a caller whose signal has already aborted (a queued request of a disposed widget)', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    controller.abort();

    await expect(postForm('/x', { a: 1 }, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends form-encoded POSTs and returns the body text', async () => {
    const fetchMock = vi.fn(async () => new Response('{"a":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postForm('/x', { time: 1 })).resolves.toBe('{"a":1}');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('time=1');
  });
  it('turns an HTTP 500 into a status error', async () => {
    vi.stubGlobal('fetch', async () => new Response('<h1>Error</h1>', { status: 500 }));
    await expect(postForm('/x', {})).rejects.toMatchObject({ kind: 'status', status: 500 });
  });
  it('times out a request that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = postForm('/x', {}, { timeoutMs: 5000 });
    const assertion = expect(pending).rejects.toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('createQueue', () => {
  it('runs tasks one at a time, in order, and keeps going after a failure', async () => {
    const queue = createQueue();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue.run(task('a')), queue.run(task('b', true)), queue.run(task('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.pending).toBe(0);
  });
});
