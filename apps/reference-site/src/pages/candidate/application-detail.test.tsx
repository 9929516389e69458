import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, fail, ok, renderSite, signedIn } from '../../test/site-harness';

const APPLICATION = {
  id: 42,
  post: 12,
  post_title: 'Kỹ sư phần mềm',
  enterprise: 1,
  enterprise_name: 'Công ty JobHub',
  enterprise_logo: null,
  user: 7,
  name: 'Nguyễn Văn An',
  email: 'an@example.com',
  phone_number: '0912345678',
  description: 'Xin chào',
  cv_file: '/api/cv/42/file/',
  cv_file_name: 'ho-so.pdf',
  cv_file_type: 'pdf',
  status: 'approved',
  is_viewed: true,
  note: null,
  contact_masked: false,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
};

describe('/job-detail?cv_id=', () => {
  it("shows the candidate's own application: post, company, status and the CV sent", async () => {
    renderSite('/job-detail?cv_id=42', {
      storage: signedIn({ role: 'candidate' }),
      routes: { 'GET /api/cv/42/': () => ok(APPLICATION) },
    });
    expect(await screen.findByRole('link', { name: 'Kỹ sư phần mềm' })).toBeTruthy();
    expect(screen.getByText('Đã duyệt')).toBeTruthy();
    expect(screen.getByText('Nhà tuyển dụng đã xem CV của bạn.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /ho-so\.pdf/ })).toBeTruthy();
  });

  it("answers not found for an application that is not the candidate's (the API's 404)", async () => {
    renderSite('/job-detail?cv_id=43', {
      storage: signedIn({ role: 'candidate' }),
      routes: { 'GET /api/cv/43/': () => fail(404, 'Không tìm thấy hồ sơ ứng tuyển') },
    });
    expect(await screen.findByText('Không tìm thấy hồ sơ ứng tuyển')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Kỹ sư phần mềm' })).toBeNull();
  });

  it('is guarded like /my-applications: anonymous users go to /login', async () => {
    const { requests } = renderSite('/job-detail?cv_id=42');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeTruthy();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/job-detail?cv_id=42')}`);
    await waitFor(() => expect(requests.some((request) => request.path === '/api/cv/42/')).toBe(false));
  });
});
