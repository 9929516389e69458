import type { Enterprise } from '../contract/enterprise';
import type { Page } from '../contract/envelope';
import type { PostDetail, PostRow } from '../contract/posts';

/** Test helper: an enterprise as the API returns it. */
export function enterpriseFixture(overrides: Partial<Enterprise> = {}): Enterprise {
  return {
    id: 1, company_name: 'Công ty JobHub', address: '1 Lê Lợi', business_certificate: null, description: null,
    email_company: null, field_of_activity: 'Công nghệ thông tin', link_web_site: null, logo: null,
    background_image: null, phone_number: null, scale: '25-99', tax: null, city: 'Hà Nội', is_active: true,
    is_premium: false, created_at: '2026-03-01T00:00:00Z', ...overrides,
  };
}

/** Test helper: a job list row. */
export function postRowFixture(overrides: Partial<PostRow> = {}): PostRow {
  return {
    id: 1, title: 'Kỹ sư phần mềm', enterprise: 1, enterprise_name: 'Công ty JobHub', enterprise_logo: null,
    is_enterprise_premium: false, position: { id: 2, name: 'Backend' }, field: { id: 3, name: 'Công nghệ thông tin' },
    city: 'Hà Nội', experience: '1-2 năm', level: 'Junior', type_working: 'Toàn thời gian', salary_min: 15_000_000,
    salary_max: 25_000_000, is_salary_negotiable: false, deadline: '2026-04-01', created_at: '2026-03-01T00:00:00Z',
    is_saved: false, matches_criteria: false, ...overrides,
  };
}

/** Test helper: a post detail (GET /api/post/{id}/) without related posts. */
export function postDetailFixture(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...postRowFixture(), district: null, detail_address: null, time_working: null, quantity: 2, description: 'x',
    required: '', interest: '', description_html: '<p>x</p>', required_html: '', interest_html: '', is_active: true, can_view_applicants: false, has_applied: false, applied_at: null, related_posts: [],
    enterprise_address: null, user_id: 2, latest_application_date: null,
    enterprise_detail: { id: 1, company_name: 'Công ty JobHub', logo: null, address: null, city: null, scale: null, field_of_activity: null, link_web_site: null, is_premium: false },
    ...overrides,
  };
}

/** Test helper: a one-page envelope. */
export function pageOf<T>(results: T[], page = 1): Page<T> {
  return { results, total: results.length, page, total_pages: 1, page_size: 10 };
}
