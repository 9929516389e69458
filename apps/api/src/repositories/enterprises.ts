import { verifiedCompanySql } from './company-verification';
import { sql, type SQL } from 'drizzle-orm';
import { downloadOwnCertificate } from '@jobhub/sdk/contract';
import type { Enterprise, EnterpriseListQuery, EnterpriseSearchQuery, Page } from '@jobhub/sdk/contract';
import { vietnamToday } from '../lib/vietnam-date';
import { publicFileUrl } from './files';
import { premiumAtSql } from './users';
import { RESPONSE_RATE_COLUMNS, responseRateOf, type ResponseRateRecord } from './response-stats';
import { allWordsMatch, escapeLike, searchWords } from './search-text';
import { intArray, intArraySql, isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/** Enterprise reads for the public lists, the owner and the premium strip. */

/** The enterprise columns that every enterprise read selects (public lists, owner, admin queue). */
export interface EnterpriseColumns {
  id: number;
  company_name: string;
  address: string | null;
  description: string | null;
  email_company: string | null;
  field_of_activity: string | null;
  link_web_site: string | null;
  logo: string | null;
  background_image: string | null;
  phone_number: string | null;
  scale: string | null;
  tax: string | null;
  city: string | null;
  is_active: boolean;
  is_premium: boolean;
  /** Selected as `verifiedCompanySql()` (company-verification.ts). */
  is_verified: boolean;
  created_at: Date | string;
}

interface EnterpriseRecord extends EnterpriseColumns, Partial<ResponseRateRecord> {
  total?: number;
  user_id: number;
  business_certificate: string | null;
  job_count: number;
}

/**
 * Posts of the enterprise `e` open on `today` (Vietnamese date; post-visibility.ts): its kept
 * count of listed posts (enterprise_post_counts, migration 0034) less those listed but past their
 * deadline, which the search-flags refresh has not switched off yet (a handful, by
 * post_search_public_enterprise_deadline_idx). Equals counting `openSearchSql(today)` rows, without reading them.
 */
const openPostCountSql = (today: string) => sql`(coalesce((select pc.listed_posts from enterprise_post_counts pc where pc.enterprise_id = e.id), 0)
  - (select count(*)::int from post_search s where s.is_public and s.deadline < ${today}::date and s.enterprise_id = e.id))`;

/**
 * The columns every enterprise read selects at `now` (the app's clock): `job_count` counts the
 * posts open on its Vietnamese date, `is_premium` is the owner's Premium at that instant.
 */
const columns = (now: Date) => sql`e.id, e.user_id, e.company_name, e.address, e.business_certificate, e.description,
  e.email_company, e.field_of_activity, e.link_web_site, e.logo, e.background_image, e.phone_number,
  e.scale, e.tax, e.city, e.is_active, coalesce(${premiumAtSql('u', now)}, false) as is_premium,
  ${verifiedCompanySql()} as is_verified, e.created_at, ${openPostCountSql(vietnamToday(now))} as job_count`;

/** Scale bands in size order, so sort_by=scale sorts '1-9' < '10-24' < ... < '1000+'. */
const SCALE_RANK = sql`case e.scale when '1-9' then 1 when '10-24' then 2 when '25-99' then 3
  when '100-499' then 4 when '500-999' then 5 when '1000+' then 6 else 0 end`;

export interface EnterpriseView {
  /** Whether the viewer may see the business certificate link (owner or admin). */
  showCertificate?: boolean;
}

/** The private certificate is reachable only through the owner's certificate route. */
const OWN_CERTIFICATE_PATH = downloadOwnCertificate.path;

/**
 * An enterprise as the API shows it, without `job_count`.
 *
 * @param record - the selected columns
 * @param businessCertificate - the certificate link the viewer may follow, or null
 */
export function enterpriseFields(record: EnterpriseColumns, businessCertificate: string | null): Omit<Enterprise, 'job_count'> {
  return {
    id: Number(record.id),
    company_name: record.company_name,
    address: record.address,
    business_certificate: businessCertificate,
    description: record.description,
    email_company: record.email_company,
    field_of_activity: record.field_of_activity,
    link_web_site: record.link_web_site,
    logo: publicFileUrl(record.logo),
    background_image: publicFileUrl(record.background_image),
    phone_number: record.phone_number,
    scale: record.scale,
    tax: record.tax,
    city: record.city,
    is_active: Boolean(record.is_active),
    is_premium: Boolean(record.is_premium),
    is_verified: Boolean(record.is_verified),
    created_at: isoTimestamp(record.created_at),
  };
}

function toEnterprise(record: EnterpriseRecord, view: EnterpriseView = {}): Enterprise {
  return {
    ...enterpriseFields(record, view.showCertificate && record.business_certificate ? OWN_CERTIFICATE_PATH : null),
    user_id: Number(record.user_id),
    job_count: Number(record.job_count ?? 0),
    ...('response_is_shown' in record ? { response_rate: responseRateOf(record as ResponseRateRecord) } : {}),
  };
}

function orderBy(query: Pick<EnterpriseListQuery, 'sort_by' | 'sort_order'>): SQL {
  const direction = query.sort_order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const key = query.sort_by === 'created_at' ? sql`e.created_at` : query.sort_by === 'scale' ? SCALE_RANK : sql`e.company_name`;
  return sql`${key} ${direction}, e.id ${direction}`;
}

/**
 * One page of the enterprises matching `where`: the total and the page's ids in one statement,
 * planned for its values at every ask, then the rows of those ids on `rowsDb`
 * (Database.fixedPlans for the public routes: that statement's plan does not depend on the ids, so
 * it is made once per connection, like a post page's rows, post-rows.ts).
 */
async function pageOf(db: SqlExecutor, where: SQL, query: EnterpriseListQuery, now: Date, rowsDb: SqlExecutor = db): Promise<Page<Enterprise>> {
  const offset = (query.page - 1) * query.page_size;
  const [chosen] = await selectRows<{ total: number; ids: number[] | string | null }>(
    db,
    sql`select (select count(*)::int from enterprises e where ${where}) as total,
      array(select e.id from enterprises e where ${where} order by ${orderBy(query)} limit ${query.page_size} offset ${offset}) as ids`,
  );
  const total = Number(chosen?.total ?? 0);
  const ids = intArray(chosen?.ids);
  const records =
    ids.length > 0
      ? await selectRows<EnterpriseRecord>(
          rowsDb,
          sql`select ${columns(now)} from unnest(${intArraySql(ids)}) with ordinality pick(id, ord)
            join enterprises e on e.id = pick.id left join users u on u.id = e.user_id order by pick.ord`,
        )
      : [];
  return {
    results: records.map((record) => toEnterprise(record)),
    total,
    page: query.page,
    total_pages: pageCount(total, query.page_size),
    page_size: query.page_size,
  };
}

/**
 * The one definition of "this company is approved" (API.md: public lists show approved
 * enterprises only), over `enterprises e`: the public list, search, company page and sitemap.
 * @example sql`select e.id from enterprises e where ${approvedEnterpriseSql()}`
 */
export function approvedEnterpriseSql(): SQL {
  return sql`e.is_active`;
}

/** Approved enterprises, one page, at `now` (the app's clock); the rows read on `rowsDb` (see pageOf). */
export function listEnterprises(db: SqlExecutor, query: EnterpriseListQuery, now: Date, rowsDb: SqlExecutor = db): Promise<Page<Enterprise>> {
  return pageOf(db, approvedEnterpriseSql(), query, now, rowsDb);
}

/**
 * Approved enterprises filtered by name (accent-insensitive, every word), city, field of activity
 * (accent-insensitive substring) and scale; the rows read on `rowsDb` (see pageOf).
 */
export function searchEnterprises(db: SqlExecutor, query: EnterpriseSearchQuery, now: Date, rowsDb: SqlExecutor = db): Promise<Page<Enterprise>> {
  const parts: SQL[] = [approvedEnterpriseSql()];
  const words = searchWords(query.q);
  if (words.length > 0) parts.push(allWordsMatch(sql`e.search_name`, words));
  if (query.city) parts.push(sql`e.city = ${query.city}`);
  const field = query.field?.replace(/\u0000/g, '').trim();
  if (field) {
    parts.push(
      sql`jh_unaccent(lower(coalesce(e.field_of_activity, ''))) like '%' || jh_unaccent(lower(${escapeLike(field)})) || '%'`,
    );
  }
  if (query.scale) parts.push(sql`e.scale = ${query.scale}`);
  return pageOf(db, sql.join(parts, sql` and `), query, now, rowsDb);
}

/** One approved enterprise by id, with its response rate (the company page). */
export async function findApprovedEnterprise(db: SqlExecutor, id: number, now: Date): Promise<Enterprise | undefined> {
  const [record] = await selectRows<EnterpriseRecord>(
    db,
    sql`select ${columns(now)}, ${RESPONSE_RATE_COLUMNS} from enterprises e left join users u on u.id = e.user_id
      left join enterprise_response_stats rs on rs.enterprise_id = e.id
      where e.id = ${id} and ${approvedEnterpriseSql()}`,
  );
  return record ? toEnterprise(record) : undefined;
}

/** The enterprise owned by a user, approved or not, with its certificate link. */
export async function findEnterpriseOfUser(db: SqlExecutor, userId: number, now: Date): Promise<Enterprise | undefined> {
  const record = await findEnterpriseRecordOfUser(db, userId, now);
  return record ? toEnterprise(record, { showCertificate: true }) : undefined;
}

/** Raw record (with stored file keys) of a user's enterprise. */
export async function findEnterpriseRecordOfUser(db: SqlExecutor, userId: number, now: Date): Promise<EnterpriseRecord | undefined> {
  const [record] = await selectRows<EnterpriseRecord>(
    db,
    sql`select ${columns(now)} from enterprises e left join users u on u.id = e.user_id where e.user_id = ${userId}`,
  );
  return record;
}

/** Most Premium enterprises returned by GET /api/enterprises/premium. */
export const PREMIUM_ENTERPRISES_LIMIT = 20;

/**
 * Approved enterprises whose owner is Premium now, best package first: the search priority of the
 * package of the owner's running period (premium_packages.priority; a Premium granted outside a
 * purchase counts as 0), then the latest expiry, then name.
 */
export async function listPremiumEnterprises(db: SqlExecutor, now: Date): Promise<Enterprise[]> {
  const records = await selectRows<EnterpriseRecord>(
    db,
    sql`select ${columns(now)} from enterprises e join users u on u.id = e.user_id
      where ${approvedEnterpriseSql()} and ${premiumAtSql('u', now)}
      order by coalesce((select k.priority from premium_history h join premium_packages k on k.id = h.package_id
          where h.user_id = u.id and h.is_active), 0) desc,
        u.premium_expiry desc, e.company_name asc, e.id asc
      limit ${PREMIUM_ENTERPRISES_LIMIT}`,
  );
  return records.map((record) => toEnterprise(record));
}

export { toEnterprise };
export type { EnterpriseRecord };
