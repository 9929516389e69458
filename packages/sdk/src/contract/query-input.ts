/**
 * Query-string leniency shared by every list and search endpoint, as forgiving as the original
 * JobHub backend was (issue 14): clients written against it send `?q=&city=` for filters left
 * blank and spell sort keys with hyphens.
 */
import * as z from 'zod/mini';

/** The query without its empty values: a blank parameter means the filter is not set. */
function withoutEmptyValues(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const parts = Array.isArray(value) ? value.filter((part) => part !== '') : value;
    if (parts === '' || (Array.isArray(parts) && parts.length === 0)) continue;
    kept[key] = parts;
  }
  return kept;
}

/**
 * Wraps the query schema of an endpoint so that empty parameters (`?q=&city=`, or a repeated
 * parameter whose values are all empty) are treated as absent before the schema parses. The input
 * type stays the schema's own, so SDK calls keep their typed queries.
 *
 * @example
 * export const ListQuerySchema = emptyMeansUnset(z.extend(PageQuerySchema, { q: SearchTextSchema }));
 */
/* @__NO_SIDE_EFFECTS__ */
export function emptyMeansUnset<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(z.transform((query: z.input<T>): unknown => withoutEmptyValues(query)), schema);
}

/** A list of strings given as a list or as one comma-separated string: the trimmed, non-blank values. */
export const StringOrListSchema = /* @__PURE__ */ z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean)),
);

/**
 * A filter that may hold several values, repeated (`?scales=a&scales=b`) or comma separated
 * (`?type_working=Toàn thời gian,Remote`), each parsed by `item`; at most 10.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends z.core.$ZodType<unknown, string>>(item: T) {
  return z.optional(z.pipe(StringOrListSchema, /* @__PURE__ */ z.array(item).check(z.maxLength(10, 'Tối đa 10 giá trị'))));
}

/**
 * `schema` (a catalogue enum) also reading the other spellings in `aliases`, keyed in lower case:
 * `withAliases(TypeWorkingSchema, { remote: 'Làm việc từ xa' })` reads 'Remote'.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withAliases<T extends z.core.$ZodType<unknown, string>>(schema: T, aliases: Readonly<Record<string, z.output<T>>>) {
  return z.pipe(
    z.transform((value: string) => (typeof value === 'string' ? (aliases[value.toLowerCase()] ?? value) : value)),
    schema,
  );
}

/**
 * A sort key as the contract spells it: hyphens after the first character (the descending sign)
 * become underscores, so `-salary-max` is `-salary_max` and `company-name` is `company_name`.
 */
export function canonicalSortKey(key: string): string {
  return key.charAt(0) + key.slice(1).replaceAll('-', '_');
}

/**
 * One of the sort `keys`, written with hyphens or underscores (`-salary-max` = `-salary_max`).
 * Anything else answers `message` on the field.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sortKeySchema<const K extends readonly string[]>(keys: K, message: string) {
  return z.pipe(
    z.transform((key: K[number]) => (typeof key === 'string' ? canonicalSortKey(key) : key)),
    z.enum(keys, { error: message }),
  );
}
