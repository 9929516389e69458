import { useContext } from 'react';
import { ShadowHost } from '../../mount/shadow-host';
import { JobHubContext } from '../../react/jobhub-context';
import type { JobHubThemeOption } from '../../mount/theme';
import { NotificationBellPanel, type NotificationBellWidgetOptions } from './notification-bell-panel';
import { NOTIFICATION_BELL_STYLE_ID, NOTIFICATION_BELL_STYLES } from './notification-bell-styles';

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps extends Omit<NotificationBellWidgetOptions, 'notifications'> {
  /**
   * The signed-in user's notifications store; default: the enclosing `<JobHubProvider>`'s (the bell
   * then shows only while a user is signed in, with that user's role).
   */
  notifications?: NotificationBellWidgetOptions['notifications'] | undefined;
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
 * // or, inside <JobHubProvider>: <NotificationBell onNavigate={(to) => navigate(to)} />
 */
export function NotificationBell({ theme, className, notifications, role, ...options }: NotificationBellProps) {
  const provided = useContext(JobHubContext);
  const signedIn = provided?.session.status === 'authenticated' ? provided.session.user : null;
  const store = notifications ?? (signedIn ? provided!.notifications : null);
  if (!store) return null;
  return (
    <ShadowHost css={NOTIFICATION_BELL_STYLES} styleId={NOTIFICATION_BELL_STYLE_ID} theme={theme} className={className}>
      <NotificationBellPanel {...options} notifications={store} role={role ?? signedIn?.role} />
    </ShadowHost>
  );
}
