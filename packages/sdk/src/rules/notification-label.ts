const EMPLOYER_LABELS: Record<string, string> = {
  new_application: 'Hồ sơ mới',
  cv_viewed: 'Đã xem CV',
  position_expired: 'Tin hết hạn',
  application_withdrawn: 'Rút hồ sơ',
  message_received: 'Tin nhắn mới',
  system: 'Hệ thống',
};
/** Label of a type the table does not know (SPEC §9). */
export const DEFAULT_NOTIFICATION_LABEL = 'Thông báo';

/**
 * The employer notification type label (SPEC §9), default 'Thông báo'.
 *
 * @example
 * employerNotificationLabel('new_application'); // 'Hồ sơ mới'
 */
export function employerNotificationLabel(type: string): string {
  return Object.hasOwn(EMPLOYER_LABELS, type) ? (EMPLOYER_LABELS[type] as string) : DEFAULT_NOTIFICATION_LABEL;
}
