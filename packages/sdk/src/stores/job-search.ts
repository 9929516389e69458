import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { Page } from '../contract/envelope';
import type { PostRow, PostSearchInput } from '../contract/posts';
import { debounce } from '../lib/debounce';
import { globalTimers, type Timers } from '../lib/timers';
import { normalizeJobSearchQuery, queryToSearchParams, type JobSearchQuery } from '../rules/job-search-query';
import type { AsyncState } from './async-state';
import type { Jobs } from '../api/jobs';

/** Free-text search waits this long after the last keystroke before searching. */
export const JOB_SEARCH_DEBOUNCE_MS = 300;

/** Options of {@link createJobSearch}. */
export interface JobSearchOptions {
  /** The first search, e.g. `searchParamsToQuery(location.search)`. */
  initialQuery?: PostSearchInput;
  /** Debounce of free-text changes in ms (default 300). */
  debounceMs?: number;
}

/** What `createJobSearch` needs from the client. */
export interface JobSearchClient {
  jobs: Pick<Jobs, 'search'>;
  timers?: Timers;
}

/** A job search: its query, its results and the actions that change them. */
export interface JobSearch {
  /** The current search in normal form (see `normalizeJobSearchQuery`); `q` as typed. */
  readonly $query: ReadableAtom<JobSearchQuery>;
  /** Results of the latest search; the first load starts when the store gets a subscriber. */
  readonly $results: ReadableAtom<AsyncState<Page<PostRow>>>;
  /**
   * Merges `patch` into the query. The page goes back to 1 unless `patch` sets it. A change of
   * only `q` searches after the debounce; any other change searches at once. `undefined` clears
   * a filter.
   */
  setQuery(patch: PostSearchInput): void;
  /** Goes to page `page` at once. */
  setPage(page: number): void;
  /** Runs the current search again at once (e.g. a retry button). */
  reload(): void;
  /** Stops pending work; later answers are ignored. */
  destroy(): void;
}

function sameQuery(a: JobSearchQuery, b: JobSearchQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Creates a job search store over `client.jobs.search`. Only the latest request lands: an
 * answer that arrives after a newer search started is dropped (and the older request aborted).
 *
 * @example
 * const search = createJobSearch(client, { initialQuery: searchParamsToQuery(location.search) });
 * search.$results.subscribe(render);
 * search.setQuery({ q: 'kỹ sư' });
 */
export function createJobSearch(client: JobSearchClient, options: JobSearchOptions = {}): JobSearch {
  const $query = atom<JobSearchQuery>(normalizeJobSearchQuery(options.initialQuery ?? {}));
  const $results = atom<AsyncState<Page<PostRow>>>({ status: 'idle' });
  let sequence = 0;
  let controller: AbortController | undefined;
  let loadedKey: string | undefined;
  let destroyed = false;

  function load(force = false): void {
    if (destroyed) return;
    const query = $query.get();
    const key = queryToSearchParams(query).toString();
    const state = $results.get();
    if (!force && key === loadedKey && (state.status === 'loading' || state.status === 'ready')) return;
    loadedKey = key;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const id = ++sequence;
    const previous = state.data;
    $results.set({ status: 'loading', data: previous });
    client.jobs.search(query, { signal: current.signal }).then(
      (data) => {
        if (id === sequence && !destroyed) $results.set({ status: 'ready', data });
      },
      (error: unknown) => {
        if (id === sequence && !destroyed) $results.set({ status: 'error', error, data: previous });
      },
    );
  }

  const debouncedLoad = debounce(() => load(), options.debounceMs ?? JOB_SEARCH_DEBOUNCE_MS, client.timers ?? globalTimers);

  onMount($results, () => {
    if ($results.get().status === 'idle') load();
  });

  function setQuery(patch: PostSearchInput): void {
    if (destroyed) return;
    const merged: Record<string, unknown> = { ...$query.get(), ...patch };
    if (!('page' in patch)) delete merged.page;
    const next = normalizeJobSearchQuery(merged);
    if (!sameQuery(next, $query.get())) $query.set(next);
    const textOnly = Object.keys(patch).every((key) => key === 'q');
    if (textOnly) debouncedLoad();
    else {
      debouncedLoad.cancel();
      load();
    }
  }

  return {
    $query,
    $results,
    setQuery,
    setPage: (page) => setQuery({ page }),
    reload() {
      debouncedLoad.cancel();
      load(true);
    },
    destroy() {
      destroyed = true;
      debouncedLoad.cancel();
      controller?.abort();
    },
  };
}
