import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, ok, renderSite, signedIn, type FakeRequest } from '../../test/site-harness';

const EMPLOYER_ROUTES = {
  'GET /api/enterprises/user/': () => ok(ENTERPRISE),
  'GET /api/auth/google/link/': () => ok({ linked: false, email: null, has_password: true }),
};

describe('/employer/settings', () => {
  it("is where the sidebar's 'Cài đặt' goes, and the old ?tab=settings link lands there too", async () => {
    renderSite('/employer/profile?tab=settings', { storage: signedIn({ role: 'employer' }), routes: { ...EMPLOYER_ROUTES, 'GET /api/account/mail-preferences/': () => ok({ notification_emails: true }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cài đặt' })).toBeTruthy();
    expect(currentLocation()).toBe('/employer/settings');
    const sidebar = screen.getByRole('complementary', { name: 'Thanh bên nhà tuyển dụng' });
    expect(within(sidebar).getByRole('link', { name: 'Cài đặt' }).getAttribute('href')).toBe('/employer/settings');
    expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeTruthy();
    expect(screen.getByLabelText(/^Mật khẩu hiện tại/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Liên kết Google' })).toBeTruthy();
  });

  it('shows the stored notification e-mail preference and saves a change with PUT', async () => {
    const puts: FakeRequest[] = [];
    renderSite('/employer/settings', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        ...EMPLOYER_ROUTES,
        'GET /api/account/mail-preferences/': () => ok({ notification_emails: true }),
        'PUT /api/account/mail-preferences/': (request) => {
          puts.push(request);
          return ok(request.body, 'Đã lưu cài đặt email');
        },
      },
    });
    const box = await screen.findByRole('checkbox', { name: /Nhận email thông báo/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    expect(await screen.findByText('Đã lưu cài đặt email')).toBeTruthy();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ notification_emails: false });
  });

  it('changes the password with the same form as /profile (POST /api/change-password/)', async () => {
    const posts: FakeRequest[] = [];
    renderSite('/employer/settings', {
      storage: signedIn({ role: 'employer' }),
      routes: {
        ...EMPLOYER_ROUTES,
        'GET /api/account/mail-preferences/': () => ok({ notification_emails: false }),
        'POST /api/change-password/': (request) => {
          posts.push(request);
          return ok({ access: 'a.b.c', refresh: 'r' }, 'Đổi mật khẩu thành công!');
        },
      },
    });
    expect(((await screen.findByRole('checkbox', { name: /Nhận email thông báo/ })) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Mật khẩu hiện tại/), { target: { value: 'Mat-khau-123' } });
    fireEvent.change(screen.getByLabelText(/^Mật khẩu mới/), { target: { value: 'Mat-khau-456' } });
    fireEvent.change(screen.getByLabelText(/^Xác nhận mật khẩu mới/), { target: { value: 'Mat-khau-456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ current_password: 'Mat-khau-123', new_password: 'Mat-khau-456' });
  });
});
