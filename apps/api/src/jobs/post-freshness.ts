/**
 * post-freshness (issue 30): a live post its employer has not confirmed for
 * POST_CONFIRM_REMIND_DAYS gets one reminder (an in-app notification, and a mail unless the owner
 * turned application-update mails off); one still unconfirmed at POST_CONFIRM_PAUSE_DAYS is paused
 * (`posts.paused_at`: out of search, recommendations, the sitemap and job alerts through the posts
 * trigger, migration 0032) until the employer confirms it (PUT /api/post/{id}/confirm/).
 *
 * A pause also needs the reminder to be at least (pause − remind) days old, so every employer is
 * told before a pause, including for posts that were already old when this feature shipped.
 * Each claim is one `update … returning` that only takes rows not yet claimed, so two API
 * processes never remind or pause the same post twice; at most BATCH posts a run (the next run
 * continues). Only posts open for applications (deadline today or later) are reminded.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import type { PostRecord } from '../db/schema/catalogue';
import type { Env } from '../env';
import { DAY_MS, type Clock } from '../lib/clock';
import { vietnamToday } from '../lib/vietnam-date';
import { queueMails, type MailQueueDeps, type QueuedMail } from '../mail/mail-queue';
import { POST_CONFIRM_SUBJECT, postConfirmMail } from '../mail/post-confirm-mail';
import { unsubscribeLinks } from '../mail/unsubscribe-token';
import { selectRows } from '../repositories/sql-rows';
import { notify, type NotifyDeps } from '../services/notify';

const BATCH = 500;

/** Where the reminder links: the employer's post list opened on the post, with the confirm button. */
export const confirmPath = (postId: number) => `/employer/posts?job_id=${postId}`;

export interface PostFreshnessDeps extends NotifyDeps, MailQueueDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'POST_CONFIRM_REMIND_DAYS' | 'POST_CONFIRM_PAUSE_DAYS'>;
}

/** A post and its owner (the company's user). */
type OwnedPost = Pick<PostRecord, 'id' | 'title'> & { owner_id: UserRow['id'] };

/** A post claimed for a reminder, with its owner's address and choice of application mails. */
type ClaimedPost = OwnedPost & Pick<UserRow, 'email' | 'fullname'> & { wants_mail: UserRow['mail_application_updates'] };

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Writes the due reminders and pauses; returns how many of each.
 * @example await checkPostFreshness(app); // app has db, realtime, jobs, clock and env
 */
export async function checkPostFreshness(deps: PostFreshnessDeps): Promise<{ reminded: number; paused: number }> {
  const reminded = await remindUnconfirmed(deps);
  const paused = await pauseUnconfirmed(deps);
  return { reminded, paused };
}

async function remindUnconfirmed(deps: PostFreshnessDeps): Promise<number> {
  const now = deps.clock.now();
  const { POST_CONFIRM_REMIND_DAYS: remindDays, POST_CONFIRM_PAUSE_DAYS: pauseDays } = deps.env;
  const claimed = await selectRows<ClaimedPost>(
    deps.db,
    sql`with due as (
        select p.id from posts p
        where p.is_active and not p.is_removed and p.paused_at is null and p.confirm_reminded_at is null
          and p.confirmed_at <= ${daysBefore(now, remindDays)}::timestamptz and p.deadline >= ${vietnamToday(now)}::date
        order by p.confirmed_at, p.id limit ${BATCH}
      ),
      claimed as (
        update posts p set confirm_reminded_at = ${now.toISOString()}::timestamptz
        from due where p.id = due.id and p.confirm_reminded_at is null
        returning p.id, p.title, p.enterprise_id
      )
      select c.id, c.title, u.id as owner_id, u.email, u.fullname, u.mail_application_updates as wants_mail
      from claimed c join enterprises e on e.id = c.enterprise_id join users u on u.id = e.user_id`,
  );
  const mails: QueuedMail[] = [];
  for (const post of claimed) {
    const ownerId = Number(post.owner_id);
    await notify(deps, {
      recipientId: ownerId,
      type: 'system',
      title: POST_CONFIRM_SUBJECT,
      message: `Tin "${post.title}" đã ${remindDays} ngày chưa được xác nhận. Xác nhận tin còn tuyển để tin không bị tạm dừng sau ${pauseDays - remindDays} ngày.`,
      link: confirmPath(Number(post.id)),
      objectId: Number(post.id),
    });
    if (!post.wants_mail) continue;
    const links = unsubscribeLinks(deps.env, ownerId, 'application_updates');
    const mail = await postConfirmMail(post.email, post.fullname, {
      title: post.title,
      days: remindDays,
      pauseInDays: pauseDays - remindDays,
      confirmUrl: `${deps.env.PUBLIC_URL}${confirmPath(Number(post.id))}`,
      unsubscribeUrl: links.oneClick,
      unsubscribePage: links.page,
    });
    mails.push({ ...mail, key: `post-confirm:${post.id}:${now.toISOString()}`, category: 'application_updates', userId: ownerId });
  }
  await queueMails(deps, mails);
  return claimed.length;
}

async function pauseUnconfirmed(deps: PostFreshnessDeps): Promise<number> {
  const now = deps.clock.now();
  const { POST_CONFIRM_REMIND_DAYS: remindDays, POST_CONFIRM_PAUSE_DAYS: pauseDays } = deps.env;
  const paused = await selectRows<OwnedPost>(
    deps.db,
    sql`with due as (
        select p.id from posts p
        where p.is_active and not p.is_removed and p.paused_at is null
          and p.confirmed_at <= ${daysBefore(now, pauseDays)}::timestamptz
          and p.confirm_reminded_at <= ${daysBefore(now, pauseDays - remindDays)}::timestamptz
        order by p.confirmed_at, p.id limit ${BATCH}
      ),
      paused as (
        update posts p set paused_at = ${now.toISOString()}::timestamptz
        from due where p.id = due.id and p.paused_at is null
        returning p.id, p.title, p.enterprise_id
      )
      select s.id, s.title, e.user_id as owner_id from paused s join enterprises e on e.id = s.enterprise_id`,
  );
  for (const post of paused) {
    await notify(deps, {
      recipientId: Number(post.owner_id),
      type: 'system',
      title: 'Tin tuyển dụng đã tạm dừng',
      message: `Tin "${post.title}" đã tạm dừng vì chưa được xác nhận ${pauseDays} ngày. Xác nhận tin còn tuyển để tin hiển thị lại.`,
      link: confirmPath(Number(post.id)),
      objectId: Number(post.id),
    });
  }
  return paused.length;
}
