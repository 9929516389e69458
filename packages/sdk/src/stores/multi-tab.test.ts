/**
 * One socket per browser (docs/multi-tab.md): "tabs" are SDK clients in one process sharing an
 * in-memory Web Locks double (Node 20 has none) and Node's real BroadcastChannel. Messages on a
 * BroadcastChannel arrive in a later task, so the tests wait for what they expect with `until`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../contract/chat';
import type { Notification } from '../contract/notifications';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import type { ChannelLike, TabTransport } from '../realtime/shared-socket';
import { NOTIFICATION_PAGE_SIZE } from '../rules/notification-filter';
import { createFakeFetch, flush, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { createFakeLocks } from '../testing/fake-locks';
import { accessToken } from '../testing/fake-jwt';
import { FakeSocket } from '../testing/fake-socket';
import { createChatStore } from './chat';
import { createClient } from './client';
import { createNotificationsStore } from './notifications';
import { createRealtime, type RealtimeOptions } from './realtime';

const NOW = Date.UTC(2026, 2, 5, 10);
type Routes = Record<string, (request: RecordedRequest) => FakeAnswer>;
const ok = (data: unknown) => ({ status: 200, body: { status: 200, data } });

/** Listeners a test added, removed after it. */
let cleanups: Array<() => void> = [];
/** Every tab a test opened, disconnected after it (which closes its channel). */
let openTabs: Array<{ disconnect(): void }> = [];
/** Every channel a test opened, closed last so none outlives its test. */
let channels: ChannelLike[] = [];
/** Each test talks to its own API, so its tabs never hear another test's. */
let apiNumber = 0;

/** A browser: tabs share its locks and its channels. */
function fakeBrowser(): TabTransport {
  const locks = createFakeLocks();
  return {
    locks,
    openChannel(name) {
      const channel = new BroadcastChannel(name) as unknown as ChannelLike;
      channels.push(channel);
      return channel;
    },
  };
}

interface TabOptions {
  userId?: number;
  routes?: Routes;
  baseUrl?: string;
  tabs?: RealtimeOptions['tabs'];
}

/** One tab: a signed-in client with its realtime connection. */
function openTab(browser: TabTransport | undefined, { userId = 7, routes = {}, baseUrl = `https://api-${apiNumber}.test`, tabs = browser }: TabOptions = {}) {
  const fake = createFakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 500, body: { status: 500, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: userId }, NOW, 86_400), refreshToken: 'r1', username: 'an@example.com', user_role: 'candidate' });
  const client = createClient({ baseUrl, fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger, retry: false });
  const wakes = new Set<() => void>();
  const realtime = createRealtime(client, {
    WebSocket: FakeSocket,
    events: (wake) => (wakes.add(wake), () => wakes.delete(wake)),
    ...(tabs === undefined ? {} : { tabs }),
  });
  openTabs.push(realtime);
  const notifications: number[] = [];
  const chats: number[] = [];
  let resyncs = 0;
  /** Listens like a bell and a chat dock would; returns the tab's "close". */
  const listen = () => {
    const offs = [
      realtime.onNotification((frame) => notifications.push(frame.id)),
      realtime.onChatMessage((frame) => chats.push(frame.message_id)),
      realtime.onResync(() => (resyncs += 1)),
    ];
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      for (const off of offs) off();
    };
    cleanups.push(close);
    return close;
  };
  return { client, realtime, notifications, chats, resyncs: () => resyncs, listen, wake: () => wakes.forEach((wake) => wake()), calls: fake.calls };
}

/** Waits (a bounded number of event-loop turns, no clock) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 200; turn++) {
    if (check()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

/** The server side of the socket opened last: open, then auth_success. */
async function authenticate(): Promise<FakeSocket> {
  const socket = FakeSocket.last();
  socket.open();
  await until(() => socket.sent.length > 0, 'the authenticate frame');
  socket.receive({ type: 'auth_success' });
  return socket;
}

const notificationFrame = (id: number) => ({
  type: 'new_application', id, title: `N${id}`, message: 'm', link: null, object_id: id, is_read: false, created_at: '2026-03-05T09:00:00Z',
});
const chatFrame = (id: number) => ({
  type: 'new_message', message_id: id, sender_id: 8, recipient_id: 7, content: `m${id}`, is_read: false, created_at: '2026-03-05T09:00:00Z', recipient_fullname: 'An', sender_fullname: 'Bình',
});

