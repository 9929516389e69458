import { sql, type SQL } from 'drizzle-orm';
import type { PostRow } from '@jobhub/sdk/contract';
import type { EnterpriseRecord, FieldRow, PositionRow, PostRecord, postSearch } from '../db/schema/catalogue';
import { verifiedCompanySql } from './company-verification';
import { CRITERIA_COLUMNS, criteriaMatchSql } from './criteria-match';
import { publicFileUrl } from './files';
import { intArraySql, isoTimestamp, selectRows, type SqlExecutor } from './sql-rows';
import { RESPONSE_RATE_COLUMNS, responseRateOf, type ResponseRateRecord } from './response-stats';
import { premiumAtSql } from './users';

/**
 * Row projection: the columns of a PostRow over `posts p` and `enterprises e`, their mapping to
 * the contract's row, and the viewer's marks (is_saved, matches_criteria) on chosen rows.
 */

/** What {@link rowColumns} reads (the salaries as float8: postgres.js answers bigint as text, the schema types a number). */
export type RowRecord = Pick<
  PostRecord,
  | 'id'
  | 'title'
  | 'enterprise_id'
  | 'position_id'
  | 'field_id'
  | 'city'
  | 'experience'
  | 'level'
  | 'type_working'
  | 'salary_min'
  | 'salary_max'
  | 'is_salary_negotiable'
  | 'deadline'
  | 'created_at'
  | 'confirmed_at'
  | 'district'
> &
  Pick<EnterpriseRecord, 'company_name' | 'logo'> &
  ResponseRateRecord & {
    /** The owner's Premium at the reader's `now`. */
    is_premium: boolean;
    /** The company is 'Đã xác minh' (company-verification.ts). */
    is_verified: boolean;
    position_name: PositionRow['name'];
    field_name: FieldRow['name'];
  };

/**
 * Columns of a PostRow, over `posts p` and `enterprises e` (ROW_JOINS), with the owner's Premium
 * at `now` (the app's clock, users.ts `premiumAtSql`). The owner's Premium and the position and
 * field names (foreign keys, never missing) are primary-key subqueries rather than joins: the
 * planner then orders two relations instead of five, which made planning, the larger part of
 * these small reads, about twice as fast (bench/marketplace.ts).
 */
export const rowColumns = (now: Date): SQL => sql`p.id, p.title, p.enterprise_id, e.company_name, e.logo,
  coalesce((select ${premiumAtSql('u', now)} from users u where u.id = e.user_id), false) as is_premium, ${verifiedCompanySql()} as is_verified,
  p.position_id, (select pos.name from positions pos where pos.id = p.position_id) as position_name,
  p.field_id, (select f.name from fields f where f.id = p.field_id) as field_name,
  p.city, p.experience, p.level, p.type_working,
  p.salary_min::float8 as salary_min, p.salary_max::float8 as salary_max, p.is_salary_negotiable,
  p.deadline::text as deadline, p.created_at, p.confirmed_at, p.district, ${RESPONSE_RATE_COLUMNS}`;
/** The company, and its response figures (`rs`, one primary-key row; none when it had no applications). */
export const ROW_JOINS = sql`join enterprises e on e.id = p.enterprise_id left join enterprise_response_stats rs on rs.enterprise_id = p.enterprise_id`;

export function toRow(record: RowRecord): PostRow {
  return {
    id: Number(record.id),
    title: record.title,
    enterprise: Number(record.enterprise_id),
    enterprise_name: record.company_name,
    enterprise_logo: publicFileUrl(record.logo),
    is_enterprise_premium: Boolean(record.is_premium),
    is_enterprise_verified: Boolean(record.is_verified),
    position: { id: Number(record.position_id), name: record.position_name },
    field: { id: Number(record.field_id), name: record.field_name },
    city: record.city,
    experience: record.experience,
    level: record.level,
    type_working: record.type_working,
    salary_min: record.salary_min === null ? null : Number(record.salary_min),
    salary_max: record.salary_max === null ? null : Number(record.salary_max),
    is_salary_negotiable: Boolean(record.is_salary_negotiable),
    deadline: record.deadline,
    created_at: isoTimestamp(record.created_at),
    is_saved: false,
    matches_criteria: false,
    position_name: record.position_name,
    field_name: record.field_name,
    district: record.district,
    confirmed_at: isoTimestamp(record.confirmed_at),
    response_rate: responseRateOf(record),
  };
}

