import { atom, onMount, type ReadableAtom } from 'nanostores';
import { createNotificationsApi } from '../api/notifications';
import type { Notification } from '../contract/notifications';
import type { NotificationFrame } from '../contract/realtime';
import { createRefCount } from '../lib/ref-count';
import {
  MSG_MARK_ALL_READ_FAILED,
  MSG_MARK_READ_FAILED,
  MSG_NOTIFICATIONS_LOAD_FAILED,
  MSG_UNREAD_COUNT_FAILED,
} from '../rules/error-catalogue';
import { errorMessage } from '../rules/error-message';
import {
  NOTIFICATION_PAGE_SIZE,
  notificationFilterQuery,
  notificationMatchesFilter,
  type NotificationFilter,
} from '../rules/notification-filter';
import type { ActionResult, AsyncState } from './async-state';
import type { JobHubClient } from './client';
import type { ReadChange, Realtime } from './realtime';

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

function fromFrame(frame: NotificationFrame): Notification {
  const { type, ...rest } = frame;
  return { ...rest, notification_type: type, icon: null };
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
  const $items = atom<Notification[]>([]);
  const $unreadCount = atom(0);
  const $unreadCountLoaded = atom(false);
  const $state = atom<AsyncState>({ status: 'idle' });
  const $filter = atom<NotificationFilter>('all');
  const $page = atom(0);
  const $hasMore = atom(false);
  let sequence = 0;
  let dropdownOpen = false;
  /** Ids pushed while a replacing load is in flight: its answer may predate them. */
  const pushedDuringLoad = new Set<number>();

  const setCount = (count: number) => $unreadCount.set(Math.max(0, count));
  const setItem = (id: number, isRead: boolean) =>
    $items.set($items.get().map((item) => (item.id === id ? { ...item, is_read: isRead } : item)));

  async function loadPage(page: number, merge: 'replace' | 'append' | 'prepend'): Promise<void> {
    const id = ++sequence;
    if (merge === 'replace') pushedDuringLoad.clear();
    $state.set({ status: 'loading' });
    try {
      const data = await api.list({ page, page_size: NOTIFICATION_PAGE_SIZE, ...notificationFilterQuery($filter.get()) });
      if (id !== sequence) return;
      const current = merge === 'replace' ? $items.get().filter((item) => pushedDuringLoad.has(item.id)) : $items.get();
      if (merge === 'replace') pushedDuringLoad.clear();
      const known = new Set(current.map((item) => item.id));
      const fresh = data.results.filter((item) => !known.has(item.id));
      $items.set(merge === 'prepend' ? [...fresh, ...current] : [...current, ...fresh]);
      if (merge !== 'prepend') {
        $page.set(data.page);
        $hasMore.set(data.page < data.total_pages);
      }
      $state.set({ status: 'ready', data: undefined });
    } catch (error) {
      if (id === sequence) $state.set({ status: 'error', message: errorMessage(error, MSG_NOTIFICATIONS_LOAD_FAILED), error });
    }
  }

  async function refreshUnreadCount(): Promise<ActionResult> {
    try {
      setCount(await api.unreadCount());
      $unreadCountLoaded.set(true);
      return { ok: true };
    } catch (error) {
      client.logger.warn('unread notification count failed', error);
      return { ok: false, message: errorMessage(error, MSG_UNREAD_COUNT_FAILED), error };
    }
  }

  const loadFirstPage = () => loadPage(1, 'replace');
  const loaded = () => $state.get().status !== 'idle';

  function onNotification(frame: NotificationFrame): void {
    void refreshUnreadCount();
    const item = fromFrame(frame);
    const items = $items.get();
    if (notificationMatchesFilter(item, $filter.get()) && !items.some((known) => known.id === item.id)) {
      $items.set([item, ...items]);
      if ($state.get().status === 'loading') pushedDuringLoad.add(item.id);
    }
    if (!dropdownOpen && loaded()) void loadFirstPage();
  }

  function onResync(): void {
    void refreshUnreadCount();
    if (!loaded()) return;
    // Closed: reload; open: keep what the user scrolled through and add what was missed on top.
    void (dropdownOpen ? loadPage(1, 'prepend') : loadFirstPage());
  }

  /**
   * Another tab of the user marked read, and the server accepted it: the items this tab holds
   * follow, and the count comes from the server (it is the truth, and this tab may not hold them all).
   */
  function onReadChange(change: ReadChange): void {
    if (change.kind === 'notification') setItem(change.id, true);
    else if (change.kind === 'all-notifications') $items.set($items.get().map((item) => (item.is_read ? item : { ...item, is_read: true })));
    else return;
    void refreshUnreadCount();
  }

  const listen = createRefCount(() => {
    const offNotification = realtime.onNotification(onNotification);
    const offResync = realtime.onResync(onResync);
    const offReadChange = realtime.onReadChange(onReadChange);
    return () => {
      offNotification();
      offResync();
      offReadChange();
    };
  });
  onMount($unreadCount, () => {
    void refreshUnreadCount();
    return listen();
  });
  onMount($items, () => listen());

  return {
    $items,
    $unreadCount,
    $unreadCountLoaded,
    $state,
    $filter,
    $page,
    $hasMore,
    loadFirstPage,
    async loadMore() {
      if (!$hasMore.get() || $state.get().status === 'loading') return;
      await loadPage($page.get() + 1, 'append');
    },
    async setFilter(filter) {
      $filter.set(filter);
      $items.set([]);
      $page.set(0);
      $hasMore.set(false);
      await loadFirstPage();
    },
    async markRead(id) {
      const item = $items.get().find((candidate) => candidate.id === id);
      if (item?.is_read) return { ok: true };
      if (item) {
        setItem(id, true);
        setCount($unreadCount.get() - 1);
      }
      try {
        await api.markRead(id);
        realtime.shareReadChange({ kind: 'notification', id });
        if (!item) await refreshUnreadCount();
        return { ok: true };
      } catch (error) {
        if (item) {
          setItem(id, false);
          setCount($unreadCount.get() + 1);
        }
        return { ok: false, message: errorMessage(error, MSG_MARK_READ_FAILED), error };
      }
    },
    async markAllRead() {
      const items = $items.get();
      const count = $unreadCount.get();
      $items.set(items.map((item) => (item.is_read ? item : { ...item, is_read: true })));
      setCount(0);
      try {
        await api.markAllRead();
        realtime.shareReadChange({ kind: 'all-notifications' });
        return { ok: true };
      } catch (error) {
        $items.set(items);
        setCount(count);
        return { ok: false, message: errorMessage(error, MSG_MARK_ALL_READ_FAILED), error };
      }
    },
    refreshUnreadCount,
    setDropdownOpen(open) {
      dropdownOpen = open;
      if (open && $page.get() === 0 && $state.get().status !== 'loading') void loadFirstPage();
    },
  };
}
