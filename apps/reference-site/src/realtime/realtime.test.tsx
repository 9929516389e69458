import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTERPRISE, currentLocation, ok, renderSite, signedIn, type FakeRoutes } from '../test/site-harness';
import { postDetail } from '../pages/browse/test-utils';

// The real-time code is lazily imported chunks: the first render of each takes a moment under test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ME = 7;
const OTHER = 12;
const HOUR = 3_600_000;

function profile(overrides: Record<string, unknown> = {}) {
  return {
    user_id: ME,
    username: 'an',
    email: 'an@example.com',
    fullname: 'Nguyễn Văn An',
    gender: 'male',
    role: 'candidate',
    is_active: true,
    is_premium: true,
    premium_expiry: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
    balance: 0,
    name_display: 'An',
    avatar: null,
    ...overrides,
  };
}

function message(id: number, sender: number, recipient: number, content: string, minutesAgo = 5) {
  return {
    id,
    sender,
    recipient,
    content,
    is_read: false,
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    recipient_fullname: null,
  };
}

function notification(id: number, type: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    notification_type: type,
    title: `Thông báo ${id}`,
    message: `Nội dung ${id}`,
    link: null,
    object_id: id * 10,
    is_read: false,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    icon: null,
    ...overrides,
  };
}

const page = <T,>(results: T[], pageNo = 1, totalPages = 1) => ({
  results,
  total: results.length,
  page: pageNo,
  total_pages: totalPages,
  page_size: 10,
});

/** The API of a signed-in user with nothing pending. */
function baseRoutes(overrides: FakeRoutes = {}, who: Record<string, unknown> = {}): FakeRoutes {
  return {
    'GET /api/profile/': () => ok(profile(who)),
    'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 0 } }),
    'GET /api/notifications': () => ok(page([])),
    'GET /api/messages/unread/': () => ok({ total: 0, results: [] }),
    'GET /api/conversations/': () => ok([]),
    'GET /api/messages/': () => ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 20 }),
    'GET /api/enterprises/user/': () => ok(ENTERPRISE),
    ...overrides,
  };
}

/** The shadow root of a widget's host element. */
async function shadowOf(selector: string): Promise<ShadowRoot> {
  return waitFor(() => {
    const root = document.querySelector(selector)?.shadowRoot;
    if (!root || !root.querySelector('button')) throw new Error(`${selector} not rendered yet`);
    return root;
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('candidate header (signed in)', () => {
  it('shows the notification bell and the chat dropdown, and the side menu has Thông báo and Tin nhắn', async () => {
    renderSite('/about', {
      storage: signedIn({ user_id: ME }),
      routes: baseRoutes({ 'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 12 } }) }),
    });
    const bell = await shadowOf('.header-bell');
    await waitFor(() => expect(within(bell as unknown as HTMLElement).getByRole('button', { name: 'Thông báo, 12 chưa đọc' })).toBeTruthy());
    expect(bell.textContent).toContain('9+');
    const chat = await shadowOf('.header-chat');
    expect(chat.querySelector('button')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Thông báo' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Tin nhắn' }).getAttribute('href')).toBe('/candidate/messages');
  });

  it('shows neither widget when signed out', async () => {
    renderSite('/about');
    expect(await screen.findByRole('heading', { name: 'Về JobHub' })).toBeTruthy();
    expect(document.querySelector('.header-bell')).toBeNull();
    expect(document.querySelector('.header-chat')).toBeNull();
  });

  it('cancels an expired Premium and says so (SPEC §4 Premium)', async () => {
    let premium = true;
    const { requests } = renderSite('/about', {
      storage: signedIn({ user_id: ME }),
      routes: baseRoutes({
        'GET /api/profile/': () =>
          ok(profile(premium ? { premium_expiry: new Date(Date.now() - HOUR).toISOString() } : { is_premium: false, premium_expiry: null })),
        'POST /auth/delete-premium/': () => {
          premium = false;
          return ok(null, 'Đã hủy');
        },
      }),
    });
    expect(await screen.findByText('Gói Premium của bạn đã hết hạn và đã được hủy tự động.')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/auth/delete-premium/')).toHaveLength(1);
  });
});

describe('employer layout', () => {
  it('caps the sidebar badge at 99+ and the top-bar badge at 9+, and polls the unread count every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let total = 150;
    const { requests } = renderSite('/employer', {
      storage: signedIn({ role: 'employer', user_id: ME }),
      routes: baseRoutes({ 'GET /api/messages/unread/': () => ok({ total, results: [] }) }, { role: 'employer' }),
    });
    const sidebar = await screen.findByRole('navigation', { name: 'Điều hướng nhà tuyển dụng' });
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: /Tin nhắn/ }).textContent).toContain('99+'));
    const topbar = screen.getByRole('banner');
    await waitFor(() => expect(within(topbar).getByRole('link', { name: /Tin nhắn/ }).textContent).toContain('9+'));
    expect(within(topbar).getByRole('link', { name: /Tin nhắn/ }).getAttribute('href')).toBe('/employer/messages');
    expect(document.querySelector('.topbar-bell')).toBeTruthy();

    const polls = () => requests.filter((request) => request.path === '/api/messages/unread/').length;
    const before = polls();
    total = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(polls()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(polls()).toBe(before + 1);
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: /Tin nhắn/ }).textContent).toContain('5'));
    expect(within(topbar).getByRole('link', { name: /Tin nhắn/ }).textContent).not.toContain('9+');
  });
});

