import { sql } from 'drizzle-orm';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import { vietnamToday } from '../lib/vietnam-date';
import { ROW_JOINS } from './post-rows';
import { openPostSql } from './post-visibility';
import { selectRows, type SqlExecutor } from './sql-rows';

/** What a job's link-preview picture shows: its title, salary, city and company. */
export interface PostCard {
  id: number;
  title: string;
  salaryMin: number | null;
  salaryMax: number | null;
  negotiable: boolean;
  city: string;
  companyName: string;
  /** The company logo's stored key (`public/…`), or null. */
  logoKey: string | null;
}

/** The salaries are read as float8, as in post-rows.ts: postgres.js answers bigint as text. */
type CardRecord = Pick<PostRecord, 'id' | 'title' | 'salary_min' | 'salary_max' | 'is_salary_negotiable' | 'city'> &
  Pick<EnterpriseRecord, 'company_name' | 'logo'>;

/**
 * The card of a post open to the public at `now` (the job page's rule, post-visibility.ts), or
 * undefined for a missing, hidden, removed or expired post or an unapproved company's.
 * @example const card = await findPublicPostCard(app.db, 42, app.clock.now());
 */
export async function findPublicPostCard(db: SqlExecutor, id: number, now: Date): Promise<PostCard | undefined> {
  const [record] = await selectRows<CardRecord>(
    db,
    sql`select p.id, p.title, p.salary_min::float8 as salary_min, p.salary_max::float8 as salary_max, p.is_salary_negotiable, p.city,
        e.company_name, e.logo
      from posts p ${ROW_JOINS}
      where p.id = ${id} and ${openPostSql(vietnamToday(now))}`,
  );
  if (!record) return undefined;
  return {
    id: Number(record.id),
    title: record.title,
    salaryMin: record.salary_min,
    salaryMax: record.salary_max,
    negotiable: Boolean(record.is_salary_negotiable),
    city: record.city,
    companyName: record.company_name,
    logoKey: record.logo,
  };
}
