/**
 * `create` run once per key object (in the site, an SDK client), its value kept for as long as
 * the key lives: how the site attaches kits, caches and bookkeeping to a client without globals.
 *
 * @example
 * export const candidateApis = oncePer(composeCandidateApis);
 * candidateApis(client) === candidateApis(client); // true
 */
export function oncePer<K extends object, T>(create: (key: K) => T): (key: K) => T {
  const values = new WeakMap<K, T>();
  return (key) => {
    if (values.has(key)) return values.get(key) as T;
    const value = create(key);
    values.set(key, value);
    return value;
  };
}
