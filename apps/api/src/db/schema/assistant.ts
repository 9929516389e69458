/** JobHub AI (API.md "JobHub AI"): each user's chat sessions with the assistant and their turns. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ASSISTANT_TITLE_MAX } from '@jobhub/sdk/contract';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: ASSISTANT_TITLE_MAX }).notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    /** The last turn's time (the sidebar's order). */
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('assistant_sessions_user_updated_idx').on(t.user_id, t.updated_at.desc(), t.id.desc())],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    /** The asker, kept on each turn for the per-user rate limit. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull(),
    /** Questions are bounded by the contract (ASSISTANT_MESSAGE_MAX); answers are the assistant's markdown. */
    content: text('content').notNull(),
    /** The open posts an answer cites, in order. */
    post_ids: integer('post_ids').array().notNull().default(sql`'{}'::integer[]`),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_session_idx').on(t.session_id, t.id),
    index('assistant_messages_user_role_created_idx').on(t.user_id, t.role, t.created_at),
    check('assistant_messages_role', sql`${t.role} in ('user', 'assistant')`),
  ],
);

export type AssistantSessionRow = typeof assistantSessions.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
