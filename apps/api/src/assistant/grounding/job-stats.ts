import { sql } from 'drizzle-orm';
import { vietnamToday } from '../../lib/vietnam-date';
import { salaryMidSql } from '../../repositories/post-salary-sql';
import { searchWhere } from '../../repositories/post-search-where';
import { selectRows } from '../../repositories/sql-rows';
import type { GroundingContext, JobFilters } from './types';

/** Counts and salary figures of the open posts matching some filters. */
export interface JobStats {
  /** Open posts matching the filters (exact). */
  count: number;
  /** Of them, posts with salary figures (not 'Thỏa thuận'): the figures below are over these. */
  with_salary: number;
  /** Average and median of each post's salary (the middle of its range), VND; null without figures. */
  average: number | null;
  median: number | null;
  /** Lowest minimum and highest maximum among them, VND. */
  lowest: number | null;
  highest: number | null;
}

/**
 * Counts and salary statistics over the open posts matching `filters`, in one SQL statement over
 * `post_search`, with the search's own conditions (post-search-where.ts `searchWhere`, which
 * includes the open-post rule of post-visibility.ts), so "bao nhiêu việc" agrees with the search.
 * A post's salary is the middle of its range (one end alone when the other is missing);
 * negotiable posts are counted but carry no figure.
 *
 * @example await jobStats(ctx, { field: 4, city: ['Đà Nẵng'] }) // { count: 37, median: 14500000, ... }
 */
export async function jobStats(ctx: GroundingContext, filters: JobFilters): Promise<JobStats> {
  const today = vietnamToday(ctx.clock.now());
  const [row] = await selectRows<{ count: number; with_salary: number; average: number | null; median: number | null; lowest: number | null; highest: number | null }>(
    ctx.db,
    sql`select count(*)::int as count, count(v.mid)::int as with_salary, avg(v.mid)::float8 as average,
        (percentile_cont(0.5) within group (order by v.mid))::float8 as median,
        min(coalesce(v.lo, v.mid))::float8 as lowest, max(coalesce(v.hi, v.mid))::float8 as highest
      from (
        select ${salaryMidSql()} as mid,
          case when s.is_salary_negotiable then null else s.salary_min end as lo,
          case when s.is_salary_negotiable then null else s.salary_max end as hi
        from post_search s where ${searchWhere(filters, today)}
      ) v`,
  );
  const figure = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return {
    count: Number(row?.count ?? 0),
    with_salary: Number(row?.with_salary ?? 0),
    average: figure(row?.average),
    median: figure(row?.median),
    lowest: figure(row?.lowest),
    highest: figure(row?.highest),
  };
}
