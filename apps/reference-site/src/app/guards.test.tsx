import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, currentLocation, fail, ok, renderSite, signedIn } from '../test/site-harness';

describe('route guards', () => {
  it('sends an anonymous user on an authenticated route to /login with the full path as redirect', async () => {
    renderSite('/profile?tab=1');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeTruthy();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/profile?tab=1')}`);
  });

  it('sends an authenticated candidate away from /login to /job-search', async () => {
    renderSite('/login', { storage: signedIn({ role: 'candidate' }) });
    await waitFor(() => expect(currentLocation()).toBe('/job-search'));
  });

  it('sends an authenticated employer on a guest route to /employer', async () => {
    renderSite('/register', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE) },
    });
    await waitFor(() => expect(currentLocation()).toBe('/employer'));
    expect(await screen.findByRole('heading', { name: ENTERPRISE.company_name })).toBeTruthy();
  });

  it('sends an authenticated candidate on another guest route to /', async () => {
    renderSite('/forgot-password', { storage: signedIn({ role: 'candidate' }) });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('lets a signed-in user whose account is not active open /activate', async () => {
    renderSite('/activate', { storage: signedIn({ role: 'candidate', is_active: false }) });
    expect(await screen.findByRole('heading', { name: 'Kích hoạt tài khoản' })).toBeTruthy();
    expect(currentLocation()).toBe('/activate');
  });

  it('redirects /api/activate/{token} to the activate screen with the token', async () => {
    const { requests } = renderSite('/api/activate/abc123', {
      routes: { 'GET /api/activate/abc123/': () => ok(null, 'ok') },
    });
    await waitFor(() => expect(currentLocation()).toBe('/activate?token=abc123'));
    expect(await screen.findByText('Tài khoản đã được kích hoạt thành công!')).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/api/activate/'))).toHaveLength(1);
  });

  it('sends a candidate out of the employer area to /', async () => {
    renderSite('/employer/posts', { storage: signedIn({ role: 'candidate' }) });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('sends an employer without an enterprise to /employer/create-enterprise', async () => {
    renderSite('/employer/posts', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => fail(404, 'Không tìm thấy doanh nghiệp') },
    });
    expect(await screen.findByRole('heading', { name: 'Tạo doanh nghiệp' })).toBeTruthy();
    expect(currentLocation()).toBe('/employer/create-enterprise');
  });

  it('sends an employer on a candidate-only route to /', async () => {
    renderSite('/saved-jobs', {
      storage: signedIn({ role: 'employer' }),
      routes: { 'GET /api/enterprises/user/': () => ok(ENTERPRISE) },
    });
    await waitFor(() => expect(currentLocation()).toBe('/employer'));
  });

  it('sends a user without a role to /select-role', async () => {
    renderSite('/profile', { storage: signedIn({ role: 'none' }) });
    expect(await screen.findByRole('heading', { name: 'Chọn vai trò của bạn' })).toBeTruthy();
    expect(currentLocation()).toBe('/select-role');
  });

  it('refreshes an expiring token before rendering a guarded page', async () => {
    const fresh = (await import('../test/site-harness')).fakeJwt({ role: 'candidate' });
    const { requests } = renderSite('/saved-jobs', {
      storage: signedIn({ role: 'candidate', expiresIn: 60 }),
      routes: { 'POST /api/token-refresh/': () => ok({ access: fresh, refresh: 'refresh-2' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Việc đã lưu' })).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/token-refresh/')).toBe(true);
  });
});

describe('not found', () => {
  it('shows the not-found page with a link home', async () => {
    renderSite('/khong-ton-tai');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });
});
