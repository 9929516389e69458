import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeJwt, ok, renderSite, signedIn, type FakeRequest, PROFILE } from '../../test/site-harness';


describe('/profile', () => {
  it('edits the name, display name and gender through PUT /api/profile/update/', async () => {
    const updates: FakeRequest[] = [];
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'PUT /api/profile/update/': (request) => {
          updates.push(request);
          return ok({ ...PROFILE, ...(request.body as object) }, 'Cập nhật thông tin thành công!');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Chỉnh sửa thông tin' }));
    fireEvent.change(screen.getByLabelText(/^Họ và tên/), { target: { value: 'Nguyễn Văn Bình' } });
    fireEvent.change(screen.getByLabelText(/^Tên hiển thị/), { target: { value: 'Bình' } });
    fireEvent.change(screen.getByLabelText(/^Giới tính/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Nguyễn Văn Bình')).toBeTruthy();
    expect(updates[0]?.body).toEqual({ fullname: 'Nguyễn Văn Bình', name_display: 'Bình', gender: 'other' });
    expect(screen.getByText('Khác')).toBeTruthy();
  });

  it('shows field errors from the server on their fields', async () => {
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'PUT /api/profile/update/': () => fail(400, 'Dữ liệu không hợp lệ', { fullname: ['Họ tên quá ngắn'] }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Chỉnh sửa thông tin' }));
    fireEvent.change(screen.getByLabelText(/^Họ và tên/), { target: { value: 'Nguyễn B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Họ tên quá ngắn')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Họ và tên/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Dữ liệu không hợp lệ')).toBeTruthy();
  });
});

describe('/profile phone and password (issue 26)', () => {
  it('shows the kept phone and changes it through PUT /api/profile/update/', async () => {
    const updates: FakeRequest[] = [];
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok({ ...PROFILE, phone_number: '0912 345 678', has_password: true }),
        'PUT /api/profile/update/': (request) => {
          updates.push(request);
          return ok({ ...PROFILE, has_password: true, ...(request.body as object) }, 'Cập nhật thông tin thành công!');
        },
      },
    });
    expect(await screen.findByText('0912 345 678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chỉnh sửa thông tin' }));
    const phone = screen.getByLabelText(/^Số điện thoại/) as HTMLInputElement;
    expect(phone.value).toBe('0912 345 678');
    fireEvent.change(phone, { target: { value: '0987 654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('0987 654 321')).toBeTruthy();
    expect(updates[0]?.body).toMatchObject({ phone_number: '0987 654 321' });
  });

  it("offers an account made through Google 'Đặt mật khẩu' without the current password, then the change form", async () => {
    const sets: FakeRequest[] = [];
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok({ ...PROFILE, phone_number: null, has_password: false }),
        'POST /api/set-password/': (request) => {
          sets.push(request);
          // The session goes on with the pair of the answer.
          return ok({ access: fakeJwt({}), refresh: 'refresh-2' }, 'Đặt mật khẩu thành công!');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Đặt mật khẩu' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Mật khẩu hiện tại/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Đổi mật khẩu' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Mật khẩu mới/), { target: { value: 'Mat-khau-moi-456' } });
    fireEvent.change(screen.getByLabelText(/^Xác nhận mật khẩu mới/), { target: { value: 'Mat-khau-moi-456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    expect(await screen.findByRole('heading', { name: 'Đổi mật khẩu' })).toBeTruthy();
    expect(sets[0]?.body).toEqual({ new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' });
    expect(screen.getByLabelText(/^Mật khẩu hiện tại/)).toBeTruthy();
  });

  it('asks an account with a password for the current one', async () => {
    renderSite('/profile', { storage: signedIn(), routes: { 'GET /api/profile/': () => ok({ ...PROFILE, has_password: true }) } });
    expect(await screen.findByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeTruthy();
    expect(screen.getByLabelText(/^Mật khẩu hiện tại/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Đặt mật khẩu' })).toBeNull();
  });
});

describe('/profile Google link', () => {
  it('shows the linked Google account and unlinks it', async () => {
    const calls: FakeRequest[] = [];
    let linked = true;
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/auth/google/link/': () => ok({ linked, email: linked ? 'an.google@example.com' : null, has_password: true }),
        'DELETE /api/auth/google/link/': (request) => {
          calls.push(request);
          linked = false;
          return { status: 200, body: { status: 200, message: 'Đã hủy liên kết tài khoản Google.' } };
        },
      },
    });
    expect(await screen.findByText('an.google@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hủy liên kết Google' }));
    expect(await screen.findByRole('button', { name: 'Liên kết Google' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows why unlinking is refused', async () => {
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/auth/google/link/': () => ok({ linked: true, email: 'an@example.com', has_password: false }),
        'DELETE /api/auth/google/link/': () => fail(400, 'Tài khoản chưa có mật khẩu'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy liên kết Google' }));
    expect(await screen.findByText('Tài khoản chưa có mật khẩu')).toBeTruthy();
  });

  it('shows the error the provider round trip came back with', async () => {
    renderSite('/profile?google_error=T%C3%A0i%20kho%E1%BA%A3n%20Google%20n%C3%A0y%20%C4%91%C3%A3%20%C4%91%C6%B0%E1%BB%A3c%20li%C3%AAn%20k%E1%BA%BFt', {
      storage: signedIn(),
      routes: { 'GET /api/profile/': () => ok(PROFILE), 'GET /api/auth/google/link/': () => ok({ linked: false, email: null, has_password: true }) },
    });
    expect(await screen.findByText('Tài khoản Google này đã được liên kết')).toBeTruthy();
  });

  it("lists the connected partner apps ('Ứng dụng đã kết nối') and revokes one with 'Thu hồi'", async () => {
    let connected = [{ client_id: 'jh_abc', name: 'Việc Làm Đối Tác', scopes: ['notifications', 'chat'], granted_at: '2026-11-20T03:00:00.000Z' }];
    const revokes: FakeRequest[] = [];
    renderSite('/profile', {
      storage: signedIn(),
      routes: {
        'GET /api/profile/': () => ok(PROFILE),
        'GET /api/profile/connected-apps/': () => ok(connected),
        'POST /api/profile/connected-apps/jh_abc/revoke/': (request) => {
          revokes.push(request);
          connected = [];
          return { status: 200, body: { status: 200, message: 'Đã thu hồi quyền truy cập của ứng dụng' } };
        },
      },
    });
    const section = await screen.findByRole('heading', { name: 'Ứng dụng đã kết nối' });
    expect(section).toBeTruthy();
    expect(await screen.findByText('Việc Làm Đối Tác')).toBeTruthy();
    expect(screen.getByText(/Xem thông báo, Nhắn tin · Kết nối ngày/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thu hồi quyền của Việc Làm Đối Tác' }));
    expect(await screen.findByText('Chưa có ứng dụng nào được kết nối với tài khoản của bạn.')).toBeTruthy();
    expect(revokes).toHaveLength(1);
  });
});
