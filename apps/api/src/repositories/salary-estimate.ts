/** The salary estimate of a negotiable post (issue 30; contract: salary-estimate.ts). */
import { SALARY_ESTIMATE_MIN_POSTS, type SalaryEstimate, type SalaryEstimateBasis } from '@jobhub/sdk/contract';
import { sql, type SQL } from 'drizzle-orm';
import { vietnamToday } from '../lib/vietnam-date';
import { salaryMidSql } from './post-salary-sql';
import { openSearchSql } from './post-visibility';
import { selectRows, type SqlExecutor } from './sql-rows';

/** What makes another post similar: the post's position, province and level. */
export interface SalaryEstimateSubject {
  positionId: number;
  city: string;
  level: string;
}

type Figures = { n: number | string; p25: number | string | null; p50: number | string | null; p75: number | string | null };

/** Count and quartiles of the posts of `v` that satisfy `where`, as columns named `<prefix>_n`, `<prefix>_p25`, … */
function quartiles(prefix: string, where: SQL): SQL {
  const of = (fraction: number) => sql`(percentile_cont(${sql.raw(String(fraction))}) within group (order by v.mid) filter (where ${where}))::float8`;
  return sql`count(v.mid) filter (where ${where})::int as ${sql.identifier(`${prefix}_n`)},
    ${of(0.25)} as ${sql.identifier(`${prefix}_p25`)}, ${of(0.5)} as ${sql.identifier(`${prefix}_p50`)}, ${of(0.75)} as ${sql.identifier(`${prefix}_p75`)}`;
}

/**
 * The estimate for a negotiable post from the salaries of open posts of the same position (one
 * index range of post_search_public_position_idx), widening position × province × level →
 * position × province → position and taking the first with SALARY_ESTIMATE_MIN_POSTS posts or
 * more; null when even the position has fewer. The three levels are one statement: each is a
 * filtered aggregate over the same rows.
 *
 * @example await salaryEstimate(db, { positionId: 4, city: 'Hà Nội', level: 'Junior' }, now)
 * // { median: 15000000, p25: 12000000, p75: 18500000, sample_size: 34, basis: 'position_city_level' }
 */
export async function salaryEstimate(db: SqlExecutor, subject: SalaryEstimateSubject, now: Date): Promise<SalaryEstimate | null> {
  const [row] = await selectRows<Record<string, number | string | null>>(
    db,
    sql`select ${quartiles('position_city_level', sql`v.same_city and v.same_level`)},
        ${quartiles('position_city', sql`v.same_city`)},
        ${quartiles('position', sql`true`)}
      from (
        select ${salaryMidSql()} as mid, s.city = ${subject.city} as same_city, s.level = ${subject.level} as same_level
        from post_search s
        where s.position_id = ${subject.positionId} and ${openSearchSql(vietnamToday(now))} and not s.is_salary_negotiable
      ) v`,
  );
  if (!row) return null;
  for (const basis of ['position_city_level', 'position_city', 'position'] as const satisfies readonly SalaryEstimateBasis[]) {
    const figures: Figures = { n: row[`${basis}_n`] ?? 0, p25: row[`${basis}_p25`] ?? null, p50: row[`${basis}_p50`] ?? null, p75: row[`${basis}_p75`] ?? null };
    if (Number(figures.n) >= SALARY_ESTIMATE_MIN_POSTS && figures.p50 !== null) {
      return { median: Math.round(Number(figures.p50)), p25: Math.round(Number(figures.p25)), p75: Math.round(Number(figures.p75)), sample_size: Number(figures.n), basis };
    }
  }
  return null;
}
