/**
 * A fake shop behind `fetch`: records every request (endpoint, method, headers, form body) and
 * answers from per-endpoint queues of replies. An endpoint is the `wc-ajax` query argument
 * (`add_to_cart`, `remove_from_cart`, `get_refreshed_fragments`) or, for other URLs, the path.
 */
import { vi, type Mock } from 'vitest';

/** What the shop answers: a response, or a network failure. */
export type Answer =
  | { status?: number; body: string; contentType?: string }
  /** fetch rejects as it does when the connection drops. */
  | { network: 'error' }
  /** Never answers; rejects with an AbortError once the request's signal aborts (timeouts). */
  | { network: 'hang' };

export type Reply = Answer | Deferred;

export interface Deferred {
  readonly deferred: true;
  /** Answers the request that took this reply. */
  answer(reply: Answer): void;
}

export interface ShopRequest {
  url: URL;
  endpoint: string;
  method: string;
  headers: Headers;
  body: URLSearchParams;
  /** Date.now() when the request was sent (fake timers make this exact). */
  at: number;
}

export interface Shop {
  readonly requests: ShopRequest[];
  readonly fetch: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  /** Queues replies for an endpoint, used in order; the last one repeats. */
  reply(endpoint: string, ...replies: Reply[]): void;
  /** A reply the test answers later (to hold a request in flight). */
  defer(endpoint: string): Deferred;
  to(endpoint: string): ShopRequest[];
  /** Rejects every request still in flight (test teardown). */
  dropAll(): void;
}

export const json = (body: string, status = 200): Answer => ({ status, body, contentType: 'application/json; charset=UTF-8' });
export const html = (body: string, status = 200): Answer => ({ status, body, contentType: 'text/html; charset=UTF-8' });

export function mockShop(): Shop {
  const requests: ShopRequest[] = [];
  const queues = new Map<string, Reply[]>();
  const inFlight = new Set<(error: Error) => void>();

  const answer = (reply: Answer): Promise<Response> => {
    if ('network' in reply) {
      return reply.network === 'error'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<Response>(() => {});
    }
    return Promise.resolve(
      new Response(reply.body, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': reply.contentType ?? 'application/json; charset=UTF-8' },
      }),
    );
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const endpoint = url.searchParams.get('wc-ajax') ?? url.pathname;
    const body = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : String(init.body ?? ''));
    requests.push({ url, endpoint, method: (init.method ?? 'GET').toUpperCase(), headers: new Headers(init.headers), body, at: Date.now() });

    const queue = queues.get(endpoint);
    const next = queue?.[0];
    // Deferred replies answer one request each; otherwise the last queued reply repeats.
    if (queue && next && (queue.length > 1 || 'deferred' in next)) queue.shift();
    if (!next) return new Response(`unexpected request to ${endpoint}`, { status: 599 });

    return new Promise<Response>((resolve, reject) => {
      const fail = (error: Error) => {
        inFlight.delete(fail);
        reject(error);
      };
      inFlight.add(fail);
      const signal = init.signal;
      const onAbort = () => fail(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settled = 'deferred' in next ? (next as DeferredImpl).promise.then(answer) : answer(next);
      settled.then(
        (response) => {
          inFlight.delete(fail);
          signal?.removeEventListener('abort', onAbort);
          resolve(response);
        },
        (error: Error) => {
          signal?.removeEventListener('abort', onAbort);
          fail(error);
        },
      );
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    fetch: fetchMock,
    reply(endpoint, ...replies) {
      const queue = queues.get(endpoint) ?? [];
      // A previously queued "last one repeats" reply gives way to the new ones.
      if (queue.length === 1 && !('deferred' in (queue[0] as Reply))) queue.length = 0;
      queue.push(...replies);
      queues.set(endpoint, queue);
    },
    defer(endpoint) {
      const deferred = createDeferred();
      const queue = queues.get(endpoint) ?? [];
      if (queue.length === 1 && !('deferred' in (queue[0] as Reply))) queue.length = 0;
      queue.push(deferred);
      queues.set(endpoint, queue);
      return deferred;
    },
    to: (endpoint) => requests.filter((request) => request.endpoint === endpoint),
    dropAll() {
      for (const fail of [...inFlight]) fail(new TypeError('test finished'));
    },
  };
}

interface DeferredImpl extends Deferred {
  promise: Promise<Answer>;
}

function createDeferred(): DeferredImpl {
  let resolve!: (reply: Answer) => void;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { deferred: true, promise, answer: (reply) => resolve(reply) };
}
