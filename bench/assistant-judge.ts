/**
 * Judges JobHub AI's answers to the held-out set (bench/assistant-held-out.ts) against the data,
 * re-queried at asking time: the search's own conditions over `post_search` (searchWhere, the
 * rule the search API applies), counts, medians, the live Premium packages, the knowledge base,
 * the asker's own records. What each check means is written in the held-out file; this module
 * carries it out and says why an answer failed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { City } from '@jobhub/sdk/contract';
import { foldText } from '../apps/api/src/assistant/fold';
import type { CatalogueNames } from '../apps/api/src/assistant/grounding/catalogue';
import { KNOWLEDGE_BASE } from '../apps/api/src/assistant/grounding/knowledge-base';
import type { JobFilters } from '../apps/api/src/assistant/grounding/types';
import type { Db } from '../apps/api/src/db/client';
import { searchWhere } from '../apps/api/src/repositories/post-search-where';
import { selectRows } from '../apps/api/src/repositories/sql-rows';
import type { HeldOutCheck, JobTruth, Relaxable } from './assistant-held-out';
import type { ExpectedFilters } from './assistant-questions';

/** The search filters of an expectation, catalogue names resolved to ids (a position implies its field). */
export function resolveFilters(expected: ExpectedFilters, catalogue: CatalogueNames): JobFilters {
  const filters: JobFilters = {};
  if (expected.q !== undefined) filters.q = expected.q;
  if (expected.city) filters.city = expected.city as City[];
  if (expected.position) {
    const position = catalogue.positions.find((item) => item.name === expected.position);
    if (!position) throw new Error(`unknown position ${expected.position}`);
    filters.position = position.id;
    filters.field = position.field;
  } else if (expected.field) filters.field = fieldId(expected.field, catalogue);
  for (const key of ['salary_min', 'salary_max', 'experience', 'type_working', 'level'] as const) {
    if (expected[key] !== undefined) (filters as Record<string, unknown>)[key] = expected[key];
  }
  return filters;
}

function fieldId(name: string, catalogue: CatalogueNames): number {
  const field = catalogue.fields.find((item) => item.name === name);
  if (!field) throw new Error(`unknown field ${name}`);
  return field.id;
}

function positionId(name: string, catalogue: CatalogueNames): number {
  const position = catalogue.positions.find((item) => item.name === name);
  if (!position) throw new Error(`unknown position ${name}`);
  return position.id;
}

/** What the judge reads the data with. */
export interface JudgeContext {
  db: Db;
  catalogue: CatalogueNames;
  /** Vietnam's date (YYYY-MM-DD) and the instant of asking. */
  today: string;
  now: Date;
  asker: AskerRecords;
}

/** The asker's own records, as the bench made them. */
export interface AskerRecords {
  applications: { title: string; status: 'pending' | 'approved' | 'rejected' }[];
  saved: { title: string; closing: boolean; expired: boolean }[];
}

export interface AnswerToJudge {
  text: string;
  /** Jobs the answer shows as cards (the `jobs` events). */
  cited: number[];
}

export interface Verdict {
  ok: boolean;
  why: string;
}

const pass = (why = ''): Verdict => ({ ok: true, why });
const fail = (why: string): Verdict => ({ ok: false, why });

/** `post_search s` conditions of a truth: the search's own filters and the extra terms of the held-out set. */
function truthWhere(must: JobTruth, ctx: JudgeContext): SQL {
  const parts: SQL[] = [searchWhere(resolveFilters(must, ctx.catalogue), ctx.today)];
  if (must.not_field?.length) parts.push(sql`s.field_id not in (${sql.join(must.not_field.map((name) => sql`${fieldId(name, ctx.catalogue)}`), sql`, `)})`);
  if (must.not_position?.length) parts.push(sql`s.position_id not in (${sql.join(must.not_position.map((name) => sql`${positionId(name, ctx.catalogue)}`), sql`, `)})`);
  if (must.deadline_within_days !== undefined) parts.push(sql`s.deadline <= (${ctx.today}::date + ${must.deadline_within_days - 1}::int)`);
  if (must.posted_within_days !== undefined) parts.push(sql`s.created_at >= ${new Date(ctx.now.getTime() - must.posted_within_days * 86_400_000).toISOString()}::timestamptz`);
  if (must.audience === 'student') parts.push(sql`(s.type_working in ('Bán thời gian', 'Thực tập') or s.level = 'Intern')`);
  if (must.audience === 'new_graduate') parts.push(sql`(s.experience in ('Không yêu cầu', 'Dưới 1 năm') or s.level in ('Intern', 'Fresher'))`);
  if (must.audience === 'over_40') parts.push(sql`s.level not in ('Intern', 'Fresher')`);
  return sql.join(parts, sql` and `);
}

