import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, fail, fakeJwt, ok, renderSite, type FakeRoutes } from '../../test/site-harness';

function loginAnswer(role: 'candidate' | 'employer' | 'admin' | 'none', isActive = true) {
  return ok({ access: fakeJwt({ role, is_active: isActive }), refresh: 'r-1', role, is_active: isActive, is_banned: false });
}

async function submitLogin(email = 'an@example.com', password = 'matkhau123') {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Mật khẩu/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

function renderLogin(path: string, routes: FakeRoutes) {
  return renderSite(path, { routes });
}

describe('login', () => {
  it('toasts success and redirects a candidate to /job-search', async () => {
    const { requests } = renderLogin('/login', { 'POST /api/login/': () => loginAnswer('candidate') });
    await submitLogin();
    expect(await screen.findByText('Đăng nhập thành công!')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/job-search'));
    expect(requests.find((r) => r.path === '/api/login/')?.body).toEqual({ username: 'an@example.com', password: 'matkhau123' });
  });

  it('honours the redirect query', async () => {
    renderLogin('/login?redirect=%2Fsaved-jobs', { 'POST /api/login/': () => loginAnswer('candidate') });
    await submitLogin();
    await waitFor(() => expect(currentLocation()).toBe('/saved-jobs'));
    expect(await screen.findByRole('heading', { name: 'Việc đã lưu' })).toBeTruthy();
  });

  it('redirects an employer by role (and to create-enterprise without a company)', async () => {
    renderLogin('/login', {
      'POST /api/login/': () => loginAnswer('employer'),
      'GET /api/enterprises/user/': () => fail(404, 'Không tìm thấy'),
    });
    await submitLogin();
    await waitFor(() => expect(currentLocation()).toBe('/employer/create-enterprise'));
  });

  it('redirects an employer with a company to /employer', async () => {
    renderLogin('/login', {
      'POST /api/login/': () => loginAnswer('employer'),
      'GET /api/enterprises/user/': () => ok(ENTERPRISE),
    });
    await submitLogin();
    await waitFor(() => expect(currentLocation()).toBe('/employer'));
  });

  it('sends a user with role none to /select-role', async () => {
    renderLogin('/login?redirect=%2Fprofile', { 'POST /api/login/': () => loginAnswer('none') });
    await submitLogin();
    await waitFor(() => expect(currentLocation()).toBe('/select-role'));
  });

  it('sends a not-activated account to /activate/{email} with the error', async () => {
    renderLogin('/login', { 'POST /api/login/': () => loginAnswer('candidate', false) });
    await submitLogin('chua@example.com');
    expect(
      await screen.findByText('Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.'),
    ).toBeTruthy();
    expect(currentLocation()).toBe(`/activate/${encodeURIComponent('chua@example.com')}`);
  });

  it('shows "Không nhận được token từ server" when no token comes back', async () => {
    renderLogin('/login', { 'POST /api/login/': () => ok({}) });
    await submitLogin();
    expect(await screen.findByText('Không nhận được token từ server')).toBeTruthy();
    expect(currentLocation()).toBe('/login');
  });

  it('shows the server message and field errors on failure', async () => {
    renderLogin('/login', {
      'POST /api/login/': () => fail(400, 'Email hoặc mật khẩu không đúng', { password: ['Mật khẩu không đúng'] }),
    });
    await submitLogin();
    expect(await screen.findByText('Email hoặc mật khẩu không đúng')).toBeTruthy();
    const password = screen.getByLabelText(/^Mật khẩu/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').pop() ?? '')?.textContent).toBe('Mật khẩu không đúng');
  });

  it('says wrong credentials once, in the alert, not again under both fields', async () => {
    const message = 'Tên đăng nhập/email hoặc mật khẩu không đúng';
    renderLogin('/login', { 'POST /api/login/': () => fail(400, message, { username: [message], password: [message] }) });
    await submitLogin();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
    expect(document.querySelectorAll('.field-error')).toHaveLength(0);
  });

  it('falls back to "Đăng nhập thất bại" when the server gives no message', async () => {
    renderLogin('/login', { 'POST /api/login/': () => ({ status: 500, body: 'oops' }) });
    await submitLogin();
    expect(await screen.findByText('Đăng nhập thất bại')).toBeTruthy();
  });

  it('disables the submit button with "Đang xử lý..." while pending', async () => {
    let release: () => void = () => undefined;
    renderLogin('/login', {
      'POST /api/login/': () => new Promise((resolve) => (release = () => resolve(loginAnswer('candidate')))),
    });
    await submitLogin();
    const button = await screen.findByRole('button', { name: 'Đang xử lý...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(currentLocation()).toBe('/job-search'));
  });

  it('has a Google sign-in button', async () => {
    renderLogin('/login', {});
    expect(await screen.findByRole('button', { name: 'Đăng nhập với Google' })).toBeTruthy();
  });
});
