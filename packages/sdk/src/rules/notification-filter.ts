import { APPLICATION_NOTIFICATION_TYPES } from '../contract/notifications';

/** Notification page size (SPEC §9). */
export const NOTIFICATION_PAGE_SIZE = 10;

/** Employer notification filters (SPEC §4 Notification). */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'applications', 'system'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** Query parameters of GET /api/notifications for a filter. */
export interface NotificationFilterQuery {
  read?: 'false';
  type?: 'application' | 'system';
}

/**
 * The GET /api/notifications parameters of a filter (SPEC §7): all → none, unread → read=false,
 * applications → type=application, system → type=system.
 *
 * @example
 * notificationFilterQuery('unread'); // { read: 'false' }
 */
export function notificationFilterQuery(filter: NotificationFilter): NotificationFilterQuery {
  switch (filter) {
    case 'unread':
      return { read: 'false' };
    case 'applications':
      return { type: 'application' };
    case 'system':
      return { type: 'system' };
    default:
      return {};
  }
}

/**
 * Whether a notification belongs in the list under `filter` (the client-side mirror of the
 * query, used to prepend pushed notifications).
 *
 * @example
 * notificationMatchesFilter({ notification_type: 'cv_viewed', is_read: false }, 'applications'); // true
 */
export function notificationMatchesFilter(
  notification: { notification_type: string; is_read: boolean },
  filter: NotificationFilter,
): boolean {
  switch (filter) {
    case 'unread':
      return !notification.is_read;
    case 'applications':
      return (APPLICATION_NOTIFICATION_TYPES as readonly string[]).includes(notification.notification_type);
    case 'system':
      return notification.notification_type === 'system';
    default:
      return true;
  }
}
