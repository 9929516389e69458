import { errorMessage, type AsyncState } from '@jobhub/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `load` whenever `key` changes (or `retry` is called) and tracks its outcome as the SDK's
 * `AsyncState` (never `idle`: it loads at once). A result that arrives after the key changed, or
 * after unmount, is ignored.
 *
 * @param key - identifies the request; a new key reloads
 * @param load - performs the request through the SDK client
 * @param errorText - the SPEC §8 text of a failure without a server message (the error's `message`)
 * @returns the current state and a retry function
 * @example
 * const [jobs, retry] = useResource(`jobs:${page}`, () => client.jobs.list({ page }), BROWSE_TEXTS.jobsError);
 */
export function useResource<T>(key: string, load: () => Promise<T>, errorText: string): [AsyncState<T>, () => void] {
  const [state, setState] = useState<{ key: string; attempt: number; resource: AsyncState<T> }>({
    key,
    attempt: 0,
    resource: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const errorTextRef = useRef(errorText);
  errorTextRef.current = errorText;

  useEffect(() => {
    let active = true;
    // A synchronous throw in `load` becomes a rejected promise, so it lands in the error state too.
    new Promise<T>((resolve) => resolve(loadRef.current())).then(
      (data) => {
        if (active) setState({ key, attempt, resource: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (active) setState({ key, attempt, resource: { status: 'error', error, message: errorMessage(error, errorTextRef.current) } });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // A state recorded for another key or attempt is stale: until the new answer arrives, report loading.
  const resource: AsyncState<T> = state.key === key && state.attempt === attempt ? state.resource : { status: 'loading' };
  return [resource, retry];
}
