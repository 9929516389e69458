/**
 * Applications (CVs), interviews and the record of position_expired notices (API.md: Applications).
 *
 * Indexes follow the reads: the candidate's own list and daily count walk (user_id, created_at);
 * the post owner's list walks (post_id, created_at); the dashboard statistics count per post by
 * status and month from (post_id, status, created_at) without visiting the table.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  FILE_NAME_MAX,
  INTERVIEW_TITLE_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  SAVED_CV_NAME_MAX,
  STATUS_MAX,
  URL_MAX,
  type ApplicationStatus,
  type Interview,
} from '@jobhub/sdk/contract';
import { users } from './accounts';
import { posts } from './catalogue';

/** A CV file's kind: the values the file-type checks allow (repositories/cv-files.ts detects it). */
export type CvKind = 'pdf' | 'docx';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: PERSON_NAME_MAX }).notNull(),
    email: varchar('email', { length: EMAIL_MAX }).notNull(),
    phone_number: varchar('phone_number', { length: PHONE_MAX }).notNull(),
    description: text('description').notNull().default(''),
    /** Private storage key under UPLOAD_DIR (`private/cv/<random>.<pdf|docx>`); streamed only by GET /api/cv/{id}/file/. */
    cv_path: text('cv_path').notNull(),
    /** The name the candidate's file had (shown, used in Content-Disposition). */
    cv_file_name: varchar('cv_file_name', { length: 255 }).notNull(),
    cv_file_type: varchar('cv_file_type', { length: 8 }).$type<CvKind>().notNull(),
    status: varchar('status', { length: STATUS_MAX }).$type<ApplicationStatus>().notNull().default('pending'),
    is_viewed: boolean('is_viewed').notNull().default(false),
    viewed_at: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    note: text('note'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The employer's first answer: the first status change or interview they made (never the
     * system's). Kept once, so later changes do not move it; the company's response rate reads
     * it (repositories/response-stats.ts).
     */
    first_response_at: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('applications_post_user_unique').on(t.post_id, t.user_id),
    index('applications_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    index('applications_post_created_idx').on(t.post_id, t.created_at.desc(), t.id.desc()),
    index('applications_post_stats_idx').on(t.post_id, t.status, t.created_at),
    check('applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('applications_file_type_check', sql`${t.cv_file_type} in ('pdf', 'docx')`),
  ],
);

/**
 * The candidate's CV library (/profile): up to SAVED_CV_LIMIT files uploaded once, one of them the
 * default (a partial unique index keeps it to one). An application never points here: applying with
 * a saved CV copies its file to the application's own key, so renaming or deleting a saved CV
 * changes nothing an employer received.
 */
export const savedCvs = pgTable(
  'saved_cvs',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: SAVED_CV_NAME_MAX }).notNull(),
    /** Private storage key under UPLOAD_DIR (`private/cv/<random>.<pdf|docx>`). */
    cv_path: text('cv_path').notNull(),
    file_name: varchar('file_name', { length: FILE_NAME_MAX }).notNull(),
    file_type: varchar('file_type', { length: 8 }).$type<CvKind>().notNull(),
    size: integer('size').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('saved_cvs_user_idx').on(t.user_id, t.created_at.desc()),
    uniqueIndex('saved_cvs_one_default').on(t.user_id).where(sql`${t.is_default}`),
    check('saved_cvs_file_type_check', sql`${t.file_type} in ('pdf', 'docx')`),
  ],
);

export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: INTERVIEW_TITLE_MAX }).notNull(),
    interview_date: timestamp('interview_date', { withTimezone: true, mode: 'date' }).notNull(),
    location: varchar('location', { length: ADDRESS_MAX }),
    meeting_link: varchar('meeting_link', { length: URL_MAX }),
    note: text('note'),
    status: varchar('status', { length: STATUS_MAX }).$type<Interview['status']>().notNull().default('scheduled'),
    response_note: text('response_note'),
    created_at: createdAt(),
  },
  (t) => [
    index('interviews_application_idx').on(t.application_id, t.interview_date),
    check('interviews_status_check', sql`${t.status} in ('scheduled', 'accepted', 'declined', 'completed', 'cancelled')`),
  ],
);

/**
 * Applications a candidate sent per Vietnamese calendar day (the daily limit). Kept apart from the
 * applications rows because a withdrawn application is deleted, and it must still count: otherwise
 * withdraw-and-reapply would get around the limit.
 */
export const applicationDailyCounts = pgTable(
  'application_daily_counts',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);

/**
 * One row per post whose position_expired notice was written (the job's "once per post"), with the
 * deadline it was about: a post reopened with a later deadline is told again when that one passes.
 */
export const postExpiryNotices = pgTable('post_expiry_notices', {
  post_id: integer('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  deadline: date('deadline', { mode: 'string' }).notNull(),
  notified_at: timestamp('notified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ApplicationRecord = typeof applications.$inferSelect;
export type InterviewRecord = typeof interviews.$inferSelect;
