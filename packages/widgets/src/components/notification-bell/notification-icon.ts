/** Icon of each notification type (SPEC §3 types); anything else gets the bell. */
const ICONS: Record<string, string> = {
  new_application: '📄',
  cv_viewed: '👀',
  application_withdrawn: '↩️',
  position_expired: '⏰',
  message_received: '💬',
  system: '📢',
  cv_status_changed: '📋',
  job_applied: '✅',
  interview_scheduled: '📅',
};

/**
 * The icon shown beside a notification, by its `notification_type`.
 *
 * @example
 * notificationIcon('message_received'); // '💬'
 */
export function notificationIcon(type: string): string {
  return ICONS[type] ?? '🔔';
}
