/**
 * A bounded map whose entries expire: read at or after its expiry an entry is gone, and when full
 * the least recently used one makes room. Times are passed in (the app's clock), never read here,
 * so expiry is testable without waiting.
 */

/** The cache of {@link createExpiringLru}. */
export interface ExpiringLru<V> {
  /** The value stored under `key`, unless missing or expired at `nowMs`. */
  get(key: string, nowMs: number): V | undefined;
  /** Stores `value` until `expiresAtMs`, as the most recently used entry. */
  set(key: string, value: V, expiresAtMs: number): void;
  delete(key: string): void;
  size(): number;
}

/**
 * @param capacity - Most entries kept.
 * @example
 * const cache = createExpiringLru<string>(100);
 * cache.set('a', 'x', now + 60_000);
 * cache.get('a', now); // 'x'
 */
export function createExpiringLru<V>(capacity: number): ExpiringLru<V> {
  // A Map iterates in insertion order: re-inserting on each read keeps the oldest use first.
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  return {
    get(key, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (nowMs >= entry.expiresAtMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expiresAtMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAtMs });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}
