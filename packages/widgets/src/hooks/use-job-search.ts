import { createJobSearch, type JobSearch, type JobSearchOptions, type PostSearchInput } from '@jobhub/sdk';
import { useLayoutEffect, useState } from 'react';
import type { WidgetClient } from '../widget-client';

/** The job search store of the SDK, as created by `createJobSearch`. */
export type JobSearchStore = JobSearch;

/**
 * Creates a job search store for the component's lifetime and destroys it on unmount. The store is
 * built in a layout effect (not during render) so that StrictMode's mount, unmount, mount cycle gets a
 * live store rather than a destroyed one, and before paint so that nothing flashes. Returns null
 * until that effect has run.
 *
 * @param client - the SDK client
 * @param initialQuery - the query of the first search; read once per client
 * @param debounceMs - free-text debounce of the store; read once per client
 * @example
 * const search = useJobSearch(client, { q: 'kỹ sư' });
 */
export function useJobSearch(
  client: WidgetClient,
  initialQuery?: PostSearchInput,
  debounceMs?: number,
): JobSearchStore | null {
  const [search, setSearch] = useState<JobSearchStore | null>(null);
  useLayoutEffect(() => {
    const options: JobSearchOptions = {};
    if (initialQuery) options.initialQuery = initialQuery;
    if (debounceMs !== undefined) options.debounceMs = debounceMs;
    const store = createJobSearch(client, options);
    setSearch(store);
    return () => {
      store.destroy();
      setSearch(null);
    };
    // initialQuery and debounceMs are initial values: a new object each render must not restart the search.
  }, [client]);
  return search;
}
