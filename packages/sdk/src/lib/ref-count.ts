/**
 * Runs `start` while at least one holder exists: the first `acquire()` starts it, releasing the
 * last holder calls the stop function `start` returned. Releasing twice is harmless.
 *
 * @param start - Starts the shared resource and returns its stop function.
 * @returns `acquire`, which returns the holder's release function.
 * @example
 * const acquire = createRefCount(() => socket.open());
 * const release = acquire(); // opens
 * release();                 // closes (no other holder)
 */
export function createRefCount(start: () => () => void): () => () => void {
  let holders = 0;
  let stop: (() => void) | undefined;
  return () => {
    if (holders++ === 0) stop = start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders === 0) {
        const current = stop;
        stop = undefined;
        current?.();
      }
    };
  };
}
