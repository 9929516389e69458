import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../contract/chat';
import type { Notification } from '../contract/notifications';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { NOTIFICATION_PAGE_SIZE } from '../rules/notification-filter';
import { createFakeFetch, flush, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { FakeSocket } from '../testing/fake-socket';
import { createAccountStore } from './account';
import { createChatStore, UNREAD_MESSAGES_POLL_MS } from './chat';
import { createClient } from './client';
import { createNotificationsStore } from './notifications';
import { createRealtime } from './realtime';

const NOW = Date.UTC(2026, 2, 5, 10);
type Routes = Record<string, (request: RecordedRequest) => FakeAnswer>;
const ok = (data: unknown) => ({ status: 200, body: { status: 200, data } });
/** An account whose chat rule is not known yet: sends go to the API, which decides. */
const unknownAccount = () => ({ $mayChat: atom<boolean | null>(null) });

function setup(routes: Routes = {}, expInS = 86_400, claims: Record<string, unknown> = {}) {
  const fake = createFakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 500, body: { status: 500, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: 7, ...claims }, NOW, expInS), refreshToken: 'r1', username: 'an@example.com', user_role: 'candidate' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger, retry: false });
  let wake = () => {};
  const realtime = createRealtime(client, { WebSocket: FakeSocket, events: (fn) => ((wake = fn), () => (wake = () => {})) });
  const calls = (method: string, path: string) => fake.calls.filter((call) => call.method === method && call.path === path);
  return { client, realtime, calls, wake: () => wake() };
}

async function authenticate() {
  const socket = FakeSocket.last();
  socket.open();
  await flush();
  socket.receive({ type: 'auth_success' });
  return socket;
}

