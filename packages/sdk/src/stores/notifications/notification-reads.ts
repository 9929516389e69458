import type { NotificationsApi } from '../../api/notifications';
import { MSG_MARK_ALL_READ_FAILED, MSG_MARK_READ_FAILED } from '../../rules/error-catalogue';
import { errorMessage } from '../../rules/error-message';
import type { ActionResult } from '../async-state';
import type { Realtime } from '../realtime';
import type { NotificationList } from './notification-list';

/** Marking notifications read: optimistic, rolled back on failure, shared with the user's other tabs. */
export function createNotificationReads(list: NotificationList, api: NotificationsApi, realtime: Pick<Realtime, 'shareReadChange'>) {
  const { $items, $unreadCount } = list;
  return {
    async markRead(id: number): Promise<ActionResult> {
      const item = $items.get().find((candidate) => candidate.id === id);
      if (item?.is_read) return { ok: true };
      if (item) {
        list.setItem(id, true);
        list.setCount($unreadCount.get() - 1);
      }
      try {
        await api.markRead(id);
        realtime.shareReadChange({ kind: 'notification', id });
        if (!item) await list.refreshUnreadCount();
        return { ok: true };
      } catch (error) {
        if (item) {
          list.setItem(id, false);
          list.setCount($unreadCount.get() + 1);
        }
        return { ok: false, message: errorMessage(error, MSG_MARK_READ_FAILED), error };
      }
    },
    async markAllRead(): Promise<ActionResult> {
      const items = $items.get();
      const count = $unreadCount.get();
      $items.set(items.map((item) => (item.is_read ? item : { ...item, is_read: true })));
      list.setCount(0);
      try {
        await api.markAllRead();
        realtime.shareReadChange({ kind: 'all-notifications' });
        return { ok: true };
      } catch (error) {
        $items.set(items);
        list.setCount(count);
        return { ok: false, message: errorMessage(error, MSG_MARK_ALL_READ_FAILED), error };
      }
    },
  };
}
