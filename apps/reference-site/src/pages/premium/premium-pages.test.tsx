import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTERPRISE, fail, ok, renderSite, signedIn, type FakeRoutes } from '../../test/site-harness';

// The Premium pages and the account store are lazy chunks: the first render takes a moment under test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const DAY = 86_400_000;
const profile = (premiumUntil: number | null) => ({
  user_id: 7, username: 'an', email: 'an@example.com', fullname: 'Nguyễn Văn An', gender: 'male', role: 'candidate', is_active: true,
  is_premium: premiumUntil !== null, premium_expiry: premiumUntil === null ? null : new Date(premiumUntil).toISOString(), balance: 0, name_display: 'An', avatar: null,
});
const student = {
  id: 4, name: 'Gói Sinh Viên', role: 'candidate', price: 79000, duration_days: 30, max_job_posts: 0, max_cv_views_per_day: 0,
  daily_job_application_limit: 20, can_view_submitted_cvs: false, priority: 0, features: ['Nhắn tin trực tiếp với nhà tuyển dụng'],
};
const month = { ...student, id: 1, name: 'Gói Premium Tháng', price: 99000 };
const common: FakeRoutes = {
  'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 0 } }),
  'GET /api/notifications': () => ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 10 }),
  'GET /api/messages/unread/': () => ok({ total: 0, results: [] }),
};

afterEach(() => vi.restoreAllMocks());

