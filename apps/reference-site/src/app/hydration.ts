import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server or hydrates the server's HTML, true afterwards (and in
 * any render that is not a hydration). What the server cannot know — the signed-in user, the
 * stored token — must wait for it, so the browser's first render matches the HTML.
 *
 * @example
 * const hydrated = useHydrated();
 * if (hydrated && tokenNeedsCheck(client)) return <PageLoading />;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
