/**
 * The mail transport: SMTP (nodemailer) when SMTP_URL is set, otherwise the dev outbox table.
 * Code that sends mail queues it (mail/mail-queue.ts `queueMail`); the `send-mail` job calls this.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/accounts';
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post…). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'outbox' stores mails in mail_outbox (readable at /dev/mail when served, see devMailServed); 'smtp' sends them. */
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Whether /dev/mail and /dev/mail.json are served: outbox mailer and DEV_MAIL_ENABLED. */
export function devMailServed(env: Pick<Env, 'DEV_MAIL_ENABLED'>, mailer: Pick<Mailer, 'kind'>): boolean {
  return mailer.kind === 'outbox' && env.DEV_MAIL_ENABLED;
}

/**
 * The start-up warning for production without SMTP_URL (undefined otherwise). Such a server still
 * starts (benchmarks and private staging servers run that way) and keeps every mail in the
 * mail_outbox table, but nothing is delivered, so nobody can activate an account or reset a
 * password by e-mail: the operator must see it. The outbox stays unserved unless
 * DEV_MAIL_ENABLED=true was set explicitly.
 */
export function outboxWarning(env: Pick<Env, 'NODE_ENV' | 'DEV_MAIL_ENABLED'>, mailer: Pick<Mailer, 'kind'>): string | undefined {
  if (env.NODE_ENV !== 'production' || mailer.kind !== 'outbox') return undefined;
  return env.DEV_MAIL_ENABLED
    ? 'SMTP_URL is not set in production: e-mails are NOT delivered; they stay in the mail_outbox table, served at /dev/mail because DEV_MAIL_ENABLED=true (every activation and reset link is visible to anyone who can reach the server).'
    : 'SMTP_URL is not set in production: e-mails (activation, password reset) are NOT delivered; they stay in the mail_outbox table and /dev/mail is not served. Set SMTP_URL.';
}

/**
 * @example const mailer = createMailer(env, database.db); await mailer.send({ to, subject, text });
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Db): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      },
      async close() {
        transport.close();
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? {} });
    },
    async close() {},
  };
}
