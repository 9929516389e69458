import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EnterpriseDetailPage from './enterprise-detail';
import JobDetailPage from './job-detail';
import { createFakeFetch, enterprise, ok, pageOf, postDetail, postRow, renderPage } from './test-utils';

function renderCompany(verified: boolean) {
  const fake = createFakeFetch({
    'GET /api/enterprises/10': () => ok(enterprise({ is_verified: verified })),
    'GET /api/posts/enterprise/10': () => ok(pageOf([postRow({ id: 100, title: 'Việc của công ty', is_enterprise_verified: verified })])),
  });
  return renderPage(<EnterpriseDetailPage />, { url: '/enterprises/10', path: '/enterprises/:id', fetch: fake.fetch });
}

function renderJob(verified: boolean) {
  const base = postDetail();
  const fake = createFakeFetch({
    'GET /api/post/1': () =>
      ok({
        ...base,
        is_enterprise_verified: verified,
        related_posts: [postRow({ id: 2, title: 'Việc liên quan', is_enterprise_verified: verified })],
      }),
  });
  return renderPage(<JobDetailPage />, { url: '/job/1', path: '/job/:id', fetch: fake.fetch });
}

describe("'Đã xác minh' badge", () => {
  it('marks a verified company on its page and on its job cards', async () => {
    renderCompany(true);
    const heading = await screen.findByRole('heading', { level: 1, name: /Công ty ABC/ });
    expect(within(heading).getByText('Đã xác minh')).toBeTruthy();
    const card = (await screen.findByRole('link', { name: 'Việc của công ty' })).closest('article')!;
    expect(within(card).getByText('Đã xác minh')).toBeTruthy();
  });

  it('marks a verified company on the job page: under the title, in the company box and on related jobs', async () => {
    renderJob(true);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Đã xác minh')).toHaveLength(3);
    const company = screen.getByRole('complementary', { name: 'Công ty tuyển dụng' });
    expect(within(company).getByText('Đã xác minh')).toBeTruthy();
  });

  it('shows no badge for a company that is not verified', async () => {
    renderJob(false);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Đã xác minh')).toBeNull();
  });
});
