/**
 * The one way to notify a user: writes the notification row and pushes it to the recipient's
 * sockets on every API process as the API.md frame
 * `{type: <notification_type>, id, title, message, link, object_id, is_read, created_at}`.
 *
 * Call it after your transaction committed (a frame for a row that was rolled back would point to
 * nothing). Inside a transaction, use `insertNotification(tx, …)` and, after commit,
 * `publishNotification(app, row)`.
 */
import type { Notification, NotificationType } from '@jobhub/sdk/contract';
import type { NotificationRow } from '../db/schema/realtime';
import type { Realtime } from '../plugins/realtime';
import {
  insertNotification,
  insertNotificationForAll,
  toNotification,
  toNotificationFrame,
  type NewNotification,
} from '../repositories/notifications';
import type { CatalogueDb as Database } from '../repositories/sql-rows';

/** What notify needs; a FastifyInstance (`app`) fits. */
export interface NotifyDeps {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
}

export interface NotifyInput {
  recipientId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** Site path to open on click; null lets the client derive it from type and object_id (SPEC §9). */
  link?: string | null;
  objectId?: number | null;
  icon?: string | null;
  /** The user who caused it (employer, sender); recorded for abuse limits, never shown. */
  actorId?: number | null;
}

/**
 * Stores a notification and pushes it to the recipient's sockets. Delivery failures are logged,
 * never thrown: the row is there for the next fetch.
 * @example await notify(app, { recipientId: cv.user_id, type: 'cv_status_changed', title: 'Hồ sơ đã được duyệt', message: post.title, objectId: cv.id });
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<Notification> {
  const row = await insertNotification(deps.db, input satisfies NewNotification);
  await publishNotification(deps, row);
  return toNotification(row);
}

/** Pushes a stored notification (see the module note about transactions). */
export async function publishNotification(deps: Pick<NotifyDeps, 'realtime'>, row: NotificationRow): Promise<void> {
  await deps.realtime.publish(row.recipient_id, toNotificationFrame(row));
}

/**
 * One notification for every active, non-banned user (system broadcast); returns how many.
 * @example await notifyAll(app, { type: 'system', title: 'Bảo trì', message: 'JobHub bảo trì lúc 23:00.' });
 */
export async function notifyAll(deps: NotifyDeps, input: Omit<NotifyInput, 'recipientId'>): Promise<number> {
  const rows = await insertNotificationForAll(deps.db, input);
  await Promise.all(rows.map((row) => publishNotification(deps, row)));
  return rows.length;
}

export { insertNotification };
