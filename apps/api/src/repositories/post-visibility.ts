import { sql, type SQL } from 'drizzle-orm';
import { vietnamToday } from '../lib/vietnam-date';
import type { SqlExecutor } from './sql-rows';

/**
 * The one definition of "this post is open to the public" (API.md: active, not removed, deadline
 * today or later; and its company approved, migration 0012). `today` is the Vietnamese date of the
 * app's clock (lib/vietnam-date.ts `vietnamToday(app.clock.now())`), bound as a parameter: no
 * check reads the database's clock or time zone, so search, recommendations, the detail page,
 * saving, reporting and applying all agree on which posts are open, at any hour.
 */

/**
 * Open posts over `posts p` joined to `enterprises e`. A post paused for want of its employer's
 * confirmation (issue 30, jobs/post-freshness.ts) is listed but not open: its page says so.
 * @example sql`select p.id from posts p join enterprises e on e.id = p.enterprise_id where ${openPostSql('2026-03-06')}`
 */
export function openPostSql(today: string): SQL {
  return sql`(${listedPostSql()} and p.deadline >= ${today}::date and p.paused_at is null)`;
}

/**
 * Listed posts over `posts p` joined to `enterprises e`: active, not removed, company approved —
 * open or past their deadline. A listed post whose deadline passed stays readable on its page
 * (a shared link keeps working; the page says applications are closed) but is open to nothing
 * else: not searched, recommended, saved, reported or applied to.
 */
export function listedPostSql(): SQL {
  return sql`(p.is_active and not p.is_removed and e.is_active)`;
}

/**
 * Open posts over `post_search s`: `is_public` (listed: active, not removed, company approved;
 * trigger-maintained, migration 0016) and the deadline. `is_public` selects the partial indexes;
 * the covering ones include `deadline`, so the date test costs no heap visit.
 * @example sql`select s.post_id from post_search s where ${openSearchSql('2026-03-06')}`
 */
export function openSearchSql(today: string): SQL {
  return sql`(s.is_public and s.deadline >= ${today}::date)`;
}

/**
 * Open = listed (`post_search.is_public`: active, not removed, company approved) and a deadline
 * on or after today's Vietnamese date, compared at read time (post-visibility.ts). What time
 * alone changes is applied by `jh_post_search_refresh(today, now)`, both from the app's clock
 * `now`: it switches off the flags of posts whose deadline passed (so the partial indexes hold
 * open posts only) and of Premium that ran out by `now` (the rule of users.ts `premiumAtSql`).
 * jobs/search-flags.ts runs it every minute and the seed after loading; no request waits for it.
 *
 * @example await refreshSearchFlags(app.db, app.clock.now());
 */
export async function refreshSearchFlags(db: SqlExecutor, now: Date = new Date()): Promise<void> {
  await db.execute(sql`select jh_post_search_refresh(${vietnamToday(now)}::date, ${now.toISOString()}::timestamptz)`);
}
