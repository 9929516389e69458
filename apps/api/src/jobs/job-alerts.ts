/**
 * job-alerts: the "X new jobs for you" digest. Daily candidates get one each day from 08:00,
 * weekly ones each Monday from 08:00, Vietnam time. The job is scheduled at 08:00 and every hour
 * after it until 23:00, so a server that was down at 08:00 catches up at its first run.
 *
 * Per batch of due candidates (repositories/job-alerts.ts): the new open posts matching the
 * criteria are read, the mails rendered, and then one transaction claims the period for the batch
 * (`claimAlertPeriod`), writes the mails (`mail_deliveries`, key `job-alerts:<user>:<period>`)
 * and the in-app notifications 'Có N việc làm mới phù hợp'. Only after it commits are the
 * `send-mail` jobs queued and the notifications pushed. Nothing is sent when nothing is new.
 * Another process, or a rerun after a crash mid-run, finds the period claimed and sends nothing
 * twice; a crash between the commit and the queueing leaves mails that `mail-sweep` queues.
 */
import type { JobAlertFrequency, JobAlertPreview } from '@jobhub/sdk/contract';
import { salaryText } from '../assistant/grounding/types';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { httpError } from '../lib/http-error';
import { vietnamToday } from '../lib/vietnam-date';
import { recordMails, sendQueuedMails, type MailQueueDeps, type QueuedMail } from '../mail/mail-queue';
import { jobAlertMail, jobAlertTitle } from '../mail/templates';
import { unsubscribeLinks } from '../mail/unsubscribe-token';
import { alertSince, claimAlertPeriod, digestSince, dueDigests, type Digest } from '../repositories/job-alerts';
import { insertNotifications } from '../repositories/notifications';
import { publishNotification, type NotifyDeps } from '../services/notify';

/** The job's name in the registry and on /dev/jobs. */
export const JOB_ALERTS_JOB = 'job-alerts';
/** 08:00, then hourly catch-up runs until 23:00 (Vietnam time); a decided period costs one indexed query. */
export const JOB_ALERTS_SCHEDULE = '0 8-23 * * *';
/** The hour (Vietnam time) from which a day's (or a Monday's) digest is due. */
export const JOB_ALERT_HOUR = 8;
/** Candidates per batch: one read, one claim transaction, one queueing. */
const BATCH = 500;
/** How far back the preview looks when nothing is new since the last digest. */
const PREVIEW_LOOKBACK_MS = 7 * 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Where the digest links. */
const RECOMMENDATIONS_PATH = '/job-recommendations';
const CRITERIA_PATH = '/my-criteria';

export interface JobAlertsDeps extends NotifyDeps, MailQueueDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET'>;
}

/**
 * The period a digest of `frequency` is due for at `now`, or undefined when none is yet: the
 * Vietnam date from 08:00 (daily); 'W' + the week's Monday from Monday 08:00 (weekly).
 * @example alertPeriod('daily', new Date('2026-03-02T01:00:00Z')) // '2026-03-02' (08:00 in Hà Nội)
 */
export function alertPeriod(frequency: Exclude<JobAlertFrequency, 'off'>, now: Date): string | undefined {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const hour = local.getUTCHours();
  const today = vietnamToday(now);
  if (frequency === 'daily') return hour >= JOB_ALERT_HOUR ? today : undefined;
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  if (weekday === 0 && hour < JOB_ALERT_HOUR) return undefined;
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - weekday));
  return `W${monday.toISOString().slice(0, 10)}`;
}

async function digestMail(deps: Pick<JobAlertsDeps, 'env'>, digest: Digest, frequency: 'daily' | 'weekly') {
  const base = deps.env.PUBLIC_URL;
  const links = unsubscribeLinks(deps.env, digest.user_id, 'job_alerts');
  const mail = await jobAlertMail(digest.email, digest.fullname, {
    posts: digest.posts.map((post) => ({ title: post.title, company: post.company, salary: salaryText(post), city: post.city, url: `${base}/job/${post.id}` })),
    total: digest.total,
    frequency,
    moreUrl: `${base}${RECOMMENDATIONS_PATH}`,
    criteriaUrl: `${base}${CRITERIA_PATH}`,
    unsubscribeUrl: links.page,
  });
  // The header carries the one-click URL (mail clients POST to it); the footer the confirming page.
  return { ...mail, headers: { ...mail.headers, 'List-Unsubscribe': `<${links.oneClick}>` } };
}

