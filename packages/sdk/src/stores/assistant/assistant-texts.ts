/** The texts the assistant store answers with when a call fails. */
export const MSG_ASSISTANT_SESSIONS_FAILED = 'Không thể tải danh sách cuộc trò chuyện';
export const MSG_ASSISTANT_SESSION_FAILED = 'Không thể tải cuộc trò chuyện';
export const MSG_ASSISTANT_ASK_FAILED = 'Không thể gửi câu hỏi, vui lòng thử lại';
export const MSG_ASSISTANT_RENAME_FAILED = 'Không thể đổi tên cuộc trò chuyện';
export const MSG_ASSISTANT_DELETE_FAILED = 'Không thể xoá cuộc trò chuyện';
