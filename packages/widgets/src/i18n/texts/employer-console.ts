import { params } from '@nanostores/i18n';
import { ERROR_MESSAGES } from '@jobhub/sdk';
import { defineWidgetTexts } from '../widget-text-group';

/**
 * The Vietnamese texts of the employer console (`<jobhub-employer-console>`,
 * `EmployerConsole`), imported only by its component, so that only the console's code carries them.
 * A `params` text takes `{name}` values. English fills the same keys (../en.ts); pages override
 * any key per locale (`overrideWidgetTexts`). Keep these byte-identical to what tests and the site
 * expect.
 */
export const EMPLOYER_CONSOLE_TEXTS = defineWidgetTexts('employerConsole', {
  figuresTitle: 'Số liệu tuyển dụng',
  inboxTitle: 'Hồ sơ ứng tuyển mới nhất',
  activePosts: 'Tin đang tuyển',
  totalPosts: params('{count} tin đã đăng'),
  totalApplicants: 'Tổng hồ sơ',
  pendingApplicants: 'Hồ sơ chờ duyệt',
  approvedApplicants: 'Hồ sơ đã duyệt',
  rejectedApplicants: params('{count} đã từ chối'),
  upcomingInterviews: 'Phỏng vấn sắp tới',
  totalInterviews: params('{count} lịch phỏng vấn'),
  expiredPosts: 'Tin hết hạn',
  loading: 'Đang tải...',
  retry: 'Thử lại',
  noApplicants: 'Chưa có hồ sơ ứng tuyển nào',
  notViewed: ' (chưa xem)',
  inboxFailed: 'Không thể tải danh sách hồ sơ ứng tuyển',
  statisticsFailed: ERROR_MESSAGES.employerStatisticsFailed,
  statusPending: 'Chờ duyệt',
  statusApproved: 'Đã duyệt',
  statusRejected: 'Đã từ chối',
});
