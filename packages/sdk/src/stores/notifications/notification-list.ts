import { atom, type WritableAtom } from 'nanostores';
import type { NotificationsApi } from '../../api/notifications';
import type { Notification } from '../../contract/notifications';
import type { Logger } from '../../lib/logger';
import { MSG_NOTIFICATIONS_LOAD_FAILED, MSG_UNREAD_COUNT_FAILED } from '../../rules/error-catalogue';
import { errorMessage } from '../../rules/error-message';
import { NOTIFICATION_PAGE_SIZE, notificationFilterQuery, type NotificationFilter } from '../../rules/notification-filter';
import type { ActionResult, AsyncState } from '../async-state';

/** The notification store's state and its loads, shared by the socket listeners and the read actions. */
export interface NotificationList {
  readonly $items: WritableAtom<Notification[]>;
  readonly $unreadCount: WritableAtom<number>;
  readonly $unreadCountLoaded: WritableAtom<boolean>;
  readonly $state: WritableAtom<AsyncState>;
  readonly $filter: WritableAtom<NotificationFilter>;
  readonly $page: WritableAtom<number>;
  readonly $hasMore: WritableAtom<boolean>;
  /** Whether the dropdown is open (the store's `setDropdownOpen`). */
  dropdownOpen: boolean;
  /** Ids pushed while a replacing load is in flight: its answer may predate them. */
  readonly pushedDuringLoad: Set<number>;
  /** Sets the unread count, never below 0. */
  setCount(count: number): void;
  /** Sets one item's `is_read`. */
  setItem(id: number, isRead: boolean): void;
  /** Loads a page of the current filter: replacing the list, appended, or new items prepended. Only the latest load lands. */
  loadPage(page: number, merge: 'replace' | 'append' | 'prepend'): Promise<void>;
  loadFirstPage(): Promise<void>;
  /** Whether a list load has started since the store was made. */
  loaded(): boolean;
  refreshUnreadCount(): Promise<ActionResult>;
}

export function createNotificationList(api: NotificationsApi, logger: Logger): NotificationList {
  const $items = atom<Notification[]>([]);
  const $unreadCount = atom(0);
  const $unreadCountLoaded = atom(false);
  const $state = atom<AsyncState>({ status: 'idle' });
  const $filter = atom<NotificationFilter>('all');
  const $page = atom(0);
  const $hasMore = atom(false);
  const pushedDuringLoad = new Set<number>();
  let sequence = 0;

  const setCount = (count: number) => $unreadCount.set(Math.max(0, count));

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

  return {
    $items,
    $unreadCount,
    $unreadCountLoaded,
    $state,
    $filter,
    $page,
    $hasMore,
    dropdownOpen: false,
    pushedDuringLoad,
    setCount,
    setItem: (id, isRead) => $items.set($items.get().map((item) => (item.id === id ? { ...item, is_read: isRead } : item))),
    loadPage,
    loadFirstPage: () => loadPage(1, 'replace'),
    loaded: () => $state.get().status !== 'idle',
    async refreshUnreadCount() {
      try {
        setCount(await api.unreadCount());
        $unreadCountLoaded.set(true);
        return { ok: true };
      } catch (error) {
        logger.warn('unread notification count failed', error);
        return { ok: false, message: errorMessage(error, MSG_UNREAD_COUNT_FAILED), error };
      }
    },
  };
}
