/**
 * Premium (API.md, Premium and payments): the packages on sale (seeded by the migration), the
 * payments (one row per vnp_TxnRef) and the history of each user's Premium periods. The current
 * state stays on `users` (`is_premium`, `premium_expiry`); a period is active while it is open.
 */
import { PAYMENT_TXN_REF_MAX, PREMIUM_PACKAGE_NAME_MAX, ROLE_MAX, STATUS_MAX, type PaymentStatus } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, primaryKey, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A Premium package for one role, with the limits every Premium gate reads (services/premium-limits.ts). */
export const premiumPackages = pgTable(
  'premium_packages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: PREMIUM_PACKAGE_NAME_MAX }).notNull(),
    role: varchar('role', { length: ROLE_MAX }).notNull(),
    /** Integer VND; the only source of a payment's amount. */
    price: integer('price').notNull(),
    duration_days: integer('duration_days').notNull(),
    /** Live job posts at once (employers). */
    max_job_posts: integer('max_job_posts').notNull().default(0),
    /** Applications whose contact details the employer may open per Vietnamese day. */
    max_cv_views_per_day: integer('max_cv_views_per_day').notNull().default(0),
    /** Applications a candidate may send per Vietnamese day. */
    daily_job_application_limit: integer('daily_job_application_limit').notNull().default(0),
    can_view_submitted_cvs: boolean('can_view_submitted_cvs').notNull().default(false),
    /** Higher ranks the company's posts first in search. */
    priority: integer('priority').notNull().default(0),
    /** Vietnamese feature lines shown on the Premium page. */
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('premium_packages_role_check', sql`${t.role} in ('candidate', 'employer')`),
    check('premium_packages_price_check', sql`${t.price} > 0 and ${t.duration_days} > 0`),
    uniqueIndex('premium_packages_name_uq').on(t.name),
  ],
);

/** One payment attempt: created by a purchase, settled once by the first verified callback. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    txn_ref: varchar('txn_ref', { length: PAYMENT_TXN_REF_MAX }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    package_id: integer('package_id')
      .notNull()
      .references(() => premiumPackages.id),
    /** Integer VND, copied from the package when the purchase was made. */
    amount: integer('amount').notNull(),
    /** pending → paid | failed | cancelled; paid → refunded. */
    status: varchar('status', { length: STATUS_MAX }).$type<PaymentStatus>().notNull().default('pending'),
    /** vnp_ResponseCode of the settling callback. */
    response_code: varchar('response_code', { length: STATUS_MAX }),
    /** vnp_TransactionNo of the settling callback. */
    transaction_no: varchar('transaction_no', { length: PAYMENT_TXN_REF_MAX }),
    bank_code: varchar('bank_code', { length: STATUS_MAX }),
    /** The Premium expiry this payment set. */
    premium_until: timestamptz('premium_until'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    settled_at: timestamptz('settled_at'),
    refunded_at: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('payments_txn_ref_uq').on(t.txn_ref),
    index('payments_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('payments_status_created_idx').on(t.status, t.created_at.desc()),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`),
  ],
);

export const premiumHistory = pgTable(
  'premium_history',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a period granted outside a recorded purchase (seed data, a manual grant). */
    package_id: integer('package_id').references(() => premiumPackages.id),
    payment_id: integer('payment_id').references(() => payments.id),
    /** Integer VND paid for the period (null without a purchase). */
    price: integer('price'),
    /** Null for a period granted outside a recorded purchase (seed data, a manual grant). */
    start_date: timestamptz('start_date'),
    /** The expiry the period had. */
    end_date: timestamptz('end_date'),
    is_active: boolean('is_active').notNull().default(true),
    /** When the user (or the client's automatic cancel of an expired Premium) ended it. */
    cancelled_at: timestamptz('cancelled_at'),
    /** Why the period ended early: 'cancelled' (the user), 'refunded' (an admin), 'extended' (a later purchase took over). */
    end_reason: text('end_reason'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one open period per user: a purchase extends it, a cancel closes it.
    uniqueIndex('premium_history_active_user_uq').on(t.user_id).where(sql`${t.is_active}`),
    index('premium_history_user_created_idx').on(t.user_id, t.created_at.desc()),
  ],
);

/**
 * Applications whose contact details an employer opened, one row per Vietnamese day: the package's
 * max_cv_views_per_day counts the distinct applications of the day (opening one again is free).
 */
export const cvContactViews = pgTable(
  'cv_contact_views',
  {
    employer_id: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.employer_id, t.day, t.application_id] })],
);
