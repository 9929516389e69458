/** Notifications and one-to-one chat messages (SPEC §3 Notification, Message). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TITLE_MAX, NOTIFICATION_TYPE_MAX, URL_MAX } from '@jobhub/sdk/contract';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who caused it (the employer of a cv_viewed, the sender of a message); null for system ones. Used for abuse limits. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    notification_type: varchar('notification_type', { length: NOTIFICATION_TYPE_MAX }).notNull(),
    title: varchar('title', { length: NOTIFICATION_TITLE_MAX }).notNull(),
    message: text('message').notNull(),
    link: varchar('link', { length: URL_MAX }),
    object_id: integer('object_id'),
    icon: varchar('icon', { length: 100 }),
    is_read: boolean('is_read').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    // Unread list / count (recipient_id, is_read) and the full list (recipient_id, id desc).
    index('notifications_recipient_read_idx').on(t.recipient_id, t.is_read, t.id.desc()),
    index('notifications_recipient_idx').on(t.recipient_id, t.id.desc()),
    index('notifications_actor_idx').on(t.actor_id, t.notification_type, t.created_at),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    is_read: boolean('is_read').notNull().default(false),
    /**
     * Scam warning signals of an employer's message to a candidate (chat/scam-signals.ts,
     * CHAT_WARNING_SIGNALS), found on send; empty for ordinary messages.
     */
    warning_signals: text('warning_signals').array().notNull().default(sql`'{}'::text[]`),
    /** When the recipient reported the message to the admins (POST /api/messages/{id}/report/). */
    reported_at: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    // The admin's list of flagged conversations reads only the few flagged messages.
    index('messages_flagged_idx').on(t.id.desc()).where(sql`cardinality(${t.warning_signals}) > 0`),
    // One conversation = the unordered pair; pages walk it by id.
    index('messages_pair_idx').on(sql`least(${t.sender_id}, ${t.recipient_id})`, sql`greatest(${t.sender_id}, ${t.recipient_id})`, t.id.desc()),
    index('messages_recipient_read_idx').on(t.recipient_id, t.is_read, t.sender_id),
    index('messages_sender_idx').on(t.sender_id, t.recipient_id),
    check('messages_not_self', sql`${t.sender_id} <> ${t.recipient_id}`),
    check('messages_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
