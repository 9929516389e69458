import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderSite, signedIn, type FakeRequest } from '../../test/site-harness';

const PROFILE = {
  user_id: 7,
  username: 'an',
  email: 'an@example.com',
  fullname: 'Nguyễn Văn An',
  gender: 'male',
  role: 'candidate',
  is_active: true,
  is_premium: false,
  premium_expiry: null,
  balance: 0,
  name_display: '',
  avatar: null,
};

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