/** Who is looking at rows: a signed-in user's rows carry `is_saved` and `matches_criteria`. */
export interface RowViewer {
  userId?: number | undefined;
}

/** A viewer and when they look: `now` is the app's clock, for the owners' Premium. */
export interface RowReader extends RowViewer {
  now: Date;
}

interface ViewerRowRecord extends RowRecord {
  ord: number | string | null;
  saved?: boolean;
  matches?: boolean;
}

/**
 * The rows of the posts `ids` (one int[] parameter), numbered `ord` in that order, with the
 * viewer's marks: their save of each post and whether it matches their criteria, read by per-row
 * subqueries (saves and criteria are not looked up apart).
 *
 * The posts are found with `= any(ids)` and the marks are subqueries, not joins, so the planner
 * orders two relations (bench/marketplace.ts at 20,000 posts: a ten-way join took ~3 ms to plan
 * and ~1 ms to run). Planning is still most of its cost when it is planned at every ask.
 */
function pageRowsSql(ids: readonly number[], viewer: RowReader): SQL {
  const marks =
    viewer.userId === undefined
      ? sql``
      : sql`, exists (select 1 from saved_posts sp where sp.user_id = ${viewer.userId} and sp.post_id = p.id) as saved,
        (select ${criteriaMatchSql(CRITERIA_COLUMNS)} from post_search s join criteria c on c.user_id = ${viewer.userId}
          where s.post_id = p.id) as matches`;
  return sql`select array_position(pick.ids, p.id) as ord, ${rowColumns(viewer.now)}${marks}
    from (select ${intArraySql(ids)} as ids) pick join posts p on p.id = any(pick.ids) ${ROW_JOINS}`;
}

/**
 * The rows of the posts `ids`, in that order, with the viewer's marks, as a statement of their
 * own on `db`. Its plan does not depend on the ids, so callers give it Database.fixedPlans, which
 * plans it once per connection: ten rows took 2.2 ms planned at every ask and 0.6 ms planned once
 * (one asker, 100,000 posts). No ids, no statement.
 */
export async function readPageRows(db: SqlExecutor, ids: readonly number[], viewer: RowReader): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return viewerRows(await selectRows<ViewerRowRecord>(db, pageRowsSql(ids, viewer)));
}

/** Rows of {@link pageRowsSql} records (in `ord` order; a record without a post is skipped). */
function viewerRows(records: readonly ViewerRowRecord[]): PostRow[] {
  return records
    .filter((record) => record.id !== null && record.ord !== null)
    .sort((a, b) => Number(a.ord) - Number(b.ord))
    .map((record) => ({ ...toRow(record), is_saved: Boolean(record.saved), matches_criteria: Boolean(record.matches) }));
}

/**
 * Sets `is_saved` and `matches_criteria` of already-chosen rows (saved posts, a detail and its
 * related posts) with one query over their ids: post_search rows joined to the viewer's saves
 * and criteria.
 */
export async function markRowsForViewer<T extends PostRow>(db: SqlExecutor, rows: T[], viewer: RowViewer): Promise<T[]> {
  if (rows.length === 0 || viewer.userId === undefined) return rows;
  const list = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const marks = await selectRows<Pick<typeof postSearch.$inferSelect, 'post_id'> & { matches: boolean; saved: boolean }>(
    db,
    sql`select s.post_id, ${criteriaMatchSql(CRITERIA_COLUMNS)} as matches, (sp.id is not null) as saved
      from post_search s left join saved_posts sp on sp.post_id = s.post_id and sp.user_id = ${viewer.userId}
        left join criteria c on c.user_id = ${viewer.userId}
      where s.post_id in (${list})`,
  );
  const byId = new Map(marks.map((mark) => [Number(mark.post_id), mark]));
  return rows.map((row) => {
    const mark = byId.get(row.id);
    return mark ? { ...row, is_saved: Boolean(mark.saved), matches_criteria: Boolean(mark.matches) } : row;
  });
}

/** Full rows of the given posts, in the given order, with the owners' Premium at `now` (the app's clock). */
export async function postRowsByIds(db: SqlExecutor, ids: readonly number[], now: Date): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const records = await selectRows<RowRecord>(db, sql`select ${rowColumns(now)} from posts p ${ROW_JOINS} where p.id in (${list})`);
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [toRow(record)] : [];
  });
}
