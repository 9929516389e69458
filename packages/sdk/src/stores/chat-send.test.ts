import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../contract/chat';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, deferred, flush, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { FakeSocket } from '../testing/fake-socket';
import { createChatStore, type ChatMessage } from './chat';
import { createClient } from './client';
import { createRealtime } from './realtime';

// SPEC §4 Chat message: sending is optimistic and a message id is never shown twice. The server
// pushes `new_message` to the sender too (API.md), so the pushed frame and the POST answer race;
// every list built on the store must show exactly one copy of a sent message at every moment.
// Each send carries a client_id (here c1, c2, …) that the API echoes in both; the store matches by it.

const NOW = Date.UTC(2026, 2, 5, 10);
const ME = 7;
const OTHER = 8;
type Answer = { status?: number; body?: unknown };

const message = (id: number, sender: number, recipient: number, extra: Partial<Message> = {}): Message => ({
  id, sender, recipient, content: `m${id}`, is_read: false, created_at: '2026-03-05T09:00:00Z', recipient_fullname: 'Bình', sender_fullname: 'An', ...extra,
});
/** The pushed frame of `m`, echoing `clientId` when the message came from a send that had one. */
const frameOf = (m: Message, clientId?: string) => ({
  type: 'new_message', message_id: m.id, sender_id: m.sender, recipient_id: m.recipient, content: m.content, is_read: m.is_read,
  created_at: m.created_at, recipient_fullname: m.recipient_fullname, sender_fullname: m.sender_fullname,
  ...(clientId === undefined ? {} : { client_id: clientId }),
});
const created = (m: Message, clientId?: string): Answer => ({
  status: 201,
  body: { status: 201, message: 'ok', data: clientId === undefined ? m : { ...m, client_id: clientId } },
});
const ok = (data: unknown): Answer => ({ status: 200, body: { status: 200, data } });

function setup(threadPage: () => Message[] = () => []) {
  /** POST /api/messages/send/ answers, in request order, released by the test. */
  const sends: { content: string; clientId: string; answer: ReturnType<typeof deferred<Answer>> }[] = [];
  const routes: Record<string, (request: RecordedRequest) => FakeAnswer> = {
    'GET /api/messages/': () => ok({ results: [...threadPage()].reverse(), total: threadPage().length, page: 1, total_pages: 1, page_size: 20 }),
    'GET /api/conversations/': () => ok([]),
    'GET /api/messages/unread/': () => ok({ total: 0, results: [] }),
    'POST /api/messages/send/': (request) => {
      const answer = deferred<Answer>();
      const body = request.body as { content: string; client_id: string };
      sends.push({ content: body.content, clientId: body.client_id, answer });
      return answer.promise;
    },
  };
  const fake = createFakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : { status: 500, body: { status: 500, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: ME }, NOW, 86_400), refreshToken: 'r1', username: 'an@example.com', user_role: 'candidate' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger });
  const realtime = createRealtime(client, { WebSocket: FakeSocket, events: () => () => {} });
  let clientIds = 0;
  const chat = createChatStore(client, realtime, { $mayChat: atom<boolean | null>(true) }, { clientId: () => `c${++clientIds}` });
  /** Every value the thread with OTHER took, so a transient duplicate cannot hide. */
  const snapshots: ChatMessage[][] = [];
  const off = chat.thread(OTHER).subscribe((thread) => snapshots.push(thread.messages));
  const offUnread = chat.$unreadTotal.listen(() => {});
  return {
    chat,
    sends,
    snapshots,
    messages: () => chat.thread(OTHER).get().messages,
    stop: () => {
      off();
      offUnread();
    },
  };
}

async function connect(): Promise<FakeSocket> {
  const socket = FakeSocket.last();
  socket.open();
  await flush();
  socket.receive({ type: 'auth_success' });
  return socket;
}

/** The most copies of `content` any snapshot showed. */
const mostCopies = (snapshots: ChatMessage[][], content: string) =>
  Math.max(0, ...snapshots.map((messages) => messages.filter((m) => m.content.trim() === content).length));
