import type { TokenClaims, TokenPair } from '../contract/auth';
import { createMemoryStorage, type KeyValueStorage } from '../lib/memory-storage';
import { decodeTokenClaims } from '../rules/token-claims';

/** Browser storage keys of SPEC §3, kept exactly so sessions survive from the previous client. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  username: 'username',
  role: 'user_role',
} as const;

/** Persisted session tokens with change notification. */
export interface TokenStore {
  /** The access token, or null. */
  getAccess(): string | null;
  /** The refresh token, or null. */
  getRefresh(): string | null;
  /** The e-mail or username typed at login. */
  getUsername(): string | null;
  /** The stored `user_role`. */
  getRole(): string | null;
  /** Claims of the access token, or null when absent or unreadable. */
  getClaims(): TokenClaims | null;
  /**
   * Stores a token pair (refresh tokens rotate) and the role read from the new access token;
   * with `username`, also the name typed at login. Listeners are notified once.
   */
  setTokens(pair: TokenPair, username?: string): void;
  /** Stores the username typed at login. */
  setUsername(username: string): void;
  /** Removes the four session keys. */
  clear(): void;
  /** Calls `listener` after every change made through this store. Returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The default storage: `globalThis.localStorage` when present and usable, otherwise memory
 * (Node, SSR, or a browser that blocks storage).
 */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) {
      storage.getItem(STORAGE_KEYS.token);
      return storage;
    }
  } catch {
    // Access throws when storage is disabled (e.g. Safari private mode, blocked cookies).
  }
  return createMemoryStorage();
}

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // quota exceeded or storage revoked: keep the app running
  }
}

/**
 * Creates the token store over a storage (SPEC §3 keys `token`, `refreshToken`, `username`,
 * `user_role`). The storage is read on every access, so tokens rotated by another tab are seen.
 *
 * @param storage - Where to keep the tokens; default {@link defaultStorage}.
 * @example
 * const tokens = createTokenStore(createMemoryStorage());
 * tokens.setTokens({ access, refresh });
 */
export function createTokenStore(storage: KeyValueStorage = defaultStorage()): TokenStore {
  const listeners = new Set<() => void>();
  const read = (key: string) => safe(() => storage.getItem(key), null);
  const write = (key: string, value: string | null) =>
    safe(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)), undefined);
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getAccess: () => read(STORAGE_KEYS.token),
    getRefresh: () => read(STORAGE_KEYS.refreshToken),
    getUsername: () => read(STORAGE_KEYS.username),
    getRole: () => read(STORAGE_KEYS.role),
    getClaims: () => decodeTokenClaims(read(STORAGE_KEYS.token)),
    setTokens(pair, username) {
      if (username !== undefined) write(STORAGE_KEYS.username, username);
      write(STORAGE_KEYS.token, pair.access);
      write(STORAGE_KEYS.refreshToken, pair.refresh);
      const role = decodeTokenClaims(pair.access)?.role;
      if (role) write(STORAGE_KEYS.role, role);
      notify();
    },
    setUsername(username) {
      write(STORAGE_KEYS.username, username);
      notify();
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) write(key, null);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
