/**
 * Mail through the job queue. `queueMail` writes the mail to `mail_deliveries` under its
 * idempotency key (a second mail with the same key is not queued) and queues a `send-mail` job;
 * the job (`deliverQueuedMail`) hands it to the transport (SMTP or the dev outbox) and marks it
 * sent. A failed attempt is retried by the job's policy (jobs/registry.ts); after the last one the
 * row is `failed`, with its error, and the admin lists it (GET /api/admin/mail-failures/).
 * Delivery is at least once towards SMTP (a crash between the server's acceptance and the mark
 * may repeat one mail) and exactly once towards the outbox.
 */
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { FailedMail, MailType } from '@jobhub/sdk/contract';
import type { Db } from '../db/client';
import { mailDeliveries } from '../db/schema/mail';
import type { JobQueue } from '../jobs/job-queue';
import type { Clock } from '../lib/clock';
import type { Mail, Mailer } from './mailer';

/** The job that sends one queued mail (jobs/registry.ts). */
export const SEND_MAIL_JOB = 'send-mail';

/** A mail's category: transactional (account, payment: always sent) or a type the user may turn off. */
export type MailCategory = 'transactional' | MailType;

export interface QueuedMail extends Mail {
  /** Idempotency key: one mail per key, ever ('activation:<user>:<token>', 'job-alerts:<user>:<period>'). */
  key: string;
  category: MailCategory;
  userId?: number | null;
}

export interface MailQueueDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'sendMany'>;
}

function deliveryValues(mail: QueuedMail, now: Date) {
  return {
    created_at: now,
    key: mail.key,
    category: mail.category,
    user_id: mail.userId ?? null,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
  };
}

/**
 * Writes the mails to `mail_deliveries` without queueing them (inside a transaction, queue the
 * returned ids with {@link sendQueuedMails} after it commits); a key already used writes nothing.
 * Returns the ids of the new rows.
 */
export async function recordMails(db: Pick<Db, 'insert'>, mails: readonly QueuedMail[], now: Date): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailDeliveries)
    .values(mails.map((mail) => deliveryValues(mail, now)))
    .onConflictDoNothing({ target: mailDeliveries.key })
    .returning({ id: mailDeliveries.id });
  return rows.map((row) => row.id);
}

/** Queues a `send-mail` job per recorded mail (one waiting job per mail: singleton key `mail:<id>`). */
export async function sendQueuedMails(jobs: Pick<JobQueue, 'sendMany'>, ids: readonly number[]): Promise<void> {
  await jobs.sendMany(
    SEND_MAIL_JOB,
    ids.map((id) => ({ data: { id }, singletonKey: `mail:${id}` })),
  );
}

/**
 * Records the mails and queues their sending; returns the ids of the new ones.
 * @example await queueMails(app, [{ ...await resetMail(email, name, link), key: `reset:${user.id}:${tokenId}`, category: 'transactional' }]);
 */
export async function queueMails(deps: MailQueueDeps, mails: readonly QueuedMail[]): Promise<number[]> {
  const ids = await recordMails(deps.db, mails, deps.clock.now());
  await sendQueuedMails(deps.jobs, ids);
  return ids;
}

/**
 * The `mail-sweep` handler: queues again the mails still pending `olderThanMs` after they were
 * written (a crash between a commit and its queueing, or a queue emptied by hand). A mail whose
 * job still waits is not queued twice (singleton key).
 */
export async function requeuePendingMails(deps: MailQueueDeps, olderThanMs: number): Promise<number> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.status, 'pending'), lt(mailDeliveries.created_at, new Date(now.getTime() - olderThanMs))))
    .limit(1000);
  await sendQueuedMails(
    deps.jobs,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/** One mail; see {@link queueMails}. Returns whether it was new. */
export async function queueMail(deps: MailQueueDeps, mail: QueuedMail): Promise<boolean> {
  return (await queueMails(deps, [mail])).length === 1;
}

/**
 * The `send-mail` handler: sends the queued mail `id` unless it was sent already, and records the
 * outcome. Throws when the transport fails (the job retries); on the last attempt the mail is
 * marked failed first.
 */
export async function deliverQueuedMail(deps: { db: Db; mailer: Pick<Mailer, 'send'>; now: () => Date }, id: number, lastAttempt: boolean): Promise<'sent' | 'skipped'> {
  const [row] = await deps.db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.id, id), ne(mailDeliveries.status, 'sent')));
  if (!row) return 'skipped';
  try {
    await deps.mailer.send({ to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}), headers: row.headers });
  } catch (error) {
    // The transport's message, never the mail: it names no recipient and holds no secret.
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(mailDeliveries)
      .set({ attempts: sql`${mailDeliveries.attempts} + 1`, last_error: message.slice(0, 500), status: lastAttempt ? 'failed' : 'pending' })
      .where(eq(mailDeliveries.id, id));
    throw error;
  }
  await deps.db
    .update(mailDeliveries)
    .set({ attempts: sql`${mailDeliveries.attempts} + 1`, status: 'sent', sent_at: deps.now(), last_error: null })
    .where(eq(mailDeliveries.id, id));
  return 'sent';
}

/**
 * The `send-mail` batch handler: to the dev outbox, the mails of the batch are written and marked
 * sent by one statement (exactly once, 50 mails a round trip); to SMTP, one by one.
 */
export async function deliverQueuedMails(
  deps: { db: Db; mailer: Pick<Mailer, 'send' | 'kind'>; now: () => Date },
  items: readonly { id: number; lastAttempt: boolean }[],
): Promise<number> {
  if (deps.mailer.kind === 'outbox') {
    const ids = items.map((item) => item.id);
    const rows = await deps.db.execute(
      sql`with sent as (
          update mail_deliveries set status = 'sent', attempts = attempts + 1, sent_at = ${deps.now().toISOString()}::timestamptz, last_error = null
          where id in (select unnest(${sql.raw(`'{${ids.map(Number).join(',')}}'`)}::int[])) and status <> 'sent'
          returning "to", subject, text, html, headers
        )
        insert into mail_outbox ("to", subject, text, html, headers) select "to", subject, text, html, headers from sent returning id`,
    );
    return (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])).length;
  }
  let sent = 0;
  for (const item of items) if ((await deliverQueuedMail(deps, item.id, item.lastAttempt)) === 'sent') sent += 1;
  return sent;
}

/** The newest mails that failed for good (admin). */
export async function listFailedMails(db: Db, limit = 100): Promise<FailedMail[]> {
  const rows = await db.select().from(mailDeliveries).where(eq(mailDeliveries.status, 'failed')).orderBy(desc(mailDeliveries.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    category: row.category,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
  }));
}
