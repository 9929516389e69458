import type { ActionResult, AsyncState, Notification, NotificationFilter, NotificationsStore } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useJobHub } from './jobhub-context';
import { useUnreadCount } from './use-unread-count';

/** What {@link useNotifications} gives: the store's values, read live, and its actions. */
export interface NotificationsView {
  /** Loaded notifications, newest first (pages appended, pushed ones prepended). */
  items: Notification[];
  unreadCount: number;
  /** The last list load: `loading`, `ready`, or `error` with its Vietnamese `message`. */
  state: AsyncState;
  filter: NotificationFilter;
  hasMore: boolean;
  /** Appends the next page ('Xem thêm'). */
  loadMore: NotificationsStore['loadMore'];
  /** Changes the filter ('all', 'unread', …) and reloads from page 1. */
  setFilter: NotificationsStore['setFilter'];
  /** Marks one read, optimistically (rolled back on failure; the result carries the message). */
  markRead(id: number): Promise<ActionResult>;
  markAllRead(): Promise<ActionResult>;
  /** Loads page 1 again. */
  reload(): Promise<void>;
}

/**
 * The signed-in user's notifications for a list of your own (headless: you render it), over the
 * SDK's notifications store, the same one the bell reads. While a component using it is mounted
 * the list counts as open: page 1 loads once, and a pushed notification is added on top without
 * reloading what the user scrolled through.
 *
 * @example
 * const { items, markRead, hasMore, loadMore } = useNotifications();
 * return <ul>{items.map((n) => <li key={n.id} onClick={() => markRead(n.id)}>{n.title}</li>)}</ul>;
 */
export function useNotifications(): NotificationsView {
  const { session, notifications: store } = useJobHub();
  const signedIn = session.status === 'authenticated';
  const items = useStore(store.$items);
  const state = useStore(store.$state);
  const filter = useStore(store.$filter);
  const hasMore = useStore(store.$hasMore);
  const unreadCount = useUnreadCount();

  useEffect(() => {
    if (!signedIn) return undefined;
    store.setDropdownOpen(true);
    return () => store.setDropdownOpen(false);
  }, [store, signedIn]);

  return {
    items,
    unreadCount,
    state,
    filter,
    hasMore,
    loadMore: store.loadMore,
    setFilter: store.setFilter,
    markRead: store.markRead,
    markAllRead: store.markAllRead,
    reload: store.loadFirstPage,
  };
}
