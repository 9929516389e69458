import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, ok, renderSite, signedIn } from '../../test/site-harness';

const STATS = {
  total_posts: 1250,
  active_posts: 800,
  expired_posts: 450,
  total_applicants: 3200,
  pending_applicants: 1200,
  approved_applicants: 1500,
  rejected_applicants: 500,
  total_interviews: 90,
  upcoming_interviews: 12,
  completed_interviews: 60,
  monthly_stats: ['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026'].map((month, index) => ({ month, applicants: index * 10, posts: index })),
  post_stats: [{ id: 41, title: 'Kỹ sư dữ liệu', applicants: 7, is_active: true, deadline: '2099-12-31', created_at: '2026-11-10T02:00:00.000Z' }],
};

const routes = { 'GET /api/statistics/': () => ok(STATS), 'GET /api/enterprises/user/': () => ok(null) };

describe('/enterprise/statistics', () => {
  it('shows an admin the platform figures, the monthly chart and the latest posts linked to their public pages', async () => {
    const { requests } = renderSite('/enterprise/statistics', { storage: signedIn({ role: 'admin' }), routes });
    expect(await screen.findByRole('heading', { name: 'Thống kê toàn hệ thống', level: 1 })).toBeTruthy();
    const figures = await screen.findByRole('list', { name: 'Số liệu tổng hợp' });
    expect(within(figures).getByText('Tổng số tin đăng').nextElementSibling?.textContent).toBe((1250).toLocaleString('vi-VN'));
    expect(within(figures).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Hồ sơ và tin đăng theo tháng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kỹ sư dữ liệu' }).getAttribute('href')).toBe('/job/41');
    expect(requests.some((request) => request.path === '/api/statistics/')).toBe(true);
  });

  it("shows an employer their company's figures with management links", async () => {
    renderSite('/enterprise/statistics', { storage: signedIn({ role: 'employer' }), routes });
    expect(await screen.findByRole('heading', { name: 'Thống kê doanh nghiệp', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Kỹ sư dữ liệu' })).getAttribute('href')).toBe('/employer/posts/41');
  });

  it('sends a candidate home', async () => {
    renderSite('/enterprise/statistics', { storage: signedIn({ role: 'candidate' }), routes });
    await screen.findByRole('main');
    await expect.poll(() => currentLocation()).toBe('/');
  });
});
