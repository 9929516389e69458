/**
 * Job-search benchmark: HTTP (autocannon against GET /api/posts/search/ on the real app) against
 * the same statements run straight on the driver (searchPosts, no HTTP), same concurrency, on
 * PGlite and PostgreSQL, at 20,000 and 100,000 posts. Prints p50/p95/p99 and req/s per case,
 * the HTTP/raw ratio, and how long seeding took.
 *
 *   node --conditions=source --import tsx bench/search.ts [--db pglite,postgres] [--sizes 20000,100000]
 *        [--seconds 10] [--connections 10] [--pglite-max 20000]
 *
 * Env: BENCH_DATABASE_URL (server to use; default postgres://postgres@127.0.0.1:5432/postgres):
 * the script creates and drops its own databases `jobhub_bench_<n>_<random>` there (a second run
 * on the same server never touches them). Loopback only.
 * PGlite is skipped above --pglite-max posts (default 20,000: seeding 100,000 posts into the
 * single-threaded WASM database costs minutes); pass --pglite-max 100000 to include it.
 * Each case: seed (timed) → VACUUM ANALYZE → warm-up → HTTP for --seconds → raw for --seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { PostSearchQuerySchema, type PostSearchSort } from '@jobhub/sdk/contract';
import { buildApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { searchPosts, SEARCH_TOTAL_CAP } from '../apps/api/src/repositories/post-search';
import type { PostSearchFilters } from '../apps/api/src/repositories/post-search-where';
import { benchEnv, buildQueries, DEFAULT_ADMIN_URL, figures, httpLoad, openBenchDatabase, seedPosts, type Figures } from './common';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '20000,100000' },
    db: { type: 'string', default: process.env.BENCH_DB ?? 'pglite,postgres' },
    connections: { type: 'string', default: '10' },
    'pglite-max': { type: 'string', default: process.env.BENCH_PGLITE_MAX ?? '20000' },
    queries: { type: 'string', default: '80' },
  },
});
const SECONDS = Math.min(60, Math.max(1, Number(values.seconds)));
const SIZES = values.sizes.split(',').map(Number);
const CONNECTIONS = Math.max(1, Number(values.connections));
const PGLITE_MAX = Number(values['pglite-max']);
const QUERY_COUNT = Math.max(10, Number(values.queries));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;

function httpRun(base: string, paths: string[]): Promise<Figures & { non2xx: number; errors: number }> {
  return httpLoad(base, paths.map((path) => ({ method: 'GET', path })), { connections: CONNECTIONS, seconds: SECONDS });
}

type ParsedQuery = { filters: PostSearchFilters; sort: PostSearchSort; paging: { page: number; page_size: number } };

/** The same statements the handler runs (searchPosts), from CONNECTIONS concurrent loops. */
async function rawRun(database: Database, parsed: ParsedQuery[]): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const query = parsed[next++ % parsed.length]!;
        const start = performance.now();
        await searchPosts(database.db, query.filters, query.sort, query.paging);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return figures(latencies, SECONDS);
}

interface Case {
  database: 'pglite' | 'postgres';
  posts: number;
  seedSeconds: number;
  http: Figures & { non2xx: number; errors: number };
  raw: Figures;
  capped: number;
}

async function benchOne(kind: 'pglite' | 'postgres', posts: number): Promise<Case> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-'));
  const { database, drop } = await openBenchDatabase(kind, { name: `jobhub_bench_${posts}`, dataDir, adminUrl: ADMIN_URL, maxConnections: CONNECTIONS });
  try {
    const seedSeconds = await seedPosts(database, posts);
    const env = benchEnv(dataDir);
    const app = await buildApp({ env, database });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const queries = buildQueries(QUERY_COUNT);
      const paths = queries.map((query) => `/api/posts/search/?${new URLSearchParams(query).toString()}`);
      const parsed: ParsedQuery[] = queries.map((query) => {
        const { page, page_size, sort, position, field, ...rest } = z.parse(PostSearchQuerySchema, query);
        // Positions and fields by id only (the API resolves names; the bench's queries use none).
        const filters = { ...rest, ...(typeof position === 'number' ? { position } : {}), ...(typeof field === 'number' ? { field } : {}) };
        return { filters, sort, paging: { page, page_size } };
      });
      let capped = 0;
      for (const path of paths) {
        const response = await app.inject({ url: path });
        if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
        if ((response.json() as { data: { total: number } }).data.total >= SEARCH_TOTAL_CAP) capped += 1;
      }
      const http = await httpRun(address, paths);
      const raw = await rawRun(database, parsed);
      return { database: kind, posts, seedSeconds, http, raw, capped };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const cases: Case[] = [];
process.stdout.write(
  `[bench] ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${QUERY_COUNT} rotating queries, totals capped at ${SEARCH_TOTAL_CAP}\n`,
);
for (const kind of values.db.split(',') as ('pglite' | 'postgres')[]) {
  for (const size of SIZES) {
    if (kind === 'pglite' && size > PGLITE_MAX) {
      process.stdout.write(`[bench] pglite ${size} posts: skipped (above --pglite-max ${PGLITE_MAX}; seeding it takes minutes)\n`);
      continue;
    }
    process.stdout.write(`[bench] ${kind} ${size} posts: seeding, then HTTP ${SECONDS} s and raw ${SECONDS} s...\n`);
    const row = await benchOne(kind, size);
    cases.push(row);
    process.stdout.write(
      `[bench] ${kind.padEnd(8)} ${String(size).padStart(6)} posts | seed ${row.seedSeconds.toFixed(1)} s | ` +
        `HTTP p50 ${ms(row.http.p50)} p95 ${ms(row.http.p95)} p99 ${ms(row.http.p99)} ${row.http.rps.toFixed(0)} req/s (non-2xx ${row.http.non2xx}, errors ${row.http.errors}) | ` +
        `raw p50 ${ms(row.raw.p50)} p95 ${ms(row.raw.p95)} ${row.raw.rps.toFixed(0)} q/s | ` +
        `HTTP/raw p50 ${(row.http.p50 / Math.max(row.raw.p50, 0.01)).toFixed(2)} p95 ${(row.http.p95 / Math.max(row.raw.p95, 0.01)).toFixed(2)} | ` +
        `${row.capped}/${QUERY_COUNT} queries at the total cap\n`,
    );
  }
}
process.stdout.write(`${JSON.stringify(cases, null, 2)}\n`);
