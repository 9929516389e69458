/**
 * The timeline of each application (issue 30): one row per thing that happened to it, written by
 * the code that made it happen (apply, first CV view, status change, interview, the follow-up
 * job's reminder and automatic close). `actor` tells an employer's response from what the system
 * did on its own, so the company response rate counts employers only.
 *
 * The partial unique index makes the one-off kinds happen once per application: the first CV view
 * and the follow-up job's claims (`insert … on conflict do nothing returning`) rely on it when two
 * requests or two API processes race.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { APPLICATION_EVENT_ACTORS, APPLICATION_EVENT_KINDS, STATUS_MAX } from '@jobhub/sdk/contract';
import { applications, savedCvs } from './applications';

/** Kinds that happen at most once per application (the others, status changes and interviews, repeat). */
export const ONCE_PER_APPLICATION_KINDS = ['sent', 'cv_viewed', 'employer_reminded', 'auto_closed'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    actor: varchar('actor', { length: 16 }).notNull(),
    /** The status after the event (status_changed, auto_closed). */
    status: varchar('status', { length: STATUS_MAX }),
    /** What the candidate reads (the auto-close's polite message); written by the API, never by a user. */
    message: text('message'),
    /** On `sent`: the library CV the application was sent with ("who viewed my CV"); null when uploaded only, or deleted since. */
    saved_cv_id: integer('saved_cv_id').references(() => savedCvs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.application_id, t.created_at, t.id),
    uniqueIndex('application_events_once').on(t.application_id, t.kind).where(sql`${t.kind} in (${inList(ONCE_PER_APPLICATION_KINDS)})`),
    index('application_events_saved_cv_idx').on(t.saved_cv_id).where(sql`${t.saved_cv_id} is not null`),
    check('application_events_kind_check', sql`${t.kind} in (${inList(APPLICATION_EVENT_KINDS)})`),
    check('application_events_actor_check', sql`${t.actor} in (${inList(APPLICATION_EVENT_ACTORS)})`),
  ],
);
