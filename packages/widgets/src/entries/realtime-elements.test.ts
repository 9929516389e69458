import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessToken, createFakeRealtimeApi, FakeWebSocket, makeConversation, makeNotification } from '../test/fake-realtime';
import { clearSession, configure, setSession } from './runtime';

const api = createFakeRealtimeApi();
api.state.unread = 1;
api.state.notifications = [makeNotification({ id: 3, notification_type: 'job_applied', title: 'Ứng tuyển thành công' })];
api.state.conversations = [makeConversation({ user_id: 12, fullname: 'Nguyễn Văn An' })];
/** The profile as GET /api/profile/ answers it (the embed parses it with the contract). */
const PROFILE = {
  user_id: 7, username: 'an', email: 'an@example.com', fullname: 'Nguyễn Văn An', gender: null, role: 'candidate', is_active: true,
  is_premium: true, premium_expiry: '2099-01-01T00:00:00Z', balance: 0, name_display: '', avatar: null,
};
const baseOverride = (request: { url: URL }) =>
  request.url.pathname.startsWith('/api/profile') ? { status: 200, body: { status: 200, data: PROFILE } } : undefined;
api.state.override = baseOverride;

let openChat: (userId: number, apiBase?: string) => void;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('fetch', api.fetchFor(7));
  vi.stubGlobal('WebSocket', FakeWebSocket);
  (await import('./notification-bell-element')).define();
  (await import('./employer-console-element')).define();
  const chatDock = await import('./chat-dock-element');
  chatDock.define();
  openChat = chatDock.openChat;
});

afterEach(() => {
  act(() => {
    document.body.innerHTML = '';
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const shadowOf = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);

describe('<jobhub-notification-bell>, <jobhub-chat-dock> and <jobhub-employer-console>', () => {
  it('refuse a session that is not two token strings', () => {
    expect(() => setSession({ access: 1 } as never)).toThrow(TypeError);
  });

  it('render nothing until setSession, then work on one session and one socket, never touching localStorage', async () => {
    const bell = document.createElement('jobhub-notification-bell');
    bell.setAttribute('api-base', 'http://api.test');
    const dock = document.createElement('jobhub-chat-dock');
    dock.setAttribute('api-base', 'http://api.test/');
    // The console is the signed-in employer's only: a candidate sees nothing there.
    const console = document.createElement('jobhub-employer-console');
    console.setAttribute('api-base', 'http://api.test');
    const counts: number[] = [];
    document.addEventListener('jobhub:unread-change', (event) => counts.push((event as CustomEvent<{ count: number }>).detail.count));
    act(() => document.body.append(bell, dock, console));
    expect(shadowOf(bell).queryByRole('button')).toBeNull();

    act(() => setSession({ access: accessToken(7, 'candidate'), refresh: 'refresh-1' }));
    const bellButton = await shadowOf(bell).findByRole('button', { name: 'Thông báo, 1 chưa đọc' });
    // The bell's unread count, as a DOM event from the element (bubbling out of it).
    await waitFor(() => expect(counts.at(-1)).toBe(1));
    expect(console.shadowRoot!.querySelector('.jh-root')!.childElementCount).toBe(0);
    const dockButton = await shadowOf(dock).findByRole('button', { name: /^Tin nhắn/ });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(FakeWebSocket.instances[0]!.url).toBe('ws://api.test/api/ws/notifications/');
    expect(window.localStorage.getItem('token')).toBeNull();

    // Premium (from the profile) opens the conversation list.
    fireEvent.click(dockButton);
    fireEvent.click(await shadowOf(dock).findByRole('button', { name: /Nguyễn Văn An/ }));
    expect(shadowOf(dock).getByRole('region', { name: 'Nguyễn Văn An' })).toBeTruthy();

    // A notification click asks the page first (jobhub:navigate), with the JobHub site's URL.
    const hrefs: string[] = [];
    document.addEventListener('jobhub:navigate', (event) => {
      hrefs.push((event as CustomEvent<{ href: string }>).detail.href);
      event.preventDefault();
    }, { once: true });
    fireEvent.click(bellButton);
    fireEvent.click(await shadowOf(bell).findByRole('button', { name: /Ứng tuyển thành công/ }));
    expect(hrefs).toEqual(['http://api.test/my-applications']);

    act(() => clearSession());
    expect(shadowOf(bell).queryByRole('button')).toBeNull();
  });

  it('fire jobhub:unread-change with the server’s counts only, never a placeholder 0 before its answer', async () => {
    const counts: number[] = [];
    const record = (event: Event) => counts.push((event as CustomEvent<{ count: number }>).detail.count);
    api.state.unread = 2;
    const bell = document.createElement('jobhub-notification-bell');
    bell.setAttribute('api-base', 'http://unread.test');
    bell.addEventListener('jobhub:unread-change', record);
    act(() => document.body.append(bell));
    act(() => setSession({ access: accessToken(7, 'candidate'), refresh: 'refresh-unread' }));
    await shadowOf(bell).findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    await waitFor(() => expect(counts).toEqual([2]));

    // A server count of 0 is a real count: it is told too, once.
    api.state.unread = 0;
    act(() => clearSession());
    act(() => bell.remove());
    const quiet = document.createElement('jobhub-notification-bell');
    quiet.setAttribute('api-base', 'http://unread-zero.test');
    quiet.addEventListener('jobhub:unread-change', record);
    counts.length = 0;
    act(() => document.body.append(quiet));
    act(() => setSession({ access: accessToken(7, 'candidate'), refresh: 'refresh-unread-0' }));
    await shadowOf(quiet).findByRole('button', { name: 'Thông báo, 0 chưa đọc' });
    await waitFor(() => expect(counts).toEqual([0]));
    api.state.unread = 1;
  });

  it('opens a chat window with JobHub.openChat', async () => {
    const dock = document.createElement('jobhub-chat-dock');
    dock.setAttribute('api-base', 'http://api.test');
    act(() => document.body.append(dock));
    act(() => setSession({ access: accessToken(7, 'candidate'), refresh: 'refresh-2' }));
    await shadowOf(dock).findByRole('button', { name: /^Tin nhắn/ });
    act(() => openChat(44));
    expect(await shadowOf(dock).findByRole('region', { name: 'Người 44' })).toBeTruthy();
  });

  it('sign in through init({ getToken }) (a token provider of the partner backend), and back to setSession', async () => {
    const bell = document.createElement('jobhub-notification-bell');
    bell.setAttribute('api-base', 'http://api.test');
    act(() => document.body.append(bell));
    act(() => clearSession());
    expect(shadowOf(bell).queryByRole('button')).toBeNull();

    const asked: boolean[] = [];
    act(() => configure({ getToken: async ({ forceRefresh }) => (asked.push(forceRefresh), accessToken(7, 'candidate')) }));
    expect(await shadowOf(bell).findByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ })).toBeTruthy();
    expect(asked).toContain(false);
    expect(window.localStorage.getItem('token')).toBeNull();

    // Tokens again: the engines restart in their own mode.
    act(() => setSession({ access: accessToken(7, 'candidate'), refresh: 'refresh-3' }));
    expect(await shadowOf(bell).findByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ })).toBeTruthy();
  });
});
