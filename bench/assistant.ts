/**
 * JobHub AI benchmark (issue 10) on the embedded default, the local assistant:
 *
 * - extraction: the share of the 100 fixed questions (bench/assistant-questions.ts) whose intent
 *   and filters the assistant reads exactly as expected (target ≥ 90 %);
 * - grounding: the share of the jobs the answers cite that really match the question's expected
 *   filters and are open, checked by re-querying post_search with those filters (target 100 %);
 * - latency: time to the first streamed event and to the full answer, p50/p95, over the 100
 *   questions asked in turn (target p95 ≤ 300 ms to the first event at 100,000 posts on PostgreSQL).
 *
 *   node --conditions=source --import tsx bench/assistant.ts [--db postgres|pglite] [--posts 100000] [--rounds 3] [--keep]
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the script
 * creates its own database `jobhub_bench_assistant_<posts>_<random>` there and drops it at the end;
 * with --keep it uses `jobhub_bench_assistant_<posts>` (reused when a --keep run left one seeded
 * with that many posts) and keeps it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AssistantContext } from '../apps/api/src/assistant/assistant';
import { foldText } from '../apps/api/src/assistant/fold';
import { loadCatalogue, type CatalogueNames } from '../apps/api/src/assistant/grounding/catalogue';
import type { JobFilters } from '../apps/api/src/assistant/grounding/types';
import { extractQuestion } from '../apps/api/src/assistant/local/extract';
import { createLocalAssistant } from '../apps/api/src/assistant/local/local-assistant';
import { systemClock } from '../apps/api/src/lib/clock';
import { vietnamToday } from '../apps/api/src/lib/vietnam-date';
import { searchWhere } from '../apps/api/src/repositories/post-search-where';
import { selectRows } from '../apps/api/src/repositories/sql-rows';
import { insertUser } from '../apps/api/src/repositories/users';
import { resolveFilters } from './assistant-judge';
import { ASSISTANT_QUESTIONS, HELD_OUT_QUESTIONS, type BenchQuestion } from './assistant-questions';
import { DEFAULT_ADMIN_URL, openBenchDatabase, percentile, seedPosts } from './common';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'postgres' },
    posts: { type: 'string', default: process.env.BENCH_POSTS ?? '100000' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const KIND = values.db === 'pglite' ? 'pglite' : 'postgres';
const POSTS = Math.max(100, Number(values.posts));
const ROUNDS = Math.max(1, Number(values.rounds));
const out = (line: string) => process.stdout.write(`${line}\n`);

/** The expected filters with catalogue ids (a position implies its field). */
function resolve(question: BenchQuestion, catalogue: CatalogueNames): JobFilters {
  return resolveFilters(question.filters ?? {}, catalogue);
}

/** Filters compared as a reader would: keywords without accents or case, lists as sets. */
function sameFilters(a: JobFilters, b: JobFilters): boolean {
  const norm = (filters: JobFilters) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(filters)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, key === 'q' ? foldText(String(value)).trim() : Array.isArray(value) ? [...value].sort() : value])
          .sort(([x], [y]) => String(x).localeCompare(String(y))),
      ),
    );
  return norm(a) === norm(b);
}

const SEARCHING = new Set(['find_jobs', 'count', 'salary_stats']);

