import { notificationTarget, type Notification, type NotificationsStore, type Role } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import type { Dropdown } from '../../hooks/use-dropdown';
import { NOTIFICATION_BELL_TEXTS } from '../../i18n/texts/notification-bell';
import { useErrorText } from '../../i18n/error-text';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { NotificationItem, type NotificationItemProps, type RenderNotificationItem } from './notification-item';

/**
 * The opened bell: what only shows once its dropdown opens. `NotificationBellPanel` loads this
 * module on first open (its own chunk in the CDN build), so the bell's first paint is the button
 * and its badge only.
 */

const defaultNow = () => new Date();
const defaultRenderItem = (props: NotificationItemProps) => <NotificationItem {...props} />;

/** Calls `renderItem` as a component of its own, so that a renderer may use hooks. */
function CustomItem({ render, ...props }: NotificationItemProps & { render: RenderNotificationItem }) {
  return <>{render(props)}</>;
}

/** The header's unread count and 'Đánh dấu tất cả đã đọc'. */
export function NotificationListHeader({ notifications }: { notifications: NotificationsStore }) {
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const unread = useStore(notifications.$unreadCount);
  return (
    <>
      <span className="jh-dropdown__meta">{t.unread({ count: unread })}</span>
      <button type="button" className="jh-link-button" disabled={unread === 0} onClick={() => void notifications.markAllRead()}>
        {t.markAllRead}
      </button>
    </>
  );
}

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  notifications: NotificationsStore;
  dropdown: Dropdown;
  role: Role;
  onNavigate?: ((target: string, notification: Notification) => void) | undefined;
  now?: (() => Date) | undefined;
  renderItem?: RenderNotificationItem | undefined;
}

/** The list of notifications (SPEC §2 Notification dropdown) with its states and 'Xem thêm'. */
export function NotificationList({ notifications, dropdown, role, onNavigate, now = defaultNow, renderItem = defaultRenderItem }: NotificationListProps) {
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const errorText = useErrorText();
  const items = useStore(notifications.$items);
  const state = useStore(notifications.$state);
  const hasMore = useStore(notifications.$hasMore);
  const loading = state.status === 'loading';

  const select = (notification: Notification) => {
    if (!notification.is_read) void notifications.markRead(notification.id);
    dropdown.setOpen(false);
    const target = notificationTarget(notification, role);
    if (target) onNavigate?.(target, notification);
  };

  const time = now();
  return (
    <>
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
            {errorText(state)}
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
    </>
  );
}
