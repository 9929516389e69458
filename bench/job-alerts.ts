/**
 * Job-alert benchmark (PostgreSQL): the `job-alerts` digest for 10,000 candidates with criteria
 * over 100,000 posts, run through the job queue (pg-boss) as the server runs it, and every digest
 * sent through the dev outbox by the `send-mail` jobs. Prints the time to compute and record the
 * digests, the time until the last mail is in the outbox, the rates, and the process's memory
 * (heap before and after, peak RSS): batches of 500 candidates keep it bounded whatever the count.
 *
 *   node --conditions=source --import tsx bench/job-alerts.ts [--posts 100000] [--candidates 10000] [--new 2000] [--reuse]
 *   npm run bench:job-alerts -- --posts 20000 --candidates 2000
 *
 * Env: BENCH_DATABASE_URL (server; default postgres://postgres@127.0.0.1:5432/postgres). The bench
 * creates `jobhub_bench_alerts_<posts>_<random>` and drops it at the end (--reuse keeps
 * `jobhub_bench_alerts_<posts>` with its posts for the next run; candidates are made again).
 * The `--new` newest open posts count as new since the last digest.
 *
 * Target (issue #23): all digests computed and sent in ≤ 60 s, with bounded memory. Exits 1 when
 * a candidate got two digests or the target is missed.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CITIES, EXPERIENCES, TYPE_WORKINGS } from '@jobhub/sdk/contract';
import { buildApp } from '../apps/api/src/app';
import { parseEnv } from '../apps/api/src/env';
import { createFixedClock } from '../apps/api/src/lib/clock';
import { BENCH_JWT_SECRET, DEFAULT_ADMIN_URL, openBenchDatabase, seedPosts } from './common';

const TARGET_S = 60;
const MIB = 1024 * 1024;
const HOUR_MS = 3_600_000;

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    candidates: { type: 'string', default: '10000' },
    new: { type: 'string', default: '2000' },
    reuse: { type: 'boolean', default: false },
  },
});
const POSTS = Number(args.posts);
const CANDIDATES = Number(args.candidates);
const NEW_POSTS = Number(args.new);

function peakRssMiB(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const sqlList = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-alerts-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const opened = await openBenchDatabase('postgres', { name: `jobhub_bench_alerts_${POSTS}`, dataDir, adminUrl, maxConnections: 10, reuse: args.reuse });
  const { database } = opened;
  try {
    if (!opened.reused) {
      process.stdout.write(`seeding ${POSTS.toLocaleString('en')} posts… `);
      process.stdout.write(`${(await seedPosts(database, POSTS)).toFixed(1)} s\n`);
    }
    // Candidates again on every run (a reused database keeps only the posts).
    await database.exec(`delete from mail_outbox where "to" like 'bench_alert_%'`);
    await database.exec(`delete from mail_deliveries where "to" like 'bench_alert_%'`);
    await database.exec(`delete from users where username like 'bench_alert_%'`);
    const [cut] = await database.query<{ since: Date }>(
      `select created_at as since from post_search where is_public order by created_at desc offset $1 limit 1`,
      [NEW_POSTS],
    );
    const since = new Date(cut!.since);
    const fieldRows = await database.query<{ id: number }>('select id from fields order by id');
    const fieldIds = fieldRows.map((row) => Number(row.id));
    process.stdout.write(`creating ${CANDIDATES.toLocaleString('en')} candidates with criteria and daily alerts… `);
    let started = performance.now();
    await database.exec(`select setseed(0.23)`);
    await database.query(
      `insert into users (username, email, password_hash, fullname, role, is_active)
       select 'bench_alert_' || i, 'bench_alert_' || i || '@example.vn', 'x', 'Ứng viên ' || i, 'candidate', true
       from generate_series(1, $1::int) i`,
      [CANDIDATES],
    );
    // Criteria like people set them: a field always, a city most of the time, sometimes experience or type of work.
    await database.query(
      `insert into criteria (user_id, field_id, city, experience, type_working, alert_frequency, alert_since, created_at, updated_at)
       select u.id,
         (${`array[${fieldIds.join(',')}]`})[1 + floor(random() * ${fieldIds.length})::int],
         case when random() < 0.8 then (${sqlList(CITIES.slice(0, 10))})[1 + floor(random() * 10)::int] end,
         case when random() < 0.3 then (${sqlList(EXPERIENCES)})[1 + floor(random() * ${EXPERIENCES.length})::int] end,
         case when random() < 0.3 then (${sqlList(TYPE_WORKINGS)})[1 + floor(random() * ${TYPE_WORKINGS.length})::int] end,
         'daily', $1::timestamptz, $1::timestamptz, $1::timestamptz
       from users u where u.username like 'bench_alert_%'`,
      [since.toISOString()],
    );
    await database.exec('vacuum analyze users');
    await database.exec('vacuum analyze criteria');
    process.stdout.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    // The app as `npm start` builds it, on a clock past 08:00 in Hà Nội so the daily digest is due.
    const real = Date.now();
    const vietnamHour = new Date(real + 7 * HOUR_MS).getUTCHours();
    const clock = createFixedClock(vietnamHour >= 8 ? real : real + (8 - vietnamHour) * HOUR_MS);
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, JWT_SECRET: BENCH_JWT_SECRET, PUBLIC_URL: 'http://127.0.0.1:8000', SEED: 'false', LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database, clock, jobs: { pollingIntervalSeconds: 0.5 } });
    await app.ready();
    await app.jobs.start();
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed / MIB;

    started = performance.now();
    const run = await app.jobs.run('job-alerts');
    const digestS = (performance.now() - started) / 1000;
    const output = run.output as { candidates: number; digests: number };
    let pending = Infinity;
    while (pending > 0) {
      const [row] = await database.query<{ pending: number }>(`select count(*)::int as pending from mail_deliveries where status = 'pending'`);
      pending = Number(row!.pending);
      if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const totalS = (performance.now() - started) / 1000;
    const heapAfter = process.memoryUsage().heapUsed / MIB;

    const [counts] = await database.query<{ outbox: number; failed: number; twice: number; notified: number; posts_listed: number }>(
      `select (select count(*)::int from mail_outbox where "to" like 'bench_alert_%') as outbox,
              (select count(*)::int from mail_deliveries where status = 'failed') as failed,
              (select count(*)::int from (select user_id from mail_deliveries where category = 'job_alerts' and user_id is not null group by user_id having count(*) > 1) t) as twice,
              (select count(*)::int from notifications n join users u on u.id = n.recipient_id where u.username like 'bench_alert_%') as notified,
              (select coalesce(avg((length(html) - length(replace(html, '/job/', ''))) / 5), 0)::float8 from mail_deliveries where category = 'job_alerts') as posts_listed`,
    );
    const again = await app.jobs.run('job-alerts');
    await app.close();

    const rows: [string, string][] = [
      ['posts / new since the last digest', `${POSTS.toLocaleString('en')} / ${NEW_POSTS.toLocaleString('en')}`],
      ['candidates with daily alerts', CANDIDATES.toLocaleString('en')],
      ['candidates decided / digests (new matches)', `${output.candidates.toLocaleString('en')} / ${output.digests.toLocaleString('en')}`],
      ['posts listed per digest (mean, ≤ 10)', counts!.posts_listed.toFixed(1)],
      ['digests computed, rendered, recorded (job-alerts)', `${digestS.toFixed(1)} s (${Math.round(output.candidates / digestS).toLocaleString('en')} candidates/s)`],
      ['until the last mail is in the dev outbox', `${totalS.toFixed(1)} s (${Math.round(counts!.outbox / totalS).toLocaleString('en')} mails/s overall)`],
      ['mails in the outbox / failed / candidates with 2 digests', `${counts!.outbox} / ${counts!.failed} / ${counts!.twice}`],
      ['in-app notifications', String(counts!.notified)],
      ['a second run in the same period', `${(again.output as { digests: number }).digests} digests`],
      ['heap before / after, peak RSS', `${heapBefore.toFixed(0)} / ${heapAfter.toFixed(0)} MiB, ${peakRssMiB().toFixed(0)} MiB`],
      ['target', `≤ ${TARGET_S} s: ${totalS <= TARGET_S ? 'met' : 'MISSED'}`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`\njob alerts on PostgreSQL\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n`);
    if (totalS > TARGET_S || counts!.twice > 0 || counts!.outbox !== output.digests) process.exitCode = 1;
  } finally {
    await database.close();
    await opened.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
