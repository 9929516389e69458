import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, flush } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { FakeSocket } from '../testing/fake-socket';
import { createChatCore } from './chat/chat-core';
import { withOpenedChat } from './chat/chat-opened';
import { createChatStore } from './chat';
import { createClient } from './client';
import { createRealtime } from './realtime';

// The script-tag chat dock starts with the core and completes it when its panels load: the two
// steps give the same store as createChatStore, and what the core's socket delivered shows in the
// threads opened afterwards.

const NOW = Date.UTC(2026, 2, 5, 10);
const ME = 7;
const OTHER = 8;
const ok = (data: unknown) => ({ status: 200, body: { status: 200, data } });
const message = { id: 41, sender: OTHER, recipient: ME, content: 'Chào bạn', is_read: true, created_at: '2026-03-05T09:00:00Z', recipient_fullname: 'An', sender_fullname: 'Bình' };

function setup() {
  const fake = createFakeFetch((request) => {
    if (request.path === '/api/messages/') return ok({ results: [message], total: 1, page: 1, total_pages: 1, page_size: 20 });
    if (request.path === '/api/messages/unread/') return ok({ total: 0, results: [] });
    if (request.path === '/api/conversations/') return ok([]);
    return { status: 500, body: { status: 500, message: `no route ${request.path}` } };
  });
  const storage = createMemoryStorage({ token: accessToken({ user_id: ME }, NOW, 86_400), refreshToken: 'r1', username: 'an@example.com', user_role: 'candidate' });
  const client = createClient({ baseUrl: 'https://api.test', fetch: fake.fetch, storage, now: () => NOW, logger: silentLogger });
  const realtime = createRealtime(client, { WebSocket: FakeSocket, events: () => () => {} });
  return { client, realtime, account: { $mayChat: atom<boolean | null>(true) } };
}

describe('createChatCore and withOpenedChat', () => {
  it('the core has no opened parts; withOpenedChat adds them to the same object, once', () => {
    const { client, realtime, account } = setup();
    const core = createChatCore(client, realtime, account);
    expect('thread' in core).toBe(false);
    expect('send' in core).toBe(false);
    const chat = withOpenedChat(core);
    expect(chat).toBe(core);
    const thread = chat.thread(OTHER);
    expect(withOpenedChat(core).thread(OTHER)).toBe(thread);
    expect(Object.keys(chat).sort()).toEqual(Object.keys(createChatStore(client, realtime, account)).sort());
  });

  it('a whole store is returned as it is; an object of another origin is refused', () => {
    const { client, realtime, account } = setup();
    const whole = createChatStore(client, realtime, account);
    expect(withOpenedChat(whole)).toBe(whole);
    const { thread: _thread, loadMessages: _load, loadOlder: _older, send: _send, reportMessage: _report, userInfo: _info, ...copy } = whole;
    expect(() => withOpenedChat(copy)).toThrow(TypeError);
  });

  it('a thread opened after the core was created loads its messages', async () => {
    const { client, realtime, account } = setup();
    const core = createChatCore(client, realtime, account);
    core.openWindow(OTHER);
    const chat = withOpenedChat(core);
    const off = chat.thread(OTHER).listen(() => {});
    await flush();
    expect(chat.thread(OTHER).get().messages.map((known) => known.id)).toEqual([41]);
    expect(chat.$windows.get().map((window) => window.userId)).toEqual([OTHER]);
    off();
  });
});
