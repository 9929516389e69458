/**
 * Candidate and moderation side of the marketplace (API.md: Saved jobs, criteria, recommendations;
 * Job posts report; Enterprises approval): saved posts, one search criteria per candidate, post
 * reports and enterprise rejections.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCY_MAX, ALERT_PERIOD_MAX, CITY_MAX, EXPERIENCE_MAX, SCALE_MAX, STATUS_MAX, TYPE_WORKING_MAX, type AdminReport, type JobAlertFrequency } from '@jobhub/sdk/contract';
import { users } from './accounts';
import { enterprises, fields, positions, posts } from './catalogue';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const savedPosts = pgTable(
  'saved_posts',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    // One save per candidate and post; also serves "which of these page ids are saved".
    uniqueIndex('saved_posts_user_post_uq').on(t.user_id, t.post_id),
    index('saved_posts_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    index('saved_posts_post_idx').on(t.post_id),
  ],
);

/** "Tiêu chí tìm việc": one row per candidate; every criterion optional. */
export const criteria = pgTable(
  'criteria',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: varchar('city', { length: CITY_MAX }),
    experience: varchar('experience', { length: EXPERIENCE_MAX }),
    field_id: integer('field_id').references(() => fields.id, { onDelete: 'set null' }),
    position_id: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    scales: varchar('scales', { length: SCALE_MAX }).array().notNull().default(sql`'{}'::varchar[]`),
    type_working: varchar('type_working', { length: TYPE_WORKING_MAX }),
    salary_min: bigint('salary_min', { mode: 'number' }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Job alerts by e-mail: off | daily | weekly (JOB_ALERT_FREQUENCIES; jobs/job-alerts.ts). */
    alert_frequency: varchar('alert_frequency', { length: ALERT_FREQUENCY_MAX }).$type<JobAlertFrequency>().notNull().default('off'),
    /** Posts created after this are new for the next digest (set when alerts go on and at each digest). */
    alert_since: timestamp('alert_since', { withTimezone: true, mode: 'date' }),
    /** The last period (Vietnam date, or the Monday of a week) a digest was decided for: the claim. */
    alert_period: varchar('alert_period', { length: ALERT_PERIOD_MAX }),
  },
  (t) => [
    uniqueIndex('criteria_user_uq').on(t.user_id),
    index('criteria_alert_due_idx').on(t.alert_frequency, t.user_id).where(sql`${t.alert_frequency} <> 'off'`),
    check('criteria_alert_frequency_check', sql`${t.alert_frequency} in ('off', 'daily', 'weekly')`),
  ],
);

export const postReports = pgTable(
  'post_reports',
  {
    id: serial('id').primaryKey(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** open | taken_down | dismissed (REPORT_STATUSES). */
    status: varchar('status', { length: STATUS_MAX }).$type<AdminReport['status']>().notNull().default('open'),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('post_reports_post_reporter_uq').on(t.post_id, t.reporter_id),
    index('post_reports_status_created_idx').on(t.status, t.created_at.desc(), t.id.desc()),
    check('post_reports_status_check', sql`${t.status} in ('open', 'taken_down', 'dismissed')`),
  ],
);

/**
 * An admin's rejection of an enterprise (enterprises.is_active stays false). Pending = not
 * approved and not rejected; approving removes the row, so a rejected company can be approved later.
 */
export const enterpriseRejections = pgTable('enterprise_rejections', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  rejected_by: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export type SavedPostRecord = typeof savedPosts.$inferSelect;
export type CriteriaRecord = typeof criteria.$inferSelect;
export type PostReportRecord = typeof postReports.$inferSelect;
