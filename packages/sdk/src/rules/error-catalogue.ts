/* Each text is also its own constant so a bundle keeps only the texts it uses. */
// The request errors' texts live apart (connection-messages.ts): every bundle carries them.
import { MSG_NO_CONNECTION, MSG_REQUEST_TIMEOUT, MSG_SESSION_EXPIRED } from './connection-messages';

export const MSG_LOGIN_FAILED = 'Đăng nhập thất bại';
export const MSG_REGISTER_FAILED = 'Đăng ký thất bại';
export const MSG_ACTIVATION_FAILED = 'Kích hoạt tài khoản thất bại. Vui lòng thử lại.';
export const MSG_RESEND_ACTIVATION_FAILED = 'Không thể gửi lại mã kích hoạt. Vui lòng thử lại sau.';
export const MSG_FORGOT_PASSWORD_FAILED = 'Không thể gửi yêu cầu đặt lại mật khẩu.';
export const MSG_RESET_PASSWORD_FAILED = 'Không thể đặt lại mật khẩu.';
export const MSG_GOOGLE_LOGIN_FAILED = 'Có lỗi xảy ra khi đăng nhập với Google';
export const MSG_NOT_ACTIVATED = 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.';
export const MSG_NO_TOKEN = 'Không nhận được token từ server';
export const MSG_ACCOUNT_DISABLED = 'Tài khoản của bạn đã bị vô hiệu hóa.';
export const MSG_ACCOUNT_BANNED = 'Tài khoản của bạn đã bị khóa.';
export const MSG_GOOGLE_MISSING_TOKENS = 'Không nhận được đủ thông tin xác thực từ Google.';
export const MSG_PREMIUM_INFO_FAILED = 'Đã xảy ra lỗi khi lấy thông tin gói Premium';
export const MSG_PAYMENT_URL_FAILED = 'Đã xảy ra lỗi khi tạo URL thanh toán';
export const MSG_PREMIUM_CANCEL_FAILED = 'Đã xảy ra lỗi khi hủy gói Premium';
export const MSG_NOTIFICATIONS_LOAD_FAILED = 'Không thể tải thông báo';
export const MSG_UNREAD_COUNT_FAILED = 'Không thể tải số lượng thông báo chưa đọc';
export const MSG_MARK_READ_FAILED = 'Không thể đánh dấu thông báo đã đọc';
export const MSG_MARK_ALL_READ_FAILED = 'Không thể đánh dấu tất cả thông báo đã đọc';
export const MSG_CV_VIEWED_NOTIFICATION_FAILED = 'Không thể tạo thông báo đã xem CV';
export const MSG_SYSTEM_NOTIFICATION_FAILED = 'Không thể tạo thông báo hệ thống';
export const MSG_CONVERSATIONS_FAILED = 'Không thể lấy danh sách cuộc trò chuyện';
export const MSG_MESSAGES_FAILED = 'Không thể lấy tin nhắn';
export const MSG_SEND_MESSAGE_FAILED = 'Không thể gửi tin nhắn';
export const MSG_ENTERPRISE_LIST_FAILED = 'Có lỗi xảy ra khi tải danh sách công ty';
export const MSG_ENTERPRISE_DETAIL_FAILED = 'Có lỗi xảy ra khi tải thông tin công ty';
export const MSG_ENTERPRISE_OWN_FAILED = 'Không thể lấy thông tin doanh nghiệp';
export const MSG_ENTERPRISE_CREATE_FAILED = 'Không thể tạo doanh nghiệp';
export const MSG_ENTERPRISE_UPDATE_FAILED = 'Không thể cập nhật thông tin doanh nghiệp';
export const MSG_ENTERPRISE_SEARCH_FAILED = 'Có lỗi xảy ra khi tìm kiếm công ty';
export const MSG_ENTERPRISE_STATISTICS_FAILED = 'Không thể lấy thống kê doanh nghiệp';
export const MSG_EMPLOYER_STATISTICS_FAILED = 'Không thể lấy thống kê nhà tuyển dụng';
export const MSG_PREMIUM_ENTERPRISES_FAILED = 'Không thể lấy danh sách doanh nghiệp Premium';
export const MSG_REGISTER_ENTERPRISE_FAILED = 'Đăng ký tài khoản thành công nhưng không thể tạo doanh nghiệp. Vui lòng tạo doanh nghiệp sau.';

