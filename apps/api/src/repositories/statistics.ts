/**
 * Employer dashboard statistics (API.md, Enterprises: GET /api/enterprises/statistics/) in one
 * statement whose cost does not grow with the company's applications: the company's posts come
 * from posts_enterprise_id_idx; applicant totals and months from application_month_counts (one row
 * per month and status, kept by triggers: migration 0015); interview figures from
 * enterprise_interviews (the company's interviews, one index); only the 10 latest posts count
 * their applications (applications_post_stats_idx).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { EmployerStatistics } from '@jobhub/sdk/contract';
import { VIETNAM_OFFSET_MS } from '../lib/vietnam-date';
import { isoTimestamp, selectRows, type SqlExecutor } from './sql-rows';

/** Months shown in monthly_stats (API.md). */
export const STATISTICS_MONTHS = 6;

/** A post's applications, all and by status. */
interface ApplicantCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

/** Posts shown in post_stats (API.md). */
export const STATISTICS_LATEST_POSTS = 10;

/** 'MM/YYYY' labels of the last `count` months in Vietnam time, oldest first, and the first one's start. */
export function lastMonths(now: Date, count = STATISTICS_MONTHS): { labels: string[]; since: Date } {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const labels: string[] = [];
  let year = local.getUTCFullYear();
  let month = local.getUTCMonth() - (count - 1);
  while (month < 0) {
    month += 12;
    year -= 1;
  }
  const since = new Date(Date.UTC(year, month, 1) - VIETNAM_OFFSET_MS);
  for (let i = 0; i < count; i++) {
    labels.push(`${String(month + 1).padStart(2, '0')}/${year}`);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return { labels, since };
}

interface StatisticsRow {
  enterprise_id: number | null;
  posts: unknown;
  post_months: unknown;
  applications: unknown;
  interviews: unknown;
  latest: unknown;
}

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Statistics of one enterprise's posts at `now` (`today` = the Vietnamese date, for deadlines).
 *
 * @example const stats = await employerStatistics(db, enterprise.id, clock.now(), '2026-11-21');
 */
export async function employerStatistics(db: SqlExecutor, enterpriseId: number, now: Date, today: string): Promise<EmployerStatistics> {
  return (await statisticsOf(db, sql`${enterpriseId}::int`, now, today))!;
}

/**
 * Statistics of the company owned by `userId` (enterprises.user_id is unique), found in the same
 * statement; null when the user has no company.
 *
 * @example const stats = await employerStatisticsOfUser(db, request.user.user_id, clock.now(), '2026-11-21');
 */
export async function employerStatisticsOfUser(db: SqlExecutor, userId: number, now: Date, today: string): Promise<EmployerStatistics | null> {
  return statisticsOf(db, sql`(select id from enterprises where user_id = ${userId})`, now, today);
}

/**
 * The same figures over the whole platform (every company), for the admin: the counters' tables
 * are read whole (one row per company, month and status; one per interview), posts through their
 * indexes, and only the 10 latest posts count their applications.
 *
 * @example const stats = await platformStatistics(db, clock.now(), '2026-11-21');
 */
export async function platformStatistics(db: SqlExecutor, now: Date, today: string): Promise<EmployerStatistics> {
  return (await statisticsOf(db, null, now, today))!;
}

/** `company`: an expression for one enterprise id, or null for every company. */
async function statisticsOf(db: SqlExecutor, company: SQL | null, now: Date, today: string): Promise<EmployerStatistics | null> {
  const { labels, since } = lastMonths(now);
  const sinceIso = since.toISOString();
  const nowIso = now.toISOString();
  // application_month_counts.month is the first day of the Vietnamese month; labels[0] is 'MM/YYYY'.
  const sinceMonth = `${labels[0]!.slice(3)}-${labels[0]!.slice(0, 2)}-01`;
  // One company: its few posts are copied once (materialized). The platform: filters are `true`,
  // and the posts stay a plain reference so counts and the 10 latest use the posts indexes.
  const ofCompany = (column: SQL) => (company ? sql`${column} = (select id from e)` : sql`true`);
  const [row] = await selectRows<StatisticsRow>(
    db,
    sql`with e as materialized (select ${company ?? sql`0`} as id),
      p as ${company ? sql`materialized` : sql`not materialized`} (
        select id, title, is_active, is_removed, deadline, created_at from posts where ${ofCompany(sql`enterprise_id`)}
      )
      select
        (select id from e) as enterprise_id,
        (select json_build_object(
          'total', count(*)::int,
          'active', (count(*) filter (where is_active and not is_removed and deadline >= ${today}::date))::int,
          'expired', (count(*) filter (where deadline < ${today}::date))::int) from p) as posts,
        (select coalesce(json_agg(json_build_object('month', m.month, 'n', m.n)), '[]'::json) from (
          select to_char(timezone(interval '+07:00', created_at), 'MM/YYYY') as month, count(*)::int as n
          from p where created_at >= ${sinceIso}::timestamptz group by 1) m) as post_months,
        (select coalesce(json_agg(json_build_object('status', a.status, 'month', a.month, 'n', a.n)), '[]'::json) from (
          select c.status, case when c.month >= ${sinceMonth}::date then to_char(c.month, 'MM/YYYY') end as month, sum(c.n)::int as n
          from application_month_counts c where ${ofCompany(sql`c.enterprise_id`)} group by 1, 2) a) as applications,
        (select json_build_object(
          'total', count(*)::int,
          'upcoming', (count(*) filter (where i.status in ('scheduled', 'accepted') and i.interview_date >= ${nowIso}::timestamptz))::int,
          'completed', (count(*) filter (where i.status = 'completed' or (i.status = 'accepted' and i.interview_date < ${nowIso}::timestamptz)))::int)
          from enterprise_interviews i where ${ofCompany(sql`i.enterprise_id`)}) as interviews,
        (select coalesce(json_agg(json_build_object(
            'id', l.id, 'title', l.title, 'is_active', l.is_active and not l.is_removed, 'deadline', l.deadline::text,
            'created_at', l.created_at, 'applicants', (select json_build_object('total', count(*)::int,
              'pending', (count(*) filter (where c.status = 'pending'))::int,
              'approved', (count(*) filter (where c.status = 'approved'))::int,
              'rejected', (count(*) filter (where c.status = 'rejected'))::int) from applications c where c.post_id = l.id))
            order by l.created_at desc, l.id desc), '[]'::json)
          from (select * from p order by created_at desc, id desc limit ${STATISTICS_LATEST_POSTS}) l) as latest`,
  );
  if (row?.enterprise_id === null || row?.enterprise_id === undefined) return null;
  const posts = json<{ total: number; active: number; expired: number }>(row!.posts);
  const postMonths = json<{ month: string; n: number }[]>(row!.post_months);
  const groups = json<{ status: string; month: string | null; n: number }[]>(row!.applications);
  const interviews = json<{ total: number; upcoming: number; completed: number }>(row!.interviews);
  const latest = json<{ id: number; title: string; is_active: boolean; deadline: string; created_at: string; applicants: ApplicantCounts }[]>(row!.latest);

  const byStatus = { pending: 0, approved: 0, rejected: 0 } as Record<string, number>;
  const applicantsByMonth = new Map<string, number>();
  let totalApplicants = 0;
  for (const group of groups) {
    totalApplicants += group.n;
    byStatus[group.status] = (byStatus[group.status] ?? 0) + group.n;
    if (group.month) applicantsByMonth.set(group.month, (applicantsByMonth.get(group.month) ?? 0) + group.n);
  }
  const postsByMonth = new Map(postMonths.map((entry) => [entry.month, entry.n]));
  return {
    total_posts: posts.total,
    active_posts: posts.active,
    expired_posts: posts.expired,
    total_applicants: totalApplicants,
    pending_applicants: byStatus.pending ?? 0,
    approved_applicants: byStatus.approved ?? 0,
    rejected_applicants: byStatus.rejected ?? 0,
    total_interviews: interviews.total,
    upcoming_interviews: interviews.upcoming,
    completed_interviews: interviews.completed,
    monthly_stats: labels.map((label) => ({ month: label, applicants: applicantsByMonth.get(label) ?? 0, posts: postsByMonth.get(label) ?? 0 })),
    post_stats: latest.map((post) => ({
      id: Number(post.id),
      title: post.title,
      applicants: post.applicants.total,
      is_active: Boolean(post.is_active),
      deadline: post.deadline,
      created_at: isoTimestamp(post.created_at),
      // The original API's names (issue 26).
      total_applicants: post.applicants.total,
      pending_applicants: post.applicants.pending,
      approved_applicants: post.applicants.approved,
      rejected_applicants: post.applicants.rejected,
    })),
  };
}
