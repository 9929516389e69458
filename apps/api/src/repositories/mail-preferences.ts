/** The user's mail preferences: one boolean column of `users` per mail type (MAIL_TYPES). */
import { eq } from 'drizzle-orm';
import type { MailPreferences, MailType } from '@jobhub/sdk/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';

const SELECTION = {
  job_alerts: users.mail_job_alerts,
  application_updates: users.mail_application_updates,
  messages: users.mail_messages,
  news: users.mail_news,
};

/** The preferences of a user; undefined when there is no such user. */
export async function findMailPreferences(db: Db, userId: number): Promise<MailPreferences | undefined> {
  const [row] = await db.select(SELECTION).from(users).where(eq(users.id, userId));
  return row;
}

/** Sets the switches given; returns the stored preferences (undefined: no such user). */
export async function updateMailPreferences(db: Db, userId: number, changes: Partial<MailPreferences>): Promise<MailPreferences | undefined> {
  const set: Partial<Record<`mail_${MailType}`, boolean>> = {};
  for (const [type, wanted] of Object.entries(changes) as [MailType, boolean | undefined][]) {
    if (wanted !== undefined) set[`mail_${type}`] = wanted;
  }
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning(SELECTION);
  return row;
}
