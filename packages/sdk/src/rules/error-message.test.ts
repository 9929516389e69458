import { describe, expect, it } from 'vitest';
import { ApiError, AuthError, NetworkError, SdkError, ValidationError } from '../http/errors';
import { ERROR_MESSAGES, googleAuthFailedMessage, MSG_LOGIN_FAILED, SUCCESS_MESSAGES } from './error-catalogue';
import { errorMessage, fieldErrors } from './error-message';

const apiError = (data: unknown, status = 400) => new ApiError({ method: 'POST', url: '/api/login/', status, data });

describe('error catalogue (SPEC §8)', () => {
  it('holds the texts word for word', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      loginFailed: 'Đăng nhập thất bại',
      registerFailed: 'Đăng ký thất bại',
      activationFailed: 'Kích hoạt tài khoản thất bại. Vui lòng thử lại.',
      resendActivationFailed: 'Không thể gửi lại mã kích hoạt. Vui lòng thử lại sau.',
      forgotPasswordFailed: 'Không thể gửi yêu cầu đặt lại mật khẩu.',
      resetPasswordFailed: 'Không thể đặt lại mật khẩu.',
      noConnection: 'Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối internet.',
      googleLoginFailed: 'Có lỗi xảy ra khi đăng nhập với Google',
      sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
      accountDisabled: 'Tài khoản của bạn đã bị vô hiệu hóa.',
      accountBanned: 'Tài khoản của bạn đã bị khóa.',
      premiumInfoFailed: 'Đã xảy ra lỗi khi lấy thông tin gói Premium',
      paymentUrlFailed: 'Đã xảy ra lỗi khi tạo URL thanh toán',
      premiumCancelFailed: 'Đã xảy ra lỗi khi hủy gói Premium',
      notificationsLoadFailed: 'Không thể tải thông báo',
      unreadCountFailed: 'Không thể tải số lượng thông báo chưa đọc',
      markReadFailed: 'Không thể đánh dấu thông báo đã đọc',
      markAllReadFailed: 'Không thể đánh dấu tất cả thông báo đã đọc',
      cvViewedNotificationFailed: 'Không thể tạo thông báo đã xem CV',
      systemNotificationFailed: 'Không thể tạo thông báo hệ thống',
      conversationsFailed: 'Không thể lấy danh sách cuộc trò chuyện',
      messagesFailed: 'Không thể lấy tin nhắn',
      sendMessageFailed: 'Không thể gửi tin nhắn',
      enterpriseListFailed: 'Có lỗi xảy ra khi tải danh sách công ty',
      enterpriseDetailFailed: 'Có lỗi xảy ra khi tải thông tin công ty',
      enterpriseOwnFailed: 'Không thể lấy thông tin doanh nghiệp',
      enterpriseCreateFailed: 'Không thể tạo doanh nghiệp',
      enterpriseUpdateFailed: 'Không thể cập nhật thông tin doanh nghiệp',
      enterpriseSearchFailed: 'Có lỗi xảy ra khi tìm kiếm công ty',
      enterpriseStatisticsFailed: 'Không thể lấy thống kê doanh nghiệp',
      employerStatisticsFailed: 'Không thể lấy thống kê nhà tuyển dụng',
      premiumEnterprisesFailed: 'Không thể lấy danh sách doanh nghiệp Premium',
    });
    expect(Object.keys(ERROR_MESSAGES)).toHaveLength(37);
    expect(googleAuthFailedMessage('access_denied')).toBe('Xác thực Google thất bại: access_denied');
    expect(SUCCESS_MESSAGES.activationResent).toBe('Mã kích hoạt mới đã được gửi vào email của bạn.');
  });
});

describe('errorMessage', () => {
  it.each<[string, unknown, string]>([
    ['the server message overrides the default', apiError({ status: 400, message: 'Email hoặc mật khẩu không đúng' }), 'Email hoặc mật khẩu không đúng'],
    ['the default applies without a server message', apiError('<html>502</html>', 502), MSG_LOGIN_FAILED],
    ['a blank server message falls back', apiError({ status: 400, message: '  ' }), MSG_LOGIN_FAILED],
    ['no response gives the no-connection text', new NetworkError({ method: 'GET', url: '/api/posts' }), ERROR_MESSAGES.noConnection],
    ['an ended session gives the session-expired text', new AuthError(), ERROR_MESSAGES.sessionExpired],
    ['a client-side validation error gives its text', new ValidationError('Sai'), 'Sai'],
    ['a contract mismatch gives the default', new SdkError('invalid_response', 'x'), MSG_LOGIN_FAILED],
    ['a plain Error gives the default', new Error('boom'), MSG_LOGIN_FAILED],
    ['a thrown string gives the default', 'boom', MSG_LOGIN_FAILED],
    ['null gives the default', null, MSG_LOGIN_FAILED],
  ])('%s', (_name, error, expected) => expect(errorMessage(error, MSG_LOGIN_FAILED)).toBe(expected));
});

describe('fieldErrors', () => {
  it.each<[string, unknown, object]>([
    ['returns the server errors object', apiError({ status: 400, message: 'x', errors: { email: ['Email đã được sử dụng'] } }), { email: ['Email đã được sử dụng'] }],
    ['returns {} when the server sent none', apiError({ status: 400, message: 'x' }), {}],
    ['returns validation field errors', new ValidationError('Sai', { link_web_site: ['Sai'] }), { link_web_site: ['Sai'] }],
    ['returns {} for other errors', new Error('x'), {}],
    ['returns {} for non-objects', undefined, {}],
  ])('%s', (_name, error, expected) => expect(fieldErrors(error)).toEqual(expected));
});
