import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EnterpriseDetailPage from './enterprise-detail';
import { JobCard } from './job-card';
import JobDetailPage from './job-detail';
import { createFakeFetch, enterprise, ok, pageOf, postDetail, postRow, renderPage } from './test-utils';

/** The fixed clock of these tests: the cards' day counts come from it. */
const NOW = new Date('2026-03-31T03:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const RATE = { rate: 92, median_hours: 40, applications: 25 };

function renderCard(overrides: Parameters<typeof postRow>[0]) {
  const fake = createFakeFetch({});
  return renderPage(<JobCard job={postRow(overrides)} now={NOW} />, { url: '/', path: '/', fetch: fake.fetch });
}

describe('issue 30 trust signals on the site', () => {
  it("shows the company's response badge and 'Đăng N ngày trước' on a job card", () => {
    renderCard({ response_rate: RATE, created_at: daysAgo(29), confirmed_at: daysAgo(29) });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Phản hồi 92% · thường trong 2 ngày')).toBeTruthy();
    expect(within(card).getByText('Đăng 29 ngày trước')).toBeTruthy();
  });

  it("says 'Cập nhật N ngày trước' for a post confirmed after it was posted, and no badge without a rate", () => {
    renderCard({ response_rate: null, created_at: daysAgo(37), confirmed_at: daysAgo(2) });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Cập nhật 2 ngày trước').closest('time')?.getAttribute('datetime')).toBe(daysAgo(2));
    expect(within(card).queryByText(/Phản hồi/)).toBeNull();
  });

  it('shows the badge on the job page, and a paused post as paused with no apply button', async () => {
    const fake = createFakeFetch({ 'GET /api/post/1': () => ok(postDetail({ response_rate: RATE, is_paused: true })) });
    renderPage(<JobDetailPage />, { url: '/job/1', path: '/job/:id', fetch: fake.fetch });
    expect(await screen.findByText('Phản hồi 92% · thường trong 2 ngày')).toBeTruthy();
    expect(screen.getByText('Tin tuyển dụng đang tạm dừng nhận hồ sơ')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ứng tuyển ngay' })).toBeNull();
  });

  it('shows the badge on the company page', async () => {
    const fake = createFakeFetch({
      'GET /api/enterprises/10': () => ok(enterprise({ response_rate: { rate: 100, median_hours: 5, applications: 8 } })),
      'GET /api/posts/enterprise/10': () => ok(pageOf([])),
    });
    renderPage(<EnterpriseDetailPage />, { url: '/enterprises/10', path: '/enterprises/:id', fetch: fake.fetch });
    const heading = await screen.findByRole('heading', { level: 1, name: /Công ty ABC/ });
    expect(within(heading).getByText('Phản hồi 100% · thường trong 5 giờ')).toBeTruthy();
  });
});
