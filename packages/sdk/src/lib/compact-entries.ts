/**
 * The entries of `record` whose value is not empty: `undefined`, `null`, and strings that are
 * empty or blank are left out; strings are trimmed.
 *
 * @example
 * compactEntries({ a: ' x ', b: '', c: null, d: 3 }); // [['a', 'x'], ['d', 3]]
 */
export function compactEntries<T extends object>(record: T): [keyof T & string, unknown][] {
  const entries: [keyof T & string, unknown][] = [];
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean === '') continue;
    entries.push([key as keyof T & string, clean]);
  }
  return entries;
}
