/**
 * application-follow-up: no application ends in silence (issue 30, item 1). Hourly, for pending
 * applications the employer has not acted on:
 *
 * - after APPLICATION_AUTO_CLOSE_DAYS the application is closed by JobHub (status `rejected`, an
 *   `auto_closed` event with actor `system`, so it never counts as the employer's response) and
 *   the candidate is told politely ("Nhà tuyển dụng chưa phản hồi…");
 * - after APPLICATION_REMINDER_DAYS (and before the close) the employer is reminded once per
 *   application: one notification per employer and run, and one mail unless they turned off
 *   "application updates" mail.
 *
 * "No action" means no status change and no interview by the employer. Opening the CV is not an
 * action: a candidate whose CV was read and then left unanswered is exactly who this is for.
 * Days count from when the application was sent, on the app's clock (lib/clock.ts).
 *
 * Exactly once: each run claims its applications by inserting their `auto_closed` /
 * `employer_reminded` event, which a unique index allows once per application
 * (`on conflict do nothing returning`), in the same transaction as the status change, the
 * notifications and the mails. Another process or a rerun finds them claimed. Mails are queued
 * and notifications pushed after the commit; a crash in between leaves mails for mail-sweep.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { applicationEvents } from '../db/schema/application-events';
import type { ApplicationRecord } from '../db/schema/applications';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import type { Env } from '../env';
import { DAY_MS, type Clock } from '../lib/clock';
import { applicationReminderMail, applicationReminderTitle } from '../mail/application-reminder-mail';
import { recordMails, sendQueuedMails, type MailQueueDeps, type QueuedMail } from '../mail/mail-queue';
import { unsubscribeLinks } from '../mail/unsubscribe-token';
import { insertNotifications, type NewNotification } from '../repositories/notifications';
import { selectRows } from '../repositories/sql-rows';
import { publishNotification, type NotifyDeps } from '../services/notify';

/** The job's name in the registry and on /dev/jobs. */
export const APPLICATION_FOLLOW_UP_JOB = 'application-follow-up';
/** Hourly (Vietnam time): an application is closed or reminded at most an hour after its day count is reached. */
export const APPLICATION_FOLLOW_UP_SCHEDULE = '5 * * * *';
/** Applications claimed per statement; the next run continues. */
const BATCH = 500;
/** Where the employer answers applications. */
const EMPLOYER_APPLICATIONS_PATH = '/employer/applications';
/** Where the candidate reads the timeline. */
const MY_APPLICATIONS_PATH = '/my-applications';

export const AUTO_CLOSED_TITLE = 'Hồ sơ đã được đóng';

/** The polite message of an automatic close (the timeline's entry and the candidate's notification). */
export function autoClosedMessage(postTitle: string, companyName: string, days: number): string {
  return (
    `Nhà tuyển dụng chưa phản hồi hồ sơ của bạn cho vị trí "${postTitle}" tại ${companyName} sau ${days} ngày, ` +
    'nên JobHub đã đóng hồ sơ này để bạn không phải chờ thêm. Cảm ơn bạn đã ứng tuyển, chúc bạn sớm tìm được công việc phù hợp!'
  );
}

export interface ApplicationFollowUpDeps extends NotifyDeps, MailQueueDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'APPLICATION_REMINDER_DAYS' | 'APPLICATION_AUTO_CLOSE_DAYS'>;
}

/** What one run did (the job's output on /dev/jobs). */
export interface ApplicationFollowUpRun {
  closed: number;
  reminded: number;
  employers_reminded: number;
  mails: number;
}

/**
 * SQL condition on `a` (applications): pending, sent at or before `sentBefore`, and not answered by
 * the employer (no status change, no interview; a CV view does not count, see the module note).
 * The interviews table is read too, for interviews scheduled before the timeline existed.
 */
function waitingSince(sentBefore: Date): SQL {
  return sql`a.status = 'pending' and a.created_at <= ${sentBefore.toISOString()}::timestamptz
    and not exists (select 1 from application_events x where x.application_id = a.id and x.actor = 'employer'
      and x.kind in ('status_changed', 'interview_scheduled'))
    and not exists (select 1 from interviews i where i.application_id = a.id)`;
}

/**
 * Closes and reminds what is due at the clock's time; returns what it did.
 * @example await followUpApplications(app);
 */
export async function followUpApplications(deps: ApplicationFollowUpDeps): Promise<ApplicationFollowUpRun> {
  const run: ApplicationFollowUpRun = { closed: 0, reminded: 0, employers_reminded: 0, mails: 0 };
  for (;;) {
    const closed = await closeBatch(deps);
    run.closed += closed;
    if (closed < BATCH) break;
  }
  for (;;) {
    const batch = await remindBatch(deps);
    run.reminded += batch.reminded;
    run.employers_reminded += batch.employers;
    run.mails += batch.mails;
    if (batch.reminded < BATCH) break;
  }
  return run;
}

