import { configure, screen } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { it, vi } from 'vitest';
import { ENTERPRISE, ok, renderSite, signedIn } from '../../test/site-harness';
configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 30_000 });
it('dumps', async () => {
  const starter = { id: 5, name: 'Gói Doanh Nghiệp Starter', role: 'employer', price: 199000, duration_days: 30, max_job_posts: 10, max_cv_views_per_day: 20,
    daily_job_application_limit: 0, can_view_submitted_cvs: true, priority: 1, features: ['Tối đa 10 tin tuyển dụng đang hiển thị', 'Xem thông tin liên hệ của 20 ứng viên mỗi ngày', 'Ưu tiên hiển thị trong kết quả tìm kiếm'] };
  const pro = { ...starter, id: 6, name: 'Gói Doanh Nghiệp Chuyên Nghiệp', price: 1990000 };
  const until = Date.now() + 10 * 86400000;
  renderSite('/employer/premium', {
    storage: signedIn({ user_id: 9, role: 'employer' }),
    routes: {
      'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 3 } }),
      'GET /api/notifications': () => ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 10 }),
      'GET /api/messages/unread/': () => ok({ total: 12, results: [] }),
      'GET /api/enterprises/user/': () => ok(ENTERPRISE),
      'GET /api/profile/': () => ok({ user_id: 9, username: 'an', email: 'an@example.com', fullname: 'Nguyễn Văn An', gender: 'male', role: 'employer', is_active: true, is_premium: true, premium_expiry: new Date(until).toISOString(), balance: 0, name_display: 'An', avatar: null }),
      'GET /api/premium/packages/': () =>
        ok({ packages: [starter, pro], premium_history: [
          { id: 1, package_id: 6, package_name: 'Gói Doanh Nghiệp Chuyên Nghiệp', price: 1990000, start_date: new Date(until - 30 * 86400000).toISOString(), end_date: new Date(until).toISOString(), status: 'active', cancelled_at: null, created_at: new Date().toISOString() },
          { id: 2, package_id: 5, package_name: 'Gói Doanh Nghiệp Starter', price: 199000, start_date: new Date(until - 90 * 86400000).toISOString(), end_date: new Date(until - 60 * 86400000).toISOString(), status: 'refunded', cancelled_at: null, created_at: new Date().toISOString() },
        ], user_is_premium: true, premium_expiry: new Date(until).toISOString(), active_package_id: 6, payment_sandbox: true }),
    },
  });
  await new Promise((r) => setTimeout(r, 4000)); writeFileSync('/tmp/papercuts-premium-body.html', document.body.innerHTML);
  await screen.findByRole('article', { name: 'Gói Doanh Nghiệp Starter' });
  await screen.findByText('Gói Premium đang hoạt động');
  await new Promise((r) => setTimeout(r, 1000));
  writeFileSync('/tmp/papercuts-premium-body.html', document.body.innerHTML);
});
