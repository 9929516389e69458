/**
 * Database access: embedded PGlite (default) or PostgreSQL (DATABASE_URL), both through drizzle,
 * with the same schema, migrations and SQL.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Env } from '../env';
import * as schema from './schema/index';

/** Folder of the drizzle-kit migrations (SQL + journal). */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions PGlite needs on every open (including re-opening an existing data dir). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/** The drizzle database, whichever driver is active. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A drizzle transaction handle (argument of `db.transaction`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * For statements whose best plan does not depend on their values, such as a page's rows read by
   * primary key (repositories/post-rows.ts): on PostgreSQL a pool whose connections plan each
   * statement once and keep that plan (`plan_cache_mode = force_generic_plan`). `db` plans every
   * execution anew, as the searches need; on a page of ten posts that planning took 1.5 of the
   * rows' 2.2 ms. PGlite: `db` itself.
   */
  fixedPlans: Db;
  driver: 'pglite' | 'postgres';
  /** Raw parameterised SQL (`$1`, `$2`…) for benches, seeds and tests; returns the rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (DDL, scripts). */
  exec(text: string): Promise<void>;
  /**
   * Runs several statements without parameters on one connection, `BEGIN; … COMMIT;` included
   * (the job queue's scripts); returns the last statement's rows.
   */
  script<Row = Record<string, unknown>>(text: string): Promise<Row[]>;
  /** Applies pending migrations from MIGRATIONS_DIR. */
  migrate(): Promise<void>;
  /** The PGlite instance (driver 'pglite' only), e.g. for dumpDataDir in tests. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite only: data dir override ('memory://' for in-memory); default `${DATA_DIR}/db`. */
  pgliteDataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir()` (test template clones). */
  loadDataDir?: Blob | File;
  /** postgres only: overrides env.DATABASE_URL (test databases). */
  databaseUrl?: string;
  /** postgres only: pool size (default 10). */
  maxConnections?: number;
}

/**
 * Opens the database chosen by the environment: PostgreSQL when DATABASE_URL is set, else PGlite
 * in `${DATA_DIR}/db`. Does not migrate; call `migrate()`.
 * @example const database = await openDatabase(env); await database.migrate();
 */
export async function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.databaseUrl ?? env.DATABASE_URL;
  if (url && options.pgliteDataDir === undefined && options.loadDataDir === undefined) {
    return openPostgres(url, options.maxConnections ?? 10);
  }
  return openPglite(options.pgliteDataDir ?? join(env.DATA_DIR, 'db'), options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return databaseOnPglite(pglite);
}

/**
 * A {@link Database} over an open PGlite: a new drizzle handle each call, so caches keyed by the
 * handle start empty (tests give each context a fresh handle over a reused instance).
 */
export function databaseOnPglite(pglite: PGlite): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    fixedPlans: db,
    driver: 'pglite',
    pglite,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pglite.query<Row>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await pglite.exec(text);
    },
    async script<Row>(text: string) {
      const results = await pglite.exec(text);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = (size: number, plans: typeof PREPARED_PLANS | typeof FIXED_PLANS) =>
    postgres(url, { max: size, onnotice: () => {}, connection: { application_name: 'jobhub-api', ...plans } });
  // The rows' statements are short and follow a search's: half the pool serves them.
  return databaseOnPostgres(pool(max, PREPARED_PLANS), pool(Math.max(1, Math.ceil(max / 2)), FIXED_PLANS));
}

/**
 * Session settings of every connection whose statements are prepared (see preparedStatements):
 * each execution is still planned for its own values. A generic plan, which PostgreSQL may switch
 * to after five executions, cannot know how many posts a city or a word matches, and the search
 * statements' plans depend on exactly that (repositories/post-search.ts).
 */
export const PREPARED_PLANS = { plan_cache_mode: 'force_custom_plan' } as const;

/** Session settings of {@link Database.fixedPlans}' connections: each statement planned once. */
export const FIXED_PLANS = { plan_cache_mode: 'force_generic_plan' } as const;

/**
 * The pool as drizzle's client, its statements prepared once per connection. drizzle sends each
 * statement unprepared, and postgres.js then asks the server for its parameters' types before
 * every execution: two round trips and a parse per statement. Prepared, a statement the
 * connection has run before is one round trip (bind and execute) with no parse: company search
 * at 100,000 posts went from 364 to 637 req/s (bench/search.ts). Statements without parameters
 * (migrations' scripts) stay on the simple protocol. drizzle's transactions run on postgres.js's
 * own transaction handle, unprepared as before.
 */
function preparedStatements(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key !== 'unsafe') return Reflect.get(target, key, receiver);
      return (query: string, params?: never[], options?: postgres.UnsafeQueryOptions) => target.unsafe(query, params, { ...options, prepare: true });
    },
  });
}

/**
 * A {@link Database} over a postgres.js pool (`fixedPlansSql`: the pool of {@link Database.fixedPlans},
 * its connections set with FIXED_PLANS; default the same pool): a new drizzle handle each call (see
 * databaseOnPglite). Closing it ends both pools.
 */
export function databaseOnPostgres(sql: postgres.Sql, fixedPlansSql: postgres.Sql = sql): Database {
  const db = drizzlePostgres({ client: preparedStatements(sql), schema }) as unknown as Db;
  const fixedPlans = fixedPlansSql === sql ? db : (drizzlePostgres({ client: preparedStatements(fixedPlansSql), schema }) as unknown as Db);
  let closed = false;
  return {
    db,
    fixedPlans,
    driver: 'postgres',
    async query<Row>(text: string, params: unknown[] = []) {
      const rows = await sql.unsafe(text, params as never[]);
      return rows as unknown as Row[];
    },
    async exec(text: string) {
      await sql.unsafe(text);
    },
    async script<Row>(text: string) {
      // A reserved connection: postgres.js refuses BEGIN on a pool, whose next query may go elsewhere.
      const reserved = await sql.reserve();
      try {
        const result = (await reserved.unsafe(text)) as unknown as unknown[];
        const last = Array.isArray(result.at(-1)) ? result.at(-1) : result;
        return last as Row[];
      } finally {
        reserved.release();
      }
    },
    async migrate() {
      await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([sql.end({ timeout: 5 }), fixedPlansSql === sql ? undefined : fixedPlansSql.end({ timeout: 5 })]);
    },
  };
}
