import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, fail, fakeJwt, message, ok, renderSite } from '../../test/site-harness';

async function fillForm(role: 'candidate' | 'employer') {
  fireEvent.click(await screen.findByLabelText(role === 'employer' ? 'Nhà tuyển dụng' : 'Ứng viên tìm việc'));
  fireEvent.change(screen.getByLabelText(/^Họ và tên/), { target: { value: 'Nguyễn Văn An' } });
  fireEvent.change(screen.getByLabelText(/^Tên đăng nhập/), { target: { value: 'nguyenvanan' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'an@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Mật khẩu/), { target: { value: 'matkhau123' } });
}

describe('register', () => {
  it('toasts success and goes to /activate/{email}', async () => {
    const { requests } = renderSite('/register', { routes: { 'POST /api/register/': () => message('Đăng ký thành công', 201) } });
    await fillForm('candidate');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Đăng ký thành công!')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(`/activate/${encodeURIComponent('an@example.com')}`));
    expect(requests.find((r) => r.path === '/api/register/')?.body).toEqual({
      username: 'nguyenvanan',
      email: 'an@example.com',
      password: 'matkhau123',
      fullname: 'Nguyễn Văn An',
      gender: 'male',
      role: 'candidate',
    });
  });

  it('shows the partial-failure toast when the company cannot be created, and still succeeds', async () => {
    renderSite('/register', {
      routes: {
        'POST /api/register/': () => message('Đăng ký thành công', 201),
        'POST /api/login/': () =>
          ok({ access: fakeJwt({ role: 'employer', is_active: false }), refresh: 'r', role: 'employer', is_active: false, is_banned: false }),
        'POST /api/enterprises/create/': () => fail(400, 'Tên công ty đã tồn tại'),
      },
    });
    await fillForm('employer');
    fireEvent.change(screen.getByLabelText(/^Tên công ty/), { target: { value: 'Công ty Sao Việt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(
      await screen.findByText('Đăng ký tài khoản thành công nhưng không thể tạo doanh nghiệp. Vui lòng tạo doanh nghiệp sau.'),
    ).toBeTruthy();
    expect(await screen.findByText('Đăng ký thành công!')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(`/activate/${encodeURIComponent('an@example.com')}`));
  });

  it('shows the server message and field errors on failure', async () => {
    renderSite('/register', {
      routes: { 'POST /api/register/': () => fail(400, 'Dữ liệu không hợp lệ', { email: ['Email đã được sử dụng'] }) },
    });
    await fillForm('candidate');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Dữ liệu không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Email đã được sử dụng')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a taken e-mail together with a too-short password, at once', async () => {
    const { requests } = renderSite('/register', {
      routes: {
        'POST /api/register/': () => fail(400, 'Dữ liệu không hợp lệ', { email: ['Email đã được sử dụng'], password: ['Mật khẩu phải có ít nhất 8 ký tự'] }),
      },
    });
    await fillForm('candidate');
    fireEvent.change(screen.getByLabelText(/^Mật khẩu/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Email đã được sử dụng')).toBeTruthy();
    expect(screen.getByLabelText(/^Mật khẩu/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.path === '/api/register/')).toHaveLength(1);
    expect(currentLocation()).toBe('/register');
  });

  it('does not ask the API when the e-mail itself is wrong', async () => {
    const { requests } = renderSite('/register', { routes: { 'POST /api/register/': () => message('Đăng ký thành công', 201) } });
    await fillForm('candidate');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'khong-phai-email' } });
    fireEvent.change(screen.getByLabelText(/^Mật khẩu/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(requests.filter((r) => r.path === '/api/register/')).toHaveLength(0);
  });

  it('falls back to "Đăng ký thất bại"', async () => {
    renderSite('/register', { routes: { 'POST /api/register/': () => ({ status: 500, body: null }) } });
    await fillForm('candidate');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Đăng ký thất bại')).toBeTruthy();
  });
});
