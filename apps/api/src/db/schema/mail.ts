/**
 * Outgoing mail through the job queue (mail/mail-queue.ts): one row per mail, written before the
 * `send-mail` job is queued. Its `key` is the idempotency key (one row per key, so a retried or
 * repeated request never queues a second mail), its status the record an admin reads when a mail
 * still fails after the job's retries.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MAIL_CATEGORY_MAX, MAIL_KEY_MAX, STATUS_MAX } from '@jobhub/sdk/contract';
import { users } from './accounts';

export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: MAIL_KEY_MAX }).notNull(),
    category: varchar('category', { length: MAIL_CATEGORY_MAX }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** pending | sent | failed (MAIL_DELIVERY_STATUSES). */
    status: varchar('status', { length: STATUS_MAX }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('mail_deliveries_key_uq').on(t.key),
    index('mail_deliveries_unsent_idx').on(t.status, t.id).where(sql`${t.status} <> 'sent'`),
    check('mail_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type MailDeliveryRow = typeof mailDeliveries.$inferSelect;
