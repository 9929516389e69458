/**
 * Wraps an async task so that concurrent callers share one in-flight promise. Once the promise
 * settles the next call starts a fresh run, so a failed run is never cached.
 *
 * @param task - The work to share, e.g. a token refresh.
 * @returns A function that starts the task or joins the run already in flight.
 * @example
 * const refresh = createSingleFlight(() => postRefresh());
 * await Promise.all([refresh(), refresh()]); // one request
 */
export function createSingleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    if (!inFlight) {
      inFlight = (async () => {
        try {
          return await task();
        } finally {
          inFlight = undefined;
        }
      })();
    }
    return inFlight;
  };
}
