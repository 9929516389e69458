import { verifiedAtOnApproval, verifiedCompanySql } from './company-verification';
import { sql, type SQL } from 'drizzle-orm';
import { getEnterpriseCertificate, type AdminEnterprise, type AdminReport, type EnterpriseReviewStatus, type Page } from '@jobhub/sdk/contract';
import type { UserRow } from '../db/schema/accounts';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import type { PostReportRecord } from '../db/schema/marketplace';
import { enterpriseFields, type EnterpriseColumns } from './enterprises';
import { premiumAtSql } from './users';
import { isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/** Admin moderation: enterprise approval and post reports (API.md: Enterprises, Job posts). */

/** Pending: never decided, or approved with changes to review (review_pending; still public). */
const REVIEW_WHERE: Record<EnterpriseReviewStatus, SQL> = {
  pending: sql`(e.review_pending or (not e.is_active and not exists (select 1 from enterprise_rejections r where r.enterprise_id = e.id)))`,
  approved: sql`e.is_active and not e.review_pending`,
  rejected: sql`not e.is_active and exists (select 1 from enterprise_rejections r where r.enterprise_id = e.id)`,
};

interface AdminEnterpriseRecord extends EnterpriseColumns {
  has_certificate: boolean;
  owner_id: UserRow['id'];
  owner_email: UserRow['email'];
  owner_fullname: UserRow['fullname'];
}

/** Where an admin downloads an enterprise's private business certificate. */
export const adminCertificatePath = (id: number) => getEnterpriseCertificate.path.replace(':id', String(id));

async function paged<R, T>(
  db: SqlExecutor,
  countSql: SQL,
  rowsSql: (limit: number, offset: number) => SQL,
  map: (record: R) => T,
  paging: { page: number; page_size: number },
): Promise<Page<T>> {
  const offset = (paging.page - 1) * paging.page_size;
  const [count] = await selectRows<{ total: number }>(db, countSql);
  const total = Number(count?.total ?? 0);
  const records = total > offset ? await selectRows<R>(db, rowsSql(paging.page_size, offset)) : [];
  return { results: records.map(map), total, page: paging.page, total_pages: pageCount(total, paging.page_size), page_size: paging.page_size };
}

/** Enterprises by review status, oldest first (a queue), with their owners; their Premium at `now` (the app's clock). */
export function listEnterprisesForReview(
  db: SqlExecutor,
  status: EnterpriseReviewStatus,
  paging: { page: number; page_size: number },
  now: Date,
): Promise<Page<AdminEnterprise>> {
  const where = REVIEW_WHERE[status];
  return paged<AdminEnterpriseRecord, AdminEnterprise>(
    db,
    sql`select count(*)::int as total from enterprises e where ${where}`,
    (limit, offset) => sql`select e.id, e.company_name, e.address, e.description, e.email_company, e.field_of_activity,
        e.link_web_site, e.logo, e.background_image, e.phone_number, e.scale, e.tax, e.city, e.is_active,
        coalesce(${premiumAtSql('u', now)}, false) as is_premium, e.created_at, ${verifiedCompanySql()} as is_verified,
        (e.business_certificate is not null) as has_certificate,
        u.id as owner_id, u.email as owner_email, u.fullname as owner_fullname
      from enterprises e join users u on u.id = e.user_id
      where ${where} order by e.created_at asc, e.id asc limit ${limit} offset ${offset}`,
    (record) => ({
      ...enterpriseFields(record, record.has_certificate ? adminCertificatePath(Number(record.id)) : null),
      owner_id: Number(record.owner_id),
      owner_email: record.owner_email,
      owner_fullname: record.owner_fullname,
    }),
    paging,
  );
}

type EnterpriseForReview = Pick<EnterpriseRecord, 'id' | 'company_name' | 'business_certificate'> & { owner_id: EnterpriseRecord['user_id'] };

/** Stored certificate key and owner of an enterprise (admin download, notifications). */
export async function findEnterpriseForReview(db: SqlExecutor, id: number): Promise<EnterpriseForReview | undefined> {
  const [row] = await selectRows<EnterpriseForReview>(
    db,
    sql`select e.id, e.user_id as owner_id, e.company_name, e.business_certificate from enterprises e where e.id = ${id}`,
  );
  return row ? { ...row, id: Number(row.id), owner_id: Number(row.owner_id) } : undefined;
}

type EnterpriseReviewState = Pick<EnterpriseRecord, 'is_active' | 'review_pending'> & { is_rejected: boolean };

/**
 * Locks an enterprise row until the transaction ends and returns its review state, so two admins
 * deciding at once act one after the other (and the owner is notified once).
 */
export async function lockEnterpriseReview(
  db: SqlExecutor,
  id: number,
): Promise<EnterpriseReviewState | undefined> {
  const [row] = await selectRows<EnterpriseReviewState>(
    db,
    sql`select e.is_active, e.review_pending, exists (select 1 from enterprise_rejections r where r.enterprise_id = e.id) as is_rejected
      from enterprises e where e.id = ${id} for update`,
  );
  return row ? { is_active: Boolean(row.is_active), review_pending: Boolean(row.review_pending), is_rejected: Boolean(row.is_rejected) } : undefined;
}

/** Locks a report row until the transaction ends and returns its status. */
export async function lockReportStatus(db: SqlExecutor, id: number): Promise<PostReportRecord['status'] | undefined> {
  const [row] = await selectRows<Pick<PostReportRecord, 'status'>>(db, sql`select status from post_reports where id = ${id} for update`);
  return row?.status;
}

/**
 * Approves (and clears any rejection or pending change review); verified ('Đã xác minh') when the
 * tax code and certificate qualify (company-verification.ts).
 */
export async function approveEnterprise(db: SqlExecutor, id: number, now: Date): Promise<void> {
  await db.execute(sql`delete from enterprise_rejections where enterprise_id = ${id}`);
  await db.execute(
    sql`update enterprises set is_active = true, review_pending = false, verified_at = ${verifiedAtOnApproval(now)}
      where id = ${id} and (not is_active or review_pending)`,
  );
}

/** Rejects: not approved, and recorded as rejected (leaves the pending queue). */
export async function rejectEnterprise(db: SqlExecutor, id: number, adminId: number): Promise<void> {
  await db.execute(sql`update enterprises set is_active = false, review_pending = false, verified_at = null where id = ${id} and (is_active or review_pending)`);
  await db.execute(
    sql`insert into enterprise_rejections (enterprise_id, rejected_by) values (${id}, ${adminId})
      on conflict (enterprise_id) do update set rejected_by = excluded.rejected_by, created_at = now()`,
  );
}

type ReportRecord = Pick<PostReportRecord, 'id' | 'post_id' | 'reason' | 'reporter_id' | 'status' | 'created_at'> &
  Pick<PostRecord, 'title' | 'is_removed'> &
  Pick<EnterpriseRecord, 'company_name'> & { reporter_email: UserRow['email'] };

/** Reports by status, oldest first. */
export function listReports(db: SqlExecutor, status: AdminReport['status'], paging: { page: number; page_size: number }): Promise<Page<AdminReport>> {
  return paged<ReportRecord, AdminReport>(
    db,
    sql`select count(*)::int as total from post_reports r where r.status = ${status}`,
    (limit, offset) => sql`select r.id, r.post_id, p.title, e.company_name, p.is_removed, r.reason, r.reporter_id,
        u.email as reporter_email, r.status, r.created_at
      from post_reports r join posts p on p.id = r.post_id join enterprises e on e.id = p.enterprise_id
        join users u on u.id = r.reporter_id
      where r.status = ${status} order by r.created_at asc, r.id asc limit ${limit} offset ${offset}`,
    (record) => ({
      id: Number(record.id),
      post: { id: Number(record.post_id), title: record.title, enterprise_name: record.company_name, is_removed: Boolean(record.is_removed) },
      reason: record.reason,
      reporter_id: Number(record.reporter_id),
      reporter_email: record.reporter_email,
      status: record.status,
      created_at: isoTimestamp(record.created_at),
    }),
    paging,
  );
}

type ReportWithOwner = Pick<PostReportRecord, 'id' | 'post_id' | 'status'> & Pick<PostRecord, 'title'> & { owner_id: EnterpriseRecord['user_id'] };

/** A report with its post and the post's owner. */
export async function findReport(db: SqlExecutor, id: number): Promise<ReportWithOwner | undefined> {
  const [row] = await selectRows<ReportWithOwner>(
    db,
    sql`select r.id, r.post_id, r.status, p.title, e.user_id as owner_id
      from post_reports r join posts p on p.id = r.post_id join enterprises e on e.id = p.enterprise_id where r.id = ${id}`,
  );
  return row ? { ...row, id: Number(row.id), post_id: Number(row.post_id), owner_id: Number(row.owner_id) } : undefined;
}

/**
 * Takes the reported post down (is_removed, switched off: the post_search trigger drops it from
 * search in the same statement) and closes every open report of that post as taken_down.
 */
export async function takeDownReport(db: SqlExecutor, report: { id: number; post_id: number }, adminId: number): Promise<void> {
  await db.execute(sql`update posts set is_removed = true, is_active = false where id = ${report.post_id}`);
  await db.execute(
    sql`update post_reports set status = 'taken_down', resolved_by = ${adminId}, resolved_at = now()
      where post_id = ${report.post_id} and (status = 'open' or id = ${report.id})`,
  );
}

/** Dismisses one report (the post stays). */
export async function dismissReport(db: SqlExecutor, id: number, adminId: number): Promise<void> {
  await db.execute(sql`update post_reports set status = 'dismissed', resolved_by = ${adminId}, resolved_at = now() where id = ${id}`);
}