/** Opens a leader tab (connected) and the given number of followers that know its status. */
async function leaderAndFollowers(browser: TabTransport, followers: number) {
  const leader = openTab(browser);
  leader.listen();
  await until(() => FakeSocket.instances.length === 1, 'the leader opens the socket');
  const socket = await authenticate();
  const others = Array.from({ length: followers }, () => openTab(browser));
  for (const tab of others) tab.listen();
  await until(() => others.every((tab) => tab.realtime.$status.get() === 'connected'), 'the followers hear the leader is connected');
  return { leader, followers: others, socket };
}

beforeEach(() => {
  FakeSocket.reset();
  apiNumber += 1;
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) cleanup();
  for (const tab of openTabs) tab.disconnect();
  for (const channel of channels) channel.close();
  [cleanups, openTabs, channels] = [[], [], []];
  await flush();
});

describe('one socket per browser (createRealtime with tabs)', () => {
  it('opens one socket for two tabs of a user; the leader relays notifications, chat messages and its status', async () => {
    const { leader, followers, socket } = await leaderAndFollowers(fakeBrowser(), 2);
    socket.receive(notificationFrame(1));
    socket.receive(chatFrame(21));
    await until(() => followers.every((tab) => tab.chats.length === 1), 'the followers get the frames');
    expect(FakeSocket.instances).toHaveLength(1);
    for (const tab of [leader, ...followers]) expect([tab.notifications, tab.chats]).toEqual([[1], [21]]);
    expect(followers.map((tab) => tab.realtime.$state.get())).toEqual(['connected', 'connected']);
  });

  it('hands the socket to another tab when the leader leaves; once connected every tab resyncs, and events flow again', async () => {
    const browser = fakeBrowser();
    const leader = openTab(browser);
    const closeLeader = leader.listen();
    await until(() => FakeSocket.instances.length === 1, 'the leader opens the socket');
    const first = await authenticate();
    const [b, c] = [openTab(browser), openTab(browser)];
    b.listen();
    c.listen();
    await until(() => c.realtime.$status.get() === 'connected', 'the followers hear the leader');

    closeLeader();
    expect(first.closedWith).toBe(1000);
    await until(() => FakeSocket.instances.length === 2, 'a follower opens a socket');
    await authenticate();
    await until(() => b.resyncs() === 1 && c.resyncs() === 1, 'both tabs fetch what was missed');
    FakeSocket.last().receive(notificationFrame(5));
    await until(() => b.notifications.length === 1 && c.notifications.length === 1, 'both tabs get the next frame');
    expect(FakeSocket.instances).toHaveLength(2);
    expect(leader.notifications).toEqual([]);
  });

  it('keeps users apart: another user opens a socket of its own, and a signed-out leader hands over', async () => {
    const browser = fakeBrowser();
    const { leader, followers, socket } = await leaderAndFollowers(browser, 1);
    const other = openTab(browser, { userId: 8 });
    other.listen();
    await until(() => FakeSocket.instances.length === 2, 'user 8 opens a socket');
    await authenticate();
    socket.receive(notificationFrame(1));
    await until(() => followers[0]!.notifications.length === 1, 'the follower gets user 7’s frame');
    expect(other.notifications).toEqual([]);

    leader.client.logout();
    expect(socket.closedWith).toBe(1000);
    await until(() => FakeSocket.instances.length === 3, 'the follower takes over');
    expect(FakeSocket.last().url).toBe(`wss://api-${apiNumber}.test/api/ws/notifications/`);
  });

  it('passes a follower’s connect and wake on to the leader’s socket', async () => {
    const { followers, socket } = await leaderAndFollowers(fakeBrowser(), 1);
    const follower = followers[0]!;
    socket.serverClose(1000); // a normal close from the server: no automatic reconnect
    await until(() => follower.realtime.$status.get() === 'disconnected', 'the follower hears the socket closed');
    follower.realtime.connect();
    await until(() => FakeSocket.instances.length === 2, 'the leader reconnects');
    FakeSocket.last().serverClose(4000); // abnormal: the leader waits 3 s before retrying...
    follower.wake(); // ...unless woken
    await until(() => FakeSocket.instances.length === 3, 'the leader reconnects on the follower’s wake');
  });

  it('falls back to one socket per tab without Web Locks or BroadcastChannel, or with tabs: false', async () => {
    const plain = [openTab(undefined), openTab(undefined)]; // Node 20: no navigator.locks
    for (const tab of plain) tab.listen();
    expect(FakeSocket.instances).toHaveLength(2);
    const browser = fakeBrowser();
    const optedOut = [openTab(browser, { tabs: false }), openTab(browser, { tabs: false })];
    for (const tab of optedOut) tab.listen();
    expect(FakeSocket.instances).toHaveLength(4);
    optedOut[0]!.realtime.shareReadChange({ kind: 'all-notifications' }); // no channel: nothing to tell
  });
});

