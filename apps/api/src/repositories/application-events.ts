/**
 * Application timeline rows (db/schema/application-events.ts): writing an event, reading one
 * application's timeline and the companies that viewed a saved CV. SQL only; who may read what is
 * decided in routes/application-timeline.
 */
import { sql } from 'drizzle-orm';
import type { ApplicationEvent, ApplicationEventActor, ApplicationEventKind, ApplicationStatus, CvViewer } from '@jobhub/sdk/contract';
import type { applicationEvents } from '../db/schema/application-events';
import type { ApplicationRecord } from '../db/schema/applications';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import { publicFileUrl } from './files';
import { intArraySql, isoTimestamp, selectRows, type SqlExecutor } from './sql-rows';

export interface NewApplicationEvent {
  applicationId: number;
  kind: ApplicationEventKind;
  actor: ApplicationEventActor;
  status?: ApplicationStatus | null;
  message?: string | null;
  savedCvId?: number | null;
  at: Date;
}

/**
 * Writes one event; a once-per-application kind already written (ONCE_PER_APPLICATION_KINDS)
 * writes nothing. Returns whether a row was written (the first CV view notifies only then).
 * @example await recordApplicationEvent(tx, { applicationId: id, kind: 'sent', actor: 'candidate', at: now });
 */
export async function recordApplicationEvent(db: SqlExecutor, event: NewApplicationEvent): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into application_events (application_id, kind, actor, status, message, saved_cv_id, created_at)
      values (${event.applicationId}, ${event.kind}, ${event.actor}, ${event.status ?? null}, ${event.message ?? null},
        ${event.savedCvId ?? null}, ${event.at.toISOString()}::timestamptz)
      on conflict do nothing returning id`,
  );
  return rows.length > 0;
}

/** Links an application's `sent` event to the library CV it was kept as (a CV uploaded with save_cv). */
export async function linkSentEventToSavedCv(db: SqlExecutor, applicationId: number, savedCvId: number): Promise<void> {
  await db.execute(sql`update application_events set saved_cv_id = ${savedCvId} where application_id = ${applicationId} and kind = 'sent'`);
}

/** The application's events, oldest first. */
export async function listApplicationEvents(db: SqlExecutor, applicationId: number): Promise<ApplicationEvent[]> {
  const rows = await selectRows<ApplicationEvent & { created_at: unknown }>(
    db,
    sql`select id, kind, actor, status, message, created_at from application_events
      where application_id = ${applicationId} order by created_at, id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: isoTimestamp(row.created_at) }));
}

/**
 * Companies that viewed an application sent with the saved CV `savedCvId`, with the first view's
 * time, latest first.
 */
export async function listSavedCvViewers(db: SqlExecutor, savedCvId: number): Promise<CvViewer[]> {
  const rows = await selectRows<{
    application: ApplicationRecord['id'];
    enterprise: EnterpriseRecord['id'];
    enterprise_name: EnterpriseRecord['company_name'];
    logo: EnterpriseRecord['logo'];
    post_title: PostRecord['title'];
    viewed_at: (typeof applicationEvents.$inferSelect)['created_at'];
  }>(
    db,
    sql`select a.id as application, e.id as enterprise, e.company_name as enterprise_name, e.logo, p.title as post_title, v.created_at as viewed_at
      from application_events s
      join application_events v on v.application_id = s.application_id and v.kind = 'cv_viewed'
      join applications a on a.id = s.application_id
      join posts p on p.id = a.post_id join enterprises e on e.id = p.enterprise_id
      where s.saved_cv_id = ${savedCvId} and s.kind = 'sent'
      order by v.created_at desc, a.id desc`,
  );
  return rows.map((row) => ({
    application: Number(row.application),
    enterprise: Number(row.enterprise),
    enterprise_name: row.enterprise_name,
    enterprise_logo: publicFileUrl(row.logo),
    post_title: row.post_title,
    viewed_at: isoTimestamp(row.viewed_at),
  }));
}

/**
 * The events rows written without the routes still tell (migration 0031 does the same for
 * existing data): `sent`, the first view (viewed_at), the current status when reviewed, and each
 * interview. Used by the demo seed, which writes applications directly.
 */
export async function backfillApplicationEvents(db: SqlExecutor, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const ids = intArraySql(applicationIds);
  await db.execute(sql`insert into application_events (application_id, kind, actor, status, created_at)
    select id, 'sent', 'candidate', null, created_at from applications where id = any(${ids})
    union all select id, 'cv_viewed', 'employer', null, coalesce(viewed_at, updated_at) from applications where id = any(${ids}) and is_viewed
    union all select id, 'status_changed', 'employer', status, updated_at from applications where id = any(${ids}) and status <> 'pending'
    union all select application_id, 'interview_scheduled', 'employer', null, created_at from interviews where application_id = any(${ids})
    on conflict do nothing`);
}
