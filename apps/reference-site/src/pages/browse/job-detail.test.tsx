import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import JobDetailPage from './job-detail';
import { createFakeFetch, fail, fakeAccessToken, ok, postDetail, postRow, renderPage, type FakeHandler } from './test-utils';

function renderDetail(url: string, handler: FakeHandler, token?: string) {
  const fake = createFakeFetch({ 'GET /api/post/1': handler, 'GET /api/post/2': handler });
  const options: Parameters<typeof renderPage>[1] = { url, path: '/job/:id', fetch: fake.fetch };
  if (token) options.token = token;
  return { ...renderPage(<JobDetailPage />, options), requests: fake.requests };
}

describe('JobDetailPage', () => {
  it('shows every field of the post, its company and sets the document title', async () => {
    renderDetail('/job/1', () => ok(postDetail()));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kỹ sư phần mềm' });
    expect(heading).toBeTruthy();
    expect(document.title).toBe('Kỹ sư phần mềm | JobHub');

    const facts: Record<string, string> = {
      'Địa điểm': 'Hoàn Kiếm, Hà Nội',
      'Địa chỉ làm việc': 'Tầng 5, 1 Tràng Tiền',
      'Kinh nghiệm': '1-2 năm',
      'Cấp bậc': 'Junior',
      'Hình thức làm việc': 'Toàn thời gian',
      'Thời gian làm việc': 'Thứ 2 - Thứ 6, 8:30 - 17:30',
      'Số lượng tuyển': '2 người',
      'Hạn nộp hồ sơ': '31/12/2099',
      'Ngày đăng': 'Vừa xong',
      'Ngành nghề': 'Công nghệ thông tin',
    };
    for (const [term, value] of Object.entries(facts)) {
      const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
      expect(dt.nextElementSibling?.textContent).toBe(value);
    }
    expect(screen.getByText('15 - 25 triệu')).toBeTruthy();

    const description = screen.getByRole('region', { name: 'Mô tả công việc' });
    expect(description.querySelector('.jb-richtext')?.textContent).toBe('Phát triển API.\n\n• Viết mã\n• Review');
    expect(description.querySelector('strong')).toBeNull();
    const required = screen.getByRole('region', { name: 'Yêu cầu ứng viên' });
    expect(required.querySelector('.jb-richtext')?.textContent).toBe('Biết TypeScript\nBiết SQL');
    expect(screen.getByRole('region', { name: 'Quyền lợi' }).textContent).toContain('Lương tháng 13');

    const company = screen.getByRole('complementary', { name: 'Công ty tuyển dụng' });
    expect(within(company).getByRole('heading', { level: 2, name: 'Công ty ABC' })).toBeTruthy();
    expect(within(company).getByText('100-499 nhân viên')).toBeTruthy();
    expect(within(company).getByRole('link', { name: /abc\.vn/ }).getAttribute('href')).toBe('https://abc.vn/');
    expect(within(company).getByRole('link', { name: 'Xem trang công ty Công ty ABC' }).getAttribute('href')).toBe('/enterprises/10');
  });

  it('never renders the post HTML as markup', async () => {
    renderDetail('/job/1', () =>
      ok(postDetail({ description_html: '<p>Xin chào</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bấm</a>' })),
    );
    const description = await screen.findByRole('region', { name: 'Mô tả công việc' });
    expect(description.querySelector('script, img, a')).toBeNull();
    expect(description.textContent).toContain('Xin chào');
    expect(description.textContent).not.toContain('alert');
  });

  it('lists at most 7 related posts', async () => {
    const related = Array.from({ length: 9 }, (_, index) => postRow({ id: 100 + index, title: `Việc liên quan ${index}` }));
    renderDetail('/job/1', () => ok(postDetail({ related_posts: related })));
    const section = await screen.findByRole('region', { name: 'Việc làm liên quan' });
    expect(within(section).getAllByRole('article')).toHaveLength(7);
    expect(within(section).getByRole('link', { name: 'Việc liên quan 0' }).getAttribute('href')).toBe('/job/100');
  });

  it('sends anonymous visitors to login with a redirect back to the job', async () => {
    renderDetail('/job/1', () => ok(postDetail()));
    const apply = await screen.findByRole('link', { name: 'Ứng tuyển ngay' });
    expect(apply.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/job/1')}`);
  });

  it('shows candidates the apply button, which opens the apply form with the CV rule', async () => {
    renderDetail('/job/1', () => ok(postDetail()), fakeAccessToken({ user_id: 5, role: 'candidate' }));
    const apply = await screen.findByRole('button', { name: 'Ứng tuyển ngay' });
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Ứng tuyển' });
    expect(within(dialog).getByLabelText(/^File CV/)).toBeTruthy();
    expect(within(dialog).getByText('PDF hoặc DOCX, tối đa 5 MB')).toBeTruthy();
  });

  it('tells employers that only candidates apply', async () => {
    renderDetail('/job/1', () => ok(postDetail()), fakeAccessToken({ user_id: 6, role: 'employer' }));
    expect(await screen.findByText('Chỉ tài khoản ứng viên mới có thể ứng tuyển.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ứng tuyển ngay' })).toBeNull();
  });

  it('says when the candidate already applied or the post expired', async () => {
    renderDetail('/job/1', () => ok(postDetail({ has_applied: true, applied_at: '2025-01-02T03:04:05Z' })), fakeAccessToken({ user_id: 5, role: 'candidate' }));
    expect(await screen.findByText('Đã ứng tuyển')).toBeTruthy();
    expect(screen.getByText('02/01/2025').getAttribute('datetime')).toBe('2025-01-02T03:04:05Z');
    expect(screen.getByRole('link', { name: 'Xem việc đã ứng tuyển' }).getAttribute('href')).toBe('/my-applications');
    expect(screen.queryByRole('button', { name: 'Ứng tuyển ngay' })).toBeNull();
  });

  it('does not offer to apply to an expired post', async () => {
    renderDetail('/job/1', () => ok(postDetail({ deadline: '2000-01-01' })));
    expect(await screen.findByText('Tin tuyển dụng đã hết hạn nhận hồ sơ.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ứng tuyển ngay' })).toBeNull();
  });

  it('shows the not-found state for a 404', async () => {
    renderDetail('/job/1', () => fail(404, 'Không tìm thấy bài đăng'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy việc làm' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tìm việc làm khác' }).getAttribute('href')).toBe('/job-search');
    expect(document.title).toBe('Không tìm thấy việc làm | JobHub');
  });

  it('shows the not-found state for an id that cannot exist, without calling the API', async () => {
    const { requests } = renderDetail('/job/abc', () => ok(postDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy việc làm' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows an error with a retry for other failures', async () => {
    renderDetail('/job/1', () => ({ status: 500, body: {} }));
    expect(await screen.findByText('Có lỗi xảy ra khi tải thông tin việc làm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('shows a loading status first', () => {
    renderDetail('/job/1', () => ok(postDetail()));
    expect(screen.getByRole('status').textContent).toBe('Đang tải việc làm...');
  });
});