describe('read state across tabs', () => {
  const notification = (id: number): Notification => ({
    id, notification_type: 'new_application', title: `N${id}`, message: 'm', link: null, object_id: id, is_read: false, created_at: '2026-03-05T09:00:00Z', icon: null,
  });
  const message = (id: number, sender: number, recipient: number): Message => ({
    id, sender, recipient, content: `m${id}`, is_read: false, created_at: '2026-03-05T09:00:00Z', recipient_fullname: null,
  });

  it('marking a notification read, then all, in one tab updates the other tab’s items and badge', async () => {
    const server = { unread: 3, read: new Set<number>() };
    const routes: Routes = {
      'GET /api/notifications/': () =>
        ok({ results: [1, 2].map((id) => ({ ...notification(id), is_read: server.read.has(id) })), total: 2, page: 1, total_pages: 1, page_size: NOTIFICATION_PAGE_SIZE }),
      'GET /api/notifications/unread-count/': () => ({ status: 200, body: { status: 200, unread_count: server.unread } }),
      'POST /api/notifications/1/read/': () => (server.read.add(1), (server.unread -= 1), { status: 200, body: { status: 200, message: 'ok' } }),
      'POST /api/notifications/mark-all-as-read/': () => ((server.unread = 0), { status: 200, body: { status: 200, message: 'ok' } }),
    };
    const browser = fakeBrowser();
    const [a, b] = [openTab(browser, { routes }), openTab(browser, { routes })];
    const [bellA, bellB] = [createNotificationsStore(a.client, a.realtime), createNotificationsStore(b.client, b.realtime)];
    for (const bell of [bellA, bellB]) {
      const off = bell.$unreadCount.listen(() => {});
      cleanups.push(off);
      await bell.loadFirstPage();
    }
    await until(() => bellB.$unreadCount.get() === 3 && b.realtime.$status.get() !== 'disconnected', 'both bells loaded');

    await expect(bellA.markRead(1)).resolves.toEqual({ ok: true });
    await until(() => bellB.$unreadCount.get() === 2, 'tab B’s badge follows');
    expect(bellB.$items.get().map((item) => [item.id, item.is_read])).toEqual([[1, true], [2, false]]);

    await expect(bellA.markAllRead()).resolves.toEqual({ ok: true });
    await until(() => bellB.$unreadCount.get() === 0, 'tab B’s badge clears');
    expect(bellB.$items.get().every((item) => item.is_read)).toBe(true);
    expect(bellA.$unreadCount.get()).toBe(0);
  });

  it('reading a message in one tab marks it read in the other tab’s thread and conversation, and refetches its unread total', async () => {
    const server = { unread: 1, read: false };
    const routes: Routes = {
      'GET /api/conversations/': () => ok([{ user_id: 8, fullname: 'Bình', avatar: null, role: 'employer', last_message: message(2, 8, 7), unread_count: server.read ? 0 : 1 }]),
      'GET /api/messages/': () => ok({ results: [{ ...message(2, 8, 7), is_read: server.read }], total: 1, page: 1, total_pages: 1, page_size: 20 }),
      'GET /api/messages/unread/': () => ok({ total: server.unread, results: [] }),
      'POST /api/messages/2/read/': () => ((server.read = true), (server.unread = 0), ok({ message_id: 2, marked: 1 })),
    };
    const browser = fakeBrowser();
    const [a, b] = [openTab(browser, { routes }), openTab(browser, { routes })];
    const account = { $mayChat: { get: () => true } } as unknown as Parameters<typeof createChatStore>[2];
    const [chatA, chatB] = [createChatStore(a.client, a.realtime, account), createChatStore(b.client, b.realtime, account)];
    for (const chat of [chatA, chatB]) {
      cleanups.push(chat.thread(8).listen(() => {}), chat.$unreadTotal.listen(() => {}));
      await chat.loadConversations();
    }
    await until(() => chatB.thread(8).get().state.status === 'ready' && chatB.$unreadTotal.get() === 1, 'both threads loaded');

    await expect(chatA.markRead(2, 8)).resolves.toEqual({ ok: true });
    await until(() => chatB.$unreadTotal.get() === 0, 'tab B’s unread total follows');
    expect(chatB.thread(8).get().messages.map((item) => [item.id, item.is_read])).toEqual([[2, true]]);
    expect(chatB.$conversations.get().map((row) => [row.user_id, row.unread_count])).toEqual([[8, 0]]);
  });
});
