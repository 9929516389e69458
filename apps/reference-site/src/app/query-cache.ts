import { nanoquery, type NanoqueryArgs } from '@nanostores/query';
import { useClient, type Client } from './client-context';
import { oncePer } from './once-per';

/**
 * The site's remote-data cache (@nanostores/query), one per SDK client: fetcher stores keyed by
 * resource, an answer cache with stale-while-revalidate, and one request for concurrent readers
 * of a key. The fetchers call the SDK; the site never calls `fetch` itself.
 */
export type QueryCache = ReturnType<typeof createQueryCache>;

/**
 * An answer a server-rendered page was rendered with, under its unscoped key: the data, or the
 * error (a 404 is an answer: the page shows its not-found state).
 */
export interface ServerAnswer {
  key: string;
  data?: unknown;
  error?: { status: number };
}

function createQueryCache(client: Client) {
  const answers: NonNullable<NanoqueryArgs['cache']> = new Map();
  const [createFetcherStore] = nanoquery({
    cache: answers,
    // A failed load waits for the user's 'Thử lại' instead of retrying in the background.
    onErrorRetry: false,
  });
  // Answers belong to the user who asked: keys carry the session's user, so after a sign-in,
  // sign-out or role change no page shows (even briefly) what the previous user saw, and an
  // answer still in flight for them lands under their key.
  let scope = userScope(client);
  client.$session.listen(() => {
    scope = userScope(client);
  });
  return {
    createFetcherStore,
    /** `key` in the current user's scope. */
    scopedKey: (key: string) => `${scope}|${key}`,
    /**
     * Forgets every cached answer of the current user, after a change they made (a save, a
     * delete, an application...): the next page to read anything asks the API again instead of
     * showing an answer the change made stale. Pages on screen keep what they show; each
     * reloads its own list after its own actions.
     */
    /**
     * Puts the answers a server-rendered page was rendered with (unscoped keys) into the cache
     * before it hydrates, so the page renders them at once, as the server did. The server renders
     * what anyone may see: for a visitor they are fresh (nothing is asked again); a signed-in
     * user's pages show them and ask again at once for the user's own view (saved, applied).
     */
    seed(entries: readonly ServerAnswer[]): void {
      const created = scope === 'anonymous' ? Date.now() : -Infinity;
      for (const { key, data, error } of entries) answers.set(`${scope}|${key}`, { data, error, created, expires: Infinity });
    },
    /**
     * The answer cached under a scoped key, as a fetcher store's value: what a server render and
     * the hydration of its HTML read (a store shows its cached answer only once it is listened
     * to, which neither does).
     */
    cachedValue(key: string): { loading: boolean; data?: unknown; error?: unknown } {
      const cached = answers.get(key);
      if (cached?.data !== undefined) return { loading: false, data: cached.data };
      if (cached?.error !== undefined) return { loading: false, error: cached.error };
      return { loading: true };
    },
    forget(): void {
      for (const key of answers.keys()) if (key.startsWith(`${scope}|`)) answers.delete(key);
    },
  };
}

function userScope(client: Client): string {
  const session = client.$session.get();
  return session.status === 'authenticated' ? `${session.user.user_id}:${session.user.role}` : 'anonymous';
}

/**
 * The query cache of `client`, created on first use.
 *
 * @example
 * const $jobs = queryCache(client).createFetcherStore(['jobs'], { fetcher: () => client.jobs.list() });
 */
export const queryCache: (client: Client) => QueryCache = oncePer(createQueryCache);

/** The query cache of the nearest `ClientProvider`'s client. */
export function useQueryCache(): QueryCache {
  return queryCache(useClient());
}
