/**
 * Job-search benchmark, per case: HTTP (autocannon against the real app) against the same
 * repository calls run straight on the driver (no HTTP), same concurrency, on PGlite and
 * PostgreSQL, at 100,000 and 1,000,000 posts (issue 29). Prints p50/p95/p99 and req/s per case,
 * the HTTP/raw ratio, and how long seeding took. The cases: default list, keyword, keyword + city,
 * city + salary + experience, sort by salary, page 50, pages 5,000-5,019 (deep pages), rare
 * keyword, company search, recommendations, and search as a signed-in candidate (rows ranked by
 * their criteria).
 *
 *   node --conditions=source --import tsx bench/search.ts [--db pglite,postgres] [--sizes 100000,1000000]
 *        [--seconds 5] [--connections 10] [--pglite-max 20000] [--cases keyword,company_search]
 *        [--keep <name> | --reuse <name>] [--explain] [--slowest <n>]
 *
 * --keep <name>: seed into a new PostgreSQL database <name> (<name>_<size> with several sizes) and
 * keep it; --reuse <name>: use that kept database as it is (seeded when missing, then kept), so a
 * million posts are seeded once (about five minutes), not on every run. Without either, each size
 * gets a throw-away database `jobhub_bench_<n>_<random>`, dropped at the end.
 * --explain: print EXPLAIN (ANALYZE, BUFFERS) of the statements one request of each case runs.
 * --slowest <n>: print each case's n slowest first asks (below).
 *
 * Env: BENCH_DATABASE_URL (server to use; default postgres://postgres@127.0.0.1:5432/postgres).
 * PGlite is skipped above --pglite-max posts (default 20,000); pass --pglite-max 100000 to include it.
 * Each size: seed (timed; bench/common.ts seedPosts) → VACUUM → candidates with criteria → per
 * case: first asks (each query once, alone, before any total is kept: what the first person to ask
 * a search waits) → warm-up (HTTP at the same concurrency, 2 s, not timed) → HTTP for --seconds
 * → raw for --seconds. The app keeps dense searches' totals and page anchors for a minute
 * (search-totals.ts, post-search-keyset.ts), and so does the raw run: the load figures are of
 * searches asked again within the minute, the first-ask figures of searches asked for the first
 * time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import { CITIES, EnterpriseSearchQuerySchema, EXPERIENCES, PostListQuerySchema, PostSearchQuerySchema, SCALES, TYPE_WORKINGS } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { COMPANY_BRANDS, SEED_FIELDS } from '../apps/api/src/db/seed-data';
import { recommendPosts } from '../apps/api/src/repositories/criteria';
import { searchEnterprises } from '../apps/api/src/repositories/enterprises';
import { searchPosts, SEARCH_TOTAL_CAP } from '../apps/api/src/repositories/post-search';
import { createSearchAnchors, type SearchAnchors } from '../apps/api/src/repositories/post-search-keyset';
import { createSearchTotals, type SearchTotals } from '../apps/api/src/repositories/search-totals';
import type { PostSearchFilters } from '../apps/api/src/repositories/post-search-where';
import { selectRows, type SqlExecutor } from '../apps/api/src/repositories/sql-rows';
import { benchEnv, DEFAULT_ADMIN_URL, figures, httpLoad, openBenchDatabase, prng, seedPosts, unaccent, type Figures, type LoadRequest } from './common';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '100000,1000000' },
    db: { type: 'string', default: process.env.BENCH_DB ?? 'postgres' },
    connections: { type: 'string', default: '10' },
    'pglite-max': { type: 'string', default: process.env.BENCH_PGLITE_MAX ?? '20000' },
    cases: { type: 'string' },
    keep: { type: 'string' },
    reuse: { type: 'string' },
    explain: { type: 'boolean', default: false },
    slowest: { type: 'string', default: '0' },
    candidates: { type: 'string', default: '20' },
  },
});
const SECONDS = Math.min(60, Math.max(1, Number(values.seconds)));
/** Untimed HTTP load before each case's measured one (seconds). */
const WARM_UP_SECONDS = 2;
const SIZES = values.sizes.split(',').map(Number);
const CONNECTIONS = Math.max(1, Number(values.connections));
const PGLITE_MAX = Number(values['pglite-max']);
const CANDIDATES = Math.max(1, Number(values.candidates));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const KEPT_NAME = values.reuse ?? values.keep;
if (values.keep && values.reuse) throw new Error('--keep and --reuse: pass one');
/** Queries each case rotates through. */
const QUERIES_PER_CASE = 40;
const BIG_CITIES = ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng'];
/** Words only a few posts name (the tools of a few positions' skill sets). */
const RARE_KEYWORDS = ['Terraform', 'Airflow', 'Cypress', 'RxJS', 'Sketch', 'FastAPI', 'BigQuery', 'HTKK'];

