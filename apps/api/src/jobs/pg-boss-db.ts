/**
 * pg-boss's database over the app's own connection, so the queue needs no second pool and runs
 * on PGlite too: pg-boss sends parameterised single statements, and a few scripts without
 * parameters (its migrations, `BEGIN; … COMMIT;` blocks) that only PGlite's `exec` and
 * postgres.js's simple protocol (`unsafe` without parameters) accept.
 */
import type { Database } from '../db/client';

/** The schema pg-boss keeps its tables in. */
export const PGBOSS_SCHEMA = 'pgboss';

/**
 * @example new PgBoss({ db: pgBossDb(database), schema: PGBOSS_SCHEMA })
 */
export function pgBossDb(database: Pick<Database, 'query' | 'pglite'>) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      if (database.pglite && values.length === 0) {
        const results = await database.pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: await database.query(text, values) };
    },
  };
}
