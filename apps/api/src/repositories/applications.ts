/**
 * Applications (CVs): SQL only. Rules (who may see what, masking, limits, notifications) live in
 * routes/applications/applications.handlers.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MASKED_CONTACT, type Application, type ApplicationCounts, type ApplicationStatus, type Page } from '@jobhub/sdk/contract';
import type { ApplicationRecord as ApplicationColumns, applicationDailyCounts } from '../db/schema/applications';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import { publicFileUrl } from './files';
import { openPostSql } from './post-visibility';
import { isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/**
 * SQL condition: `candidate` (a user id, or a column) applied to a post of the company `owner`
 * owns. Walks the candidate's applications (applications_user_created_idx).
 * @example sql`select ${appliedToCompanyOf(sql`m.recipient_id`, senderId)}`
 */
export function appliedToCompanyOf(candidate: SQL | number, owner: SQL | number): SQL {
  return sql`exists(select 1 from applications a join posts p on p.id = a.post_id join enterprises e on e.id = p.enterprise_id
    where a.user_id = ${candidate} and e.user_id = ${owner})`;
}

/**
 * When the candidate applied to the post (ISO 8601), or null. Used by the post detail
 * (has_applied, applied_at).
 *
 * @example const at = await appliedAt(db, viewer.user_id, post.id); // '2026-11-20T08:00:00.000Z' | null
 */
export async function appliedAt(db: SqlExecutor, userId: number, postId: number): Promise<string | null> {
  const [row] = await selectRows<Pick<ApplicationColumns, 'created_at'>>(
    db,
    sql`select created_at from applications where user_id = ${userId} and post_id = ${postId}`,
  );
  return row ? isoTimestamp(row.created_at) : null;
}

/**
 * Number of applications to a post (the post detail's total_applicants).
 *
 * @example const total = await countApplications(db, post.id);
 */