/**
 * What the app keeps of the searches of the last minute, dense totals and page anchors, and the
 * handle it reads a page's rows on (Database.fixedPlans; the search's own handle when unset).
 */
interface Kept {
  totals: SearchTotals;
  anchors: SearchAnchors;
  rows?: SqlExecutor;
}
const keptNothing = (): Kept => ({ totals: createSearchTotals(), anchors: createSearchAnchors() });

/** One request of a case: its HTTP path (with the viewer's bearer) and the same work on the driver. */
interface CaseQuery {
  request: LoadRequest;
  /** `kept`: the dense searches' totals and page anchors, kept as the app keeps them (search-totals.ts, post-search-keyset.ts). */
  raw: (db: SqlExecutor, kept: Kept) => Promise<unknown>;
}

interface BenchContext {
  app: FastifyInstance;
  candidates: { id: number; headers: Record<string, string> }[];
}

type CaseName =
  | 'default_list'
  | 'keyword'
  | 'keyword_city'
  | 'city_salary_experience'
  | 'sort_salary'
  | 'page_50'
  | 'deep_pages'
  | 'rare_keyword'
  | 'company_search'
  | 'recommendations'
  | 'search_as_candidate';

/** A search query as the route reads it (PostSearchQuerySchema), turned into searchPosts' arguments. */
function postSearch(query: Record<string, string>, viewer?: { id: number; headers: Record<string, string> }): CaseQuery {
  const { page, page_size, sort, position, field, ...rest } = z.parse(PostSearchQuerySchema, query);
  // Positions and fields by id only (the route resolves names; these queries use none).
  const filters: PostSearchFilters = { ...rest, ...(typeof position === 'number' ? { position } : {}), ...(typeof field === 'number' ? { field } : {}) };
  return {
    request: { method: 'GET', path: `/api/posts/search/?${new URLSearchParams(query).toString()}`, ...(viewer ? { headers: viewer.headers } : {}) },
    raw: (db, kept) =>
      searchPosts(db, filters, sort, { page, page_size }, SEARCH_TOTAL_CAP, {
        now: new Date(),
        ...kept,
        ...(viewer ? { viewerId: viewer.id, rankByCriteria: true } : {}),
      }),
  };
}

