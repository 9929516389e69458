/**
 * The loader's half of "first job card fast" (search-prefetch.ts): for a `<jobhub-job-search>` on
 * the page, the loader requests its first page at once, in parallel with the element's modules,
 * as the element's SDK client will (same query string, same endpoint, same `accept` header: a
 * simple CORS GET, no preflight).
 */
import { absoluteApiBase } from './api-base';
import { SEARCH_PREFETCH, type PrefetchHost } from './search-prefetch';

/**
 * Path of GET /api/posts/search/ (the contract's `searchPosts`; the loader cannot carry the
 * contract's schemas within its 3 KiB, and loader-prefetch.test.ts checks its URLs against the
 * SDK client's).
 */
export const SEARCH_PATH = '/api/posts/search/';

/** The attribute that turns the prefetch off for one element (the old path: the element searches). */
export const NO_PREFETCH_ATTRIBUTE = 'no-prefetch';

/** The SDK's `JOB_SEARCH_KEYS`: the key order of its normal form (the test holds them equal). */
export const SEARCH_KEYS = 'q city field position experience level type_working scales salary_min salary_max negotiable responsive enterprise sort page page_size'.split(' ');

/** The API's defaults, left out of the normal form. */
const DEFAULTS: Record<string, string> = { sort: 'relevance', page: '1', page_size: '10' };

/**
 * The SDK's normal form of a search (`serializeJobSearch(searchParamsToQuery(search))`) as far as
 * the loader's 3 KiB allow: keys in order, values trimmed, defaults left out, numbers without
 * leading zeros. A search written as the SDK writes it (its `query-change` events, the page URL
 * it syncs) comes out byte-equal (loader-prefetch.test.ts). Anything else the SDK would rewrite
 * (an unknown city, `negotiable=1`, comma-separated scales) is kept as written: the URLs then
 * differ and the element, which takes only the very same request, searches itself.
 */
export function searchNormalForm(search: string): string {
  const given = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    for (let value of given.getAll(key)) {
      value = value.trim();
      if (key !== 'q' && /^\d+$/.test(value)) value = String(Number(value));
      if (value && value !== DEFAULTS[key]) params.append(key, value);
    }
  }
  return params.toString();
}

/**
 * The URL of an element's first search: the query of its `query` attribute, or of the page URL
 * with `sync-url`, in normal form, on its API base.
 *
 * @param configuredApiBase - `init({ apiBase })` so far
 */
export function firstSearchUrl(element: Element, configuredApiBase: string | undefined): string {
  const params = searchNormalForm(element.hasAttribute('sync-url') ? window.location.search : (element.getAttribute('query') ?? ''));
  return `${absoluteApiBase(element.getAttribute('api-base') || configuredApiBase)}${SEARCH_PATH}${params && `?${params}`}`;
}

/** Starts an element's first search and leaves it on the element (once; not with `no-prefetch`). */
export function prefetchFirstSearch(element: PrefetchHost, configuredApiBase: string | undefined): void {
  if (element[SEARCH_PREFETCH] || element.hasAttribute(NO_PREFETCH_ATTRIBUTE)) return;
  const url = firstSearchUrl(element, configuredApiBase);
  // eslint-disable-next-line no-restricted-globals -- the loader cannot carry the SDK; the element's SDK client takes this answer (prefetched-fetch.ts)
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // Not taken (the element left the page, or asked for another search): no unhandled rejection.
  response.catch(() => undefined);
  element[SEARCH_PREFETCH] = { url, startedAt: performance.now(), response };
}