async function closeBatch(deps: ApplicationFollowUpDeps): Promise<number> {
  const now = deps.clock.now();
  const days = deps.env.APPLICATION_AUTO_CLOSE_DAYS;
  const notifications = await deps.db.transaction(async (tx) => {
    const due = await selectRows<Pick<ApplicationRecord, 'id' | 'user_id'> & Pick<PostRecord, 'title'> & Pick<EnterpriseRecord, 'company_name'>>(
      tx,
      sql`select a.id, a.user_id, p.title, e.company_name
        from applications a join posts p on p.id = a.post_id join enterprises e on e.id = p.enterprise_id
        where ${waitingSince(new Date(now.getTime() - days * DAY_MS))}
        order by a.created_at, a.id limit ${BATCH}`,
    );
    if (due.length === 0) return [];
    const messages = new Map(due.map((row) => [Number(row.id), autoClosedMessage(row.title, row.company_name, days)]));
    // The claim: a second process (or a rerun) conflicts on application_events_once and gets nothing back.
    const claimed = await tx
      .insert(applicationEvents)
      .values(due.map((row) => ({ application_id: Number(row.id), kind: 'auto_closed', actor: 'system', status: 'rejected', message: messages.get(Number(row.id))!, created_at: now })))
      .onConflictDoNothing()
      .returning({ application_id: applicationEvents.application_id });
    if (claimed.length === 0) return [];
    const ids = claimed.map((row) => row.application_id);
    await tx.execute(sql`update applications set status = 'rejected', updated_at = ${now.toISOString()}::timestamptz
      where status = 'pending' and id in (select unnest(${sql.raw(`'{${ids.join(',')}}'`)}::int[]))`);
    const candidates = new Map(due.map((row) => [Number(row.id), Number(row.user_id)]));
    return insertNotifications(
      tx,
      ids.map(
        (id): NewNotification => ({
          recipientId: candidates.get(id)!,
          type: 'cv_status_changed',
          title: AUTO_CLOSED_TITLE,
          message: messages.get(id)!,
          objectId: id,
          link: `${MY_APPLICATIONS_PATH}?cv_id=${id}`,
        }),
      ),
    );
  });
  for (const row of notifications) await publishNotification(deps, row);
  return notifications.length;
}

/** A claimed reminder: the application, its post, and the post's owner with their address and choice of application mails. */
type ReminderRow = Pick<UserRow, 'email' | 'fullname'> & {
  application_id: ApplicationRecord['id'];
  candidate: ApplicationRecord['name'];
  post_title: PostRecord['title'];
  owner_id: EnterpriseRecord['user_id'];
  wants_mail: UserRow['mail_application_updates'];
};

async function remindBatch(deps: ApplicationFollowUpDeps): Promise<{ reminded: number; employers: number; mails: number }> {
  const now = deps.clock.now();
  const { APPLICATION_REMINDER_DAYS: reminderDays, APPLICATION_AUTO_CLOSE_DAYS: autoCloseDays } = deps.env;
  const result = await deps.db.transaction(async (tx) => {
    const rows = await selectRows<ReminderRow>(
      tx,
      sql`with due as (
          select a.id from applications a where ${waitingSince(new Date(now.getTime() - reminderDays * DAY_MS))}
            and not exists (select 1 from application_events r where r.application_id = a.id and r.kind = 'employer_reminded')
          order by a.created_at, a.id limit ${BATCH}
        ),
        claimed as (
          insert into application_events (application_id, kind, actor, created_at)
          select id, 'employer_reminded', 'system', ${now.toISOString()}::timestamptz from due
          on conflict do nothing returning application_id
        )
        select a.id as application_id, a.name as candidate, p.title as post_title, e.user_id as owner_id,
          u.email, u.fullname, u.mail_application_updates as wants_mail
        from claimed c join applications a on a.id = c.application_id
          join posts p on p.id = a.post_id join enterprises e on e.id = p.enterprise_id join users u on u.id = e.user_id
        order by a.created_at, a.id`,
    );
    const byOwner = new Map<number, ReminderRow[]>();
    for (const row of rows) {
      const owner = Number(row.owner_id);
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
    }
    const mails: QueuedMail[] = [];
    const inputs: NewNotification[] = [];
    for (const [ownerId, waiting] of byOwner) {
      const first = waiting[0]!;
      inputs.push({
        recipientId: ownerId,
        type: 'system',
        title: applicationReminderTitle(waiting.length),
        message:
          `${waiting.map((row) => `${row.candidate} (${row.post_title})`).join(', ')} đã chờ hơn ${reminderDays} ngày. ` +
          `Sau ${autoCloseDays} ngày không phản hồi, hồ sơ sẽ được tự động đóng.`,
        link: EMPLOYER_APPLICATIONS_PATH,
      });
      if (!first.wants_mail) continue;
      const links = unsubscribeLinks(deps.env, ownerId, 'application_updates');
      const mail = await applicationReminderMail(first.email, first.fullname, {
        waiting: waiting.map((row) => ({ candidate: row.candidate, postTitle: row.post_title })),
        reminderDays,
        autoCloseDays,
        link: `${deps.env.PUBLIC_URL}${EMPLOYER_APPLICATIONS_PATH}`,
        unsubscribeUrl: links.page,
      });
      // Each application is reminded once, so its id names the mail for good.
      mails.push({
        ...mail,
        headers: { ...mail.headers, 'List-Unsubscribe': `<${links.oneClick}>` },
        key: `${APPLICATION_FOLLOW_UP_JOB}:${ownerId}:${Number(first.application_id)}`,
        category: 'application_updates',
        userId: ownerId,
      });
    }
    const mailIds = await recordMails(tx, mails, now);
    const notifications = await insertNotifications(tx, inputs);
    return { reminded: rows.length, mailIds, notifications };
  });
  await sendQueuedMails(deps.jobs, result.mailIds);
  for (const row of result.notifications) await publishNotification(deps, row);
  return { reminded: result.reminded, employers: result.notifications.length, mails: result.mailIds.length };
}
