import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENTERPRISE, ok, renderSite, signedIn, type FakeAnswer } from '../../test/site-harness';

// The message centre and the real-time code are lazy chunks: the first render takes a moment under test.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 40_000 });

const ME = 7;
const EMPLOYER = 12;
const SCAM = 'Bạn chuyển khoản phí giữ chỗ 500k qua số tài khoản này nhé';

const message = (id: number, sender: number, recipient: number, content: string, extra: object = {}) => ({
  id, sender, recipient, content, is_read: true, created_at: new Date(Date.now() - 10 * 60_000).toISOString(), recipient_fullname: null, ...extra,
});

const REPORTED = () => ({ body: { status: 200, message: 'Đã gửi báo cáo tin nhắn cho quản trị viên JobHub' } });

function renderThread(history: object[], reportAnswer: () => FakeAnswer = REPORTED) {
  return renderSite(`/candidate/messages?conversation_id=${EMPLOYER}`, {
    storage: signedIn({ user_id: ME }),
    routes: {
      'GET /api/profile/': () =>
        ok({ user_id: ME, username: 'an', email: 'an@example.com', fullname: 'Nguyễn Văn An', gender: 'male', role: 'candidate', is_active: true,
          is_premium: true, premium_expiry: new Date(Date.now() + 30 * 86_400_000).toISOString(), balance: 0, name_display: 'An', avatar: null }),
      'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 0 } }),
      'GET /api/notifications': () => ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 10 }),
      'GET /api/messages/unread/': () => ok({ total: 0, results: [] }),
      'GET /api/enterprises/user/': () => ok(ENTERPRISE),
      'GET /api/conversations/': () =>
        ok([{ user_id: EMPLOYER, fullname: 'Công ty Sao Việt', avatar: null, role: 'employer', last_message: message(3, EMPLOYER, ME, 'Chào em'), unread_count: 0 }]),
      'GET /api/messages/': () => ok({ results: history, total: history.length, page: 1, total_pages: 1, page_size: 20 }),
      'POST /api/messages/4/report/': reportAnswer,
    },
  });
}

describe('message centre: scam warnings', () => {
  it("warns the candidate under an employer's flagged message and reports it", async () => {
    const { requests } = renderThread([message(3, EMPLOYER, ME, 'Chào em'), message(4, EMPLOYER, ME, SCAM, { warning_signals: ['money'] })]);
    const thread = await screen.findByRole('log', { name: 'Tin nhắn với Công ty Sao Việt' });
    const warning = await within(thread).findByRole('note', { name: 'Cảnh báo lừa đảo' });
    expect(warning.textContent).toContain('Nhà tuyển dụng thật không thu tiền của ứng viên');
    // One warning: the ordinary message has none.
    expect(within(thread).getAllByRole('note')).toHaveLength(1);

    fireEvent.click(within(warning).getByRole('button', { name: 'Báo cáo' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/messages/4/report/')).toBe(true));
    expect((await within(warning).findByRole('status')).textContent).toBe('Đã báo cáo tin nhắn này cho JobHub. Cảm ơn bạn.');
    expect(within(warning).queryByRole('button', { name: 'Báo cáo' })).toBeNull();
  });

  it('warns about a flagged message pushed over the socket', async () => {
    const { realtime } = renderThread([message(3, EMPLOYER, ME, 'Chào em')]);
    const thread = await screen.findByRole('log', { name: 'Tin nhắn với Công ty Sao Việt' });
    await waitFor(() => expect(within(thread).getByText('Chào em')).toBeTruthy());
    await waitFor(() => expect(realtime.sockets.some((socket) => socket.sent.some((frame) => (frame as { type: string }).type === 'authenticate'))).toBe(true));
    act(() =>
      realtime.push({
        type: 'new_message', message_id: 9, sender_id: EMPLOYER, recipient_id: ME, content: 'Kết bạn Zalo với chị nhé', is_read: false,
        created_at: new Date().toISOString(), recipient_fullname: 'An', sender_fullname: 'Công ty Sao Việt', warning_signals: ['off_platform'],
      }),
    );
    const warning = await within(thread).findByRole('note', { name: 'Cảnh báo lừa đảo' });
    expect(warning.textContent).toContain('Zalo, Telegram');
  });

  it('shows a reported message as reported, and an error when the report fails', async () => {
    renderThread(
      [message(3, EMPLOYER, ME, SCAM, { warning_signals: ['money'], is_reported: true }), message(4, EMPLOYER, ME, 'Gửi chị ảnh CCCD 2 mặt', { warning_signals: ['id_document'] })],
      () => ({ status: 500, body: { status: 500, message: 'Lỗi máy chủ' } }),
    );
    const thread = await screen.findByRole('log', { name: 'Tin nhắn với Công ty Sao Việt' });
    await waitFor(() => expect(within(thread).getAllByRole('note')).toHaveLength(2));
    const [reported, open] = within(thread).getAllByRole('note');
    expect(within(reported!).getByRole('status').textContent).toContain('Đã báo cáo');
    fireEvent.click(within(open!).getByRole('button', { name: 'Báo cáo' }));
    expect((await within(open!).findByRole('alert')).textContent).not.toBe('');
    expect(within(open!).getByRole('button', { name: 'Báo cáo' })).toBeTruthy();
  });
});
