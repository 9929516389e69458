/**
 * The live state each access token is checked against on every request: the user's token version
 * (bumped by a ban, a password change or reset, a refresh-token reuse), ban and activation.
 * Remembered per process for {@link TOKEN_STATE_TTL_MS}; a revocation drops the entry at once on
 * every process (plugins/auth.ts `forgetUser`, reached through the real-time fan-out, so over
 * Redis pub/sub when REDIS_URL is set). The TTL only bounds how long a change made outside the
 * API (SQL by hand) or a lost pub/sub message goes unseen.
 */
import type { UserRow } from '../db/schema/accounts';
import type { Clock } from '../lib/clock';

/** A user's live token state; null when the user no longer exists. */
export type TokenState = Pick<UserRow, 'token_version' | 'is_banned' | 'is_active'>;

/** How long a looked-up state is trusted without asking the database again. */
export const TOKEN_STATE_TTL_MS = 10_000;
/** Users remembered per process (a few dozen bytes each); the least recently used go first. */
export const TOKEN_STATE_CACHE_SIZE = 20_000;

export interface TokenVersions {
  /** The user's state, from the cache while it is fresh (one look-up per user at a time). */
  get(userId: number): Promise<TokenState | null>;
  /** Drops the remembered state, so the next request reads the database. */
  forget(userId: number): void;
}

interface Entry {
  state: Promise<TokenState | null>;
  loadedAtMs: number;
}

/**
 * @param load - Reads the state from the database (undefined: no such user).
 * @example const versions = createTokenVersions((id) => findTokenState(db, id), clock);
 */
export function createTokenVersions(
  load: (userId: number) => Promise<TokenState | undefined>,
  clock: Clock,
  options: { ttlMs?: number; capacity?: number } = {},
): TokenVersions {
  const ttlMs = options.ttlMs ?? TOKEN_STATE_TTL_MS;
  const capacity = options.capacity ?? TOKEN_STATE_CACHE_SIZE;
  const entries = new Map<number, Entry>();
  return {
    get(userId) {
      const nowMs = clock.now().getTime();
      const cached = entries.get(userId);
      entries.delete(userId);
      if (cached && nowMs - cached.loadedAtMs < ttlMs) {
        entries.set(userId, cached); // most recently used last
        return cached.state;
      }
      const entry: Entry = { state: load(userId).then((row) => row ?? null), loadedAtMs: nowMs };
      // A failed look-up is not remembered: the next request asks again.
      entry.state.catch(() => entries.get(userId) === entry && entries.delete(userId));
      entries.set(userId, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return entry.state;
    },
    forget(userId) {
      entries.delete(userId);
    },
  };
}
