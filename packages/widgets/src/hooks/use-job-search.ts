import { createJobSearch, type JobSearch, type JobSearchOptions } from '@jobhub/sdk';
import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetClient } from '../widget-client';

/** The job search store of the SDK, as created by `createJobSearch`. */
export type JobSearchStore = JobSearch;

/**
 * Creates a job search store for the component's lifetime (a new one only for a new client) and
 * hands it the latest options on every render, like TanStack Query's observer: the store acts only
 * on what changed, so a new `query` updates the search in place instead of remounting. The store
 * is built in a layout effect (not during render) so that StrictMode's mount, unmount, mount cycle
 * gets a live store rather than a destroyed one, and before paint so that nothing flashes. Returns
 * null until that effect has run.
 *
 * @param client - the SDK client
 * @param options - `query` (controlled) or `initialQuery`, `onQueryChange`, `debounceMs`
 * @example
 * const search = useJobSearch(client, { query: searchParamsToQuery(location.search), onQueryChange });
 */
export function useJobSearch(client: WidgetClient, options: JobSearchOptions): JobSearchStore | null {
  const [search, setSearch] = useState<JobSearchStore | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useLayoutEffect(() => {
    const store = createJobSearch(client, latest.current);
    setSearch(store);
    return () => {
      store.destroy();
      setSearch(null);
    };
  }, [client]);
  useLayoutEffect(() => {
    search?.setOptions(options);
  });
  return search;
}
