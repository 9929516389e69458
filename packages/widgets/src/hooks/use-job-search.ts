import { createJobSearch, type JobSearch, type JobSearchOptions } from '@jobhub/sdk';
import { useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';
import type { WidgetClient } from '../widget-client';

/** The job search store of the SDK, as created by `createJobSearch`. */
export type JobSearchStore = JobSearch;

/** The search a store made from these options starts from (as given: a differently written same search only costs a request). */
const startKey = (options: JobSearchOptions) => JSON.stringify(options.query ?? options.initialQuery);

/**
 * Creates a job search store for the component's lifetime (a new one only for a new client) and
 * hands it the latest options on every render, like TanStack Query's observer: the store acts only
 * on what changed, so a new `query` updates the search in place instead of remounting. The store
 * is built in a layout effect (not during render) so that StrictMode's mount, unmount, mount cycle
 * gets a live store rather than a destroyed one, and before paint so that nothing flashes. Returns
 * null until that effect has run, except with `initialResults`: then the first render (a server
 * render too) already has a store, made during render — it starts `ready` and subscribes to,
 * fetches and times nothing until the effect adopts it. A store made later (StrictMode's remount,
 * a new client) starts from `initialResults` only while its query is still the one they answer.
 *
 * @param client - the SDK client
 * @param options - `query` (controlled) or `initialQuery`, `onQueryChange`, `debounceMs`, `initialResults`
 * @example
 * const search = useJobSearch(client, { query: searchParamsToQuery(location.search), onQueryChange });
 */
export function useJobSearch(client: WidgetClient, options: JobSearchOptions): JobSearchStore | null {
  const [search, setSearch] = useState(() => (options.initialResults ? createJobSearch(client, options) : null));
  const [firstKey] = useState(() => startKey(options));
  const madeInRender = useRef(search);
  const latest = useRef(options);
  latest.current = options;
  useIsomorphicLayoutEffect(() => {
    const { initialResults: _unused, ...rest } = latest.current;
    const store = madeInRender.current ?? createJobSearch(client, startKey(rest) === firstKey ? latest.current : rest);
    madeInRender.current = null;
    setSearch(store);
    return () => {
      store.destroy();
      setSearch(null);
    };
  }, [client]);
  useIsomorphicLayoutEffect(() => {
    search?.setOptions(options);
  });
  return search;
}
