import { createMemoryStorage, silentLogger, type RealtimeOptions } from '@jobhub/sdk';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../components/avatar/avatar';
import { setWidgetLocale } from '../i18n/widget-locale';
import { createFakeApi, makePage, makeRow } from '../test/fake-api';
import { accessToken, createRealtimeFixture, FakeWebSocket, makeConversation, makeMessage, makeNotification } from '../test/fake-realtime';
import { useJobHub } from './jobhub-context';
import { JobHubProvider } from './jobhub-provider';
import { useChat } from './use-chat';
import { useJobSearch } from './use-job-search';
import { useNotifications } from './use-notifications';
import { useSession } from './use-session';
import { useUnreadCount } from './use-unread-count';

/** The fake socket, and no reconnect triggers from the test page. */
const REALTIME: RealtimeOptions = { WebSocket: FakeWebSocket, events: () => () => undefined };

type Fixture = ReturnType<typeof createRealtimeFixture>;

/** A provider over the fixture's fake API (its own client, like a partner app with `apiBase`). */
function apiBaseWrapper(fixture: Fixture, storage = createMemoryStorage()) {
  return ({ children }: { children: ReactNode }) => (
    <JobHubProvider
      apiBase="http://api.test"
      clientOptions={{ fetch: fixture.api.fetchFor(fixture.userId), storage, logger: silentLogger }}
      realtimeOptions={REALTIME}
    >
      {children}
    </JobHubProvider>
  );
}

/** A provider over the fixture's ready, signed-in client (like JobHub's own site). */
function clientWrapper(fixture: Fixture) {
  return ({ children }: { children: ReactNode }) => (
    <JobHubProvider client={fixture.client} realtimeOptions={REALTIME}>
      {children}
    </JobHubProvider>
  );
}

async function connectSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
  const socket = FakeWebSocket.latest()!;
  act(() => socket.connect());
  await waitFor(() => expect(socket.sent).toContainEqual(expect.objectContaining({ type: 'authenticate' })));
  return socket;
}

afterEach(() => {
  cleanup();
  FakeWebSocket.instances = [];
  setWidgetLocale('vi');
});