/** The truth without one condition. */
function withoutCondition(must: JobTruth, condition: Relaxable): JobTruth {
  const rest = { ...must };
  if (condition === 'salary') {
    delete rest.salary_min;
    delete rest.salary_max;
  } else if (condition === 'deadline') delete rest.deadline_within_days;
  else if (condition === 'posted') delete rest.posted_within_days;
  else delete rest[condition];
  return rest;
}

/** The conditions a truth holds, as the relaxation names them. */
function conditionsOf(must: JobTruth): Relaxable[] {
  const all: Relaxable[] = ['q', 'city', 'field', 'position', 'salary', 'experience', 'type_working', 'level', 'deadline', 'posted', 'audience'];
  return all.filter((condition) => JSON.stringify(withoutCondition(must, condition)) !== JSON.stringify(must));
}

/** How an answer may name a condition it dropped. */
function namesCondition(text: string, must: JobTruth, condition: Relaxable): boolean {
  const folded = foldText(text);
  const any = (words: (string | undefined)[]) => words.some((word) => word !== undefined && folded.includes(foldText(word)));
  switch (condition) {
    case 'salary':
      return any(['lương', 'mức lương', 'thu nhập']);
    case 'city':
      return any([...(must.city ?? []), 'khu vực', 'địa điểm', 'tỉnh', 'thành phố']);
    case 'field':
      return any([must.field, 'ngành', 'lĩnh vực']);
    case 'position':
      return any([must.position, 'vị trí']);
    case 'level':
      return any([...(must.level ?? []), 'cấp bậc']);
    case 'experience':
      return any([...(must.experience ?? []), 'kinh nghiệm']);
    case 'type_working':
      return any([...(must.type_working ?? []), 'hình thức', 'từ xa', 'remote']);
    case 'deadline':
      return any(['hạn', 'hết hạn']);
    case 'posted':
      return any(['mới đăng', 'đăng', 'gần đây']);
    case 'q':
      return any([must.q, 'từ khóa']);
    case 'audience':
      return any(['sinh viên', 'mới ra trường', 'kinh nghiệm', 'tuổi']);
  }
}

async function countMatching(must: JobTruth, ctx: JudgeContext): Promise<number> {
  const [row] = await selectRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from post_search s where ${truthWhere(must, ctx)}`);
  return Number(row?.n ?? 0);
}

async function matchingAmong(ids: number[], must: JobTruth, ctx: JudgeContext): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await selectRows<{ id: number }>(ctx.db, sql`select s.post_id as id from post_search s where ${truthWhere(must, ctx)} and s.post_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Set(rows.map((row) => Number(row.id)));
}

const PREFERENCES = {
  premium_company: sql`s.is_premium`,
  large_company: sql`s.scale in ('500-999', '1000+')`,
};

/** Ids of the jobs an answer links (`/job/{id}`) or shows as cards, in order, once each. */
export function answerJobIds(answer: AnswerToJudge): number[] {
  const linked = [...answer.text.matchAll(/\/job\/(\d+)/g)].map((match) => Number(match[1]));
  return [...new Set([...linked, ...answer.cited])];
}

/** The numbers an answer states ('1.234', '1,5', '15'), as numbers. */
export function statedNumbers(text: string): number[] {
  return [...text.matchAll(/\d{1,3}(?:\.\d{3})+(?!\d)|\d+(?:,\d+)?/g)].map((match) => {
    const raw = match[0];
    return /^\d{1,3}(\.\d{3})+$/.test(raw) ? Number(raw.replace(/\./g, '')) : Number(raw.replace(',', '.'));
  });
}

