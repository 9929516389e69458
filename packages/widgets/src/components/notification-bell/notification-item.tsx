import { relativeTime, type Notification } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $widgetLocale } from '../../i18n/widget-locale';
import { NOTIFICATION_BELL_TEXTS } from '../../i18n/texts/notification-bell';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { NotificationIcon } from './notification-icon';

/** What the bell hands to each item's renderer (`renderItem`) and to {@link NotificationItem}. */
export interface NotificationItemProps {
  /** The notification to show. */
  notification: Notification;
  /** The bell's current time, for the relative time ('30 phút trước'). */
  now: Date;
  /**
   * Does what a click on the item does: marks it read, closes the dropdown and hands its target
   * to the bell's `onNavigate`. Call it from the control you render.
   */
  onSelect: () => void;
}

/**
 * Renders one notification of the bell in place of the default item: return a focusable control
 * (a `<button>` or `<a>`) that calls `onSelect`, so that the arrow keys and a click keep working.
 * It renders inside the bell's shadow root, in its `<li>`: style it with the widget's classes or
 * inline styles, since page CSS does not reach it. Wrap {@link NotificationItem} to keep the
 * default look and add to it.
 */
export type RenderNotificationItem = (props: NotificationItemProps) => ReactNode;

/**
 * The bell's default item: the type's icon, the title (' (chưa đọc)' for screen readers while
 * unread), the message and the relative time, as one button.
 *
 * @example
 * <NotificationBell
 *   notifications={notifications}
 *   renderItem={(props) => (props.notification.notification_type === 'system' ? <NotificationItem {...props} /> : <MyItem {...props} />)}
 * />
 */
export function NotificationItem({ notification, now, onSelect }: NotificationItemProps) {
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const locale = useStore($widgetLocale);
  return (
    <button
      type="button"
      className="jh-notification"
      data-unread={String(!notification.is_read)}
      data-type={notification.notification_type}
      onClick={onSelect}
    >
      <span className="jh-notification__icon" aria-hidden="true">
        <NotificationIcon type={notification.notification_type} />
      </span>
      <span className="jh-notification__text">
        <span className="jh-notification__title">
          {notification.title}
          {notification.is_read ? null : <span className="jh-visually-hidden">{t.unreadSuffix}</span>}
        </span>
        <span className="jh-notification__message">{notification.message}</span>
        <time className="jh-notification__time" dateTime={notification.created_at}>
          {relativeTime(notification.created_at, now, { locale })}
        </time>
      </span>
    </button>
  );
}
