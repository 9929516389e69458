/**
 * Job-alert digests: which candidates are due, the new open posts matching each one's criteria
 * (by criteria-match.ts `criteriaMatchSql`, the rule recommendations mark matches with), and the
 * claim that makes each period's digest happen once (jobs/job-alerts.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { JobAlertFrequency } from "@jobhub/sdk/contract";
import { vietnamToday } from "../lib/vietnam-date";
import { CRITERIA_COLUMNS, criteriaMatchSql } from "./criteria-match";
import { openSearchSql } from "./post-visibility";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema/accounts";
import type { EnterpriseRecord, PostRecord, postSearch } from "../db/schema/catalogue";
import type { CriteriaRecord } from "../db/schema/marketplace";
import { isoTimestamp, selectRows, type SqlExecutor } from "./sql-rows";

/** Posts a digest lists (the newest). */
export const DIGEST_POSTS = 10;

export type DigestPost = Pick<PostRecord, "id" | "title"> &
  Pick<typeof postSearch.$inferSelect, "city" | "salary_min" | "salary_max" | "is_salary_negotiable"> & {
    company: EnterpriseRecord["company_name"];
  };

/** One candidate's digest: their address, how many new posts match, the newest DIGEST_POSTS of them. */
export type Digest = Pick<CriteriaRecord, "user_id"> &
  Pick<UserRow, "email" | "fullname"> & {
    total: number;
    posts: DigestPost[];
  };

/** A digest as the statement answers it: `total` a bigint, `posts` JSON (text on some drivers), both null when nothing is new. */
type DigestRecord = Omit<Digest, "total" | "posts"> & {
  total: number | string | null;
  posts: DigestPost[] | string | null;
};

/**
 * Digests of the candidates `who` selects from `criteria c join users u` (ordered by user id, at
 * most `limit`), over the open posts created after each one's `since` and up to `now`. Every
 * selected candidate is answered, with `total` 0 when nothing is new.
 */
async function digests(
  db: Db,
  who: SQL,
  since: SQL,
  limit: number,
  now: Date
): Promise<Digest[]> {
  const today = vietnamToday(now);
  // One batch joins 500 candidates with the new posts: PostgreSQL's estimate crosses the JIT
  // threshold, and compiling (≈ 1.9 s) would cost far more than running (≈ 0.1 s; bench/job-alerts.ts).
  const records = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return selectRows<DigestRecord>(
      tx,
      sql`with c as materialized (
        select c.user_id, c.city, c.experience, c.field_id, c.position_id, c.type_working, c.scales, c.salary_min,
          ${since} as since, u.email, u.fullname
        from criteria c join users u on u.id = c.user_id
        where ${who}
        order by c.user_id limit ${limit}
      ),
      s as materialized (
        select s.* from post_search s
        where ${openSearchSql(
          today
        )} and s.created_at > (select min(since) from c) and s.created_at <= ${now.toISOString()}::timestamptz
      ),
      -- With a field (most criteria), a hash join on it; the match rule then tests ~1/15 of the pairs.
      pairs as (
        select c.user_id, s.post_id, s.created_at from c join s on s.field_id = c.field_id
        where s.created_at > c.since and ${criteriaMatchSql(CRITERIA_COLUMNS)}
        union all
        select c.user_id, s.post_id, s.created_at from c cross join s
        where c.field_id is null and s.created_at > c.since and ${criteriaMatchSql(CRITERIA_COLUMNS)}
      ),
      matched as materialized (
        select user_id, post_id, created_at,
          row_number() over (partition by user_id order by created_at desc, post_id desc) as rn,
          count(*) over (partition by user_id) as total
        from pairs
      ),
      top as (
        select m.user_id, max(m.total) as total,
          json_agg(json_build_object('id', p.id, 'title', p.title, 'company', e.company_name, 'city', ps.city,
            'salary_min', ps.salary_min, 'salary_max', ps.salary_max, 'is_salary_negotiable', ps.is_salary_negotiable)
            order by m.created_at desc, m.post_id desc) as posts
        from matched m join posts p on p.id = m.post_id join enterprises e on e.id = p.enterprise_id join post_search ps on ps.post_id = m.post_id
        where m.rn <= ${DIGEST_POSTS}
        group by m.user_id
      )
      select c.user_id, c.email, c.fullname, coalesce(t.total, 0) as total, t.posts
      from c left join top t on t.user_id = c.user_id
      order by c.user_id`
    );
  });
  return records.map((record) => ({
    user_id: Number(record.user_id),
    email: record.email,
    fullname: record.fullname,
    total: Number(record.total ?? 0),
    posts: (typeof record.posts === "string"
      ? (JSON.parse(record.posts) as DigestPost[])
      : record.posts ?? []
    ).map((post) => ({
      ...post,
      salary_min: post.salary_min === null ? null : Number(post.salary_min),
      salary_max: post.salary_max === null ? null : Number(post.salary_max),
    })),
  }));
}

/** Candidates who may get alerts: activated, not banned, the job-alert mails switched on. */
const MAY_GET_ALERTS = sql`u.role = 'candidate' and u.is_active and not u.is_banned and u.mail_job_alerts`;

/**
 * The next batch of due digests of `frequency` for `period`: candidates (user id above
 * `afterUserId`) whose alerts are on and whose period was not decided yet.
 */
export function dueDigests(
  db: Db,
  frequency: Exclude<JobAlertFrequency, "off">,
  period: string,
  afterUserId: number,
  limit: number,
  now: Date
): Promise<Digest[]> {
  return digests(
    db,
    sql`c.alert_frequency = ${frequency} and c.alert_period is distinct from ${period} and c.user_id > ${afterUserId} and ${MAY_GET_ALERTS}`,
    sql`coalesce(c.alert_since, c.updated_at)`,
    limit,
    now
  );
}

/** One candidate's digest since `since` (the preview), whatever their alert settings. */
export async function digestSince(
  db: Db,
  userId: number,
  since: Date,
  now: Date
): Promise<Digest | undefined> {
  const [digest] = await digests(
    db,
    sql`c.user_id = ${userId}`,
    sql`${since.toISOString()}::timestamptz`,
    1,
    now
  );
  return digest;
}

/** When the candidate's current alert period began (the preview's "since"), or undefined without criteria. */
export async function alertSince(
  db: SqlExecutor,
  userId: number
): Promise<Date | undefined> {
  const [row] = await selectRows<{ since: CriteriaRecord["alert_since"] }>(
    db,
    sql`select coalesce(alert_since, updated_at) as since from criteria where user_id = ${userId}`
  );
  return row?.since ? new Date(isoTimestamp(row.since)) : undefined;
}

/**
 * Claims the period for the candidates among `userIds` whose period was not decided yet, and moves
 * their `since` to `now`; returns the claimed ids. Run it in the transaction that writes the
 * digests' mails and notifications: a second process (or a rerun after a crash) waits for the row
 * locks and then claims nothing, so each candidate gets one digest per period.
 */
export async function claimAlertPeriod(
  db: SqlExecutor,
  userIds: readonly number[],
  period: string,
  now: Date
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await selectRows<Pick<CriteriaRecord, "user_id">>(
    db,
    sql`update criteria set alert_period = ${period}, alert_since = ${now.toISOString()}::timestamptz
      where user_id in (select unnest(${sql.raw(
        `'{${userIds.map(Number).join(",")}}'`
      )}::int[])) and alert_period is distinct from ${period}
      returning user_id`
  );
  return new Set(rows.map((row) => Number(row.user_id)));
}