describe('JobHubProvider and hooks', () => {
  it('refuses a hook outside the provider with a message that says where it belongs', () => {
    expect(() => renderHook(() => useSession())).toThrow('<JobHubProvider>');
  });

  it('signs in with tokens, then out: useSession follows, and the API hears the logout', async () => {
    const fixture = createRealtimeFixture({ userId: 7 });
    const { result } = renderHook(() => useSession(), { wrapper: apiBaseWrapper(fixture) });
    expect(result.current.session.status).toBe('anonymous');
    expect(result.current.user).toBeNull();

    act(() => result.current.signIn({ access: accessToken(7, 'candidate'), refresh: 'refresh-1' }));
    expect(result.current.user).toMatchObject({ user_id: 7, role: 'candidate' });

    act(() => result.current.signOut());
    expect(result.current.session.status).toBe('anonymous');
    await waitFor(() => expect(fixture.api.calls('/api/logout', 'POST')).toHaveLength(1));
  });

  it('asks for no unread count while signed out and reads it once signed in', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = 4;
    const { result } = renderHook(() => ({ unread: useUnreadCount(), session: useSession() }), { wrapper: apiBaseWrapper(fixture) });
    expect(result.current.unread).toBe(0);
    expect(fixture.api.calls('/api/notifications/unread-count')).toHaveLength(0);

    act(() => result.current.session.signIn({ access: accessToken(7, 'candidate'), refresh: 'refresh-1' }));
    await waitFor(() => expect(result.current.unread).toBe(4));
  });

  it('counts unread notifications live: a pushed notification raises the count', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = 2;
    const { result } = renderHook(() => useUnreadCount(), { wrapper: clientWrapper(fixture) });
    await waitFor(() => expect(result.current).toBe(2));

    const socket = await connectSocket();
    fixture.api.state.unread = 3;
    act(() => socket.push({ type: 'system', id: 50, title: 'Mới', message: 'Tin mới', link: null, object_id: null, is_read: false, created_at: '2026-03-05T12:00:00Z' }));
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('counts unread chat messages with useUnreadCount("messages")', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unreadMessages = 5;
    const { result } = renderHook(() => useUnreadCount('messages'), { wrapper: clientWrapper(fixture) });
    await waitFor(() => expect(result.current).toBe(5));
  });

  it('lists notifications: page 1 once, more pages, mark all read', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.unread = 2;
    fixture.api.state.notifications = Array.from({ length: 12 }, (_, index) =>
      makeNotification({ id: 12 - index, title: `Thông báo ${12 - index}`, is_read: index >= 2 }),
    );
    const { result } = renderHook(() => useNotifications(), { wrapper: clientWrapper(fixture) });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.state.status).toBe('ready');
    expect(result.current.items[0]!.title).toBe('Thông báo 12');
    expect(result.current.hasMore).toBe(true);
    await waitFor(() => expect(result.current.unreadCount).toBe(2));

    await act(() => result.current.loadMore());
    expect(result.current.items).toHaveLength(12);
    expect(result.current.hasMore).toBe(false);

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.markAllRead();
    });
    expect(outcome).toEqual({ ok: true });
    expect(result.current.unreadCount).toBe(0);
    expect(result.current.items.every((item) => item.is_read)).toBe(true);
    expect(fixture.api.calls('/api/notifications')).toHaveLength(2);
  });

  it('keeps the open list when a notification is pushed: it is added on top, nothing reloads', async () => {
    const fixture = createRealtimeFixture();
    fixture.api.state.notifications = [makeNotification({ id: 1, title: 'Cũ' })];
    const { result } = renderHook(() => useNotifications(), { wrapper: clientWrapper(fixture) });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    const socket = await connectSocket();

    act(() => socket.push({ type: 'system', id: 50, title: 'Mới', message: 'Tin mới', link: null, object_id: null, is_read: false, created_at: '2026-03-05T12:00:00Z' }));
    await waitFor(() => expect(result.current.items.map((item) => item.title)).toEqual(['Mới', 'Cũ']));
    expect(fixture.api.calls('/api/notifications')).toHaveLength(1);
  });

  it('gives the chat: conversations once the account may chat, a thread, and sending into it', async () => {
    const fixture = createRealtimeFixture({ role: 'employer', premium: false });
    fixture.api.state.conversations = [makeConversation({ user_id: 12, fullname: 'Nguyễn Văn An' })];
    fixture.api.state.threads.set(12, [makeMessage({ id: 1, sender: 12, recipient: 7, content: 'Chào anh' })]);
    const { result } = renderHook(() => useChat({ with: 12 }), { wrapper: clientWrapper(fixture) });
    await waitFor(() => expect(result.current.mayChat).toBe(true));
    await waitFor(() => expect(result.current.conversations.map((row) => row.fullname)).toEqual(['Nguyễn Văn An']));
    await waitFor(() => expect(result.current.thread?.messages.map((message) => message.content)).toEqual(['Chào anh']));

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send(12, 'Mời bạn phỏng vấn');
    });
    expect(outcome).toEqual({ ok: true });
    expect(result.current.thread?.messages.map((message) => message.content)).toEqual(['Chào anh', 'Mời bạn phỏng vấn']);
    expect(fixture.api.calls('/api/messages/send', 'POST')).toHaveLength(1);
  });

  it('keeps a candidate without Premium from sending, with the upgrade message and no request', async () => {
    const fixture = createRealtimeFixture({ role: 'candidate', premium: false });
    const { result } = renderHook(() => useChat(), { wrapper: clientWrapper(fixture) });
    await waitFor(() => expect(result.current.mayChat).toBe(false));
    let outcome: { ok: boolean; message?: string } | undefined;
    await act(async () => {
      outcome = await result.current.send(12, 'Xin chào');
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.message).toMatch(/Premium/);
    expect(fixture.api.calls('/api/messages/send', 'POST')).toHaveLength(0);
    expect(fixture.api.calls('/api/conversations')).toHaveLength(0);
  });

  it('gives each signed-in user their own stores', async () => {
    const fixture = createRealtimeFixture({ userId: 7 });
    const storage = createMemoryStorage({ token: accessToken(7, 'candidate'), refreshToken: 'refresh-1' });
    const { result } = renderHook(() => ({ hub: useJobHub(), session: useSession() }), { wrapper: apiBaseWrapper(fixture, storage) });
    const first = result.current.hub.notifications;
    expect(result.current.hub.notifications).toBe(first);

    act(() => result.current.session.signIn({ access: accessToken(8, 'candidate'), refresh: 'refresh-2' }));
    expect(result.current.session.user?.user_id).toBe(8);
    expect(result.current.hub.notifications).not.toBe(first);
  });

  it('signs in from a token provider, keeping one client while the provider function changes', async () => {
    const fixture = createRealtimeFixture({ userId: 7 });
    fixture.api.state.unread = 3;
    const asked: boolean[] = [];
    let token: string | null = accessToken(7, 'candidate');
    const getToken = async ({ forceRefresh }: { forceRefresh: boolean }) => {
      asked.push(forceRefresh);
      return token;
    };
    const { result, rerender } = renderHook(() => ({ hub: useJobHub(), unread: useUnreadCount() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <JobHubProvider
          apiBase="http://api.test"
          // A new arrow on every render, as partners often write it.
          getToken={(options) => getToken(options)}
          clientOptions={{ fetch: fixture.api.fetchFor(7), logger: silentLogger }}
          realtimeOptions={REALTIME}
        >
          {children}
        </JobHubProvider>
      ),
    });
    await waitFor(() => expect(result.current.hub.session).toMatchObject({ status: 'authenticated', user: { user_id: 7 } }));
    await waitFor(() => expect(result.current.unread).toBe(3));
    expect(asked[0]).toBe(false);
    const first = result.current.hub.client;
    rerender();
    expect(result.current.hub.client).toBe(first);

    // The provider now says signed out: the next check ends the session.
    token = null;
    await act(async () => {
      await result.current.hub.client.checkToken();
    });
    expect(result.current.hub.session.status).toBe('anonymous');
  });

  it('shows avatars from its API host, not from the partner page that renders it', () => {
    const fixture = createRealtimeFixture();
    const Wrapper = apiBaseWrapper(fixture);
    const { container } = render(
      <Wrapper>
        <Avatar name="Nguyễn Văn An" src="/media/avatars/an.png" />
      </Wrapper>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://api.test/media/avatars/an.png');
  });

  it('switches the widgets to the locale it is given, once the English texts have loaded', async () => {
    const fixture = createRealtimeFixture();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <JobHubProvider client={fixture.client} locale="en" realtimeOptions={REALTIME}>
        {children}
      </JobHubProvider>
    );
    const { result } = renderHook(() => useJobHub().locale, { wrapper });
    await waitFor(() => expect(result.current).toBe('en'));
  });

  it('searches jobs through the provider, and a new query searches again', async () => {
    const api = createFakeApi((url) => ({
      status: 200,
      data: makePage([makeRow({ id: 1, title: url.searchParams.get('q') === 'kế toán' ? 'Kế toán tổng hợp' : 'Kỹ sư phần mềm' })]),
    }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <JobHubProvider apiBase="http://api.test" clientOptions={{ fetch: api.fetch, logger: silentLogger }} realtimeOptions={REALTIME}>
        {children}
      </JobHubProvider>
    );
    const { result } = renderHook(() => useJobSearch({ initialQuery: { city: 'Hà Nội' }, debounceMs: 0 }), { wrapper });
    expect(result.current.query.city).toBe('Hà Nội');
    await waitFor(() => expect(result.current.results.status).toBe('ready'));
    expect(result.current.results.data?.results.map((row) => row.title)).toEqual(['Kỹ sư phần mềm']);

    act(() => result.current.setQuery({ q: 'kế toán' }));
    await waitFor(() => expect(result.current.results.data?.results.map((row) => row.title)).toEqual(['Kế toán tổng hợp']));
    expect(api.searches().at(-1)?.get('city')).toBe('Hà Nội');
  });

  it('gives initialResults from its first render and searches only for a new query', async () => {
    const api = createFakeApi(() => ({ status: 200, data: makePage([makeRow({ id: 2, title: 'Kế toán tổng hợp' })]) }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <JobHubProvider apiBase="http://api.test" clientOptions={{ fetch: api.fetch, logger: silentLogger }} realtimeOptions={REALTIME}>
        {children}
      </JobHubProvider>
    );
    const initialResults = makePage([makeRow({ id: 1, title: 'Kỹ sư phần mềm' })]);
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const view = useJobSearch({ initialQuery: { city: 'Hà Nội' }, initialResults });
        seen.push(view.results.status);
        return view;
      },
      { wrapper },
    );
    expect(seen[0]).toBe('ready');
    expect(result.current.results.data).toEqual(initialResults);
    await act(async () => {});
    expect(api.searches()).toHaveLength(0);

    act(() => result.current.setQuery({ sort: 'newest' }));
    await waitFor(() => expect(result.current.results.data?.results.map((row) => row.title)).toEqual(['Kế toán tổng hợp']));
    expect(api.searches()).toHaveLength(1);
  });
});
