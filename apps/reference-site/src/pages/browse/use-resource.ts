import { useCallback, useEffect, useRef, useState } from 'react';

/** One async load as a single discriminated union (STYLE.md §4), so loading and error never disagree. */
type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes (or `retry` is called) and tracks its outcome. A result that
 * arrives after the key changed, or after unmount, is ignored.
 *
 * @param key - identifies the request; a new key reloads
 * @param load - performs the request through the SDK client
 * @returns the current state and a retry function
 * @example
 * const [jobs, retry] = useResource(`jobs:${page}`, () => client.jobs.list({ page }));
 */
export function useResource<T>(key: string, load: () => Promise<T>): [Resource<T>, () => void] {
  const [state, setState] = useState<{ key: string; attempt: number; resource: Resource<T> }>({
    key,
    attempt: 0,
    resource: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let active = true;
    // A synchronous throw in `load` becomes a rejected promise, so it lands in the error state too.
    new Promise<T>((resolve) => resolve(loadRef.current())).then(
      (data) => {
        if (active) setState({ key, attempt, resource: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (active) setState({ key, attempt, resource: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // A state recorded for another key or attempt is stale: until the new answer arrives, report loading.
  const resource: Resource<T> = state.key === key && state.attempt === attempt ? state.resource : { status: 'loading' };
  return [resource, retry];
}
