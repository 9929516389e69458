import {
  normalizeJobSearchQuery,
  type AsyncState,
  type JobSearchOptions,
  type JobSearchQuery,
  type Page,
  type PostRow,
  type PostSearchInput,
} from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState } from 'react';
import { useJobSearch as useJobSearchStore } from '../hooks/use-job-search';
import { useJobHub } from './jobhub-context';

/** What {@link useJobSearch} gives: the search store's query and results, read live, and its actions. */
export interface JobSearchView {
  /** The current search in normal form (`q` as typed). */
  query: JobSearchQuery;
  /** The latest results: `loading` (keeping the previous page in `data`), `ready`, or `error` with its message. */
  results: AsyncState<Page<PostRow>>;
  /** Merges a change into the search (page back to 1 unless given); typing in `q` is debounced. */
  setQuery(patch: PostSearchInput): void;
  setPage(page: number): void;
  /** Runs the search again (a retry button). */
  reload(): void;
}

const IDLE = atom<AsyncState<Page<PostRow>>>({ status: 'idle' });

/**
 * A job search of your own (headless: you render the form and the cards) over the SDK's search
 * store, the one `<JobSearch>` uses, through the provider's client. Controlled with `query` (e.g.
 * the page URL, with `onQueryChange` to write it back) or uncontrolled with `initialQuery`. With
 * `initialResults` (the first page, e.g. from the SDK's `searchJobs` in a server loader) the first
 * render, on the server too, already has them and that search is not requested again.
 *
 * @param options - `query` or `initialQuery`, `onQueryChange`, `debounceMs`, `initialResults`.
 * @example
 * const { query, results, setQuery } = useJobSearch({ initialQuery: { city: 'Hà Nội' } });
 * <input value={query.q ?? ''} onChange={(e) => setQuery({ q: e.target.value })} />
 * {results.data?.results.map((post) => <JobCard key={post.id} post={post} />)}
 */
export function useJobSearch(options: JobSearchOptions = {}): JobSearchView {
  const { widgetClient } = useJobHub();
  const search = useJobSearchStore(widgetClient, options);
  // Before the store exists (its first layout effect), the query the store will start from.
  const [first] = useState(() => atom(normalizeJobSearchQuery(options.query ?? options.initialQuery ?? {})));
  const query = useStore(search?.$query ?? first);
  const results = useStore(search?.$results ?? IDLE);
  return {
    query,
    results,
    setQuery: (patch) => search?.setQuery(patch),
    setPage: (page) => search?.setPage(page),
    reload: () => search?.reload(),
  };
}
