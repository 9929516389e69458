import { defineWidgetTexts } from '../widget-text-group';
import { JOB_SEARCH_PAGE_TEXTS } from './job-search-page';

/**
 * The Vietnamese texts of the job search (`<jobhub-job-search>`, `JobSearch`), imported only by its
 * components and hooks, so that only the job search's code carries them; those shown without the
 * filter panel are a part of their own (job-search-page.ts).
 * A `params` text takes `{name}` values. English fills the same keys (../en.ts); pages override
 * any key per locale (`overrideWidgetTexts`). Keep these byte-identical to what tests and the site
 * expect.
 */
export const JOB_SEARCH_TEXTS = defineWidgetTexts('jobSearch', {
  ...JOB_SEARCH_PAGE_TEXTS.vi,
  city: 'Tỉnh/thành phố',
  anyCity: 'Tất cả tỉnh/thành phố',
  field: 'Ngành nghề',
  anyField: 'Tất cả ngành nghề',
  position: 'Vị trí',
  anyPosition: 'Tất cả vị trí',
  positionHint: 'Chọn ngành nghề để lọc theo vị trí',
  experience: 'Kinh nghiệm',
  anyExperience: 'Tất cả kinh nghiệm',
  // The API's experience and type-of-work values, as the filters show them.
  experienceNone: 'Không yêu cầu',
  experienceUnder1: 'Dưới 1 năm',
  experience1to2: '1-2 năm',
  experience3to5: '3-5 năm',
  experienceOver5: 'Trên 5 năm',
  typeWorking: 'Hình thức làm việc',
  anyTypeWorking: 'Tất cả hình thức',
  typeFullTime: 'Toàn thời gian',
  typePartTime: 'Bán thời gian',
  typeRemote: 'Làm việc từ xa',
  typeHybrid: 'Làm việc kết hợp',
  typeInternship: 'Thực tập',
  typeContract: 'Hợp đồng',
  salary: 'Mức lương (triệu VND)',
  salaryFrom: 'Từ (triệu)',
  salaryTo: 'Đến (triệu)',
  salaryMaxPlaceholder: 'Tối đa',
  negotiable: 'Thỏa thuận',
  responsive: 'Thường phản hồi',
  clearFilters: 'Xóa bộ lọc',
  fieldsFailed: 'Không thể tải danh sách ngành nghề',
  positionsFailed: 'Không thể tải danh sách vị trí',
});
