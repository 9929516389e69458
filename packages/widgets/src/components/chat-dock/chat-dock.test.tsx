import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeFixture, errorAnswer, FakeWebSocket, makeContact, makeConversation, makeMessage } from '../../test/fake-realtime';
import { ChatDock, type ChatDockProps } from './chat-dock';
import { openChat } from './chat-windows-panel';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_PREMIUM_PROMPT } from '@jobhub/sdk';
import { ChatWindows } from './chat-windows';

const NOW = new Date('2026-03-05T12:30:00Z');
type Fixture = ReturnType<typeof createRealtimeFixture>;

function renderDock(fixture: Fixture = createRealtimeFixture(), props: Partial<ChatDockProps> = {}) {
  const view = render(
    <ChatDock chat={fixture.chat} currentUserId={fixture.userId} now={() => NOW} {...props} />,
  );
  const host = view.container.querySelector<HTMLElement>('[data-jh-host]')!;
  const ui = within(host.shadowRoot as unknown as HTMLElement);
  return { ...view, ...fixture, host, ui };
}

function withConversations(fixture = createRealtimeFixture()) {
  fixture.api.state.conversations = [
    makeConversation({
      user_id: 12,
      fullname: 'Nguyễn Văn An',
      unread_count: 2,
      last_message: makeMessage({ id: 1200, sender: 12, content: 'Chào bạn', created_at: '2026-03-05T12:20:00Z' }),
    }),
    makeConversation({
      user_id: 13,
      fullname: 'Trần Thị Bình',
      avatar: 'http://api.test/b.png',
      last_message: makeMessage({ id: 1300, sender: fixture.userId, recipient: 13, content: 'Cảm ơn chị', is_read: true }),
    }),
  ];
  return fixture;
}

/** Messages with `userId`, oldest first, ids 1..count. */
function thread(fixture: Fixture, userId: number, count: number) {
  fixture.api.state.threads.set(
    userId,
    Array.from({ length: count }, (_, index) =>
      makeMessage({ id: index + 1, sender: index % 2 ? fixture.userId : userId, recipient: index % 2 ? userId : fixture.userId, content: `Tin ${index + 1}`, is_read: true }),
    ),
  );
}

function windowsOf(ui: ReturnType<typeof within>): HTMLElement[] {
  return ui.queryAllByRole('region');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  FakeWebSocket.instances = [];
});

