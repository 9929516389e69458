/**
 * Test harness: a fresh app per context on a database in its just-migrated state, fast.
 *
 * - The migrations run ONCE into a template that also carries its own reset (database-baseline.ts):
 *   PGlite's is a data-dir dump cached on disk (keyed by a hash of the migrations and PGlite's
 *   version); PostgreSQL's (when JOBHUB_TEST_DATABASE_URL is set) is a database
 *   `jobhub_template_<hash>`, built once under an advisory lock.
 * - A closed context hands its database back to this process's spares; the next context takes a
 *   spare and resets it (one TRUNCATE, milliseconds) instead of loading a new PGlite from the dump
 *   or creating a new PostgreSQL database. The API test projects run without per-file isolation
 *   (vitest.config.ts), so a worker keeps its spares from file to file.
 * - PostgreSQL test databases are named `jh_test_<run>_<random>`; the run's global setup
 *   (test/global-setup.ts) drops them when the run ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { databaseOnPglite, databaseOnPostgres, FIXED_PLANS, MIGRATIONS_DIR, openDatabase, PREPARED_PLANS, type Database } from '../db/client';
import { parseEnv, readTestVariable, type Env } from '../env';
import { PGBOSS_SCHEMA } from '../jobs/pg-boss-db';
import { createFixedClock, type FixedClock } from '../lib/clock';
import { writeCdnFixture } from './cdn-fixture';
import { writeSiteFixture } from './site-fixture';
import { captureBaseline, resetToBaseline } from './database-baseline';
import { POSTGRES_TEST_DATABASE_PREFIX } from './global-setup';

/** Version of the installed PGlite (its exports map hides package.json, so read it from disk). */
const PGLITE_VERSION: string = (() => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf('/node_modules/@electric-sql/pglite/') + '/node_modules/@electric-sql/pglite/'.length);
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
})();

export type DatabaseKind = 'pglite' | 'postgres';

const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

/**
 * The databases the API tests run on: PGlite always, PostgreSQL too when JOBHUB_TEST_DATABASE_URL
 * is set. JOBHUB_TEST_DATABASES (`pglite` or `postgres`) narrows it to one: vitest.config.ts runs
 * each database's half in its own project, so the two halves run side by side.
 */
export function testDatabases(): readonly DatabaseKind[] {
  const available = DATABASE_KINDS.filter((kind) => kind === 'pglite' || readTestVariable('JOBHUB_TEST_DATABASE_URL'));
  const only = readTestVariable('JOBHUB_TEST_DATABASES');
  return only ? available.filter((kind) => only.split(',').includes(kind)) : available;
}

