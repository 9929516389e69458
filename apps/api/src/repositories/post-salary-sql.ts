import { sql, type SQL } from 'drizzle-orm';

/**
 * A post's salary as one figure over `post_search s`: the middle of its range, one end alone when
 * the other is missing, null for a negotiable post ('Thỏa thuận' has no figure). The one
 * definition read by JobHub AI's statistics (assistant/grounding/job-stats.ts) and the salary
 * estimate of negotiable posts (salary-estimate.ts), so both speak of the same salaries.
 */
export function salaryMidSql(): SQL {
  return sql`case when s.is_salary_negotiable then null
    else (coalesce(s.salary_min, s.salary_max) + coalesce(s.salary_max, s.salary_min)) / 2.0 end`;
}