describe('ChatDock dropdown', () => {
  it('shows the unread message badge, capped at 9+', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unreadMessages = 14;
    const { ui } = renderDock(fixture);
    const button = await ui.findByRole('button', { name: 'Tin nhắn, 14 chưa đọc' });
    expect(button.querySelector('.jh-badge')!.textContent).toBe('9+');
  });

  it('shows the upgrade prompt as a whole sentence that wraps, never one ending in an ellipsis (issue 26)', async () => {
    const { ui } = renderDock(createRealtimeFixture({ premium: false }), { premiumHref: '/premium' });
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    const prompt = await ui.findByText(CHAT_PREMIUM_PROMPT);
    expect(prompt.textContent).toBe('Tính năng nhắn tin chỉ dành cho người dùng Premium. Nâng cấp để gửi tin nhắn cho nhà tuyển dụng.');
    expect(prompt.textContent).not.toMatch(/(\.\.\.|…)$/);
    // Tests load no CSS: the rule is read from the widget's stylesheet.
    expect(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'chat-dock.css'), 'utf8')).toMatch(/\.jh-premium-prompt p \{[^}]*white-space: normal;[^}]*overflow-wrap: anywhere;/);
  });

  it('shows the upgrade prompt with a Premium link to non-Premium candidates and lists nothing', async () => {
    const { ui, api } = renderDock(withConversations(createRealtimeFixture({ premium: false })), { premiumHref: '/premium' });
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    expect(await ui.findByText(CHAT_PREMIUM_PROMPT)).toBeTruthy();
    expect(ui.getByRole('link', { name: 'Nâng cấp Premium' }).getAttribute('href')).toBe('/premium');
    expect(ui.queryByRole('searchbox')).toBeNull();
    expect(api.calls('/api/conversations')).toHaveLength(0);
  });

  it('lets a non-Premium employer chat: conversations listed, a message sent from a window', async () => {
    const fixture = withConversations(createRealtimeFixture({ role: 'employer', premium: false }));
    const { ui, api } = renderDock(fixture);
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    fireEvent.click(await ui.findByRole('button', { name: /Nguyễn Văn An/ }));
    expect(ui.queryByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/)).toBeNull();
    const box = ui.getByRole('textbox', { name: 'Nhập tin nhắn' });
    fireEvent.change(box, { target: { value: 'Mời bạn phỏng vấn' } });
    fireEvent.click(ui.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(api.calls('/api/messages/send', 'POST')).toHaveLength(1));
    expect(await ui.findByText('Mời bạn phỏng vấn')).toBeTruthy();
    expect(ui.queryByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/)).toBeNull();
  });

  it('shows the loading text, not the upgrade prompt, until the profile says who may chat', async () => {
    const { ui } = renderDock(createRealtimeFixture({ premium: false }));
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    expect(ui.getByRole('status').textContent).toBe('Đang tải...');
    expect(ui.queryByText(/Tính năng nhắn tin/)).toBeNull();
    expect(await ui.findByText(CHAT_PREMIUM_PROMPT)).toBeTruthy();
  });

  it("lists recent conversations with avatar, name, time, 'Bạn: ' prefix and unread dot", async () => {
    const { ui } = renderDock(withConversations());
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    const list = await ui.findByRole('list', { name: 'Cuộc trò chuyện gần đây' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(first!).getByText('Chào bạn')).toBeTruthy();
    expect(within(first!).getByText('10 phút trước')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: '2 tin nhắn chưa đọc' })).toBeTruthy();
    expect(within(first!).getByText('NA')).toBeTruthy();

    expect(within(second!).getByText('Bạn: Cảm ơn chị')).toBeTruthy();
    expect(within(second!).queryByRole('img', { name: /chưa đọc/ })).toBeNull();
    expect(second!.querySelector('img')!.getAttribute('src')).toBe('http://api.test/b.png');
    expect(ui.getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe('/candidate/messages');
  });

  it('shows avatars from the API named by apiBase on a page of another origin', async () => {
    const fixture = withConversations();
    fixture.api.state.conversations[1]!.avatar = '/media/avatars/b.png';
    const { ui } = renderDock(fixture, { apiBase: 'http://api.test' });
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    const list = await ui.findByRole('list', { name: 'Cuộc trò chuyện gần đây' });
    expect(within(list).getAllByRole('listitem')[1]!.querySelector('img')!.getAttribute('src')).toBe('http://api.test/media/avatars/b.png');
  });

  it('filters conversations as the search box changes, ignoring accents', async () => {
    const { ui } = renderDock(withConversations());
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    await ui.findByText('Nguyễn Văn An');
    const search = ui.getByRole('searchbox', { name: 'Tìm kiếm cuộc trò chuyện' });
    expect(search.getAttribute('placeholder')).toBe('Tìm kiếm cuộc trò chuyện...');

    fireEvent.change(search, { target: { value: 'binh' } });
    expect(ui.queryByText('Nguyễn Văn An')).toBeNull();
    expect(ui.getByText('Trần Thị Bình')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(ui.getByText('Không tìm thấy cuộc trò chuyện')).toBeTruthy();
  });

  it('routes the links through onNavigate', async () => {
    const onNavigate = vi.fn();
    const { ui } = renderDock(undefined, { onNavigate, messagesHref: '/employer/messages' });
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn/ }));
    fireEvent.click(ui.getByRole('link', { name: 'Xem tất cả' }));
    expect(onNavigate).toHaveBeenCalledWith('/employer/messages', expect.anything());
  });

  it('opens a chat window from a conversation and closes the dropdown; a click outside closes it too', async () => {
    const fixture = withConversations();
    thread(fixture, 12, 1);
    const { ui } = renderDock(fixture);
    const button = ui.getByRole('button', { name: /^Tin nhắn/ });
    fireEvent.click(button);
    fireEvent.click(await ui.findByRole('button', { name: /Nguyễn Văn An/ }));
    expect(ui.queryByRole('dialog')).toBeNull();
    const window = ui.getByRole('region', { name: 'Nguyễn Văn An' });
    expect(await within(window).findByText('Tin 1')).toBeTruthy();

    fireEvent.click(button);
    expect(ui.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(ui.queryByRole('dialog')).toBeNull();
  });
});

