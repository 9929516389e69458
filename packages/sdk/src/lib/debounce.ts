import { globalTimers, type TimerHandle, type Timers } from './timers';

/** A debounced function plus controls over the pending call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/**
 * Delays `fn` until `ms` milliseconds have passed without another call; the last arguments win.
 *
 * @param fn - Function to call.
 * @param ms - Quiet period in milliseconds.
 * @param timers - Injectable timers (default: the globals).
 * @example
 * const search = debounce((q: string) => load(q), 300);
 * search('ky'); search('ky su'); // one load('ky su') 300 ms later
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: Timers = globalTimers,
): Debounced<A> {
  let handle: TimerHandle | undefined;
  let lastArgs: A | undefined;
  const run = () => {
    const args = lastArgs as A;
    handle = undefined;
    lastArgs = undefined;
    fn(...args);
  };
  const debounced = ((...args: A) => {
    lastArgs = args;
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(run, ms);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    lastArgs = undefined;
  };
  debounced.flush = () => {
    if (handle === undefined) return;
    timers.clearTimeout(handle);
    run();
  };
  debounced.pending = () => handle !== undefined;
  return debounced;
}