/** The queries of each case, deterministic (same PRNG seed every run). */
function caseQueries(name: CaseName, context: BenchContext): CaseQuery[] {
  const random = prng(20_261_129);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const positions = SEED_FIELDS.flatMap((field) => field.positions.map((position) => position.replace(/\s*\(.*\)$/, '')));
  const keyword = () => {
    const position = pick(positions);
    const text = random() < 0.5 ? position : position.split(' ').slice(0, 2).join(' ');
    return random() < 0.5 ? text : unaccent(text);
  };
  return Array.from({ length: QUERIES_PER_CASE }, (_, i): CaseQuery => {
    const page = String(1 + (i % 5));
    switch (name) {
      case 'default_list': {
        const { sort, ...paging } = z.parse(PostListQuerySchema, { page });
        return {
          request: { method: 'GET', path: `/api/posts/?page=${page}` },
          raw: (db, kept) => searchPosts(db, {}, sort, paging, SEARCH_TOTAL_CAP, { now: new Date(), ...kept }),
        };
      }
      case 'keyword':
        return postSearch({ q: keyword(), page });
      case 'keyword_city':
        return postSearch({ q: keyword(), city: pick(random() < 0.7 ? BIG_CITIES : CITIES), page });
      case 'city_salary_experience':
        return postSearch({ city: pick(BIG_CITIES), salary_min: String(10_000_000 + 5_000_000 * Math.floor(random() * 4)), experience: pick(EXPERIENCES), page });
      case 'sort_salary':
        return postSearch({ sort: 'salary', ...(random() < 0.5 ? { city: pick(BIG_CITIES) } : {}), page });
      case 'page_50':
        return postSearch({ page: '50', ...(random() < 0.5 ? { sort: 'newest' } : {}) });
      case 'deep_pages':
        // Someone reading on from page 5,000, in two orders: each page starts from the last one's anchor.
        return postSearch({ page: String(5_000 + (i % 20)), ...(i < 20 ? { sort: 'newest' } : {}) });
      case 'rare_keyword':
        return postSearch({ q: pick(RARE_KEYWORDS), page: '1' });
      case 'company_search': {
        const query: Record<string, string> = { page };
        const roll = random();
        if (roll < 0.5) query.q = pick(COMPANY_BRANDS);
        else if (roll < 0.8) query.city = pick(BIG_CITIES);
        else query.scale = pick(SCALES);
        const parsed = z.parse(EnterpriseSearchQuerySchema, query);
        return { request: { method: 'GET', path: `/api/enterprises/search/?${new URLSearchParams(query).toString()}` }, raw: (db, kept) => searchEnterprises(db, parsed, new Date(), kept.rows) };
      }
      case 'recommendations': {
        const viewer = context.candidates[i % context.candidates.length]!;
        const paging = { page: 1 + (i % 3), page_size: 10 };
        return {
          request: { method: 'GET', path: `/api/posts/recommended/?page=${paging.page}&page_size=${paging.page_size}`, headers: viewer.headers },
          raw: (db, kept) => recommendPosts(kept.rows ?? db, viewer.id, paging, new Date()),
        };
      }
      case 'search_as_candidate':
        return postSearch(random() < 0.5 ? { q: keyword(), page } : { city: pick(BIG_CITIES), page }, context.candidates[i % context.candidates.length]!);
    }
  });
}

const CASES: CaseName[] = [
  'default_list',
  'keyword',
  'keyword_city',
  'city_salary_experience',
  'sort_salary',
  'page_50',
  'deep_pages',
  'rare_keyword',
  'company_search',
  'recommendations',
  'search_as_candidate',
];

/**
 * Candidates with criteria (field, position for three in four, big city, salary floor, type of
 * work, experience, two scales), inserted once: a reused database keeps them.
 */
async function benchCandidates(database: Database, app: FastifyInstance): Promise<BenchContext['candidates']> {
  const db = database.db;
  await db.execute(sql`insert into users (username, email, fullname, role, is_active)
    select 'bench_candidate_' || g, 'bench_candidate_' || g || '@bench.local', 'Ứng viên ' || g, 'candidate', true
    from generate_series(1, ${CANDIDATES}::int) g
    on conflict do nothing`);
  const users = await selectRows<{ id: number; username: string; fullname: string }>(
    db,
    sql`select id, username, fullname from users where username like 'bench\\_candidate\\_%' order by id limit ${CANDIDATES}`,
  );
  const positions = await selectRows<{ id: number; field_id: number }>(db, sql`select id, field_id from positions order by id`);
  const fields = [...new Set(positions.map((row) => Number(row.field_id)))];
  for (const [i, user] of users.entries()) {
    const field = fields[i % fields.length]!;
    const inField = positions.filter((row) => Number(row.field_id) === field);
    const position = i % 4 === 3 ? null : inField[i % inField.length]!.id;
    await db.execute(sql`insert into criteria (user_id, city, experience, field_id, position_id, scales, type_working, salary_min, alert_frequency, alert_since, created_at, updated_at)
      values (${user.id}, ${BIG_CITIES[i % BIG_CITIES.length]!}, ${EXPERIENCES[i % EXPERIENCES.length]!}, ${field}, ${position},
        array[${SCALES[i % SCALES.length]!}, ${SCALES[(i + 2) % SCALES.length]!}]::varchar[], ${TYPE_WORKINGS[i % 2]!},
        ${8_000_000 + (i % 5) * 4_000_000}, 'off', now(), now(), now())
      on conflict (user_id) do nothing`);
  }
  return Promise.all(
    users.map(async (user) => {
      const access = await app.auth.signAccess({ id: Number(user.id), username: user.username, fullname: user.fullname, role: 'candidate', is_active: true, is_banned: false });
      return { id: Number(user.id), headers: { authorization: `Bearer ${access}` } };
    }),
  );
}

