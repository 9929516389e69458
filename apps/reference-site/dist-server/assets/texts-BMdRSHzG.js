const APPLICATION_STATUS_LABELS = {
  pending: "Đang chờ",
  approved: "Đã duyệt",
  rejected: "Bị từ chối"
};
const INTERVIEW_STATUS_LABELS = {
  scheduled: "Đã lên lịch",
  accepted: "Đã chấp nhận",
  declined: "Đã từ chối",
  completed: "Đã hoàn thành",
  cancelled: "Đã hủy"
};
const CANDIDATE_TEXTS = {
  applySuccess: "Ứng tuyển thành công!",
  applyFailed: "Không thể gửi hồ sơ ứng tuyển. Vui lòng thử lại.",
  dailyLimitTitle: "Đã đạt giới hạn ứng tuyển hôm nay",
  saved: "Đã lưu việc làm",
  unsaved: "Đã bỏ lưu việc làm",
  reportSuccess: "Cảm ơn bạn đã báo cáo. Chúng tôi sẽ xem xét tin tuyển dụng này.",
  reportFailed: "Không thể gửi báo cáo",
  applicationsError: "Không thể tải danh sách việc đã ứng tuyển",
  applicationError: "Không thể tải hồ sơ ứng tuyển",
  interviewsError: "Không thể tải lịch phỏng vấn",
  respondFailed: "Không thể gửi phản hồi lịch phỏng vấn",
  withdrawSuccess: "Đã rút hồ sơ ứng tuyển",
  withdrawFailed: "Không thể rút hồ sơ ứng tuyển",
  fileFailed: "Không thể mở file CV",
  savedError: "Không thể tải danh sách việc đã lưu",
  criteriaError: "Không thể tải tiêu chí tìm việc",
  criteriaSaved: "Đã lưu tiêu chí tìm việc",
  criteriaSaveFailed: "Không thể lưu tiêu chí tìm việc",
  criteriaDeleted: "Đã xóa tiêu chí tìm việc",
  criteriaDeleteFailed: "Không thể xóa tiêu chí tìm việc",
  recommendationsError: "Không thể tải việc làm gợi ý",
  profileUpdated: "Cập nhật hồ sơ thành công!",
  profileUpdateFailed: "Không thể cập nhật hồ sơ."
};
export {
  APPLICATION_STATUS_LABELS as A,
  CANDIDATE_TEXTS as C,
  INTERVIEW_STATUS_LABELS as I
};
