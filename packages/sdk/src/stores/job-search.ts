import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { FieldErrors, Page } from '../contract/envelope';
import type { PostRow, PostSearchInput } from '../contract/posts';
import { ValidationError } from '../http/errors';
import { debounce } from '../lib/debounce';
import { globalTimers, type Timers } from '../lib/timers';
import { errorMessage } from '../rules/error-message';
import { jobSearchQueryErrors, normalizeJobSearchQuery, serializeJobSearch, type JobSearchQuery } from '../rules/job-search-query';
import type { AsyncState } from './async-state';
import type { Jobs } from '../api/jobs';
import type { CallOptions } from '../http/call-endpoint';

/** Free-text search waits this long after the last keystroke before searching. */
export const JOB_SEARCH_DEBOUNCE_MS = 300;
/** Shown when a failed search carries no message of its own (worded like SPEC §8's search errors). */
export const MSG_JOB_SEARCH_FAILED = 'Có lỗi xảy ra khi tìm kiếm việc làm';
/** How many of its own changes the store remembers to recognise when a host hands them back. */
const ECHO_MEMORY = 20;

/**
 * How a host that keeps the search in the browser history records one change (the second argument
 * of `onQueryChange`).
 */
export interface JobSearchChange {
  /**
   * True for a keystroke of a text search still being typed (its debounced search has not run
   * yet): the host replaces its current history entry, so a word typed is one entry, not one per
   * letter. False for every other change (a filter, a page, the first keystroke of a text): the
   * host pushes a new entry, so Back returns to the previous page or filters.
   */
  replace: boolean;
}

/** Options of {@link createJobSearch}; all but `initialQuery` can change later through `setOptions`. */
export interface JobSearchOptions {
  /** The first search of an uncontrolled store, e.g. `searchParamsToQuery(location.search)`. */
  initialQuery?: PostSearchInput;
  /**
   * The search as the host holds it (controlled, e.g. the page URL): the store starts from it and
   * follows each new value given to `setOptions`, so the host never recreates the store. The host
   * hears of the store's own changes through `onQueryChange` and may hand them back: such an echo
   * changes nothing, even when the user has typed on meanwhile.
   */
  query?: PostSearchInput;
  /**
   * Called with the whole query (normal form) after each change made through `setQuery` or
   * `setPage`, e.g. to write it into the URL; not for the first query nor for the host's `query`.
   * `change.replace` says whether the change belongs in the current history entry (see {@link JobSearchChange}).
   */
  onQueryChange?: ((query: JobSearchQuery, change: JobSearchChange) => void) | undefined;
  /** Debounce of free-text changes in ms (default 300). */
  debounceMs?: number;
  /**
   * The first page of the first search (`query` or `initialQuery`), e.g. fetched on the server
   * with {@link searchJobs}: the store starts `ready` with it and does not request that search
   * again (only a new query or `reload` does). Read once.
   */
  initialResults?: Page<PostRow> | undefined;
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
  /**
   * Results of the latest search; the first load starts when the store gets a subscriber. A search
   * the API would refuse (an inverted salary range) is not sent: it ends in `error` with a
   * `ValidationError` carrying the API's field errors.
   */
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
  /**
   * Takes new options while the store lives, like TanStack Query's `observer.setOptions`: a
   * `query` that differs from the host's previous one replaces the whole search and searches at
   * once (an echo of the store's own change does nothing); `onQueryChange` and `debounceMs` take
   * over for later changes. Cheap to call on every render.
   */
  setOptions(options: JobSearchOptions): void;
  /** Stops pending work; later answers are ignored. */
  destroy(): void;
}