/** DATABASE_URL of production-mode test contexts: never opened (the app gets the test database). */
const HARNESS_DATABASE_URL = 'postgres://test-harness.invalid/unused';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestContextOptions {
  /** Extra env variables (strings, as in process.env), e.g. `{ RATE_LIMIT_ENABLED: 'true' }`. */
  env?: Record<string, string>;
  /** Start time of the fixed clock (default: the real time at creation). */
  now?: Date | string | number;
  /** Write a small site build (test/site-fixture.ts) and CDN build, so serving and the SPA fallback can be tested. */
  withSite?: boolean;
  /** Called after the app is built and before `ready()`: add test-only routes or hooks. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** WebSocket options of the app (e.g. a short `authTimeoutMs`, a unique Redis `channel`). */
  realtime?: AppDeps['realtime'];
  /** A mailer instead of the outbox one (e.g. one whose sends wait until released). */
  mailer?: AppDeps['mailer'];
  /** Job queue settings (e.g. `retryDelaySeconds: 0`); the queue starts only when a test calls `app.jobs.start()`. */
  jobs?: AppDeps['jobs'];
  /** Sees every route as it is registered. */
  onRoute?: AppDeps['onRoute'];
  /** JobHub AI's assistant (default: the app's). */
  assistant?: AppDeps['assistant'];
}

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: Database;
  env: Env;
  /** Fixed clock used by the app (tokens, expiries); move it with `clock.advance(ms)`. */
  clock: FixedClock;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  // A PGlite upgrade may change the data dir format: key the cached dump on its version too; and
  // the template carries the reset function, so a change to it makes a new template.
  hash.update(PGLITE_VERSION);
  hash.update(readFileSync(new URL('./database-baseline.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

const BASE_ENV = { DATA_DIR: tmpdir() };

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data dir (cached on disk across test files and runs). */
function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const dir = join(tmpdir(), 'jobhub-test-templates');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `pglite-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase(BASE_ENV as Env, { pgliteDataDir: 'memory://' });
    await database.migrate();
    await captureBaseline(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

let postgresTemplate: Promise<string> | undefined;
/** How long an unused PostgreSQL template of other migrations is kept (its comment holds its last use). */
const TEMPLATE_KEPT_MS = 24 * 3_600_000;

/** Builds `jobhub_template_<hash>` once (advisory lock) and returns its name. */
function postgresTemplateName(url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `jobhub_template_${migrationsHash()}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(727274)`;
      const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!exists) {
        const building = `${name}_building`;
        await admin.unsafe(`drop database if exists ${building} with (force)`);
        await admin.unsafe(`create database ${building}`);
        const target = new URL(url);
        target.pathname = `/${building}`;
        const database = await openDatabase(BASE_ENV as Env, { databaseUrl: target.toString(), maxConnections: 1 });
        await database.migrate();
        await captureBaseline(database);
        await database.close();
        await admin.unsafe(`alter database ${building} rename to ${name}`);
      }
      // The comment says when a run last took this template. Templates of other migration sets
      // go once unused for a day: another checkout's run on this server may be using a younger one.
      await admin.unsafe(`comment on database ${name} is '${new Date().toISOString()}'`);
      const others = await admin<{ datname: string; used: string | null }[]>`
        select datname, shobj_description(oid, 'pg_database') as used from pg_database
        where datname like 'jobhub\_template\_%' and datname <> ${name}`;
      for (const { datname, used } of others) {
        const idle = Date.now() - new Date(used ?? 0).getTime();
        if (!(idle < TEMPLATE_KEPT_MS)) await admin.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {});
      }
      await admin`select pg_advisory_unlock(727274)`;
      return name;
    } finally {
      await admin.end({ timeout: 5 });
    }
  })();
  return postgresTemplate;
}

/** A test database kept open for this process: its connection, and a fresh handle over it per context. */
interface OpenTestDatabase {
  /** A new {@link Database} over the same connection, so caches keyed by the handle (the assistant's catalogue) start empty. */
  handle(): Database;
}

async function openTestDatabase(kind: DatabaseKind): Promise<OpenTestDatabase> {
  if (kind === 'pglite') {
    const { pglite } = await openDatabase(BASE_ENV as Env, { pgliteDataDir: 'memory://', loadDataDir: await pgliteTemplateDump() });
    return { handle: () => databaseOnPglite(pglite!) };
  }
  const url = readTestVariable('JOBHUB_TEST_DATABASE_URL');
  if (!url) throw new Error('JOBHUB_TEST_DATABASE_URL is not set');
  const template = await postgresTemplateName(url);
  const name = `${POSTGRES_TEST_DATABASE_PREFIX}${inject('testRunId')}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const sql = postgres(target.toString(), { max: 4, onnotice: () => {}, connection: PREPARED_PLANS });
  const fixedPlans = postgres(target.toString(), { max: 2, onnotice: () => {}, connection: FIXED_PLANS });
  return { handle: () => databaseOnPostgres(sql, fixedPlans) };
}

/** Databases of this process that no open context uses, by kind; reset when taken again. */
const spareDatabases: Record<DatabaseKind, OpenTestDatabase[]> = { pglite: [], postgres: [] };

/** A database in its just-migrated state: a spare one reset, or a new one from the template. */
async function takeTestDatabase(kind: DatabaseKind): Promise<{ open: OpenTestDatabase; database: Database }> {
  const spare = spareDatabases[kind].pop();
  const open = spare ?? (await openTestDatabase(kind));
  const database = open.handle();
  if (spare) await resetToBaseline(database);
  return { open, database };
}

/**
 * A fresh app on a fresh, migrated database. Rate limits are off unless `env` turns them on;
 * mails go to the outbox; logs are silent.
 * @example const ctx = await createTestContext('pglite'); await ctx.inject({ method: 'GET', url: '/api/health' });
 */
export async function createTestContext(kind: DatabaseKind = 'pglite', options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-test-'));
  const siteDir = join(dataDir, 'site');
  // Never the repository's build output: tests see only the files they write here.
  const widgetsDir = join(dataDir, 'widgets');
  if (options.withSite) {
    writeSiteFixture(siteDir);
    writeCdnFixture(widgetsDir);
  }
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    // No server renderer unless a test names one (the site's source entry): pages are the shell.
    SITE_RENDERER: join(dataDir, 'no-renderer.js'),
    WIDGETS_DIR: widgetsDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://jobhub.test',
    SEED: 'false',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    // The harness hands the app its database itself; production's settings still require one named.
    ...(options.env?.NODE_ENV === 'production' ? { DATABASE_URL: HARNESS_DATABASE_URL } : {}),
    ...options.env,
  });
  const { open, database } = await takeTestDatabase(kind);
  const clock = createFixedClock(options.now ?? Date.now());
  const app = await buildApp({
    env,
    database,
    clock,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.assistant ? { assistant: options.assistant } : {}),
  });
  await options.configure?.(app);
  await app.ready();
  return {
    kind,
    app,
    database,
    env,
    clock,
    inject: (request) => app.inject(request),
    async close() {
      const queueStarted = app.jobs.started;
      await app.close();
      // The queue's tables live beside the baseline: a reused database starts without its jobs.
      if (queueStarted) await database.exec(`drop schema if exists ${PGBOSS_SCHEMA} cascade`);
      spareDatabases[kind].push(open);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per test database ("accounts [pglite]", "accounts [postgres]").
 * @example describeEachDatabase('accounts', (kind) => { const ctx = useTestContext(kind); it(...) });
 */
export function describeEachDatabase(name: string, fn: (kind: DatabaseKind) => void): void {
  for (const kind of testDatabases()) describe(`${name} [${kind}]`, () => fn(kind));
}

/**
 * One context for the enclosing describe block (created in beforeAll, closed in afterAll).
 * Returns a getter because the context exists only once the hooks ran.
 */
export function useTestContext(kind: DatabaseKind, options: TestContextOptions = {}): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(kind, options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('test context not ready (use it inside a test or hook)');
    return ctx;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL test databases (test/global-setup.ts). */
    testRunId: string;
  }
}
