import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, message, ok, renderSite, signedIn } from '../../test/site-harness';

const PENDING = { ...ENTERPRISE, is_active: false, owner_id: 9, owner_email: 'owner@saoviet.vn', owner_fullname: 'Nguyễn Văn A' };
const page = (results: unknown[]) => ok({ results, total: results.length, page: 1, total_pages: 1, page_size: 10 });
const PARTNER_APP = { client_id: 'jh_abc', name: 'Đối Tác', allowed_origins: ['https://doitac.vn'], redirect_uris: ['https://doitac.vn/cb'], scopes: ['notifications'], is_active: true, created_at: '2026-11-26T03:00:00.000Z' };
/** The admin page's other lists, empty: for the tests of its partner-app section. */
const EMPTY_ADMIN_LISTS = {
  'GET /api/admin/enterprises/': () => page([]),
  'GET /api/admin/reports/': () => page([]),
  'GET /api/admin/payments/': () => page([]),
};

describe('admin page', () => {
  it('lists pending companies with their total and approves one with the server message', async () => {
    let approved = false;
    const { requests } = renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        'GET /api/admin/enterprises/': () => page(approved ? [] : [PENDING]),
        'GET /api/admin/reports/': () => page([]),
        'GET /api/admin/partner-apps/': () => ok([]),
        'POST /api/admin/enterprises/3/approve/': () => {
          approved = true;
          return message('Đã duyệt Sao Việt');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Doanh nghiệp chờ duyệt (1)' })).toBeTruthy();
    expect(await screen.findByText('Không có báo cáo nào đang chờ xử lý.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Duyệt Công ty TNHH Sao Việt' }));
    expect(await screen.findByText('Đã duyệt Sao Việt')).toBeTruthy();
    expect(await screen.findByText('Không có doanh nghiệp nào đang chờ duyệt.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/admin/enterprises/3/approve/')).toBe(true);
  });

  it('shows a failed action inline and as a toast', async () => {
    renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        'GET /api/admin/enterprises/': () => page([PENDING]),
        'GET /api/admin/reports/': () => page([]),
        'POST /api/admin/enterprises/3/reject/': () => ({ status: 500, body: null }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Từ chối Công ty TNHH Sao Việt' }));
    await waitFor(() => expect(screen.getAllByText('Thao tác không thành công. Vui lòng thử lại.').length).toBeGreaterThanOrEqual(2));
  });

  it('lists Premium payments, filters them by status and refunds a paid one after a confirmation stating the amount and days', async () => {
    const paid = {
      id: 5, txn_ref: 'JH20261126A1', user_id: 9, user_email: 'an@example.com', user_fullname: 'Nguyễn Văn An', package_id: 4, package_name: 'Gói Sinh Viên',
      amount: 79000, status: 'paid', response_code: '00', transaction_no: '123', premium_until: null, created_at: '2026-11-26T03:00:00.000Z',
      settled_at: '2026-11-26T03:01:00.000Z', refunded_at: null, refund_days: 30,
    };
    let refunded = false;
    const { requests } = renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        'GET /api/admin/enterprises/': () => page([]),
        'GET /api/admin/reports/': () => page([]),
        'GET /api/admin/payments/': () => page([{ ...paid, status: refunded ? 'refunded' : 'paid' }]),
        'POST /api/admin/payments/5/refund/': () => {
          refunded = true;
          return message('Đã hoàn tiền và hủy gói Premium của giao dịch');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Giao dịch Premium (1)' })).toBeTruthy();
    expect(screen.getByText('79.000 ₫')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Lọc theo trạng thái giao dịch'), { target: { value: 'paid' } });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/admin/payments/' && new URLSearchParams(r.search).get('status') === 'paid')).toBe(true));
    const refund = await screen.findByRole('button', { name: 'Hoàn tiền giao dịch JH20261126A1' });
    refund.focus();
    fireEvent.click(refund);
    // Nothing is refunded on the first click: a dialog says what the refund gives back and takes.
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận hoàn tiền' });
    expect(dialog.textContent).toContain('79.000 ₫');
    expect(dialog.textContent).toContain('bớt 30 ngày');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(refund);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(refund);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hoàn tiền' }));
    expect(await screen.findByText('Đã hoàn tiền và hủy gói Premium của giao dịch')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Đã hoàn tiền' })).toBeTruthy();
  });

  it('registers a partner app and shows the API\'s Vietnamese field errors', async () => {
    let apps: unknown[] = [];
    let attempts = 0;
    const { requests } = renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        ...EMPTY_ADMIN_LISTS,
        'GET /api/admin/partner-apps/': () => ok(apps),
        'POST /api/admin/partner-apps/': () => {
          attempts += 1;
          if (attempts === 1) return { status: 400, body: { status: 400, message: 'Dữ liệu không hợp lệ', errors: { redirect_uris: ['Mỗi địa chỉ chuyển hướng phải thuộc một nguồn gốc được phép'] } } };
          apps = [PARTNER_APP];
          return { status: 201, body: { status: 201, message: 'Đã đăng ký ứng dụng đối tác', data: PARTNER_APP } };
        },
      },
    });
    fireEvent.change(await screen.findByLabelText(/Tên ứng dụng/), { target: { value: 'Đối Tác' } });
    fireEvent.change(screen.getByLabelText(/Nguồn gốc được phép/), { target: { value: 'https://doitac.vn' } });
    fireEvent.change(screen.getByLabelText(/Địa chỉ chuyển hướng/), { target: { value: 'https://khac.vn/cb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký ứng dụng' }));
    expect(await screen.findByText('Mỗi địa chỉ chuyển hướng phải thuộc một nguồn gốc được phép')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Địa chỉ chuyển hướng/), { target: { value: 'https://doitac.vn/cb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký ứng dụng' }));
    expect(await screen.findByText('jh_abc')).toBeTruthy();
    const sent = requests.filter((r) => r.path === '/api/admin/partner-apps/' && r.method === 'POST').pop();
    expect(sent?.body).toEqual({ name: 'Đối Tác', allowed_origins: ['https://doitac.vn'], redirect_uris: ['https://doitac.vn/cb'], scopes: ['notifications'] });
  });

  it("changes a partner app in the same form ('Sửa'), sending the whole registration", async () => {
    let apps: unknown[] = [PARTNER_APP];
    const { requests } = renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        ...EMPTY_ADMIN_LISTS,
        'GET /api/admin/partner-apps/': () => ok(apps),
        'PUT /api/admin/partner-apps/jh_abc/': () => {
          const changed = { ...PARTNER_APP, name: 'Đối Tác Mới', scopes: ['notifications', 'chat'] };
          apps = [changed];
          return ok(changed);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa Đối Tác' }));
    expect(screen.getByRole('heading', { name: 'Sửa ứng dụng Đối Tác' })).toBeTruthy();
    expect((screen.getByLabelText(/Nguồn gốc được phép/) as HTMLTextAreaElement).value).toBe('https://doitac.vn');
    fireEvent.change(screen.getByLabelText(/Tên ứng dụng/), { target: { value: 'Đối Tác Mới' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Nhắn tin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Đối Tác Mới')).toBeTruthy();
    const sent = requests.filter((r) => r.path === '/api/admin/partner-apps/jh_abc/' && r.method === 'PUT').pop();
    expect(sent?.body).toEqual({ name: 'Đối Tác Mới', allowed_origins: ['https://doitac.vn'], redirect_uris: ['https://doitac.vn/cb'], scopes: ['notifications', 'chat'] });
    expect(screen.getByRole('heading', { name: 'Đăng ký ứng dụng mới' })).toBeTruthy();
  });
});
