import { destr } from 'destr';
import { createFetch, FetchError, type FetchResponse, type ResponseType } from 'ofetch';
import * as z from 'zod/mini';
import { globalTimers, type TimerHandle, type Timers } from '../lib/timers';
import { ApiError, describeRequest, NetworkError, SdkError } from './errors';
import { retryOptions, type RetryOptions } from './retry';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query value; `undefined`, `null` and '' are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Options of one request. */
export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue> | URLSearchParams;
  /** A plain object or array (sent as JSON), FormData (multipart), or a string / Blob sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * `false` for calls that must not carry the stored token nor trigger a refresh on 401
   * (login, register, token refresh, activation, password reset). Default `true`.
   */
  auth?: boolean;
  /** Send this access token instead of the stored one (no refresh on 401), e.g. right after a silent login. */
  accessToken?: string;
  /**
   * 'blob' reads a successful answer as a Blob (files such as a CV); 'stream' hands back its body
   * unread, a `ReadableStream<Uint8Array>` (server-sent events); errors are still decoded as JSON.
   */
  responseType?: 'json' | 'blob' | 'stream';
}

/**
 * How long a request may go without its answer, retries included, before it fails with a
 * `NetworkError` (`timedOut`): a hung connection never leaves a spinner up for good. 15 s: well
 * above the API's slowest answer (the sitemap, < 1 s) plus the retry waits (3.5 s).
 */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A multipart body (a CV up to 5 MB, a logo) gets this long: 5 MB at a slow 3G uplink's ~0.5 Mbit/s is ~80 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Schema type accepted for response parsing (any zod/mini schema). */
export type ResponseSchema = z.core.$ZodType;

/** Options of {@link createTransport}. */
export interface TransportOptions {
  /** API origin, e.g. 'https://api.jobhub.vn'; '' (default) means same origin. */
  baseUrl?: string;
  /** fetch implementation; default the global fetch, looked up per call. */
  fetch?: typeof globalThis.fetch;
  /** Retry policy of GET requests (see `retryOptions`); `false` turns retries off. */
  retry?: RetryOptions | false;
  /** Request timeout in ms (default {@link REQUEST_TIMEOUT_MS}; uploads {@link UPLOAD_TIMEOUT_MS}); `false` for none. */
  timeoutMs?: number | false;
  /** Timers of the request timeout (default: the globals). */
  timers?: Timers;
}

/** One request and one answer, without any session handling (see `createHttpClient` for that). */
export interface Transport {
  /**
   * Sends a request with `token` as bearer (none when null) and returns the decoded answer.
   * Retries a GET on 408, 429 and 5xx (see `retryOptions`). Throws {@link ApiError}
   * for error statuses (the last one after the retries), {@link NetworkError} without a response
   * or past the timeout, and `SdkError('aborted')` when the caller's signal aborted it.
   */
  send(path: string, options: RequestOptions, token: string | null): Promise<unknown>;
  /** Parses `data` with `schema`, or throws `SdkError('invalid_response')` naming the request. */
  parse<S extends ResponseSchema>(schema: S, data: unknown, method: string, path: string): z.output<S>;
}

/** ofetch's query: '', null and undefined left out, every value in a list so that ofetch repeats the key. */
function toQuery(query: RequestOptions['query']): Record<string, (string | number | boolean)[]> | undefined {
  if (!query) return undefined;
  const result: Record<string, (string | number | boolean)[]> = {};
  for (const [key, value] of query instanceof URLSearchParams ? query : Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    (result[key] ??= []).push(...(Array.isArray(value) ? value : [value as string | number | boolean]));
  }
  return Object.keys(result).length ? result : undefined;
}

/**
 * Where ofetch's decoding differs from the SDK's: an empty answer is `undefined` (as a 204 is),
 * and the error answer of a blob or stream request is still read as JSON, for its contract error body.
 */
async function normaliseData({ response }: { response: FetchResponse<unknown> }): Promise<void> {
  let data = response._data;
  if (!response.ok && data instanceof Blob) data = destr(await data.text());
  else if (!response.ok && typeof ReadableStream !== 'undefined' && data instanceof ReadableStream) data = destr(await new Response(data).text());
  response._data = data === '' ? undefined : data;
}

