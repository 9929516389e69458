/**
 * Marketplace benchmark (PostgreSQL): HTTP p50/p95/req/s of
 *   - GET /api/posts/recommended/ as candidates with criteria,
 *   - GET /api/posts/search/ as those candidates (rows carry matches_criteria, matching rows first),
 *   - GET /api/statistics/ as an employer with 500 posts and 20,000 applications (among 100,000
 *     applications to other companies' posts, so a plan that scans every application shows),
 * at 100,000 posts (the search benchmark's data: bench/common.ts seedPosts: companies by seed(), posts drawn in the database, then VACUUM),
 * and the API process's memory across many 5 MB CV uploads (POST /api/cv/create/, multipart), at
 * each --upload-concurrency: retained growth per upload after a forced GC, the peak RSS (VmHWM)
 * above the baseline, and how much that peak grows per extra concurrent upload (≥ 5 MiB if the
 * server buffered files; about 0 when it streams them to disk).
 *
 *   node --conditions=source --import tsx bench/marketplace.ts [--posts 100000] [--seconds 10]
 *        [--connections 10] [--employer-posts 500] [--applications 20000] [--other-applications 100000] [--candidates 20]
 *        [--uploads 40] [--upload-concurrency 1,8] [--cases recommended,search,statistics,upload]
 *        [--reuse] [--explain]
 *   npm run bench:marketplace -- --posts 20000 --seconds 5
 *
 * Env: BENCH_DATABASE_URL (server; default postgres://postgres@127.0.0.1:5432/postgres). The bench
 * creates `jobhub_bench_market_<posts>_<random>` there and drops it at the end; with --reuse it
 * uses `jobhub_bench_market_<posts>`, keeps it and reuses it on the next run (no re-seeding: fixtures are looked up by their bench_ user names).
 * The API runs in a child process (--expose-gc) so its memory is measured apart from the load
 * generator (autocannon in a worker thread, bench/search-load.mjs). Loopback only.
 * --explain prints EXPLAIN (ANALYZE, BUFFERS) of each endpoint's statements (always done for an
 * endpoint whose p95 misses the target); the statements are captured by running the repository
 * functions the routes use on a logging drizzle instance.
 *
 * Targets (issue, on PostgreSQL): each p95 ≤ 50 ms; memory growth per upload ≤ 2 MB.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { CITIES, EXPERIENCES, SCALES, TYPE_WORKINGS, type CriteriaBody } from '@jobhub/sdk/contract';
import { BENCH_JWT_SECRET, BenchServerProcess, buildQueries, DEFAULT_ADMIN_URL, httpLoad, openBenchDatabase, percentile, seedPosts, serveBenchApi, type Figures, type LoadRequest } from './common';

const SELF = fileURLToPath(import.meta.url);
const STEP_TIMEOUT_MS = 300_000;
const TARGET_P95_MS = 50;
const TARGET_UPLOAD_MIB = 2;
const CV_BYTES = 5 * 1024 * 1024;
const MIB = 1024 * 1024;

// ───────────────────────────── server child ─────────────────────────────

interface MemoryStats {
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  rss: number;
  /** Peak RSS since the last reset (VmHWM). */
  peakRss: number;
  gc: boolean;
}
type ChildRequest = { id: number; kind: 'stats'; gc: boolean } | { id: number; kind: 'reset-peak' } | { id: number; kind: 'close' };

