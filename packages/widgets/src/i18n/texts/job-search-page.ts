import { params } from '@nanostores/i18n';
import { defineWidgetTextsPart } from '../widget-text-group';

/**
 * The texts of the job search without its filter panel (search bar, sort, results, cards,
 * pagination): the part of the job search's group (job-search.ts) shown before the panel loads,
 * so that the script-tag element's module leaves the panel's texts to the panel's chunk. Same
 * keys, dictionaries and overrides as the group ('jobSearch').
 */
export const JOB_SEARCH_PAGE_TEXTS = defineWidgetTextsPart('jobSearch', 'page', {
  searchLabel: 'Tìm kiếm việc làm',
  keyword: 'Từ khóa',
  keywordPlaceholder: 'Tên công việc, kỹ năng, công ty...',
  filters: 'Bộ lọc',
  filtersActive: params('Bộ lọc ({count})'),
  resultsTitle: 'Kết quả tìm kiếm',
  sort: 'Sắp xếp',
  sortRelevance: 'Phù hợp nhất',
  sortNewest: 'Mới nhất',
  sortSalary: 'Lương cao nhất',
  sortFastResponse: 'Phản hồi nhanh',
  loading: 'Đang tải...',
  retry: 'Thử lại',
  noResults: 'Không tìm thấy việc làm phù hợp',
  resultsList: 'Danh sách việc làm',
  pagination: 'Phân trang',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  page: params('Trang {page}'),
  premium: 'Premium',
  deadline: params('Hạn nộp: {date}'),
  filtersFailed: 'Không thể tải bộ lọc',
});
