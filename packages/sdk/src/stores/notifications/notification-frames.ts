import type { Notification } from '../../contract/notifications';
import type { NotificationFrame } from '../../contract/realtime';
import { createRefCount } from '../../lib/ref-count';
import { subscribeAll } from '../../lib/subscribe-all';
import { notificationMatchesFilter } from '../../rules/notification-filter';
import type { ReadChange, Realtime } from '../realtime';
import type { NotificationList } from './notification-list';

function fromFrame(frame: NotificationFrame): Notification {
  const { type, ...rest } = frame;
  return { ...rest, notification_type: type, icon: null };
}

/**
 * Listens to the socket while held; returns `listen` (acquire, giving the release). A pushed
 * notification refreshes the unread count, prepends the item (when it fits the filter and is new)
 * and, while the dropdown is closed, reloads the list. After a reconnect it refreshes the count
 * and the first page.
 */
export function createNotificationFrames(
  list: NotificationList,
  realtime: Pick<Realtime, 'onNotification' | 'onResync' | 'onReadChange'>,
): () => () => void {
  const { $items, $state, $filter } = list;

  function onNotification(frame: NotificationFrame): void {
    void list.refreshUnreadCount();
    const item = fromFrame(frame);
    const items = $items.get();
    if (notificationMatchesFilter(item, $filter.get()) && !items.some((known) => known.id === item.id)) {
      $items.set([item, ...items]);
      if ($state.get().status === 'loading') list.pushedDuringLoad.add(item.id);
    }
    if (!list.dropdownOpen && list.loaded()) void list.loadFirstPage();
  }

  function onResync(): void {
    void list.refreshUnreadCount();
    if (!list.loaded()) return;
    // Closed: reload; open: keep what the user scrolled through and add what was missed on top.
    void (list.dropdownOpen ? list.loadPage(1, 'prepend') : list.loadFirstPage());
  }

  /**
   * Another tab of the user marked read, and the server accepted it: the items this tab holds
   * follow, and the count comes from the server (it is the truth, and this tab may not hold them all).
   */
  function onReadChange(change: ReadChange): void {
    if (change.kind === 'notification') list.setItem(change.id, true);
    else if (change.kind === 'all-notifications') $items.set($items.get().map((item) => (item.is_read ? item : { ...item, is_read: true })));
    else return;
    void list.refreshUnreadCount();
  }

  return createRefCount(() =>
    subscribeAll(
      () => realtime.onNotification(onNotification),
      () => realtime.onResync(onResync),
      () => realtime.onReadChange(onReadChange),
    ),
  );
}