function procStatusBytes(field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

async function serve(databaseUrl: string) {
  const gc = (globalThis as { gc?: () => void }).gc;
  await serveBenchApi<ChildRequest>({
    name: 'market',
    database: { databaseUrl, maxConnections: 10 },
    handle: (request, reply) => {
      if (request.kind === 'stats') {
        if (request.gc) {
          gc?.();
          gc?.();
        }
        const memory = process.memoryUsage();
        reply({
          heapUsed: memory.heapUsed,
          external: memory.external,
          arrayBuffers: memory.arrayBuffers,
          rss: memory.rss,
          peakRss: procStatusBytes('VmHWM'),
          gc: Boolean(gc),
        } satisfies MemoryStats);
      } else if (request.kind === 'reset-peak') {
        // Linux: "5" resets the peak RSS (VmHWM) to the current RSS.
        writeFileSync('/proc/self/clear_refs', '5');
        reply({ reset: true });
      }
    },
  });
}

class Server extends BenchServerProcess {
  stats = (gc = true) => this.request<MemoryStats>({ kind: 'stats', gc });
  resetPeak = () => this.request<unknown>({ kind: 'reset-peak' });
}


// ───────────────────────────── parent: fixtures ─────────────────────────────

interface BenchUser {
  id: number;
  username: string;
  fullname: string;
  role: string;
}
type Sql = postgres.Sql;

async function users(sql: Sql, prefix: string, role: string, count: number): Promise<BenchUser[]> {
  const existing = await sql.unsafe<BenchUser[]>(
    `select id, username, fullname, role from users where username like $1 order by id`,
    [`${prefix}\\_%`],
  );
  if (existing.length >= count) return existing.slice(0, count);
  await sql.unsafe(
    `insert into users (username, email, fullname, role, is_active)
     select $1 || '_' || g, $1 || '_' || g || '@bench.local', $3 || ' ' || g, $2, true
     from generate_series($4::int + 1, $5::int) g`,
    [prefix, role, role === 'employer' ? 'Nhà tuyển dụng' : 'Ứng viên', existing.length, count],
  );
  return users(sql, prefix, role, count);
}

interface Fixtures {
  employer: BenchUser;
  enterpriseId: number;
  employerPosts: number;
  applications: number;
  interviews: number;
  /** Applications in the whole database (the employer's and the background ones). */
  allApplications: number;
  seconds: number;
}

/**
 * The employer's dashboard data, in SQL: an active company, `postCount` of the seeded posts moved
 * to it (the triggers keep post_search in step), `applicationCount` applications from
 * applicationCount / 10 candidates (10 each, on distinct posts, statuses and dates spread over
 * 8 months) and interviews for 1 application in 10.
 */
async function employerFixtures(sql: Sql, postCount: number, applicationCount: number, otherApplications: number): Promise<Fixtures> {
  const started = performance.now();
  const [employer] = await users(sql, 'bench_employer', 'employer', 1);
  let [enterprise] = await sql.unsafe<{ id: number }[]>(`select id from enterprises where user_id = $1`, [employer!.id]);
  if (!enterprise) {
    [enterprise] = await sql.unsafe<{ id: number }[]>(
      `insert into enterprises (user_id, company_name, is_active, scale, city, field_of_activity)
       values ($1, 'Công ty Bench Tuyển Dụng', true, '100-499', 'Hà Nội', 'Công nghệ thông tin') returning id`,
      [employer!.id],
    );
  }
  const enterpriseId = enterprise!.id;
  const [{ n: owned } = { n: 0 }] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from posts where enterprise_id = $1`, [enterpriseId]);
  if (owned < postCount) {
    await sql.unsafe(
      `update posts set enterprise_id = $1 where id in (select id from posts where enterprise_id <> $1 order by md5(id::text) limit $2)`,
      [enterpriseId, postCount - owned],
    );
  }
  const [{ n: applied } = { n: 0 }] = await sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from applications a join posts p on p.id = a.post_id where p.enterprise_id = $1`,
    [enterpriseId],
  );
  if (applied < applicationCount) {
    const perCandidate = Math.min(10, postCount);
    await users(sql, 'bench_applicant', 'candidate', Math.ceil(applicationCount / perCandidate));
    await sql.unsafe(
      `with c as (select id, (row_number() over (order by id) - 1)::int as i from users where username like 'bench\\_applicant\\_%'),
            p as (select id, (row_number() over (order by id) - 1)::int as j from posts where enterprise_id = $1),
            pairs as (
              select p.id as post_id, c.id as user_id, c.i, k
              from c cross join generate_series(0, $3::int - 1) k
              join p on p.j = (c.i * 7 + k * ($2::int / $3::int)) % $2::int
              order by c.i, k limit $4)
       insert into applications (post_id, user_id, name, email, phone_number, description, cv_path, cv_file_name, cv_file_type,
                                 status, is_viewed, created_at, updated_at)
       select post_id, user_id, 'Ứng viên ' || i, 'bench_applicant_' || i || '@bench.local', '0912345678', '',
              'private/cv/bench.pdf', 'cv.pdf', 'pdf', (array['pending', 'approved', 'rejected'])[1 + (i + k) % 3], (i + k) % 2 = 0,
              now() - ((i * 10 + k) % 240) * interval '1 day' - (k * interval '1 hour'), now()
       from pairs
       on conflict do nothing`,
      [enterpriseId, postCount, perCandidate, applicationCount],
    );
    await sql.unsafe(
      `insert into interviews (application_id, title, interview_date, location, status)
       select a.id, 'Phỏng vấn vòng 1', now() + ((a.id % 60) - 30) * interval '1 day', 'Văn phòng công ty',
              (array['scheduled', 'accepted', 'completed', 'declined', 'cancelled'])[1 + a.id % 5]
       from applications a join posts p on p.id = a.post_id
       where p.enterprise_id = $1 and a.id % 10 = 0 and not exists (select 1 from interviews i where i.application_id = a.id)`,
      [enterpriseId],
    );
  }
  // Background: applications to other companies' posts (the dashboard must not scan them).
  const [{ n: others } = { n: 0 }] = await sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from applications a join users u on u.id = a.user_id where u.username like 'bench\\_other\\_%'`,
  );
  if (others < otherApplications) {
    await users(sql, 'bench_other', 'candidate', Math.ceil(otherApplications / 10));
    await sql.unsafe(
      `with c as (select id, (row_number() over (order by id) - 1)::int as i from users where username like 'bench\\_other\\_%'),
            p as (select id, (row_number() over (order by id) - 1)::int as j from posts where enterprise_id <> $1),
            n as (select count(*)::int as total from p),
            pairs as (
              select p.id as post_id, c.id as user_id, c.i, k
              from c cross join generate_series(0, 9) k cross join n
              join p on p.j = (c.i * 131 + k * 9973) % n.total
              order by c.i, k limit $2)
       insert into applications (post_id, user_id, name, email, phone_number, description, cv_path, cv_file_name, cv_file_type, status, created_at, updated_at)
       select post_id, user_id, 'Ứng viên khác ' || i, 'bench_other_' || i || '@bench.local', '0912345678', '', 'private/cv/bench.pdf', 'cv.pdf', 'pdf',
              (array['pending', 'approved', 'rejected'])[1 + (i + k) % 3], now() - ((i + k * 17) % 300) * interval '1 day', now()
       from pairs
       on conflict do nothing`,
      [enterpriseId, otherApplications],
    );
    await sql.unsafe(
      `insert into interviews (application_id, title, interview_date, location, status)
       select a.id, 'Phỏng vấn', now() + ((a.id % 60) - 30) * interval '1 day', 'Văn phòng', 'scheduled'
       from applications a join users u on u.id = a.user_id
       where u.username like 'bench\\_other\\_%' and a.id % 10 = 0 and not exists (select 1 from interviews i where i.application_id = a.id)`,
    );
  }
  if (applied < applicationCount || others < otherApplications) await sql.unsafe(`vacuum analyze applications, interviews, posts, post_search`);
  const [counts] = await sql.unsafe<{ posts: number; applications: number; interviews: number; all_applications: number }[]>(
    `select (select count(*)::int from posts where enterprise_id = $1) as posts,
            (select count(*)::int from applications) as all_applications,
            (select count(*)::int from applications a join posts p on p.id = a.post_id where p.enterprise_id = $1) as applications,
            (select count(*)::int from interviews i join applications a on a.id = i.application_id join posts p on p.id = a.post_id where p.enterprise_id = $1) as interviews`,
    [enterpriseId],
  );
  return {
    employer: employer!,
    enterpriseId,
    employerPosts: counts!.posts,
    applications: counts!.applications,
    interviews: counts!.interviews,
    allApplications: counts!.all_applications,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Varied criteria: field i (with one of its positions), a big city, a salary floor, type, experience, scales. */
async function criteriaBodies(sql: Sql, count: number): Promise<CriteriaBody[]> {
  const positions = await sql.unsafe<{ id: number; field_id: number }[]>(`select id, field_id from positions order by id`);
  const fields = [...new Set(positions.map((row) => row.field_id))];
  const bigCities = CITIES.filter((city) => ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng'].includes(city));
  return Array.from({ length: count }, (_, i) => {
    const field = fields[i % fields.length]!;
    const inField = positions.filter((row) => row.field_id === field);
    const body: CriteriaBody = {
      field,
      position: inField[i % inField.length]!.id,
      city: bigCities[i % bigCities.length] ?? CITIES[0],
      salary_min: 8_000_000 + (i % 5) * 4_000_000,
      type_working: TYPE_WORKINGS[i % 2],
      experience: EXPERIENCES[i % EXPERIENCES.length],
      scales: [SCALES[i % SCALES.length]!, SCALES[(i + 2) % SCALES.length]!],
    };
    if (i % 4 === 3) body.position = null; // some candidates only know their field
    return body;
  });
}

// ───────────────────────────── parent: measuring ─────────────────────────────

type CaseName = 'recommended' | 'search' | 'statistics' | 'upload';

interface HttpCase {
  name: string;
  detail: string;
  figures: Figures & { non2xx: number; errors: number };
}

interface UploadPhase {
  uploads: number;
  concurrency: number;
  failures: number;
  seconds: number;
  latencyP50: number;
  latencyP95: number;
  retainedRssPerUploadMiB: number;
  retainedHeapPerUploadMiB: number;
  retainedExternalPerUploadMiB: number;
  /** Peak RSS (VmHWM) during the phase minus the RSS before it (after GC). */
  peakAboveBaseMiB: number;
  baseRssMiB: number;
}

/** A PDF by its content (`%PDF-` … `%%EOF`) of exactly `bytes`, random in between (no compression helps). */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = randomBytes(bytes - head.length - tail.length);
  return Buffer.concat([head, body, tail]);
}

/**
 * `uploads` CV uploads at each concurrency in turn (after a warm-up), each phase between a forced-GC
 * baseline (and a reset of the peak RSS) and a forced-GC end: retained growth per upload, and the
 * peak above the baseline. A server that buffered files would need ≥ 5 MiB more peak per extra
 * concurrent upload; one that streams shows a peak set by GC timing, flat across concurrencies.
 */
async function uploadRun(
  server: Server,
  base: string,
  sql: Sql,
  sign: (user: BenchUser) => Promise<string>,
  options: { uploads: number; concurrencies: number[] },
): Promise<UploadPhase[]> {
  const warmup = Math.max(...options.concurrencies);
  const total = warmup + options.uploads * options.concurrencies.length;
  const tag = randomBytes(3).toString('hex');
  const candidates = await users(sql, `bench_up${tag}`, 'candidate', total);
  // Open posts (is_public only means listed; the API compares the deadline with Vietnam's date).
  const posts = await sql.unsafe<{ post_id: number }[]>(
    `select post_id from post_search where is_public and deadline >= (now() at time zone 'Asia/Ho_Chi_Minh')::date order by md5(post_id::text) limit $1`,
    [total],
  );
  const pdf = new Blob([new Uint8Array(pdfOf(CV_BYTES))], { type: 'application/pdf' });
  let latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const upload = async (index: number) => {
    const form = new FormData();
    form.set('post', String(posts[index % posts.length]!.post_id));
    form.set('name', `Ứng viên thử ${index}`);
    form.set('email', `bench_up${tag}_${index}@bench.local`);
    form.set('phone_number', '0912345678');
    form.set('description', 'Thư giới thiệu ngắn.');
    form.set('cv', pdf, `cv-${index}.pdf`);
    const started = performance.now();
    const response = await fetch(`${base}/api/cv/create/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sign(candidates[index]!)}` },
      body: form,
    });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (response.status !== 201) {
      failures += 1;
      if (failures <= 3) process.stderr.write(`upload ${response.status}: ${text.slice(0, 200)}\n`);
    }
  };
  const runBatch = async (count: number, concurrency: number) => {
    const to = next + count;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < to) await upload(next++);
      }),
    );
  };
  // Warm-up (code paths, pools, buffers), not measured.
  await runBatch(warmup, warmup);
  const phases: UploadPhase[] = [];
  for (const concurrency of options.concurrencies) {
    latencies = [];
    failures = 0;
    const before = await server.stats(true);
    await server.resetPeak();
    const started = performance.now();
    await runBatch(options.uploads, concurrency);
    const seconds = (performance.now() - started) / 1000;
    const during = await server.stats(false);
    const after = await server.stats(true);
    const sorted = [...latencies].sort((a, b) => a - b);
    const n = options.uploads;
    phases.push({
      uploads: n,
      concurrency,
      failures,
      seconds,
      latencyP50: percentile(sorted, 50),
      latencyP95: percentile(sorted, 95),
      retainedRssPerUploadMiB: (after.rss - before.rss) / n / MIB,
      retainedHeapPerUploadMiB: (after.heapUsed - before.heapUsed) / n / MIB,
      retainedExternalPerUploadMiB: (after.external - before.external) / n / MIB,
      peakAboveBaseMiB: (Math.max(during.peakRss, after.peakRss) - before.rss) / MIB,
      baseRssMiB: before.rss / MIB,
    });
  }
  return phases;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the read statements a repository call issues (captured by a logging drizzle). */
async function explain(sql: Sql, title: string, run: (db: never) => Promise<unknown>) {
  const captured: { query: string; params: unknown[] }[] = [];
  const { default: schemaModule } = { default: await import('../apps/api/src/db/schema') };
  const db = drizzle({ client: sql, schema: schemaModule, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  await run(db as never);
  console.log(`\n── EXPLAIN ANALYZE: ${title} (${captured.length} statements)`);
  for (const { query, params } of captured) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const plan = await sql.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${query}`, params as never[]);
    const lines = plan.map((row) => row['QUERY PLAN']);
    console.log(`\n${query.replace(/\s+/g, ' ').slice(0, 300)}${query.length > 300 ? ' …' : ''}`);
    console.log(`params ${JSON.stringify(params).slice(0, 200)}`);
    for (const line of lines.slice(0, 90)) console.log(`  ${line}`);
    if (lines.length > 90) console.log(`  … (${lines.length - 90} more lines) … ${lines.at(-1)}`);
  }
}

