import { errorMessage, type AsyncState } from '@jobhub/sdk';
import { useCallback, useMemo, useRef } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { FetcherValue } from '@nanostores/query';
import { useQueryCache } from '../../app/query-cache';

/**
 * A fetcher store's value as the SDK's `AsyncState` (never `idle`: a store that has not started
 * yet is loading). Data kept while it revalidates counts as ready (the page shows it until the
 * fresh answer replaces it).
 */
function toAsyncState<T>(value: FetcherValue<T, unknown>, errorText: string): AsyncState<T> {
  if (value.error !== undefined) return { status: 'error', error: value.error, message: errorMessage(value.error, errorText) };
  if (value.data !== undefined || (!value.loading && 'data' in value)) return { status: 'ready', data: value.data as T };
  return { status: 'loading' };
}

/** The key of a store that never loads (nanoquery skips a key with a null part). */
const $NOTHING_TO_LOAD = atom<null>(null);

/**
 * Loads `key` through the site's query cache (@nanostores/query): readers of the same key share
 * one request and its answer, a key seen before shows its last answer at once while it is fetched
 * again, and an answer that arrives after the key changed lands in the cache, not on the page.
 *
 * @param key - identifies the request (unique per resource and arguments); a new key loads anew;
 *   `null` loads nothing (the state stays loading)
 * @param load - performs the request through the SDK client
 * @param errorText - the SPEC §8 text of a failure without a server message (the error's `message`)
 * @returns the current state, a retry function (drops the cached answer and loads again) and a
 *   setter that replaces the cached answer (after a save that returned the new record)
 * @example
 * const [jobs, retry] = useResource(`jobs:${page}`, () => client.jobs.list({ page }), BROWSE_TEXTS.jobsError);
 */
export function useResource<T>(
  key: string | null,
  load: () => Promise<T>,
  errorText: string,
): [AsyncState<T>, () => void, (data: T) => void] {
  const cache = useQueryCache();
  const loadRef = useRef(load);
  loadRef.current = load;
  // The key holds the scope store, so a watched store follows the session by itself; a new store
  // per scope as well keeps a render after a sign-out from showing, until the key store catches
  // up (it is batched), what the previous user saw.
  const scope = useStore(cache.$userScope);
  const $resource = useMemo(
    // A synchronous throw in `load` is caught by the store like a rejection: the error state.
    () => cache.createFetcherStore<T, unknown>(key === null ? [$NOTHING_TO_LOAD] : [cache.$userScope, key], { fetcher: () => loadRef.current() }),
    [cache, key, scope],
  );
  // A server render and the hydration of its HTML read the cached answer directly (see cachedValue).
  const serverValue = useMemo(() => {
    const value = key === null ? { loading: true } : cache.cachedValue(scope + key);
    return () => value as FetcherValue<T, unknown>;
  }, [cache, key, scope]);
  const value = useStore($resource, { ssr: serverValue });
  const retry = useCallback(() => $resource.invalidate(), [$resource]);
  const replace = useCallback((data: T) => $resource.mutate(data), [$resource]);
  return [toAsyncState(value, errorText), retry, replace];
}