export async function countApplications(db: SqlExecutor, postId: number): Promise<number> {
  const [row] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from applications where post_id = ${postId}`);
  return Number(row?.total ?? 0);
}

/** Site-relative URL of an application's file (the only way to read it; see the file route). */
export function cvFileUrl(id: number): string {
  return `/api/cv/${id}/file/`;
}

/** Path of an application's file behind a signed link (`cv_file_url`; see lib/signed-url.ts). */
export function signedCvFilePath(id: number): string {
  return `/api/cv/${id}/file/signed/`;
}

/** One application with what the rules need: its post's owner and state. */
export type ApplicationRecord = Pick<
  ApplicationColumns,
  | 'id'
  | 'post_id'
  | 'user_id'
  | 'name'
  | 'email'
  | 'phone_number'
  | 'description'
  | 'cv_path'
  | 'cv_file_name'
  | 'cv_file_type'
  | 'status'
  | 'is_viewed'
  | 'note'
  | 'created_at'
  | 'updated_at'
> & {
  post_title: PostRecord['title'];
  enterprise_id: PostRecord['enterprise_id'];
  company_name: EnterpriseRecord['company_name'];
  logo: EnterpriseRecord['logo'];
  owner_id: EnterpriseRecord['user_id'];
};

const COLUMNS = sql`a.id, a.post_id, a.user_id, a.name, a.email, a.phone_number, a.description, a.cv_path,
  a.cv_file_name, a.cv_file_type, a.status, a.is_viewed, a.note, a.created_at, a.updated_at,
  p.title as post_title, p.enterprise_id, e.company_name, e.logo, e.user_id as owner_id`;
const JOINS = sql`join posts p on p.id = a.post_id join enterprises e on e.id = p.enterprise_id`;

function normalise(record: ApplicationRecord): ApplicationRecord {
  return {
    ...record,
    id: Number(record.id),
    post_id: Number(record.post_id),
    user_id: Number(record.user_id),
    enterprise_id: Number(record.enterprise_id),
    owner_id: Number(record.owner_id),
    is_viewed: Boolean(record.is_viewed),
  };
}

/** API shape; `masked` hides the contact details, email and phone (API.md: employers without CV contact access). */
export function toApplication(record: ApplicationRecord, masked = false): Application {
  return {
    id: record.id,
    post: record.post_id,
    post_title: record.post_title,
    enterprise: record.enterprise_id,
    enterprise_name: record.company_name,
    enterprise_logo: publicFileUrl(record.logo),
    user: record.user_id,
    name: record.name,
    email: masked ? MASKED_CONTACT : record.email,
    phone_number: masked ? MASKED_CONTACT : record.phone_number,
    description: record.description,
    cv_file: cvFileUrl(record.id),
    cv_file_name: record.cv_file_name,
    cv_file_type: record.cv_file_type,
    status: record.status,
    is_viewed: record.is_viewed,
    note: record.note,
    contact_masked: masked,
    created_at: isoTimestamp(record.created_at),
    updated_at: isoTimestamp(record.updated_at),
  };
}

/** One application with its post and company, or undefined. */
export async function findApplication(db: SqlExecutor, id: number): Promise<ApplicationRecord | undefined> {
  const [record] = await selectRows<ApplicationRecord>(db, sql`select ${COLUMNS} from applications a ${JOINS} where a.id = ${id}`);
  return record ? normalise(record) : undefined;
}

/** Applications the candidate sent since `since` (the daily limit). */
export async function countApplicationsSince(db: SqlExecutor, userId: number, since: Date): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from applications where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Applications the candidate sent on the Vietnamese day `day` (YYYY-MM-DD), withdrawn ones
 * included: the day's counter, or the rows since `since` when more (rows from before the counter).
 */
export async function countApplicationsSentOn(db: SqlExecutor, userId: number, day: string, since: Date): Promise<number> {
  const [counter] = await selectRows<Pick<typeof applicationDailyCounts.$inferSelect, 'sent'>>(db, sql`select sent from application_daily_counts where user_id = ${userId} and day = ${day}::date`);
  return Math.max(Number(counter?.sent ?? 0), await countApplicationsSince(db, userId, since));
}

/** Counts one more application sent by the candidate on `day` (YYYY-MM-DD, Vietnam). */
export async function recordApplicationSent(db: SqlExecutor, userId: number, day: string, sentBefore: number): Promise<void> {
  await db.execute(
    sql`insert into application_daily_counts (user_id, day, sent) values (${userId}, ${day}::date, ${sentBefore + 1})
      on conflict (user_id, day) do update set sent = greatest(application_daily_counts.sent + 1, excluded.sent)`,
  );
}

/** A post as the apply rules see it. */
export type ApplyTarget = Pick<PostRecord, 'id' | 'title'> & {
  company_name: EnterpriseRecord['company_name'];
  owner_id: EnterpriseRecord['user_id'];
  is_public: boolean;
};

/** The post someone applies to; `is_public` = open on `today` (Vietnamese date; post-visibility.ts). */
export async function findApplyTarget(db: SqlExecutor, postId: number, today: string): Promise<ApplyTarget | undefined> {
  const [row] = await selectRows<ApplyTarget>(
    db,
    sql`select p.id, p.title, e.company_name, e.user_id as owner_id,
        ${openPostSql(today)} as is_public
      from posts p join enterprises e on e.id = p.enterprise_id where p.id = ${postId}`,
  );
  return row ? { ...row, id: Number(row.id), owner_id: Number(row.owner_id), is_public: Boolean(row.is_public) } : undefined;
}

/** A post and its owner (the applicant list's check). */
export async function findPostOwner(db: SqlExecutor, postId: number): Promise<number | undefined> {
  const [row] = await selectRows<{ owner_id: EnterpriseRecord['user_id'] }>(
    db,
    sql`select e.user_id as owner_id from posts p join enterprises e on e.id = p.enterprise_id where p.id = ${postId}`,
  );
  return row ? Number(row.owner_id) : undefined;
}

export interface ApplicationListFilter {
  status?: ApplicationStatus | undefined;
  is_viewed?: boolean | undefined;
  page: number;
  page_size: number;
}

/**
 * One page of applications under `scope` (a candidate's or a post's), newest first, plus the
 * counts per status over the whole scope (ignoring the status filter, so the cards stay put).
 */
export async function listApplications(
  db: SqlExecutor,
  scope: { userId: number } | { postId: number },
  filter: ApplicationListFilter,
  /** Whether contacts are hidden: for all rows, or per application id (a capped daily contact allowance). */
  masked: boolean | ((applicationId: number) => boolean),
): Promise<Page<Application> & { counts: ApplicationCounts }> {
  const base: SQL = 'userId' in scope ? sql`a.user_id = ${scope.userId}` : sql`a.post_id = ${scope.postId}`;
  const [countRow] = await selectRows<{ total: number; pending: number; approved: number; rejected: number; viewed: number; unviewed: number; matching: number }>(
    db,
    sql`select count(*)::int as total,
        count(*) filter (where a.status = 'pending')::int as pending,
        count(*) filter (where a.status = 'approved')::int as approved,
        count(*) filter (where a.status = 'rejected')::int as rejected,
        count(*) filter (where ${filterSql(filter)})::int as matching
      from applications a where ${base}`,
  );
  const counts: ApplicationCounts = {
    total: Number(countRow?.total ?? 0),
    pending: Number(countRow?.pending ?? 0),
    approved: Number(countRow?.approved ?? 0),
    rejected: Number(countRow?.rejected ?? 0),
  };
  const total = Number(countRow?.matching ?? 0);
  const offset = (filter.page - 1) * filter.page_size;
  const records =
    total > offset
      ? await selectRows<ApplicationRecord>(
          db,
          sql`select ${COLUMNS} from applications a ${JOINS}
            where ${base} and ${filterSql(filter)}
            order by a.created_at desc, a.id desc limit ${filter.page_size} offset ${offset}`,
        )
      : [];
  return {
    results: records.map((record) => toApplication(normalise(record), typeof masked === 'boolean' ? masked : masked(Number(record.id)))),
    total,
    page: filter.page,
    total_pages: pageCount(total, filter.page_size),
    page_size: filter.page_size,
    counts,
  };
}

function filterSql(filter: Pick<ApplicationListFilter, 'status' | 'is_viewed'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  if (filter.is_viewed !== undefined) parts.push(sql`a.is_viewed = ${filter.is_viewed}`);
  return sql.join(parts, sql` and `);
}

/**
 * Sets is_viewed the first time only; true when this call was the first (so exactly one caller
 * writes the cv_viewed notification, even when two requests race).
 */
export async function markViewedOnce(db: SqlExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update applications set is_viewed = true, viewed_at = ${now.toISOString()}::timestamptz
      where id = ${id} and not is_viewed returning id`,
  );
  return rows.length > 0;
}

