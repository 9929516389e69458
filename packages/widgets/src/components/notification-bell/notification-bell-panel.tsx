import { BELL_BADGE_CAP, type Notification, type NotificationsStore, type Role } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useDropdown } from '../../hooks/use-dropdown';
import { lazyModule, useLazyModule } from '../../hooks/use-lazy-module';
import { HeaderDropdown } from '../header-dropdown/header-dropdown';
import { LazyDropdownNotice } from '../header-dropdown/lazy-dropdown-notice';
import { NOTIFICATION_BELL_TEXTS } from '../../i18n/texts/notification-bell';
import { useWidgetTexts } from '../../i18n/widget-texts';
import type { RenderNotificationItem } from './notification-item';

/** Options shared by every way of showing the bell (React component, `mount`, custom element). */
export interface NotificationBellWidgetOptions {
  /** The notifications store of the signed-in user (`createNotificationsStore(client, realtime)`); keep it stable. */
  notifications: NotificationsStore;
  /** Role of the signed-in user: picks the SPEC §9 click targets. Default 'candidate'. */
  role?: Role | undefined;
  /**
   * Called after a click on a notification (which is marked read) with its target path, e.g.
   * '/my-applications?cv_id=3'; a router navigates there. Not called when the notification has
   * no target.
   */
  onNavigate?: ((target: string, notification: Notification) => void) | undefined;
  /** Clock for the relative times (tests pin it). Default: the current time. */
  now?: (() => Date) | undefined;
  /**
   * Renders each notification instead of the default {@link NotificationItem} (which you can wrap).
   * Return a button or link that calls `onSelect`.
   *
   * @example
   * renderItem={(props) => <NotificationItem {...props} />}
   */
  renderItem?: RenderNotificationItem | undefined;
}

/** Props of {@link NotificationBellPanel}. */
export type NotificationBellPanelProps = NotificationBellWidgetOptions;

/** The opened dropdown's code: loaded on first open (or on the button's hover, focus or touch). */
const notificationList = lazyModule(() => import('./notification-list'));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The notification bell without its shadow host: the bell button with its unread badge and the
 * dropdown (SPEC §2 Notification dropdown). For a tree already inside a shadow root holding
 * `NOTIFICATION_BELL_STYLES`.
 *
 * @example
 * <NotificationBellPanel notifications={notifications} role="employer" onNavigate={navigate} />
 */
export function NotificationBellPanel({
  notifications,
  role = 'candidate',
  onNavigate,
  now,
  renderItem,
}: NotificationBellPanelProps) {
  const dropdown = useDropdown();
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const { open } = dropdown;
  const unread = useStore(notifications.$unreadCount);
  const list = useLazyModule(notificationList, open);

  // SPEC §2 / §4: opening loads page 1 when the list is empty, and a socket notification reloads
  // the list only while the dropdown is closed; the store does both once it knows.
  useEffect(() => {
    notifications.setDropdownOpen(open);
  }, [notifications, open]);
  useEffect(() => () => notifications.setDropdownOpen(false), [notifications]);

  return (
    <HeaderDropdown
      dropdown={dropdown}
      className="jh-bell"
      part="notification-bell"
      title={t.title}
      triggerLabel={t.trigger({ count: unread })}
      icon={<BellIcon />}
      unread={unread}
      badgeCap={BELL_BADGE_CAP}
      onIntent={notificationList.prefetch}
      headerExtra={list.status === 'ready' ? <list.module.NotificationListHeader notifications={notifications} /> : null}
    >
      {list.status === 'ready' ? (
        <list.module.NotificationList
          notifications={notifications}
          dropdown={dropdown}
          role={role}
          onNavigate={onNavigate}
          now={now}
          renderItem={renderItem}
        />
      ) : (
        <LazyDropdownNotice state={list} texts={t} />
      )}
    </HeaderDropdown>
  );
}
