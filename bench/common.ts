/**
 * Helpers shared by the benchmarks (bench/search.ts, bench/marketplace.ts, bench/realtime.ts, bench/durability.ts): the
 * deterministic search-query mix, percentiles, the seeded throw-away databases, the autocannon load
 * worker and the forked API process driven over IPC.
 */
import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import postgres from 'postgres';
import { CITIES } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../apps/api/src/app';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../apps/api/src/db/client';
import { vacuumLoadedTables } from '../apps/api/src/db/seed';
import { seedAtScale } from '../apps/api/src/db/seed-posts-sql';
import { SEED_FIELDS } from '../apps/api/src/db/seed-data';
import { parseEnv, type Env } from '../apps/api/src/env';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** DATABASE_URL of the benches' production-mode env: never opened (each bench opens its own database). */
const BENCH_UNUSED_DATABASE_URL = 'postgres://bench.invalid/unused';
/** Signs the bench's access tokens in the parent and verifies them in the API children. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** Small deterministic PRNG (mulberry32) so every run benchmarks the same queries. */
export function prng(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function unaccent(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/**
 * A rotating mix of realistic searches: keywords taken from seeded job titles (whole titles,
 * first words, with and without accents), city, field, salary, level / type, their combinations,
 * sorted by relevance (most), newest or salary, pages 1 to 5.
 */
export function buildQueries(count: number): Record<string, string>[] {
  const random = prng(20_251_120);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const positions = SEED_FIELDS.flatMap((field) => field.positions);
  const bigCities = ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng'];
  const queries: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const query: Record<string, string> = {};
    const kind = i % 8;
    const position = pick(positions).replace(/\s*\(.*\)$/, '');
    const words = position.split(' ');
    const keyword = random() < 0.5 ? position : words.slice(0, Math.max(1, Math.min(words.length, 2))).join(' ');
    const q = random() < 0.5 ? keyword : unaccent(keyword);
    if (kind <= 2) query.q = q; // keywords alone
    if (kind === 3) query.city = random() < 0.7 ? pick(bigCities) : pick(CITIES);
    if (kind === 4) query.field = String(1 + Math.floor(random() * SEED_FIELDS.length));
    if (kind === 5) {
      query.salary_min = String(5_000_000 * (1 + Math.floor(random() * 6)));
      query.salary_max = String(Number(query.salary_min) + 10_000_000);
    }
    if (kind === 6) {
      query.q = q;
      query.city = pick(bigCities);
    }
    if (kind === 7) {
      if (random() < 0.5) query.q = q;
      query.field = String(1 + Math.floor(random() * SEED_FIELDS.length));
      query.city = pick(bigCities);
      if (random() < 0.5) query.salary_min = String(10_000_000 + 5_000_000 * Math.floor(random() * 4));
      if (random() < 0.3) query.level = pick(['Junior', 'Middle', 'Senior']);
    }
    const sortRoll = random();
    query.sort = sortRoll < 0.7 ? 'relevance' : sortRoll < 0.9 ? 'newest' : 'salary';
    query.page = String(1 + Math.floor(random() * 5));
    queries.push(query);
  }
  return queries;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  count: number;
}

export function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), rps: sorted.length / seconds, count: sorted.length };
}

