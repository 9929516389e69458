/**
 * JobHub AI on its frozen held-out set (issue 25): asks the 72 questions of
 * bench/assistant-held-out.ts — each in a new conversation, after its `previous` questions — and
 * judges each answer against the data re-queried at asking time (bench/assistant-judge.ts).
 * Prints the share answered correctly (target ≥ 90 %), the share per kind, and each failure with
 * its reason. The local assistant by default (the embedded default); the answers are not tuned
 * to this set: it is never edited (its hash is in the README).
 *
 *   node --conditions=source --import tsx bench/assistant-answers.ts [--db postgres|pglite] [--posts 20000] [--verbose]
 *
 * The asker is a candidate with three applications (pending, approved, rejected) and four saved
 * jobs (one closing within 3 days, one past its deadline), made here.
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the script
 * creates its own database there and drops it at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AssistantContext, AssistantTurn } from '../apps/api/src/assistant/assistant';
import { loadCatalogue } from '../apps/api/src/assistant/grounding/catalogue';
import { createLocalAssistant } from '../apps/api/src/assistant/local/local-assistant';
import { systemClock } from '../apps/api/src/lib/clock';
import { vietnamToday } from '../apps/api/src/lib/vietnam-date';
import { saveJob } from '../apps/api/src/repositories/saved-jobs';
import { selectRows } from '../apps/api/src/repositories/sql-rows';
import { insertUser } from '../apps/api/src/repositories/users';
import { HELD_OUT_SET } from './assistant-held-out';
import { judge, type AnswerToJudge, type AskerRecords, type JudgeContext } from './assistant-judge';
import { DEFAULT_ADMIN_URL, openBenchDatabase, seedPosts } from './common';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'postgres' },
    posts: { type: 'string', default: process.env.BENCH_POSTS ?? '20000' },
    verbose: { type: 'boolean', default: false },
  },
});
const KIND = values.db === 'pglite' ? 'pglite' : 'postgres';
const POSTS = Math.max(1000, Number(values.posts));
const out = (line: string) => process.stdout.write(`${line}\n`);

const dataDir = await mkdtemp(join(tmpdir(), 'jobhub-bench-answers-'));
const { database, drop } = await openBenchDatabase(KIND, { name: 'jobhub_bench_answers', dataDir, adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL, maxConnections: 4 });
try {
  out(`[bench:assistant-answers] ${KIND}: seeding ${POSTS} posts...`);
  await seedPosts(database, POSTS);
  const db = database.db;
  const today = vietnamToday(new Date());

  // The asker and their own records.
  const suffix = randomBytes(4).toString('hex');
  const asker = await insertUser(db, { username: `bench_answers_${suffix}`, email: `bench_answers_${suffix}@example.vn`, password_hash: 'x', fullname: 'Người Hỏi Thử', gender: 'other', role: 'candidate', is_active: true });
  const open = await selectRows<{ id: number; title: string }>(db, sql`select s.post_id as id, p.title from post_search s join posts p on p.id = s.post_id where s.is_live order by s.post_id limit 7`);
  if (open.length < 7) throw new Error('the seed has fewer than 7 open posts');
  const statuses = ['pending', 'approved', 'rejected'] as const;
  const records: AskerRecords = { applications: [], saved: [] };
  for (const [index, status] of statuses.entries()) {
    const post = open[index]!;
    await db.execute(sql`insert into applications (post_id, user_id, name, email, phone_number, description, cv_path, cv_file_name, cv_file_type, status)
      values (${post.id}, ${asker.id}, 'Người Hỏi Thử', ${`bench_answers_${suffix}@example.vn`}, '0900000000', 'Thư ứng tuyển', ${`private/cv/${asker.id}-${post.id}.pdf`}, 'cv.pdf', 'pdf', ${status})`);
    records.applications.push({ title: post.title, status });
  }
  for (const [index, post] of open.slice(3).entries()) {
    const closing = index === 0;
    const expired = index === 1;
    if (closing) await db.execute(sql`update posts set deadline = ${today}::date + 2 where id = ${post.id}`);
    if (expired) await db.execute(sql`update posts set deadline = ${today}::date - 1 where id = ${post.id}`);
    await saveJob(db, asker.id, post.id);
    records.saved.push({ title: post.title, closing, expired });
  }

  const ctx: JudgeContext = { db, catalogue: await loadCatalogue(db), today, now: new Date(), asker: records };
  const assistant = createLocalAssistant();
  const ask = async (question: string, history: AssistantTurn[]): Promise<AnswerToJudge> => {
    const context: AssistantContext = { db, clock: systemClock, userId: asker.id, role: 'candidate', history };
    let text = '';
    const cited: number[] = [];
    for await (const event of assistant.reply(question, context, new AbortController().signal)) {
      if (event.type === 'text') text += event.text;
      if (event.type === 'jobs') cited.push(...event.post_ids);
    }
    return { text, cited };
  };

  const byKind = new Map<string, { ok: number; all: number }>();
  const failures: string[] = [];
  let correct = 0;
  for (const item of HELD_OUT_SET) {
    const history: AssistantTurn[] = [];
    for (const previous of item.previous ?? []) {
      const answer = await ask(previous, history);
      history.push({ role: 'user', content: previous }, { role: 'assistant', content: answer.text });
    }
    const answer = await ask(item.question, history);
    const verdict = await judge(item.check, answer, ctx);
    const tally = byKind.get(item.check.kind) ?? { ok: 0, all: 0 };
    tally.all += 1;
    if (verdict.ok) {
      tally.ok += 1;
      correct += 1;
    } else failures.push(`  ✗ [${item.check.kind}] ${JSON.stringify(item.question)}: ${verdict.why}${values.verbose ? `\n      ${answer.text.replace(/\n/g, '\n      ').slice(0, 600)}` : ''}`);
    byKind.set(item.check.kind, tally);
  }

  const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  out(`[bench:assistant-answers] ${KIND}, ${POSTS} posts: ${correct}/${HELD_OUT_SET.length} = ${share(correct, HELD_OUT_SET.length)} answered correctly (target ≥ 90 %)`);
  out(`  by kind: ${[...byKind].map(([kind, tally]) => `${kind} ${tally.ok}/${tally.all}`).join(', ')}`);
  if (failures.length > 0) out(failures.join('\n'));
  out(JSON.stringify({ database: KIND, posts: POSTS, questions: HELD_OUT_SET.length, correct, share: correct / HELD_OUT_SET.length, by_kind: Object.fromEntries(byKind) }));
} finally {
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}
