import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EnterpriseDetailPage from './enterprise-detail';
import { createFakeFetch, enterprise, fail, ok, pageOf, postRow, renderPage, type FakeHandler, type RecordedRequest } from './test-utils';

function renderDetail(url: string, overrides: Record<string, FakeHandler> = {}) {
  const fake = createFakeFetch({
    'GET /api/enterprises/10': () =>
      ok(enterprise({ background_image: '/uploads/bg.jpg', logo: '/uploads/logo.png', is_premium: true, description: 'Dòng 1\nDòng 2' })),
    'GET /api/posts/enterprise/10': (request: RecordedRequest) => {
      const page = Number(request.query.get('page') ?? 1);
      return ok(pageOf([postRow({ id: page * 100, title: `Việc trang ${page}` })], page, 12));
    },
    ...overrides,
  });
  return { ...renderPage(<EnterpriseDetailPage />, { url, path: '/enterprises/:id', fetch: fake.fetch }), requests: fake.requests };
}

describe('EnterpriseDetailPage', () => {
  it('shows the public company profile and sets the document title', async () => {
    renderDetail('/enterprises/10');
    expect(await screen.findByRole('heading', { level: 1, name: /Công ty ABC/ })).toBeTruthy();
    // The title is set in an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Công ty ABC | JobHub'));
    expect(screen.getByRole('img', { name: 'Logo Công ty ABC' }).getAttribute('src')).toBe('/uploads/logo.png');
    expect(document.querySelector('.jb-cover img')?.getAttribute('src')).toBe('/uploads/bg.jpg');

    const info = screen.getByRole('complementary', { name: 'Thông tin công ty' });
    const value = (term: string) => within(info).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Lĩnh vực hoạt động')).toBe('Công nghệ thông tin');
    expect(value('Quy mô')).toBe('100-499 nhân viên');
    expect(value('Địa chỉ')).toBe('1 Tràng Tiền, Hà Nội');
    expect(value('Mã số thuế')).toBe('0101234567');
    expect(value('Tham gia JobHub')).toBe('01/05/2024');
    expect(within(info).getByRole('link', { name: 'hr@abc.vn' }).getAttribute('href')).toBe('mailto:hr@abc.vn');
    expect(within(info).getByRole('link', { name: '024 1234 5678' }).getAttribute('href')).toBe('tel:02412345678');
    expect(within(info).getByRole('link', { name: /^https:\/\/abc\.vn/ }).getAttribute('href')).toBe('https://abc.vn/');

    expect(screen.getByRole('region', { name: 'Giới thiệu công ty' }).querySelector('.jb-richtext')?.textContent).toBe('Dòng 1\nDòng 2');
  });

  it("lists the company's open jobs, paged through ?page=", async () => {
    const { requests, location } = renderDetail('/enterprises/10');
    const jobs = await screen.findByRole('region', { name: /Việc làm đang tuyển/ });
    expect(await within(jobs).findByRole('link', { name: 'Việc trang 1' })).toBeTruthy();
    expect(within(jobs).getByRole('heading', { level: 2 }).textContent).toBe('Việc làm đang tuyển (12)');
    fireEvent.click(within(jobs).getByRole('link', { name: 'Trang 2' }));
    expect(location()).toBe('/enterprises/10?page=2');
    expect(await within(jobs).findByRole('link', { name: 'Việc trang 2' })).toBeTruthy();
    expect(requests.filter((request) => request.path.startsWith('/api/posts/enterprise/10')).map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when the company has no open jobs', async () => {
    renderDetail('/enterprises/10', { 'GET /api/posts/enterprise/10': () => ok(pageOf([])) });
    expect(await screen.findByText('Công ty hiện chưa có việc làm đang tuyển')).toBeTruthy();
  });

  it('shows the not-found state for a 404', async () => {
    renderDetail('/enterprises/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy công ty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem danh sách công ty' }).getAttribute('href')).toBe('/enterprises');
  });

  it('shows the SPEC error text for other failures', async () => {
    renderDetail('/enterprises/10', { 'GET /api/enterprises/10': () => ({ status: 502, body: {} }) });
    expect(await screen.findByText('Có lỗi xảy ra khi tải thông tin công ty')).toBeTruthy();
  });

  it("shows the server's message when it sends one", async () => {
    renderDetail('/enterprises/10', { 'GET /api/enterprises/10': () => fail(403, 'Công ty đang chờ duyệt') });
    expect(await screen.findByText('Công ty đang chờ duyệt')).toBeTruthy();
  });
});
