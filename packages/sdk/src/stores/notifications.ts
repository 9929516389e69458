import { onMount, type ReadableAtom } from 'nanostores';
import { createNotificationsApi } from '../api/notifications';
import type { Notification } from '../contract/notifications';
import type { NotificationFilter } from '../rules/notification-filter';
import type { ActionResult, AsyncState } from './async-state';
import type { JobHubClient } from './client';
import { createNotificationFrames } from './notifications/notification-frames';
import { createNotificationList } from './notifications/notification-list';
import { createNotificationReads } from './notifications/notification-reads';
import type { Realtime } from './realtime';

/** The notification list, unread count and their actions (SPEC §2 dropdown, §4 Notification). */
export interface NotificationsStore {
  /** Loaded notifications, newest first (pages appended, pushed ones prepended, ids unique). */
  readonly $items: ReadableAtom<Notification[]>;
  /** Unread count; mounting it fetches the count and listens to the socket. Never below 0. */
  readonly $unreadCount: ReadableAtom<number>;
  /**
   * True once the server has answered the unread count: until then `$unreadCount` is a
   * placeholder 0, not the user's count (a page told "0 unread" would hide its badge for nothing).
   */
  readonly $unreadCountLoaded: ReadableAtom<boolean>;
  /** State of the last list load; errors carry 'Không thể tải thông báo' (or the server's message). */
  readonly $state: ReadableAtom<AsyncState>;
  readonly $filter: ReadableAtom<NotificationFilter>;
  /** The last loaded page (0 before the first). */
  readonly $page: ReadableAtom<number>;
  /** More pages exist while page < total_pages. */
  readonly $hasMore: ReadableAtom<boolean>;
  /** Loads page 1 (10 items) of the current filter, replacing the list. */
  loadFirstPage(): Promise<void>;
  /** Appends the next page; does nothing without more pages or while loading. */
  loadMore(): Promise<void>;
  /** Changes the filter and reloads from page 1. */
  setFilter(filter: NotificationFilter): Promise<void>;
  /** Marks one read: optimistic (count −1, not below 0), rolled back on failure. */
  markRead(id: number): Promise<ActionResult>;
  /** Marks all read: optimistic (count 0), rolled back on failure. */
  markAllRead(): Promise<ActionResult>;
  /** Fetches the unread count. */
  refreshUnreadCount(): Promise<ActionResult>;
  /**
   * Tells the store whether the dropdown is open: opening loads page 1 until a first page has
   * loaded (items pushed before that are not the history, so they do not count).
   */
  setDropdownOpen(open: boolean): void;
}

/**
 * Creates the notification store of a client. Lazy: while `$items` or `$unreadCount` has a
 * subscriber it listens to the socket. A pushed notification refreshes the unread count,
 * prepends the item (when it fits the filter and is new) and, while the dropdown is closed,
 * reloads the list. After a reconnect it refreshes the count and the first page.
 *
 * @param client - A `createClient()` client.
 * @param realtime - The client's `createRealtime()` connection.
 * @example
 * const notifications = createNotificationsStore(client, realtime);
 * notifications.$unreadCount.subscribe((n) => (badge.textContent = formatBadge(n, BELL_BADGE_CAP)));
 */
export function createNotificationsStore(
  client: Pick<JobHubClient, 'http' | 'logger'>,
  realtime: Pick<Realtime, 'onNotification' | 'onResync' | 'onReadChange' | 'shareReadChange'>,
): NotificationsStore {
  const api = createNotificationsApi(client);
  const list = createNotificationList(api, client.logger);
  const { $items, $unreadCount, $state, $page, $hasMore } = list;
  const listen = createNotificationFrames(list, realtime);
  onMount($unreadCount, () => {
    void list.refreshUnreadCount();
    return listen();
  });
  onMount($items, () => listen());

  return {
    $items,
    $unreadCount,
    $unreadCountLoaded: list.$unreadCountLoaded,
    $state,
    $filter: list.$filter,
    $page,
    $hasMore,
    loadFirstPage: list.loadFirstPage,
    async loadMore() {
      if (!$hasMore.get() || $state.get().status === 'loading') return;
      await list.loadPage($page.get() + 1, 'append');
    },
    async setFilter(filter) {
      list.$filter.set(filter);
      $items.set([]);
      $page.set(0);
      $hasMore.set(false);
      await list.loadFirstPage();
    },
    ...createNotificationReads(list, api, realtime),
    refreshUnreadCount: list.refreshUnreadCount,
    setDropdownOpen(open) {
      list.dropdownOpen = open;
      if (open && $page.get() === 0 && $state.get().status !== 'loading') void list.loadFirstPage();
    },
  };
}
