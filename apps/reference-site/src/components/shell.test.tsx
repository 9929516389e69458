import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, fail, ok, renderSite, signedIn } from '../test/site-harness';

const BANNER = 'Tài khoản của bạn chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.';

describe('activation banner', () => {
  it('shows for a signed-in user whose account is not activated, with a resend link to /activate', async () => {
    renderSite('/about', { storage: signedIn({ is_active: false }) });
    expect(await screen.findByText(BANNER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gửi lại mã kích hoạt' }).getAttribute('href')).toBe('/activate');
  });

  it('does not show for an activated user', async () => {
    renderSite('/about', { storage: signedIn({ is_active: true }) });
    expect(await screen.findByRole('heading', { name: 'Về JobHub' })).toBeTruthy();
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('does not show when signed out', async () => {
    renderSite('/about');
    expect(await screen.findByRole('heading', { name: 'Về JobHub' })).toBeTruthy();
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});

describe('candidate header and footer', () => {
  it('shows the main links and the guest actions', async () => {
    renderSite('/about');
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
    for (const [name, href] of [
      ['Tìm việc', '/job-search'],
      ['Công ty', '/companies'],
      ['JobHub AI', '/gemini-chat'],
      ['Premium', '/premium'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} JobHub`);
    expect(screen.getByRole('navigation', { name: 'Dành cho người tìm việc' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Dành cho nhà tuyển dụng' })).toBeTruthy();
  });

  it('has a profile menu with every entry, and logout goes to /login with a toast', async () => {
    const { client } = renderSite('/about', { storage: signedIn({ fullname: 'Trần Thị Bình' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Tài khoản: Trần Thị Bình' }));
    const menu = document.getElementById('profile-menu') as HTMLElement;
    for (const name of ['Hồ sơ cá nhân', 'Việc đã ứng tuyển', 'Việc đã lưu', 'Tiêu chí tìm việc', 'Việc làm gợi ý', 'JobHub AI']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    fireEvent.click(within(menu).getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByText('Đăng xuất thành công!')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(client.$session.get().status).toBe('anonymous');
  });

  it('opens the mobile side menu, closes it with Escape and returns focus to the toggle', async () => {
    renderSite('/about');
    const toggle = await screen.findByRole('button', { name: 'Mở menu' });
    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Tìm việc' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('employer layout', () => {
  it('hides the candidate header and footer and shows the sidebar', async () => {
    renderSite('/employer', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE), 'GET /api/profile/': () => fail(500, 'lỗi') },
    });
    expect(await screen.findByRole('heading', { name: ENTERPRISE.company_name })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const sidebar = screen.getByRole('complementary', { name: 'Thanh bên nhà tuyển dụng' });
    expect(within(sidebar).getByText('Người dùng')).toBeTruthy();
    expect(within(sidebar).getByText('Nhà tuyển dụng')).toBeTruthy();
    for (const name of ['Tổng quan', 'Thông tin cá nhân', 'Thông tin công ty', 'Tin tuyển dụng', 'Thông báo', 'Tin nhắn', 'Cài đặt', 'Premium']) {
      expect(within(sidebar).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('shows the full name from the token in the sidebar', async () => {
    renderSite('/employer/posts', {
      storage: signedIn({ role: 'employer', fullname: 'Lê Văn Cường' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE) },
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Thanh bên nhà tuyển dụng' });
    expect(within(sidebar).getByText('Lê Văn Cường')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tin tuyển dụng' })).toBeTruthy();
  });

  it('logout from an employer page lands on plain /login, without ?redirect=', async () => {
    const { client } = renderSite('/employer', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE) },
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Thanh bên nhà tuyển dụng' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByText('Đăng xuất thành công!')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(client.$session.get().status).toBe('anonymous');
  });

  it('also hides them on /employer/create-enterprise', async () => {
    renderSite('/employer/create-enterprise', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => fail(404, 'Không tìm thấy') },
    });
    expect(await screen.findByRole('heading', { name: 'Tạo doanh nghiệp' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