/** The distinct numbers of copies of `content` the snapshots from index `from` on showed. */
const copiesSince = (snapshots: ChatMessage[][], from: number, content: string) => [
  ...new Set(snapshots.slice(from).map((messages) => messages.filter((m) => m.content.trim() === content).length)),
];
const ids = (messages: ChatMessage[]) => messages.map((m) => [m.id, m.content, Boolean(m.pending)]);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('chat send: the pushed frame and the send answer make one message, matched by client_id', () => {
  it('sends a new client_id with each send and keeps it on the pending message', async () => {
    const { chat, sends, messages, stop } = setup();
    await flush(30);
    await connect();
    void chat.send(OTHER, 'ok');
    void chat.send(OTHER, 'ok');
    await flush();
    expect(sends.map((send) => send.clientId)).toEqual(['c1', 'c2']);
    expect(messages().map((m) => [m.id, m.client_id, m.pending])).toEqual([[-1, 'c1', true], [-2, 'c2', true]]);
    stop();
  });

  it('frame before answer: the frame with the send\'s client_id replaces the pending message, the answer changes nothing', async () => {
    const { chat, sends, snapshots, messages, stop } = setup(() => [message(1, OTHER, ME, { is_read: true })]);
    await flush(30);
    const socket = await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    expect(ids(messages())).toEqual([[1, 'm1', false], [-1, 'Chào anh', true]]);

    const saved = message(10, ME, OTHER, { content: 'Chào anh' });
    socket.receive(frameOf(saved, 'c1'));
    expect(ids(messages())).toEqual([[1, 'm1', false], [10, 'Chào anh', false]]);
    sends[0]!.answer.resolve(created(saved, 'c1'));
    await expect(sending).resolves.toEqual({ ok: true });
    expect(ids(messages())).toEqual([[1, 'm1', false], [10, 'Chào anh', false]]);
    expect(mostCopies(snapshots, 'Chào anh')).toBe(1);
    expect(chat.$conversations.get()).toMatchObject([{ user_id: OTHER, last_message: { id: 10 }, unread_count: 0 }]);
    expect(chat.$unreadTotal.get()).toBe(0);
    stop();
  });

  it('answer before frame: the answer replaces the pending message, the late frame is ignored', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    const saved = message(10, ME, OTHER, { content: 'Chào anh' });
    sends[0]!.answer.resolve(created(saved, 'c1'));
    await expect(sending).resolves.toEqual({ ok: true });
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    socket.receive(frameOf(saved, 'c1'));
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    expect(mostCopies(snapshots, 'Chào anh')).toBe(1);
    expect(chat.$conversations.get()).toMatchObject([{ user_id: OTHER, last_message: { id: 10 }, unread_count: 0 }]);
    expect(chat.$unreadTotal.get()).toBe(0);
    stop();
  });

  it('matches by client_id, not by text: the server\'s trimmed text replaces the pending message', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const sending = chat.send(OTHER, '  Chào anh \n');
    await flush();
    const saved = message(10, ME, OTHER, { content: 'Chào anh' });
    socket.receive(frameOf(saved, 'c1'));
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    sends[0]!.answer.resolve(created(saved, 'c1'));
    await sending;
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    expect(mostCopies(snapshots, 'Chào anh')).toBe(1);
    stop();
  });

  it('takes no frame without the send\'s client_id for the pending message: same text, incoming, to someone else, or another sender\'s id', async () => {
    const { chat, sends, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const sending = chat.send(OTHER, 'ok');
    await flush();
    socket.receive(frameOf(message(11, OTHER, ME, { content: 'ok' }), 'c1'));
    socket.receive(frameOf(message(12, ME, 9, { content: 'ok' })));
    socket.receive(frameOf(message(13, ME, OTHER, { content: 'ok' }))); // sent from another tab
    expect(ids(messages())).toEqual([[11, 'ok', false], [13, 'ok', false], [-1, 'ok', true]]);
    sends[0]!.answer.resolve(created(message(14, ME, OTHER, { content: 'ok' }), 'c1'));
    await sending;
    expect(ids(messages())).toEqual([[11, 'ok', false], [13, 'ok', false], [14, 'ok', false]]);
    expect(chat.$unreadTotal.get()).toBe(1);
    stop();
  });

  it('a failed send removes the pending message and gives the error', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    expect(ids(messages())).toEqual([[-1, 'Chào anh', true]]);
    sends[0]!.answer.resolve({ status: 500, body: { status: 500, message: 'Lỗi máy chủ' } });
    await expect(sending).resolves.toMatchObject({ ok: false, message: 'Lỗi máy chủ' });
    expect(messages()).toEqual([]);
    expect(mostCopies(snapshots, 'Chào anh')).toBe(1);
    expect(chat.$conversations.get()).toEqual([]);
    stop();
  });

  it('a send whose frame already arrived is sent, even if its answer is lost', async () => {
    const { chat, sends, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    socket.receive(frameOf(message(10, ME, OTHER, { content: 'Chào anh' }), 'c1'));
    sends[0]!.answer.resolve({ status: 503, body: { status: 503, message: 'Mất kết nối' } });
    // The server stored and delivered it: no error, and the text is not handed back for a resend.
    await expect(sending).resolves.toEqual({ ok: true });
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    stop();
  });

  it('two identical texts sent quickly show exactly twice at every moment (frames first)', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const first = chat.send(OTHER, 'ok');
    const second = chat.send(OTHER, 'ok');
    const from = snapshots.length - 1;
    await flush();
    expect(ids(messages())).toEqual([[-1, 'ok', true], [-2, 'ok', true]]);
    socket.receive(frameOf(message(11, ME, OTHER, { content: 'ok' }), 'c1'));
    expect(ids(messages())).toEqual([[11, 'ok', false], [-2, 'ok', true]]);
    socket.receive(frameOf(message(12, ME, OTHER, { content: 'ok' }), 'c2'));
    expect(ids(messages())).toEqual([[11, 'ok', false], [12, 'ok', false]]);
    sends[0]!.answer.resolve(created(message(11, ME, OTHER, { content: 'ok' }), 'c1'));
    sends[1]!.answer.resolve(created(message(12, ME, OTHER, { content: 'ok' }), 'c2'));
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(ids(messages())).toEqual([[11, 'ok', false], [12, 'ok', false]]);
    expect(copiesSince(snapshots, from, 'ok')).toEqual([2]);
    expect(chat.$conversations.get()).toMatchObject([{ user_id: OTHER, last_message: { id: 12 }, unread_count: 0 }]);
    stop();
  });

  it('two identical texts: the second one\'s frame first replaces the second pending message, not the first', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const first = chat.send(OTHER, 'ok');
    const second = chat.send(OTHER, 'ok');
    const from = snapshots.length - 1;
    await flush();
    const m11 = message(11, ME, OTHER, { content: 'ok' });
    const m12 = message(12, ME, OTHER, { content: 'ok' });
    socket.receive(frameOf(m12, 'c2'));
    expect(messages().map((m) => [m.id, m.client_id, Boolean(m.pending)])).toEqual([[12, 'c2', false], [-1, 'c1', true]]);
    sends[1]!.answer.resolve(created(m12, 'c2'));
    await second;
    expect(ids(messages())).toEqual([[12, 'ok', false], [-1, 'ok', true]]);
    sends[0]!.answer.resolve(created(m11, 'c1'));
    await first;
    expect(ids(messages())).toEqual([[11, 'ok', false], [12, 'ok', false]]);
    socket.receive(frameOf(m11, 'c1'));
    expect(ids(messages())).toEqual([[11, 'ok', false], [12, 'ok', false]]);
    expect(copiesSince(snapshots, from, 'ok')).toEqual([2]);
    expect(mostCopies(snapshots, 'ok')).toBe(2);
    expect(chat.$conversations.get()).toMatchObject([{ user_id: OTHER, last_message: { id: 12 } }]);
    stop();
  });

  it('two identical texts: one answer first, then the other frame first', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const first = chat.send(OTHER, 'ok');
    const second = chat.send(OTHER, 'ok');
    const from = snapshots.length - 1;
    await flush();
    const m11 = message(11, ME, OTHER, { content: 'ok' });
    const m12 = message(12, ME, OTHER, { content: 'ok' });
    sends[0]!.answer.resolve(created(m11, 'c1'));
    await first;
    expect(ids(messages())).toEqual([[11, 'ok', false], [-2, 'ok', true]]);
    socket.receive(frameOf(m11, 'c1'));
    socket.receive(frameOf(m12, 'c2'));
    expect(ids(messages())).toEqual([[11, 'ok', false], [12, 'ok', false]]);
    sends[1]!.answer.resolve(created(m12, 'c2'));
    await second;
    expect(ids(messages())).toEqual([[11, 'ok', false], [12, 'ok', false]]);
    expect(copiesSince(snapshots, from, 'ok')).toEqual([2]);
    stop();
  });

  it('two identical texts: a refused send removes only its own pending message', async () => {
    const { chat, sends, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const first = chat.send(OTHER, 'ok');
    const second = chat.send(OTHER, 'ok');
    await flush();
    sends[0]!.answer.resolve({ status: 403, body: { status: 403, message: 'Forbidden' } });
    await expect(first).resolves.toMatchObject({ ok: false, message: 'Tính năng nhắn tin chỉ dành cho người dùng Premium...' });
    expect(messages().map((m) => [m.id, m.client_id])).toEqual([[-2, 'c2']]);
    const m12 = message(12, ME, OTHER, { content: 'ok' });
    socket.receive(frameOf(m12, 'c2'));
    sends[1]!.answer.resolve(created(m12, 'c2'));
    await expect(second).resolves.toEqual({ ok: true });
    expect(ids(messages())).toEqual([[12, 'ok', false]]);
    stop();
  });

  it('an answer that does not echo the client_id still replaces its own pending message (older API)', async () => {
    const { chat, sends, snapshots, messages, stop } = setup();
    await flush(30);
    await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    sends[0]!.answer.resolve(created(message(10, ME, OTHER, { content: 'Chào anh' })));
    await sending;
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    expect(mostCopies(snapshots, 'Chào anh')).toBe(1);
    stop();
  });

  it('a refresh that lands before both echoes keeps the pending message; its echo then leaves one copy', async () => {
    const server: Message[] = [];
    const { chat, sends, messages, stop } = setup(() => server);
    await flush(30);
    await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    const saved = message(10, ME, OTHER, { content: 'Chào anh' });
    server.push(saved);
    await chat.loadMessages(OTHER);
    // A stored message carries no client_id, so nothing but the echo may take the pending one's place.
    expect(ids(messages())).toEqual([[10, 'Chào anh', false], [-1, 'Chào anh', true]]);
    sends[0]!.answer.resolve(created(saved, 'c1'));
    await sending;
    expect(ids(messages())).toEqual([[10, 'Chào anh', false]]);
    stop();
  });

  it('a late answer does not push back a newer incoming message as the last one, nor count own messages unread', async () => {
    const { chat, sends, messages, stop } = setup();
    await flush(30);
    const socket = await connect();
    const sending = chat.send(OTHER, 'Chào anh');
    await flush();
    const saved = message(10, ME, OTHER, { content: 'Chào anh' });
    socket.receive(frameOf(saved, 'c1'));
    socket.receive(frameOf(message(11, OTHER, ME, { content: 'Chào em' })));
    sends[0]!.answer.resolve(created(saved, 'c1'));
    await sending;
    expect(ids(messages())).toEqual([[10, 'Chào anh', false], [11, 'Chào em', false]]);
    expect(chat.$conversations.get()).toMatchObject([{ user_id: OTHER, last_message: { id: 11 }, unread_count: 1 }]);
    expect(chat.$unreadTotal.get()).toBe(1);
    stop();
  });
});
