import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fail, fakeJwt, message, ok, renderSite, signedIn } from '../../test/site-harness';

afterEach(() => vi.useRealTimers());

describe('activate', () => {
  it('resends the activation code', async () => {
    const { requests } = renderSite('/activate/an%40example.com', {
      routes: { 'POST /api/resend-it/': () => message('Đã gửi') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Gửi lại mã kích hoạt' }));
    expect(await screen.findByText('Mã kích hoạt mới đã được gửi vào email của bạn.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/resend-it/')?.body).toEqual({ email: 'an@example.com' });
  });

  it('reports a failed resend', async () => {
    renderSite('/activate/an%40example.com', { routes: { 'POST /api/resend-it/': () => fail(500, 'Lỗi máy chủ') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Gửi lại mã kích hoạt' }));
    expect(await screen.findByText('Không thể gửi lại mã kích hoạt. Vui lòng thử lại sau.')).toBeTruthy();
  });

  it('activates with ?token= and links to /login', async () => {
    renderSite('/activate?token=t1', { routes: { 'GET /api/activate/t1/': () => message('OK') } });
    expect(await screen.findByText('Tài khoản đã được kích hoạt thành công!')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/login');
  });

  it('reports a failed activation', async () => {
    renderSite('/activate?token=bad', { routes: { 'GET /api/activate/bad/': () => ({ status: 400, body: { status: 400 } }) } });
    expect(await screen.findByText('Kích hoạt tài khoản thất bại. Vui lòng thử lại.')).toBeTruthy();
  });
});

describe('forgot and reset password', () => {
  it('shows the forgot-password error', async () => {
    renderSite('/forgot-password', { routes: { 'POST /api/forgot-password/': () => ({ status: 500, body: null }) } });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'an@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Không thể gửi yêu cầu đặt lại mật khẩu.')).toBeTruthy();
  });

  it('resets the password then goes to /login', async () => {
    const { requests } = renderSite('/reset-password/tok', { routes: { 'POST /api/reset-password/tok/': () => message('Đặt lại mật khẩu thành công') } });
    fireEvent.change(await screen.findByLabelText(/^Mật khẩu mới/), { target: { value: 'matkhau-moi1' } });
    fireEvent.change(screen.getByLabelText(/^Xác nhận mật khẩu/), { target: { value: 'matkhau-moi1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(requests.find((r) => r.path === '/api/reset-password/tok/')?.body).toEqual({ password: 'matkhau-moi1' });
  });

  it('shows the reset-password error', async () => {
    renderSite('/reset-password/tok', { routes: { 'POST /api/reset-password/tok/': () => ({ status: 400, body: { status: 400 } }) } });
    fireEvent.change(await screen.findByLabelText(/^Mật khẩu mới/), { target: { value: 'matkhau-moi1' } });
    fireEvent.change(screen.getByLabelText(/^Xác nhận mật khẩu/), { target: { value: 'matkhau-moi1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByText('Không thể đặt lại mật khẩu.')).toBeTruthy();
  });
});

describe('google callback', () => {
  it('signs in and sends a user with role none to /select-role', async () => {
    const access = fakeJwt({ role: 'none' });
    const { client } = renderSite(`/auth/google/callback?access_token=${access}&refresh_token=r1&role=none&is_active=true&is_banned=false`);
    await waitFor(() => expect(currentLocation()).toBe('/select-role'));
    expect(client.$session.get().status).toBe('authenticated');
  });

  it('sends a candidate to /job-search, as a password login does', async () => {
    const access = fakeJwt({ role: 'candidate' });
    renderSite(`/auth/google/callback?access_token=${access}&refresh_token=r1`);
    await waitFor(() => expect(currentLocation()).toBe('/job-search'));
  });

  it('says a banned account is locked (the API sends the flag and no tokens)', async () => {
    renderSite('/auth/google/callback?is_banned=true');
    expect(await screen.findByText('Tài khoản của bạn đã bị khóa.')).toBeTruthy();
  });

  it('says a disabled account is disabled', async () => {
    renderSite('/auth/google/callback?is_active=false');
    expect(await screen.findByText('Tài khoản của bạn đã bị vô hiệu hóa.')).toBeTruthy();
  });

  it('needs both tokens, then returns to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSite('/auth/google/callback?access_token=only');
    expect(await screen.findByText('Không nhận được đủ thông tin xác thực từ Google.')).toBeTruthy();
    expect(currentLocation()).toBe('/auth/google/callback?access_token=only');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('shows the provider error', async () => {
    renderSite('/auth/google/callback?error=access_denied');
    expect(await screen.findByText('Xác thực Google thất bại: access_denied')).toBeTruthy();
  });

  it('shows the processing text first', async () => {
    renderSite('/auth/google/callback?access_token=a&refresh_token=b', { storage: signedIn() });
    expect(await screen.findByText(/Đang xử lý đăng nhập\.\.\.|Có lỗi xảy ra khi đăng nhập với Google/)).toBeTruthy();
  });
});

describe('select role', () => {
  it('is only for users without a role', async () => {
    renderSite('/select-role', { storage: signedIn({ role: 'candidate' }) });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('sends a signed-in user without a role from the guest pages to /select-role', async () => {
    renderSite('/login', { storage: signedIn({ role: 'none' }) });
    await waitFor(() => expect(currentLocation()).toBe('/select-role'));
  });

  it('sets the role and redirects by role', async () => {
    const fresh = fakeJwt({ role: 'candidate' });
    const { requests } = renderSite('/select-role', {
      storage: signedIn({ role: 'none' }),
      routes: { 'POST /api/set-role/': () => ok({ access: fresh, refresh: 'r2' }, 'Cập nhật vai trò thành công!') },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Ứng viên/ }));
    await waitFor(() => expect(currentLocation()).toBe('/job-search'));
    expect(requests.find((r) => r.path === '/api/set-role/')?.body).toEqual({ role: 'candidate' });
  });
});
