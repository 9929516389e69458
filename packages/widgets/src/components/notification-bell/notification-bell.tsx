import { ShadowHost } from '../../mount/shadow-host';
import type { JobHubThemeOption } from '../../mount/theme';
import { NotificationBellPanel, type NotificationBellWidgetOptions } from './notification-bell-panel';
import { NOTIFICATION_BELL_STYLE_ID, NOTIFICATION_BELL_STYLES } from './notification-bell-styles';

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps extends NotificationBellWidgetOptions {
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides (colours, radius, font) set on the shadow host. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element in the page (layout only). */
  className?: string | undefined;
}

/**
 * The JobHub notification bell in its own shadow root: a bell with the unread badge ('9+' above 9)
 * and a dropdown listing the notifications, with mark-all, 'Xem thêm' and relative times.
 * Clicking a notification marks it read and hands its SPEC §9 target to `onNavigate`.
 *
 * @example
 * // Once per signed-in app (not per render):
 * const realtime = createRealtime(client);
 * const notifications = createNotificationsStore(client, realtime);
 *
 * <NotificationBell notifications={notifications} role={session.user.role} onNavigate={(to) => navigate(to)} />
 */
export function NotificationBell({ theme, className, ...options }: NotificationBellProps) {
  return (
    <ShadowHost css={NOTIFICATION_BELL_STYLES} styleId={NOTIFICATION_BELL_STYLE_ID} theme={theme} className={className}>
      <NotificationBellPanel {...options} />
    </ShadowHost>
  );
}