function sameQuery(a: JobSearchQuery, b: JobSearchQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the API is asked for: equal keys mean the same results (e.g. a trailing space in `q`). */
function requestKey(query: JobSearchQuery): string {
  return serializeJobSearch(query).toString();
}

/** The error of a search the API would refuse, worded as the API words it. */
function refusedSearch(errors: FieldErrors): ValidationError {
  return new ValidationError(Object.values(errors)[0]![0]!, errors);
}

/**
 * Fetches one page of a job search exactly as the store does: the input brought into normal form,
 * then `client.jobs.search` (GET /api/posts/search/). A search the API would refuse (an inverted
 * salary range) is not sent: it rejects with the `ValidationError` the store would show. A host
 * page's server loader uses it for the store's `initialResults`.
 *
 * @param client - anything with `jobs.search`: a `createClient()` or widget client, or `{ jobs: createJobsApi(publicClient) }`
 * @param query - the search, in any form (e.g. `searchParamsToQuery(url.search)`)
 * @param options - e.g. the request's `signal`
 * @example
 * const initialResults = await searchJobs(client, searchParamsToQuery(new URL(request.url).search));
 */
export function searchJobs(client: Pick<JobSearchClient, 'jobs'>, query: PostSearchInput, options?: CallOptions): Promise<Page<PostRow>> {
  const normal = normalizeJobSearchQuery(query);
  const invalid = jobSearchQueryErrors(normal);
  return invalid ? Promise.reject(refusedSearch(invalid)) : client.jobs.search(normal, options);
}

/**
 * Loads the results of the store's query into `$results`. Only the latest request lands: an
 * answer that arrives after a newer search started is dropped (and the older request aborted).
 */
function createResultsLoader(
  client: JobSearchClient,
  $query: ReadableAtom<JobSearchQuery>,
  $results: WritableAtom<AsyncState<Page<PostRow>>>,
  loadedKey: string | undefined,
) {
  let sequence = 0;
  let controller: AbortController | undefined;
  let destroyed = false;
  return {
    /** Loads unless the same search is loading or loaded (`force` loads anyway). */
    load(force = false): void {
      if (destroyed) return;
      const query = $query.get();
      const key = requestKey(query);
      const state = $results.get();
      if (!force && key === loadedKey && (state.status === 'loading' || state.status === 'ready')) return;
      loadedKey = key;
      controller?.abort();
      controller = undefined;
      const id = ++sequence;
      const previous = state.data;
      const invalid = jobSearchQueryErrors(query);
      if (invalid) {
        // Set at once (no `loading` first); searchJobs would refuse it the same way.
        const error = refusedSearch(invalid);
        $results.set({ status: 'error', error, message: error.message, data: previous });
        return;
      }
      const current = new AbortController();
      controller = current;
      $results.set({ status: 'loading', data: previous });
      searchJobs(client, query, { signal: current.signal }).then(
        (data) => {
          if (id === sequence && !destroyed) $results.set({ status: 'ready', data });
        },
        (error: unknown) => {
          if (id === sequence && !destroyed) {
            $results.set({ status: 'error', error, message: errorMessage(error, MSG_JOB_SEARCH_FAILED), data: previous });
          }
        },
      );
    },
    destroy(): void {
      destroyed = true;
      controller?.abort();
    },
  };
}

/**
 * Tells a query the host hands the store (its `query` option) from one the store reported itself
 * and the host hands back, or the host's last value given again.
 *
 * @param hostKey - Request key of the host's first `query`, if it gave one.
 */
function createEchoMemory(hostKey: string | undefined) {
  /** Request keys of the store's own changes, oldest first, that the host may still hand back. */
  const ownChanges: string[] = [];
  return {
    /** The store changed the query itself: the host may hand `key` back. */
    remember(key: string): void {
      ownChanges.push(key);
      if (ownChanges.length > ECHO_MEMORY) ownChanges.shift();
    },
    /** Whether the host's `key` is news (not its last value, nor one of the store's own changes). */
    isNews(key: string): boolean {
      if (key === hostKey) return false;
      hostKey = key;
      const echo = ownChanges.indexOf(key);
      if (echo !== -1) {
        // The host handing back one of our own changes; older ones can no longer come back.
        ownChanges.splice(0, echo + 1);
        return false;
      }
      ownChanges.length = 0;
      return true;
    },
  };
}

/**
 * Creates a job search store over {@link searchJobs}. Input is brought into normal form once,
 * as it enters the store. Only the latest request lands: an answer that arrives after a newer
 * search started is dropped (and the older request aborted).
 *
 * @example
 * const search = createJobSearch(client, { query: searchParamsToQuery(location.search), onQueryChange: writeUrl }); // writeUrl(query, { replace })
 * search.$results.subscribe(render);
 * window.addEventListener('popstate', () => search.setOptions({ query: searchParamsToQuery(location.search) }));
 */
export function createJobSearch(client: JobSearchClient, options: JobSearchOptions = {}): JobSearch {
  const first = normalizeJobSearchQuery(options.query ?? options.initialQuery ?? {});
  const $query = atom<JobSearchQuery>(first);
  const seed = options.initialResults;
  const $results = atom<AsyncState<Page<PostRow>>>(seed ? { status: 'ready', data: seed } : { status: 'idle' });
  let onQueryChange = options.onQueryChange;
  let debounceMs = options.debounceMs ?? JOB_SEARCH_DEBOUNCE_MS;
  const echoes = createEchoMemory(options.query === undefined ? undefined : requestKey(first));
  const loader = createResultsLoader(client, $query, $results, seed && requestKey(first));
  const load = loader.load;
  let destroyed = false;

  const timers = client.timers ?? globalTimers;
  let debouncedLoad = debounce(() => load(), debounceMs, timers);

  // A store that starts from initial results has nothing to load on mount; without the hook a read
  // (a server render) schedules no unmount timer and leaves the store collectable.
  if (!seed)
    onMount($results, () => {
      if ($results.get().status === 'idle') load();
    });

  function report(query: JobSearchQuery, change: JobSearchChange): void {
    echoes.remember(requestKey(query));
    onQueryChange?.(query, change);
  }

  function setQuery(patch: PostSearchInput): void {
    if (destroyed) return;
    const merged: Record<string, unknown> = { ...$query.get(), ...patch };
    if (!('page' in patch)) delete merged.page;
    const next = normalizeJobSearchQuery(merged);
    const textOnly = Object.keys(patch).every((key) => key === 'q');
    if (!sameQuery(next, $query.get())) {
      $query.set(next);
      // Still typing: the text search waiting for its debounce is replaced, not added to the history.
      report(next, { replace: textOnly && debouncedLoad.pending() });
    }
    if (textOnly) debouncedLoad();
    else {
      debouncedLoad.cancel();
      load();
    }
  }

  function followHost(input: PostSearchInput): void {
    const next = normalizeJobSearchQuery(input);
    const key = requestKey(next);
    if (!echoes.isNews(key)) return;
    // Same search (e.g. only the text's spaces differ): keep what the user typed.
    if (key === requestKey($query.get())) return;
    debouncedLoad.cancel();
    $query.set(next);
    load();
  }

  function setDebounce(ms: number): void {
    if (ms === debounceMs) return;
    const pending = debouncedLoad.pending();
    debouncedLoad.cancel();
    debounceMs = ms;
    debouncedLoad = debounce(() => load(), debounceMs, timers);
    if (pending) debouncedLoad();
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
    setOptions(next) {
      if (destroyed) return;
      if ('onQueryChange' in next) onQueryChange = next.onQueryChange;
      if (next.debounceMs !== undefined) setDebounce(next.debounceMs);
      if (next.query !== undefined) followHost(next.query);
    },
    destroy() {
      destroyed = true;
      debouncedLoad.cancel();
      loader.destroy();
    },
  };
}
