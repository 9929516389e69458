/** A request as the fake fetch saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** What a route handler may answer: a Response, or a JSON body with a status. */
export type FakeAnswer = Response | { status?: number; body?: unknown } | Promise<Response | { status?: number; body?: unknown }>;

/** Test helper: a fetch that records requests and answers through `handler`. */
export function createFakeFetch(handler: (request: RecordedRequest) => FakeAnswer) {
  const calls: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: parsed.pathname,
      headers: new Headers(init.headers),
      body,
      signal: init.signal,
    };
    calls.push(request);
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    return json(answer.status ?? 200, answer.body);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A JSON Response. */
export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': 'application/json' },
  });
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 201: 'Created', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden',
  404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

/** A promise with its resolve function exposed, to control when an answer arrives. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
}
