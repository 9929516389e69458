/**
 * The employer's own job posts: SQL only. Rules (ownership, posting limit, what may change while
 * active) live in routes/employer-posts/employer-posts.handlers.ts.
 *
 * Writes go to `posts` only: the statement triggers of migrations 0005_search_speed and
 * 0007_search_tags rebuild the post's `post_search` row (filter columns, tsvector, tag words,
 * is_public) in the same statement, so a created or edited post is searchable at once, and the
 * foreign key drops it from `post_search` on delete.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { EmployerPostListQuery, EmployerPostRow, Page } from '@jobhub/sdk/contract';
import type { EnterpriseRecord, PositionRow, PostRecord } from '../db/schema/catalogue';
import { vietnamToday } from '../lib/vietnam-date';
import { rowColumns, ROW_JOINS, toRow, type RowRecord } from './post-rows';
import { allWordsMatch, searchWords } from './search-text';
import { pageCount, selectRows, type SqlExecutor } from './sql-rows';

/** The company an employer posts for: approved (is_active), pending, or rejected by an admin. */
export type PostingEnterprise = Pick<EnterpriseRecord, 'id' | 'is_active'> & { is_rejected: boolean };

/** The caller's enterprise with its review state, or undefined when they have none. */
export async function findPostingEnterprise(db: SqlExecutor, userId: number): Promise<PostingEnterprise | undefined> {
  const [row] = await selectRows<PostingEnterprise>(
    db,
    sql`select e.id, e.is_active, exists (select 1 from enterprise_rejections r where r.enterprise_id = e.id) as is_rejected
      from enterprises e where e.user_id = ${userId}`,
  );
  return row ? { id: Number(row.id), is_active: Boolean(row.is_active), is_rejected: Boolean(row.is_rejected) } : undefined;
}

/** The field of a position, or undefined when the position does not exist. */
export async function findPositionField(db: SqlExecutor, positionId: number): Promise<number | undefined> {
  const [row] = await selectRows<Pick<PositionRow, 'field_id'>>(db, sql`select field_id from positions where id = ${positionId}`);
  return row ? Number(row.field_id) : undefined;
}

/**
 * Serialises posting-limit decisions of one enterprise until the transaction ends, so two
 * concurrent creates or toggles cannot both pass the limit.
 */
export async function lockEnterprisePosts(db: SqlExecutor, enterpriseId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727302, ${enterpriseId})`);
}

/** Posts that count against the posting limit: shown, not taken down, deadline today or later. */
export async function countLivePosts(db: SqlExecutor, enterpriseId: number, today: string): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from posts
      where enterprise_id = ${enterpriseId} and is_active and not is_removed and deadline >= ${today}::date`,
  );
  return Number(row?.total ?? 0);
}

/** Column values of a post as written by the employer (rich text already sanitised). */
export type PostValues = Pick<
  PostRecord,
  | 'title'
  | 'position_id'
  | 'field_id'
  | 'city'
  | 'district'
  | 'detail_address'
  | 'experience'
  | 'level'
  | 'type_working'
  | 'time_working'
  | 'quantity'
  | 'salary_min'
  | 'salary_max'
  | 'is_salary_negotiable'
  | 'description'
  | 'required'
  | 'interest'
  | 'deadline'
>;

function valuesSql(values: PostValues): SQL[] {
  return [
    sql`${values.title}`,
    sql`${values.position_id}`,
    sql`${values.field_id}`,
    sql`${values.city}`,
    sql`${values.district}`,
    sql`${values.detail_address}`,
    sql`${values.experience}`,
    sql`${values.level}`,
    sql`${values.type_working}`,
    sql`${values.time_working}`,
    sql`${values.quantity}`,
    sql`${values.salary_min}::bigint`,
    sql`${values.salary_max}::bigint`,
    sql`${values.is_salary_negotiable}`,
    sql`${values.description}`,
    sql`${values.required}`,
    sql`${values.interest}`,
    sql`${values.deadline}::date`,
  ];
}
const COLUMN_NAMES = [
  'title', 'position_id', 'field_id', 'city', 'district', 'detail_address', 'experience', 'level', 'type_working',
  'time_working', 'quantity', 'salary_min', 'salary_max', 'is_salary_negotiable', 'description', 'required', 'interest', 'deadline',
] as const;

