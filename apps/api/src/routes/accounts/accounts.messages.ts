/** The texts the account routes answer with (the register error mapping and tests reuse them). */
export const MSG = {
  registered: 'Đăng ký thành công! Vui lòng kiểm tra email để kích hoạt tài khoản.',
  emailTaken: 'Email đã được sử dụng',
  usernameTaken: 'Tên đăng nhập đã tồn tại',
  registerFailed: 'Đăng ký thất bại',
  loginOk: 'Đăng nhập thành công!',
  loginFailed: 'Đăng nhập thất bại',
  wrongCredentials: 'Tên đăng nhập/email hoặc mật khẩu không đúng',
  activated: 'Tài khoản đã được kích hoạt thành công!',
  activationFailed: 'Kích hoạt tài khoản thất bại. Vui lòng thử lại.',
  activationExpired: 'Liên kết kích hoạt đã hết hạn. Vui lòng yêu cầu gửi lại mã kích hoạt.',
  resent: 'Mã kích hoạt mới đã được gửi vào email của bạn.',
  forgotSent: 'Nếu email tồn tại trong hệ thống, bạn sẽ nhận được liên kết đặt lại mật khẩu.',
  resetOk: 'Đặt lại mật khẩu thành công! Vui lòng đăng nhập bằng mật khẩu mới.',
  resetInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được sử dụng.',
  resetExpired: 'Liên kết đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu lại.',
  resetMissingToken: 'Thiếu mã đặt lại mật khẩu',
  passwordChanged: 'Đổi mật khẩu thành công!',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  passwordSet: 'Đặt mật khẩu thành công!',
  passwordAlreadySet: 'Tài khoản đã có mật khẩu. Hãy dùng chức năng đổi mật khẩu.',
  roleSet: 'Cập nhật vai trò thành công!',
  roleAlreadySet: 'Người dùng đã có vai trò',
  profileUpdated: 'Cập nhật thông tin thành công!',
  userNotFound: 'Không tìm thấy người dùng',
  refreshed: 'Làm mới phiên đăng nhập thành công',
  loggedOut: 'Đăng xuất thành công!',
  mailPreferencesSaved: 'Đã lưu cài đặt email',
} as const;

/** The 429 text of the password backoff, with the wait in seconds under a minute, else in minutes. */
export function tooManyAttemptsMessage(retryAfterS: number): string {
  const wait = retryAfterS < 60 ? `${retryAfterS} giây` : `${Math.ceil(retryAfterS / 60)} phút`;
  return `Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau ${wait}.`;
}
