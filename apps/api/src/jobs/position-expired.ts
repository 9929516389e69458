/**
 * position_expired: one notification to the owner of each post whose deadline has passed
 * (object_id = post id), once per post and deadline. `post_expiry_notices` records which posts
 * were told about which deadline (a post reopened with a later deadline is told again when that one
 * passes), and the claim (`insert … on conflict do update … where the deadline differs returning`)
 * makes "once" hold even when two API processes run the job at the same moment. Only deadlines of the last LOOKBACK_DAYS are
 * considered, so a first start over old data does not flood every employer; at most BATCH posts
 * per run (the next run continues).
 */
import { sql } from 'drizzle-orm';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import { DAY_MS, type Clock } from '../lib/clock';
import { vietnamToday } from '../lib/vietnam-date';
import { selectRows } from '../repositories/sql-rows';
import { notify, type NotifyDeps } from '../services/notify';

const LOOKBACK_DAYS = 30;
const BATCH = 500;

export interface PositionExpiredDeps extends NotifyDeps {
  clock: Clock;
}

/**
 * Writes the due position_expired notifications; returns how many.
 * @example await notifyExpiredPositions(app); // app has db, realtime and clock
 */
export async function notifyExpiredPositions(deps: PositionExpiredDeps): Promise<number> {
  const now = deps.clock.now();
  const today = vietnamToday(now);
  const oldest = vietnamToday(new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS));
  const claimed = await selectRows<{ post_id: PostRecord['id']; title: PostRecord['title']; owner_id: EnterpriseRecord['user_id'] }>(
    deps.db,
    sql`with due as (
        select p.id from posts p
        where p.deadline < ${today}::date and p.deadline >= ${oldest}::date and not p.is_removed
          and not exists (select 1 from post_expiry_notices n where n.post_id = p.id and n.deadline = p.deadline)
        order by p.deadline, p.id limit ${BATCH}
      ),
      claimed as (
        insert into post_expiry_notices as n (post_id, deadline, notified_at)
        select id, deadline, ${now.toISOString()}::timestamptz from posts where id in (select id from due)
        on conflict (post_id) do update set deadline = excluded.deadline, notified_at = excluded.notified_at
          where n.deadline <> excluded.deadline
        returning post_id
      )
      select c.post_id, p.title, e.user_id as owner_id
      from claimed c join posts p on p.id = c.post_id join enterprises e on e.id = p.enterprise_id`,
  );
  for (const row of claimed) {
    await notify(deps, {
      recipientId: Number(row.owner_id),
      type: 'position_expired',
      title: 'Tin tuyển dụng đã hết hạn',
      message: `Tin "${row.title}" đã hết hạn nhận hồ sơ.`,
      objectId: Number(row.post_id),
    });
  }
  return claimed.length;
}
