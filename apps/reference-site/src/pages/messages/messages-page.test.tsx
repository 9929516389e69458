import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENTERPRISE, ok, renderSite, signedIn, type FakeAnswer } from '../../test/site-harness';

// The message centre and the real-time code are lazy chunks: the first render takes a moment under test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ME = 7;
const OTHER = 12;

const message = (id: number, sender: number, recipient: number, content: string) => ({
  id, sender, recipient, content, is_read: true, created_at: new Date(Date.now() - 10 * 60_000).toISOString(), recipient_fullname: null,
});

describe('message centre: sending', () => {
  it('shows a sent message once while the server pushes it to the sender before answering (SPEC §4)', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const saved = { ...message(500, ME, OTHER, 'Chào anh'), is_read: false, created_at: new Date().toISOString(), recipient_fullname: 'Công ty Sao Việt' };
    const { realtime, requests } = renderSite(`/candidate/messages?conversation_id=${OTHER}`, {
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
          ok([{ user_id: OTHER, fullname: 'Công ty Sao Việt', avatar: null, role: 'employer', last_message: message(3, OTHER, ME, 'Em chào anh chị'), unread_count: 0 }]),
        'GET /api/messages/': () => ok({ results: [message(3, OTHER, ME, 'Em chào anh chị')], total: 1, page: 1, total_pages: 1, page_size: 20 }),
        'POST /api/messages/send/': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      },
    });
    const thread = await screen.findByRole('log', { name: 'Tin nhắn với Công ty Sao Việt' });
    await waitFor(() => expect(within(thread).getByText('Em chào anh chị')).toBeTruthy());
    // The thread opens with its day separator (10 minutes ago: today, or yesterday just after midnight).
    expect(within(thread).getAllByRole('listitem')[0]!.textContent).toMatch(/^Hôm (nay|qua)$/);
    await waitFor(() => expect(realtime.sockets.some((socket) => socket.sent.some((frame) => (frame as { type: string }).type === 'authenticate'))).toBe(true));

    const box = (await screen.findByPlaceholderText('Nhập tin nhắn...')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Chào anh' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('');
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/messages/send/')).toBe(true));
    expect(within(thread).getAllByText('Chào anh')).toHaveLength(1);
    const sendRequest = requests.find((request) => request.method === 'POST' && request.path === '/api/messages/send/')!;
    const { client_id } = sendRequest.body as { client_id: string };

    // API.md: new_message goes to the sender too, here before the send answer; both echo the client_id.
    act(() =>
      realtime.push({
        type: 'new_message', message_id: saved.id, sender_id: ME, recipient_id: OTHER, content: saved.content, is_read: false,
        created_at: saved.created_at, recipient_fullname: 'Công ty Sao Việt', sender_fullname: 'Nguyễn Văn An', client_id,
      }),
    );
    expect(within(thread).getAllByText('Chào anh')).toHaveLength(1);

    await act(async () => answer({ status: 201, body: { status: 201, message: 'Đã gửi', data: { ...saved, client_id } } }));
    await waitFor(() => expect(within(thread).getByLabelText('Đã gửi')).toBeTruthy());
    expect(within(thread).getAllByText('Chào anh')).toHaveLength(1);
    const row = screen.getByRole('button', { name: /Công ty Sao Việt/ });
    expect(row.textContent).toContain('Bạn: Chào anh');
    expect(within(row).queryByRole('img', { name: /chưa đọc/ })).toBeNull();

    // Phones show the list and the thread as two screens: the thread's back button returns to the list.
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại danh sách cuộc trò chuyện' }));
    await waitFor(() => expect(screen.queryByRole('log')).toBeNull());
    expect(screen.getByText('Chọn một cuộc trò chuyện để xem tin nhắn.')).toBeTruthy();
  });
});