describe('/employer/notifications', () => {
  it('filters (page 1 again), pages of 10 with Xem thêm, labels types and follows click targets', async () => {
    const { requests } = renderSite('/employer/notifications', {
      storage: signedIn({ role: 'employer', user_id: ME }),
      routes: baseRoutes(
        {
          'GET /api/notifications/unread-count': () => ({ body: { status: 200, unread_count: 3 } }),
          'GET /api/notifications': (request) => {
            const query = new URLSearchParams(request.search);
            const pageNo = Number(query.get('page'));
            if (query.get('read') === 'false') return ok(page([notification(50, 'system')]));
            if (query.get('type') === 'application') return ok(page([notification(60, 'new_application')]));
            if (pageNo === 2) return ok(page([notification(11, 'position_expired')], 2, 2));
            return ok(page(Array.from({ length: 10 }, (_, index) => notification(index + 1, index === 0 ? 'new_application' : 'cv_viewed')), 1, 2));
          },
          'POST /api/notifications/60/read/': () => ok(null, 'Đã đọc'),
          'POST /api/notifications/mark-all-as-read/': () => ok(null, 'Đã đọc hết'),
        },
        { role: 'employer' },
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Thông báo', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Thông báo 10')).toBeTruthy();
    expect(screen.getAllByText('Hồ sơ mới').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Đã xem CV').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(await screen.findByText('Thông báo 11')).toBeTruthy();
    expect(screen.getByText('Tin hết hạn')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Chưa đọc' }));
    expect(await screen.findByText('Thông báo 50')).toBeTruthy();
    expect(screen.queryByText('Thông báo 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chưa đọc' }).getAttribute('aria-pressed')).toBe('true');
    const unreadCall = requests.filter((request) => request.path === '/api/notifications/').at(-1)!;
    expect(new URLSearchParams(unreadCall.search).get('page')).toBe('1');
    expect(within(screen.getByRole('list', { name: 'Danh sách thông báo' })).getByText('Hệ thống')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hồ sơ ứng tuyển' }));
    const row = await screen.findByText('Thông báo 60');
    const applicationCall = requests.filter((request) => request.path === '/api/notifications/').at(-1)!;
    expect(new URLSearchParams(applicationCall.search).get('type')).toBe('application');
    fireEvent.click(row);
    await waitFor(() => expect(currentLocation()).toBe('/employer/applications?application_id=600'));
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/notifications/60/read/')).toBe(true);
  });
});

describe('notification detail', () => {
  it('shows one system notification with its title, message and link', async () => {
    renderSite('/notifications/5', {
      storage: signedIn({ user_id: ME }),
      routes: baseRoutes({
        'GET /api/notifications/5/': () => ok(notification(5, 'system', { title: 'Bảo trì hệ thống', message: 'Hệ thống bảo trì lúc 22h.', link: '/job-search', is_read: true })),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Bảo trì hệ thống' })).toBeTruthy();
    expect(screen.getByText('Hệ thống bảo trì lúc 22h.')).toBeTruthy();
    expect(screen.getByText('1 giờ trước')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem chi tiết' }).getAttribute('href')).toBe('/job-search');
  });
});

describe('notification links that leave the site', () => {
  const EVIL = ['/\\evil.example', '//evil.example', 'javascript:alert(1)', 'https://evil.example/'];

  it('are not followed from the employer list: a click stays on the page', async () => {
    renderSite('/employer/notifications', {
      storage: signedIn({ role: 'employer', user_id: ME }),
      routes: baseRoutes(
        {
          'GET /api/notifications': () => ok(page(EVIL.map((link, index) => notification(index + 1, 'system', { link, object_id: null })))),
          'POST /api/notifications/1/read/': () => ok(null, 'Đã đọc'),
          'POST /api/notifications/2/read/': () => ok(null, 'Đã đọc'),
          'POST /api/notifications/3/read/': () => ok(null, 'Đã đọc'),
          'POST /api/notifications/4/read/': () => ok(null, 'Đã đọc'),
        },
        { role: 'employer' },
      ),
    });
    for (const id of [1, 2, 3, 4]) {
      fireEvent.click(await screen.findByText(`Thông báo ${id}`));
      await act(async () => {});
      expect(currentLocation()).toBe('/employer/notifications');
    }
  });

  it.each(EVIL)('%s gives the detail page no link', async (link) => {
    renderSite('/notifications/5', {
      storage: signedIn({ user_id: ME }),
      routes: baseRoutes({ 'GET /api/notifications/5/': () => ok(notification(5, 'system', { title: 'Khuyến mãi', link, is_read: true })) }),
    });
    expect(await screen.findByRole('heading', { name: 'Khuyến mãi' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Xem chi tiết/ })).toBeNull();
  });
});

describe('message centre', () => {
  const conversation = {
    user_id: OTHER,
    fullname: 'Công ty Sao Việt',
    avatar: null,
    role: 'employer',
    last_message: message(3, OTHER, ME, 'Bạn có thể phỏng vấn thứ Hai?'),
    unread_count: 1,
  };
  const threadRoutes = (who: Record<string, unknown> = {}) =>
    baseRoutes(
      {
        'GET /api/conversations/': () => ok([conversation]),
        'GET /api/messages/': (request) => {
          const query = new URLSearchParams(request.search);
          if (query.get('user_id') !== String(OTHER)) return ok({ results: [], total: 0, page: 1, total_pages: 1, page_size: 20 });
          return ok({
            results: [message(3, OTHER, ME, 'Bạn có thể phỏng vấn thứ Hai?', 1), message(2, ME, OTHER, 'Em chào anh chị', 10)],
            total: 2,
            page: 1,
            total_pages: 1,
            page_size: 20,
          });
        },
        'POST /api/messages/3/read/': () => ok({ message_id: 3, marked: 1 }, 'ok'),
      },
      who,
    );

  it('opens the conversation of conversation_id with its history and a composer (Premium)', async () => {
    renderSite(`/candidate/messages?conversation_id=${OTHER}`, { storage: signedIn({ user_id: ME }), routes: threadRoutes() });
    const thread = await screen.findByRole('log', { name: 'Tin nhắn với Công ty Sao Việt' });
    await waitFor(() => expect(within(thread).getByText('Em chào anh chị')).toBeTruthy());
    expect(within(thread).getByText('Bạn có thể phỏng vấn thứ Hai?')).toBeTruthy();
    expect(await screen.findByPlaceholderText('Nhập tin nhắn...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gửi' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByPlaceholderText('Tìm kiếm cuộc trò chuyện...')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Công ty Sao Việt/ }).getAttribute('aria-current')).toBe('true');
  });

  it('lets a candidate without Premium read but not send: the upgrade prompt links to /premium', async () => {
    renderSite(`/candidate/messages?conversation_id=${OTHER}`, {
      storage: signedIn({ user_id: ME }),
      routes: threadRoutes({ is_premium: false, premium_expiry: null }),
    });
    const thread = await screen.findByRole('log', { name: 'Tin nhắn với Công ty Sao Việt' });
    await waitFor(() => expect(within(thread).getByText('Em chào anh chị')).toBeTruthy());
    expect(await screen.findByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nâng cấp Premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByPlaceholderText('Nhập tin nhắn...')).toBeNull();
  });

  it('lets an employer reply without Premium', async () => {
    renderSite(`/employer/messages?conversation_id=${OTHER}`, {
      storage: signedIn({ role: 'employer', user_id: ME }),
      routes: threadRoutes({ role: 'employer', is_premium: false, premium_expiry: null }),
    });
    expect(await screen.findByPlaceholderText('Nhập tin nhắn...')).toBeTruthy();
  });
});

describe("'Tin nhắn mới' toast", () => {
  it('shows the title and the content cut to 30 characters + ..., and links to /messages?user={sender}', async () => {
    const { realtime } = renderSite('/about', { storage: signedIn({ user_id: ME }), routes: baseRoutes() });
    await shadowOf('.header-bell');
    await waitFor(() => expect(realtime.sockets.some((socket) => socket.readyState === 1)).toBe(true));
    await waitFor(() => expect(realtime.sockets.some((socket) => socket.sent.some((frame) => (frame as { type: string }).type === 'authenticate'))).toBe(true));
    const content = 'Xin chào, chúng tôi muốn mời bạn tham gia phỏng vấn vào tuần tới';
    act(() => {
      realtime.push({
        type: 'new_message',
        message_id: 99,
        sender_id: OTHER,
        recipient_id: ME,
        content,
        is_read: false,
        created_at: new Date().toISOString(),
        recipient_fullname: 'Nguyễn Văn An',
        sender_fullname: 'Công ty Sao Việt',
      });
    });
    expect(await screen.findByText('Tin nhắn mới')).toBeTruthy();
    const preview = `${Array.from(content).slice(0, 30).join('')}...`;
    const body = screen.getByText(preview);
    fireEvent.click(body);
    await waitFor(() => expect(currentLocation()).toBe(`/candidate/messages?conversation_id=${OTHER}`));
  });

  it('stays quiet for a message in the conversation on screen', async () => {
    const { realtime } = renderSite(`/candidate/messages?conversation_id=${OTHER}`, { storage: signedIn({ user_id: ME }), routes: baseRoutes() });
    await screen.findByRole('log');
    await waitFor(() => expect(realtime.sockets.some((socket) => socket.sent.length > 0)).toBe(true));
    act(() => {
      realtime.push({
        type: 'new_message',
        message_id: 100,
        sender_id: OTHER,
        recipient_id: ME,
        content: 'Chào bạn',
        is_read: false,
        created_at: new Date().toISOString(),
        recipient_fullname: null,
      });
    });
    await waitFor(() => expect(screen.getAllByText('Chào bạn').length).toBeGreaterThan(0));
    expect(screen.queryByText('Tin nhắn mới')).toBeNull();
  });
});

describe('/messages?user={id}', () => {
  it('sends a candidate to /candidate/messages with the conversation', async () => {
    renderSite(`/messages?user=${OTHER}`, { storage: signedIn({ user_id: ME }), routes: baseRoutes() });
    await waitFor(() => expect(currentLocation()).toBe(`/candidate/messages?conversation_id=${OTHER}`));
  });

  it('sends an employer to /employer/messages with the conversation', async () => {
    renderSite(`/messages?user=${OTHER}`, { storage: signedIn({ role: 'employer', user_id: ME }), routes: baseRoutes({}, { role: 'employer' }) });
    await waitFor(() => expect(currentLocation()).toBe(`/employer/messages?conversation_id=${OTHER}`));
  });

  it('asks an anonymous visitor to log in first', async () => {
    renderSite(`/messages?user=${OTHER}`);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/login\?redirect=/));
  });
});

describe("'Nhắn tin' on the job detail", () => {
  it("opens the chat window with the post's employer; a candidate without Premium gets the upgrade prompt there", async () => {
    renderSite('/job/1', {
      storage: signedIn({ user_id: ME }),
      routes: baseRoutes({ 'GET /api/post/1/': () => ok(postDetail({ id: 1, user_id: OTHER })) }, { is_premium: false, premium_expiry: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nhắn tin cho Công ty ABC' }));
    const windows = await shadowOf('.site-chat-windows');
    await waitFor(() => expect(within(windows as unknown as HTMLElement).getByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/)).toBeTruthy());
    expect(within(windows as unknown as HTMLElement).getByRole('link', { name: 'Nâng cấp Premium' }).getAttribute('href')).toBe('/premium');
    expect(within(windows as unknown as HTMLElement).queryByRole('textbox')).toBeNull();
  });
});
