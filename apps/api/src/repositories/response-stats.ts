import { sql } from 'drizzle-orm';
import { RESPONSE_MIN_APPLICATIONS, RESPONSE_WINDOW_DAYS, RESPONSIVE_MIN_RATE, type ResponseRate } from '@jobhub/sdk/contract';
import type { enterpriseResponseStats } from '../db/schema/response-stats';
import { selectRows, type SqlExecutor } from './sql-rows';
import { DAY_MS } from '../lib/clock';

/**
 * Companies' response rates (issue 30): per company, over applications received in the last
 * RESPONSE_WINDOW_DAYS, the share the employer answered (`applications.first_response_at`: the
 * first status change or interview) and the median time to that answer.
 *
 * Computed by the `response-stats` job into `enterprise_response_stats` and copied onto the
 * company's `post_search` rows, so a search sorts and filters on two columns of the projection
 * instead of counting applications per result row and request.
 */

const HOUR_S = 3600;

/** The columns a read joins as `rs` (`left join enterprise_response_stats rs on rs.enterprise_id = …`). */
export const RESPONSE_RATE_COLUMNS = sql`rs.applications as response_applications, rs.answered as response_answered,
  rs.median_hours as response_median_hours, rs.is_shown as response_is_shown`;

type ResponseStats = typeof enterpriseResponseStats.$inferSelect;

/** What {@link RESPONSE_RATE_COLUMNS} reads: the figures under a `response_` prefix, all null without a stats row (a left join). */
export type ResponseRateRecord = {
  [Column in 'applications' | 'answered' | 'median_hours' | 'is_shown' as `response_${Column}`]: ResponseStats[Column] | null;
};

/**
 * The rate as the API answers it, or null when the company had too few applications to judge.
 * @example responseRateOf({ response_applications: 12, response_answered: 11, response_median_hours: 40, response_is_shown: true }) // { rate: 92, median_hours: 40, applications: 12 }
 */
export function responseRateOf(record: ResponseRateRecord): ResponseRate | null {
  if (!record.response_is_shown || !record.response_applications) return null;
  const applications = Number(record.response_applications);
  return {
    rate: Math.round((Number(record.response_answered) * 100) / applications),
    median_hours: record.response_median_hours === null ? null : Number(record.response_median_hours),
    applications,
  };
}

/**
 * Recomputes every company's figures at `now` and copies them onto the companies' post_search
 * rows (only rows whose figures changed are written). Returns how many companies have figures.
 * @example await refreshResponseStats(app.db, app.clock.now());
 */
export async function refreshResponseStats(db: SqlExecutor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS).toISOString();
  const at = now.toISOString();
  const [row] = await selectRows<{ companies: number }>(
    db,
    sql`with counted as (
        select p.enterprise_id, count(*)::int as applications,
          count(*) filter (where a.first_response_at <= ${at}::timestamptz)::int as answered,
          round(percentile_cont(0.5) within group (order by extract(epoch from a.first_response_at - a.created_at))
            filter (where a.first_response_at <= ${at}::timestamptz) / ${HOUR_S})::int as median_hours
        from applications a join posts p on p.id = a.post_id
        where a.created_at > ${since}::timestamptz and a.created_at <= ${at}::timestamptz
        group by p.enterprise_id
      ),
      judged as (
        select c.*, c.applications >= ${RESPONSE_MIN_APPLICATIONS} as is_shown,
          c.applications >= ${RESPONSE_MIN_APPLICATIONS} and c.answered * 100 >= ${RESPONSIVE_MIN_RATE} * c.applications as is_responsive
        from counted c
      ),
      gone as (
        delete from enterprise_response_stats r where not exists (select 1 from judged j where j.enterprise_id = r.enterprise_id)
        returning r.enterprise_id
      ),
      kept as (
        insert into enterprise_response_stats as r (enterprise_id, applications, answered, median_hours, is_shown, is_responsive, refreshed_at)
        select enterprise_id, applications, answered, median_hours, is_shown, is_responsive, ${at}::timestamptz from judged
        on conflict (enterprise_id) do update set applications = excluded.applications, answered = excluded.answered,
          median_hours = excluded.median_hours, is_shown = excluded.is_shown, is_responsive = excluded.is_responsive,
          refreshed_at = excluded.refreshed_at
        returning r.enterprise_id
      ),
      figures as (
        select j.enterprise_id, case when j.is_shown then j.median_hours end as response_hours, j.is_responsive from judged j
        union all
        select g.enterprise_id, null, false from gone g
      ),
      copied as (
        update post_search s set response_hours = f.response_hours, is_responsive = f.is_responsive
        from figures f
        where s.enterprise_id = f.enterprise_id
          and (s.response_hours is distinct from f.response_hours or s.is_responsive <> f.is_responsive)
        returning 1
      )
      select (select count(*)::int from kept) as companies, (select count(*) from copied) as copied`,
  );
  return Number(row?.companies ?? 0);
}
