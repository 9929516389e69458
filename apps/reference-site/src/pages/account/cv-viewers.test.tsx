import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderSite, signedIn, PROFILE } from '../../test/site-harness';

const cv = (id: number, name: string, is_default = false) => ({
  id,
  name,
  file_name: `${name}.pdf`,
  file_type: 'pdf',
  size: 120 * 1024,
  is_default,
  file: `/api/profile/cvs/${id}/file/`,
  created_at: '2026-11-20T08:00:00.000Z',
});

describe('/profile CV library: who viewed my CV', () => {
  it('lists the companies that viewed each CV and when, once the button is opened', async () => {
    const { requests } = renderSite('/profile', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/cvs/': () => ok([cv(1, 'CV Backend', true), cv(2, 'CV tiếng Anh')]),
        'GET /api/profile/cvs/1/viewers/': () =>
          ok([
            { application: 9, enterprise: 3, enterprise_name: 'Công ty Ánh Dương', enterprise_logo: null, post_title: 'Lập trình viên Node.js', viewed_at: '2026-11-21T02:15:00.000Z' },
            { application: 8, enterprise: 4, enterprise_name: 'Công ty Bình Minh', enterprise_logo: null, post_title: 'Kỹ sư dữ liệu', viewed_at: '2026-11-20T09:00:00.000Z' },
          ]),
        'GET /api/profile/cvs/2/viewers/': () => ok([]),
      },
    });
    const section = await screen.findByRole('region', { name: 'Thư viện CV' });
    const toggle = await within(section).findByRole('button', { name: 'Ai đã xem CV này (CV Backend)' });
    expect(requests.some((request) => request.path.endsWith('/viewers/'))).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const viewers = screen.getByRole('region', { name: 'Nhà tuyển dụng đã xem CV Backend' });
    expect(await within(viewers).findByText('Công ty Ánh Dương')).toBeTruthy();
    expect(within(viewers).getByText(/Lập trình viên Node\.js/)).toBeTruthy();
    // 02:15 UTC is 09:15 in Hà Nội.
    expect(within(viewers).getByText('09:15 21/11/2026')).toBeTruthy();
    expect(within(viewers).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(within(section).getByRole('button', { name: 'Ai đã xem CV này (CV tiếng Anh)' }));
    const none = screen.getByRole('region', { name: 'Nhà tuyển dụng đã xem CV tiếng Anh' });
    expect(await within(none).findByText('Chưa có nhà tuyển dụng nào xem CV này.')).toBeTruthy();
  });

  it('shows the loading state, then the server error', async () => {
    renderSite('/profile', {
      storage: signedIn({ role: 'candidate' }),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/cvs/': () => ok([cv(1, 'CV Backend', true)]),
        'GET /api/profile/cvs/1/viewers/': () => fail(404, 'Không tìm thấy CV'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ai đã xem CV này (CV Backend)' }));
    const viewers = screen.getByRole('region', { name: 'Nhà tuyển dụng đã xem CV Backend' });
    expect(within(viewers).getByRole('status').textContent).toBe('Đang tải...');
    expect(await within(viewers).findByText('Không tìm thấy CV')).toBeTruthy();
  });
});
