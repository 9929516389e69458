import { sql } from 'drizzle-orm';
import type { Criteria, CriteriaBody, Page, RecommendedPost } from '@jobhub/sdk/contract';
import type { PostPreference } from './posts';
import { postRowsByIds, refreshSearchFlags } from './posts';
import { isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/** A candidate's job-search criteria (one per candidate) and the recommendations built on it. */

interface CriteriaRecord {
  id: number;
  city: string | null;
  experience: string | null;
  field_id: number | null;
  field_name: string | null;
  position_id: number | null;
  position_name: string | null;
  scales: string[] | string | null;
  type_working: string | null;
  salary_min: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** PGlite may hand back a varchar[] as its text form '{a,b}'. */
function textArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((part) => part.replace(/^"|"$/g, ''));
}

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
    created_at: isoTimestamp(record.created_at),
    updated_at: isoTimestamp(record.updated_at),
  };
}

/** The candidate's criteria, or undefined. */
export async function findCriteria(db: SqlExecutor, userId: number): Promise<Criteria | undefined> {
  const [record] = await selectRows<CriteriaRecord>(
    db,
    sql`select c.id, c.city, c.experience, c.field_id, f.name as field_name, c.position_id, pos.name as position_name,
        c.scales, c.type_working, c.salary_min::float8 as salary_min, c.created_at, c.updated_at
      from criteria c left join fields f on f.id = c.field_id left join positions pos on pos.id = c.position_id
      where c.user_id = ${userId}`,
  );
  return record ? toCriteria(record) : undefined;
}

/** The criteria as a search preference (posts.ts `PostPreference`). */
export function criteriaPreference(criteria: Criteria): PostPreference {
  const preference: PostPreference = {};
  if (criteria.city) preference.city = criteria.city;
  if (criteria.experience) preference.experience = criteria.experience;
  if (criteria.field) preference.field = criteria.field.id;
  if (criteria.position) preference.position = criteria.position.id;
  if (criteria.type_working) preference.type_working = criteria.type_working;
  if (criteria.scales.length > 0) preference.scales = criteria.scales;
  if (criteria.salary_min !== null) preference.salary_min = criteria.salary_min;
  return preference;
}

/** The search preference of a user, if they have criteria (one indexed look-up). */
export async function findPreference(db: SqlExecutor, userId: number): Promise<PostPreference | undefined> {
  const found = await findCriteria(db, userId);
  return found ? criteriaPreference(found) : undefined;
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

/** Largest salary used as "no upper bound" (same as the search's salary rule). */
const NO_UPPER_BOUND = 1_000_000_000_000;

/**
 * GET /api/posts/recommended/: public posts in the criteria's field (any field when none is set)
 * whose salary meets salary_min or is negotiable, scored with RECOMMEND_WEIGHTS, best first, then
 * newest. Reads only post_search (the field's partial index, ~1/15 of public posts), then joins
 * the page's rows. The total is exact.
 */
export async function recommendPosts(
  db: SqlExecutor,
  criteria: Criteria,
  paging: { page: number; page_size: number },
): Promise<Page<RecommendedPost>> {
  await refreshSearchFlags(db);
  const w = RECOMMEND_WEIGHTS;
  const where = [sql`s.is_public`];
  if (criteria.field) where.push(sql`s.field_id = ${criteria.field.id}`);
  if (criteria.salary_min !== null) {
    where.push(sql`(s.is_salary_negotiable or coalesce(s.salary_max, ${NO_UPPER_BOUND}) >= ${criteria.salary_min})`);
  }
  // Points are bound as ::int: a CASE whose branches are all parameters would otherwise be typed text.
  const pts = (points: number) => sql`${points}::int`;
  const terms = [pts(criteria.field ? w.field : 0)];
  if (criteria.position) terms.push(sql`case when s.position_id = ${criteria.position.id} then ${pts(w.position)} else 0 end`);
  if (criteria.salary_min !== null) terms.push(sql`case when s.is_salary_negotiable then ${pts(w.salary / 2)} else ${pts(w.salary)} end`);
  if (criteria.city) terms.push(sql`case when s.city = ${criteria.city} then ${pts(w.city)} else 0 end`);
  if (criteria.type_working) terms.push(sql`case when s.type_working = ${criteria.type_working} then ${pts(w.type_working)} else 0 end`);
  if (criteria.experience) terms.push(sql`case when s.experience = ${criteria.experience} then ${pts(w.experience)} else 0 end`);
  if (criteria.scales.length > 0) {
    const scales = sql.join(
      criteria.scales.map((scale) => sql`${scale}`),
      sql`, `,
    );
    terms.push(sql`case when s.scale in (${scales}) then ${pts(w.scale)} else 0 end`);
  }
  const offset = (paging.page - 1) * paging.page_size;
  const [result] = await selectRows<{ total: number; hits: { id: number; score: number }[] | string | null }>(
    db,
    sql`with scored as materialized (
        select s.post_id, s.created_at, (${sql.join(terms, sql` + `)})::int as score
        from post_search s where ${sql.join(where, sql` and `)}
      )
      select (select count(*)::int from scored) as total,
        (select coalesce(json_agg(json_build_object('id', p.post_id, 'score', p.score)
            order by p.score desc, p.created_at desc, p.post_id desc), '[]'::json)
          from (select post_id, score, created_at from scored order by score desc, created_at desc, post_id desc
            limit ${paging.page_size} offset ${offset}) p) as hits`,
  );
  const total = Number(result?.total ?? 0);
  const hits = typeof result?.hits === 'string' ? (JSON.parse(result.hits) as { id: number; score: number }[]) : (result?.hits ?? []);
  const scores = new Map(hits.map((hit) => [Number(hit.id), Number(hit.score)]));
  const rows = await postRowsByIds(
    db,
    hits.map((hit) => Number(hit.id)),
  );
  return {
    results: rows.map((row) => ({ ...row, score: scores.get(row.id) ?? 0 })),
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
    sql`insert into criteria (user_id, city, experience, field_id, position_id, scales, type_working, salary_min, created_at, updated_at)
      values (${userId}, ${columns.city ?? null}, ${columns.experience ?? null}, ${columns.field_id ?? null}, ${columns.position_id ?? null},
        ${scalesArray((columns.scales as string[] | undefined) ?? [])}, ${columns.type_working ?? null}, ${columns.salary_min ?? null},
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
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
