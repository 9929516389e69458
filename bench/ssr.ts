/**
 * Server-rendered job page benchmark: GET /job/{id} (the whole document, as a crawler or link
 * preview gets it) against the job detail API call it renders (GET /api/post/{id}/), on
 * PostgreSQL at 100,000 posts, 10 connections, over ids of open posts. Prints p50/p95/p99 and
 * req/s of both, the page/API ratio, and the time to first byte of each (sequential requests,
 * so the figure is the server's, not the queue's). Pages are measured twice: rendered on every
 * request (PAGE_CACHE_SECONDS=0) and as production serves them (the 10 s page cache, which
 * serves the 200 pages from memory after their first render).
 *
 *   npm run build:site && NODE_ENV=production node --conditions=source --import tsx bench/ssr.ts [--posts 100000]
 *        [--seconds 10] [--connections 10] [--samples 300]
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the script
 * creates and drops its own database there. Loopback only. Needs the built site and its server
 * renderer (apps/reference-site/dist, dist-server). NODE_ENV=production from the start (npm run
 * bench:ssr sets it): React's build is chosen when it is first imported, as in a production start.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openPostSql } from '../apps/api/src/repositories/post-visibility';
import { selectRows } from '../apps/api/src/repositories/sql-rows';
import { vietnamToday } from '../apps/api/src/lib/vietnam-date';
import { benchEnv, DEFAULT_ADMIN_URL, figures, httpLoad, openBenchDatabase, seedPosts, type Figures } from './common';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: process.env.BENCH_POSTS ?? '100000' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string', default: '10' },
    samples: { type: 'string', default: '300' },
  },
});
const POSTS = Number(values.posts);
const SECONDS = Math.min(60, Math.max(1, Number(values.seconds)));
const CONNECTIONS = Math.max(1, Number(values.connections));
const SAMPLES = Math.max(10, Number(values.samples));
const ROOT = join(import.meta.dirname, '..');
const SITE_DIR = join(ROOT, 'apps/reference-site/dist');
const SITE_RENDERER = join(ROOT, 'apps/reference-site/dist-server/entry-server.js');
/** A crawler's request: any type, no Fetch Metadata (the whole document in one piece). */
const CRAWLER = { accept: '*/*', 'user-agent': 'Googlebot/2.1' };

if (process.env.NODE_ENV !== 'production') {
  process.stderr.write('bench/ssr: run with NODE_ENV=production (npm run bench:ssr does)\n');
  process.exit(1);
}
if (!existsSync(join(SITE_DIR, 'index.html')) || !existsSync(SITE_RENDERER)) {
  process.stderr.write('bench/ssr: build the site first (npm run build:site)\n');
  process.exit(1);
}

/** Milliseconds from sending each request to its response's first byte (headers), one at a time. */
async function firstByte(base: string, paths: string[], headers: Record<string, string>): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let index = 0; index < SAMPLES; index += 1) {
    const url = new URL(paths[index % paths.length]!, base);
    latencies.push(
      await new Promise<number>((resolve, reject) => {
        const sent = performance.now();
        const call = request(url, { headers }, (response) => {
          const at = performance.now() - sent;
          response.resume();
          response.once('end', () => resolve(at));
        });
        call.once('error', reject);
        call.end();
      }),
    );
  }
  return figures(latencies, (performance.now() - started) / 1000);
}

const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-'));
const { database, drop } = await openBenchDatabase('postgres', { name: 'jobhub_bench_ssr', dataDir, adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL, maxConnections: CONNECTIONS });
try {
  process.stdout.write(`[bench:ssr] seeding ${POSTS} posts on PostgreSQL...\n`);
  const seedSeconds = await seedPosts(database, POSTS);
  const ids = (
    await selectRows<{ id: number }>(database.db, sql`select p.id from posts p join enterprises e on e.id = p.enterprise_id where ${openPostSql(vietnamToday(new Date()))} order by random() limit 200`)
  ).map((row) => Number(row.id));
  const pages = ids.map((id) => `/job/${id}`);
  const apis = ids.map((id) => `/api/post/${id}/`);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const line = (name: string, run: Awaited<ReturnType<typeof httpLoad>>) =>
    `  ${name.padEnd(30)} p50 ${ms(run.p50).padStart(8)}  p95 ${ms(run.p95).padStart(8)}  p99 ${ms(run.p99).padStart(8)}  ${run.rps.toFixed(0).padStart(5)} req/s  (non-2xx ${run.non2xx}, errors ${run.errors})\n`;

  /**
   * One app over the seeded database, with the page cache set to `pageCacheSeconds`: 0 renders
   * every request (what a crawler reading 100k distinct pages gets); production's 10 s serves the
   * 200 pages again from the cache after their first render (a burst of link previews and readers).
   */
  async function measure(pageCacheSeconds: number) {
    const app = await buildApp({ env: benchEnv(dataDir, { SITE_DIR, SITE_RENDERER, PAGE_CACHE_SECONDS: String(pageCacheSeconds) }), database });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      // Warm-up: every page once (the renderer's modules, the statements' plans), checked.
      for (const path of pages) {
        const response = await app.inject({ url: path, headers: CRAWLER });
        if (response.statusCode !== 200 || !response.body.includes('"@type":"JobPosting"')) throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
      const api = await httpLoad(base, apis.map((path) => ({ path })), { connections: CONNECTIONS, seconds: SECONDS });
      const page = await httpLoad(base, pages.map((path) => ({ path, headers: CRAWLER })), { connections: CONNECTIONS, seconds: SECONDS });
      const apiFirstByte = await firstByte(base, apis, {});
      const pageFirstByte = await firstByte(base, pages, CRAWLER);
      return { api, page, apiFirstByte, pageFirstByte };
    } finally {
      await app.close();
    }
  }

  const rendered = await measure(0);
  const cached = await measure(10);
  process.stdout.write(
    `[bench:ssr] PostgreSQL, ${POSTS} posts (seeded in ${seedSeconds.toFixed(1)} s), ${CONNECTIONS} connections, ${SECONDS} s each, ${ids.length} open posts\n` +
      line('GET /api/post/{id}/', rendered.api) +
      line('GET /job/{id}, rendered each', rendered.page) +
      line('GET /job/{id}, cache 10 s', cached.page) +
      `  page/API ratio (rendered)      p50 ${(rendered.page.p50 / rendered.api.p50).toFixed(2)}  p95 ${(rendered.page.p95 / rendered.api.p95).toFixed(2)}   (target: page p95 ≤ 50 ms)\n` +
      `  first byte, sequential: API p50 ${ms(rendered.apiFirstByte.p50)} p95 ${ms(rendered.apiFirstByte.p95)} | page rendered p50 ${ms(rendered.pageFirstByte.p50)} p95 ${ms(rendered.pageFirstByte.p95)} | ratio p50 ${(rendered.pageFirstByte.p50 / rendered.apiFirstByte.p50).toFixed(2)} p95 ${(rendered.pageFirstByte.p95 / rendered.apiFirstByte.p95).toFixed(2)} (target ≤ 3) | page cached p50 ${ms(cached.pageFirstByte.p50)} p95 ${ms(cached.pageFirstByte.p95)}\n`,
  );
} finally {
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}