const notification = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id, notification_type: 'new_application', title: `N${id}`, message: 'm', link: null, object_id: id, is_read: false, created_at: '2026-03-05T09:00:00Z', icon: null, ...extra,
});
const message = (id: number, sender: number, recipient: number, extra: Partial<Message> = {}): Message => ({
  id, sender, recipient, content: `m${id}`, is_read: false, created_at: '2026-03-05T09:00:00Z', recipient_fullname: null, ...extra,
});
const chatFrame = (m: Message, senderName = 'Bình') => ({
  type: 'new_message', message_id: m.id, sender_id: m.sender, recipient_id: m.recipient, content: m.content, is_read: m.is_read,
  created_at: m.created_at, recipient_fullname: m.recipient_fullname, sender_fullname: senderName,
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('createRealtime', () => {
  it('connects for the first subscriber, disconnects after the last, and on logout', async () => {
    const { client, realtime } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    const offStatus = realtime.$status.listen(() => {});
    const offNotification = realtime.onNotification(() => {});
    expect(FakeSocket.last().url).toBe('wss://api.test/api/ws/notifications/');
    const socket = await authenticate();
    expect(socket.sent).toEqual([{ type: 'authenticate', token: client.http.tokens.getAccess() }]);
    expect(realtime.$status.get()).toBe('connected');
    offStatus();
    offNotification();
    vi.advanceTimersByTime(1000); // nanostores unmount delay
    expect(socket.closedWith).toBe(1000);
    expect([realtime.$state.get(), FakeSocket.instances.length]).toEqual(['idle', 1]);

    const off = realtime.onResync(() => {});
    const second = await authenticate();
    client.logout();
    expect(second.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    off();
  });

  it('opens no socket for an account that is not activated (the server refuses it)', () => {
    const { realtime } = setup({}, 86_400, { is_active: false });
    const off = realtime.onNotification(() => {});
    realtime.connect();
    expect(FakeSocket.instances).toHaveLength(0);
    off();
  });

  it('refreshes an expiring token through the shared refresh before authenticating', async () => {
    const fresh = accessToken({ user_id: 7 }, NOW, 86_400 * 2);
    const { realtime, calls } = setup({ 'POST /api/token-refresh/': () => ok({ access: fresh, refresh: 'r2' }) }, 60);
    const off = realtime.onChatMessage(() => {});
    FakeSocket.last().open();
    await flush(30);
    expect(calls('POST', '/api/token-refresh/')).toHaveLength(1);
    expect(FakeSocket.last().sent).toEqual([{ type: 'authenticate', token: fresh }]);
    off();
  });

  it('reconnects on wake events and emits resync after a reconnect', async () => {
    const { realtime, wake } = setup();
    const resync = vi.fn();
    const off = realtime.onResync(resync);
    const first = await authenticate();
    first.serverClose(1000);
    wake();
    await authenticate();
    expect(resync).toHaveBeenCalledTimes(1);
    realtime.disconnect();
    expect(realtime.$state.get()).toBe('idle');
    realtime.connect();
    expect(FakeSocket.instances).toHaveLength(3);
    off();
  });
});

describe('createNotificationsStore', () => {
  function notificationRoutes(pages: Notification[][], unread = { count: 3 }): Routes {
    return {
      'GET /api/notifications/': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return ok({ results: pages[page - 1] ?? [], total: 12, page, total_pages: pages.length, page_size: NOTIFICATION_PAGE_SIZE });
      },
      'GET /api/notifications/unread-count/': () => ({ status: 200, body: { status: 200, unread_count: unread.count } }),
      'POST /api/notifications/1/read/': () => ok(undefined) && { status: 200, body: { status: 200, message: 'ok' } },
      'POST /api/notifications/2/read/': () => ({ status: 500, body: { status: 500, message: 'Lỗi máy chủ' } }),
      'POST /api/notifications/mark-all-as-read/': () => ({ status: 500, body: { status: 500, message: '' } }),
    };
  }

  it('pages, filters, counts, and marks read optimistically with rollback', async () => {
    const { client, realtime, calls } = setup(notificationRoutes([[notification(1), notification(2)], [notification(3)]]));
    const store = createNotificationsStore(client, realtime);
    const off = store.$unreadCount.listen(() => {});
    await flush();
    expect(store.$unreadCount.get()).toBe(3);
    store.setDropdownOpen(true);
    await flush();
    expect(store.$items.get().map((item) => item.id)).toEqual([1, 2]);
    expect([store.$page.get(), store.$hasMore.get()]).toEqual([1, true]);
    await store.loadMore();
    expect(store.$items.get().map((item) => item.id)).toEqual([1, 2, 3]);
    expect(store.$hasMore.get()).toBe(false);
    await store.loadMore(); // nothing more
    expect(calls('GET', '/api/notifications/')).toHaveLength(2);

    await expect(store.markRead(1)).resolves.toEqual({ ok: true });
    expect(store.$unreadCount.get()).toBe(2);
    await expect(store.markRead(1)).resolves.toEqual({ ok: true }); // already read: no call
    const failed = await store.markRead(2);
    expect(failed).toMatchObject({ ok: false, message: 'Lỗi máy chủ' });
    expect(store.$items.get()[1]?.is_read).toBe(false);
    expect(store.$unreadCount.get()).toBe(2);
    const all = await store.markAllRead();
    expect(all).toMatchObject({ ok: false, message: 'Không thể đánh dấu tất cả thông báo đã đọc' });
    expect(store.$unreadCount.get()).toBe(2);

    await store.setFilter('unread');
    const last = calls('GET', '/api/notifications/').at(-1);
    expect(new URL(last!.url).search).toBe('?page=1&page_size=10&read=false');
    expect(store.$page.get()).toBe(1);
    off();
  });

  it('says when the unread count is the server’s: not before its first answer, nor after a failed one', async () => {
    const unread = { count: 0 };
    const routes = notificationRoutes([[]], unread);
    const answers = [() => ({ status: 500, body: { status: 500, message: '' } }), routes['GET /api/notifications/unread-count/']!];
    routes['GET /api/notifications/unread-count/'] = (request) => answers.shift()!(request);
    const { client, realtime } = setup(routes);
    const store = createNotificationsStore(client, realtime);
    expect(store.$unreadCountLoaded.get()).toBe(false);
    const off = store.$unreadCount.listen(() => {});
    await flush();
    expect([store.$unreadCount.get(), store.$unreadCountLoaded.get()]).toEqual([0, false]);
    await store.refreshUnreadCount();
    expect([store.$unreadCount.get(), store.$unreadCountLoaded.get()]).toEqual([0, true]);
    off();
  });

  it('on a pushed notification refreshes the count, prepends once and reloads while closed', async () => {
    const unread = { count: 1 };
    const { client, realtime, calls } = setup(notificationRoutes([[notification(1)]], unread));
    const store = createNotificationsStore(client, realtime);
    const off = store.$unreadCount.listen(() => {});
    await store.loadFirstPage();
    const socket = await authenticate();
    unread.count = 2;
    const { icon: _icon, notification_type, ...frame } = notification(5);
    store.setDropdownOpen(true);
    socket.receive({ ...frame, type: notification_type });
    socket.receive({ ...frame, type: notification_type });
    await flush();
    expect(store.$unreadCount.get()).toBe(2);
    expect(store.$items.get().map((item) => item.id)).toEqual([5, 1]);
    expect(calls('GET', '/api/notifications/')).toHaveLength(1);
    store.setDropdownOpen(false);
    socket.receive({ ...frame, id: 6, type: notification_type });
    await flush();
    expect(calls('GET', '/api/notifications/')).toHaveLength(2);
    off();
  });

  it('loads the first page on opening even when a pushed notification arrived before any load', async () => {
    const unread = { count: 2 };
    const { client, realtime, calls } = setup(notificationRoutes([[notification(5), notification(1)], [notification(0)]], unread));
    const store = createNotificationsStore(client, realtime);
    const off = store.$unreadCount.listen(() => {});
    const socket = await authenticate();
    const { icon: _icon, notification_type, ...frame } = notification(5);
    socket.receive({ ...frame, type: notification_type });
    await flush();
    expect(store.$items.get().map((item) => item.id)).toEqual([5]);
    expect(calls('GET', '/api/notifications/')).toHaveLength(0);
    store.setDropdownOpen(true);
    await flush();
    expect(calls('GET', '/api/notifications/')).toHaveLength(1);
    expect(store.$items.get().map((item) => item.id)).toEqual([5, 1]);
    expect([store.$page.get(), store.$hasMore.get()]).toEqual([1, true]);
    store.setDropdownOpen(false);
    store.setDropdownOpen(true); // already loaded: no second load
    await flush();
    expect(calls('GET', '/api/notifications/')).toHaveLength(1);
    off();
  });

  it('reports load errors with the SPEC §8 text', async () => {
    const { client, realtime } = setup({});
    const store = createNotificationsStore(client, realtime);
    await store.loadFirstPage();
    expect(store.$state.get()).toMatchObject({ status: 'error', message: 'no route /api/notifications/' });
    await expect(store.refreshUnreadCount()).resolves.toMatchObject({ ok: false });
  });
});

describe('createChatStore', () => {
  function chatRoutes(extra: Routes = {}): Routes {
    return {
      'GET /api/conversations/': () => ok([{ user_id: 8, fullname: 'Bình', avatar: null, role: 'employer', last_message: message(2, 8, 7), unread_count: 1 }]),
      'GET /api/messages/': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('after_id')) return ok({ results: [message(30, 8, 7)], total: 1, page: 1, total_pages: 1, page_size: 100 });
        const page = Number(params.get('page'));
        if (page === 2) return { status: 500, body: { status: 500, message: 'x' } };
        return ok({ results: [message(2, 8, 7), message(1, 7, 8, { is_read: true })], total: 50, page, total_pages: 3, page_size: 20 });
      },
      'GET /api/messages/unread/': () => ok({ total: 4, results: [] }),
      'POST /api/messages/send/': (request) => {
        const body = request.body as { recipient: number; content: string; client_id: string };
        if (body.recipient === 99) return { status: 403, body: { status: 403, message: 'Forbidden' } };
        return { status: 201, body: { status: 201, data: { ...message(10, 7, body.recipient, { content: body.content }), client_id: body.client_id } } };
      },
      'GET /api/users/8/info/': () => ok({ user_id: 8, fullname: 'Bình', avatar: null, role: 'employer' }),
      ...extra,
    };
  }

  it('refreshes a thread with 2 pages of 20 (a failed page is empty) and loads older pages', async () => {
    const { client, realtime, calls } = setup(chatRoutes());
    const chat = createChatStore(client, realtime, unknownAccount());
    const off = chat.thread(8).listen(() => {});
    await flush(30);
    const thread = chat.thread(8).get();
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(thread.state).toEqual({ status: 'ready' });
    expect(calls('GET', '/api/messages/').map((c) => new URL(c.url).searchParams.get('page_size'))).toEqual(['20', '20']);
    await chat.loadOlder(8);
    expect(chat.thread(8).get().page).toBe(3);
    off();
  });

  it('sends optimistically with a random client_id, replaces with the server message, and explains a 403', async () => {
    const { client, realtime, calls } = setup(chatRoutes());
    const chat = createChatStore(client, realtime, unknownAccount());
    await expect(chat.send(8, '   ')).resolves.toEqual({ ok: false, message: '' });
    const sending = chat.send(8, 'Chào anh');
    const [pending] = chat.thread(8).get().messages;
    expect(pending).toMatchObject({ id: -1, pending: true, content: 'Chào anh', client_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await expect(sending).resolves.toEqual({ ok: true });
    expect(calls('POST', '/api/messages/send/')[0]!.body).toEqual({ recipient: 8, content: 'Chào anh', sender: 7, client_id: pending!.client_id });
    expect(chat.thread(8).get().messages).toMatchObject([{ id: 10, content: 'Chào anh', client_id: pending!.client_id }]);
    expect(chat.thread(8).get().messages[0]).not.toHaveProperty('pending');
    expect(chat.$conversations.get()[0]).toMatchObject({ user_id: 8, last_message: { id: 10 } });
    const denied = await chat.send(99, 'Hi');
    expect(denied).toMatchObject({ ok: false, message: 'Tính năng nhắn tin chỉ dành cho người dùng Premium...' });
    expect(chat.thread(99).get().messages).toEqual([]);
  });

  it('refuses a send without a request while the account may not chat', async () => {
    const { client, realtime, calls } = setup(chatRoutes());
    const chat = createChatStore(client, realtime, { $mayChat: atom<boolean | null>(false) });
    await expect(chat.send(8, 'Chào anh')).resolves.toEqual({ ok: false, message: 'Tính năng nhắn tin chỉ dành cho người dùng Premium...' });
    expect(calls('POST', '/api/messages/send/')).toHaveLength(0);
    expect(chat.thread(8).get().messages).toEqual([]);
  });

  it('lets a non-Premium employer send: the account store applies the one chat rule', async () => {
    const employer = { user_id: 7, username: 'hr', email: 'hr@example.com', fullname: 'HR', gender: null, role: 'employer', is_active: true,
      is_premium: false, premium_expiry: null, balance: 0, name_display: 'HR', avatar: null };
    const { client, realtime, calls } = setup(chatRoutes({ 'GET /api/profile/': () => ok(employer) }), 86_400, { role: 'employer' });
    const chat = createChatStore(client, realtime, createAccountStore(client));
    const off = chat.$mayChat.listen(() => {});
    await flush();
    expect(chat.$mayChat.get()).toBe(true);
    await expect(chat.send(8, 'Chào bạn')).resolves.toEqual({ ok: true });
    expect(calls('POST', '/api/messages/send/')).toHaveLength(1);
    off();
  });

  it('fetches the unread total for its first subscriber', async () => {
    const { client, realtime, calls } = setup(chatRoutes());
    const chat = createChatStore(client, realtime, unknownAccount());
    const off = chat.$unreadTotal.listen(() => {});
    await flush();
    expect(chat.$unreadTotal.get()).toBe(4);
    expect(calls('GET', '/api/messages/unread/')).toHaveLength(1);
    off();
  });

  it('handles pushed messages: once per id, to the top, unread +1, auto-read in the open conversation', async () => {
    const { client, realtime, calls } = setup(chatRoutes({ 'POST /api/messages/21/read/': () => ok({ message_id: 21, marked: 1 }) }));
    const chat = createChatStore(client, realtime, unknownAccount());
    const off = chat.$unreadTotal.listen(() => {});
    await chat.loadConversations();
    await chat.refreshUnread();
    const socket = await authenticate();
    socket.receive(chatFrame(message(20, 9, 7), 'Châu'));
    socket.receive(chatFrame(message(20, 9, 7), 'Châu'));
    expect(chat.$unreadTotal.get()).toBe(5);
    expect(chat.$conversations.get().map((c) => [c.user_id, c.fullname, c.unread_count])).toEqual([[9, 'Châu', 1], [8, 'Bình', 1]]);
    chat.setOpenConversation(8);
    socket.receive(chatFrame(message(21, 8, 7)));
    await flush();
    expect(chat.$unreadTotal.get()).toBe(5);
    expect(calls('POST', '/api/messages/21/read/')).toHaveLength(1);
    expect(chat.$conversations.get()[0]).toMatchObject({ user_id: 8, last_message: { id: 21, is_read: false } });
    off();
  });

  it('catches up with after_id on resync and polls the unread total every 30 s', async () => {
    const { client, realtime, calls } = setup(chatRoutes());
    const chat = createChatStore(client, realtime, unknownAccount());
    const off = chat.thread(8).listen(() => {});
    await flush(30);
    const first = await authenticate();
    vi.advanceTimersByTime(2000);
    first.serverClose(1006);
    vi.advanceTimersByTime(3000);
    await authenticate();
    await flush(30);
    const catchUp = calls('GET', '/api/messages/').find((c) => new URL(c.url).searchParams.get('after_id'));
    expect(new URL(catchUp!.url).searchParams.get('after_id')).toBe('2');
    expect(chat.thread(8).get().messages.map((m) => m.id)).toEqual([1, 2, 30]);

    const stop = chat.startUnreadPolling();
    const before = calls('GET', '/api/messages/unread/').length;
    vi.advanceTimersByTime(UNREAD_MESSAGES_POLL_MS);
    expect(calls('GET', '/api/messages/unread/')).toHaveLength(before + 1);
    stop();
    vi.advanceTimersByTime(UNREAD_MESSAGES_POLL_MS);
    expect(calls('GET', '/api/messages/unread/')).toHaveLength(before + 1);
    off();
  });

  it('caches other-user info, falls back to the placeholder, and manages windows', async () => {
    const { client, realtime, calls } = setup(chatRoutes());
    const chat = createChatStore(client, realtime, unknownAccount());
    const [a, b] = await Promise.all([chat.userInfo(8), chat.userInfo(8)]);
    expect(a).toEqual({ user_id: 8, fullname: 'Bình', avatar: null, displayName: 'Bình' });
    expect(b).toBe(a);
    await chat.userInfo(8);
    expect(calls('GET', '/api/users/8/info/')).toHaveLength(1);
    await expect(chat.userInfo(5)).resolves.toMatchObject({ displayName: 'Người dùng #5' });
    for (const id of [1, 2, 3, 4]) chat.openWindow(id);
    chat.minimiseWindow(3);
    chat.closeWindow(2);
    expect(chat.$windows.get()).toEqual([{ userId: 4, minimised: false }, { userId: 3, minimised: true }]);
  });
});
