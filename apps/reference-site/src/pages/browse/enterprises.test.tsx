import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EnterprisesPage from './enterprises';
import { createFakeFetch, enterprise, fail, ok, pageOf, renderPage, type FakeHandler, type RecordedRequest } from './test-utils';

const fields = [
  { id: 2, name: 'Công nghệ thông tin' },
  { id: 5, name: 'Marketing' },
];

const companies = [
  enterprise({ id: 10, company_name: 'Công ty ABC', job_count: 3 }),
  enterprise({ id: 11, company_name: 'Công ty XYZ', city: 'Đà Nẵng', scale: '1-9', job_count: 0, is_premium: true }),
];

function renderList(url: string, overrides: Record<string, FakeHandler> = {}) {
  const answer = (request: RecordedRequest) => ok(pageOf(companies, Number(request.query.get('page') ?? 1), 25));
  const fake = createFakeFetch({
    'GET /api/enterprises': answer,
    'GET /api/enterprises/search': answer,
    'GET /api/fields': () => ok(fields),
    ...overrides,
  });
  const view = renderPage(<EnterprisesPage />, { url, path: url.startsWith('/companies') ? '/companies' : '/enterprises', fetch: fake.fetch });
  const calls = (path: string) => fake.requests.filter((request) => request.path.replace(/\/$/, '') === path);
  return { ...view, calls };
}

describe('EnterprisesPage', () => {
  it('lists companies with the plain list call, 10 per page, sorted by name', async () => {
    const { calls } = renderList('/enterprises');
    expect(screen.getByRole('heading', { level: 1, name: 'Danh sách công ty' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Công ty ABC' });
    expect(link.getAttribute('href')).toBe('/enterprises/10');
    const card = link.closest('article')!;
    expect(within(card).getByText('Hà Nội')).toBeTruthy();
    expect(within(card).getByText('100-499 nhân viên')).toBeTruthy();
    expect(within(card).getByText('3 việc làm đang tuyển')).toBeTruthy();
    expect(screen.getByText('Chưa có việc làm đang tuyển')).toBeTruthy();
    expect(screen.getByText('25 công ty')).toBeTruthy();

    const [list] = calls('/api/enterprises');
    expect(Object.fromEntries(list!.query)).toEqual({ page: '1', page_size: '10', sort_by: 'company_name', sort_order: 'asc' });
    expect(calls('/api/enterprises/search')).toHaveLength(0);
  });

  it('also serves /companies', async () => {
    renderList('/companies');
    expect(await screen.findByRole('link', { name: 'Công ty ABC' })).toBeTruthy();
  });

  it('searches by name and keeps the query in the URL', async () => {
    const { calls, location } = renderList('/enterprises?page=2');
    await screen.findByRole('link', { name: 'Công ty ABC' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tên công ty' }), { target: { value: ' ABC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(location()).toBe('/enterprises?q=ABC');
    expect(await screen.findByText('Tìm thấy 25 công ty')).toBeTruthy();
    const search = calls('/api/enterprises/search').at(-1)!;
    expect(search.query.get('q')).toBe('ABC');
    expect(search.query.get('page')).toBe('1');
    expect(search.query.get('page_size')).toBe('10');
  });

  it('filters by city, field and scale and sorts, resetting to page 1', async () => {
    const { calls, location } = renderList('/enterprises?page=3');
    await screen.findByRole('link', { name: 'Công ty ABC' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: 'Đà Nẵng' } });
    expect(location()).toBe(`/enterprises?${new URLSearchParams({ city: 'Đà Nẵng' })}`);

    await screen.findByRole('option', { name: 'Marketing' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Lĩnh vực hoạt động' }), { target: { value: 'Marketing' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Quy mô' }), { target: { value: '1-9' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), { target: { value: 'created_at:desc' } });
    expect(location()).toBe(
      `/enterprises?${new URLSearchParams({ city: 'Đà Nẵng', field: 'Marketing', scale: '1-9', sort_by: 'created_at', sort_order: 'desc' })}`,
    );
    await screen.findByText('Tìm thấy 25 công ty');
    const search = calls('/api/enterprises/search').at(-1)!;
    expect(Object.fromEntries(search.query)).toEqual({
      city: 'Đà Nẵng',
      field: 'Marketing',
      scale: '1-9',
      page: '1',
      page_size: '10',
      sort_by: 'created_at',
      sort_order: 'desc',
    });
  });

  it('restores the filters from a shared URL', async () => {
    renderList(`/enterprises?${new URLSearchParams({ q: 'ABC', city: 'Hà Nội', scale: '100-499', sort_by: 'scale', sort_order: 'desc' })}`);
    await screen.findByText('Tìm thấy 25 công ty');
    expect((screen.getByRole('searchbox', { name: 'Tên công ty' }) as HTMLInputElement).value).toBe('ABC');
    expect((screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }) as HTMLSelectElement).value).toBe('Hà Nội');
    expect((screen.getByRole('combobox', { name: 'Quy mô' }) as HTMLSelectElement).value).toBe('100-499');
    expect((screen.getByRole('combobox', { name: 'Sắp xếp theo' }) as HTMLSelectElement).value).toBe('scale:desc');
  });

  it('pages through the results with links that keep the query', async () => {
    const { calls, location } = renderList('/enterprises?city=H%C3%A0+N%E1%BB%99i');
    await screen.findByRole('link', { name: 'Công ty ABC' });
    const pagination = screen.getByRole('navigation', { name: 'Phân trang danh sách công ty' });
    expect(within(pagination).getByText('1').closest('[aria-current="page"]')).toBeTruthy();
    fireEvent.click(within(pagination).getByRole('link', { name: 'Trang 3' }));
    expect(location()).toBe(`/enterprises?${new URLSearchParams({ city: 'Hà Nội', page: '3' })}`);
    await screen.findByRole('link', { name: 'Trang 2' });
    expect(calls('/api/enterprises/search').at(-1)!.query.get('page')).toBe('3');
  });

  it('shows the SPEC list error text when the list fails', async () => {
    renderList('/enterprises', { 'GET /api/enterprises': () => ({ status: 500, body: {} }) });
    expect(await screen.findByText('Có lỗi xảy ra khi tải danh sách công ty')).toBeTruthy();
  });

  it('shows the SPEC search error text when a search fails', async () => {
    renderList('/enterprises?q=abc', { 'GET /api/enterprises/search': () => ({ status: 500, body: {} }) });
    expect(await screen.findByText('Có lỗi xảy ra khi tìm kiếm công ty')).toBeTruthy();
  });

  it("shows the server's message instead when it sends one", async () => {
    renderList('/enterprises?q=abc', { 'GET /api/enterprises/search': () => fail(400, 'Từ khóa tối đa 200 ký tự') });
    expect(await screen.findByText('Từ khóa tối đa 200 ký tự')).toBeTruthy();
  });

  it('shows the empty state and clears the filters', async () => {
    const { location } = renderList('/enterprises?q=zzz', { 'GET /api/enterprises/search': () => ok(pageOf([])) });
    expect(await screen.findByText('Không tìm thấy công ty phù hợp')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(location()).toBe('/enterprises');
    expect(await screen.findByRole('link', { name: 'Công ty ABC' })).toBeTruthy();
  });
});
