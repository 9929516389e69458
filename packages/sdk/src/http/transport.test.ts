import { createFetch } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { ApiError, NetworkError, SdkError } from './errors';
import { RETRY_AFTER_MAX_MS, RETRY_DELAYS_MS, parseRetryAfter, type RetryOptions } from './retry';
import { ERROR_MESSAGES } from '../rules/error-catalogue';
import { createTransport, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type HttpMethod } from './transport';

const NOW = Date.UTC(2026, 2, 5, 10);
const unavailable = { status: 503, body: { status: 503, message: 'Bảo trì' } };
const ok = { status: 200, body: { status: 200, data: [] } };

/** A transport over a fake fetch, with no jitter unless `random` says otherwise. */
function setup(handler: (request: RecordedRequest) => FakeAnswer, retry: RetryOptions | false = { random: () => 0 }) {
  const fake = createFakeFetch(handler);
  const transport = createTransport({ baseUrl: 'https://api.test', fetch: fake.fetch, retry });
  return { ...fake, transport };
}

/** Answers `answers` in turn, then the last one forever. */
const inTurn = (...answers: FakeAnswer[]) => {
  let index = 0;
  return () => answers[Math.min(index++, answers.length - 1)]!;
};

const withHeaders = (status: number, headers: Record<string, string>) => {
  const response = json(status, { status, message: 'Chậm lại' });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};

/** Advances fake time by `ms` and reports how many requests went out by then. */
async function callsAfter(calls: unknown[], ms: number): Promise<number> {
  await vi.advanceTimersByTimeAsync(ms);
  return calls.length;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('createTransport retries', () => {
  it('retries a GET on 503 after each tier delay and returns the answer that succeeds', async () => {
    const { transport, calls } = setup(inTurn(unavailable, unavailable, unavailable, ok));
    const pending = transport.send('/api/posts', {}, null);
    expect(await callsAfter(calls, 0)).toBe(1);
    for (const [retry, delay] of RETRY_DELAYS_MS.entries()) {
      expect(await callsAfter(calls, delay - 1)).toBe(retry + 1);
      expect(await callsAfter(calls, 1)).toBe(retry + 2);
    }
    await expect(pending).resolves.toEqual(ok.body);
  });

  it('adds jitter to the tier delay', async () => {
    const { transport, calls } = setup(inTurn(unavailable, ok), { random: () => 0.5 });
    const pending = transport.send('/api/posts', {}, null);
    expect(await callsAfter(calls, 624)).toBe(1); // 500 ms + 0.5 × 500 × 0.5
    expect(await callsAfter(calls, 1)).toBe(2);
    await expect(pending).resolves.toEqual(ok.body);
  });

  it('gives up after the last tier with the last error', async () => {
    const statuses = [500, 502, 504, 503];
    const { transport, calls } = setup(inTurn(...statuses.map((status) => ({ status, body: { status, message: `Lỗi ${status}` } }))));
    const pending = transport.send('/api/posts', {}, null).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, userMessage: 'Lỗi 503', message: '[GET] "https://api.test/api/posts": 503 Service Unavailable' });
    expect(calls).toHaveLength(RETRY_DELAYS_MS.length + 1);
  });

  it('retries 408 and 429, and no other 4xx', async () => {
    for (const status of [408, 429]) {
      const { transport, calls } = setup(inTurn({ status, body: {} }, ok));
      const pending = transport.send('/api/posts', {}, null);
      expect(await callsAfter(calls, RETRY_DELAYS_MS[0]!)).toBe(2);
      await expect(pending).resolves.toEqual(ok.body);
    }
    for (const status of [400, 401, 403, 404, 409]) {
      const { transport, calls } = setup(() => ({ status, body: {} }));
      const pending = transport.send('/api/posts', {}, null).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await pending).toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
  });

  it('waits what Retry-After asks, in seconds or as a date, capped', async () => {
    const cases: [string, number][] = [
      ['3', 3000],
      [new Date(NOW + 4000).toUTCString(), 4000],
      ['3600', RETRY_AFTER_MAX_MS],
    ];
    for (const [header, wait] of cases) {
      vi.setSystemTime(NOW);
      const { transport, calls } = setup(inTurn(withHeaders(429, { 'retry-after': header }), ok));
      const pending = transport.send('/api/posts', {}, null);
      expect(await callsAfter(calls, wait - 1)).toBe(1);
      expect(await callsAfter(calls, 1)).toBe(2);
      await expect(pending).resolves.toEqual(ok.body);
    }
  });

  it('never retries a POST, PATCH, PUT or DELETE', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] satisfies HttpMethod[]) {
      const { transport, calls } = setup(() => unavailable);
      const pending = transport.send('/api/posts', { method, body: {} }, null).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await pending).toMatchObject({ status: 503 });
      expect(calls).toHaveLength(1);
    }
  });

  it('never retries an abort, also one that comes while it waits to retry', async () => {
    const controller = new AbortController();
    const { transport, calls } = setup(() => unavailable);
    const pending = transport.send('/api/posts', { signal: controller.signal }, null).catch((error: unknown) => error);
    expect(await callsAfter(calls, 100)).toBe(1);
    controller.abort();
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'aborted', message: '[GET] "https://api.test/api/posts": aborted' });
    expect(calls).toHaveLength(1);

    const inFlight = new AbortController();
    const hanging = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const sent = hanging.transport.send('/api/posts', { signal: inFlight.signal }, null).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(0);
    inFlight.abort();
    expect(await sent).toMatchObject({ code: 'aborted' });
    await vi.runAllTimersAsync();
    expect(hanging.calls).toHaveLength(1);
  });

  it('does not retry a request that got no answer', async () => {
    const { transport, calls } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const pending = transport.send('/api/posts', {}, null).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await pending).toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry with retry: false', async () => {
    const { transport, calls } = setup(() => unavailable, false);
    const pending = transport.send('/api/posts', {}, null).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });
});

