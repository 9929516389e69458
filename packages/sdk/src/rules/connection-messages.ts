/*
 * The texts of the SDK's own request errors (no connection, timeout, session expired), part of
 * the catalogue (error-catalogue.ts) but in a module of their own: every bundle that makes a
 * request carries them, while the catalogue's other texts stay with the stores that use them.
 */
export const MSG_NO_CONNECTION = 'Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối internet.';
export const MSG_REQUEST_TIMEOUT = 'Máy chủ phản hồi quá lâu. Vui lòng kiểm tra kết nối và thử lại.';
export const MSG_SESSION_EXPIRED = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';