const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-assistant-'));
const name = `jobhub_bench_assistant_${POSTS}`;
const { database, drop } = await openBenchDatabase(KIND, { name, dataDir, adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL, maxConnections: 4, reuse: values.keep });
try {
  const [existing] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from posts`);
  if (Number(existing?.n ?? 0) < POSTS) {
    out(`[bench:assistant] ${KIND}: seeding ${POSTS} posts...`);
    const seconds = await seedPosts(database, POSTS);
    out(`[bench:assistant] seeded in ${seconds.toFixed(1)} s`);
  } else out(`[bench:assistant] ${KIND}: reusing ${existing!.n} seeded posts`);

  const suffix = randomBytes(4).toString('hex');
  const asker = await insertUser(database.db, {
    username: `bench_ai_${suffix}`,
    email: `bench_ai_${suffix}@example.vn`,
    password_hash: 'x',
    fullname: 'Người Hỏi Thử',
    gender: 'other',
    role: 'candidate',
    is_active: true,
  });
  const context: AssistantContext = { db: database.db, clock: systemClock, userId: asker.id, role: 'candidate', history: [] };
  const catalogue = await loadCatalogue(database.db);

  // 1. Extraction.
  const readAsExpected = (questions: readonly BenchQuestion[]) => {
    let understood = 0;
    const misread: string[] = [];
    for (const question of questions) {
      const got = extractQuestion(question.question, catalogue);
      const ok =
        got.intent === question.intent &&
        (!SEARCHING.has(question.intent) || sameFilters(got.filters, resolve(question, catalogue))) &&
        (question.postId === undefined || got.postId === question.postId);
      if (ok) understood += 1;
      else misread.push(`  ${JSON.stringify(question.question)}: expected ${question.intent} ${JSON.stringify(resolve(question, catalogue))}, got ${got.intent} ${JSON.stringify(got.filters)}`);
    }
    return { understood, misread };
  };
  const { understood, misread } = readAsExpected(ASSISTANT_QUESTIONS);
  const heldOut = readAsExpected(HELD_OUT_QUESTIONS);

  // 2. Latency (a warm-up round, then ROUNDS timed rounds) and the cited jobs of the first timed round.
  const assistant = createLocalAssistant();
  const firstMs: number[] = [];
  const fullMs: number[] = [];
  const cited = new Map<BenchQuestion, number[]>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const question of ASSISTANT_QUESTIONS) {
      const started = performance.now();
      let first: number | undefined;
      const ids: number[] = [];
      for await (const event of assistant.reply(question.question, context, new AbortController().signal)) {
        first ??= performance.now() - started;
        if (event.type === 'jobs') ids.push(...event.post_ids);
      }
      const full = performance.now() - started;
      if (round === 0) continue;
      firstMs.push(first ?? full);
      fullMs.push(full);
      if (round === 1) cited.set(question, ids);
    }
  }

  // 3. Grounding: every cited job of a search question re-queried with the question's expected filters.
  const today = vietnamToday(new Date());
  let citedTotal = 0;
  let citedMatching = 0;
  const strays: string[] = [];
  for (const question of ASSISTANT_QUESTIONS) {
    const ids = cited.get(question) ?? [];
    if (!SEARCHING.has(question.intent) || ids.length === 0) continue;
    const rows = await selectRows<{ post_id: number }>(
      database.db,
      sql`select s.post_id from post_search s where ${searchWhere(resolve(question, catalogue), today)} and s.post_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    const matching = new Set(rows.map((row) => Number(row.post_id)));
    citedTotal += ids.length;
    citedMatching += ids.filter((id) => matching.has(id)).length;
    const wrong = ids.filter((id) => !matching.has(id));
    if (wrong.length > 0) strays.push(`  ${JSON.stringify(question.question)}: ${wrong.join(', ')}`);
  }
  const answered = [...cited.values()].filter((ids) => ids.length > 0).length;

  const sortedFirst = [...firstMs].sort((a, b) => a - b);
  const sortedFull = [...fullMs].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const share = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);
  out(`[bench:assistant] ${KIND}, ${POSTS} posts, ${ASSISTANT_QUESTIONS.length} questions, ${ROUNDS} timed rounds after a warm-up`);
  out(`[bench:assistant] extraction: ${understood}/${ASSISTANT_QUESTIONS.length} = ${share(understood, ASSISTANT_QUESTIONS.length)} read as expected (target ≥ 90 %)`);
  if (misread.length > 0 && values.verbose) out(misread.join('\n'));
  else if (misread.length > 0) out(`[bench:assistant] misread (--verbose for details): ${misread.length}`);
  out(`[bench:assistant] held-out extraction: ${heldOut.understood}/${HELD_OUT_QUESTIONS.length} = ${share(heldOut.understood, HELD_OUT_QUESTIONS.length)} (questions written after the extractor, not tuned against)`);
  if (heldOut.misread.length > 0 && values.verbose) out(heldOut.misread.join('\n'));
  out(`[bench:assistant] grounding: ${citedMatching}/${citedTotal} = ${share(citedMatching, citedTotal)} of cited jobs match the question's expected filters (target 100 %); ${answered} answers cited jobs`);
  if (strays.length > 0) out(strays.join('\n'));
  out(`[bench:assistant] first event: p50 ${ms(percentile(sortedFirst, 50))}, p95 ${ms(percentile(sortedFirst, 95))}, max ${ms(sortedFirst.at(-1) ?? 0)} (target p95 ≤ 300 ms)`);
  out(`[bench:assistant] full answer: p50 ${ms(percentile(sortedFull, 50))}, p95 ${ms(percentile(sortedFull, 95))}, max ${ms(sortedFull.at(-1) ?? 0)}`);
  out(
    JSON.stringify({
      database: KIND,
      posts: POSTS,
      questions: ASSISTANT_QUESTIONS.length,
      extraction_share: understood / ASSISTANT_QUESTIONS.length,
      held_out_extraction_share: heldOut.understood / HELD_OUT_QUESTIONS.length,
      cited_matching_share: citedTotal === 0 ? null : citedMatching / citedTotal,
      cited_jobs: citedTotal,
      first_event_ms: { p50: percentile(sortedFirst, 50), p95: percentile(sortedFirst, 95) },
      full_answer_ms: { p50: percentile(sortedFull, 50), p95: percentile(sortedFull, 95) },
    }),
  );
} finally {
  await database.close();
  await drop(); // keeps the database with --keep (openBenchDatabase's `reuse`)
  await rm(dataDir, { recursive: true, force: true });
}
