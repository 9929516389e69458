/**
 * Premium (API.md, Premium and payments): the history of each user's Premium periods. The current
 * state stays on `users` (`is_premium`, `premium_expiry`); a period is active while it is open.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const premiumHistory = pgTable(
  'premium_history',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a period granted outside a recorded purchase (seed data, a manual grant). */
    start_date: timestamptz('start_date'),
    /** The expiry the period had. */
    end_date: timestamptz('end_date'),
    is_active: boolean('is_active').notNull().default(true),
    /** When the user (or the client's automatic cancel of an expired Premium) ended it. */
    cancelled_at: timestamptz('cancelled_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one open period per user: a purchase extends it, a cancel closes it.
    uniqueIndex('premium_history_active_user_uq').on(t.user_id).where(sql`${t.is_active}`),
    index('premium_history_user_created_idx').on(t.user_id, t.created_at.desc()),
  ],
);