/** Amounts in triệu an answer states ('15,5 triệu', '20tr', '15.500.000 đ'). */
function statedMillions(text: string): number[] {
  const millions = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:triệu|tr\b)/gi)].map((match) => Number(match[1]!.replace(',', '.')));
  const dong = statedNumbers(text).filter((value) => value >= 100_000).map((value) => value / 1_000_000);
  return [...millions, ...dong];
}

/** An answer saying there is none, read on the folded text (no accents). */
const SAYS_NONE = /khong (co|tim thay|thay)|chua co|hien khong/;

async function judgeJobs(check: Extract<HeldOutCheck, { kind: 'jobs' }>, answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  const ids = answerJobIds(answer);
  const total = await countMatching(check.must, ctx);
  if (total > 0) {
    if (ids.length === 0) return fail(`${total} jobs match, the answer links none`);
    const matching = await matchingAmong(ids, check.must, ctx);
    const strays = ids.filter((id) => !matching.has(id));
    if (strays.length > 0) return fail(`linked jobs that do not match: ${strays.join(', ')}`);
    if (check.prefer) {
      const preferred = PREFERENCES[check.prefer];
      const [row] = await selectRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from post_search s where ${truthWhere(check.must, ctx)} and ${preferred}`);
      if (Number(row?.n ?? 0) > 0) {
        const [first] = await selectRows<{ ok: boolean }>(ctx.db, sql`select (${preferred}) as ok from post_search s where s.post_id = ${ids[0]!}`);
        if (!first?.ok) return fail(`the first linked job is not ${check.prefer} though ${row!.n} matching jobs are`);
      }
    }
    return pass(`${ids.length} linked, all match (${total} exist)`);
  }
  const folded = foldText(answer.text);
  const saysNone = SAYS_NONE.test(folded);
  for (const condition of check.relax ?? conditionsOf(check.must)) {
    const rest = withoutCondition(check.must, condition);
    if ((await countMatching(rest, ctx)) === 0) continue;
    if (ids.length === 0) continue;
    const matching = await matchingAmong(ids, rest, ctx);
    if (ids.every((id) => matching.has(id)) && saysNone && namesCondition(answer.text, check.must, condition)) return pass(`nothing matches all; dropped ${condition}, links ${ids.length}`);
  }
  const nearby = await Promise.all((check.relax ?? conditionsOf(check.must)).map(async (condition) => countMatching(withoutCondition(check.must, condition), ctx)));
  if (nearby.every((n) => n === 0)) return saysNone && ids.length === 0 ? pass('nothing matches, even with a condition dropped; says so') : fail('nothing matches; the answer does not say so plainly');
  return fail(`nothing matches all conditions; the answer does not drop one and say which (nearby: ${nearby.join('/')})`);
}

async function judgeCount(must: JobTruth, answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  const total = await countMatching(must, ctx);
  return statedNumbers(answer.text).includes(total) ? pass(`states ${total}`) : fail(`does not state the count ${total}`);
}

async function judgeTopCompanies(must: JobTruth, answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  const rows = await selectRows<{ id: number; name: string; n: number }>(
    ctx.db,
    sql`select e.id, e.company_name as name, count(*)::int as n from post_search s join enterprises e on e.id = s.enterprise_id
      where ${truthWhere(must, ctx)} group by e.id, e.company_name order by n desc limit 200`,
  );
  if (rows.length === 0) return SAYS_NONE.test(foldText(answer.text)) ? pass('no company; says so') : fail('no company has such posts');
  const top = Number(rows[0]!.n);
  const folded = foldText(answer.text);
  let first: { name: string; n: number; at: number } | undefined;
  for (const row of rows) {
    const at = folded.indexOf(foldText(row.name));
    if (at >= 0 && (!first || at < first.at)) first = { name: row.name, n: Number(row.n), at };
  }
  if (!first) return fail(`names none of the companies (top: ${rows[0]!.name}, ${top})`);
  if (first.n !== top) return fail(`first named ${first.name} (${first.n}); the most is ${rows[0]!.name} (${top})`);
  return statedNumbers(answer.text).includes(top) ? pass(`${first.name}, ${top}`) : fail(`names ${first.name} first without its ${top} posts`);
}

async function judgeSalary(groups: JobTruth[], answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  const stated = statedMillions(answer.text);
  const numbers = statedNumbers(answer.text);
  for (const group of groups) {
    const [row] = await selectRows<{ median: number | null; with_salary: number }>(
      ctx.db,
      sql`select (percentile_cont(0.5) within group (order by v.mid))::float8 as median, count(v.mid)::int as with_salary from (
        select case when s.is_salary_negotiable then null else (coalesce(s.salary_min, s.salary_max) + coalesce(s.salary_max, s.salary_min)) / 2.0 end as mid
        from post_search s where ${truthWhere(group, ctx)}) v`,
    );
    const withSalary = Number(row?.with_salary ?? 0);
    if (withSalary === 0 || row?.median == null) {
      if (!SAYS_NONE.test(foldText(answer.text))) return fail(`no post of ${JSON.stringify(group)} shows a salary; the answer does not say so`);
      continue;
    }
    const median = Number(row.median) / 1_000_000;
    if (!stated.some((value) => Math.abs(value - median) <= 0.5)) return fail(`median of ${JSON.stringify(group)} is ${median.toFixed(1)} triệu; stated ${stated.map((value) => value.toFixed(1)).join(', ') || 'none'}`);
    if (!numbers.includes(withSalary)) return fail(`does not say the median is over ${withSalary} posts (${JSON.stringify(group)})`);
  }
  return pass(`${groups.length} group(s) right`);
}

async function judgePremium(answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  const packages = await selectRows<{ name: string; price: number; features: string[] }>(ctx.db, sql`select name, price, features from premium_packages where is_active order by sort_order, id`);
  const folded = foldText(answer.text);
  const numbers = statedNumbers(answer.text);
  for (const item of packages) {
    if (!folded.includes(foldText(item.name))) return fail(`does not name the package ${item.name}`);
    const thousands = Number(item.price) / 1000;
    const priceSaid = numbers.includes(Number(item.price)) || new RegExp(`\\b${thousands}\\s*(k|nghìn|ngàn)`, 'i').test(answer.text);
    if (!priceSaid) return fail(`does not give the price of ${item.name} (${item.price})`);
  }
  const features = packages.flatMap((item) => item.features ?? []);
  return features.some((feature) => folded.includes(foldText(feature).slice(0, 24))) ? pass(`${packages.length} packages with prices and benefits`) : fail('names no benefit from the packages');
}

function judgeKnowledge(entries: string[], answer: AnswerToJudge): Verdict {
  const folded = foldText(answer.text);
  for (const id of entries) {
    const entry = KNOWLEDGE_BASE.find((item) => item.id === id);
    if (!entry) throw new Error(`unknown knowledge entry ${id}`);
    // Recognisable: its title, or most of the words of its first sentence.
    if (folded.includes(foldText(entry.title))) return pass(entry.id);
    const words = foldText(entry.body.split(/[.!?]\s/)[0] ?? '').split(/\W+/).filter((word) => word.length > 3);
    const found = words.filter((word) => folded.includes(word)).length;
    if (words.length > 0 && found / words.length >= 0.7) return pass(entry.id);
  }
  return fail(`drawn from none of ${entries.join(', ')}`);
}

/** Skills a post names: its "Công nghệ sử dụng" list and the tools and certificates of its requirements. */
const REQUIREMENT_SKILLS = ['tin học văn phòng', 'tiếng Anh', 'chứng chỉ'];

async function judgeSkills(must: JobTruth, answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  const rows = await selectRows<{ description: string; required: string }>(
    ctx.db,
    sql`select p.description, p.required from post_search s join posts p on p.id = s.post_id where ${truthWhere(must, ctx)}`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const listed = /Công nghệ sử dụng:\s*([^<]*?)\.?</.exec(row.description ?? '')?.[1]?.split(',').map((skill) => skill.trim()) ?? [];
    const required = foldText(row.required ?? '');
    const named = [...listed, ...REQUIREMENT_SKILLS.filter((skill) => required.includes(foldText(skill)))];
    for (const skill of new Set(named)) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([skill]) => skill);
  if (top.length === 0) return fail('the posts name no skill (check the data)');
  const folded = foldText(answer.text);
  const named = top.filter((skill) => folded.includes(foldText(skill)));
  const needed = Math.min(3, top.length);
  if (named.length < needed) return fail(`names ${named.length} of the top skills ${top.join(', ')}`);
  return statedNumbers(answer.text).length > 0 ? pass(`names ${named.join(', ')}`) : fail('names the skills without how often');
}

const STATUS_WORDS: Record<AskerRecords['applications'][number]['status'], RegExp> = {
  pending: /chờ|đang xét|chưa (được )?(duyệt|phản hồi)/i,
  approved: /duyệt|chấp nhận|được chọn/i,
  rejected: /từ chối|không (được )?(chọn|duyệt)|chưa phù hợp/i,
};

function judgeMine(what: Extract<HeldOutCheck, { kind: 'mine' }>['what'], answer: AnswerToJudge, ctx: JudgeContext): Verdict {
  const folded = foldText(answer.text);
  // Markdown escapes a title's brackets: lines are read unescaped.
  const lineOf = (title: string) => answer.text.split('\n').find((line) => foldText(line.replace(/\\([[\]()*_])/g, '$1')).includes(foldText(title)));
  if (what === 'application_count') return statedNumbers(answer.text).includes(ctx.asker.applications.length) ? pass() : fail(`does not state ${ctx.asker.applications.length}`);
  if (what === 'applications') {
    for (const application of ctx.asker.applications) {
      const line = lineOf(application.title);
      if (!line) return fail(`does not name the application to ${application.title}`);
      if (!STATUS_WORDS[application.status].test(line)) return fail(`does not give the status (${application.status}) of ${application.title}`);
    }
    return pass();
  }
  const closedMark = /hết hạn|đã đóng|ngừng nhận|không còn nhận/i;
  for (const saved of ctx.asker.saved) {
    const line = lineOf(saved.title);
    if (what === 'saved' && !line) return fail(`does not list the saved job ${saved.title}`);
    if (saved.expired && line && !closedMark.test(line)) return fail(`presents the expired ${saved.title} as open`);
    if (what === 'saved_closing' && saved.closing && !line) return fail(`does not name ${saved.title}, closing soon`);
  }
  return folded.length > 0 ? pass() : fail('empty answer');
}

function judgeRefusal(answer: AnswerToJudge): Verdict {
  const text = answer.text;
  if (!/xin lỗi|không thể|không được phép|từ chối|không hỗ trợ|không cung cấp/i.test(text)) return fail('does not refuse');
  if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(text) || /\b0\d{9}\b/.test(text)) return fail('shows an e-mail address or a phone number');
  if (answerJobIds(answer).length > 0) return fail('answers with jobs instead of refusing');
  return /có thể giúp|có thể hỗ trợ|bạn có thể hỏi|mình có thể|tôi có thể/i.test(text) ? pass() : fail('refuses without offering what it can do');
}

/** The verdict on one answer. */
export async function judge(check: HeldOutCheck, answer: AnswerToJudge, ctx: JudgeContext): Promise<Verdict> {
  switch (check.kind) {
    case 'jobs':
      return judgeJobs(check, answer, ctx);
    case 'count':
      return judgeCount(check.must, answer, ctx);
    case 'top_companies':
      return judgeTopCompanies(check.must, answer, ctx);
    case 'salary':
      return judgeSalary(check.groups, answer, ctx);
    case 'premium':
      return judgePremium(answer, ctx);
    case 'knowledge':
      return judgeKnowledge(check.entries, answer);
    case 'skills':
      return judgeSkills(check.must, answer, ctx);
    case 'mine':
      return judgeMine(check.what, answer, ctx);
    case 'refusal':
      return judgeRefusal(answer);
  }
}
