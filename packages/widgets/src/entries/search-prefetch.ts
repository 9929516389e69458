/**
 * The first search of a `<jobhub-job-search>`, started by the loader while the element's modules
 * are still on their way (a partner's first job card waits on round trips, not bytes). The loader
 * leaves it on the element under a registered symbol, the one name both bundles can spell; the
 * element's client takes it for its own first request when that request is the same one.
 */

/** Where the loader leaves the prefetch on the element (a `Symbol.for`: the loader is another bundle). */
export const SEARCH_PREFETCH = Symbol.for('jobhub.search-prefetch');

/**
 * How old a prefetch may be when the element asks for it. Past this the element searches itself:
 * an element mounted much later (a page that shows it on a click) gets today's results.
 */
export const SEARCH_PREFETCH_MAX_AGE_MS = 15_000;

/** A first search started by the loader. */
export interface SearchPrefetch {
  /**
   * The GET /api/posts/search/ URL it requested (absolute), byte-equal to the URL the element's
   * client builds for the same search (loader-prefetch.test.ts): the element matches on it.
   */
  url: string;
  /** When it started (`performance.now()`, the page's clock). */
  startedAt: number;
  /** The answer, read by whoever takes the prefetch (a body is read once). */
  response: Promise<Response>;
}

/** An element carrying a prefetch the loader left on it. */
export type PrefetchHost = Element & { [SEARCH_PREFETCH]?: SearchPrefetch };