/**
 * Changes status (and the note when given); returns the previous status, or undefined when gone.
 * Only the post's owner changes a status, so a real change is the employer's first answer when
 * none was recorded yet (`first_response_at`, the response rate).
 */
export async function updateApplicationStatus(
  db: SqlExecutor,
  id: number,
  status: ApplicationStatus,
  note: string | null | undefined,
  now: Date,
): Promise<ApplicationStatus | undefined> {
  const noteSql = note === undefined ? sql`note` : sql`${note}`;
  const rows = await selectRows<{ previous: ApplicationColumns['status'] }>(
    db,
    sql`update applications a set status = ${status}, note = ${noteSql}, updated_at = ${now.toISOString()}::timestamptz,
        first_response_at = coalesce(a.first_response_at, case when old.previous <> ${status} then ${now.toISOString()}::timestamptz end)
      from (select id, status as previous from applications where id = ${id} for update) old
      where a.id = old.id returning old.previous`,
  );
  return rows[0]?.previous;
}

/** Sets the employer's private note. */
export async function updateApplicationNote(db: SqlExecutor, id: number, note: string, now: Date): Promise<void> {
  await db.execute(sql`update applications set note = ${note}, updated_at = ${now.toISOString()}::timestamptz where id = ${id}`);
}

/** Deletes a pending application; returns its file key when it was deleted. */
export async function deletePendingApplication(db: SqlExecutor, id: number): Promise<string | undefined> {
  const rows = await selectRows<Pick<ApplicationColumns, 'cv_path'>>(
    db,
    sql`delete from applications where id = ${id} and status = 'pending' returning cv_path`,
  );
  return rows[0]?.cv_path;
}