/** The SDK error for what ofetch threw: an abort, an error status, a timeout or no answer at all. */
function toSdkError(error: unknown, method: string, url: string, signal: AbortSignal | undefined, timedOutAfter: number | undefined): SdkError {
  const fetchError = error instanceof FetchError ? error : undefined;
  const cause: unknown = fetchError?.cause ?? error;
  if (timedOutAfter !== undefined && !signal?.aborted) return new NetworkError({ method, url, cause, timeoutMs: timedOutAfter });
  if (signal?.aborted || (cause instanceof Error && cause.name === 'AbortError')) {
    return new SdkError('aborted', `${describeRequest(method, url)}: aborted`, { cause });
  }
  // ofetch's request is the URL it sent, query string included.
  const sent = fetchError?.request === undefined ? url : String(fetchError.request);
  if (fetchError?.response) {
    const { status, statusText } = fetchError.response;
    return new ApiError({ method, url: sent, status, statusText, data: fetchError.data, cause: fetchError });
  }
  return new NetworkError({ method, url: sent, cause });
}

/**
 * Creates the fetch wrapper under every SDK request, on ofetch (DESIGN.md): ofetch sends, builds
 * the query, serialises JSON bodies (FormData goes as is), decodes answers and retries; errors
 * become the SDK's error classes, whose messages read like ofetch's
 * (`[GET] "https://api.jobhub.vn/api/posts": 404 Not Found`). Retries: see {@link retryOptions};
 * a request that got no answer is not retried (the no-connection message shows at once) and an
 * aborted one never is. An abort during a wait between retries sends nothing more; the request
 * rejects when that wait ends (ofetch's wait does not listen to the signal, and racing it would
 * cost ~70 B gzip of the 14 KiB `createClient` budget: the stores ignore a stale answer anyway).
 *
 * @example
 * const transport = createTransport({ baseUrl: 'https://api.jobhub.vn' });
 * const data = await transport.send('/api/fields/', {}, null);
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timers = options.timers ?? globalTimers;
  const $fetch = createFetch({
    // As the platform's fetch does, an aborted signal sends nothing, whatever fetch is injected:
    // so a retry that ofetch starts after the caller aborted never goes out.
    fetch(input, init) {
      init?.signal?.throwIfAborted();
      return fetchImpl(input, init);
    },
    defaults: {
      // Statuses only: without an answer ofetch would retry as if it were a 500.
      onRequestError: ({ options: current }) => void (current.retry = false),
      onResponse: normaliseData,
    },
  });

  return {
    async send(path, opts, token) {
      const method = opts.method ?? 'GET';
      const url = `${baseUrl}${path}`;
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      const upload = typeof FormData !== 'undefined' && opts.body instanceof FormData;
      const limit = options.timeoutMs === false ? 0 : upload ? Math.max(UPLOAD_TIMEOUT_MS, options.timeoutMs ?? 0) : (options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      // Our own signal: ofetch's `timeout` is skipped whenever the caller passes a signal.
      const controller = new AbortController();
      const abort = () => controller.abort(opts.signal?.reason);
      if (opts.signal?.aborted) abort();
      else opts.signal?.addEventListener('abort', abort);
      let timedOut = false;
      const timer: TimerHandle | undefined =
        limit > 0
          ? timers.setTimeout(() => {
              timedOut = true;
              controller.abort();
            }, limit)
          : undefined;
      try {
        return await $fetch<unknown, ResponseType>(url, {
          method,
          headers,
          body: opts.body as BodyInit | Record<string, unknown> | undefined,
          query: toQuery(opts.query),
          signal: controller.signal,
          responseType: opts.responseType === 'json' ? undefined : opts.responseType,
          ...retryOptions(method, options.retry),
        });
      } catch (error) {
        throw toSdkError(error, method, url, opts.signal, timedOut ? limit : undefined);
      } finally {
        // A stream's body is read long after: the timeout covers the wait for the answer only, and
        // the caller's abort must still reach the body (it stops the answer on the server).
        if (timer !== undefined) timers.clearTimeout(timer);
        if (opts.responseType !== 'stream') opts.signal?.removeEventListener('abort', abort);
      }
    },

    parse(schema, data, method, path) {
      const result = z.safeParse(schema, data);
      if (result.success) return result.data;
      const where = result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new SdkError('invalid_response', `${describeRequest(method, `${baseUrl}${path}`)}: unexpected response (${where})`, {
        cause: result.error,
      });
    },
  };
}
