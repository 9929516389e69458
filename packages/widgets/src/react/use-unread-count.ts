import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useJobHub } from './jobhub-context';

/** Read while nobody is signed in, so that no count is asked for without a user. */
const NONE = atom(0);

/** Which unread count {@link useUnreadCount} reads. */
export type UnreadKind = 'notifications' | 'messages';

/**
 * The signed-in user's unread count, live: notifications (the bell's badge, default) or chat
 * messages. The first reader fetches it and listens to the socket; 0 while signed out.
 * Format it with `formatBadge(count, BELL_BADGE_CAP)` from `@jobhub/sdk` ('9+').
 *
 * @param kind - 'notifications' (default) or 'messages'.
 * @example
 * const unread = useUnreadCount();
 * return <a href="/notifications">Thông báo {unread > 0 && <b>{formatBadge(unread, BELL_BADGE_CAP)}</b>}</a>;
 */
export function useUnreadCount(kind: UnreadKind = 'notifications'): number {
  const { session, notifications, chat } = useJobHub();
  const store = kind === 'messages' ? chat.$unreadTotal : notifications.$unreadCount;
  return useStore(session.status === 'authenticated' ? store : NONE);
}
