import { sql, type SQL } from 'drizzle-orm';
import type { Criteria, CriteriaBody, Page, RecommendedPost } from '@jobhub/sdk/contract';
import type { FieldRow, PositionRow } from '../db/schema/catalogue';
import type { CriteriaRecord as CriteriaColumns } from '../db/schema/marketplace';
import { vietnamToday } from '../lib/vietnam-date';
import { CRITERIA_COLUMNS, salaryAtLeastSql, type CriteriaValues } from './criteria-match';
import { readPageRows } from './post-rows';
import { openSearchSql } from './post-visibility';
import { intArray, isoTimestamp, pageCount, selectRows, textArray, type RawTextArray, type SqlExecutor } from './sql-rows';

/** A candidate's job-search criteria (one per candidate) and the recommendations built on it. */

/** The criteria row as {@link findCriteria} reads it, with its field's and position's names (null when unset). */
type CriteriaRecord = Pick<
  CriteriaColumns,
  'id' | 'city' | 'experience' | 'field_id' | 'position_id' | 'type_working' | 'salary_min' | 'alert_frequency' | 'created_at' | 'updated_at'
> & {
  scales: RawTextArray;
  field_name: FieldRow['name'] | null;
  position_name: PositionRow['name'] | null;
};

function toCriteria(record: CriteriaRecord): Criteria {
  return {
    id: Number(record.id),
    city: record.city,
    experience: record.experience,
    field: record.field_id === null ? null : { id: Number(record.field_id), name: record.field_name ?? '' },
    position: record.position_id === null ? null : { id: Number(record.position_id), name: record.position_name ?? '' },
    scales: textArray(record.scales),
    type_working: record.type_working,
    salary_min: record.salary_min === null ? null : Number(record.salary_min),
    alert_frequency: record.alert_frequency,
    created_at: isoTimestamp(record.created_at),
    updated_at: isoTimestamp(record.updated_at),
  };
}

/** The candidate's criteria, or undefined. */
export async function findCriteria(db: SqlExecutor, userId: number): Promise<Criteria | undefined> {
  const [record] = await selectRows<CriteriaRecord>(
    db,
    sql`select c.id, c.city, c.experience, c.field_id, f.name as field_name, c.position_id, pos.name as position_name,
        c.scales, c.type_working, c.salary_min::float8 as salary_min, c.alert_frequency, c.created_at, c.updated_at
      from criteria c left join fields f on f.id = c.field_id left join positions pos on pos.id = c.position_id
      where c.user_id = ${userId}`,
  );
  return record ? toCriteria(record) : undefined;
}

/** Column values of a body: only the keys present (undefined = unchanged, null = cleared). */
export function criteriaColumns(body: CriteriaBody): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (body.city !== undefined) columns.city = body.city;
  if (body.experience !== undefined) columns.experience = body.experience;
  if (body.field !== undefined) columns.field_id = body.field;
  if (body.position !== undefined) columns.position_id = body.position;
  if (body.scales !== undefined) columns.scales = [...new Set(body.scales)];
  if (body.type_working !== undefined) columns.type_working = body.type_working;
  if (body.salary_min !== undefined) columns.salary_min = body.salary_min;
  if (body.alert_frequency !== undefined) columns.alert_frequency = body.alert_frequency;
  return columns;
}

/**
 * Recommendation weights (points; the sum of the criteria set is the best possible score).
 * Field and salary also filter (API.md: "public posts in the criteria's field whose salary meets
 * salary_min (or negotiable)"), so among results they separate only: a post with figures that meet
 * salary_min (RECOMMEND_WEIGHTS.salary) from a negotiable one (half). Position is the strongest
 * signal after the field, then city; type of work and experience next; the company's scale least.
 */
export const RECOMMEND_WEIGHTS = { field: 30, position: 25, salary: 10, city: 15, type_working: 10, experience: 5, scale: 5 } as const;

/**
 * The recommendation score of `post_search s` for criteria `c` (RECOMMEND_WEIGHTS; an unset
 * value scores nothing). Points are bound as ::int: a CASE whose branches are all parameters
 * would otherwise be typed text.
 */
function recommendScoreSql(c: CriteriaValues): SQL {
  const w = RECOMMEND_WEIGHTS;
  const pts = (points: number) => sql`${points}::int`;
  return sql`((case when ${c.field_id} is not null then ${pts(w.field)} else 0 end)
    + (case when s.position_id = ${c.position_id} then ${pts(w.position)} else 0 end)
    + (case when ${c.salary_min} is null then 0 when s.is_salary_negotiable then ${pts(w.salary / 2)} else ${pts(w.salary)} end)
    + (case when s.city = ${c.city} then ${pts(w.city)} else 0 end)
    + (case when s.type_working = ${c.type_working} then ${pts(w.type_working)} else 0 end)
    + (case when s.experience = ${c.experience} then ${pts(w.experience)} else 0 end)
    + (case when s.scale = any(${c.scales}) then ${pts(w.scale)} else 0 end))::int`;
}

/** Recommendation order: best score first, then newest. */
const RANK = sql`score desc, created_at desc, post_id desc`;

interface RecommendRecord {
  total: number | null;
  found: boolean;
  ids: number[] | string | null;
  scores: (number | string)[] | string | null;
}

/**
 * How many posts recommendations score at most: the newest this many open posts that pass the
 * filters (issue 29: scoring every open post of a field cost 1.1–1.8 s at 1,000,000 posts, 42,461
 * rows). Read in index order (post_search_public_field_idx, or post_search_public_created_idx
 * without a field), so the cost stays the same whatever the field's size.
 */
export const RECOMMEND_CANDIDATES = 1_000;