// ───────────────────────────── parent: main ─────────────────────────────

async function main() {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: process.env.BENCH_POSTS ?? '100000' },
      seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
      connections: { type: 'string', default: '10' },
      'employer-posts': { type: 'string', default: '500' },
      applications: { type: 'string', default: '20000' },
      'other-applications': { type: 'string', default: '100000' },
      candidates: { type: 'string', default: '20' },
      uploads: { type: 'string', default: '40' },
      'upload-concurrency': { type: 'string', default: '1,8' },
      cases: { type: 'string', default: 'recommended,search,statistics,upload' },
      queries: { type: 'string', default: '80' },
      reuse: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
    },
  });
  const postsCount = Number(values.posts);
  const seconds = Math.min(120, Math.max(1, Number(values.seconds)));
  const connections = Math.max(1, Number(values.connections));
  const cases = new Set(values.cases.split(',').map((s) => s.trim()) as CaseName[]);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-market-db-'));
  const { database, url, reused, drop } = await openBenchDatabase('postgres', {
    name: `jobhub_bench_market_${postsCount}`,
    dataDir,
    adminUrl,
    maxConnections: 2,
    reuse: values.reuse,
  });
  const sql = postgres(url!, { max: 2, onnotice: () => {} });
  let server: Server | undefined;
  try {
    let seedSeconds = 0;
    const [{ n: existingPosts } = { n: 0 }] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from posts`);
    if (!reused || existingPosts === 0) {
      process.stdout.write(`[bench] seeding ${postsCount} posts (bench/common.ts seedPosts)...\n`);
      seedSeconds = await seedPosts(database, postsCount);
    }
    process.stdout.write(`[bench] fixtures: employer with ${values['employer-posts']} posts and ${values.applications} applications, ${values.candidates} candidates with criteria...\n`);
    const fixtures = await employerFixtures(sql, Number(values['employer-posts']), Number(values.applications), Number(values['other-applications']));

    server = await Server.start(SELF, url!, STEP_TIMEOUT_MS);
    const base = `http://127.0.0.1:${server.port}`;
    const { createAuthService } = await import('../apps/api/src/plugins/auth');
    const { systemClock } = await import('../apps/api/src/lib/clock');
    const auth = createAuthService(undefined as never, BENCH_JWT_SECRET, systemClock);
    const sign = (user: BenchUser) => auth.signAccess({ ...user, is_active: true, is_banned: false });
    const bearer = async (user: BenchUser) => ({ authorization: `Bearer ${await sign(user)}` });

    // Candidates with criteria, through the API (POST /api/criteria/create/; PUT when it exists).
    const candidates = await users(sql, 'bench_seeker', 'candidate', Number(values.candidates));
    const bodies = await criteriaBodies(sql, candidates.length);
    const candidateHeaders = await Promise.all(candidates.map(bearer));
    for (const [i, headers] of candidateHeaders.entries()) {
      const init = { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(bodies[i]) };
      let response = await fetch(`${base}/api/criteria/create/`, { ...init, method: 'POST' });
      if (response.status === 400) response = await fetch(`${base}/api/criteria/update/`, { ...init, method: 'PUT' });
      if (response.status >= 300) throw new Error(`criteria for ${candidates[i]!.username}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
    const employerHeaders = await bearer(fixtures.employer);

    // Requests of each case; each is checked once before the timed run.
    const queries = buildQueries(Math.max(10, Number(values.queries)));
    const requests: Record<Exclude<CaseName, 'upload'>, LoadRequest[]> = {
      recommended: candidateHeaders.flatMap((headers) => [1, 2, 3].map((page) => ({ method: 'GET', path: `/api/posts/recommended/?page=${page}&page_size=10`, headers }))),
      search: queries.map((query, i) => ({ method: 'GET', path: `/api/posts/search/?${new URLSearchParams(query).toString()}`, headers: candidateHeaders[i % candidateHeaders.length]! })),
      statistics: [{ method: 'GET', path: '/api/statistics/', headers: employerHeaders }],
    };
    const notes: string[] = [];
    let criteriaRows = 0;
    let criteriaFirst = true;
    for (const [name, list] of Object.entries(requests) as [Exclude<CaseName, 'upload'>, LoadRequest[]][]) {
      if (!cases.has(name)) continue;
      for (const request of list) {
        const response = await fetch(`${base}${request.path}`, { headers: request.headers ?? {} });
        const body = (await response.json()) as { data?: { results?: Array<{ matches_criteria?: boolean }>; total_posts?: number; total_applicants?: number } };
        if (response.status !== 200) throw new Error(`${request.path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        if (name === 'search') {
          const marks = (body.data?.results ?? []).map((row) => row.matches_criteria);
          criteriaRows += marks.filter((mark) => mark === true).length;
          if (marks.some((mark) => mark === undefined)) criteriaFirst = false;
          // Matching rows first: no `true` after a `false` on a page.
          if (marks.indexOf(false) >= 0 && marks.lastIndexOf(true) > marks.indexOf(false)) criteriaFirst = false;
        }
        if (name === 'statistics') notes.push(`statistics answer: total_posts ${body.data?.total_posts}, total_applicants ${body.data?.total_applicants}`);
      }
    }
    if (cases.has('search')) {
      notes.push(
        `search as candidates: ${criteriaRows} rows with matches_criteria = true over ${queries.length} queries; ` +
          (criteriaRows === 0
            ? 'NO row marked matching: the search route does not apply the caller\'s criteria yet (API.md), so this p95 is for the anonymous path'
            : criteriaFirst
              ? 'matching rows came first on every page'
              : 'rows without matches_criteria, or a matching row after a non-matching one, were seen'),
      );
    }

    const results: HttpCase[] = [];
    const describe: Record<Exclude<CaseName, 'upload'>, string> = {
      recommended: `${candidates.length} candidates × pages 1-3`,
      search: `${queries.length} queries (search bench mix), as ${candidates.length} candidates`,
      statistics: `employer: ${fixtures.employerPosts} posts, ${fixtures.applications} applications, ${fixtures.interviews} interviews (${fixtures.allApplications} applications in the database)`,
    };
    for (const name of ['recommended', 'search', 'statistics'] as const) {
      if (!cases.has(name)) continue;
      process.stdout.write(`[bench] ${name}: HTTP ${seconds} s, ${connections} connections...\n`);
      results.push({ name, detail: describe[name], figures: await httpLoad(base, requests[name], { connections, seconds }) });
    }
    let uploads: UploadPhase[] = [];
    if (cases.has('upload')) {
      const concurrencies = values['upload-concurrency'].split(',').map((c) => Math.max(1, Number(c)));
      process.stdout.write(`[bench] upload: ${values.uploads} × 5 MB PDF at each concurrency ${concurrencies.join(', ')}...\n`);
      uploads = await uploadRun(server, base, sql, sign, { uploads: Math.max(1, Number(values.uploads)), concurrencies });
    }
    const load = loadavg()[0]!;

    // ── report
    const ms = (value: number) => value.toFixed(1).padStart(7);
    console.log(
      `\nMarketplace bench on PostgreSQL: ${postsCount} posts (seed ${reused ? 'reused' : `${seedSeconds.toFixed(1)} s`}, fixtures ${fixtures.seconds.toFixed(1)} s), ` +
        `${connections} connections, ${seconds} s per endpoint; machine load average ${load.toFixed(1)} on 2 cores`,
    );
    console.log(`${'endpoint'.padEnd(28)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'target'.padStart(8)} ${'req/s'.padStart(7)}  non-2xx  verdict  workload`);
    for (const { name, detail, figures } of results) {
      const path = name === 'recommended' ? 'GET /api/posts/recommended/' : name === 'search' ? 'GET /api/posts/search/' : 'GET /api/statistics/';
      console.log(
        `${path.padEnd(28)} ${ms(figures.p50)} ${ms(figures.p95)} ${`≤ ${TARGET_P95_MS}`.padStart(8)} ${figures.rps.toFixed(0).padStart(7)}  ${String(figures.non2xx + figures.errors).padStart(7)}  ${(figures.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED').padEnd(7)}  ${detail}`,
      );
    }
    if (uploads.length > 0) {
      const mib = (value: number) => `${value.toFixed(2)} MiB`;
      const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
      console.log(`POST /api/cv/create/ with a 5 MB PDF (server process memory; target: growth per upload ≤ ${TARGET_UPLOAD_MIB} MiB)`);
      for (const u of uploads) {
        const retained = Math.max(u.retainedRssPerUploadMiB, u.retainedHeapPerUploadMiB + u.retainedExternalPerUploadMiB);
        console.log(
          `  ${String(u.uploads).padStart(3)} uploads, ${String(u.concurrency).padStart(2)} concurrent: ${u.failures} failed, ${(u.uploads / u.seconds).toFixed(1)}/s, ` +
            `p50 ${u.latencyP50.toFixed(0)} ms p95 ${u.latencyP95.toFixed(0)} ms | retained per upload after GC: RSS ${mib(u.retainedRssPerUploadMiB)}, ` +
            `heap ${mib(u.retainedHeapPerUploadMiB)}, external ${mib(u.retainedExternalPerUploadMiB)} ${verdict(retained <= TARGET_UPLOAD_MIB)} | ` +
            `peak RSS ${mib(u.peakAboveBaseMiB)} above ${u.baseRssMiB.toFixed(0)} MiB (${((u.concurrency * CV_BYTES) / MIB).toFixed(0)} MiB of files in flight)`,
        );
      }
      if (uploads.length >= 2) {
        const low = uploads[0]!;
        const high = uploads.at(-1)!;
        const perExtra = (high.peakAboveBaseMiB - low.peakAboveBaseMiB) / Math.max(1, high.concurrency - low.concurrency);
        console.log(
          `  peak growth per extra concurrent upload (${low.concurrency} → ${high.concurrency}): ${mib(perExtra)} (buffering a 5 MB file would cost ≥ 5 MiB) ${verdict(perExtra <= TARGET_UPLOAD_MIB)}`,
        );
      }
    }
    for (const note of notes) console.log(`note: ${note}`);

    // ── EXPLAIN for endpoints over target (or all with --explain)
    const wants = (name: string) => values.explain || results.some((r) => r.name === name && r.figures.p95 > TARGET_P95_MS);
    if (results.some((r) => wants(r.name))) {
      const { recommendPosts } = await import('../apps/api/src/repositories/criteria');
      const { searchPosts, SEARCH_TOTAL_CAP } = await import('../apps/api/src/repositories/post-search');
      const { employerStatistics } = await import('../apps/api/src/repositories/statistics');
      const { vietnamToday } = await import('../apps/api/src/lib/vietnam-date');
      const { PostSearchQuerySchema } = await import('@jobhub/sdk/contract');
      const z = await import('zod/mini');
      const seeker = candidates[0]!;
      const now = new Date();
      const today = vietnamToday(now);
      if (wants('recommended')) {
        await explain(sql, 'GET /api/posts/recommended/ (page 1, first candidate)', async (db) => {
          await recommendPosts(db, seeker.id, { page: 1, page_size: 10 }, now);
        });
      }
      if (wants('search')) {
        for (const query of queries.slice(0, 3)) {
          const { page, page_size, sort, position, field, ...rest } = z.parse(PostSearchQuerySchema, query);
          // Positions and fields by id only (the API resolves names; the bench's queries use none).
          const filters = { ...rest, ...(typeof position === 'number' ? { position } : {}), ...(typeof field === 'number' ? { field } : {}) };
          await explain(sql, `GET /api/posts/search/?${new URLSearchParams(query).toString()} (as a candidate with criteria)`, async (db) => {
            await searchPosts(db, filters, sort, { page, page_size }, SEARCH_TOTAL_CAP, { now, viewerId: seeker.id, rankByCriteria: true });
          });
        }
      }
      if (wants('statistics')) {
        await explain(sql, 'GET /api/statistics/', async (db) => {
          await employerStatistics(db, fixtures.enterpriseId, new Date(), today);
        });
      }
    }
  } finally {
    await server?.close();
    await sql.end({ timeout: 5 });
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3]!).catch((error: unknown) => {
    process.stderr.write(`bench server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
