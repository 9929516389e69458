/** The subset of the Web Storage API the SDK needs (localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * An in-memory {@link KeyValueStorage}: the fallback when no `localStorage` is available (Node,
 * SSR, blocked storage) and a convenient fake in tests.
 *
 * @param initial - Entries to start with.
 * @example
 * const storage = createMemoryStorage({ token: 'abc' });
 */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