/**
 * GET /api/posts/recommended/: posts open at `now` (the app's clock, by its Vietnamese date) in
 * the criteria's field (any field when none is set) whose salary meets salary_min or is
 * negotiable, leaving out posts the candidate already applied to; of those, the newest
 * RECOMMEND_CANDIDATES are scored with RECOMMEND_WEIGHTS, best first, then newest; undefined when
 * the user has no criteria. One statement: the criteria row is joined (not looked up first), the
 * candidates are an index-ordered read of post_search that stops at the bound (with a field, that
 * field's covering partial index; the other branch runs only without one). The page's rows, with
 * the viewer's saves and matches, are a second statement (readPageRows). The total is the size of
 * the scored set: exact up to RECOMMEND_CANDIDATES, that bound above it.
 *
 * Neither plan depends on the values (the criteria are a joined row, the read is bounded in index
 * order whatever the field), so the route runs both on Database.fixedPlans, which plans each
 * once per connection.
 */
export async function recommendPosts(
  db: SqlExecutor,
  userId: number,
  paging: { page: number; page_size: number },
  now: Date,
): Promise<Page<RecommendedPost> | undefined> {
  const today = vietnamToday(now);
  const c = CRITERIA_COLUMNS;
  // Inside the lateral reads below, where the criteria row `c` is a parameter: each branch runs
  // its index-ordered read only for a criteria row it applies to, and stops at the bound
  // ('nulls last' as the indexes are ordered, so no sort is planned over the field's posts).
  const eligible = sql`${openSearchSql(today)} and (${c.salary_min} is null or ${salaryAtLeastSql(c.salary_min)})
    and not exists (select 1 from applications a where a.user_id = c.user_id and a.post_id = s.post_id)`;
  const candidates = (where: SQL) => sql`select s.post_id, s.created_at, s.position_id, s.is_salary_negotiable, s.city, s.type_working, s.experience, s.scale
    from post_search s where ${where} and ${eligible}
    order by s.created_at desc nulls last limit ${RECOMMEND_CANDIDATES}`;
  const offset = (paging.page - 1) * paging.page_size;
  const [record] = await selectRows<RecommendRecord>(
    db,
    sql`with scored as materialized (
        select s.post_id, s.created_at, ${recommendScoreSql(c)} as score
        from criteria c cross join lateral (${candidates(sql`s.field_id = c.field_id`)}) s
        where c.user_id = ${userId}
        union all
        select s.post_id, s.created_at, ${recommendScoreSql(c)} as score
        from criteria c cross join lateral (${candidates(sql`c.field_id is null`)}) s
        where c.user_id = ${userId} and c.field_id is null
      ),
      page as materialized (
        select (select count(*)::int from scored) as total, array_agg(post_id order by ${RANK}) as ids, array_agg(score order by ${RANK}) as scores
        from (select post_id, score, created_at from scored order by ${RANK} limit ${paging.page_size} offset ${offset}) top
      )
      select page.total, exists (select 1 from criteria where user_id = ${userId}) as found, page.ids, page.scores from page`,
  );
  if (!record?.found) return undefined;
  const ids = intArray(record.ids);
  const scores = intArray(record.scores);
  const rows = await readPageRows(db, ids, { userId, now });
  const total = Number(record.total ?? 0);
  return {
    results: rows.map((row) => ({ ...row, score: scores[ids.indexOf(row.id)] ?? 0 })),
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  };
}

/**
 * Inserts the candidate's criteria; undefined when they already have one (one per candidate,
 * `criteria_user_uq`; a concurrent second create loses here rather than failing with a 500).
 */
export async function insertCriteria(db: SqlExecutor, userId: number, body: CriteriaBody, now: Date): Promise<number | undefined> {
  const columns = criteriaColumns(body);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into criteria (user_id, city, experience, field_id, position_id, scales, type_working, salary_min, alert_frequency, alert_since, created_at, updated_at)
      values (${userId}, ${columns.city ?? null}, ${columns.experience ?? null}, ${columns.field_id ?? null}, ${columns.position_id ?? null},
        ${scalesArray((columns.scales as string[] | undefined) ?? [])}, ${columns.type_working ?? null}, ${columns.salary_min ?? null},
        ${columns.alert_frequency ?? 'off'}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (user_id) do nothing returning id`,
  );
  return row ? Number(row.id) : undefined;
}

/** Applies the keys present in `body`; false when the candidate has no criteria. */
export async function updateCriteria(db: SqlExecutor, userId: number, body: CriteriaBody, now: Date): Promise<boolean> {
  const columns = criteriaColumns(body);
  const sets = Object.entries(columns).map(([column, value]) =>
    column === 'scales' ? sql`scales = ${scalesArray(value as string[])}` : sql`${sql.identifier(column)} = ${value}`,
  );
  sets.push(sql`updated_at = ${now.toISOString()}::timestamptz`);
  // Alerts switched on: the first digest lists what is new from now on, not the whole market.
  if (body.alert_frequency !== undefined) sets.push(sql`alert_since = case when criteria.alert_frequency = 'off' then ${now.toISOString()}::timestamptz else criteria.alert_since end`);
  const rows = await selectRows<{ id: number }>(db, sql`update criteria set ${sql.join(sets, sql`, `)} where user_id = ${userId} returning id`);
  return rows.length > 0;
}

/** Deletes the candidate's criteria; false when there was none. */
export async function deleteCriteria(db: SqlExecutor, userId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`delete from criteria where user_id = ${userId} returning id`);
  return rows.length > 0;
}

/** A varchar[] literal built from bound values (both drivers accept `array[...]`; `'{}'` for none). */
function scalesArray(scales: readonly string[]) {
  if (scales.length === 0) return sql`'{}'::varchar[]`;
  return sql`array[${sql.join(
    scales.map((scale) => sql`${scale}`),
    sql`, `,
  )}]::varchar[]`;
}
