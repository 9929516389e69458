import { sql, type SQL } from 'drizzle-orm';

/**
 * 'Đã xác minh' (issue 30, item 5): a company an admin approved while its tax code had the form of
 * a Vietnamese tax code (10 digits, or 10-3 for a branch: Circular 105/2020/TT-BTC, Article 5)
 * and its business certificate was on file. The approval records `verified_at`; automatic
 * approval (AUTO_APPROVE_ENTERPRISES) never does, and a change of name, tax code or certificate
 * clears it (routes/enterprises) until an admin approves again.
 */

/** The form of a tax code an admin's approval verifies (Postgres regular expression). */
const TAX_CODE_PATTERN = '^[0-9]{10}(-[0-9]{3})?$';

/**
 * `verified_at` an admin's approval at `now` sets on `enterprises`: `now` when the tax code and
 * certificate qualify, else null.
 * @example sql`update enterprises set is_active = true, verified_at = ${verifiedAtOnApproval(now)} where id = ${id}`
 */
export function verifiedAtOnApproval(now: Date): SQL {
  return sql`case when tax ~ ${TAX_CODE_PATTERN} and business_certificate is not null then ${now.toISOString()}::timestamptz else null end`;
}

/**
 * Verified, over `enterprises e`: approved by an admin with the checks above, and still approved.
 * @example sql`select ${verifiedCompanySql()} as is_verified from enterprises e where e.id = ${id}`
 */
export function verifiedCompanySql(): SQL {
  return sql`(e.verified_at is not null and e.is_active)`;
}