/** One request of an HTTP load run (headers optional: e.g. a bearer token). */
export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * autocannon in a worker thread (bench/search-load.mjs) so it does not share the server's event
 * loop; every response time is recorded (autocannon's own summary has no p95).
 */
export async function httpLoad(
  base: string,
  requests: LoadRequest[],
  options: { connections: number; seconds: number },
): Promise<Figures & { non2xx: number; errors: number }> {
  const result = await new Promise<{ latencies: number[]; non2xx: number; errors: number }>((resolve, reject) => {
    const worker = new Worker(new URL('./search-load.mjs', import.meta.url), {
      workerData: { url: base, connections: options.connections, seconds: options.seconds, requests },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { ...figures(result.latencies, options.seconds), non2xx: result.non2xx, errors: result.errors };
}

/**
 * A migrated, empty database: PGlite in `dataDir`, or a new PostgreSQL database on `adminUrl`
 * named `<name>_<random>`, so two benches on one server never share or drop each other's;
 * `drop()` removes only that one. With `reuse`, the database is `name` itself and is kept: an
 * existing one is used as it is (`reused` tells the caller to skip seeding), else it is created.
 */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  options: { name: string; dataDir: string; adminUrl?: string; maxConnections?: number; reuse?: boolean },
): Promise<{ database: Database; url?: string; reused: boolean; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ DATA_DIR: options.dataDir, DATABASE_URL: undefined });
    await database.migrate();
    return { database, reused: false, drop: async () => {} };
  }
  const adminUrl = options.adminUrl ?? DEFAULT_ADMIN_URL;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = options.reuse ? options.name : `${options.name}_${randomBytes(4).toString('hex')}`;
  const exists = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  const reused = Boolean(options.reuse && exists);
  if (!exists) await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    { DATA_DIR: options.dataDir, DATABASE_URL: undefined },
    { databaseUrl: url.toString(), maxConnections: options.maxConnections ?? 10 },
  );
  await database.migrate();
  return {
    database,
    url: url.toString(),
    reused,
    drop: async () => {
      if (!options.reuse) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * The environment of an app a bench starts in-process: production settings (its database is
 * opened by the bench, so DATABASE_URL names nothing), quiet logs, no rate limit, `extra` on top.
 */
export function benchEnv(dataDir: string, extra: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    // Production requires both; the bench opens its database itself and links nowhere.
    DATABASE_URL: BENCH_UNUSED_DATABASE_URL,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED: 'false',
    RATE_LIMIT_ENABLED: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    ...extra,
  });
}

/**
 * The search benchmark's data: posts/100 companies (≥ 240) through seed(), then `posts` posts
 * drawn in the database (seed-posts-sql.ts `seedAtScale`: set-based, flat memory, through the
 * posts triggers like the app's writes), then VACUUM. Returns seconds.
 */
export async function seedPosts(database: Database, posts: number, onBatch?: (inserted: number) => void): Promise<number> {
  const started = performance.now();
  await seedAtScale(database.db, { posts, companies: Math.max(240, Math.round(posts / 100)), ...(onBatch ? { onBatch } : {}) });
  await vacuumLoadedTables(database.db);
  return (performance.now() - started) / 1000;
}

/** Rejects with `what` when `promise` has not settled within `ms`. */
export function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * An API process forked from a bench script (`<script> --serve <arg>`), so its memory and CPU are
 * measured apart from the load generator. It says `{ready, port}` once listening, then answers
 * `{kind, id}` requests with `{id, data}`. Subclasses add the requests their script serves.
 * @example class Server extends BenchServerProcess { stats = () => this.request({ kind: 'stats' }); }
 *          const server = await Server.start(SELF, databaseUrl, 60_000);
 */
export class BenchServerProcess {
  private seq = 0;
  private readonly pending = new Map<number, (data: unknown) => void>();

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
    private readonly timeoutMs: number,
  ) {
    child.on('message', (message: { id?: number; data?: unknown }) => {
      if (message.id !== undefined) this.pending.get(message.id)?.(message.data);
    });
  }

  static async start<S extends BenchServerProcess>(
    this: new (child: ChildProcess, port: number, timeoutMs: number) => S,
    script: string,
    arg: string,
    timeoutMs: number,
  ): Promise<S> {
    const child = fork(script, ['--serve', arg], {
      // BENCH_SERVER_NODE_OPTIONS: extra flags for the API processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
      execArgv: ['--expose-gc', '--conditions=source', '--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const port = await bounded(
      new Promise<number>((resolve, reject) => {
        child.once('message', (message: { ready?: boolean; port?: number }) => (message.ready ? resolve(message.port!) : reject(new Error('bad hello'))));
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      }),
      timeoutMs,
      'server start',
    );
    return new this(child, port, timeoutMs);
  }

  request<T>(body: Record<string, unknown>): Promise<T> {
    const id = ++this.seq;
    return bounded(
      new Promise<T>((resolve) => {
        this.pending.set(id, (data) => {
          this.pending.delete(id);
          resolve(data as T);
        });
        this.child.send({ ...body, id });
      }),
      this.timeoutMs,
      `server ${String(body.kind)}`,
    );
  }

  async close(): Promise<void> {
    await this.request({ kind: 'close' }).catch(() => this.child.kill('SIGKILL'));
  }
}

/** What {@link serveBenchApi} hands the script's own request handler. */
export interface BenchApi {
  app: FastifyInstance;
  database: Database;
}

/**
 * The child side of {@link BenchServerProcess}: builds the API with production settings on a
 * throw-away data dir, listens on a free loopback port, says `{ready, port}`, answers `close`
 * itself and every other request through `handle`.
 */
export async function serveBenchApi<R extends { id: number; kind: string }>(options: {
  name: string;
  database: OpenDatabaseOptions;
  migrate?: boolean;
  redisUrl?: string;
  realtime?: AppDeps['realtime'];
  /** Hooks to add before the app listens (instrumentation). */
  configure?: (app: FastifyInstance) => void;
  handle: (request: R, reply: (data: unknown) => void, api: BenchApi) => Promise<void> | void;
}): Promise<void> {
  const { buildApp } = await import('../apps/api/src/app');
  const dataDir = await mkdtemp(join(tmpdir(), `jobhub-bench-${options.name}-`));
  const env = benchEnv(dataDir, options.redisUrl ? { REDIS_URL: options.redisUrl } : {});
  const database = await openDatabase({ ...env, DATABASE_URL: undefined }, options.database);
  if (options.migrate) await database.migrate();
  const app = await buildApp({ env, database, ...(options.realtime ? { realtime: options.realtime } : {}) });
  options.configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', async (request: R) => {
    const reply = (data: unknown) => process.send!({ id: request.id, data });
    if (request.kind !== 'close') return options.handle(request, reply, { app, database });
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    reply({ closed: true });
    process.exit(0);
  });
  process.send!({ ready: true, port });
}
