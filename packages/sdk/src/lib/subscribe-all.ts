/**
 * Starts the subscriptions in order; the answer stops them all, in the same order.
 *
 * @example
 * const stop = subscribeAll(() => realtime.onResync(refresh), () => realtime.onReadChange(follow));
 */
export function subscribeAll(...subscriptions: (() => () => void)[]): () => void {
  const stops = subscriptions.map((subscribe) => subscribe());
  return () => {
    for (const stop of stops) stop();
  };
}
