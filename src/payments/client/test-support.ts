/**
 * A fetch stand-in for the client's tests: it records each request as the wire would carry it and
 * answers from a function. Like the browser's fetch, it rejects with the signal's reason on abort.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The body as sent (a string), or undefined. */
  body: string | undefined;
}

export type Answer = Response | Error | 'hang';

export function stubFetch(answer: (request: RecordedRequest, index: number) => Answer | Promise<Answer>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : init.body == null ? undefined : String(init.body),
    };
    requests.push(request);
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const result = await answer(request, requests.length - 1);
    if (result instanceof Error) throw result;
    if (result !== 'hang') return result;
    return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
  }) as typeof fetch;
  return { fetch: fetchStub, requests };
}

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export function textAnswer(body: string, status = 200, statusText = ''): Response {
  return new Response(body, { status, statusText });
}

/** An OK answer whose body never finishes arriving. */
export function stalledBody(): Response {
  return new Response(new ReadableStream({ start() {} }), { status: 200 });
}

/** An OK answer whose body breaks off. */
export function brokenBody(): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new Error('connection reset'));
      },
    }),
    { status: 200 },
  );
}