/** What one run did, per frequency (the job's output on /dev/jobs). */
export interface JobAlertsRun {
  period: Record<string, string | null>;
  candidates: number;
  digests: number;
}

/**
 * Sends the digests due at the clock's time; returns what it did.
 * `afterBatch` (tests) runs after each batch's claim committed, before its mails are queued.
 * @example await sendJobAlerts(app);
 */
export async function sendJobAlerts(deps: JobAlertsDeps, hooks: { afterBatch?: () => Promise<void> } = {}): Promise<JobAlertsRun> {
  const now = deps.clock.now();
  const run: JobAlertsRun = { period: {}, candidates: 0, digests: 0 };
  for (const frequency of ['daily', 'weekly'] as const) {
    const period = alertPeriod(frequency, now);
    run.period[frequency] = period ?? null;
    if (!period) continue;
    let after = 0;
    for (;;) {
      const batch = await dueDigests(deps.db, frequency, period, after, BATCH, now);
      if (batch.length === 0) break;
      after = batch.at(-1)!.user_id;
      run.candidates += batch.length;
      const withNews = batch.filter((digest) => digest.total > 0);
      const mails = new Map<number, QueuedMail>();
      for (const digest of withNews) {
        const mail = await digestMail(deps, digest, frequency);
        mails.set(digest.user_id, { ...mail, key: `${JOB_ALERTS_JOB}:${digest.user_id}:${period}`, category: 'job_alerts', userId: digest.user_id });
      }
      const { ids, notifications } = await deps.db.transaction(async (tx) => {
        const claimed = await claimAlertPeriod(
          tx,
          batch.map((digest) => digest.user_id),
          period,
          now,
        );
        const sending = withNews.filter((digest) => claimed.has(digest.user_id));
        const ids = await recordMails(
          tx,
          sending.map((digest) => mails.get(digest.user_id)!),
          now,
        );
        const notifications = await insertNotifications(
          tx,
          sending.map((digest) => ({
            recipientId: digest.user_id,
            type: 'system',
            title: jobAlertTitle(digest.total),
            message: digest.posts
              .slice(0, 3)
              .map((post) => post.title)
              .join(', '),
            link: RECOMMENDATIONS_PATH,
          })),
        );
        return { ids, notifications };
      });
      await hooks.afterBatch?.();
      await sendQueuedMails(deps.jobs, ids);
      for (const row of notifications) await publishNotification(deps, row);
      run.digests += ids.length;
      if (batch.length < BATCH) break;
    }
  }
  return run;
}

/**
 * The digest the candidate would get now (GET /api/criteria/alert-preview/): the posts new since
 * the last digest, or those of the last 7 days when none is; 404 without criteria.
 */
export async function previewJobAlert(deps: Pick<JobAlertsDeps, 'db' | 'clock' | 'env'>, userId: number, frequency: JobAlertFrequency, notFound: string): Promise<JobAlertPreview> {
  const now = deps.clock.now();
  const since = await alertSince(deps.db, userId);
  if (!since) throw httpError(404, notFound);
  let digest = await digestSince(deps.db, userId, since, now);
  if (!digest || digest.total === 0) digest = await digestSince(deps.db, userId, new Date(now.getTime() - PREVIEW_LOOKBACK_MS), now);
  if (!digest) throw httpError(404, notFound);
  const mail = await digestMail(deps, digest, frequency === 'weekly' ? 'weekly' : 'daily');
  return { subject: mail.subject, html: mail.html ?? '', text: mail.text, post_count: digest.posts.length };
}
