import { params } from '@nanostores/i18n';
import { MSG_NO_CONNECTION } from '@jobhub/sdk';
import { defineWidgetTexts } from '../widget-text-group';

/**
 * The Vietnamese texts of the notification bell (`<jobhub-notification-bell>`,
 * `NotificationBell`), imported only by its components, so that only the bell's code carries them.
 * A `params` text takes `{name}` values. English fills the same keys (../en.ts); pages override
 * any key per locale (`overrideWidgetTexts`). Keep these byte-identical to what tests and the site
 * expect.
 */
export const NOTIFICATION_BELL_TEXTS = defineWidgetTexts('notificationBell', {
  title: 'Thông báo',
  trigger: params('Thông báo, {count} chưa đọc'),
  unread: params('{count} chưa đọc'),
  markAllRead: 'Đánh dấu tất cả đã đọc',
  list: 'Danh sách thông báo',
  unreadSuffix: ' (chưa đọc)',
  loading: 'Đang tải...',
  empty: 'Bạn chưa có thông báo nào',
  more: 'Xem thêm',
  // The opened dropdown's code did not load (CDN delivery): SPEC's no-connection text.
  loadFailed: MSG_NO_CONNECTION,
  retry: 'Thử lại',
});
