import { nanoquery, type NanoqueryArgs } from '@nanostores/query';
import { computed, type ReadableAtom } from 'nanostores';
import { useClient, type Client, type Session } from './client-context';
import { oncePer } from './once-per';

/**
 * The site's remote-data cache (@nanostores/query), one per SDK client: fetcher stores keyed by
 * the user's scope and a resource, an answer cache with stale-while-revalidate, one request for
 * concurrent readers of a key, and writes through its mutator that invalidate the resources they
 * made stale. The fetchers and writes call the SDK; the site never calls `fetch` itself.
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

/**
 * A write's outcome as the mutator's result: nanoquery's mutator keeps a failure in its store
 * instead of rejecting, and the pages handle the failure of the write they started.
 */
type Write = { perform: () => Promise<unknown>; stale: readonly string[] };
type WriteOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

function createQueryCache(client: Client) {
  const answers: NonNullable<NanoqueryArgs['cache']> = new Map();
  const [createFetcherStore, createMutatorStore] = nanoquery({
    cache: answers,
    // A failed load waits for the user's 'Thử lại' instead of retrying in the background.
    onErrorRetry: false,
  });
  // Answers belong to the user who asked: every key starts with the session's user, so after a
  // sign-in, sign-out or role change no page shows (even briefly) what the previous user saw, and
  // an answer still in flight for them lands under their key. A computed store follows the
  // session only while a key that holds it is watched.
  const $userScope: ReadableAtom<string> = computed(client.$session, scopeOf);
  /** The current user's keys of any of `resources` (key prefixes such as 'saved:'). */
  const userKeys = (resources: readonly string[]) => {
    const scope = $userScope.get();
    return (key: string) => resources.some((resource) => key.startsWith(scope + resource));
  };
  const $write = createMutatorStore<Write, WriteOutcome>(
    async ({ data: { perform, stale }, invalidate }) => {
      try {
        const value = await perform();
        invalidate(userKeys(stale));
        return { ok: true, value };
      } catch (error) {
        return { ok: false, error };
      }
    },
    // Writes of different rows run side by side; each page guards its own buttons.
    { throttleCalls: false },
  );
  return {
    $userScope,
    createFetcherStore,
    /** `key` in the current user's scope: the cache key its fetcher store reads now. */
    scopedKey: (key: string) => $userScope.get() + key,
    /**
     * Runs a write (a save, a delete, an application...) through the cache's mutator; once it
     * succeeded, the current user's answers of `stale` (key prefixes) are invalidated: stores on
     * screen load them again, the others on their next read. Resolves with the write's value,
     * rejects with its error (nothing is invalidated then).
     *
     * @example
     * await cache.write(['saved:', 'recommended:'], () => savedJobs.unsave(12));
     */
    async write<T>(stale: readonly string[], perform: () => Promise<T>): Promise<T> {
      const outcome = await $write.mutate({ perform, stale });
      if (!outcome.ok) throw outcome.error;
      return outcome.value as T;
    },
    /**
     * Puts the answers a server-rendered page was rendered with (unscoped keys) into the cache
     * before it hydrates, so the page renders them at once, as the server did. The server renders
     * what anyone may see: for a visitor they are fresh (nothing is asked again); a signed-in
     * user's pages show them and ask again at once for the user's own view (saved, applied).
     */
    seed(entries: readonly ServerAnswer[]): void {
      const scope = $userScope.get();
      const created = scope === ANONYMOUS_SCOPE ? Date.now() : -Infinity;
      for (const { key, data, error } of entries) answers.set(scope + key, { data, error, created, expires: Infinity });
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
  };
}

const ANONYMOUS_SCOPE = 'anonymous|';

/** The first part of every key: the user in a role, and the separator from the resource. */
function scopeOf(session: Session): string {
  return session.status === 'authenticated' ? `${session.user.user_id}:${session.user.role}|` : ANONYMOUS_SCOPE;
}

/**
 * The query cache of `client`, created on first use.
 *
 * @example
 * const $jobs = queryCache(client).createFetcherStore([queryCache(client).$userScope, 'jobs']);
 */
export const queryCache: (client: Client) => QueryCache = oncePer(createQueryCache);

/** The query cache of the nearest `ClientProvider`'s client. */
export function useQueryCache(): QueryCache {
  return queryCache(useClient());
}
