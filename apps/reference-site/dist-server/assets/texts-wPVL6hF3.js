import { aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
const BROWSE_TEXTS = {
  jobsError: "Có lỗi xảy ra khi tải danh sách việc làm",
  jobsEmpty: "Chưa có việc làm nào được đăng",
  fieldsError: "Không thể tải danh sách ngành nghề",
  jobError: "Có lỗi xảy ra khi tải thông tin việc làm",
  jobNotFound: "Không tìm thấy việc làm",
  /** SPEC §8 Enterprise. */
  premiumError: ERROR_MESSAGES.premiumEnterprisesFailed,
  premiumEmpty: "Chưa có công ty nổi bật",
  /** SPEC §8 Enterprise. */
  enterpriseListError: ERROR_MESSAGES.enterpriseListFailed,
  /** SPEC §8 Enterprise. */
  enterpriseSearchError: ERROR_MESSAGES.enterpriseSearchFailed,
  enterprisesEmpty: "Không tìm thấy công ty phù hợp",
  /** SPEC §8 Enterprise. */
  enterpriseError: ERROR_MESSAGES.enterpriseDetailFailed,
  enterpriseNotFound: "Không tìm thấy công ty",
  enterpriseJobsError: "Có lỗi xảy ra khi tải việc làm của công ty",
  enterpriseJobsEmpty: "Công ty hiện chưa có việc làm đang tuyển"
};
export {
  BROWSE_TEXTS as B
};
