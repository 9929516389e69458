import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from './home';
import { createFakeFetch, enterprise, fail, ok, pageOf, postRow, renderPage, type FakeHandler } from './test-utils';

const fields = [
  { id: 2, name: 'Công nghệ thông tin' },
  { id: 5, name: 'Marketing' },
];

function routes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/posts': () => ok(pageOf([postRow({ id: 1, title: 'Kỹ sư phần mềm' }), postRow({ id: 2, title: 'Chuyên viên marketing', is_salary_negotiable: true })])),
    'GET /api/enterprises/premium': () => ok({ results: [enterprise({ id: 10, company_name: 'Công ty ABC', is_premium: true })] }),
    'GET /api/fields': () => ok(fields),
    ...overrides,
  };
}

function renderHome(overrides: Record<string, FakeHandler> = {}) {
  const fake = createFakeFetch(routes(overrides));
  return { ...renderPage(<HomePage />, { url: '/', path: '/', fetch: fake.fetch }), requests: fake.requests };
}

describe('HomePage', () => {
  it('shows the hero heading, the newest jobs, premium companies and fields', async () => {
    const { requests } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Tìm việc làm phù hợp với bạn' })).toBeTruthy();

    const jobLink = await screen.findByRole('link', { name: 'Kỹ sư phần mềm' });
    expect(jobLink.getAttribute('href')).toBe('/job/1');
    expect(screen.getByRole('link', { name: 'Chuyên viên marketing' }).getAttribute('href')).toBe('/job/2');
    expect(screen.getAllByText('15 - 25 triệu').length).toBeGreaterThan(0);
    expect(screen.getByText('Thỏa thuận')).toBeTruthy();

    const companies = screen.getByRole('region', { name: 'Công ty nổi bật' });
    const companyLink = await within(companies).findByRole('link', { name: 'Công ty ABC' });
    expect(companyLink.getAttribute('href')).toBe('/enterprises/10');

    const fieldLink = await screen.findByRole('link', { name: 'Marketing' });
    expect(fieldLink.getAttribute('href')).toBe('/job-search?field=5');

    const list = requests.find((request) => request.path === '/api/posts/');
    expect(list?.query.get('page_size')).toBe('12');
    expect(list?.query.get('sort')).toBe('-created_at');
  });

  it('sends the hero search to /job-search with keyword and city in the URL', async () => {
    const { location } = renderHome();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Từ khóa' }), { target: { value: ' kỹ sư ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Đà Nẵng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm việc' }));
    expect(location()).toBe(`/job-search?${new URLSearchParams({ q: 'kỹ sư', city: 'Đà Nẵng' })}`);
  });

  it('goes to the plain search page when the hero form is empty', () => {
    const { location } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Tìm việc' }));
    expect(location()).toBe('/job-search');
  });

  it('shows the SPEC text when premium companies fail, and the server message when it sends one', async () => {
    renderHome({
      'GET /api/enterprises/premium': () => ({ status: 500, body: 'oops' }),
      'GET /api/posts': () => fail(503, 'Máy chủ đang bảo trì'),
    });
    expect(await screen.findByText('Không thể lấy danh sách doanh nghiệp Premium')).toBeTruthy();
    expect(await screen.findByText('Máy chủ đang bảo trì')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Thử lại' }).length).toBe(2);
  });

  it('retries a failed section', async () => {
    let calls = 0;
    renderHome({
      'GET /api/posts': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : ok(pageOf([postRow({ id: 7, title: 'Kế toán' })]));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'Kế toán' })).toBeTruthy();
  });

  it('shows empty states when there are no jobs and no premium companies', async () => {
    renderHome({
      'GET /api/posts': () => ok(pageOf([])),
      'GET /api/enterprises/premium': () => ok({ results: [] }),
    });
    expect(await screen.findByText('Chưa có việc làm nào được đăng')).toBeTruthy();
    expect(await screen.findByText('Chưa có công ty nổi bật')).toBeTruthy();
  });

  it('shows loading placeholders with a status text first', () => {
    renderHome();
    expect(screen.getByText('Đang tải việc làm...')).toBeTruthy();
  });
});
