import {
  BELL_BADGE_CAP,
  notificationTarget,
  type Notification,
  type NotificationsStore,
  type Role,
} from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useDropdown } from '../../hooks/use-dropdown';
import { HeaderDropdown } from '../header-dropdown/header-dropdown';
import { NOTIFICATION_BELL_TEXTS } from '../../i18n/texts/notification-bell';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { NotificationItem, type NotificationItemProps, type RenderNotificationItem } from './notification-item';

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

const defaultNow = () => new Date();
const defaultRenderItem = (props: NotificationItemProps) => <NotificationItem {...props} />;

/** Calls `renderItem` as a component of its own, so that a renderer may use hooks. */
function CustomItem({ render, ...props }: NotificationItemProps & { render: RenderNotificationItem }) {
  return <>{render(props)}</>;
}

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
  now = defaultNow,
  renderItem = defaultRenderItem,
}: NotificationBellPanelProps) {
  const dropdown = useDropdown();
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const { open } = dropdown;
  const unread = useStore(notifications.$unreadCount);
  const items = useStore(notifications.$items);
  const state = useStore(notifications.$state);
  const hasMore = useStore(notifications.$hasMore);
  const loading = state.status === 'loading';

  // SPEC §2 / §4: opening loads page 1 when the list is empty, and a socket notification reloads
  // the list only while the dropdown is closed; the store does both once it knows.
  useEffect(() => {
    notifications.setDropdownOpen(open);
  }, [notifications, open]);
  useEffect(() => () => notifications.setDropdownOpen(false), [notifications]);

  const select = (notification: Notification) => {
    if (!notification.is_read) void notifications.markRead(notification.id);
    dropdown.setOpen(false);
    const target = notificationTarget(notification, role);
    if (target) onNavigate?.(target, notification);
  };

  const time = now();
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
      headerExtra={
        <>
          <span className="jh-dropdown__meta">{t.unread({ count: unread })}</span>
          <button type="button" className="jh-link-button" disabled={unread === 0} onClick={() => void notifications.markAllRead()}>
            {t.markAllRead}
          </button>
        </>
      }
    >
      <div className="jh-dropdown__body">
        {items.length > 0 ? (
          <ul className="jh-menu-list" aria-label={t.list}>
            {items.map((notification) => (
              <li key={notification.id}>
                <CustomItem render={renderItem} notification={notification} now={time} onSelect={() => select(notification)} />
              </li>
            ))}
          </ul>
        ) : loading ? (
          <p className="jh-note" role="status">
            {t.loading}
          </p>
        ) : state.status === 'error' ? null : (
          <p className="jh-note">{t.empty}</p>
        )}
        {state.status === 'error' ? (
          <p className="jh-error" role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
      {hasMore && items.length > 0 ? (
        <div className="jh-dropdown__footer">
          <button type="button" className="jh-link-button" disabled={loading} onClick={() => void notifications.loadMore()}>
            {loading ? t.loading : t.more}
          </button>
        </div>
      ) : null}
    </HeaderDropdown>
  );
}
