/**
 * The element's half of "first job card fast" (search-prefetch.ts): the job search's client sends
 * its requests through {@link fetchWithPrefetch}, which answers the element's first search with
 * the loader's prefetch when it is the very same request and still fresh. The answer then goes
 * through the SDK like any other (parsed with the contract's schema, errors mapped), and the
 * element sends no second request for its first page.
 */
import { SEARCH_PREFETCH, SEARCH_PREFETCH_MAX_AGE_MS, type PrefetchHost, type SearchPrefetch } from './search-prefetch';

/** Prefetches taken off their elements, by URL, until a client sends that request. */
const adopted = new Map<string, SearchPrefetch>();

/** Takes the prefetch the loader left on an element (if any), for its client's first request. */
export function adoptSearchPrefetch(host: PrefetchHost): void {
  const prefetch = host[SEARCH_PREFETCH];
  if (!prefetch) return;
  delete host[SEARCH_PREFETCH];
  adopted.set(prefetch.url, prefetch);
}

/**
 * `fetch` for the job search's client (its requests are URL strings): the loader's prefetch when
 * it matches (see above; taken, as a body is read once), else the page's fetch. A prefetch that
 * failed (no connection, an error status) is sent again, so the client's retries and error
 * messages work as without it.
 */
export function fetchWithPrefetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const send = () => globalThis.fetch(input, init);
  const url = String(input);
  const prefetch = adopted.get(url);
  adopted.delete(url);
  if (!prefetch || performance.now() - prefetch.startedAt > SEARCH_PREFETCH_MAX_AGE_MS) return send();
  const signal = init?.signal;
  // The client's timeout and a newer search abort through the signal, which the prefetch never saw.
  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
    prefetch.response.then((response) => (response.ok ? response : send()), send).then(resolve, reject);
  });
}