describe('the Premium page', () => {
  it("lists the candidate's packages with prices and starts a purchase with 'Mua ngay'", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { requests } = renderSite('/premium', {
      storage: signedIn({ user_id: 7 }),
      routes: {
        ...common,
        'GET /api/profile/': () => ok(profile(null)),
        'GET /api/premium/packages/': () =>
          ok({ packages: [student, month], premium_history: [], user_is_premium: false, premium_expiry: null, active_package_id: null, payment_sandbox: true }),
        'POST /api/premium/purchase/': () => ok({ payment_url: 'http://127.0.0.1:8000/dev/vnpay?vnp_TxnRef=JH1', package: student, txn_ref: 'JH1' }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Gói Sinh Viên' });
    expect(within(card).getByText('79.000 ₫')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('trang thanh toán thử nghiệm');
    fireEvent.click(within(card).getByRole('button', { name: 'Mua ngay Gói Sinh Viên' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8000/dev/vnpay?vnp_TxnRef=JH1'));
    expect(requests.find((request) => request.path === '/api/premium/purchase/')?.body).toEqual({ package_id: 4 });
  });

  it("shows the running package as 'Đã kích hoạt' with its expiry, days left and the history", async () => {
    const until = Date.now() + 10 * DAY - 60_000;
    renderSite('/premium', {
      storage: signedIn({ user_id: 7 }),
      routes: {
        ...common,
        'GET /api/profile/': () => ok(profile(until)),
        'GET /api/premium/packages/': () =>
          ok({
            packages: [student, month],
            premium_history: [
              { id: 1, package_id: 4, package_name: 'Gói Sinh Viên', price: 79000, start_date: new Date(until - 30 * DAY).toISOString(),
                end_date: new Date(until).toISOString(), status: 'active', cancelled_at: null, created_at: new Date().toISOString() },
            ],
            user_is_premium: true, premium_expiry: new Date(until).toISOString(), active_package_id: 4, payment_sandbox: false,
          }),
      },
    });
    const active = await screen.findByRole('region', { name: 'Gói Premium đang hoạt động' });
    expect(active.textContent).toContain('10 ngày');
    expect(within(screen.getByRole('article', { name: 'Gói Sinh Viên' })).getByRole('button', { name: 'Đã kích hoạt' })).toBeTruthy();
    expect((within(screen.getByRole('article', { name: 'Gói Premium Tháng' })).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    const history = screen.getByRole('table', { name: 'Lịch sử Premium' });
    expect(within(history).getByText('Đang hoạt động')).toBeTruthy();
    expect(within(history).getByText('79.000 ₫')).toBeTruthy();
  });

  it('shows the server text of a refused purchase', async () => {
    renderSite('/premium', {
      storage: signedIn({ user_id: 7 }),
      routes: {
        ...common,
        'GET /api/profile/': () => ok(profile(null)),
        'GET /api/premium/packages/': () =>
          ok({ packages: [student], premium_history: [], user_is_premium: false, premium_expiry: null, active_package_id: null, payment_sandbox: false }),
        'POST /api/premium/purchase/': () => fail(400, 'Thanh toán chưa được cấu hình trên máy chủ này'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mua ngay Gói Sinh Viên' }));
    expect(await screen.findByText('Thanh toán chưa được cấu hình trên máy chủ này')).toBeTruthy();
  });
});

describe('the employer Premium page', () => {
  it('shows the employer packages inside the employer area, and /premium sends an employer there', async () => {
    const starter = {
      ...student, id: 5, name: 'Gói Doanh Nghiệp Starter', role: 'employer', price: 199000, max_job_posts: 10, max_cv_views_per_day: 20,
      daily_job_application_limit: 0, can_view_submitted_cvs: true, priority: 1, features: ['Tối đa 10 tin tuyển dụng đang hiển thị'],
    };
    renderSite('/premium', {
      storage: signedIn({ user_id: 9, role: 'employer' }),
      routes: {
        ...common,
        'GET /api/enterprises/user/': () => ok(ENTERPRISE),
        'GET /api/profile/': () => ok({ ...profile(null), user_id: 9, role: 'employer' }),
        'GET /api/premium/packages/': () =>
          ok({ packages: [starter], premium_history: [], user_is_premium: false, premium_expiry: null, active_package_id: null, payment_sandbox: true }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium cho nhà tuyển dụng' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Gói Doanh Nghiệp Starter' });
    expect(within(card).getByText('199.000 ₫')).toBeTruthy();
    expect(within(card).getByText('Tối đa 10 tin tuyển dụng đang hiển thị')).toBeTruthy();
  });
});

describe('the payment result pages', () => {
  it('/payment-success names the package, duration and expiry; /payment-failed says why and offers Thử lại', async () => {
    const routes = { ...common, 'GET /api/profile/': () => ok(profile(null)), 'GET /api/premium/packages/': () => ok({ packages: [], premium_history: [], user_is_premium: false, premium_expiry: null, active_package_id: null, payment_sandbox: true }) };
    const until = '2026-12-26T06:00:00.000Z';
    const { unmount } = renderSite(`/payment-success?package=4&name=${encodeURIComponent('Gói Sinh Viên')}&duration=30&until=${until}`, { storage: signedIn({ user_id: 7 }), routes });
    expect(await screen.findByText('Bạn đã kích hoạt Gói Sinh Viên. Cảm ơn bạn đã sử dụng JobHub Premium!')).toBeTruthy();
    expect(screen.getByText('30 ngày')).toBeTruthy();
    expect(screen.getByText('13:00 26/12/2026')).toBeTruthy();
    unmount();
    renderSite('/payment-failed?reason=cancelled', { storage: signedIn({ user_id: 7 }), routes });
    expect((await screen.findByText(/Bạn đã hủy thanh toán/)).textContent).toContain('không bị trừ tiền');
    expect(screen.getByRole('link', { name: 'Thử lại' }).getAttribute('href')).toBe('/premium');
  });

  it('/payment-failed shows only the text of a known reason code, never a sentence from the link', async () => {
    const routes = { ...common, 'GET /api/profile/': () => ok(profile(null)) };
    renderSite(`/payment-failed?reason=${encodeURIComponent('Gọi 0900 000 000 để được hoàn tiền')}`, { storage: signedIn({ user_id: 7 }), routes });
    const text = (await screen.findByText(/không bị trừ tiền/)).textContent;
    expect(text).toBe('Giao dịch chưa được hoàn tất và tài khoản của bạn không bị trừ tiền.');
  });
});
