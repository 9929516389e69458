/**
 * pg-boss's database over the app's own connection, so the queue needs no second pool and runs
 * on PGlite too: pg-boss sends parameterised single statements, and a few scripts without
 * parameters (its migrations, `BEGIN; … COMMIT;` blocks), run by `Database.script` on one
 * connection (PGlite's `exec`; a reserved postgres.js connection, simple protocol).
 */
import type { Database } from '../db/client';

/** The schema pg-boss keeps its tables in. */
export const PGBOSS_SCHEMA = 'pgboss';

/**
 * A parameter as node-postgres (which pg-boss is written for) sends it: undefined as NULL, a
 * plain object as its JSON. postgres.js would refuse both.
 */
function asNodePostgresSends(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return value;
}

/**
 * @example new PgBoss({ db: pgBossDb(database), schema: PGBOSS_SCHEMA })
 */
export function pgBossDb(database: Pick<Database, 'query' | 'script'>) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      if (values.length === 0) return { rows: await database.script(text) };
      return { rows: await database.query(text, values.map(asNodePostgresSends)) };
    },
  };
}