/** The same calls from CONNECTIONS concurrent loops, for SECONDS. */
async function rawRun(db: SqlExecutor, queries: CaseQuery[], kept: Kept): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const query = queries[next++ % queries.length]!;
        const start = performance.now();
        await query.raw(db, kept);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return figures(latencies, SECONDS);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement `query` runs, run through the driver. A statement
 * that is itself an EXPLAIN (the planner's estimate of a search's matches) is shown as such.
 */
async function explain(db: SqlExecutor, query: CaseQuery): Promise<string[]> {
  const plans: string[] = [];
  const dialect = new PgDialect();
  const explaining: SqlExecutor = {
    execute: async (statement) => {
      if (/^explain\b/i.test(dialect.sqlToQuery(statement).sql)) {
        plans.push('(the planner\'s estimate of the matches: EXPLAIN without execution)');
        return db.execute(statement);
      }
      const rows = await selectRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${statement}`);
      plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
      return db.execute(statement);
    },
  };
  await query.raw(explaining, keptNothing());
  return plans;
}

/**
 * Each query of a case asked once, one at a time, with no totals kept yet: what the first person
 * to ask each search waits (the load runs after this, with the totals of the last minute kept).
 * Prints the `slowest` slowest of them.
 */
async function firstAsks(db: SqlExecutor, caseName: CaseName, queries: CaseQuery[], kept: Kept, slowest: number): Promise<Figures> {
  const timed: { ms: number; path: string }[] = [];
  for (const query of queries) {
    const started = performance.now();
    await query.raw(db, kept);
    timed.push({ ms: performance.now() - started, path: query.request.path });
  }
  for (const { ms: took, path } of [...timed].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    process.stdout.write(`[slowest] ${caseName} ${took.toFixed(1).padStart(7)} ms ${decodeURIComponent(path)}\n`);
  }
  const latencies = timed.map((entry) => entry.ms);
  return figures(latencies, latencies.reduce((sum, ms) => sum + ms, 0) / 1000);
}

interface CaseResult {
  name: CaseName;
  http: Figures & { non2xx: number; errors: number };
  raw: Figures;
  /** Each query once, alone, nothing kept (firstAsks). */
  first: Figures;
}

interface SizeResult {
  database: 'pglite' | 'postgres';
  posts: number;
  seedSeconds: number | null;
  cases: CaseResult[];
}

/** The database of one size: kept or reused by name (PostgreSQL), else throw-away. */
function databaseName(posts: number): { name: string; reuse: boolean } {
  if (!KEPT_NAME) return { name: `jobhub_bench_${posts}`, reuse: false };
  return { name: SIZES.length > 1 ? `${KEPT_NAME}_${posts}` : KEPT_NAME, reuse: true };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function benchOne(kind: 'pglite' | 'postgres', posts: number): Promise<SizeResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-'));
  const { name, reuse } = databaseName(posts);
  const { database, drop, reused } = await openBenchDatabase(kind, { name, dataDir, adminUrl: ADMIN_URL, maxConnections: CONNECTIONS, reuse });
  try {
    if (reused && values.keep) throw new Error(`database ${name} exists: pass --reuse ${KEPT_NAME} to use it`);
    let seedSeconds: number | null = null;
    if (!reused) {
      process.stdout.write(`[bench] ${kind} ${posts} posts: seeding${reuse ? ` (kept as ${name})` : ''}...\n`);
      seedSeconds = await seedPosts(database, posts);
      process.stdout.write(`[bench] seeded in ${seedSeconds.toFixed(1)} s\n`);
    } else process.stdout.write(`[bench] ${kind} ${posts} posts: reusing database ${name}\n`);
    const app = await buildApp({ env: benchEnv(dataDir), database });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const context: BenchContext = { app, candidates: await benchCandidates(database, app) };
      const results: CaseResult[] = [];
      for (const caseName of values.cases ? (values.cases.split(',') as CaseName[]) : CASES) {
        const queries = caseQueries(caseName, context);
        for (const { request } of queries) {
          const response = await app.inject({ url: request.path, ...(request.headers ? { headers: request.headers } : {}) });
          if (response.statusCode !== 200) throw new Error(`${caseName} ${request.path}: ${response.statusCode} ${response.body}`);
        }
        const kept: Kept = { ...keptNothing(), rows: database.fixedPlans };
        const first = await firstAsks(database.db, caseName, queries, kept, Number(values.slowest));
        if (values.explain) {
          for (const [i, plan] of (await explain(database.db, queries[0]!)).entries()) {
            process.stdout.write(`[explain] ${caseName} statement ${i + 1} (${queries[0]!.request.path}):\n${plan}\n`);
          }
        }
        // Warm-up at the measured concurrency, not timed: each of the pool's connections prepares
        // the case's statements once (db/client.ts) and the server's code is compiled for them. One
        // ask each through inject warmed one connection, and the first case measured the rest.
        await httpLoad(address, queries.map((query) => query.request), { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
        const http = await httpLoad(address, queries.map((query) => query.request), { connections: CONNECTIONS, seconds: SECONDS });
        const raw = await rawRun(database.db, queries, kept);
        results.push({ name: caseName, http, raw, first });
        process.stdout.write(
          `[bench] ${kind} ${String(posts).padStart(7)} ${caseName.padEnd(23)} | HTTP p50 ${ms(http.p50)} p95 ${ms(http.p95)} p99 ${ms(http.p99)} ${http.rps.toFixed(0).padStart(5)} req/s` +
            `${http.non2xx + http.errors > 0 ? ` (non-2xx ${http.non2xx}, errors ${http.errors})` : ''} | raw p50 ${ms(raw.p50)} p95 ${ms(raw.p95)} p99 ${ms(raw.p99)} ${raw.rps.toFixed(0).padStart(5)} q/s` +
            ` | HTTP/raw p50 ${(http.p50 / Math.max(raw.p50, 0.01)).toFixed(2)} p95 ${(http.p95 / Math.max(raw.p95, 0.01)).toFixed(2)}` +
            ` | first asks p50 ${ms(first.p50)} p95 ${ms(first.p95)}\n`,
        );
      }
      return { database: kind, posts, seedSeconds, cases: results };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.stdout.write(`[bench] ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${QUERIES_PER_CASE} rotating queries per case, totals exact up to ${SEARCH_TOTAL_CAP}\n`);
const sizes: SizeResult[] = [];
for (const kind of values.db.split(',') as ('pglite' | 'postgres')[]) {
  if (kind === 'pglite' && KEPT_NAME) throw new Error('--keep / --reuse keep PostgreSQL databases only');
  for (const size of SIZES) {
    if (kind === 'pglite' && size > PGLITE_MAX) {
      process.stdout.write(`[bench] pglite ${size} posts: skipped (above --pglite-max ${PGLITE_MAX}; seeding it takes minutes)\n`);
      continue;
    }
    sizes.push(await benchOne(kind, size));
  }
}
process.stdout.write(`${JSON.stringify(sizes, null, 2)}\n`);