describe('createTransport answers and errors', () => {
  it('words errors as ofetch does, query string included', async () => {
    const notFound = () => ({ status: 404, body: { status: 404, message: 'Không tìm thấy' } });
    const { transport, fetch } = setup(notFound);
    const error = await transport.send('/api/posts/', { query: { page: 2 } }, null).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('[GET] "https://api.test/api/posts/?page=2": 404 Not Found');
    const ofetchError = await createFetch({ fetch })('https://api.test/api/posts/', { query: { page: 2 }, retry: false }).catch((caught: Error) => caught);
    expect((error as ApiError).message).toBe(ofetchError.message);

    const offline = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(offline.transport.send('/api/posts', {}, null)).rejects.toThrow('[GET] "https://api.test/api/posts": <no response> fetch failed');
  });

  it('reads a blob answer as a Blob, and its error answer as the contract error body', async () => {
    const pdf = new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-type': 'application/pdf' } });
    const { transport } = setup(inTurn(pdf, { status: 403, body: { status: 403, message: 'Không có quyền' } }));
    const file = await transport.send('/api/cv/1/file/', { responseType: 'blob' }, null);
    expect(file).toBeInstanceOf(Blob);
    await expect((file as Blob).text()).resolves.toBe('%PDF-1.4');
    await expect(transport.send('/api/cv/1/file/', { responseType: 'blob' }, null)).rejects.toMatchObject({ status: 403, userMessage: 'Không có quyền' });
  });

  it('decodes an empty answer as undefined and a text answer as text', async () => {
    const { transport } = setup(inTurn(new Response('', { status: 200 }), new Response(null, { status: 204 }), new Response('xin chào', { headers: { 'content-type': 'text/plain' } })));
    await expect(transport.send('/api/a', { method: 'DELETE' }, null)).resolves.toBeUndefined();
    await expect(transport.send('/api/a', { method: 'DELETE' }, null)).resolves.toBeUndefined();
    await expect(transport.send('/api/a', {}, null)).resolves.toBe('xin chào');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, never below zero, and nothing else', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(new Date(NOW + 1500).toUTCString(), NOW)).toBe(1000); // dates have whole seconds
    expect(parseRetryAfter(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
    for (const unreadable of [null, undefined, '', '-1', '1.5', 'soon']) expect(parseRetryAfter(unreadable, NOW)).toBeUndefined();
  });
});

describe('request timeout', () => {
  /** A server that never answers: the request ends only when its signal aborts. */
  const hanging: typeof globalThis.fetch = (_input, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));

  /** Starts a request and records how it settled, without awaiting it. */
  function start(promise: Promise<unknown>) {
    const outcome: { error?: unknown; settled: boolean } = { settled: false };
    promise.then(
      () => (outcome.settled = true),
      (error: unknown) => Object.assign(outcome, { settled: true, error }),
    );
    return outcome;
  }

  it('fails a request with no answer after 15 s as a network error with the Vietnamese timeout text', async () => {
    const transport = createTransport({ baseUrl: 'https://api.test', fetch: hanging });
    const outcome = start(transport.send('/api/posts/', {}, null));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(NetworkError);
    const error = outcome.error as NetworkError;
    expect([error.code, error.timedOut, error.userMessage]).toEqual(['network', true, ERROR_MESSAGES.requestTimeout]);
    expect(error.message).toBe('[GET] "https://api.test/api/posts/": <no response> timed out after 15000 ms');
  });

  it('takes the timeout from the options, also when the caller passes a signal, and never retries it', async () => {
    let calls = 0;
    const counting: typeof globalThis.fetch = (input, init) => ((calls += 1), hanging(input, init));
    const transport = createTransport({ baseUrl: 'https://api.test', fetch: counting, timeoutMs: 2000 });
    const outcome = start(transport.send('/api/posts/', { signal: new AbortController().signal }, null));
    await vi.advanceTimersByTimeAsync(2000);
    expect((outcome.error as NetworkError).timedOut).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
  });

  it("reports the caller's abort as an abort, not a timeout", async () => {
    const transport = createTransport({ baseUrl: 'https://api.test', fetch: hanging });
    const controller = new AbortController();
    const outcome = start(transport.send('/api/posts/', { signal: controller.signal }, null));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome.error as SdkError).code).toBe('aborted');
  });

  it('gives uploads 2 minutes, and none with timeoutMs: false', async () => {
    const transport = createTransport({ baseUrl: 'https://api.test', fetch: hanging });
    const upload = start(transport.send('/api/cv/', { method: 'POST', body: new FormData() }, null));
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    expect(upload.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((upload.error as NetworkError).timedOut).toBe(true);
    const patient = createTransport({ baseUrl: 'https://api.test', fetch: hanging, timeoutMs: false });
    const outcome = start(patient.send('/api/posts/', {}, null));
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS * 10);
    expect(outcome.settled).toBe(false);
  });

  it('leaves no timer behind once the answer came', async () => {
    const { transport } = setup(() => ok);
    await transport.send('/api/posts/', {}, null);
    expect(vi.getTimerCount()).toBe(0);
  });
});