describe('Chat windows', () => {
  function renderWindows(fixture: Fixture = createRealtimeFixture()) {
    const view = render(<ChatWindows chat={fixture.chat} currentUserId={fixture.userId} rightOffset={16} />);
    const host = view.container.querySelector<HTMLElement>('[data-jh-host]')!;
    return { ...view, ...fixture, host, ui: within(host.shadowRoot as unknown as HTMLElement) };
  }

  it('keeps at most 3 windows, 336 px apart, closing the oldest and bringing a reopened one to the front', async () => {
    const { ui, chat } = renderWindows();
    act(() => {
      for (const id of [21, 22, 23]) openChat(chat, id);
    });
    const names = () => windowsOf(ui).map((window) => window.getAttribute('aria-labelledby'));
    const rights = () => windowsOf(ui).map((window) => window.style.right);
    expect(names()).toEqual(['jh-chat-23-title', 'jh-chat-22-title', 'jh-chat-21-title']);
    expect(rights()).toEqual(['16px', '352px', '688px']);
    expect(await ui.findByRole('region', { name: 'Người 23' })).toBeTruthy();

    act(() => openChat(chat, 24));
    expect(names()).toEqual(['jh-chat-24-title', 'jh-chat-23-title', 'jh-chat-22-title']);

    act(() => openChat(chat, 22));
    expect(names()).toEqual(['jh-chat-22-title', 'jh-chat-24-title', 'jh-chat-23-title']);
    expect(rights()).toEqual(['16px', '352px', '688px']);
  });

  it('minimises and closes a window', async () => {
    const { ui, chat } = renderWindows();
    act(() => openChat(chat, 21));
    const window = ui.getByRole('region');
    fireEvent.click(within(window).getByRole('button', { name: 'Thu nhỏ' }));
    expect(within(window).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(window).getByRole('button', { name: 'Mở rộng' }));
    expect(within(window).getByRole('textbox', { name: 'Nhập tin nhắn' })).toBeTruthy();
    fireEvent.click(within(window).getByRole('button', { name: 'Đóng' }));
    expect(windowsOf(ui)).toHaveLength(0);
  });

  it('shows the empty text, and a send button disabled while the box is blank', async () => {
    const { ui, chat } = renderWindows();
    act(() => openChat(chat, 21));
    expect(await ui.findByText('Không có tin nhắn. Hãy bắt đầu cuộc trò chuyện.')).toBeTruthy();
    const box = ui.getByRole('textbox', { name: 'Nhập tin nhắn' });
    expect(box.getAttribute('placeholder')).toBe('Nhập tin nhắn...');
    const send = ui.getByRole('button', { name: 'Gửi' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Chào' } });
    expect(send.disabled).toBe(false);
  });

  it('sends on Enter, clearing the box before the answer; Shift+Enter does not send', async () => {
    const { ui, chat, api } = renderWindows();
    act(() => openChat(chat, 21));
    await ui.findByText('Không có tin nhắn. Hãy bắt đầu cuộc trò chuyện.');
    const box = ui.getByRole('textbox', { name: 'Nhập tin nhắn' }) as HTMLTextAreaElement;

    fireEvent.change(box, { target: { value: 'Dòng một' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(api.calls('/api/messages/send', 'POST')).toHaveLength(0);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('');
    // Optimistic bubble first, then the server's message with its 'sent' tick.
    expect(ui.getByRole('img', { name: 'Đang gửi' })).toBeTruthy();
    expect(await ui.findByRole('img', { name: 'Đã gửi' })).toBeTruthy();
    expect(ui.getByText('Dòng một')).toBeTruthy();
    expect(api.calls('/api/messages/send', 'POST')[0]!.body).toMatchObject({ recipient: 21, content: 'Dòng một' });
  });

  it('shows a sent message once when the server pushes it to the sender before answering', async () => {
    const fixture = createRealtimeFixture();
    const { ui, chat } = renderWindows(fixture);
    act(() => openChat(chat, 21));
    await ui.findByText('Không có tin nhắn. Hãy bắt đầu cuộc trò chuyện.');
    act(() => FakeWebSocket.latest()!.connect());
    await act(async () => {});
    const saved = makeMessage({ id: 500, sender: 7, recipient: 21, content: 'Chào anh', created_at: NOW.toISOString() });
    fixture.api.state.override = (request) => {
      if (!request.url.pathname.startsWith('/api/messages/send')) return undefined;
      // API.md: the server publishes new_message to the sender too, here before its answer; both echo the client_id.
      const { client_id } = request.body as { client_id: string };
      FakeWebSocket.latest()!.push({
        type: 'new_message', message_id: 500, sender_id: 7, recipient_id: 21, content: 'Chào anh', is_read: false,
        created_at: saved.created_at, recipient_fullname: 'Người 21', sender_fullname: 'An', client_id,
      });
      return { status: 201, body: { status: 201, message: 'Đã gửi', data: { ...saved, client_id } } };
    };
    const copies: number[] = [];
    const off = chat.thread(21).listen((thread) => copies.push(thread.messages.filter((m) => m.content === 'Chào anh').length));
    const box = ui.getByRole('textbox', { name: 'Nhập tin nhắn' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Chào anh' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await ui.findByRole('img', { name: 'Đã gửi' })).toBeTruthy();
    await act(async () => {});
    expect(ui.getAllByText('Chào anh')).toHaveLength(1);
    expect(Math.max(...copies)).toBe(1);
    off();
  });

  it("separates a thread's days: 'Hôm nay', 'Hôm qua', then the date", async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.threads.set(21, [
      makeMessage({ id: 1, sender: 21, recipient: 7, content: 'Tuần trước', created_at: '2026-03-01T03:00:00Z' }),
      makeMessage({ id: 2, sender: 21, recipient: 7, content: 'Hôm qua 1', created_at: '2026-03-04T03:00:00Z' }),
      makeMessage({ id: 3, sender: 7, recipient: 21, content: 'Hôm qua 2', created_at: '2026-03-04T09:00:00Z' }),
      makeMessage({ id: 4, sender: 21, recipient: 7, content: 'Sáng nay', created_at: '2026-03-05T01:00:00Z' }),
    ]);
    const view = render(<ChatWindows chat={fixture.chat} currentUserId={fixture.userId} now={() => NOW} />);
    const ui = within(view.container.querySelector<HTMLElement>('[data-jh-host]')!.shadowRoot as unknown as HTMLElement);
    act(() => openChat(fixture.chat, 21));
    const list = await ui.findByRole('list', { name: /^Tin nhắn với/ });
    await within(list).findByText('Sáng nay');
    const rows = within(list).getAllByRole('listitem').map((item) => (item.classList.contains('jh-day') ? `— ${item.textContent} —` : item.firstChild!.textContent));
    expect(rows).toEqual(['— 01/03/2026 —', 'Tuần trước', '— Hôm qua —', 'Hôm qua 1', 'Hôm qua 2', '— Hôm nay —', 'Sáng nay']);
  });

  it("warns under a message the server flagged as a likely scam, never under the user's own", async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.threads.set(21, [
      makeMessage({ id: 1, sender: 21, recipient: 7, content: 'Chuyển khoản phí giữ chỗ 500k nhé', warning_signals: ['money'] }),
      makeMessage({ id: 2, sender: 7, recipient: 21, content: 'Đặt cọc là sao ạ?', warning_signals: ['money'] }),
      makeMessage({ id: 3, sender: 21, recipient: 7, content: 'Hẹn phỏng vấn thứ Hai' }),
    ]);
    const { ui, chat } = renderWindows(fixture);
    act(() => openChat(chat, 21));
    const flagged = (await ui.findByText('Chuyển khoản phí giữ chỗ 500k nhé')).closest('li')!;
    expect(within(flagged).getByRole('note').textContent).toMatch(/^Cảnh báo lừa đảo: /);
    expect(within(ui.getByText('Đặt cọc là sao ạ?').closest('li')!).queryByRole('note')).toBeNull();
    expect(within(ui.getByText('Hẹn phỏng vấn thứ Hai').closest('li')!).queryByRole('note')).toBeNull();
  });

  it('shows read ticks on own messages only', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.threads.set(21, [
      makeMessage({ id: 1, sender: 21, recipient: 7, content: 'Hỏi', is_read: true }),
      makeMessage({ id: 2, sender: 7, recipient: 21, content: 'Đáp', is_read: true }),
    ]);
    const { ui, chat } = renderWindows(fixture);
    act(() => openChat(chat, 21));
    const own = (await ui.findByText('Đáp')).closest('li')!;
    expect(within(own).getByRole('img', { name: 'Đã xem' })).toBeTruthy();
    expect(within(ui.getByText('Hỏi').closest('li')!).queryByRole('img')).toBeNull();
  });

  it("opens a window for a non-Premium candidate (a page's 'Nhắn tin') with the upgrade prompt and no message box", async () => {
    const { ui, chat } = renderWindows(createRealtimeFixture({ premium: false }));
    act(() => openChat(chat, 21));
    expect(await ui.findByText(CHAT_PREMIUM_PROMPT)).toBeTruthy();
    expect(ui.getByRole('link', { name: 'Nâng cấp Premium' })).toBeTruthy();
    expect(ui.queryByRole('textbox', { name: 'Nhập tin nhắn' })).toBeNull();
  });

  it('shows the Premium upgrade text when sending is refused with 403', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.override = (request) =>
      request.url.pathname.startsWith('/api/messages/send') ? errorAnswer(403, 'Cần Premium') : undefined;
    const { ui, chat } = renderWindows(fixture);
    act(() => openChat(chat, 21));
    const box = ui.getByRole('textbox', { name: 'Nhập tin nhắn' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Chào' } });
    fireEvent.click(ui.getByRole('button', { name: 'Gửi' }));
    expect(await ui.findByText(CHAT_PREMIUM_PROMPT)).toBeTruthy();
    expect(ui.getByRole('link', { name: 'Nâng cấp Premium' })).toBeTruthy();
    // The text comes back so nothing typed is lost.
    expect(box.value).toBe('Chào');
  });

  it('scrolls to the bottom 100 ms after mount and after a new message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fixture = createRealtimeFixture();
    thread(fixture, 21, 3);
    const { ui, chat } = renderWindows(fixture);
    act(() => openChat(chat, 21));
    const list = ui.getByRole('list', { name: /^Tin nhắn với/ });
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 900 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ui.getByText('Tin 3')).toBeTruthy();

    list.scrollTop = 0;
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(list.scrollTop).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list.scrollTop).toBe(900);

    list.scrollTop = 300;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1000 });
    expect(FakeWebSocket.latest()).toBeDefined();
    act(() => FakeWebSocket.latest()!.connect());
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() =>
      FakeWebSocket.latest()!.push({
        type: 'new_message', message_id: 99, sender_id: 21, recipient_id: 7, content: 'Tin mới', is_read: false,
        created_at: NOW.toISOString(), recipient_fullname: null,
      }),
    );
    expect(ui.getByText('Tin mới')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(list.scrollTop).toBe(300);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list.scrollTop).toBe(1000);
  });

  it('loads older messages when scrolled within 20 px of the top', async () => {
    const fixture = createRealtimeFixture();
    thread(fixture, 21, 50); // 3 pages of 20: the window loads 2
    const { ui, chat, api } = renderWindows(fixture);
    act(() => openChat(chat, 21));
    await ui.findByText('Tin 50');
    const list = ui.getByRole('list', { name: 'Tin nhắn với Người 21' });
    expect(list.querySelectorAll('.jh-message')).toHaveLength(40);
    const pages = () => api.calls('/api/messages').map((call) => call.url.searchParams.get('page'));
    expect(pages()).toEqual(['1', '2']);

    list.scrollTop = 21;
    fireEvent.scroll(list);
    expect(pages()).toEqual(['1', '2']);
    list.scrollTop = 20;
    fireEvent.scroll(list);
    await waitFor(() => expect(list.querySelectorAll('.jh-message')).toHaveLength(50));
    expect(pages()).toEqual(['1', '2', '3']);
    expect(list.querySelector('.jh-message')!.textContent).toContain('Tin 1');
  });
});