/** Inserts an active post of the enterprise and returns its id. */
export async function insertPost(db: SqlExecutor, enterpriseId: number, values: PostValues, now: Date): Promise<number> {
  const columns = sql.raw(COLUMN_NAMES.join(', '));
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into posts (enterprise_id, ${columns}, is_active, created_at, confirmed_at)
      values (${enterpriseId}, ${sql.join(valuesSql(values), sql`, `)}, true, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      returning id`,
  );
  return Number(row!.id);
}

/** Rewrites the employer's columns of a post (state columns untouched); an edit confirms the post too (issue 30). */
export async function updatePost(db: SqlExecutor, id: number, values: PostValues, now: Date): Promise<void> {
  const sets = valuesSql(values).map((value, index) => sql`${sql.raw(COLUMN_NAMES[index]!)} = ${value}`);
  await db.execute(sql`update posts set ${sql.join(sets, sql`, `)}, ${confirmedSetSql(now)} where id = ${id}`);
}

/** The columns a confirmation sets: confirmed now, its reminder and any pause cleared. */
function confirmedSetSql(now: Date) {
  return sql`confirmed_at = ${now.toISOString()}::timestamptz, confirm_reminded_at = null, paused_at = null`;
}

/**
 * "Xác nhận tin còn tuyển" (issue 30): the post is confirmed at `now` and, when it was paused,
 * back in search (the posts trigger). Returns the confirmation time.
 */
export async function confirmPost(db: SqlExecutor, id: number, now: Date): Promise<string> {
  await db.execute(sql`update posts set ${confirmedSetSql(now)} where id = ${id}`);
  return now.toISOString();
}

/** A post's state as the write rules see it (locked until the transaction ends). */
export type OwnedPostState = Pick<PostRecord, 'id' | 'enterprise_id' | 'is_active' | 'is_removed' | 'deadline'> & { applications: number };

/**
 * The post when it belongs to the enterprise, locked FOR UPDATE (a concurrent toggle or delete
 * of the same post waits), with its number of applications; undefined otherwise.
 */
export async function lockOwnedPost(db: SqlExecutor, id: number, enterpriseId: number): Promise<OwnedPostState | undefined> {
  const [row] = await selectRows<OwnedPostState>(
    db,
    sql`select p.id, p.enterprise_id, p.is_active, p.is_removed, p.deadline::text as deadline,
        (select count(*)::int from applications a where a.post_id = p.id) as applications
      from posts p where p.id = ${id} and p.enterprise_id = ${enterpriseId} for update of p`,
  );
  return row
    ? { ...row, id: Number(row.id), enterprise_id: Number(row.enterprise_id), is_active: Boolean(row.is_active), is_removed: Boolean(row.is_removed), applications: Number(row.applications) }
    : undefined;
}

/** Shows or hides a post. */
export async function setPostActive(db: SqlExecutor, id: number, active: boolean): Promise<void> {
  await db.execute(sql`update posts set is_active = ${active} where id = ${id}`);
}

/** Deletes a post (saved posts, reports, expiry notices and its search row go with it). */
export async function deletePost(db: SqlExecutor, id: number): Promise<void> {
  await db.execute(sql`delete from posts where id = ${id}`);
}

/** Whether the enterprise owns the post (no lock; for reads). */
export async function ownsPost(db: SqlExecutor, id: number, enterpriseId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from posts where id = ${id} and enterprise_id = ${enterpriseId}`);
  return rows.length > 0;
}

/** Applications of a post: all, and not yet viewed by the employer. */
export async function countPostApplications(db: SqlExecutor, postId: number): Promise<{ total: number; unviewed: number }> {
  const [row] = await selectRows<{ total: number; unviewed: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where not is_viewed)::int as unviewed from applications where post_id = ${postId}`,
  );
  return { total: Number(row?.total ?? 0), unviewed: Number(row?.unviewed ?? 0) };
}

/** The status filter of the own list; the three states split every post (`today` in Vietnam). */
function statusWhere(status: EmployerPostListQuery['status'], today: string): SQL {
  switch (status) {
    case 'active':
      return sql`p.is_active and not p.is_removed and p.deadline >= ${today}::date`;
    case 'hidden':
      return sql`(not p.is_active or p.is_removed) and p.deadline >= ${today}::date`;
    case 'expired':
      return sql`p.deadline < ${today}::date`;
    default:
      return sql`true`;
  }
}

type OwnRowRecord = RowRecord &
  Pick<PostRecord, 'is_active' | 'is_removed'> & {
    is_expired: boolean;
    is_paused: boolean;
    total_cvs: number;
    new_cvs: number;
  };

/**
 * One page of the enterprise's posts, newest first, with state and CV counts; `q` matches every
 * word of the title, accents and case ignored ('ke toan' finds 'Kế toán'). Expiry by the
 * Vietnamese date of `now` (the app's clock), the company's Premium at that instant.
 */
export async function listOwnPosts(db: SqlExecutor, enterpriseId: number, query: EmployerPostListQuery, now: Date): Promise<Page<EmployerPostRow>> {
  const today = vietnamToday(now);
  const titleWords = sql`jh_unaccent(lower(p.title))`;
  const where = sql`p.enterprise_id = ${enterpriseId} and ${statusWhere(query.status, today)} and ${allWordsMatch(titleWords, searchWords(query.q))}`;
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from posts p where ${where}`);
  const total = Number(count?.total ?? 0);
  const offset = (query.page - 1) * query.page_size;
  const records =
    total > offset
      ? await selectRows<OwnRowRecord>(
          db,
          sql`select ${rowColumns(now)}, p.is_active, p.is_removed, (p.deadline < ${today}::date) as is_expired, p.paused_at is not null as is_paused,
              coalesce(c.total, 0)::int as total_cvs, coalesce(c.unviewed, 0)::int as new_cvs
            from posts p ${ROW_JOINS}
              left join lateral (select count(*) as total, count(*) filter (where not a.is_viewed) as unviewed
                from applications a where a.post_id = p.id) c on true
            where ${where} order by p.created_at desc, p.id desc limit ${query.page_size} offset ${offset}`,
        )
      : [];
  return {
    results: records.map((record) => ({
      ...toRow(record),
      is_active: Boolean(record.is_active),
      is_removed: Boolean(record.is_removed),
      is_expired: Boolean(record.is_expired),
      is_paused: Boolean(record.is_paused),
      total_cvs: Number(record.total_cvs),
      new_cvs: Number(record.new_cvs),
    })),
    total,
    page: query.page,
    total_pages: pageCount(total, query.page_size),
    page_size: query.page_size,
  };
}
