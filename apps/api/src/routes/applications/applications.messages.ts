/** The texts the applications routes answer and notify with (other routes reuse some). */
export const MSG_APPLICATION_NOT_FOUND = 'Không tìm thấy hồ sơ ứng tuyển';
export const MSG_ALREADY_APPLIED = 'Bạn đã ứng tuyển vị trí này';
export const MSG_POST_CLOSED = 'Tin tuyển dụng không tồn tại hoặc đã hết hạn nhận hồ sơ';
export const MSG_CV_FILE_MISSING = 'Không tìm thấy tệp CV';
export const MSG_SAVED_CV_CHOICE = 'Không tìm thấy CV đã lưu';
export const MSG_CV_BOTH = 'Chọn một CV đã lưu hoặc tải tệp mới, không cả hai';
export const MSG_CV_LINK_INVALID = 'Liên kết tệp CV không hợp lệ hoặc đã hết hạn';
export const MSG_WITHDRAW_REVIEWED = 'Chỉ có thể rút hồ sơ đang chờ duyệt';
export const CV_VIEWED_TITLE = 'CV của bạn đã được xem';
export const CV_VIEWED_MESSAGE = 'Nhà tuyển dụng đã xem CV của bạn';
