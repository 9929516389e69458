import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, fail, ok, renderSite, signedIn, type FakeRequest } from '../../test/site-harness';

const ALL_ON = { job_alerts: true, application_updates: true, messages: true, news: true };

const EMPLOYER_ROUTES = {
  'GET /api/enterprises/user/': () => ok(ENTERPRISE),
  'GET /api/auth/google/link/': () => ok({ linked: false, email: null, has_password: true }),
};

describe('/employer/settings', () => {
  it("is where the sidebar's 'Cài đặt' goes, and the old ?tab=settings link lands there too", async () => {
    renderSite('/employer/profile?tab=settings', { storage: signedIn({ role: 'employer' }), routes: { ...EMPLOYER_ROUTES, 'GET /api/account/mail-preferences/': () => ok(ALL_ON) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cài đặt' })).toBeTruthy();
    expect(currentLocation()).toBe('/employer/settings');
    const sidebar = screen.getByRole('complementary', { name: 'Thanh bên nhà tuyển dụng' });
    expect(within(sidebar).getByRole('link', { name: 'Cài đặt' }).getAttribute('href')).toBe('/employer/settings');
    expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeTruthy();
    expect(screen.getByLabelText(/^Mật khẩu hiện tại/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Liên kết Google' })).toBeTruthy();
  }, 15_000);

  it('lists the four mail types with one switch each, saves a flip at once, and puts it back when the save fails', async () => {
    const puts: FakeRequest[] = [];
    let refuse = false;
    renderSite('/employer/settings', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        ...EMPLOYER_ROUTES,
        'GET /api/account/mail-preferences/': () => ok(ALL_ON),
        'PUT /api/account/mail-preferences/': (request) => {
          puts.push(request);
          return refuse ? fail(500, 'Lỗi máy chủ') : ok({ ...ALL_ON, ...(request.body as object) }, 'Đã lưu cài đặt email');
        },
      },
    });
    const alerts = await screen.findByRole('switch', { name: 'Thông báo việc làm mới phù hợp' });
    expect(screen.getAllByRole('switch').map((box) => box.closest('label')?.textContent)).toEqual([
      'Thông báo việc làm mới phù hợp',
      'Cập nhật hồ sơ ứng tuyển',
      'Tin nhắn mới',
      'Tin tức và ưu đãi từ JobHub',
    ]);
    expect((alerts as HTMLInputElement).checked).toBe(true);
    fireEvent.click(alerts);
    expect(await screen.findByText('Đã lưu cài đặt email')).toBeTruthy();
    expect(puts[0]?.body).toEqual({ job_alerts: false });
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Thông báo việc làm mới phù hợp' }) as HTMLInputElement).checked).toBe(false));

    refuse = true;
    const news = screen.getByRole('switch', { name: 'Tin tức và ưu đãi từ JobHub' });
    fireEvent.click(news);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Tin tức và ưu đãi từ JobHub' }) as HTMLInputElement).checked).toBe(true));
  });

  it('changes the password with the same form as /profile (POST /api/change-password/)', async () => {
    const posts: FakeRequest[] = [];
    renderSite('/employer/settings', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        ...EMPLOYER_ROUTES,
        'GET /api/account/mail-preferences/': () => ok({ ...ALL_ON, news: false }),
        'POST /api/change-password/': (request) => {
          posts.push(request);
          return ok({ access: 'a.b.c', refresh: 'r' }, 'Đổi mật khẩu thành công!');
        },
      },
    });
    expect(((await screen.findByRole('switch', { name: 'Tin tức và ưu đãi từ JobHub' })) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Mật khẩu hiện tại/), { target: { value: 'Mat-khau-123' } });
    fireEvent.change(screen.getByLabelText(/^Mật khẩu mới/), { target: { value: 'Mat-khau-456' } });
    fireEvent.change(screen.getByLabelText(/^Xác nhận mật khẩu mới/), { target: { value: 'Mat-khau-456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ current_password: 'Mat-khau-123', new_password: 'Mat-khau-456' });
  });
});
