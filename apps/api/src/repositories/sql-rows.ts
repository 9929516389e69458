import { sql, type SQL } from 'drizzle-orm';

/** The part of a drizzle database (PGlite or postgres.js) that raw catalogue queries need. */
export interface SqlExecutor {
  execute: (query: SQL) => PromiseLike<unknown>;
}

/**
 * Runs a raw query and returns its rows for either driver: postgres.js answers an array,
 * PGlite an object with `rows`.
 *
 * @example const list = await selectRows<{ id: number }>(db, sql`select 1 as id`);
 */
export async function selectRows<T>(db: SqlExecutor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** ISO 8601 text of a timestamp column (both drivers give a Date; a string passes through). */
export function isoTimestamp(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A varchar[] column as a raw query reads it: PGlite may hand back its text form '{a,b}'. */
export type RawTextArray = string[] | string;

/** A varchar[] column's values (see {@link RawTextArray}). */
export function textArray(value: RawTextArray | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((part) => part.replace(/^"|"$/g, ''));
}

/** Number of pages for `total` rows (0 rows → 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/**
 * A drizzle PostgreSQL database or transaction, over PGlite or postgres.js.
 * (`any` because the two drivers' result kinds differ and neither is assignable to the other.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CatalogueDb = import('drizzle-orm/pg-core').PgDatabase<any, any>;

/**
 * Ids as one int[] parameter, so the statement's text, and its prepared plan, is the same whatever
 * their number (drizzle binds a JS array as one parameter per element).
 */
export function intArraySql(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;
}

/** An int[] column's values: both drivers parse it to numbers; the text form '{1,2}' is read too (textArray). */
export function intArray(value: readonly (number | string)[] | string | null | undefined): number[] {
  return (Array.isArray(value) ? value : textArray(typeof value === 'string' ? value : null)).map(Number);
}