/**
 * Every user-facing error text of SPEC §8, word for word. A server `message`, when present,
 * replaces these defaults (see `errorMessage`).
 *
 * @example
 * toast.error(errorMessage(error, ERROR_MESSAGES.loginFailed));
 */
export const ERROR_MESSAGES = {
  loginFailed: MSG_LOGIN_FAILED,
  registerFailed: MSG_REGISTER_FAILED,
  activationFailed: MSG_ACTIVATION_FAILED,
  resendActivationFailed: MSG_RESEND_ACTIVATION_FAILED,
  forgotPasswordFailed: MSG_FORGOT_PASSWORD_FAILED,
  resetPasswordFailed: MSG_RESET_PASSWORD_FAILED,
  noConnection: MSG_NO_CONNECTION,
  requestTimeout: MSG_REQUEST_TIMEOUT,
  googleLoginFailed: MSG_GOOGLE_LOGIN_FAILED,
  sessionExpired: MSG_SESSION_EXPIRED,
  notActivated: MSG_NOT_ACTIVATED,
  noToken: MSG_NO_TOKEN,
  accountDisabled: MSG_ACCOUNT_DISABLED,
  accountBanned: MSG_ACCOUNT_BANNED,
  googleMissingTokens: MSG_GOOGLE_MISSING_TOKENS,
  premiumInfoFailed: MSG_PREMIUM_INFO_FAILED,
  paymentUrlFailed: MSG_PAYMENT_URL_FAILED,
  premiumCancelFailed: MSG_PREMIUM_CANCEL_FAILED,
  notificationsLoadFailed: MSG_NOTIFICATIONS_LOAD_FAILED,
  unreadCountFailed: MSG_UNREAD_COUNT_FAILED,
  markReadFailed: MSG_MARK_READ_FAILED,
  markAllReadFailed: MSG_MARK_ALL_READ_FAILED,
  cvViewedNotificationFailed: MSG_CV_VIEWED_NOTIFICATION_FAILED,
  systemNotificationFailed: MSG_SYSTEM_NOTIFICATION_FAILED,
  conversationsFailed: MSG_CONVERSATIONS_FAILED,
  messagesFailed: MSG_MESSAGES_FAILED,
  sendMessageFailed: MSG_SEND_MESSAGE_FAILED,
  enterpriseListFailed: MSG_ENTERPRISE_LIST_FAILED,
  enterpriseDetailFailed: MSG_ENTERPRISE_DETAIL_FAILED,
  enterpriseOwnFailed: MSG_ENTERPRISE_OWN_FAILED,
  enterpriseCreateFailed: MSG_ENTERPRISE_CREATE_FAILED,
  enterpriseUpdateFailed: MSG_ENTERPRISE_UPDATE_FAILED,
  enterpriseSearchFailed: MSG_ENTERPRISE_SEARCH_FAILED,
  enterpriseStatisticsFailed: MSG_ENTERPRISE_STATISTICS_FAILED,
  employerStatisticsFailed: MSG_EMPLOYER_STATISTICS_FAILED,
  premiumEnterprisesFailed: MSG_PREMIUM_ENTERPRISES_FAILED,
  registerEnterpriseFailed: MSG_REGISTER_ENTERPRISE_FAILED,
} as const;

/** SPEC §8 Google callback: 'Xác thực Google thất bại: {error}'. */
export function googleAuthFailedMessage(error: string): string {
  return `Xác thực Google thất bại: ${error}`;
}

/** Success texts of SPEC §4 and §8, word for word. */
export const SUCCESS_MESSAGES = {
  login: 'Đăng nhập thành công!',
  register: 'Đăng ký thành công!',
  logout: 'Đăng xuất thành công!',
  activated: 'Tài khoản đã được kích hoạt thành công!',
  activationResent: 'Mã kích hoạt mới đã được gửi vào email của bạn.',
  enterpriseCreated: 'Tạo doanh nghiệp thành công!',
  enterpriseUpdated: 'Cập nhật thông tin doanh nghiệp thành công!',
} as const;