describe("ChatDock 'Soạn tin nhắn'", () => {
  function withContacts(fixture = createRealtimeFixture(), count = 12) {
    fixture.api.state.contacts = Array.from({ length: count }, (_, index) =>
      makeContact({ user_id: 100 + index, fullname: index === 0 ? 'Phạm Thu Hà' : `Nhà tuyển dụng ${index}`, company_name: index === 0 ? 'Công ty Sao Mai' : null, post_title: `Vị trí ${index}` }),
    );
    return fixture;
  }

  it('picks among people with an application in common and opens their chat window', async () => {
    const { ui, api } = renderDock(withContacts());
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn, / }));
    fireEvent.click(await ui.findByRole('button', { name: 'Soạn tin nhắn' }));
    const list = ui.getByRole('list', { name: 'Người bạn có thể nhắn tin' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).getByText('Công ty Sao Mai')).toBeTruthy();
    expect(within(list).getByText('Vị trí 1')).toBeTruthy();
    expect(api.calls('/api/conversations/contacts')[0]!.url.searchParams.get('page_size')).toBe('10');

    fireEvent.click(ui.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(ui.queryByRole('button', { name: 'Xem thêm' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: /Nhà tuyển dụng 11/ }));
    expect(ui.queryByRole('dialog', { name: 'Tin nhắn' })).toBeNull();
    await waitFor(() => expect(windowsOf(ui)).toHaveLength(1));
    expect(ui.getByRole('textbox', { name: 'Nhập tin nhắn' })).toBeTruthy();
  });

  it('searches on the server and goes back to the conversations', async () => {
    const { ui, api } = renderDock(withContacts(withConversations()));
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn, / }));
    fireEvent.click(await ui.findByRole('button', { name: 'Soạn tin nhắn' }));
    await ui.findByText('Công ty Sao Mai');
    expect(ui.getByText('Phạm Thu Hà · Vị trí 0')).toBeTruthy();
    fireEvent.change(ui.getByRole('searchbox', { name: 'Tìm người để nhắn tin' }), { target: { value: 'phạm' } });
    await waitFor(() => expect(api.calls('/api/conversations/contacts').at(-1)!.url.searchParams.get('q')).toBe('phạm'));
    await waitFor(() => expect(ui.queryByText('Nhà tuyển dụng 1')).toBeNull());
    expect(within(ui.getByRole('list', { name: 'Người bạn có thể nhắn tin' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(ui.getByRole('searchbox', { name: 'Tìm người để nhắn tin' }), { target: { value: 'không ai' } });
    expect(await ui.findByText('Không tìm thấy người phù hợp')).toBeTruthy();

    fireEvent.click(ui.getByRole('button', { name: /Quay lại/ }));
    expect(await ui.findByRole('list', { name: 'Cuộc trò chuyện gần đây' })).toBeTruthy();
  });

  it('says so when there is nobody, and offers no picker to non-Premium candidates', async () => {
    const empty = renderDock(createRealtimeFixture());
    fireEvent.click(empty.ui.getByRole('button', { name: /^Tin nhắn, / }));
    fireEvent.click(await empty.ui.findByRole('button', { name: 'Soạn tin nhắn' }));
    expect(await empty.ui.findByText('Chưa có ai để nhắn tin: cần có đơn ứng tuyển giữa hai bên')).toBeTruthy();
    cleanup();

    const { ui, api } = renderDock(withContacts(createRealtimeFixture({ premium: false })));
    fireEvent.click(ui.getByRole('button', { name: /^Tin nhắn, / }));
    expect(await ui.findByText(CHAT_PREMIUM_PROMPT)).toBeTruthy();
    expect(ui.queryByRole('button', { name: 'Soạn tin nhắn' })).toBeNull();
    expect(api.calls('/api/conversations/contacts')).toHaveLength(0);
  });
});
