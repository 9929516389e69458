/** Notifications: SQL only (rules live in services/notify.ts and routes/notifications). */
import { APPLICATION_NOTIFICATION_TYPES, SiteLinkSchema, type Notification, type NotificationFrame, type NotificationListQuery, type Page } from '@jobhub/sdk/contract';
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import { users } from '../db/schema/accounts';
import { notifications, type NotificationRow } from '../db/schema/realtime';
import { isoTimestamp, pageCount, type CatalogueDb as Database } from './sql-rows';

export interface NewNotification {
  recipientId: number;
  type: string;
  title: string;
  message: string;
  link?: string | null;
  objectId?: number | null;
  icon?: string | null;
  /** The user who caused it (for abuse limits); null/omitted for system notifications. */
  actorId?: number | null;
}

function values(input: NewNotification, recipientId: number) {
  return {
    recipient_id: recipientId,
    actor_id: input.actorId ?? null,
    notification_type: input.type,
    title: input.title,
    message: input.message,
    // Every stored link passes the contract's same-site rule; a bad one is a bug of the caller (throws).
    link: input.link ? z.parse(SiteLinkSchema, input.link) || null : null,
    object_id: input.objectId ?? null,
    icon: input.icon ?? null,
  };
}

export async function insertNotification(db: Database, input: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values(input, input.recipientId)).returning();
  return row as NotificationRow;
}

/** Several notifications in one statement (job-alert digests); returns the rows. */
export async function insertNotifications(db: Database, inputs: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (inputs.length === 0) return [];
  return (await db
    .insert(notifications)
    .values(inputs.map((input) => values(input, input.recipientId)))
    .returning()) as NotificationRow[];
}

/** One notification per active, non-banned user, in one statement. Returns the rows. */
export async function insertNotificationForAll(db: Database, input: Omit<NewNotification, 'recipientId'>): Promise<NotificationRow[]> {
  const v = values({ ...input, recipientId: 0 }, 0);
  const rows = await db.execute(sql`
    insert into ${notifications} (recipient_id, actor_id, notification_type, title, message, link, object_id, icon)
    select u.id, ${v.actor_id}::int, ${v.notification_type}, ${v.title}, ${v.message}, ${v.link}::varchar, ${v.object_id}::int, ${v.icon}::varchar
    from ${users} u where u.is_active and not u.is_banned
    returning id, recipient_id, notification_type, title, message, link, object_id, icon, is_read, created_at`);
  const list = (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])) as Array<Omit<NotificationRow, 'actor_id'>>;
  return list.map((row) => ({ ...row, actor_id: v.actor_id, created_at: new Date(isoTimestamp(row.created_at)) }));
}

/** API shape (SPEC §3). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    notification_type: row.notification_type,
    title: row.title,
    message: row.message,
    link: row.link,
    object_id: row.object_id,
    is_read: row.is_read,
    created_at: isoTimestamp(row.created_at),
    icon: row.icon,
  };
}

/** WebSocket frame (API.md): the API shape with the notification type as `type` and no icon. */
export function toNotificationFrame(row: NotificationRow): NotificationFrame {
  const { notification_type: type, icon: _icon, ...fields } = toNotification(row);
  return { type, ...fields };
}

function listFilter(userId: number, query: Pick<NotificationListQuery, 'read' | 'type'>): SQL {
  const conditions: SQL[] = [eq(notifications.recipient_id, userId)];
  if (query.read !== undefined) conditions.push(eq(notifications.is_read, query.read));
  if (query.type === 'application') conditions.push(inArray(notifications.notification_type, [...APPLICATION_NOTIFICATION_TYPES]));
  if (query.type === 'system') conditions.push(eq(notifications.notification_type, 'system'));
  return and(...conditions)!;
}

/** The user's notifications, newest first. */
export async function listNotifications(db: Database, userId: number, query: NotificationListQuery): Promise<Page<Notification>> {
  const where = listFilter(userId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    results: (rows as NotificationRow[]).map(toNotification),
    total: totalCount,
    page: query.page,
    total_pages: pageCount(totalCount, query.page_size),
    page_size: query.page_size,
  };
}

export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipient_id, userId), eq(notifications.is_read, false)));
  return Number(row?.value ?? 0);
}

/** One notification of the user (null when missing or someone else's). */
export async function findOwnNotification(db: Database, userId: number, id: number): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipient_id, userId)))
    .limit(1);
  return (row as NotificationRow | undefined) ?? null;
}

/** Marks one own notification read; false when it is not the user's (or missing). */
export async function markNotificationRead(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipient_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.recipient_id, userId), eq(notifications.is_read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** How many notifications of `type` the actor caused since `since` (abuse limit). */
export async function countNotificationsByActor(db: Database, actorId: number, type: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.actor_id, actorId), eq(notifications.notification_type, type), gte(notifications.created_at, since)));
  return Number(row?.value ?? 0);
}

/** An earlier notification with the same actor, recipient, type and object (idempotent creates). */
export async function findSameNotification(
  db: Database,
  input: { actorId: number; recipientId: number; type: string; objectId: number },
): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.actor_id, input.actorId),
        eq(notifications.recipient_id, input.recipientId),
        eq(notifications.notification_type, input.type),
        eq(notifications.object_id, input.objectId),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(1);
  return (row as NotificationRow | undefined) ?? null;
}
