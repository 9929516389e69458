import type { FetchOptions } from 'ofetch';

/** How the HTTP layer retries a failed request; `false` in the client options turns retries off. */
export interface RetryOptions {
  /** Wait before each retry, in ms; the list's length is the number of retries. Default {@link RETRY_DELAYS_MS}. */
  delaysMs?: readonly number[];
  /** A number in [0, 1) for the jitter (default `Math.random`). */
  random?: () => number;
  /** Clock in epoch ms, to read a `Retry-After` date (default `Date.now`). */
  now?: () => number;
}

/** Wait before the first, second and third retry: rides over a restart or a proxy blip without leaving a reader waiting long. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];
/** Each wait grows by a random share of itself up to this, so clients that failed together do not come back together. */
export const RETRY_JITTER_RATIO = 0.5;
/** The longest wait a `Retry-After` header gets; a longer one is cut to this. */
export const RETRY_AFTER_MAX_MS = 10_000;
/** Statuses that are retried (STYLE §5): 408, 429 and every 5xx. A 401 belongs to the refresh rule. */
const RETRY_STATUSES = [408, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)];

/**
 * Reads a `Retry-After` header, in seconds or as an HTTP date, as a wait in ms (never negative).
 *
 * @returns undefined when the header is absent or unreadable.
 * @example
 * parseRetryAfter('3', Date.now()); // 3000
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  // Every HTTP-date form has hh:mm:ss; Date.parse alone reads '-1' or '1.5' as dates.
  const at = /\d\d:\d\d:\d\d/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * ofetch's retry options for one request: retries only for GET, on 408, 429 and 5xx, waiting the
 * tier of {@link RETRY_DELAYS_MS} plus jitter, or what `Retry-After` asks (capped at
 * {@link RETRY_AFTER_MAX_MS}). ofetch itself never retries an abort; the transport also keeps a
 * request that got no answer from being retried.
 *
 * Only GET, the one safe method the SDK sends (HEAD and OPTIONS are not in `HttpMethod`). PUT and
 * DELETE are idempotent in HTTP but not all of ours are: PUT /api/post/{id}/toggle-status/ flips,
 * and a repeated DELETE answers 404 once the first one went through. POST and PATCH never are.
 *
 * @example
 * $fetch('/api/posts', { method: 'GET', ...retryOptions('GET') });
 */
export function retryOptions(method: string, options: RetryOptions | false = {}): Pick<FetchOptions, 'retry' | 'retryDelay' | 'retryStatusCodes'> {
  if (options === false || method !== 'GET') return { retry: false };
  const { delaysMs = RETRY_DELAYS_MS, random = Math.random, now = () => Date.now() } = options;
  return {
    retry: delaysMs.length,
    retryStatusCodes: RETRY_STATUSES,
    retryDelay({ response, options: current }) {
      const retryAfter = parseRetryAfter(response?.headers.get('retry-after'), now());
      if (retryAfter !== undefined) return Math.min(retryAfter, RETRY_AFTER_MAX_MS);
      // ofetch counts the retries left down from `retry`: the first retry waits the first tier.
      const tier = delaysMs[delaysMs.length - Number(current.retry)] ?? 0;
      return tier + Math.floor(random() * tier * RETRY_JITTER_RATIO);
    },
  };
}
